"""Check-in from the hall: a table device for its table's players, a player's phone with the hall's code.

``POST /api/checkin {"id", "table", "player"}``: a table device checks in a player of its table.

A table device (its token in ``Authorization: Bearer``) may check in, for the round whose check-in is
open, a player who sits at its table in the latest round seated (``app.event.checkin.last_table``): the
players of a table check in for the next round from the device they just played at. The request is a
device's like ``/api/action``'s: its shape is checked on the loop, then on the writer the token, the
table, the player, a retried id answered with its entry again, and the desk's own ``commit`` of
``player.check_in`` (the checks ``tableside apply`` makes). A refusal is 4xx in one plain sentence and
nothing is written.

``POST /api/checkin/phone {"id", "player", "code"}``: a player's phone, from the players' page, with the
hall's check-in code (``event.check_in`` draws it; the projector and the desk show it). The request is
untrusted: it counts against its address's rate limit like any page's, the code is compared in constant
time, and then the same commit of ``player.check_in`` runs. A player already checked in is answered
``"repeated": true`` (a phone that lost the answer sends again; nothing is written twice).
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from ..check_in_rule import same_code
from ..event.checkin import last_table, rule
from ..event.state import EventState, Player
from ..replication.wire import ACTION_ID
from ..short_quote import quoted
from ..text import QT_TRANSLATE_NOOP, Text
from .gate import (
    CHOOSE_NAME,
    NO_ROUND,
    NOT_JSON,
    NOT_OBJECT,
    NOT_PAIRED,
    TABLE_NUMBER,
    UNPAIRED,
    Desk,
    DeviceRequest,
    Gate,
    Outcome,
    other_table,
    read_request,
    refusal,
    too_large,
)
from .tokens import device_for

KIND = "player.check_in"


def parse_check_in(body: bytes, authorization: str | None) -> DeviceRequest | Outcome:
    """The request's shape only: a token, an action id, the table's number and a player's name or id."""
    read = read_request(body, authorization, NOT_PAIRED)
    if isinstance(read, Outcome):
        return read
    token, action = read
    extra = sorted(set(action) - {"id", "table", "player"})
    if extra:
        return refusal(400, Text(QT_TRANSLATE_NOOP("messages", "a check-in does not take {keys}"),
                                  {"keys": ", ".join(map(quoted, extra))}))
    action_id = action.get("id")
    if not isinstance(action_id, str) or ACTION_ID.fullmatch(action_id) is None:
        return refusal(400, QT_TRANSLATE_NOOP("messages", "each check-in needs an id made on the device (8 to 64 "
                                                             "letters, digits, - or _)"))
    table = action.get("table")
    if not isinstance(table, int) or isinstance(table, bool):
        return refusal(400, TABLE_NUMBER)
    player = action.get("player")
    if not isinstance(player, str) or not player:
        return refusal(400, QT_TRANSLATE_NOOP("messages", "player must be the player's name"))
    return DeviceRequest(token, action_id, KIND, {"table": table, "player": player})


def _player(state: EventState, ref: str) -> Player | None:
    return state.players.get(ref) or state.player_by_name(ref)


def handle_check_in(desk: Desk, gate: Gate, request: DeviceRequest) -> Outcome:
    """On the writer: the device, its table, the player at that table, then the desk's commit."""
    state = desk.state
    device = device_for(state, request.token)
    if device is None:
        return refusal(403, UNPAIRED)
    table = request.data["table"]
    if table != device.table:
        return refusal(403, other_table(device.table, table))
    earlier = gate.committed.get((device.id, request.action_id))
    if earlier is not None:
        return Outcome(200, "already done", earlier, repeated=True)
    player = _player(state, request.data["player"])
    if player is None or last_table(state, player.id) != table:
        return refusal(403, Text(QT_TRANSLATE_NOOP("messages", "{player} did not sit at table {table}: check in at "
                                                                  "the judge's desk"),
                                  {"player": quoted(request.data["player"]), "table": table}))
    rnd = state.current_round
    if rnd is None:
        return refusal(409, NO_ROUND)
    data: dict[str, Any] = {"round": rnd.number, "player": player.id}
    return gate.commit(lambda: desk.commit(KIND, data, device.id, request.action_id))


def parse_phone_check_in(body: bytes) -> DeviceRequest | Outcome:
    """A phone's check-in by its shape only: an id, a player's name and the code typed."""
    try:
        action = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return refusal(400, NOT_JSON)
    if not isinstance(action, dict):
        return refusal(400, NOT_OBJECT)
    extra = sorted(set(action) - {"id", "player", "code"})
    if extra:
        return refusal(400, Text(QT_TRANSLATE_NOOP("messages", "a check-in does not take {keys}"),
                                  {"keys": ", ".join(map(quoted, extra))}))
    action_id = action.get("id")
    if not isinstance(action_id, str) or ACTION_ID.fullmatch(action_id) is None:
        return refusal(400, QT_TRANSLATE_NOOP("messages", "each check-in needs an id made on the phone (8 to 64 "
                                                             "letters, digits, - or _)"))
    player, code = action.get("player"), action.get("code")
    if not isinstance(player, str) or not player.strip():
        return refusal(400, CHOOSE_NAME)
    if not isinstance(code, str) or not code.strip():
        return refusal(400, QT_TRANSLATE_NOOP("messages", "type the check-in code shown on the projector"))
    return DeviceRequest("", action_id, KIND, {"player": player.strip(), "code": code})


def handle_phone_check_in(desk: Desk, gate: Gate, request: DeviceRequest) -> Outcome:
    """On the writer: check-in on, the hall's code, a player registered, then the desk's commit."""
    state = desk.state
    checking = rule(state)
    if checking is None:
        return refusal(409, QT_TRANSLATE_NOOP("messages", "check-in is off for this event"))
    if not same_code(request.data["code"], checking.code):
        return refusal(403, QT_TRANSLATE_NOOP("messages", "that is not the check-in code: it is on the projector "
                                                             "and at the judge's desk"))
    player = _player(state, request.data["player"])
    if player is None:
        return refusal(404, Text(QT_TRANSLATE_NOOP("messages", "no player {player} is registered: ask at the "
                                                               "judge's desk"),
                                 {"player": quoted(request.data["player"])}))
    rnd = state.current_round
    if rnd is None:
        return refusal(409, NO_ROUND)
    earlier = rnd.checked_in.get(player.id)
    if earlier is not None:
        return Outcome(200, "already done", earlier, repeated=True)
    data: dict[str, Any] = {"round": rnd.number, "player": player.id}
    return gate.commit(lambda: desk.commit(KIND, data, None, request.action_id))


Job = Callable[[Desk, Gate], Outcome]


def check_in_routes(run: Callable[[Job], Awaitable[Outcome]], refuse: Callable[[int, str | Text], Response],
                    read_body: Callable[[Request], Awaitable[bytes | None]], max_body: int) -> list[Route]:
    """The route, given the server's ``backend.run``, its ``refuse`` and its bounded ``read_body``."""
    async def check_in(request: Request) -> Response:
        body = await read_body(request)
        if body is None:
            return refuse(413, too_large(max_body))
        parsed = parse_check_in(body, request.headers.get("authorization"))
        if isinstance(parsed, Outcome):
            return refuse(parsed.status, parsed.text)
        request_: DeviceRequest = parsed
        outcome: Outcome = await run(lambda desk, gate: handle_check_in(desk, gate, request_))
        return JSONResponse(outcome.body(), status_code=outcome.status, headers={"cache-control": "no-store"})

    async def phone_check_in(request: Request) -> Response:
        body = await read_body(request)
        if body is None:
            return refuse(413, too_large(max_body))
        parsed = parse_phone_check_in(body)
        if isinstance(parsed, Outcome):
            return refuse(parsed.status, parsed.text)
        request_: DeviceRequest = parsed
        outcome: Outcome = await run(lambda desk, gate: handle_phone_check_in(desk, gate, request_))
        return JSONResponse(outcome.body(), status_code=outcome.status, headers={"cache-control": "no-store"})

    return [Route("/api/checkin", check_in, methods=["POST"]),
            Route("/api/checkin/phone", phone_check_in, methods=["POST"])]
