"""The writer's side of publishing: build the views a change touched, hand the bytes to the loop.

Runs on the writer (the only thread that may read the session's state). ``scope`` says which
channels the new entries touch: a table's own actions touch that table's view (and the players'
page only when someone left or the round clock moved); anything else (seating, a new round, an
undo, names) rebuilds every view. ``publish`` builds those views, encodes each once and passes the
bytes to the hub with ``call_soon_threadsafe``. It also remembers when each table's view next
changes on its own (an auxiliary countdown ending, a vote closing), so the owner of the session
calls ``due_tables`` from its wake-ups and publishes those tables again at that moment.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from app.event.state import EventState
from app.eventlog.entry import Entry
from app.hall.hub import Hub
from app.hall.views import encode, hall_view, table_numbers, table_view

# Kinds that change one table's view and not the players' page (clock readings are not on it).
_TABLE_ONLY = {f"clock.{k}" for k in ("decision", "done", "auction", "pause", "vote", "resume", "adjust", "release")}
_TABLE_AND_HALL = {"player.out", "round.extend"}
_NEITHER = {"device.pair", "device.revoke"}


@dataclass(frozen=True, slots=True)
class Scope:
    tables: frozenset[int] | None  # None: every table
    hall: bool

    @property
    def empty(self) -> bool:
        return self.tables is not None and not self.tables and not self.hall


EVERYTHING = Scope(None, True)
NOTHING = Scope(frozenset(), False)


def scope(state: EventState, entries: Iterable[Entry]) -> Scope:
    """The channels these new entries change (the state already has them folded in)."""
    current = state.current_round.number if state.current_round is not None else None
    tables: set[int] = set()
    hall = False
    for entry in entries:
        kind, data = entry.kind, entry.data
        if kind in _NEITHER:
            continue
        if kind in _TABLE_ONLY or kind in _TABLE_AND_HALL:
            if data.get("round") == current and isinstance(data.get("table"), int):
                tables.add(data["table"])
            hall = hall or kind in _TABLE_AND_HALL
            continue
        return EVERYTHING  # seating, rounds, undo, players, the event itself
    return Scope(frozenset(tables), hall)


class Publisher:
    def __init__(self, hub: Hub, handover: Callable[..., object]) -> None:
        self.hub = hub
        self.handover = handover
        self.next_change: dict[int, int] = {}  # table -> when its view next changes by itself
        self.published = 0
        self.build_ms = 0.0  # how long the last build took (for the load benchmark)

    def publish(self, state: EventState, now: int, what: Scope = EVERYTHING) -> None:
        if what.empty:
            return
        started = time.perf_counter()
        views: dict[str, bytes] = {}
        if what.hall:
            views["hall"] = encode(hall_view(state, now))
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
        self.handover(self.hub.publish, views, state.seq, what.tables is None)

    def due_tables(self, now: int) -> frozenset[int]:
        return frozenset(n for n, moment in self.next_change.items() if moment <= now)

    def next_moment(self) -> int | None:
        return min(self.next_change.values(), default=None)
