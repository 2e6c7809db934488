"""A page of the log as JSON: what ``GET /api/log`` answers, and how a standby copy reads it back.

Every field needed to re-check the chain is sent (seq, id, at, kind, data, prev_hash, hash), plus the
server's head and the hash of the entry the page follows (``after_hash``), so a copy can tell at once
that it is following the same event even when there is nothing new. The copy reads a page as
untrusted input: any field of the wrong type is refused, naming the entry.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import TablesideError
from ..eventlog.entry import Entry

MAX_PAGE = 500  # entries a page holds at most: a few hundred KB, read and checked in a few ms
_HEX64 = re.compile(r"[0-9a-f]{64}")


class WireError(TablesideError):
    """A page that is not a Tableside log page; the message says what is wrong (and which entry)."""


@dataclass(frozen=True, slots=True)
class LogPage:
    after: int
    after_hash: str | None  # the hash of entry ``after`` (the genesis hash for 0); None: the log has no such entry
    head_seq: int
    head_hash: str
    entries: tuple[Entry, ...]


def entry_to_wire(entry: Entry) -> dict[str, Any]:
    return {"seq": entry.seq, "id": entry.id, "at": entry.at, "kind": entry.kind, "data": entry.data,
            "prev_hash": entry.prev_hash, "hash": entry.hash}


def page_to_wire(page: LogPage) -> dict[str, Any]:
    return {"ok": True, "after": page.after, "after_hash": page.after_hash,
            "head": {"seq": page.head_seq, "hash": page.head_hash},
            "entries": [entry_to_wire(e) for e in page.entries]}


def page_from_wire(body: bytes) -> LogPage:
    """Read a page sent by a server; WireError if it is not one (nothing is trusted)."""
    try:
        value = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise WireError("the server's answer is not valid JSON") from None
    if not isinstance(value, dict):
        raise WireError("the server's answer is not a JSON object")
    after = _whole(value.get("after"), "after")
    after_hash = value.get("after_hash")
    if after_hash is not None and not _is_hash(after_hash):
        raise WireError("the server's after_hash is not 64 hex digits")
    head = value.get("head")
    if not isinstance(head, dict):
        raise WireError("the server's answer has no head")
    head_seq = _whole(head.get("seq"), "head seq")
    head_hash = head.get("hash")
    if not _is_hash(head_hash):
        raise WireError("the server's head hash is not 64 hex digits")
    raw = value.get("entries")
    if not isinstance(raw, list):
        raise WireError("the server's answer has no list of entries")
    if len(raw) > MAX_PAGE:
        raise WireError(f"the server sent {len(raw)} entries in one page (at most {MAX_PAGE})")
    entries = tuple(entry_from_wire(item, after + n + 1) for n, item in enumerate(raw))
    return LogPage(after, after_hash, head_seq, str(head_hash), entries)


def entry_from_wire(item: Any, expected_seq: int) -> Entry:
    """One entry of a page; the message names it by its seq (or where it should have been)."""
    if not isinstance(item, dict):
        raise WireError(f"the server sent something that is not an entry where entry {expected_seq} should be")
    seq = item.get("seq")
    name = f"entry {seq}" if type(seq) is int else f"the entry where entry {expected_seq} should be"
    if type(seq) is not int:
        raise WireError(f"{name}: its seq is not a whole number")
    for key in ("id", "at", "kind", "prev_hash", "hash"):
        if not isinstance(item.get(key), str):
            raise WireError(f"{name}: its {key} is missing or not text")
    data = item.get("data")
    if not isinstance(data, Mapping):
        raise WireError(f"{name}: its data is not a JSON object")
    extra = sorted(set(item) - {"seq", "id", "at", "kind", "data", "prev_hash", "hash"})
    if extra:
        raise WireError(f"{name}: it has fields an entry does not have ({', '.join(extra)})")
    return Entry(seq, item["id"], item["at"], item["kind"], dict(data), item["prev_hash"], item["hash"])


def bearer_token(header: str | None) -> str | None:
    """The token of an ``Authorization: Bearer TOKEN`` header, or None."""
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


def _whole(value: Any, what: str) -> int:
    if type(value) is not int or value < 0:
        raise WireError(f"the server's {what} is not a whole number")
    return value


def _is_hash(value: Any) -> bool:
    return isinstance(value, str) and _HEX64.fullmatch(value) is not None
