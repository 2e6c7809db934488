"""A table's action that waited on its device while the link to the desk was down, judged at its own moment.

The log's other entries are dated when the desk writes them; a queued action is dated when the table
acted (the device's clock, corrected by what it learned of the desk's), so the clocks charge exactly what
a connected table would have been charged. That is only sound while nothing the desk wrote since then
touched that table: the table's entries, its round's, and every entry that moved its timers (a hold,
a round paused) are then all at or before the moment, and committing the action there reads, for that
table, exactly as if it had arrived live. So the rule is:

- the moment must not be before the round being played started (an action of an earlier round is over);
- it must not be before anything the desk already wrote about that table (the table's *floor*): such an
  action is refused, never moved later, since the table it was meant for (a player deciding, a player
  still in) may no longer be there, and moving it would make it act on another one;
- it must not be more than ``AHEAD_GRACE_MS`` after the desk's clock (a device's estimate can only run a
  little late; anything far ahead is a wrong clock), and a little ahead is taken as now.

Every table's entries then stay in time order in the log; only entries of different tables may read out of
time order, and nothing in the fold compares them (``state.last_t`` is the latest moment seen).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import QT_TRANSLATE_NOOP, ActionRefused
from ..text import Text
from .state import EventState

AHEAD_GRACE_MS = 2_000  # a device's moment this far after the desk's clock is taken as "now"


def seconds(ms: int) -> str:
    return f"{-(-ms // 1000)} s"


def table_floor(state: EventState, rnd: int, number: int, moment_of: Callable[[int], int | None]) -> int:
    """The latest moment of anything the desk wrote that touched table ``number`` of round ``rnd``.

    ``moment_of(seq)``: the event time of the entry ``seq`` (read from the log). Every table's and round's
    entries are in time order (this module's rule), so the latest entry of each list is its latest moment.
    """
    round_ = state.rounds.get(rnd)
    table = round_.tables.get(number) if round_ is not None else None
    if round_ is None or table is None:
        return 0
    floor = max(table.clock_t, table.started_at or 0, round_.started_at or 0)
    # A judge's Undo at the table is the table's too (the entry it took back stays in ``others``).
    undos = [state.undone[seq] for seq in table.others if seq in state.undone]
    for seqs in (table.actions, table.others, round_.entries, undos):
        if seqs:
            floor = max(floor, moment_of(max(seqs)) or 0)
    return floor


def queued_moment(state: EventState, data: dict[str, Any], moment: Any, now: int,
                  moment_of: Callable[[int], int | None]) -> int:
    """The moment a queued action is committed at, or ActionRefused (one plain sentence) if it no longer applies."""
    if not isinstance(moment, int) or isinstance(moment, bool) or moment < 0:
        raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "the moment the table acted must be a whole number of "
                                                               "milliseconds, not {moment}"), {"moment": repr(moment)}))
    rnd, number = data.get("round"), data.get("table")
    round_ = state.rounds.get(rnd) if isinstance(rnd, int) else None
    if round_ is None or not isinstance(rnd, int) or not isinstance(number, int):
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "there is no round being played for this action: it was "
                                                          "not done"))
    if moment > now + AHEAD_GRACE_MS:
        raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "table {table}'s device dates this action {ahead} after "
                                                               "the judge's desk's clock: its clock is wrong, and the "
                                                               "action was not done"),
                                 {"table": number, "ahead": seconds(moment - now)}))
    when: int = min(moment, now)
    if round_.started_at is None or when < round_.started_at:
        raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "this action was made at table {table} before round "
                                                               "{round} started: that round is over, and the action "
                                                               "was not done"), {"table": number, "round": rnd}))
    floor = table_floor(state, rnd, number, moment_of)
    if when < floor:
        raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "this action waited while table {table}'s device was "
                                                               "offline, and the judge's desk recorded a change at "
                                                               "that table {later} after it was made (a time-out, the "
                                                               "round's end or a judge's action): it no longer applies "
                                                               "and was not done"),
                                 {"table": number, "later": seconds(floor - when)}))
    return when
