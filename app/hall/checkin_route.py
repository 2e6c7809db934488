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
from ..text import QT_TRANSLATE_NOOP, Text
from .gate import (
    CHOOSE_NAME,
    NO_ROUND,
    NOT_PAIRED,
    TABLE_NUMBER,
    Desk,
    DeviceRequest,
    Gate,
    Outcome,
    action_id,
    read_json,
    read_request,
    refusal,
    unknown_fields,
)

KIND = "player.check_in"
NOT_TAKEN = QT_TRANSLATE_NOOP("messages", "a check-in does not take {keys}")
NO_ID_DEVICE = QT_TRANSLATE_NOOP("messages", "each check-in needs an id made on the device (8 to 64 letters, digits, - "
                                             "or _)")
NO_ID_PHONE = QT_TRANSLATE_NOOP("messages", "each check-in needs an id made on the phone (8 to 64 letters, digits, - "
                                            "or _)")


def parse_check_in(body: bytes, authorization: str | None) -> DeviceRequest | Outcome:
    """The request's shape only: a token, an action id, the table's number and a player's name or id."""
    read = read_request(body, authorization, NOT_PAIRED)
    if isinstance(read, Outcome):
        return read
    token, action = read
    ident = unknown_fields(action, ("id", "table", "player"), NOT_TAKEN) or action_id(action, NO_ID_DEVICE)
    if isinstance(ident, Outcome):
        return ident
    table = action.get("table")
    if not isinstance(table, int) or isinstance(table, bool):
        return refusal(400, TABLE_NUMBER)
    player = action.get("player")
    if not isinstance(player, str) or not player:
        return refusal(400, QT_TRANSLATE_NOOP("messages", "player must be the player's name"))
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
        return refusal(403, Text(QT_TRANSLATE_NOOP("messages", "{player} did not sit at table {table}: check in at "
                                                               "the judge's desk"),
                                 {"player": quoted(request.data["player"]), "table": table}))
    rnd = state.current_round
    if rnd is None:
        return refusal(409, NO_ROUND)
    data: dict[str, Any] = {"round": rnd.number, "player": player.id}
    return gate.commit(lambda: desk.commit(KIND, data, device.id, request.action_id))


def parse_phone_check_in(body: bytes, authorization: str | None = None) -> DeviceRequest | Outcome:
    """A phone's check-in by its shape only: an id, a player's name and the code typed (no token)."""
    action = read_json(body)
    if isinstance(action, Outcome):
        return action
    ident = unknown_fields(action, ("id", "player", "code"), NOT_TAKEN) or action_id(action, NO_ID_PHONE)
    if isinstance(ident, Outcome):
        return ident
    player, code = action.get("player"), action.get("code")
    if not isinstance(player, str) or not player.strip():
        return refusal(400, CHOOSE_NAME)
    if not isinstance(code, str) or not code.strip():
        return refusal(400, QT_TRANSLATE_NOOP("messages", "type the check-in code shown on the projector"))
    return DeviceRequest("", ident, KIND, {"player": player.strip(), "code": code})


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


ROUTES = (("/api/checkin", parse_check_in, handle_check_in),
          ("/api/checkin/phone", parse_phone_check_in, handle_phone_check_in))
