"""The numbers a table enters to rank its players still in at the round's end (``by_number`` presets).

``game.numbers`` takes one whole number per player still in (assets, victory points). The players
then leave in groups, lowest number first, all at that moment; equal numbers leave together, so they
share their places exactly as the event's scoring system shares a tie (app.event.round_end).
"""

from __future__ import annotations

from typing import Any

from ...errors import QT_TRANSLATE_NOOP, TablesideError
from ...text import Text
from ..reports import drop_moot_reports
from ..round_end import judge_ends, numbers_order, play_over, rule_of
from ..state import EventState, Leave
from .base import Action, ActionRefused, Data, Scope, clock_refused, find_table, names, require, resolve_player

MAX_NUMBER = 10**12  # far beyond any game's assets; a longer number is a slip of the finger


def check_numbers(state: EventState, data: Data) -> Data:
    table = find_table(state, data)
    at = {"table": table.number}
    require(table.started_at is not None,
            Text(QT_TRANSLATE_NOOP("messages", "round {round} has not started yet"), {"round": table.round}))
    require(not table.finished, Text(QT_TRANSLATE_NOOP("messages", "the game at table {table} is already over"), at))
    require(rule_of(state).survivors == "by_number",
            Text(QT_TRANSLATE_NOOP("messages", "the players still in at table {table} leave together at the round's "
                                               "end; no numbers are entered in this event"), at))
    t = data["t"]
    if not play_over(state, table, t):
        raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "play at table {table} is not over yet; the numbers "
                                                               "are entered once the round time is over"), at)
                            if judge_ends(state, table) else
                            Text(QT_TRANSLATE_NOOP("messages", "play at table {table} is not over yet; the numbers "
                                                               "are entered once its last turn is over"), at))
    given = data.get("numbers")
    if not isinstance(given, dict) or not given:
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "the numbers must be given as one whole number per player "
                                                          "still in"))
    numbers: dict[str, int] = {}
    for ref, value in given.items():
        player = resolve_player(state, ref)
        who = {"name": player.name, "table": table.number}
        require(player.id in table.still_in,
                Text(QT_TRANSLATE_NOOP("messages", "{name} is not still in at table {table}"), who))
        require(player.id not in numbers, Text(QT_TRANSLATE_NOOP("messages", "{name} is given two numbers"), who))
        require(isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_NUMBER,
                Text(QT_TRANSLATE_NOOP("messages", "{name}'s number must be a whole number"), who))
        numbers[player.id] = value
    missing = [pid for pid in table.still_in if pid not in numbers]
    if missing:
        raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "every player still in needs a number: {players} too"),
                                 {"players": names(state, missing)}))
    if table.clock is not None:
        try:
            _leave_all(table.clock, numbers, table.players, t)
        except TablesideError as err:
            raise clock_refused(state, err) from None
    return {"round": table.round, "table": table.number, "numbers": numbers, "t": t}


def _leave_all(clock: Any, numbers: dict[str, int], seats: tuple[str, ...], t: int) -> Any:
    for player, _ in clock.timeouts(t):
        clock = clock.forgive(player, t)  # play was over: a timer running out since puts nobody out
    for group in numbers_order(numbers, seats):  # the winner too: their played time stops there
        clock = clock.player_left(group, t)
    return clock


def apply_numbers(state: EventState, data: Data, seq: int) -> None:
    table = state.rounds[data["round"]].tables[data["table"]]
    numbers: dict[str, int] = dict(data["numbers"])
    groups = numbers_order(numbers, table.players)
    # A lone highest number is the winner, still in (as a lone survivor always is); a tie at the top
    # leaves together, as everyone still in does at a round's end.
    for group in groups if len(groups[-1]) > 1 else groups[:-1]:
        table.leaves.append(Leave(group, data["t"], "number", seq))  # the judge may take it back
    table.numbers = tuple((pid, numbers[pid]) for pid in table.players if pid in numbers)
    if table.clock is not None:
        table.clock = _leave_all(table.clock, numbers, table.players, data["t"])
        table.clock_t = data["t"]
    drop_moot_reports(state, table)


def describe_numbers(state: EventState, data: Data) -> Text:
    entered = ", ".join(f"{names(state, [pid])} {value}" for pid, value in data["numbers"].items())
    return Text(QT_TRANSLATE_NOOP("messages", "Table {table}: numbers at the round's end: {numbers}"),
                {"table": data["table"], "numbers": entered})


ACTIONS = [
    Action("game.numbers", check_numbers, apply_numbers, describe_numbers, scope=Scope.TABLE, timers=True,
           standings=True),
]
