"""The event's state as a pure fold of its log.

``fold(entries)`` skips every entry that a later ``undo`` cancelled, so undoing is appending, never
editing. ``run`` names the app run asking: player timers last driven by another run (the app
crashed or was closed mid-decision) come back held, at the time of their last entry.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from app.event.actions import ACTIONS, UNDO, ActionRefused
from app.event.automatic import apply_undone_leave
from app.event.state import EventState, Table
from app.eventlog.entry import Entry


def fold(entries: Iterable[Entry], run: str | None = None, *, strict: bool = False,
         start: EventState | None = None) -> EventState:
    """Replay the log (or, from ``start``, the rest of it).

    With ``strict``, every entry is checked again as if it were new (to judge an undo).
    """
    log = list(entries)
    undos = {e.data["entry"]: e for e in log if e.kind == UNDO}
    state = start if start is not None else EventState()
    for entry in log:
        if entry.kind == UNDO:
            state.undone[entry.data["entry"]] = entry.seq
        elif entry.seq in undos:
            if entry.kind == "player.out":  # a clock-made leave leaves something behind when undone
                apply_undone_leave(state, entry.data, undos[entry.seq].data)
        else:
            if strict:
                _recheck(state, entry)
            apply_entry(state, entry)
        state.kinds[entry.seq] = entry.kind
        state.seq = entry.seq
        # Undos and undone entries count too: the log reads in time order, whatever was taken back.
        state.last_t = max(state.last_t, entry.data.get("t", 0))
    hold_timers_of_other_runs(state, run)
    return state


class LaterEntryRefused(ActionRefused):
    """A strict fold found an entry that no longer holds (an undo before it took away its grounds)."""

    def __init__(self, seq: int, described: str, reason: str) -> None:
        super().__init__(f"entry {seq} ({described}): {reason}")
        self.seq, self.described, self.reason = seq, described, reason


def _recheck(state: EventState, entry: Entry) -> None:
    try:
        ACTIONS[entry.kind].check(state, dict(entry.data))
    except ActionRefused as err:
        try:
            described = ACTIONS[entry.kind].describe(state, dict(entry.data))
        except (KeyError, TypeError, ValueError):
            described = entry.kind
        raise LaterEntryRefused(entry.seq, described, str(err)) from None


def apply_entry(state: EventState, entry: Entry) -> None:
    action = ACTIONS[entry.kind]
    data = dict(entry.data)
    run = data.get("run")
    touched = _clock_tables(state, entry.kind, action.clock, data)
    for table in touched:
        if table.clock_run != run:
            _hold(table)
    action.apply(state, data, entry.seq)
    for table in touched:
        table.clock_run, table.clock_t = run, data["t"]
        if entry.kind == "clock.release":
            table.held_by_restart = False
    if entry.kind in ("round.start", "table.seat"):
        for seated in state.rounds[data["round"]].tables.values():
            if seated.clock is not None and seated.clock_run is None:
                seated.clock_run = run
    state.kinds[entry.seq] = entry.kind
    state.seq = entry.seq
    state.last_t = max(state.last_t, data.get("t", 0))


def hold_timers_of_other_runs(state: EventState, run: str | None) -> None:
    for rnd in state.rounds.values():
        for table in rnd.tables.values():
            if table.clock is not None and table.clock_run != run:
                _hold(table)


def _hold(table: Table) -> None:
    if table.held_by_restart or table.finished:
        return
    view = table.clock.view(table.clock_t)
    # A round pause already stopped every clock; nothing ran while the app was down.
    if view.decision is not None and view.status not in ("paused", "held") and not view.round_paused:
        table.clock = table.clock.hold(table.clock_t)
        table.held_by_restart = True


def _clock_tables(state: EventState, kind: str, drives_clock: bool, data: dict[str, Any]) -> list[Table]:
    """The tables whose player timers this entry drives: one table, or every table for a round pause."""
    number = data.get("round")
    rnd = state.rounds.get(number) if isinstance(number, int) else None
    if rnd is None:
        return []
    if kind in ("round.pause", "round.resume"):
        return [table for table in rnd.tables.values() if table.clock is not None and not table.finished]
    if drives_clock or kind == "player.out":
        number = data.get("table")
        table = rnd.tables.get(number) if isinstance(number, int) else None
        return [table] if table is not None and table.clock is not None else []
    return []


__all__ = ["ActionRefused", "LaterEntryRefused", "apply_entry", "fold"]
