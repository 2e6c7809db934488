"""The writer's side of publishing: build the views a change touched, hand the bytes to the loop.

Runs on the writer (the only thread that may read the session's state). ``scope`` says which
channels the new entries touch: a table's own actions touch that table's view (and the players'
page only when someone left or the round clock moved); anything else (seating, a new round, an
undo, names) rebuilds every view. ``publish`` builds those views, encodes each once and passes the
bytes to the hub in ONE ``call_soon_threadsafe`` (each hand-over wakes the loop and makes the writer
wait for the GIL again). It also remembers when each table's view next changes on its own (an
auxiliary countdown ending, a vote closing), so the owner of the session calls ``due`` from its
wake-ups and publishes those tables again at that moment.

The standings (ranking every player: tens of ms in a big event) are never rebuilt inside a table's
publish: that publish runs between a device's commit and its answer, or right after a judge's click.
It marks them stale; ``due`` asks for them once ``STANDINGS_EVERY_S`` has passed since the last
build, and the owner publishes that after the answer (``standings_in`` says when). A window builds
them a step per turn of its event loop instead (``standings_in_steps``), so a judge's tap never waits
for the whole ranking.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ..event.actions import ACTIONS, UNDO
from ..event.actions.base import Scope as ActionScope
from ..event.state import EventState
from ..eventlog.entry import Entry
from ..steps import Steps
from .hub import Hub
from .views import encode, hall_parts, standings_rows, standings_rows_in_steps, status, table_numbers, table_view


@dataclass(frozen=True, slots=True)
class Scope:
    tables: frozenset[int] | None  # None: every table
    hall: bool
    standings: bool = False  # rebuild the standings too (always with every table)

    @property
    def empty(self) -> bool:
        return self.tables is not None and not self.tables and not self.hall

    def __or__(self, other: Scope) -> Scope:
        tables = None if self.tables is None or other.tables is None else self.tables | other.tables
        return Scope(tables, self.hall or other.hall, self.standings or other.standings)


EVERYTHING = Scope(None, True)
NOTHING = Scope(frozenset(), False)


def scope(state: EventState, entries: Iterable[Entry]) -> Scope:
    """The channels these new entries change (the state already has them folded in), from each
    action's own flags: a table's action touches that table's view, and the players' page when it
    moves points or the round clock; whatever changes what exists (or an undo) touches everything."""
    current = state.current_round.number if state.current_round is not None else None
    tables: set[int] = set()
    hall = False
    for entry in entries:
        action = ACTIONS.get(entry.kind)
        if action is None or action.structure or entry.kind == UNDO:
            return EVERYTHING
        if action.scope is ActionScope.TABLE:
            data = entry.data
            if data.get("round") == current and isinstance(data.get("table"), int):
                tables.add(data["table"])
            hall = hall or action.standings or action.round_clock
        elif action.timers or action.round_clock or action.standings or action.scope is not ActionScope.EVENT:
            return EVERYTHING  # a round paused or resumed stops every table's clocks, and the like
    return Scope(frozenset(tables), hall)


STANDINGS_EVERY_S = 2.0  # the standings (the page's costly part) are rebuilt at most this often


class Publisher:
    def __init__(self, hub: Hub, handover: Callable[..., object],
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.hub = hub
        self.handover = handover
        self.clock = clock  # paces the standings' rebuilds (CPU, not event time)
        self._standings_at = float("-inf")
        self._standings_seq = -1  # the entry the standings last handed over stand at
        self.standings_stale = False
        self.next_change: dict[int, int] = {}  # table -> when its view next changes by itself
        self.published = 0
        self.build_ms = 0.0  # how long the last build took (for the load benchmark)
        self._status_seq = -1

    def publish(self, state: EventState, now: int, what: Scope = EVERYTHING) -> None:
        news: tuple[bytes, int] | None = None
        if state.seq != self._status_seq:  # every commit, whatever it touched
            self._status_seq = state.seq
            news = (encode(status(state)), state.epoch)
        if what.empty:
            if news is not None:
                self.handover(self.hub.take, None, {}, state.seq, False, news)
            return
        started = time.perf_counter()
        views: dict[str, bytes] = {}
        hall: dict[str, bytes] | None = None
        if what.hall or what.standings:
            # The live tables go out at once; the standings only when asked (every table, or ``due``
            # after the pacing), and pages keep the rows they have meanwhile.
            standings = None
            if what.tables is None or what.standings:
                standings = standings_rows(state)
                self._standings_at = self.clock()
                self._standings_seq = state.seq
                self.standings_stale = False
            else:
                self.standings_stale = True
            parts = hall_parts(state, now, standings=standings, tables=what.tables)
            hall = {k: encode(v) for k, v in parts.items()}
        seated = table_numbers(state)
        numbers = seated if what.tables is None else [n for n in seated if n in what.tables]
        if what.tables is None:
            self.next_change = {}
        rnd = state.current_round
        for number in numbers:
            views[f"table:{number}"] = encode(table_view(state, number, now))
            table = rnd.tables[number] if rnd is not None else None
            change = table.clock.next_change(max(now, table.clock.latest or now)) \
                if table is not None and table.clock is not None and not table.finished else None
            if change is None:
                self.next_change.pop(number, None)
            else:
                self.next_change[number] = change
        self.build_ms = (time.perf_counter() - started) * 1000
        self.published += 1
        if hall is not None or views or what.tables is None or news is not None:
            self.handover(self.hub.take, hall, views, state.seq, what.tables is None, news)

    def standings_in_steps(self, state: EventState) -> Steps[None]:
        """The paced standings (``due``'s), built a step at a time (``app.steps``) and handed over at the
        end: a window runs one step per turn of its event loop, so a judge's tap waits for a step (a
        millisecond at most), never for the whole build. Entries committed meanwhile mark them stale
        again, for the next build."""
        self._standings_at = self.clock()
        self.standings_stale = False
        rows = yield from standings_rows_in_steps(state)
        if state.seq < self._standings_seq:
            return  # a whole publish built newer ones meanwhile (a new round, an undo)
        self._standings_seq = state.seq
        self.handover(self.hub.take, {"standings": encode(rows)}, {}, state.seq, False, None)

    def standings_due(self) -> bool:
        return self.standings_stale and self.clock() - self._standings_at >= STANDINGS_EVERY_S

    def standings_in(self) -> float | None:
        """Seconds until the stale standings may be rebuilt (0: now), None when they are not stale."""
        if not self.standings_stale:
            return None
        return max(0.0, STANDINGS_EVERY_S - (self.clock() - self._standings_at))

    def due(self, now: int) -> Scope:
        """What to publish again with no entry written: tables whose clocks changed, late standings."""
        late = self.standings_due()
        return Scope(self.due_tables(now), late, late)

    def due_tables(self, now: int) -> frozenset[int]:
        return frozenset(n for n, moment in self.next_change.items() if moment <= now)

    def next_moment(self) -> int | None:
        return min(self.next_change.values(), default=None)
