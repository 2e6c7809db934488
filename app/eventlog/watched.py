"""Whether an open event file is still the file at its path, and the copy written when it is not.

SQLite keeps reading and writing the file it opened even after that file was deleted, moved away or
replaced: every commit then succeeds into a file no one will ever find again (a served event went on
acknowledging actions into a deleted file, and was gone at quit). The writer compares the path's
(device, inode) with the one it opened before each commit and on its timer; on a difference it writes
the whole log, from the connection it still holds, to a new file (SQLite's backup API reads through
the open connection, so the deleted file's pages and its -wal are both in the copy).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from ..text import QT_TRANSLATE_NOOP, Text

Identity = tuple[int, int]  # (st_dev, st_ino)


def identity(name: str) -> Identity | None:
    """The (device, inode) at name now; None when nothing is there or it cannot be looked at."""
    try:
        st = os.stat(name)
    except OSError:  # missing, its folder gone or unmounted (ENOENT, ENOTDIR, EIO, ESTALE...)
        return None
    return st.st_dev, st.st_ino


def what_happened(name: str, opened: Identity) -> Text | None:
    """None while name is the file that was opened; else what became of it, in the judge's words (a
    sentence's start: the store says the rest)."""
    now = identity(name)
    if now == opened:
        return None
    if now is not None:
        return Text(QT_TRANSLATE_NOOP("messages", "The event file {name} was replaced by another file"), {"name": name})
    if not os.path.isdir(os.path.dirname(os.path.abspath(name))):
        return Text(QT_TRANSLATE_NOOP("messages", "The folder of the event file {name} is gone (unmounted, moved or "
                                      "deleted)"), {"name": name})
    return Text(QT_TRANSLATE_NOOP("messages", "The event file {name} was deleted or moved away"), {"name": name})


def rescue_path(name: str, fallback: Callable[[], Path]) -> str:
    """A new file beside name (or in the fallback folder when its own folder is gone), never an existing one."""
    folder = os.path.dirname(os.path.abspath(name))
    if not os.path.isdir(folder):
        folder = str(fallback())
        os.makedirs(folder, exist_ok=True)
    stem = os.path.basename(name).removesuffix(".tableside")
    for n in range(1, 1000):
        candidate = os.path.join(folder, f"{stem}.rescued{'' if n == 1 else f'-{n}'}.tableside")
        if not os.path.lexists(candidate) and not os.path.lexists(candidate + ".partial"):
            return candidate
    raise OSError(f"no free name for a copy of {name} in {folder}")
