"""Check an event log end to end: the file's own integrity, the numbering, the chain and every hash."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from app.eventlog.entry import GENESIS_HASH, canonical_json, entry_hash
from app.eventlog.store import EventFileError, LogStore

RawEntry = tuple[int, str, str, str, str, str, str]  # seq, id, at, kind, data text, prev_hash, hash


@dataclass(frozen=True, slots=True)
class VerifyReport:
    ok: bool
    entries: int  # entries found sound (all of them when ok; those before the first bad one otherwise)
    first_bad_seq: int | None  # the first entry that is wrong or missing; None if ok or the file itself is damaged
    problem: str | None  # one sentence for the judge; None if ok


def verify(store: LogStore) -> VerifyReport:
    """Read every entry as stored and check it; stop at the first problem and name the entry."""
    integrity = getattr(store, "integrity_problems", None)
    if integrity is not None:
        problems: list[str] = integrity()
        if problems:
            more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
            return VerifyReport(False, 0, None, f"{store.name} is damaged: {problems[0]}{more}")
    count = 0
    expected = 1
    previous_hash = GENESIS_HASH
    try:
        for row in _raw_rows(store):
            problem = _check(row, expected, previous_hash)
            if problem is not None:
                bad_seq, message = problem
                return VerifyReport(False, count, bad_seq, message)
            previous_hash = row[6]
            expected += 1
            count += 1
    except EventFileError as exc:
        return VerifyReport(False, count, expected, str(exc))
    return VerifyReport(True, count, None, None)


def _raw_rows(store: LogStore) -> Iterable[RawEntry]:
    # Stores that can give the stored text (both of ours) must: re-serialising parsed data would hide
    # an edit that parses to the same value (a changed space, a reordered key).
    raw = getattr(store, "entries_raw", None)
    if raw is not None:
        rows: Iterable[RawEntry] = raw()
        return rows
    return _rows_from_entries(store)


def _rows_from_entries(store: LogStore) -> Iterator[RawEntry]:
    for e in store.entries():
        yield (e.seq, e.id, e.at, e.kind, e.data_json, e.prev_hash, e.hash)


def _check(row: RawEntry, expected_seq: int, previous_hash: str) -> tuple[int, str] | None:
    """The first thing wrong with one stored entry, as (seq to name, message), or None."""
    seq, entry_id, at, kind, data_text, prev_hash, digest = row
    if seq != expected_seq:
        # seq is the primary key and rows come in order, so a gap is the only way to get here.
        return expected_seq, (f"entry {expected_seq} is missing (the entry after {expected_seq - 1} is {seq}) "
                              "— entries were removed")
    label = f"entry {seq} ({kind} at {at})"
    if prev_hash != previous_hash:
        return seq, (f"{label}: it is not chained to entry {seq - 1} before it — entries were changed, "
                     "removed or inserted there")
    try:
        recomputed = entry_hash(seq, entry_id, at, kind, data_text, prev_hash)
    except (TypeError, ValueError):
        return seq, f"{label}: its stored fields have the wrong types — it was changed after it was written"
    if recomputed != digest:
        return seq, f"{label}: hash does not match its contents — it was changed after it was written"
    try:
        data = json.loads(data_text)
    except ValueError:
        return seq, f"{label}: its data is not valid JSON — it was written wrongly"
    if not isinstance(data, dict) or canonical_json(data) != data_text:
        return seq, f"{label}: its data is not a JSON object in canonical form — it was written wrongly"
    return None
