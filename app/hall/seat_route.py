"""A player's phone acting for its seat with the seat code (``POST /api/seat``), and a table device reading
its seats' codes (``GET /api/seatcodes``, ``read_codes``): protocol.md, "Leaves reported at the table".
Nothing else serves the codes: the table's view stream is public, so they are never in it.
"""

from __future__ import annotations

from typing import Any

from ..event.reports import rule, same_seat_code, seat_codes
from ..event.state import Device, EventState, Player
from ..replication.wire import wire_fields
from ..text import QT_TRANSLATE_NOOP, Text
from .gate import (
    CHOOSE_NAME,
    Desk,
    DeviceRequest,
    Gate,
    Outcome,
    action_id,
    no_table,
    read_json,
    refusal,
    unknown_fields,
)

KINDS = {"check": None, "report": "result.report", "confirm": "result.confirm", "call": "call.raise"}
FIELDS = {"id", "table", "player", "code", "kind", "players", "reason"}
WRONG_CODE = QT_TRANSLATE_NOOP("messages", "that is not your seat's code: it is shown on your table's device")


def parse_seat(body: bytes, authorization: str | None = None) -> DeviceRequest | Outcome:
    """A phone's request by its shape only (no token: the seat's code is checked on the writer)."""
    action = read_json(body)
    if isinstance(action, Outcome):
        return action
    refused = unknown_fields(action, FIELDS, QT_TRANSLATE_NOOP("messages", "a seat's request does not take {keys}"))
    if refused is not None:
        return refused
    kind = action.get("kind")
    if kind not in KINDS:
        return refusal(400, Text(QT_TRANSLATE_NOOP("messages", "kind must be one of {kinds}"),
                                 {"kinds": ", ".join(KINDS)}))
    ident = action_id(action, QT_TRANSLATE_NOOP("messages", "each request needs an id made on the phone (8 to 64 "
                                                            "letters, digits, - or _)"))
    if isinstance(ident, Outcome):
        return ident
    table, player, code = action.get("table"), action.get("player"), action.get("code")
    if not isinstance(table, int) or isinstance(table, bool):
        return refusal(400, QT_TRANSLATE_NOOP("messages", "table must be your table's number"))
    if not isinstance(player, str) or not player.strip():
        return refusal(400, CHOOSE_NAME)
    if not isinstance(code, str) or not code.strip() or len(code) > 32:
        return refusal(400, QT_TRANSLATE_NOOP("messages", "type your seat's code, shown on your table's device"))
    data: dict[str, Any] = {"table": table, "player": player.strip(), "code": code}
    if kind == "report":
        players = action.get("players")
        if not isinstance(players, list) or not players or not all(isinstance(p, str) for p in players):
            return refusal(400, QT_TRANSLATE_NOOP("messages", "choose who leaves"))
        data["players"] = players
    if kind == "call":
        reason = action.get("reason")
        if not isinstance(reason, str):
            return refusal(400, QT_TRANSLATE_NOOP("messages", "choose why you call a judge"))
        data["reason"] = reason
    return DeviceRequest("", ident, kind, data)


def _seated(desk: Desk, request: DeviceRequest) -> tuple[Player, int] | Outcome:
    """The player whose seat the phone acts for, with the round being played; or the refusal."""
    state = desk.state
    found = rule(state)
    if found is None or not found.phones:
        return refusal(403, QT_TRANSLATE_NOOP("messages", "players' phones do not take part at the tables in this "
                                                         "event: use the table's device"))
    rnd = state.current_round
    table = request.data["table"]
    if rnd is None or table not in rnd.tables:
        return refusal(409, no_table(table))
    ref = request.data["player"]
    player = state.players.get(ref) or state.player_by_name(ref)
    # The same answer whoever the name is: a wrong guess learns nothing about who sits where.
    if player is None or player.id not in rnd.tables[table].players or not same_seat_code(
            request.data["code"], found.secret, rnd.number, table, player.id):
        return refusal(403, WRONG_CODE)
    return player, rnd.number


def handle_seat(desk: Desk, gate: Gate, request: DeviceRequest) -> Outcome:
    """On the writer: phones allowed, the seat, its code, then the desk's commit."""
    seated = _seated(desk, request)
    if isinstance(seated, Outcome):
        return seated
    player, round_ = seated
    kind = KINDS[request.kind]
    if kind is None:
        seat = Text(QT_TRANSLATE_NOOP("messages", "{player}, table {table}"),
                    {"player": player.name, "table": request.data["table"]})
        return Outcome(200, str(seat), template=seat.template, fields=wire_fields(seat.params))
    data: dict[str, Any] = {"round": round_, "table": request.data["table"], "by": player.id}
    if kind == "result.report":
        data.update(players=request.data["players"], via="phone")
    elif kind == "result.confirm":
        data["via"] = "phone"
    else:
        data["reason"] = request.data["reason"]
    return gate.commit(lambda: desk.commit(kind, data, None, request.action_id))


def read_codes(state: EventState, device: Device) -> dict[str, Any]:
    """On the writer: the seat codes of a device's table, by player id."""
    rnd = state.current_round
    if rnd is None or device.table not in rnd.tables:
        return {"round": None, "table": device.table, "codes": {}}
    table = rnd.tables[device.table]
    return {"round": rnd.number, "table": table.number, "codes": seat_codes(state, table)}


ROUTES = (("/api/seat", parse_seat, handle_seat),)
