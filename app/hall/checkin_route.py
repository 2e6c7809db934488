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
from .gate import Desk, DeviceRequest, Gate, Outcome, read_request
from .tokens import device_for

KIND = "player.check_in"
NOT_PAIRED = "this page is not paired: scan the table's QR code on the judge's desk"


def parse_check_in(body: bytes, authorization: str | None) -> DeviceRequest | Outcome:
    """The request's shape only: a token, an action id, the table's number and a player's name or id."""
    read = read_request(body, authorization, NOT_PAIRED)
    if isinstance(read, Outcome):
        return read
    token, action = read
    extra = sorted(set(action) - {"id", "table", "player"})
    if extra:
        return Outcome(400, f"a check-in does not take {', '.join(map(quoted, extra))}")
    action_id = action.get("id")
    if not isinstance(action_id, str) or ACTION_ID.fullmatch(action_id) is None:
        return Outcome(400, "each check-in needs an id made on the device (8 to 64 letters, digits, - or _)")
    table = action.get("table")
    if not isinstance(table, int) or isinstance(table, bool):
        return Outcome(400, "table must be the table's number")
    player = action.get("player")
    if not isinstance(player, str) or not player:
        return Outcome(400, "player must be the player's name")
    return DeviceRequest(token, action_id, KIND, {"table": table, "player": player})


def _player(state: EventState, ref: str) -> Player | None:
    return state.players.get(ref) or state.player_by_name(ref)


def handle_check_in(desk: Desk, gate: Gate, request: DeviceRequest) -> Outcome:
    """On the writer: the device, its table, the player at that table, then the desk's commit."""
    state = desk.state
    device = device_for(state, request.token)
    if device is None:
        return Outcome(403, "this device's pairing is unknown or was revoked: ask the judge to pair it again")
    table = request.data["table"]
    if table != device.table:
        return Outcome(403, f"this device is paired to table {device.table}, not table {table}")
    earlier = gate.committed.get((device.id, request.action_id))
    if earlier is not None:
        return Outcome(200, "already done", earlier, repeated=True)
    player = _player(state, request.data["player"])
    if player is None or last_table(state, player.id) != table:
        return Outcome(403, f"{quoted(request.data['player'])} did not sit at table {table}: check in at the "
                            "judge's desk")
    rnd = state.current_round
    if rnd is None:
        return Outcome(409, "no round is open yet")
    data: dict[str, Any] = {"round": rnd.number, "player": player.id}
    return gate.commit(lambda: desk.commit(KIND, data, device.id, request.action_id))


def parse_phone_check_in(body: bytes) -> DeviceRequest | Outcome:
    """A phone's check-in by its shape only: an id, a player's name and the code typed."""
    try:
        action = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return Outcome(400, "the request is not valid JSON")
    if not isinstance(action, dict):
        return Outcome(400, "the request must be a JSON object")
    extra = sorted(set(action) - {"id", "player", "code"})
    if extra:
        return Outcome(400, f"a check-in does not take {', '.join(map(quoted, extra))}")
    action_id = action.get("id")
    if not isinstance(action_id, str) or ACTION_ID.fullmatch(action_id) is None:
        return Outcome(400, "each check-in needs an id made on the phone (8 to 64 letters, digits, - or _)")
    player, code = action.get("player"), action.get("code")
    if not isinstance(player, str) or not player.strip():
        return Outcome(400, "choose your name first")
    if not isinstance(code, str) or not code.strip():
        return Outcome(400, "type the check-in code shown on the projector")
    return DeviceRequest("", action_id, KIND, {"player": player.strip(), "code": code})


def handle_phone_check_in(desk: Desk, gate: Gate, request: DeviceRequest) -> Outcome:
    """On the writer: check-in on, the hall's code, a player registered, then the desk's commit."""
    state = desk.state
    checking = rule(state)
    if checking is None:
        return Outcome(409, "check-in is off for this event")
    if not same_code(request.data["code"], checking.code):
        return Outcome(403, "that is not the check-in code: it is on the projector and at the judge's desk")
    player = _player(state, request.data["player"])
    if player is None:
        return Outcome(404, f"no player {quoted(request.data['player'])} is registered: ask at the judge's desk")
    rnd = state.current_round
    if rnd is None:
        return Outcome(409, "no round is open yet")
    earlier = rnd.checked_in.get(player.id)
    if earlier is not None:
        return Outcome(200, "already done", earlier, repeated=True)
    data: dict[str, Any] = {"round": rnd.number, "player": player.id}
    return gate.commit(lambda: desk.commit(KIND, data, None, request.action_id))


Job = Callable[[Desk, Gate], Outcome]


def check_in_routes(run: Callable[[Job], Awaitable[Outcome]], refuse: Callable[[int, str], Response],
                    read_body: Callable[[Request], Awaitable[bytes | None]], max_body: int) -> list[Route]:
    """The route, given the server's ``backend.run``, its ``refuse`` and its bounded ``read_body``."""
    async def check_in(request: Request) -> Response:
        body = await read_body(request)
        if body is None:
            return refuse(413, f"the request is larger than {max_body // 1024} KiB")
        parsed = parse_check_in(body, request.headers.get("authorization"))
        if isinstance(parsed, Outcome):
            return refuse(parsed.status, parsed.message)
        request_: DeviceRequest = parsed
        outcome: Outcome = await run(lambda desk, gate: handle_check_in(desk, gate, request_))
        return JSONResponse(outcome.body(), status_code=outcome.status, headers={"cache-control": "no-store"})

    async def phone_check_in(request: Request) -> Response:
        body = await read_body(request)
        if body is None:
            return refuse(413, f"the request is larger than {max_body // 1024} KiB")
        parsed = parse_phone_check_in(body)
        if isinstance(parsed, Outcome):
            return refuse(parsed.status, parsed.message)
        request_: DeviceRequest = parsed
        outcome: Outcome = await run(lambda desk, gate: handle_phone_check_in(desk, gate, request_))
        return JSONResponse(outcome.body(), status_code=outcome.status, headers={"cache-control": "no-store"})

    return [Route("/api/checkin", check_in, methods=["POST"]),
            Route("/api/checkin/phone", phone_check_in, methods=["POST"])]
