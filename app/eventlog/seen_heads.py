"""The last log head Tableside saw for each event file, kept in the user's data folder.

An anchor outside the event file: when a file comes back shorter than Tableside last saw it, or with
another entry at the sequence number it remembers, the judge is told on opening. The record is one
JSON file, ``seen-heads.json``, written whole or not at all; a missing or unreadable record is an
empty one (it is a safeguard, never a reason to refuse a file).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from .. import paths
from ..atomic_file import write_atomically
from .anchor import fingerprint_of
from .store import LogStore

FILE_NAME = "seen-heads.json"


def record_file() -> Path:
    return paths.default_data_dir() / FILE_NAME


def _key(event_file: str | os.PathLike[str]) -> str:
    return str(Path(event_file).expanduser().resolve())


def _read() -> dict[str, Any]:
    try:
        data = json.loads(record_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    files = data.get("files") if isinstance(data, dict) else None
    return files if isinstance(files, dict) else {}


def _write(files: dict[str, Any]) -> None:
    text = json.dumps({"version": 1, "files": files}, indent=1, sort_keys=True, ensure_ascii=False)
    # Written after every committed action, so no fsync: an fsync here doubled the durable writes of a
    # judge's click. The record is a safeguard; a power cut can at worst leave the head seen just before.
    write_atomically(record_file(), text.encode("utf-8"), durable=False)


def seen_head(event_file: str | os.PathLike[str]) -> tuple[int, str] | None:
    """(seq, hash) of the head last seen in this file, or None."""
    seen = _read().get(_key(event_file))
    if not isinstance(seen, dict):
        return None
    seq, digest = seen.get("seq"), seen.get("hash")
    if isinstance(seq, int) and not isinstance(seq, bool) and seq > 0 and isinstance(digest, str):
        return seq, digest
    return None


def check_seen(event_file: str | os.PathLike[str], store: LogStore) -> str | None:
    """A warning when the file no longer holds the head last seen in it; None when it does (or is new)."""
    seen = seen_head(event_file)
    if seen is None:
        return None
    seq, digest = seen
    then = fingerprint_of(seq, digest)
    entry = next(store.entries(after_seq=seq - 1), None)
    name = Path(event_file).name
    if entry is None or entry.seq != seq:
        count = len(store)
        return (f"{name} is shorter than when Tableside last saw it: it ended at entry {then}, now it has {count} "
                f"entr{'y' if count == 1 else 'ies'}. Entries were removed, or this is an older copy. "
                f"Check it with: tableside verify FILE --expect {then}")
    if entry.hash != digest:
        return (f"{name} has another entry {seq} than when Tableside last saw it ({then} then, "
                f"{fingerprint_of(entry.seq, entry.hash)} now): the log was changed, or this is another file. "
                f"Check it against a printed slip with: tableside verify FILE --expect SEQ:HEX")
    return None


def remember(event_file: str | os.PathLike[str], store: LogStore) -> None:
    """Keep the file's current head as the last one seen (nothing to keep for an empty log)."""
    last = store.last()
    files = _read()
    key = _key(event_file)
    if last is None:
        if files.pop(key, None) is None:
            return
    else:
        if files.get(key) == {"seq": last.seq, "hash": last.hash}:
            return
        files[key] = {"seq": last.seq, "hash": last.hash}
    try:
        _write(files)
    except OSError:
        pass  # a safeguard that cannot be written must not stop the judge


def forget(event_file: str | os.PathLike[str]) -> None:
    """A file made anew (the demo, a new event at a reused path): what was seen there is gone for good."""
    files = _read()
    if files.pop(_key(event_file), None) is not None:
        try:
            _write(files)
        except OSError:
            pass
