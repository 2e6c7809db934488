"""The event's state as a pure fold of its log.

``fold(entries)`` skips every entry that a later ``undo`` cancelled, so undoing is appending, never
editing. ``run`` names the app run asking: player timers last driven by another run (the app
crashed or was closed mid-decision) come back held, at the time of their last entry, unless a
``clock.hold_all`` entry held them at the moment that run stopped (app.event.faults).

What an entry touches is read from its action's flags (``Action.scope``, ``timers``, ...), never
from its kind's name.
"""

from __future__ import annotations

from collections.abc import Container, Iterable
from typing import Any

from ..eventlog.entry import Entry
from ..steps import Progress, finish
from ..text import Text
from .actions import ACTIONS, UNDO, Action, ActionRefused, Scope
from .holding import hold_at_last_entry
from .state import EventState, Table


def fold(entries: Iterable[Entry], run: str | None = None, *, strict: bool = False, strict_after: int = 0,
         start: EventState | None = None, hold: bool = True, recheck: Container[int] | None = None,
         ) -> EventState:
    """Replay the log (or, from ``start``, the rest of it).

    With ``strict``, every entry after ``strict_after`` is checked again as if it were new (to judge
    an undo: the entries before the undone one cannot depend on it). ``hold=False`` leaves the timers
    of other runs as they are (a snapshot taken on the way). ``recheck`` limits the strict checks to
    those entries (a refold of one table: app.event.local_undo).
    """
    return finish(fold_in_steps(entries, run, strict=strict, strict_after=strict_after, start=start, hold=hold,
                                recheck=recheck))


FOLD_STEP = 5_000  # entries a step: some 30-60 ms of folding on the bench machine
UNDO_STEP = 100_000  # entries looked through for undos a step, before folding
FREE_STEP = 50_000  # entries let go of a step, once folded


def fold_in_steps(entries: Iterable[Entry], run: str | None = None, *, strict: bool = False, strict_after: int = 0,
                  start: EventState | None = None, hold: bool = True, recheck: Container[int] | None = None,
                  ) -> Progress[EventState]:
    """``fold`` a step of FOLD_STEP entries at a time, yielding the share folded (opening a big file)."""
    log = list(entries)
    del entries  # (a list handed over is then held here alone, and let go of a step at a time below)
    undos: dict[int, Entry] = {}
    for at in range(0, len(log), UNDO_STEP):  # (the undos of a million entries: 0.2 s in one go)
        if at:
            yield 0.1 * at / len(log)
        undos.update((e.data["entry"], e) for e in log[at:at + UNDO_STEP] if e.kind == UNDO)
    state = start if start is not None else EventState()
    step = FOLD_STEP
    for at, entry in enumerate(log):
        if at == step:
            yield 0.1 + 0.9 * at / len(log)
            step += FOLD_STEP
        if entry.kind == UNDO:
            state.undone[entry.data["entry"]] = entry.seq
        elif entry.seq in undos:
            _index(state, entry, ACTIONS[entry.kind], table_of(state, dict(entry.data)), applied=False)
            when_undone = ACTIONS[entry.kind].when_undone  # a clock-made leave leaves something behind
            if when_undone is not None:
                # As applying the entry did before it was undone: timers another app run drove are
                # held where they stood first, so a refold from any starting point agrees.
                _hold_other_runs(state, entry)
                when_undone(state, entry.data, undos[entry.seq].data)
                track_running(state, table_of(state, dict(entry.data)))
        else:
            if strict and entry.seq > strict_after and (recheck is None or entry.seq in recheck):
                _hold_other_runs(state, entry)  # as apply_entry does first, so the check sees the same table
                recheck_entry(state, entry)
            apply_entry(state, entry)
        state.seq = entry.seq
        # Undos and undone entries count too: the log reads in time order, whatever was taken back.
        state.last_t = max(state.last_t, entry.data.get("t", 0))
    if hold:
        hold_timers_of_other_runs(state, run)
    # Letting go of a million entries at once is a step of 0.4 s: the last entries go first, a few at a time.
    for cut in range(len(log) - FREE_STEP, 0, -FREE_STEP):
        del log[cut:]
        yield 0.99
    return state


class LaterEntryRefused(ActionRefused):
    """A strict fold found an entry that no longer holds (an undo before it took away its grounds)."""

    def __init__(self, seq: int, described: str | Text, reason: str | Text) -> None:
        super().__init__(f"entry {seq} ({described}): {reason}")
        self.seq, self.described, self.reason = seq, described, reason


def recheck_entry(state: EventState, entry: Entry) -> None:
    """Check a logged entry again on ``state``; LaterEntryRefused if it no longer holds."""
    try:
        ACTIONS[entry.kind].check(state, dict(entry.data))
    except ActionRefused as err:
        try:
            described = ACTIONS[entry.kind].describe(state, dict(entry.data))
        except (KeyError, TypeError, ValueError):
            table = entry.data.get("table")
            described = f"an action at table {table}" if isinstance(table, int) else "a later action"
        raise LaterEntryRefused(entry.seq, described, err.text) from None


def apply_entry(state: EventState, entry: Entry) -> None:
    action = ACTIONS[entry.kind]
    data = dict(entry.data)  # one copy of the entry's data per entry: the action may keep it
    run = data.get("run")
    table = table_of(state, data) if action.scope is Scope.TABLE else None
    timers = _hold_other_runs(state, entry, data, table)
    if table is not None and action.at_table:
        table.actions.append(entry.seq)
    action.apply(state, data, entry.seq)
    _index(state, entry, action, table, applied=True)
    if entry.seq == 1:
        state.event_hash = entry.hash
    for driven in timers:
        driven.clock_run, driven.clock_t = run, data["t"]
    track_running(state, table)
    if action.starts_timers:
        for seated in state.rounds[data["round"]].tables.values():
            track_running(state, seated)
            if seated.clock is not None and seated.clock_run is None:
                seated.clock_run = run
    state.seq = entry.seq
    state.last_t = max(state.last_t, data.get("t", 0))


def _index(state: EventState, entry: Entry, action: Action, table: Table | None, *, applied: bool) -> None:
    """Note the entry where a refold of one table on its own finds it (app.event.local_undo): an undo
    of an old entry then reads that table's entries, its round's and the event's, not the whole log."""
    if action.scope is Scope.EVENT:
        state.event_entries.append(entry.seq)
        return
    if action.scope is Scope.TABLE and table is not None and not (applied and action.at_table):
        table.others.append(entry.seq)  # an applied game action is in ``table.actions`` already
    if action.scope is Scope.ROUND or action.round_clock:
        rnd = state.rounds.get(entry.data.get("round"))  # type: ignore[arg-type]
        if rnd is not None:
            rnd.entries.append(entry.seq)


def _hold_other_runs(state: EventState, entry: Entry, data: dict[str, Any] | None = None,
                     table: Table | None = None) -> list[Table]:
    """Hold the timers this entry drives if another app run drove them last; return those tables.

    ``data`` and ``table``: the entry's data and table when the caller has them already (not looked up again).
    """
    action = ACTIONS[entry.kind]
    if not action.timers:
        return []
    if data is None:
        data = dict(entry.data)
        table = table_of(state, data) if action.scope is Scope.TABLE else None
    timers = timer_tables(state, action, data, table)
    run = data.get("run")
    for driven in timers:
        if driven.clock_run != run:
            _hold(driven)
    return timers


def track_running(state: EventState, table: Table | None) -> None:
    if table is None:
        return
    if table.started_at is not None and not table.finished:
        state.running.add((table.round, table.number))
    else:
        state.running.discard((table.round, table.number))


def hold_timers_of_other_runs(state: EventState, run: str | None, spare: str | None = None) -> None:
    """``spare``: a run whose timers wait for the moment its heartbeat gives (app.event.faults)."""
    for rnd, number in state.running:  # a finished table's timers are never held
        table = state.rounds[rnd].tables[number]
        if table.clock is not None and table.clock_run != run and (spare is None or table.clock_run != spare):
            _hold(table)


def _hold(table: Table) -> None:
    hold_at_last_entry(table)


def timer_tables(state: EventState, action: Action, data: dict[str, Any], table: Table | None) -> list[Table]:
    """The tables whose player timers the entry drives: its table, or every table still playing with
    timers in its round (a round pause)."""
    if not action.timers:
        return []
    if action.scope is Scope.ROUND:
        rnd = state.rounds.get(data.get("round"))  # type: ignore[arg-type]
        return [t for t in rnd.tables.values() if t.clock is not None and not t.finished] if rnd else []
    return [table] if table is not None and table.clock is not None else []


def table_of(state: EventState, data: dict[str, Any]) -> Table | None:
    rnd = state.rounds.get(data.get("round"))  # type: ignore[arg-type]
    return rnd.tables.get(data.get("table")) if rnd else None  # type: ignore[arg-type]


__all__ = ["ActionRefused", "LaterEntryRefused", "apply_entry", "fold"]
