"""The numbers a table enters to rank its players still in at the round's end (``by_number`` presets).

``game.numbers`` takes one whole number per player still in (assets, victory points). The players
then leave in groups, lowest number first, all at that moment; equal numbers leave together, so they
share their places exactly as the event's scoring system shares a tie (app.event.round_end).
"""

from __future__ import annotations

from typing import Any

from ...errors import TablesideError
from ..reports import drop_moot_reports
from ..round_end import judge_ends, numbers_order, play_over, rule_of
from ..state import EventState, Leave
from .base import Action, ActionRefused, Data, Scope, clock_refused, find_table, names, require, resolve_player

MAX_NUMBER = 10**12  # far beyond any game's assets; a longer number is a slip of the finger


def check_numbers(state: EventState, data: Data) -> Data:
    table = find_table(state, data)
    require(table.started_at is not None, f"round {table.round} has not started yet")
    require(not table.finished, f"the game at table {table.number} is already over")
    require(rule_of(state).survivors == "by_number",
            f"the players still in at table {table.number} leave together at the round's end; "
            "no numbers are entered in this event")
    t = data["t"]
    if not play_over(state, table, t):
        last = "the round time" if judge_ends(state, table) else "its last turn"
        raise ActionRefused(f"play at table {table.number} is not over yet; the numbers are entered once "
                            f"{last} is over")
    given = data.get("numbers")
    if not isinstance(given, dict) or not given:
        raise ActionRefused("the numbers must be given as one whole number per player still in")
    numbers: dict[str, int] = {}
    for ref, value in given.items():
        player = resolve_player(state, ref)
        require(player.id in table.still_in, f"{player.name} is not still in at table {table.number}")
        require(player.id not in numbers, f"{player.name} is given two numbers")
        require(isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_NUMBER,
                f"{player.name}'s number must be a whole number")
        numbers[player.id] = value
    missing = [pid for pid in table.still_in if pid not in numbers]
    if missing:
        raise ActionRefused(f"every player still in needs a number: {names(state, missing)} too")
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


def describe_numbers(state: EventState, data: Data) -> str:
    entered = ", ".join(f"{names(state, [pid])} {value}" for pid, value in data["numbers"].items())
    return f"Table {data['table']}: numbers at the round's end: {entered}"


ACTIONS = [
    Action("game.numbers", check_numbers, apply_numbers, describe_numbers, scope=Scope.TABLE, timers=True,
           standings=True),
]
