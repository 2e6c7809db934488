"""Check an event log end to end: the file's own integrity, the numbering, the chain and every hash."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from hashlib import sha256
from itertools import islice
from json.encoder import encode_basestring
from operator import itemgetter
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


# Whether a data text is in canonical form depends on its digits only through which of them are 0: a
# text's "shape" (its UTF-8 with every digit 1-9 written 1) is canonical for all texts of that shape
# once one of them is, provided the text has no backslash (so its strings start and end at the same
# places: a digit in a string stays in it, a number stays a number) and its value no float (the
# shortest repr of a float depends on its digits) nor any key with a digit (sorted order and unique
# keys depend on them). Then an int stays canonical (no leading 0, no -0: zeros stay where they are)
# and so does every string. A long log has a few hundred shapes for a million entries: each is
# parsed and encoded once, instead of every entry (a third of verify's time).
_DIGIT_SHAPE = bytes.maketrans(b"23456789", b"11111111")
_SHAPES_KEPT = 10_000  # a log of names and texts has more: the rest are checked in full


def _digit_blind(value: Any) -> bool:
    """Whether a parsed value holds no float and no object key with a digit (see _DIGIT_SHAPE)."""
    if type(value) is dict:
        return all(not any(c.isdigit() for c in key) and _digit_blind(item) for key, item in value.items())
    if type(value) is list:
        return all(_digit_blind(item) for item in value)
    return type(value) is not float


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
    """The report of the chain, and sum(hash((id, seq))) over the entries read (for file_problems).

    The hot loop of verify (a million entries), a page of rows at a time: one Python loop per page
    for the hashes (what any check of the chain does), every other check of the page a C loop (``map``,
    list and set comparisons), and a data text's canonical form checked once per shape. A page where
    any check fails goes through ``check_rows``, the same checks entry by entry, which names the first
    entry that is wrong.
    """
    walk = _Chain()
    try:
        for page in _raw_pages(store):
            if not walk.page_sound(page):
                report = walk.check_rows(page)
                if report is not None:
                    return report, walk.ids_digest
    except EventFileError as exc:
        return VerifyReport(False, walk.count, walk.count + 1, str(exc)), walk.ids_digest
    return VerifyReport(True, walk.count, None, None), walk.ids_digest


# Rows: big enough that the per-page work is nothing, small enough that a slow page costs little and that
# a page's rows and the texts joined from them stay in the CPU's cache: at a million entries the pass
# took 1.73 s in pages of 256, 1.85-2.0 s in pages of 1024 and 3.2 s in pages of 4096 (2 MiB of L2).
_PAGE = 256
_SEQ, _DATA, _PREV, _HASH = itemgetter(0), itemgetter(4), itemgetter(5), itemgetter(6)
_ID, _AT, _KIND = itemgetter(1), itemgetter(2), itemgetter(3)


class _Chain:
    """Where the pass stands: entries found sound, the last hash, the digest of (id, seq) pairs, and
    the shapes of data texts found canonical (see _DIGIT_SHAPE)."""

    def __init__(self) -> None:
        self.count = 0
        self.previous_hash = GENESIS_HASH
        self.ids_digest = 0
        self.shapes: set[bytes] = set()

    def page_sound(self, page: list[RawEntry]) -> bool:
        """Check a whole page; True (and the pass moved past it) only if every entry holds. The chain
        and the hashes entry by entry (the one loop any check of the chain needs); the rest a page at
        a time, in C loops."""
        try:
            # prev_hash, once equal to the hash before it, is hex: only the three texts can hold what
            # JSON would escape. Printable text without quotes or backslashes is written as is, so the
            # header below is then exactly hash_header's (and canonical_json's).
            # (a column at a time: no tuple per row)
            if not _plain("".join(map(_ID, page)) + "".join(map(_AT, page)) + "".join(map(_KIND, page))):
                return False
            count, digests = self.count + len(page), list(map(_HASH, page))
            numbers = range(self.count + 1, count + 1)
            if list(map(_SEQ, page)) != list(numbers) \
                    or list(map(_PREV, page)) != [self.previous_hash, *digests[:-1]]:
                return False
            for seq, entry_id, at, kind, data_text, prev_hash, digest in page:
                if sha256(f'[{seq},"{entry_id}","{at}","{kind}","{prev_hash}"]\n{data_text}'.encode()  # UTF-8
                          ).hexdigest() != digest:
                    return False
            previous = digests[-1]
            # The page's data texts shaped as one text, then split: NUL is never in JSON text (a text
            # holding one splits in two, and the count tells).
            shapes = "\0".join(map(_DATA, page)).encode().translate(_DIGIT_SHAPE).split(b"\0")
            if len(shapes) != len(page) or not self.shapes.issuperset(shapes) and not self._learn(page, shapes):
                return False
        except (TypeError, ValueError, StopIteration):  # a field of another type, not UTF-8, not JSON
            return False
        # hash((id, seq)) per entry; seq is numbers[i] (checked above), and zip reuses its one tuple
        self.ids_digest += sum(map(hash, zip(map(_ID, page), numbers, strict=True)))
        self.previous_hash = previous
        self.count = count
        return True

    def _learn(self, page: list[RawEntry], shapes: list[bytes]) -> bool:
        """Check in full the data of the page's entries of shapes not met before; whether all hold."""
        known = self.shapes
        for row, shape in zip(page, shapes, strict=True):
            if shape not in known:
                data_text = row[4]
                value, end = _scan_json(data_text, 0)
                if end != len(data_text) or type(value) is not dict or _canonical(value) != data_text:
                    return False
                if len(known) < _SHAPES_KEPT and b"\\" not in shape and _digit_blind(value):
                    known.add(shape)
        return True

    def check_rows(self, page: list[RawEntry]) -> VerifyReport | None:
        """The same checks entry by entry: the report naming the first entry that is wrong, else None
        and the pass moved past the page."""
        for row in page:
            seq, entry_id, at, kind, data_text, prev_hash, digest = row
            try:
                if seq != self.count + 1 or prev_hash != self.previous_hash:
                    raise _Wrong
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
                shape = data_text.encode().translate(_DIGIT_SHAPE)
                if shape not in self.shapes and not self._learn([row], [shape]):
                    raise _Wrong
            except (_Wrong, TypeError, ValueError, StopIteration):
                problem = _check(row, self.count + 1, self.previous_hash)
                if problem is None:  # pragma: no cover - the inline checks and _check agree
                    raise AssertionError(f"entry {seq} failed the quick checks but _check found nothing") from None
                bad_seq, message = problem
                return VerifyReport(False, self.count, bad_seq, message)
            self.ids_digest += hash((entry_id, seq))
            self.previous_hash = digest
            self.count += 1
        return None


# Every printable ASCII character but the two JSON escapes in a string: deleting these from a text
# leaves nothing when the text is written as is by JSON (as one C loop over bytes: a third of the
# time of str.isprintable, which looks every character up in the Unicode tables).
_PLAIN_ASCII = bytes(c for c in range(0x20, 0x7F) if c not in b'"\\')


def _plain(text: str) -> bool:
    """Whether JSON writes the text as is: printable, without quotes or backslashes."""
    if text.isascii():  # a flag of the string, not a scan
        return not text.encode("ascii").translate(None, _PLAIN_ASCII)
    return '"' not in text and "\\" not in text and text.isprintable()


def _canonical(value: Any) -> str:
    """canonical_json(value) for a value just parsed (see _encode_parsed)."""
    return "".join(_encode_parsed(value, 0)) if _encode_parsed is not None else canonical_json(value)


class _Wrong(Exception):
    """An entry failed an inline check; _check then says which and why."""


def _raw_pages(store: LogStore) -> Iterator[list[RawEntry]]:
    pages: Callable[[int], Iterator[list[RawEntry]]] | None = getattr(store, "entries_raw_pages", None)
    if pages is not None:
        yield from pages(_PAGE)
        return
    rows = iter(_raw_rows(store))
    while page := list(islice(rows, _PAGE)):
        yield page


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
