"""A player's phone acting for its seat with the seat code, and the table device reading its seats' codes.

``GET /api/seatcodes`` (a table device's token in ``Authorization: Bearer``): the codes of the seats at
its table in the round being played (``app.event.reports.seat_codes``), for the device to show. Nothing
else serves them: the table's view stream is public, so the codes are never in it.

``POST /api/seat {"id", "table", "player", "code", "kind", "players"?, "reason"?}``: a phone acts for
``player``'s seat at ``table``. ``kind`` is ``check`` (is this my seat's code? nothing written),
``report`` (``result.report`` of ``players``), ``confirm`` (``result.confirm``) or ``call`` (``call.raise``
with ``reason``). The request is untrusted: it counts against its address's rate limit like any page's;
on the writer the rule must let phones take part, the player must sit at that table in the round being
played, and the code is compared in constant time; then the desk's own ``commit`` runs (the checks
``tableside apply`` makes). A refusal is 4xx in one plain sentence and nothing is written.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from ..event.reports import rule, same_seat_code, seat_codes
from ..event.state import Player
from ..replication.wire import ACTION_ID, bearer_token, wire_fields
from ..short_quote import quoted
from ..text import QT_TRANSLATE_NOOP, Text
from .gate import (
    CHOOSE_NAME,
    NOT_JSON,
    NOT_OBJECT,
    NOT_PAIRED,
    UNPAIRED,
    Desk,
    DeviceRequest,
    Gate,
    Outcome,
    no_table,
    refusal,
    too_large,
)
from .tokens import device_for

KINDS = {"check": None, "report": "result.report", "confirm": "result.confirm", "call": "call.raise"}
FIELDS = {"id", "table", "player", "code", "kind", "players", "reason"}
WRONG_CODE = QT_TRANSLATE_NOOP("messages", "that is not your seat's code: it is shown on your table's device")


def parse_seat(body: bytes) -> DeviceRequest | Outcome:
    """A phone's request by its shape only."""
    try:
        action = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return refusal(400, NOT_JSON)
    if not isinstance(action, dict):
        return refusal(400, NOT_OBJECT)
    extra = sorted(set(action) - FIELDS)
    if extra:
        return refusal(400, Text(QT_TRANSLATE_NOOP("messages", "a seat's request does not take {keys}"),
                                  {"keys": ", ".join(map(quoted, extra))}))
    kind = action.get("kind")
    if kind not in KINDS:
        return refusal(400, Text(QT_TRANSLATE_NOOP("messages", "kind must be one of {kinds}"),
                                 {"kinds": ", ".join(KINDS)}))
    action_id = action.get("id")
    if not isinstance(action_id, str) or ACTION_ID.fullmatch(action_id) is None:
        return refusal(400, QT_TRANSLATE_NOOP("messages", "each request needs an id made on the phone (8 to 64 "
                                                             "letters, digits, - or _)"))
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
    return DeviceRequest("", action_id, kind, data)


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


def read_codes(desk: Desk, token: str) -> Outcome | dict[str, Any]:
    """On the writer: a device's table's seat codes, by player id."""
    state = desk.state
    device = device_for(state, token)
    if device is None:
        return refusal(403, UNPAIRED)
    rnd = state.current_round
    if rnd is None or device.table not in rnd.tables:
        return {"round": None, "table": device.table, "codes": {}}
    table = rnd.tables[device.table]
    return {"round": rnd.number, "table": table.number, "codes": seat_codes(state, table)}


Job = Callable[[Desk, Gate], Any]


def seat_routes(run: Callable[[Job], Awaitable[Any]], refuse: Callable[[int, str | Text], Response],
                read_body: Callable[[Request], Awaitable[bytes | None]], max_body: int) -> list[Route]:
    """The routes, given the server's ``backend.run``, its ``refuse`` and its bounded ``read_body``."""
    async def seat(request: Request) -> Response:
        body = await read_body(request)
        if body is None:
            return refuse(413, too_large(max_body))
        parsed = parse_seat(body)
        if isinstance(parsed, Outcome):
            return refuse(parsed.status, parsed.text)
        request_: DeviceRequest = parsed
        outcome: Outcome = await run(lambda desk, gate: handle_seat(desk, gate, request_))
        return JSONResponse(outcome.body(), status_code=outcome.status, headers={"cache-control": "no-store"})

    async def codes(request: Request) -> Response:
        token = bearer_token(request.headers.get("authorization"))
        if token is None:
            return refuse(401, NOT_PAIRED)
        found = await run(lambda desk, gate: read_codes(desk, token))
        if isinstance(found, Outcome):
            return refuse(found.status, found.text)
        return JSONResponse(found, headers={"cache-control": "no-store"})

    return [Route("/api/seat", seat, methods=["POST"]), Route("/api/seatcodes", codes)]
