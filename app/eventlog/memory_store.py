"""The in-memory twin of the event file: the same rules, nothing on disk (tests, demos, previews)."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ..text import QT_TRANSLATE_NOOP, Text
from .entry import GENESIS_HASH, Entry, entry_hash
from .store import (
    ACTION_ID_KEY,
    ActionId,
    EventFileError,
    check_kind_and_at,
    data_json_for,
    entry_label,
    refuse_replicated,
    replicated_problem,
)

# An entry as the SQLite file stores it: seq, id, at, kind, data text, prev_hash, hash.
RawEntry = tuple[int, str, str, str, str, str, str]


class _Log:
    """The entries and snapshot one store and its read-only views share."""

    def __init__(self) -> None:
        self.rows: list[RawEntry] = []
        self.snapshot: tuple[int, str, bytes] | None = None


class MemoryStore:
    """A LogStore kept in a list.

    Data is kept as its canonical JSON text and parsed afresh on every read, so neither the caller's
    dict (after append) nor a returned entry's data can change what is stored, and what comes back is
    exactly what the SQLite file would give back (tuples become lists, and so on).
    """

    def __init__(self) -> None:
        self._log = _Log()
        self._readonly = False
        self._closed = False

    def read_only_view(self) -> MemoryStore:
        """A read-only store over the same entries, as a second window would open the file read-only."""
        view = MemoryStore()
        view._log = self._log
        view._readonly = True
        return view

    @property
    def readonly(self) -> bool:
        return self._readonly

    @property
    def name(self) -> str:
        return "memory"

    def __len__(self) -> int:
        return len(self._open_log().rows)

    def entries(self, after_seq: int = 0) -> Iterator[Entry]:
        rows = self._open_log().rows
        # seq n sits at index n - 1; a negative after_seq means "from the start".
        return (_entry(row) for row in rows[max(after_seq, 0):])

    def entries_page(self, after_seq: int, limit: int) -> list[Entry]:
        rows = self._open_log().rows
        start = max(after_seq, 0)
        return [_entry(row) for row in rows[start:start + max(limit, 0)]]

    def entries_raw(self, after_seq: int = 0) -> Iterator[RawEntry]:
        """Entries as stored (data as its JSON text), for verify and fast loading."""
        rows = self._open_log().rows
        return iter(rows[max(after_seq, 0):])

    def last(self) -> Entry | None:
        rows = self._open_log().rows
        return _entry(rows[-1]) if rows else None

    def action_ids(self) -> list[ActionId]:
        found: list[ActionId] = []
        for row in self._open_log().rows:
            if ACTION_ID_KEY not in row[4]:
                continue
            data = json.loads(row[4])
            action_id, device, station = data.get("action_id"), data.get("device"), data.get("station")
            if isinstance(action_id, str):
                found.append((row[0], device if isinstance(device, str) else None,
                              station if isinstance(station, str) else None, action_id))
        return found

    def append(self, kind: str, data: Mapping[str, Any], at: str) -> Entry:
        return self.append_many([(kind, data)], at)[0]

    def append_many(self, items: Sequence[tuple[str, Mapping[str, Any]]], at: str) -> list[Entry]:
        log = self._open_log()
        if self._readonly:
            raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is open read-only; nothing can be added to it"),
                                 fields={"name": "memory"})
        prepared = []
        for kind, data in items:  # everything is checked before anything is added: all or none
            check_kind_and_at(kind, at)
            prepared.append((kind, data_json_for(self.name, data)))
        rows: list[RawEntry] = []
        for kind, data_json in prepared:
            seq = len(log.rows) + len(rows) + 1
            prev_hash = rows[-1][6] if rows else log.rows[-1][6] if log.rows else GENESIS_HASH
            entry_id = uuid.uuid4().hex
            rows.append((seq, entry_id, at, kind, data_json, prev_hash,
                         entry_hash(seq, entry_id, at, kind, data_json, prev_hash)))
        log.rows.extend(rows)
        return [_entry(row) for row in rows]

    def append_replicated(self, entries: Sequence[Entry]) -> None:
        log = self._open_log()
        if self._readonly:
            raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is open read-only; nothing can be added to it"),
                                 fields={"name": "memory"})
        rows: list[RawEntry] = []
        seq, prev_hash = (log.rows[-1][0], log.rows[-1][6]) if log.rows else (0, GENESIS_HASH)
        ids = {row[1] for row in log.rows}
        for entry in entries:
            problem = replicated_problem(entry, seq, prev_hash)
            if problem is None and entry.id in ids:  # the SQLite file's UNIQUE id refuses it too
                problem = Text(QT_TRANSLATE_NOOP("messages", "{entry}: its id is already in the log"),
                               {"entry": entry_label(entry)})
            if problem is not None:
                raise refuse_replicated(self.name, problem)
            ids.add(entry.id)
            rows.append((entry.seq, entry.id, entry.at, entry.kind, entry.data_json, entry.prev_hash, entry.hash))
            seq, prev_hash = entry.seq, entry.hash
        log.rows.extend(rows)

    def save_snapshot(self, seq: int, entry_hash: str, blob: bytes) -> None:
        log = self._open_log()
        if self._readonly:
            raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is open read-only; its snapshot cannot be "
                                                   "saved"), fields={"name": "memory"})
        if _hash_at(log.rows, seq) != entry_hash:
            raise ValueError(f"a snapshot must be taken at an entry of the log: "
                             f"seq {seq} with hash {entry_hash!r} is not")
        log.snapshot = (seq, entry_hash, bytes(blob))

    def load_snapshot(self) -> tuple[int, str, bytes] | None:
        log = self._open_log()
        if log.snapshot is None:
            return None
        seq, digest, blob = log.snapshot
        return log.snapshot if _hash_at(log.rows, seq) == digest else None

    def watch_file(self) -> Text | None:
        self._open_log()
        return None  # no file to lose

    def defer_checkpoints(self) -> None:
        pass  # nothing to fold: the entries are in memory

    def checkpoint_due(self) -> bool:
        return False

    def checkpoint(self) -> None:
        pass

    def close(self) -> None:
        self._closed = True

    def __enter__(self) -> MemoryStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _open_log(self) -> _Log:
        if self._closed:
            raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is closed"), fields={"name": "memory"})
        return self._log


def _entry(row: RawEntry) -> Entry:
    seq, entry_id, at, kind, data_json, prev_hash, digest = row
    return Entry(seq, entry_id, at, kind, json.loads(data_json), prev_hash, digest)


def _hash_at(rows: list[RawEntry], seq: int) -> str | None:
    """The hash a snapshot at seq must carry (seq 0 is the empty log), or None if there is no such entry."""
    if seq == 0:
        return GENESIS_HASH
    if isinstance(seq, int) and 0 < seq <= len(rows):
        return rows[seq - 1][6]
    return None
