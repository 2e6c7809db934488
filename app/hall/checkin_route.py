"""Check-in from the hall (protocol.md, "Check-in from a table device" and "from a player's phone"): a table
device checks in the players who last sat at its table (``app.event.checkin.last_table``), a phone one player
with the hall's check-in code, compared in constant time. Both commit ``player.check_in`` through the desk's
own ``commit``; a player the phone already checked in is answered ``"repeated": true`` (a phone that lost the
answer sends again), and a refusal is 4xx in one plain sentence with nothing written.
"""

from __future__ import annotations

from typing import Any

from ..check_in_rule import same_code
from ..event.checkin import last_table, rule
from ..event.state import EventState, Player
from ..short_quote import quoted
from .gate import NOT_PAIRED, Desk, DeviceRequest, Gate, Outcome, action_id, read_json, read_request, unknown_fields

KIND = "player.check_in"


def parse_check_in(body: bytes, authorization: str | None) -> DeviceRequest | Outcome:
    """The request's shape only: a token, an action id, the table's number and a player's name or id."""
    read = read_request(body, authorization, NOT_PAIRED)
    if isinstance(read, Outcome):
        return read
    token, action = read
    ident = unknown_fields(action, ("id", "table", "player"), "a check-in") or action_id(action, "check-in", "device")
    if isinstance(ident, Outcome):
        return ident
    table = action.get("table")
    if not isinstance(table, int) or isinstance(table, bool):
        return Outcome(400, "table must be the table's number")
    player = action.get("player")
    if not isinstance(player, str) or not player:
        return Outcome(400, "player must be the player's name")
    return DeviceRequest(token, ident, KIND, {"table": table, "player": player})


def _player(state: EventState, ref: str) -> Player | None:
    return state.players.get(ref) or state.player_by_name(ref)


def handle_check_in(desk: Desk, gate: Gate, request: DeviceRequest) -> Outcome:
    """On the writer: the device, its table, the player at that table, then the desk's commit."""
    state = desk.state
    device = gate.device(state, request)
    if isinstance(device, Outcome):
        return device
    table = device.table
    player = _player(state, request.data["player"])
    if player is None or last_table(state, player.id) != table:
        return Outcome(403, f"{quoted(request.data['player'])} did not sit at table {table}: check in at the "
                            "judge's desk")
    rnd = state.current_round
    if rnd is None:
        return Outcome(409, "no round is open yet")
    data: dict[str, Any] = {"round": rnd.number, "player": player.id}
    return gate.commit(lambda: desk.commit(KIND, data, device.id, request.action_id))


def parse_phone_check_in(body: bytes, authorization: str | None = None) -> DeviceRequest | Outcome:
    """A phone's check-in by its shape only: an id, a player's name and the code typed (no token)."""
    action = read_json(body)
    if isinstance(action, Outcome):
        return action
    ident = unknown_fields(action, ("id", "player", "code"), "a check-in") or action_id(action, "check-in", "phone")
    if isinstance(ident, Outcome):
        return ident
    player, code = action.get("player"), action.get("code")
    if not isinstance(player, str) or not player.strip():
        return Outcome(400, "choose your name first")
    if not isinstance(code, str) or not code.strip():
        return Outcome(400, "type the check-in code shown on the projector")
    return DeviceRequest("", ident, KIND, {"player": player.strip(), "code": code})


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


ROUTES = (("/api/checkin", parse_check_in, handle_check_in),
          ("/api/checkin/phone", parse_phone_check_in, handle_phone_check_in))
