"""``clock.hold_all``: the desk stopped (quit, crash, stall, suspend) and the running player timers
are held at the moment it stopped, so nobody is charged for the time nobody could act.

The moment is in the entry, so every copy of the log folds the same hold; the entry is written by
the desk itself (app.event.faults): at a quit, on the next start after a crash (the moment comes
from the heartbeat), or as soon as it notices a stall or a suspend. Timers another app run drove
are held where its last entry left them, as a restart would.
"""

from __future__ import annotations

from ...text import QT_TRANSLATE_NOOP, Text
from ..holding import WHY, hold_at, hold_at_last_entry, to_hold
from ..state import EventState
from .base import Action, Data, event_exists, integer, require, text


def check_hold_all(state: EventState, data: Data) -> Data:
    event_exists(state)
    why = text(data, "why", "the reason")
    require(why in WHY, Text(QT_TRANSLATE_NOOP("messages", "the reason must be one of {list}"),
                            {"list": ', '.join(WHY)}))
    stopped = text(data, "stopped", "the app run that stopped")
    t = data["t"]
    tables = to_hold(state, stopped, t)
    require(bool(tables), QT_TRANSLATE_NOOP(
                              "messages", "no player timer of that run is running: there is nothing to "
                                          "hold"))
    normal: Data = {"why": why, "stopped": stopped, "t": t}
    if "gap_ms" in data:
        normal["gap_ms"] = integer(data, "gap_ms", "the length of the gap in milliseconds", minimum=0)
    return normal


def apply_hold_all(state: EventState, data: Data, seq: int) -> None:
    t = data["t"]
    for table in to_hold(state, data["stopped"], t):
        hold_at(table, t, data["why"])
    for rnd, number in state.running:  # as the next start would: another run's timers at their last entry
        table = state.rounds[rnd].tables[number]
        if table.clock_run != data["stopped"]:
            hold_at_last_entry(table)


def describe_hold_all(state: EventState, data: Data) -> Text:
    why = Text(WHY[data["why"]]) if data["why"] in WHY else data["why"]
    if "gap_ms" in data:
        return Text(QT_TRANSLATE_NOOP("messages", "Running player timers held: {why} for {seconds} s"),
                    {"why": why, "seconds": f"{data['gap_ms'] / 1000:g}"})
    return Text(QT_TRANSLATE_NOOP("messages", "Running player timers held: {why}"), {"why": why})


ACTIONS = [
    Action("clock.hold_all", check_hold_all, apply_hold_all, describe_hold_all, undoable=False,
           final=QT_TRANSLATE_NOOP("messages", "the timers are resumed on each table (Resume timers) instead"),
           every_table=True),
]
