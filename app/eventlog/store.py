"""What every log store offers; the SQLite file and its in-memory twin both satisfy it."""

from __future__ import annotations

from typing import Any, Iterator, Mapping, Protocol

from app.errors import TablesideError
from app.eventlog.entry import Entry


class EventFileError(TablesideError):
    """An event file that cannot be opened, read or written; the message names the file and why."""


class LogStore(Protocol):
    @property
    def readonly(self) -> bool: ...

    @property
    def name(self) -> str:
        """How to name this store in a message (the file path, or "memory")."""
        ...

    def __len__(self) -> int: ...

    def entries(self, after_seq: int = 0) -> Iterator[Entry]:
        """Entries with seq > after_seq, in order."""
        ...

    def last(self) -> Entry | None: ...

    def append(self, kind: str, data: Mapping[str, Any], at: str) -> Entry:
        """Append one entry as one durable transaction; return it only once committed.

        On any failure (disk full, read-only file, lost lock) raise EventFileError with nothing written.
        """
        ...

    def save_snapshot(self, seq: int, entry_hash: str, blob: bytes) -> None:
        """Keep a cache of the fold at seq (an optimisation only: it can always be rebuilt)."""
        ...

    def load_snapshot(self) -> tuple[int, str, bytes] | None: ...

    def close(self) -> None: ...
