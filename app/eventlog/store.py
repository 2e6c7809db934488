"""What every log store offers; the SQLite file and its in-memory twin both satisfy it."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Protocol

from app.errors import TablesideError
from app.eventlog.entry import Entry, canonical_json


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

    def entries_page(self, after_seq: int, limit: int) -> list[Entry]:
        """At most ``limit`` entries with seq > after_seq, in order: a bounded read (a screenful of history)."""
        ...

    def last(self) -> Entry | None: ...

    def append(self, kind: str, data: Mapping[str, Any], at: str) -> Entry:
        """Append one entry as one durable transaction; return it only once committed.

        On any failure (disk full, read-only file, lost lock) raise EventFileError with nothing written.
        """
        ...

    def append_many(self, items: Sequence[tuple[str, Mapping[str, Any]]], at: str) -> list[Entry]:
        """Append (kind, data) entries in order as ONE durable transaction: all are written, or none."""
        ...

    def save_snapshot(self, seq: int, entry_hash: str, blob: bytes) -> None:
        """Keep a cache of the fold at seq (an optimisation only: it can always be rebuilt)."""
        ...

    def load_snapshot(self) -> tuple[int, str, bytes] | None: ...

    def close(self) -> None: ...


# --- helpers shared by the stores, so both refuse exactly the same things -------------------------

_AT = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z")


def check_kind_and_at(kind: str, at: str) -> None:
    """Refuse a malformed kind or time before anything is written (a caller's bug, not the user's)."""
    if not isinstance(kind, str) or not kind:
        raise ValueError(f"an entry's kind must be a non-empty string, not {kind!r}")
    if not isinstance(at, str) or _AT.fullmatch(at) is None:
        raise ValueError(f"an entry's time must be UTC ISO 8601 with milliseconds, like 2026-05-09T14:03:07.123Z, "
                         f"not {at!r}")


def data_json_for(store_name: str, data: Mapping[str, Any]) -> str:
    """The canonical text an entry's data is stored and hashed as; EventFileError if it is not a JSON object."""
    if not isinstance(data, Mapping):
        raise EventFileError(f"could not save to {store_name}: an entry's data must be a JSON object, "
                             f"not {type(data).__name__}; nothing was written")
    try:
        text = canonical_json(data if isinstance(data, dict) else dict(data))
        # A lone surrogate serialises but can be neither stored as UTF-8 nor hashed.
        text.encode("utf-8")
    except (TypeError, ValueError, RecursionError) as exc:
        raise EventFileError(f"could not save to {store_name}: the entry's data is not plain JSON ({exc}); "
                             "nothing was written") from exc
    return text
