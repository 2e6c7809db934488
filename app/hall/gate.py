"""What a table device may ask, and how the one writer answers it.

``parse_action`` checks the request's shape without the event (on the server's loop); ``Gate.handle``
decides on the writer, against the event as it stands: an active device's token, its own table, an
action id already committed answered with its entry again (a retry commits once), then the desk's own
``commit``, the same catch-up, checks and durable append as a click.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from ..errors import TablesideError
from ..event.actions import ActionRefused
from ..event.state import Device, EventState
from ..eventlog.entry import Entry
from ..eventlog.store import EventFileError, LogStore, NotWritten, OutcomeUnknown
from ..replication.wire import (
    ACTION_ID,
    Answer,
    answer_to_wire,
    bearer_token,
    nested,
    said_to_wire,
    wire_fields,
)
from ..short_quote import quoted, quoted_keys, shortened
from ..text import QT_TRANSLATE_NOOP, Text
from .tokens import device_for

T = TypeVar("T")
MAX_BODY = 64 * 1024  # bytes; an action is a few hundred

# What a device may do, and the fields each takes besides "table" (the round is always the current one).
DEVICE_KINDS: dict[str, tuple[str, ...]] = {
    "player.out": ("players",),
    "clock.decision": ("player", "decision"),  # the decision kind, as the action's data names it
    "clock.done": (),
    "clock.auction": ("player",),
    "clock.pause": ("player",),
    "clock.vote": ("player", "yes"),
    "clock.resume": ("player",),
    "call.raise": ("reason", "note", "by"),  # a judge called from the table (``judge_calls``)
    "game.numbers": ("numbers",),  # the numbers ranking the players still in at the round's end (by_number)
    # A leave reported at the table and another seat's confirmation (app.event.reports)
    "result.report": ("players", "by"),
    "result.confirm": ("by",),
}
FROM_DEVICE = {"result.report", "result.confirm"}  # kinds whose data say they came from the table device


@dataclass(frozen=True, slots=True)
class DeviceRequest:
    token: str
    action_id: str
    kind: str
    data: dict[str, Any]
    moment: int | None = None  # ``t``: when the table acted, for an action queued while the link was down


@dataclass(frozen=True, slots=True)
class Outcome:
    status: int  # the HTTP status: 200 committed (or committed before), 4xx refused, 503 not saved or not known
    message: str
    seq: int | None = None
    repeated: bool = False
    entries: tuple[Entry, ...] = field(default=())  # what this request wrote (catch-up leaves included)
    station_token: str | None = None  # a station's join: the token it uses from now on (app.hall.station)
    known: bool = True  # False: whether it was done is not known yet; the sender keeps the id and sends it again
    template: str = ""  # a refusal's English template and fields (app.text), for a station's window
    fields: dict[str, str | int] = field(default_factory=dict)
    # The same sentence for a page when a field is a sentence in turn (``wire.said_to_wire``): None otherwise
    said: dict[str, Any] | None = None

    @property
    def text(self) -> str | Text:
        """The answer's sentence: its template and fields where it has them, else its plain message."""
        return Text(self.template, self.fields) if self.template else self.message

    def body(self) -> dict[str, Any]:
        """The answer's JSON (``wire.Answer``: the sender reads it with ``wire.answer_from_wire``)."""
        body = answer_to_wire(Answer(self.status == 200, self.message, self.seq, self.repeated,
                                     self.station_token, self.known, self.template, self.fields))
        if self.said is not None:
            body["said"] = self.said
        return body


def refusal(status: int, text: str | Text) -> Outcome:
    """A refusal of the hall's own (a malformed request, a pairing gone): its plain English sentence,
    and its template and fields beside it, so a page or a station says it in its reader's language (the
    template is marked ``QT_TRANSLATE_NOOP("messages", ...)`` where it is written)."""
    if isinstance(text, str):  # a sentence without fields is its own template: looked up word for word
        return Outcome(status, text)
    return Outcome(status, str(text), template=text.template, fields=wire_fields(text.params),
                   said=said_to_wire(text.template, text.params) if nested(text.params) else None)


def refused(err: TablesideError) -> Outcome:
    """A refusal's answer: its English sentence, and its template and fields when it has them."""
    template = getattr(err, "template", "")
    template = template if len(template) <= 400 else ""
    params = getattr(err, "fields", {}) if template else {}
    return Outcome(409, shortened(str(err)), template=template, fields=wire_fields(params),
                   said=said_to_wire(template, params) if nested(params) else None)


class Desk(Protocol):
    """Whoever owns the session: the window's controller, or the serve command's writer thread."""

    @property
    def state(self) -> EventState: ...

    def commit(self, kind: str, data: dict[str, Any], device: str | None, action_id: str,
               station: str | None = None, moment: int | None = None) -> list[Entry]:
        """Catch up the clocks, then check and durably append the action (stamped with who sent it and
        ``action_id``), as a click does: every entry written, the action's last; TablesideError: nothing.
        ``moment``: a queued action's own moment, judged by ``app.event.queued`` (None: now)."""
        ...


# The hall's own refusals that several routes give, each a template the pages and the stations translate.
NOT_PAIRED = QT_TRANSLATE_NOOP("messages", "this page is not paired: scan the table's QR code on the judge's desk")
UNPAIRED = QT_TRANSLATE_NOOP("messages", "this device's pairing is unknown or was revoked: ask the judge to pair "
                                         "it again")
NOT_JSON = QT_TRANSLATE_NOOP("messages", "the request is not valid JSON")
NOT_OBJECT = QT_TRANSLATE_NOOP("messages", "the request must be a JSON object")
TABLE_NUMBER = QT_TRANSLATE_NOOP("messages", "table must be the table's number")
CHOOSE_NAME = QT_TRANSLATE_NOOP("messages", "choose your name first")
NO_ROUND = QT_TRANSLATE_NOOP("messages", "no round is open yet")


def too_large(most: int) -> Text:
    return Text(QT_TRANSLATE_NOOP("messages", "the request is larger than {size} KiB"), {"size": most // 1024})


def other_table(paired: int, asked: object) -> Text:
    return Text(QT_TRANSLATE_NOOP("messages", "this device is paired to table {table}, not table {asked}"),
                {"table": paired, "asked": asked if type(asked) is int else quoted(asked)})


def no_table(table: object) -> Text:
    return Text(QT_TRANSLATE_NOOP("messages", "there is no table {table} in the round being played"),
                {"table": table if type(table) is int else quoted(table)})


NOT_KNOWN = "not known yet: it will be done at most once"


def not_known(why: str | None = None) -> Outcome:
    """The answer when the writer cannot say whether the action was done: never "nothing was changed"
    on a guess (a 503 that a second press then doubled cost a player 40 s). The sender keeps the id."""
    return Outcome(503, NOT_KNOWN if why is None else f"{NOT_KNOWN} ({shortened(why)})", known=False)


def read_json(body: bytes) -> dict[str, Any] | Outcome:
    """The request's JSON object, or the refusal (too large, not JSON, not an object)."""
    if len(body) > MAX_BODY:
        return refusal(413, too_large(MAX_BODY))
    try:
        action = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return refusal(400, NOT_JSON)
    if not isinstance(action, dict):
        return refusal(400, NOT_OBJECT)
    return action


def read_request(body: bytes, authorization: str | None, no_token: str) -> tuple[str, dict[str, Any]] | Outcome:
    """(the bearer token, the JSON object) of an action's request, or the refusal: what a device's and a
    station's request share before their own fields. ``no_token``: the 401's words for this sender."""
    token = bearer_token(authorization)
    if token is None:
        return refusal(401, no_token)
    action = read_json(body)
    return action if isinstance(action, Outcome) else (token, action)


def action_id(action: dict[str, Any], missing: str) -> str | Outcome:
    """The request's ``id`` (made by the sender, so a retry is known), or the 400 saying ``missing`` (a
    whole sentence marked for translation: which request, made where)."""
    found = action.get("id")
    if not isinstance(found, str) or ACTION_ID.fullmatch(found) is None:
        return refusal(400, missing)
    return found


def unknown_fields(action: dict[str, Any], allowed: Iterable[str], template: str, **fields: object) -> Outcome | None:
    """The 400 for fields the request does not take (``template`` names them as ``{keys}``), or None."""
    extra = sorted(set(action) - set(allowed))
    return refusal(400, Text(template, {**fields, "keys": quoted_keys(extra)})) if extra else None


def parse_action(body: bytes, authorization: str | None) -> DeviceRequest | Outcome:
    """The request's shape only: a token, an action id, a kind a device may send, known fields."""
    read = read_request(body, authorization, NOT_PAIRED)
    if isinstance(read, Outcome):
        return read
    token, action = read
    kind = action.get("kind")
    if not isinstance(kind, str) or kind not in DEVICE_KINDS:
        return refusal(400, Text(QT_TRANSLATE_NOOP("messages", "unknown kind {kind}: a table device may send {kinds}"),
                                  {"kind": quoted(kind), "kinds": ", ".join(DEVICE_KINDS)}))
    ident = action_id(action, QT_TRANSLATE_NOOP("messages", "each action needs an id made on the device (8 to 64 "
                                                            "letters, digits, - or _)"))
    if isinstance(ident, Outcome):
        return ident
    extra = unknown_fields(action, {"kind", "id", "table", "t", *DEVICE_KINDS[kind]},
                           QT_TRANSLATE_NOOP("messages", "{kind} does not take {keys}"), kind=kind)
    if extra is not None:
        return extra
    table = action.get("table")
    if not isinstance(table, int) or isinstance(table, bool):
        return refusal(400, TABLE_NUMBER)
    moment = action.get("t")
    if moment is not None and (not isinstance(moment, int) or isinstance(moment, bool) or moment < 0):
        return refusal(400, QT_TRANSLATE_NOOP("messages", "t must be the event time the table acted, in whole "
                                                             "milliseconds"))
    data = {key: action[key] for key in DEVICE_KINDS[kind] if key in action}
    data["table"] = table
    return DeviceRequest(token, ident, kind, data, moment)


def on_device(desk: Desk, token: str, read: Callable[[EventState, Device], T]) -> T | None:
    """On the writer: ``read`` for the device ``token`` names; None when it is unknown or revoked."""
    device = device_for(desk.state, token)
    return None if device is None else read(desk.state, device)


def station_key(station: str) -> str:
    """A station's key among the gate's retry ids (kept apart from devices' ids)."""
    return "station:" + station


class Gate:
    """The writer's side: token, scope, exactly-once, then the desk's commit. One per open event."""

    def __init__(self, entries: Iterable[Entry] = ()) -> None:
        # (device, action id) -> the entry's seq; a station's ids under "station:ID" (app.hall.station)
        self.committed: dict[tuple[str, str], int] = {}
        for entry in entries:
            self.remember(entry)

    @classmethod
    def of_store(cls, store: LogStore) -> Gate:
        """The gate of an event as its log stands: every action id it ever committed, however long ago
        (``store.action_ids``: decoding every entry took seconds at a million entries)."""
        gate = cls()
        for seq, device, station, action_id in store.action_ids():
            gate._remember(seq, device, station, action_id)
        return gate

    def remember(self, entry: Entry) -> None:
        device, action_id, station = entry.data.get("device"), entry.data.get("action_id"), entry.data.get("station")
        if isinstance(action_id, str):
            self._remember(entry.seq, device if isinstance(device, str) else None,
                           station if isinstance(station, str) else None, action_id)

    def _remember(self, seq: int, device: str | None, station: str | None, action_id: str) -> None:
        if device is not None:
            self.committed[(device, action_id)] = seq
        elif station is not None:
            self.committed[(station_key(station), action_id)] = seq

    def device(self, state: EventState, request: DeviceRequest) -> Device | Outcome:
        """The device sending ``request`` for its own table, or the answer: a refusal, or "already done"
        with the entry an earlier request of this id committed."""
        device = device_for(state, request.token)
        if device is None:
            return refusal(403, UNPAIRED)
        if request.data["table"] != device.table:
            return refusal(403, other_table(device.table, request.data["table"]))
        earlier = self.committed.get((device.id, request.action_id))
        return device if earlier is None else Outcome(200, "already done", earlier, repeated=True)

    def handle(self, desk: Desk, request: DeviceRequest) -> Outcome:
        state = desk.state
        device = self.device(state, request)
        if isinstance(device, Outcome):
            return device
        rnd = state.current_round
        if rnd is None or device.table not in rnd.tables:
            return refusal(409, no_table(device.table))
        data = {**request.data, "round": rnd.number}
        if request.kind in FROM_DEVICE:
            data["via"] = "device"
        # A queued action (``moment``) goes the same way, judged at its own moment (app.event.queued).
        return self.commit(lambda: desk.commit(request.kind, data, device.id, request.action_id,
                                               moment=request.moment))

    def commit(self, write: Callable[[], list[Entry]]) -> Outcome:
        """Run the desk's commit and answer it: a refusal (409), a write that failed (503, nothing
        changed), or the entries written, whose action ids a retry then finds (devices' and stations' alike)."""
        try:
            written = write()
        except ActionRefused as err:
            return refused(err)
        except OutcomeUnknown as err:
            return not_known(str(err))
        except NotWritten as err:  # "could not save to …; nothing was written": said whole already
            return refusal(503, err.text)
        except EventFileError as err:
            return refusal(503, Text(QT_TRANSLATE_NOOP("messages", "not saved: {error}; nothing was changed"),
                                     {"error": err.text}))  # a station says the file's reason in its language
        except TablesideError as err:
            return refused(err)
        except OSError as err:  # raised from who knows how far into the write: not a refusal
            return not_known(str(err))
        for entry in written:
            self.remember(entry)
        return Outcome(200, "done", written[-1].seq, entries=tuple(written))
