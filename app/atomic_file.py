"""Writing a file whole or not at all: a temporary file beside it, flushed to disk, then renamed."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomically(target: Path, data: bytes, *, durable: bool = True) -> None:
    """Replace ``target`` with ``data``: readers see the old file or the new one, never a mix.

    ``durable=False`` skips the fsync: still atomic for every reader, but a power cut may leave the old
    file. Only for records that are safeguards rebuilt by the next write, never for the user's settings.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.stem}-", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
