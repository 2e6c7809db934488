"""Check-in: the judge's rule (``event.check_in``), and a player's check-in for a round and its taking back.

The rules themselves are stated in ``app.event.checkin``; a no-show's rule is applied by ``round.seat``.
"""

from __future__ import annotations

from ...check_in_rule import code_problem, draw_code, read_rule
from ...errors import QT_TRANSLATE_NOOP
from ...text import Text
from ..checkin import free_table, rule
from ..state import CheckInRule, EventState
from .base import Action, ActionRefused, Data, Scope, event_exists, find_round, require, resolve_player
from .seating_actions import seat_of
from .table_actions import check_table_size


def rule_data(raw: object) -> dict[str, str] | None:
    """A check-in rule as ``event.create`` and ``event.check_in`` take it (None: check-in off)."""
    read = read_rule(raw)
    if isinstance(read, Text):
        raise ActionRefused(read)
    return read


def rule_of(data: dict[str, str] | None) -> CheckInRule | None:
    return None if data is None else CheckInRule(data["no_show"], data["late"], data.get("code", ""))


def check_set_rule(state: EventState, data: Data) -> Data:
    """The rule, and the hall's code for phones: drawn here (and kept in the log) unless given; setting
    the rule again draws a new one (a code that got around the wrong people stops working)."""
    event_exists(state)
    if "check_in" in data:  # the entry's own data, checked again when an undo refolds the log
        stored = data["check_in"]
        require(stored is None or isinstance(stored, dict),
                Text(QT_TRANSLATE_NOOP("messages", "check_in must be like {example} or null"),
                     {"example": '{"no_show": "skip"}'}))
        data = {"off": True, "t": data["t"]} if stored is None else {**stored, "t": data["t"]}
    if data.get("off") is True:
        require(rule(state) is not None, QT_TRANSLATE_NOOP("messages", "check-in is already off"))
        return {"check_in": None, "t": data["t"]}
    given = rule_data({k: v for k, v in data.items() if k in ("no_show", "late")})
    assert given is not None
    code = data.get("code")
    if code is None:
        code = draw_code()
    else:
        problem = code_problem(code)
        if problem is not None:
            raise ActionRefused(problem)
    return {"check_in": {**given, "code": code}, "t": data["t"]}


def apply_set_rule(state: EventState, data: Data, seq: int) -> None:
    assert state.settings is not None
    state.settings.check_in = rule_of(data["check_in"])


def describe_set_rule(state: EventState, data: Data) -> Text:
    given = data["check_in"]
    if given is None:
        return Text(QT_TRANSLATE_NOOP("messages", "Check-in turned off: every player is seated"))
    return Text(QT_TRANSLATE_NOOP("messages", "Check-in on: a no-show gets {no_show}, a late arrival joins by {late}; "
                                              "code for phones {code}"),
                {"no_show": given["no_show"], "late": given["late"], "code": given.get("code", "")})


def check_check_in(state: EventState, data: Data) -> Data:
    event_exists(state)
    if rule(state) is None:
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "check-in is off for this event"), fields={})
    rnd = find_round(state, data)
    player = resolve_player(state, data.get("player"))
    require(not player.dropped, Text(QT_TRANSLATE_NOOP("messages", "{name} has been dropped from the event"),
                                     {"name": player.name}))
    if rnd.started_at is not None:
        raise ActionRefused(QT_TRANSLATE_NOOP(
            "messages", "round {round} has already started: {name} can check in for round {next}"),
            fields={"round": rnd.number, "name": player.name, "next": rnd.number + 1})
    if rnd.cut:
        raise ActionRefused(QT_TRANSLATE_NOOP(
            "messages", "round {round} is a final: its players are seated by seed, with no check-in"),
            fields={"round": rnd.number})
    if player.id in rnd.checked_in:
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "{name} has already checked in for round {round}"),
                            fields={"name": player.name, "round": rnd.number})
    normal: Data = {"round": rnd.number, "player": player.id, "t": data["t"]}
    if (rnd.tables or rnd.byes) and seat_of(rnd, player.id) is None:
        normal["table"] = _late_seat(state, rnd.number, player.name)
    return normal


def _late_seat(state: EventState, number: int, name: str) -> int:
    """The table a late arrival joins in a round already seated, by the rule's ``late``."""
    assert state.settings is not None and state.settings.check_in is not None
    if state.settings.check_in.late != "free_seat":
        raise ActionRefused(QT_TRANSLATE_NOOP(
            "messages", "round {round} is already seated: {name} can check in for round {next}"),
            fields={"round": number, "name": name, "next": number + 1})
    rnd = state.rounds[number]
    table = free_table(state, rnd, state.settings.table_sizes)
    if table is None:
        raise ActionRefused(QT_TRANSLATE_NOOP(
            "messages", "round {round} has no free seat: {name} can check in for round {next}"),
            fields={"round": number, "name": name, "next": number + 1})
    check_table_size(state, len(rnd.tables[table].players) + 1)
    return table


def apply_check_in(state: EventState, data: Data, seq: int) -> None:
    rnd = state.rounds[data["round"]]
    pid = data["player"]
    rnd.checked_in[pid] = seq
    table = data.get("table")
    if table is not None:  # a late arrival seated at a free seat: no longer a no-show
        rnd.tables[table].players = rnd.tables[table].players + (pid,)
        rnd.absent = tuple(p for p in rnd.absent if p != pid)


def describe_check_in(state: EventState, data: Data) -> Text:
    fields = {"round": data["round"], "name": state.players[data["player"]].name}
    if data.get("table") is not None:
        return Text(QT_TRANSLATE_NOOP("messages", "Round {round}: {name} checked in, late, seated at table {table}"),
                    {**fields, "table": data["table"]})
    return Text(QT_TRANSLATE_NOOP("messages", "Round {round}: {name} checked in"), fields)


def check_check_out(state: EventState, data: Data) -> Data:
    event_exists(state)
    rnd = find_round(state, data)
    player = resolve_player(state, data.get("player"))
    fields = {"name": player.name, "round": rnd.number}
    require(player.id in rnd.checked_in,
            Text(QT_TRANSLATE_NOOP("messages", "{name} has not checked in for round {round}"), fields))
    require(rnd.started_at is None, Text(QT_TRANSLATE_NOOP("messages", "round {round} has already started"), fields))
    require(not (rnd.tables or rnd.byes),
            Text(QT_TRANSLATE_NOOP("messages", "round {round} is already seated: move {name} in Seating, or undo the "
                                               "seating"), fields))
    return {"round": rnd.number, "player": player.id, "t": data["t"]}


def apply_check_out(state: EventState, data: Data, seq: int) -> None:
    del state.rounds[data["round"]].checked_in[data["player"]]


ACTIONS = [
    Action("event.check_in", check_set_rule, apply_set_rule, describe_set_rule, structure=True),
    Action("player.check_in", check_check_in, apply_check_in, describe_check_in, scope=Scope.ROUND,
           structure=True, standings=True),
    Action("player.check_out", check_check_out, apply_check_out,
           lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Round {round}: {name}'s check-in taken back"),
                             {"round": d["round"], "name": s.players[d["player"]].name}),
           scope=Scope.ROUND, structure=True),
]
