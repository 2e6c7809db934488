"""Leaves that the clocks make happen: a main timer reaching 0, the round clock reaching 0 at a table.

They are not guessed at display time: the session logs each as an ordinary ``player.out`` entry,
dated at the exact moment it happened, so the points and the history are the same as for a tap.

A main timer reaching 0 at the very millisecond the table's round ends is not a time-out of its own:
document 000 has everyone still playing when the round time ends "leave at that same time", so that
player leaves with the others and shares their place (README, "Time, clocks and restarts").

An undo of such a leave cannot simply drop it, or the clocks would make it due again, dated before
the undo, and the log could take nothing more. ``apply_undone_leave`` gives the undo its meaning.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..clocks.round_clock import RoundClock
from .reports import next_deadline
from .round_end import play_ends_at, play_over, rule_of
from .state import EventState, Round, Table

UNDONE_ROUND_END_RUN = ""  # no app run drives these timers: they are held until the judge releases them


def due_leaves(state: EventState, now: int, only: tuple[int, int] | None = None) -> dict[str, Any] | None:
    """The earliest leave due at or before ``now``, as player.out data, or None. ``only``: that (round,
    table) alone (a queued action's moment may be before other tables' latest entries: app.event.queued)."""
    best: tuple[int, int, dict[str, Any]] | None = None  # (moment, priority, data)
    rule = rule_of(state)
    by_number = rule.survivors == "by_number"
    for rnd, running in running_by_round(state):
        if rnd.started_at is None:
            continue
        if only is not None:
            if rnd.number != only[0]:
                continue
            running = [table for table in running if table.number == only[1]]
        for table in running:
            if table.clock is not None and not table.held_by_restart:
                for player, moment in table.clock.timeouts(now):
                    if by_number and play_over(state, table, moment):
                        continue  # play is over: the table's numbers rank whoever is still in
                    candidate = (moment, 1, {"round": rnd.number, "table": table.number, "players": [player],
                                             "reason": "time", "t": moment})
                    best = candidate if best is None or candidate[:2] < best[:2] else best
        if rnd.clock is None or by_number:
            continue
        if rule.is_default:
            ended = rnd.clock.expired_tables([t.number for t in running], now)
        else:
            ends = ((t.number, play_ends_at(state, t)) for t in running)
            ended = [(number, moment) for number, moment in ends if moment is not None and moment <= now]
        for number, moment in ended:
            table = rnd.tables[number]
            # Before a time-out at the same moment (priority 0): everyone still in leaves together.
            candidate = (moment, 0, {"round": rnd.number, "table": number, "players": list(table.still_in),
                                     "reason": "round", "t": moment})
            best = candidate if best is None or candidate[:2] < best[:2] else best
    return None if best is None else best[2]


def running_by_round(state: EventState) -> list[tuple[Round, list[Table]]]:
    """The rounds with tables still playing, with those tables (the fold keeps which they are): what the
    clocks may change, found without a look at the other tables of the event."""
    by_round: dict[int, list[Table]] = {}
    for rnd, number in sorted(state.running):
        by_round.setdefault(rnd, []).append(state.rounds[rnd].tables[number])
    return [(state.rounds[rnd], tables) for rnd, tables in by_round.items()]


def next_automatic(state: EventState, now: int, *, but_round: int | None = None) -> int | None:
    """When the next clock-made change can happen, for the one wake-up timer the window arms.

    ``but_round``: that round's tables left out (its round clock still counts): the window keeps each
    table's own moment (``table_automatic``) and works out again only those of the tables a commit changed.
    """
    moments = []
    for rnd, running in running_by_round(state):
        if rnd.clock is not None:
            change = rnd.clock.next_change(now)
            if change is not None:
                moments.append(change)
        if rnd.number == but_round:
            continue
        for table in running:
            moment = table_automatic(state, rnd, table, now)
            if moment is not None:
                moments.append(moment)
    report = next_deadline(state, now)  # an unconfirmed report goes to the judge then
    if report is not None:
        moments.append(report)
    return min(moments) if moments else None


def table_automatic(state: EventState, rnd: Round, table: Table, now: int) -> int | None:
    """The next change a playing table's own clocks can make by themselves: its player timers, and the
    end of a capped last-turn phase (a leave, or the call for the numbers)."""
    moments = []
    if rnd.clock is not None and rnd.clock.state == "running" and rule_of(state).phase == "minutes":
        end = play_ends_at(state, table)
        if end is not None and end > now:
            moments.append(end)
    if table.clock is not None and not table.held_by_restart:
        change = table.clock.next_change(now)
        if change is not None:
            moments.append(change)
    return min(moments) if moments else None


def apply_undone_leave(state: EventState, data: Mapping[str, Any], undo: Mapping[str, Any]) -> None:
    """What stands in the fold, at the moment of an undone ``player.out``, instead of the leave.

    * A leave for time: the player stays in; the decision that ran the timer out ends then, without
      reward, and the main timer keeps what it had (0:00): the judge gives time back with
      ``clock.adjust``. So the clocks cannot make the same time-out due again.
    * A round-end leave undone with ``minutes``: the table's round ends that much later, and its
      player timers are held where they stood, as after a restart, until the judge releases them.
    * Anything else: the leave simply did not happen.
    """
    rnd = state.rounds.get(data.get("round"))  # type: ignore[arg-type]
    table = rnd.tables.get(data.get("table")) if rnd is not None else None  # type: ignore[arg-type]
    if rnd is None or table is None:
        return
    t: int = data["t"]
    if data.get("reason") == "time" and table.clock is not None:
        for player in data.get("players", []):
            table.clock = table.clock.forgive(player, t)
        table.clock_run, table.clock_t = data.get("run"), t
    elif data.get("reason") == "round" and "minutes" in undo and rnd.clock is not None:
        rnd.clock = rnd.clock.reopen(table.number, undo["minutes"], t)
        if table.clock is not None:
            # The fold holds timers whose run is not the one asking; nobody played between the
            # round's end and the undo, so the table waits for the judge's release.
            table.clock_run, table.clock_t = UNDONE_ROUND_END_RUN, t


def round_end_overrun_ms(state: EventState, round_number: int, table: int, t: int) -> int:
    """How long the round clock had run past a table's end by t (0 if its round has not ended)."""
    clock: RoundClock | None = state.rounds[round_number].clock
    if clock is None:
        return 0
    return max(0, clock.ran_ms(t) - clock.length_ms - clock.extension_ms(table))


def minutes_to_play_on(state: EventState, round_number: int, table: int, t: int) -> int:
    """The fewest whole minutes that put the table's round end after t."""
    return round_end_overrun_ms(state, round_number, table, t) // 60_000 + 1
