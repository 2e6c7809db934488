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
    payload = canonical_json([seq, entry_id, at, kind, prev_hash]) + "\n" + data_json
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


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
