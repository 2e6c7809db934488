"""Holding a table's player timers because the desk stopped: where and when, and why it is said.

A desk that stops (quit, crash, stall, suspend) cannot see a table, so nobody may be charged for the
time it was gone. Only a table whose player is deciding has time running against someone; a table
between decisions, paused by its players, stopped by a round pause or already held is left as it is.
"""

from __future__ import annotations

from ..text import QT_TRANSLATE_NOOP
from .state import EventState, Table

# Why timers were held, as the judge reads it on the table's banner ("Timers held since 14:02:11 (…)").
WHY = {
    "quit": QT_TRANSLATE_NOOP("messages", "Tableside was closed"),
    "crash": QT_TRANSLATE_NOOP("messages", "the desk stopped"),
    "stall": QT_TRANSLATE_NOOP("messages", "the desk stalled"),
    "suspend": QT_TRANSLATE_NOOP("messages", "the computer was asleep"),
}
# No heartbeat (why ""): the moment it stopped is not known.
LAST_ENTRY = QT_TRANSLATE_NOOP("messages", "the desk stopped; held at its last action")


def needs_hold(table: Table, t: int) -> bool:
    """Whether the table has time running against a player at t that a stopped desk must hold."""
    clock = table.clock
    if clock is None or table.held_by_restart or table.finished:
        return False
    # A round pause already stopped every clock; nothing runs while the desk is down.
    return clock.deciding_on_the_clock(t)


def hold_at(table: Table, t: int, why: str) -> None:
    """Hold the table's timers at t (the caller checked ``needs_hold`` at t); ``why`` is a key of WHY."""
    assert table.clock is not None
    table.clock = table.clock.hold(t)
    table.held_by_restart = True
    table.clock_t = t
    table.held_why = why


def hold_at_last_entry(table: Table) -> None:
    """Hold timers another run left running where its last entry left them (no better moment is known)."""
    if needs_hold(table, table.clock_t):
        hold_at(table, table.clock_t, "")


def to_hold(state: EventState, run: str, t: int) -> list[Table]:
    """The tables a stop of ``run`` at t holds there: running timers that run drove last."""
    tables = []
    for rnd, number in sorted(state.running):
        table = state.rounds[rnd].tables[number]
        if table.clock is not None and table.clock_run == run and t >= table.clock.latest and needs_hold(table, t):
            tables.append(table)
    return tables


def why_text(why: str) -> str:
    return WHY.get(why, LAST_ENTRY)


def length_text(ms: int) -> str:
    """A length as the judge reads it: "32 s", "3 min 12 s", "1 h 04 min"."""
    seconds = max(0, ms) // 1000
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min {seconds % 60} s"
    return f"{seconds // 3600} h {seconds // 60 % 60:02d} min"
