"""Writing a file whole or not at all: a temporary file beside it, flushed to disk, then renamed."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomically(target: Path, data: bytes, *, durable: bool = True, shared: bool = False) -> None:
    """Replace ``target`` with ``data``: readers see the old file or the new one, never a mix.

    ``durable=False`` skips the fsync: still atomic for every reader, but a power cut may leave the old
    file. Only for records that are safeguards rebuilt by the next write, never for the user's settings.
    ``shared``: the file gets the permissions any new file of the user's gets (``0o666`` less the umask),
    as an export a judge hands on must; otherwise it keeps mkstemp's owner-only ``0o600``.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.stem}-", suffix=".tmp", dir=target.parent)
    try:
        if shared and hasattr(os, "fchmod"):
            mask = os.umask(0o022)
            os.umask(mask)
            os.fchmod(fd, 0o666 & ~mask)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
