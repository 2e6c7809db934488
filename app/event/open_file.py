"""An event file opened with its newest snapshot rebuilt while SQLite checks the file.

Opening a million-entry event was 0.33 s: SQLite's quick check of every page 0.22-0.23 s, then the
newest snapshot read and rebuilt 0.10-0.13 s (bench_undo). The check runs on a thread of its own and
lets go of the interpreter's lock while it reads, so the snapshot is read and rebuilt meanwhile, on a
read-only connection of its own that writes nothing. Nothing is taken on trust: a snapshot stands only
where the opened store's own entry at its seq has its hash (``session.open_state_in_steps``), and one
that cannot be read is folded from the store as before.
"""

from __future__ import annotations

import os

from ..eventlog.sqlite_store import SqliteStore, peek_snapshot
from . import snapshot
from .session import Preloaded


def preload(path: str | os.PathLike[str]) -> Preloaded | None:
    """The file's snapshots as it holds them, the newest rebuilt; None when there are none to read."""
    row = peek_snapshot(path)
    if row is None:
        return None
    kept = snapshot.unpack(row[2])
    if not kept or kept[0][:2] != row[:2]:
        return None  # the pack does not stand where the file says its snapshot does
    return kept, snapshot.load(kept[0][2], lasting=True)


def open_event(path: str | os.PathLike[str], *, create: bool = False,
               readonly: bool = False) -> tuple[SqliteStore, Preloaded | None]:
    """``open_event_file``, and the file's snapshots for ``EventSession(store, preloaded=...)``."""
    return SqliteStore.open_with(path, lambda: preload(path), create=create, readonly=readonly)
