"""What every log store offers; the SQLite file and its in-memory twin both satisfy it."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Protocol

from ..errors import TablesideError
from ..text import QT_TRANSLATE_NOOP, Text
from .entry import Entry, canonical_json, entry_hash


class EventFileError(TablesideError):
    """An event file that cannot be opened, read or written; the message names the file and why."""


class NotWritten(EventFileError):
    """A write the file refused whole, before any of it could land: its sentence says "nothing was written"
    (a desk passes it on as it is, with nothing to add)."""


class OutcomeUnknown(EventFileError):
    """A write whose outcome the store could not learn from the file (an I/O error, then no way to read).

    The entries may or may not be in the file: the store writes nothing more until the event is
    opened again, when the file itself says which (a device's retry then finds its action id, or not).
    """


# (seq, device, station, action id) of an entry stamped with an action id (``EventSession.do``): what
# the hall's gate needs to answer a retry with the entry it already committed.
ActionId = tuple[int, str | None, str | None, str]

# Stored data is always canonical JSON (``data_json_for``, ``Entry.data_json``): a top-level key is
# written exactly so, which lets a store skip, without parsing it, every entry that has no action id.
ACTION_ID_KEY = '"action_id":'


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

    def action_ids(self) -> list[ActionId]:
        """(seq, device, station, action id) of every entry whose data has an ``action_id`` string, in order.

        ``device`` and ``station`` are the data's strings of those names, None where absent or not a
        string. Reads only those fields (opening a served event at a million entries: no entry decoded).
        """
        ...

    def append(self, kind: str, data: Mapping[str, Any], at: str) -> Entry:
        """Append one entry as one durable transaction; return it only once committed.

        On any failure (disk full, read-only file, lost lock) raise EventFileError with nothing written.
        After an I/O error the store reads the file to learn whether the entry is there, and returns it
        if so; when it cannot tell it raises OutcomeUnknown and writes nothing more until reopened.
        """
        ...

    def append_many(self, items: Sequence[tuple[str, Mapping[str, Any]]], at: str) -> list[Entry]:
        """Append (kind, data) entries in order as ONE durable transaction: all are written, or none."""
        ...

    def append_replicated(self, entries: Sequence[Entry]) -> None:
        """Append entries made by another Tableside (a standby copy), as they are, in ONE durable transaction.

        Each must be the next link: seq one past the last, prev_hash the last entry's hash, and its
        hash recomputed from its fields. Otherwise raise EventFileError naming the first wrong entry,
        with nothing of ``entries`` written.
        """
        ...

    def save_snapshot(self, seq: int, entry_hash: str, blob: bytes) -> None:
        """Keep a cache of the fold at seq (an optimisation only: it can always be rebuilt)."""
        ...

    def load_snapshot(self) -> tuple[int, str, bytes] | None: ...

    def watch_file(self) -> Text | None:
        """None while the store's file is still the one it opened (a store with no file: always None).

        Otherwise (deleted, moved, replaced, its folder unmounted): the first call writes the whole log,
        as this store holds it, to a new file and returns one sentence saying what happened and where the
        copy is (a template the window says in its language); every later call returns that same sentence,
        and every append refuses with it.
        """
        ...

    def defer_checkpoints(self) -> None:
        """The owner folds the write-ahead log into the file itself, in quiet moments (``checkpoint``)."""

    def checkpoint_due(self) -> bool:
        """Whether enough was written since the last checkpoint that the owner should take one now."""

    def checkpoint(self) -> None:
        """Fold what was written into the file itself (a no-op for a store without a write-ahead log)."""

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
    """The canonical text an entry's data is stored and hashed as; NotWritten if it is not a JSON object."""
    if not isinstance(data, Mapping):
        raise NotWritten(QT_TRANSLATE_NOOP("messages", "could not save to {name}: an entry's data must be a "
                                           "JSON object, not {type}; nothing was written"),
                         fields={"name": store_name, "type": type(data).__name__})
    try:
        text = canonical_json(data if isinstance(data, dict) else dict(data))
        # A lone surrogate serialises but can be neither stored as UTF-8 nor hashed.
        text.encode("utf-8")
    except (TypeError, ValueError, RecursionError) as exc:
        raise NotWritten(QT_TRANSLATE_NOOP("messages", "could not save to {name}: the entry's data is not "
                                           "plain JSON ({reason}); nothing was written"),
                         fields={"name": store_name, "reason": str(exc)}) from exc
    return text


# --- entries made elsewhere (a standby copy of another Tableside's log) ---------------------------

_HEX64 = re.compile(r"[0-9a-f]{64}")
_ENTRY_ID = re.compile(r"[0-9a-f]{32}")


def replicated_problem(entry: Entry, last_seq: int, last_hash: str) -> Text | None:
    """What is wrong with ``entry`` as the next link after (last_seq, last_hash), or None.

    Checked before anything is written, so a forged, reordered or altered entry from another
    Tableside is refused by name. The hash is recomputed from the entry's own fields (data as its
    canonical text), exactly as verify recomputes it. A template: a judge station shows it in its language.
    """
    seq = entry.seq
    if type(seq) is not int:
        return Text(QT_TRANSLATE_NOOP("messages", "an entry whose number is {seq}, not a whole number"),
                    {"seq": repr(seq)})
    label = Text(QT_TRANSLATE_NOOP("messages", "entry {seq}"), {"seq": seq})
    if isinstance(entry.kind, str) and isinstance(entry.at, str):
        label = entry_label(entry)
    if seq != last_seq + 1:
        return Text(QT_TRANSLATE_NOOP("messages", "{entry}: expected entry {next} next (entries missing, repeated "
                                      "or out of order)"), {"entry": label, "next": last_seq + 1})
    if not isinstance(entry.id, str) or _ENTRY_ID.fullmatch(entry.id) is None:
        return Text(QT_TRANSLATE_NOOP("messages", "{entry}: its id is not 32 hex digits"), {"entry": label})
    try:
        check_kind_and_at(entry.kind, entry.at)
    except ValueError:
        return Text(QT_TRANSLATE_NOOP("messages", "{entry}: its kind or time is malformed"), {"entry": label})
    for name, value in (("prev_hash", entry.prev_hash), ("hash", entry.hash)):
        if not isinstance(value, str) or _HEX64.fullmatch(value) is None:
            return Text(QT_TRANSLATE_NOOP("messages", "{entry}: its {field} is not 64 hex digits"),
                        {"entry": label, "field": name})
    if entry.prev_hash != last_hash:
        return Text(QT_TRANSLATE_NOOP("messages", "{entry}: it is not chained to entry {last} before it (its "
                                      "prev_hash differs)"), {"entry": label, "last": last_seq})
    if not isinstance(entry.data, Mapping):
        return Text(QT_TRANSLATE_NOOP("messages", "{entry}: its data is not a JSON object"), {"entry": label})
    try:
        data_json = canonical_json(dict(entry.data))
        data_json.encode("utf-8")
    except (TypeError, ValueError, RecursionError):
        return Text(QT_TRANSLATE_NOOP("messages", "{entry}: its data is not plain JSON"), {"entry": label})
    if entry_hash(seq, entry.id, entry.at, entry.kind, data_json, entry.prev_hash) != entry.hash:
        return Text(QT_TRANSLATE_NOOP("messages", "{entry}: its hash does not match its contents (it was altered)"),
                    {"entry": label})
    return None


def entry_label(entry: Entry) -> Text:
    """"entry 7 (player.out at 2026-...)": an entry named in a refusal, its kind and time as stored."""
    return Text(QT_TRANSLATE_NOOP("messages", "entry {seq} ({kind} at {at})"),
                {"seq": entry.seq, "kind": entry.kind, "at": entry.at})


def refuse_replicated(store_name: str, problem: Text) -> EventFileError:
    return EventFileError(QT_TRANSLATE_NOOP("messages", "{name} refused {problem}; nothing from it on was written"),
                          fields={"name": store_name, "problem": problem})
