"""One log entry: a judge action, numbered, timed, and chained to the one before by SHA-256."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

GENESIS_HASH = "0" * 64


def canonical_json(value: Any) -> str:
    """The one text form of a JSON value that the hash is taken over (sorted keys, no spaces)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def entry_hash(seq: int, entry_id: str, at: str, kind: str, data_json: str, prev_hash: str) -> str:
    payload = hash_header(seq, entry_id, at, kind, prev_hash) + "\n" + data_json
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def hash_header(seq: int, entry_id: str, at: str, kind: str, prev_hash: str) -> str:
    """``canonical_json([seq, entry_id, at, kind, prev_hash])``, the first line of what is hashed.

    verify rebuilds it for every entry, so the usual case (texts with nothing JSON would escape) is
    written out directly; anything else goes through the JSON encoder.
    """
    if type(seq) is int and type(entry_id) is str and type(at) is str and type(kind) is str \
            and type(prev_hash) is str:
        header = f'[{seq},"{entry_id}","{at}","{kind}","{prev_hash}"]'
        # JSON escapes only quotes, backslashes and control characters; printable text has no control
        # characters, and exactly the 8 quotes written here means none came from the texts.
        if header.count('"') == 8 and "\\" not in header and header.isprintable():
            return header
    return canonical_json([seq, entry_id, at, kind, prev_hash])


@dataclass(frozen=True, slots=True)
class Entry:
    seq: int  # 1, 2, 3, ... with no gaps
    id: str  # uuid4 hex, unique across files (so entries can be cited when copied or merged)
    at: str  # UTC wall-clock time the action was committed, ISO 8601 with milliseconds and "Z"
    kind: str  # the action's name, e.g. "player.register"
    data: Mapping[str, Any]  # the action's JSON object
    prev_hash: str
    hash: str

    @property
    def data_json(self) -> str:
        return canonical_json(self.data)

    def expected_hash(self) -> str:
        return entry_hash(self.seq, self.id, self.at, self.kind, self.data_json, self.prev_hash)
