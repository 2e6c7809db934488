"""The log's anchor outside the file: a short fingerprint of its head, ``SEQ:HEX``.

The hash chain proves the entries fit together, not that they are the entries the judge wrote: whoever
can edit the file can re-hash the whole chain after an edit, or drop its last entries, and the chain
still checks. A fingerprint written down elsewhere (on a printed slip, in an exported file, on the
projector, in Tableside's memory of the file) pins entry SEQ to its hash: a file that no longer has
that entry, or has another one there, is caught by ``tableside verify FILE --expect SEQ:HEX``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import TablesideError
from .store import LogStore

SHOWN_HEX = 8  # hex characters shown: 32 bits, enough that a forger cannot aim for a given prefix by chance
_FINGERPRINT = re.compile(r"(\d+):([0-9a-fA-F]+)")


@dataclass(frozen=True, slots=True)
class Fingerprint:
    seq: int
    hex: str  # a prefix of the entry's hash, lower case, at least SHOWN_HEX characters

    def __str__(self) -> str:
        return f"{self.seq}:{self.hex}"


def fingerprint_of(seq: int, entry_hash: str) -> str:
    return f"{seq}:{entry_hash[:SHOWN_HEX]}"


def head_fingerprint(store: LogStore) -> str:
    """The fingerprint of the last entry; "" for a log with no entry yet."""
    last = store.last()
    return "" if last is None else fingerprint_of(last.seq, last.hash)


def parse_fingerprint(text: str) -> Fingerprint:
    """``SEQ:HEX`` as written down; TablesideError in one sentence otherwise."""
    found = _FINGERPRINT.fullmatch(text.strip())
    if found is None or int(found.group(1)) < 1:
        raise TablesideError(f"{text.strip()!r} is not a log fingerprint; it looks like 57:1a2b3c4d (an entry "
                             f"number, a colon and at least {SHOWN_HEX} hex characters of its hash)")
    hex_part = found.group(2).lower()
    if len(hex_part) < SHOWN_HEX or len(hex_part) > 64:
        raise TablesideError(f"the fingerprint {text.strip()} needs {SHOWN_HEX} to 64 hex characters after the "
                             f"colon, not {len(hex_part)}")
    return Fingerprint(int(found.group(1)), hex_part)


def check_fingerprint(store: LogStore, expected: Fingerprint) -> str | None:
    """Why the file does not hold the entry the fingerprint names, in one sentence; None when it does."""
    entry = next(store.entries(after_seq=expected.seq - 1), None)
    if entry is None or entry.seq != expected.seq:
        count = len(store)
        return (f"the file has {count} entr{'y' if count == 1 else 'ies'}, but the fingerprint {expected} names "
                f"entry {expected.seq}: entries were removed from the end, or this is an older copy")
    if not entry.hash.startswith(expected.hex):
        return (f"entry {expected.seq} is {fingerprint_of(entry.seq, entry.hash)}, not {expected}: the log was "
                f"changed at or before entry {expected.seq} (and re-hashed), or this is another event's file")
    return None
