"""Every JSON shape of the protocol between a desk and the stations, both ways, in one place.

A shape's writer and its reader sit side by side, so a field added on one side is seen on the other:

* a page of the log (``GET /api/log``): ``page_to_wire`` / ``page_from_wire``; its head
  (``GET /api/log/head``): ``head_to_wire`` / ``head_from_wire``. Every field needed to re-check the
  chain is sent (seq, id, at, kind, data, prev_hash, hash), plus the server's head and the hash of the
  entry the page follows (``after_hash``), so a copy can tell at once that it follows the same event
  even when there is nothing new;
* a server's status (``GET /api/status``): ``Status``, ``status_to_wire`` / ``status_from_wire``;
* a station's action (``POST /api/station/action``, a join too): ``StationAction``,
  ``action_to_wire`` / ``action_from_wire`` (the shape only: whose token it is, the desk decides);
* the answer to an action, a device's as a station's: ``Answer``, ``answer_to_wire`` / ``answer_from_wire``;
* a refusal ``{"ok": false, "message"}``: ``refusal_to_wire`` / ``message_of``; the bearer header: ``bearer_token``.

Whatever comes from the other side is untrusted input: any field of the wrong type is refused in
plain words (``WireError``), naming the entry where there is one.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..errors import TablesideError
from ..event.actions import ACTIONS, UNDO
from ..event.actions.station_actions import STATION_ID
from ..eventlog.entry import Entry
from ..short_quote import quoted, quoted_keys, shortened
from ..text import ORDINAL, QT_TRANSLATE_NOOP, Text, ordinal

MAX_PAGE = 500  # entries a page holds at most: a few hundred KB, read and checked in a few ms
# A log read that only compares two logs (``X-Tableside-Reading: compare``): the reader holds nothing of
# it, so the server counts no acknowledgement from it.
COMPARING_HEADER = "X-Tableside-Reading"
_HEX64 = re.compile(r"[0-9a-f]{64}")
ACTION_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")  # made by the sender: a retry carries the same id
ACTION_FIELDS = ("id", "station", "kind", "data")
STAMPS = ("t", "run", "action_id", "device", "token_hash")  # set by the serving desk, never by the station


class WireError(TablesideError):
    """An answer that is not the shape the protocol says; the message says what is wrong (and which entry)."""


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
    value = json_object(body)
    after = _whole(value.get("after"), "after")
    after_hash = value.get("after_hash")
    if after_hash is not None and not _is_hash(after_hash):
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "the server's after_hash is not 64 hex digits")))
    head = value.get("head")
    if not isinstance(head, dict):
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "the server's answer has no head")))
    head_seq = _whole(head.get("seq"), "head seq")
    head_hash = head.get("hash")
    if not _is_hash(head_hash):
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "the server's head hash is not 64 hex digits")))
    raw = value.get("entries")
    if not isinstance(raw, list):
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "the server's answer has no list of entries")))
    if len(raw) > MAX_PAGE:
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "the server sent {count} entries in one page (at most "
                                                           "{most})"), {"count": len(raw), "most": MAX_PAGE}))
    entries = tuple(entry_from_wire(item, after + n + 1) for n, item in enumerate(raw))
    return LogPage(after, after_hash, head_seq, str(head_hash), entries)


def entry_from_wire(item: Any, expected_seq: int) -> Entry:
    """One entry of a page; the message names it by its seq (or where it should have been)."""
    if not isinstance(item, dict):
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "the server sent something that is not an entry where "
                                                           "entry {seq} should be"), {"seq": expected_seq}))
    seq = item.get("seq")
    name = (Text(QT_TRANSLATE_NOOP("messages", "entry {seq}"), {"seq": seq}) if type(seq) is int else
            Text(QT_TRANSLATE_NOOP("messages", "the entry where entry {seq} should be"), {"seq": expected_seq}))
    if type(seq) is not int:
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "{entry}: its seq is not a whole number"), {"entry": name}))
    for key in ("id", "at", "kind", "prev_hash", "hash"):
        if not isinstance(item.get(key), str):
            raise WireError(Text(QT_TRANSLATE_NOOP("messages", "{entry}: its {key} is missing or not text"),
                                 {"entry": name, "key": key}))
    data = item.get("data")
    if not isinstance(data, Mapping):
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "{entry}: its data is not a JSON object"), {"entry": name}))
    extra = sorted(set(item) - {"seq", "id", "at", "kind", "data", "prev_hash", "hash"})
    if extra:
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "{entry}: it has fields an entry does not have ({keys})"),
                             {"entry": name, "keys": ", ".join(extra)}))
    return Entry(seq, item["id"], item["at"], item["kind"], dict(data), item["prev_hash"], item["hash"])


def bearer_token(header: str | None) -> str | None:
    """The token of an ``Authorization: Bearer TOKEN`` header, or None."""
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


def head_to_wire(seq: int, hash_: str) -> dict[str, Any]:
    return {"ok": True, "seq": seq, "hash": hash_}


def head_from_wire(body: bytes) -> tuple[int, str]:
    """(seq, hash) of the server's last entry; WireError if the answer is not a head."""
    value = json_object(body)
    seq, hash_ = _whole(value.get("seq"), "head seq"), value.get("hash")
    if not _is_hash(hash_):
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "the server's head hash is not 64 hex digits")))
    return seq, str(hash_)


# A server's status -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Status:
    """One server's ``GET /api/status``: its event (the hash of entry 1), epoch, head and who serves it."""

    url: str
    event: str
    epoch: int
    head: int
    serving: str | None
    stations: tuple[tuple[str, str, str], ...] = ()  # (id, name, url)
    retired: tuple[str, ...] = ()  # stations that cannot take the event over from this server (``fence``)

    def rank(self) -> tuple[int, int, str]:
        return self.epoch, self.head, self.serving or ""

    def outranks(self, other: Status) -> bool:
        """Whether this server keeps the event over ``other`` (``rivals``: epoch, then head, then station)."""
        if (self.epoch, self.head) != (other.epoch, other.head):
            return (self.epoch, self.head) > (other.epoch, other.head)
        return (self.serving or "") < (other.serving or "")

    def name_of(self, station: str | None) -> str:
        if station is None:
            return "the server that made the event"
        return next((name for ident, name, _ in self.stations if ident == station), station)

    @property
    def holder(self) -> str:
        return self.name_of(self.serving)


def status_to_wire(event: str, epoch: int, head: int, serving: str | None,
                   stations: list[tuple[str, str, str]], retired: list[str] | None = None) -> dict[str, Any]:
    """The status a server answers (without its "now", which the hub adds at each answer)."""
    return {"ok": True, "event": event, "epoch": epoch, "head": head, "serving": serving,
            "stations": [{"id": ident, "name": name, "url": url} for ident, name, url in stations],
            "retired": list(retired or [])}


def status_from_wire(url: str, body: bytes) -> Status | None:
    """A status answer, or None if it is not one (the answer is untrusted)."""
    try:
        value = json_object(body)
    except WireError:
        return None
    if value.get("ok") is not True:
        return None
    event, epoch, head, serving = value.get("event"), value.get("epoch"), value.get("head"), value.get("serving")
    if not (isinstance(event, str) and _HEX64.fullmatch(event) and type(epoch) is int and epoch >= 1
            and type(head) is int and head >= 0 and (serving is None or isinstance(serving, str))):
        return None
    stations: list[tuple[str, str, str]] = []
    raw = value.get("stations")
    for item in raw if isinstance(raw, list) else []:
        if isinstance(item, dict) and all(isinstance(item.get(k), str) for k in ("id", "name", "url")):
            stations.append((item["id"], item["name"], item["url"]))
    listed = value.get("retired")
    retired = tuple(r for r in listed if isinstance(r, str)) if isinstance(listed, list) else ()
    return Status(url, event, epoch, head, serving, tuple(stations), retired)


# A station's action and the answer to an action ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class StationAction:
    """``POST /api/station/action``: what a station asks the desk to commit in its name."""

    id: str  # made on the station: the desk commits an id once, however often it is sent
    station: str
    kind: str
    data: dict[str, Any]


def action_to_wire(action: StationAction) -> bytes:
    return json.dumps({"id": action.id, "station": action.station, "kind": action.kind, "data": action.data},
                      ensure_ascii=False).encode("utf-8")


def action_from_wire(value: dict[str, Any]) -> StationAction | Text:
    """The action in a request's JSON object, or why it is not one (a refusal in the judge's words, a
    marked template: the station's window says it in its judge's language)."""
    extra = sorted(set(value) - set(ACTION_FIELDS))
    if extra:
        return Text(QT_TRANSLATE_NOOP("messages", "a station's action takes only {fields}, not {keys}"),
                    {"fields": ", ".join(ACTION_FIELDS), "keys": quoted_keys(extra)})
    action_id = value.get("id")
    if not isinstance(action_id, str) or ACTION_ID.fullmatch(action_id) is None:
        return Text(QT_TRANSLATE_NOOP("messages", "each action needs an id made on the station (8 to 64 letters, "
                                                  "digits, - or _)"))
    station = value.get("station")
    if not isinstance(station, str) or STATION_ID.fullmatch(station) is None:
        return Text(QT_TRANSLATE_NOOP("messages", "station must be the station's id (8 to 64 letters, digits, - or _)"))
    kind = value.get("kind")
    if not isinstance(kind, str) or (kind not in ACTIONS and kind != UNDO):
        return Text(QT_TRANSLATE_NOOP("messages", "unknown kind {kind}: a station may send any action tableside "
                                                  "apply accepts"), {"kind": quoted(kind)})
    data = value.get("data", {})
    if not isinstance(data, dict):
        return Text(QT_TRANSLATE_NOOP("messages", "data must be a JSON object (the action's fields)"))
    if "station" in data and data["station"] != station:
        return Text(QT_TRANSLATE_NOOP("messages", "a station acts in its own name: data's station must be the "
                                                  "sender's station id"))
    stamped = sorted(set(data) & set(STAMPS))
    if stamped:
        fields = {"fields": ", ".join(map(repr, stamped))}
        if len(stamped) == 1:
            return Text(QT_TRANSLATE_NOOP("messages", "the serving desk sets {fields} itself: leave it out"), fields)
        return Text(QT_TRANSLATE_NOOP("messages", "the serving desk sets {fields} itself: leave them out"), fields)
    return StationAction(action_id, station, kind, data)


@dataclass(frozen=True, slots=True)
class Answer:
    """The answer to a device's or a station's action."""

    ok: bool
    message: str
    seq: int | None = None  # the entry committed (or committed before, ``repeated``)
    repeated: bool = False
    station_token: str | None = None  # a station's join: the token it acts and reads with from now on
    known: bool = True  # False: whether it was done is not known yet; send it again with the same id
    # A refusal's English template and its fields (app.text), beside ``message``: a judge station's window
    # says it in its judge's language. "" when the refusal has no template.
    template: str = ""
    fields: dict[str, str | int] = field(default_factory=dict)


# A template from the wire names its fields only as {word}: nothing else between braces (no attribute,
# index or format spec) ever reaches str.format.
_FIELD = re.compile(r"\{(\w{1,24})\}")
MAX_FIELDS = 12


def wire_fields(params: Mapping[str, object]) -> dict[str, str | int]:
    """A refusal's fields as the wire carries them: whole numbers as they are, anything else in English."""
    return {key: value if type(value) is int else shortened(str(value), 200) for key, value in params.items()}


def said_to_wire(template: str, params: Mapping[str, object], depth: int = 0) -> dict[str, Any]:
    """A sentence for a page: its template and fields, a field that is itself a sentence (``Text``) sent
    the same way in turn, so the page says each part in its language (a station reads ``wire_fields``).

    A place (``text.ordinal``) goes as its number, ``{"ordinal": 3}``: each reader writes it with its
    language's rule ("3rd", "3.", "3.º", "3e"). A view model's word (context "view": a decision's "auction
    or pass") goes as a template marked ``"context": "view"``, which the pages' catalogues carry and a
    station's window looks up where the judge's window does."""
    fields: dict[str, Any] = {}
    for key, value in params.items():
        if isinstance(value, Text) and value.context == ORDINAL and type(value.params.get("n")) is int:
            fields[key] = {"ordinal": value.params["n"]}
        elif isinstance(value, Text) and value.context in SENT_CONTEXTS and depth < 3:
            fields[key] = said_to_wire(value.template, value.params, depth + 1)
            if value.context == "view":
                fields[key]["context"] = "view"
        else:
            fields[key] = value if type(value) is int else shortened(str(value), 200)
    return {"template": template, "fields": fields}


SENT_CONTEXTS = ("messages", "", "view")  # a field's sentence is sent as one in these catalogues' sections


def nested(params: Mapping[str, object]) -> bool:
    """Whether a sentence holds another, a place or a view's word (its page form then differs from
    ``wire_fields``)."""
    return any(isinstance(value, Text) and value.context in (*SENT_CONTEXTS, ORDINAL) for value in params.values())


def said_text(value: Any, depth: int = 0) -> Text | None:
    """A sentence sent by ``said_to_wire`` read back as a ``Text`` (places and a view's words too), so a
    station's window says every part of it in its judge's language; None if it is not a safe one."""
    fields = value.get("fields", {}) if isinstance(value, Mapping) and depth <= 3 else None
    if not isinstance(fields, Mapping):
        return None
    params: dict[str, object] = {}
    for key, item in fields.items():
        if isinstance(item, Mapping):
            place = item.get("ordinal")
            inner = ordinal(place) if type(place) is int else said_text(item, depth + 1)
            if inner is None:
                return None
            item = inner
        params[key] = item
    found = said_from_wire({"template": value.get("template"),
                            "fields": {key: "" if isinstance(item, Text) else item for key, item in params.items()}})
    if found is None:
        return None
    return Text(found[0], params, context="view" if value.get("context") == "view" else "messages")


def said_from_wire(value: Mapping[str, Any]) -> tuple[str, dict[str, str | int]] | None:
    """The refusal's template and fields an answer carries, or None if it carries none (or not a safe one)."""
    template, fields = value.get("template"), value.get("fields", {})
    if not isinstance(template, str) or not template or len(template) > 400 or not isinstance(fields, dict):
        return None
    if len(fields) > MAX_FIELDS or _FIELD.sub("", template).count("{") or _FIELD.sub("", template).count("}"):
        return None
    if not all(isinstance(k, str) and (type(v) is int or isinstance(v, str) and len(v) <= 200)
               for k, v in fields.items()):
        return None
    if any(name not in fields for name in _FIELD.findall(template)):
        return None
    return template, dict(fields)


def answer_to_wire(answer: Answer) -> dict[str, Any]:
    body: dict[str, Any] = {"ok": answer.ok, "message": answer.message}
    if answer.template:
        body["template"], body["fields"] = answer.template, dict(answer.fields)
    if not answer.known:
        body["known"] = False
    if answer.seq is not None:
        body["seq"] = answer.seq
    if answer.repeated:
        body["repeated"] = True
    if answer.station_token is not None:
        body["station_token"] = answer.station_token
    return body


def answer_from_wire(body: bytes) -> Answer:
    """An action's answer; WireError if it is not one (a done answer must name its entry)."""
    value = json_object(body)
    ok, message, seq = value.get("ok"), value.get("message"), value.get("seq")
    token, known, repeated = value.get("station_token"), value.get("known", True), value.get("repeated", False)
    if not isinstance(ok, bool) or not isinstance(message, str):
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "the desk's answer has no ok and message")))
    if seq is not None and (type(seq) is not int or seq < 1):
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "the desk's answer names an entry "
                                                           "that is not a whole number")))
    if ok and seq is None:
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "the desk answered done without "
                                                           "naming the entry it committed")))
    if token is not None and (not isinstance(token, str) or not 20 <= len(token) <= 200):
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "the desk's answer holds a station token that is not one")))
    if not isinstance(known, bool) or not isinstance(repeated, bool):
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "the desk's answer has known or "
                                                           "repeated that is not true or false")))
    said = said_from_wire(value)
    template, fields = said if said is not None else ("", {})
    return Answer(ok, message[:300], seq, repeated, token, known, template, fields)


# Refusals and the envelope -----------------------------------------------------------------------


def refusal_to_wire(message: str) -> dict[str, Any]:
    return {"ok": False, "message": message}


def message_of(body: bytes) -> str | None:
    """The plain message of an answer (a refusal says why), or None if it carries none."""
    try:
        value = json_object(body)
    except WireError:
        return None
    message = value.get("message")
    return message[:300] if isinstance(message, str) else None


def json_object(body: bytes) -> dict[str, Any]:
    """The JSON object an answer holds; WireError if it holds something else."""
    try:
        value = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "the server's answer is not valid JSON"))) from None
    if not isinstance(value, dict):
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "the server's answer is not a JSON object")))
    return value


def _whole(value: Any, what: str) -> int:
    if type(value) is not int or value < 0:
        raise WireError(Text(QT_TRANSLATE_NOOP("messages", "the server's {what} is not a whole number"),
                             {"what": what}))
    return value


def _is_hash(value: Any) -> bool:
    return isinstance(value, str) and _HEX64.fullmatch(value) is not None
