"""Check an event log end to end: the file's own integrity, the numbering, the chain and every hash."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from json.encoder import encode_basestring
from typing import Any

from .entry import GENESIS_HASH, canonical_json, entry_hash, hash_header
from .store import EventFileError, LogStore

RawEntry = tuple[int, str, str, str, str, str, str]  # seq, id, at, kind, data text, prev_hash, hash

# (value, end) for the JSON text starting at an index; StopIteration or ValueError if there is none.
_scan_json: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder().scan_once  # type: ignore[attr-defined]


def _no_default(value: Any) -> Any:
    raise TypeError(f"{type(value).__name__} is not JSON")


# The C encoder that json.dumps builds anew on every call, built once with canonical_json's settings
# (sorted keys, no spaces, text as is, NaN refused) and without the circular-reference bookkeeping
# that JSON just parsed never needs. None where Python has no C encoder: canonical_json then.
_make_encoder: Any = vars(json.encoder).get("c_make_encoder")
_encode_parsed: Any = (None if _make_encoder is None else
                       _make_encoder(None, _no_default, encode_basestring, None, ":", ",", True, False, False))


@dataclass(frozen=True, slots=True)
class VerifyReport:
    ok: bool
    entries: int  # entries found sound (all of them when ok; those before the first bad one otherwise)
    first_bad_seq: int | None  # the first entry that is wrong or missing; None if ok or the file itself is damaged
    problem: str | None  # one sentence for the judge; None if ok


def verify(store: LogStore) -> VerifyReport:
    """Read every entry as stored and check it; stop at the first problem and name the entry.

    A store that can check the file itself (``file_problems``) does so after the entries are read,
    given what this pass saw of each entry's seq and id; problems of the file, if any, are reported
    first, as the file itself is then not to be trusted.
    """
    report, ids_digest = _check_chain(store)
    check: Callable[[int | None, int], list[str]] | None = getattr(store, "file_problems", None)
    problems = check(ids_digest if report.ok else None, report.entries) if check is not None else []
    if problems:
        more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
        return VerifyReport(False, 0, None, f"{store.name} is damaged: {problems[0]}{more}")
    return report


def _check_chain(store: LogStore) -> tuple[VerifyReport, int]:
    """The report of the chain, and sum(hash((seq, id))) over the entries read (for file_problems).

    The hot loop of verify (a million entries): every check is done inline on the usual path, and
    only an entry found wrong goes through _check, which says what is wrong with it.
    """
    sha256 = hashlib.sha256
    scan = _scan_json
    # canonical_json(value) for a value just parsed, as "".join(encode(value, 0)) (see _encode_parsed).
    encode, join, length = _encode_parsed, "".join, len
    count = 0
    ids_digest = 0
    previous_hash = GENESIS_HASH
    try:
        for row in _raw_rows(store):
            seq, entry_id, at, kind, data_text, prev_hash, digest = row
            try:
                if seq != count + 1 or prev_hash != previous_hash:
                    raise _Wrong
                # prev_hash, once equal to the hash before it, is hex: only the three texts can hold
                # what JSON would escape. Printable text without quotes or backslashes is written as
                # is, so the header below is then exactly hash_header's (and canonical_json's).
                try:
                    texts = entry_id + at + kind
                except TypeError:
                    texts = None
                if type(texts) is str and type(seq) is int and '"' not in texts and "\\" not in texts \
                        and texts.isprintable():
                    hashed = f'[{seq},"{entry_id}","{at}","{kind}","{prev_hash}"]\n{data_text}'
                else:
                    hashed = hash_header(seq, entry_id, at, kind, prev_hash) + "\n" + data_text
                if sha256(hashed.encode()).hexdigest() != digest:  # UTF-8
                    raise _Wrong
                value, end = scan(data_text, 0)
                if end != length(data_text) or type(value) is not dict or (
                        join(encode(value, 0)) if encode is not None else canonical_json(value)) != data_text:
                    raise _Wrong
            except (_Wrong, TypeError, ValueError, StopIteration):
                problem = _check(row, count + 1, previous_hash)
                if problem is None:  # pragma: no cover - the inline checks and _check agree
                    raise AssertionError(f"entry {seq} failed the quick checks but _check found nothing") from None
                bad_seq, message = problem
                return VerifyReport(False, count, bad_seq, message), ids_digest
            ids_digest += hash((seq, entry_id))
            previous_hash = digest
            count += 1
    except EventFileError as exc:
        return VerifyReport(False, count, count + 1, str(exc)), ids_digest
    return VerifyReport(True, count, None, None), ids_digest


class _Wrong(Exception):
    """An entry failed an inline check; _check then says which and why."""


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
    try:
        canonical = isinstance(data, dict) and canonical_json(data) == data_text
    except ValueError:  # NaN or Infinity, which the JSON reader takes but JSON does not have
        canonical = False
    if not canonical:
        return seq, f"{label}: its data is not a JSON object in canonical form — it was written wrongly"
    return None
