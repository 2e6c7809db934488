"""The writer's side of publishing: build the views a commit's ``Change`` touched (architecture.md, "The
one seam"), encode each once and hand the bytes to the hub in ONE ``call_soon_threadsafe`` (each hand-over
wakes the loop and makes the writer wait for the GIL again).

The standings (ranking every player: tens of ms in a big event) are never rebuilt inside a table's
publish, which runs between a device's commit and its answer: a change that moved points marks them
stale, and the owner publishes them after the answer, at most every ``STANDINGS_EVERY_S``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from ..event.changes import Change, TableKey
from ..event.page_view import (
    Ratings,
    hall_parts,
    round_ratings,
    standings_rows,
    standings_rows_in_steps,
    table_numbers,
    table_view,
)
from ..event.round_end import next_stage_moment, shows_round_end
from ..event.state import EventState, Takeover
from ..replication.wire import status_to_wire
from ..steps import Steps
from .hub import Hub, encode

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
        self.next_change: dict[TableKey, int] = {}  # (round, table) -> when its view next changes by itself
        self.published = 0
        self.build_ms = 0.0  # how long the last build took (for the load benchmark)
        self._status_seq = -1

    def publish(self, state: EventState, now: int, change: Change | None = None, *, ratings: Ratings,
                standings: bool = False) -> None:
        """Build the views ``change`` touched and hand them over; ``change`` None: every view (serving
        starts, another event opens). ``ratings``: the session's memo (``EventSession.ratings_before``),
        so a publish never ranks the rounds before again; ``standings``: the paced standings now
        (``standings_due``, with the tables ``due`` names)."""
        news: tuple[bytes, int] | None = None
        if state.seq != self._status_seq:  # every commit, whatever it touched
            self._status_seq = state.seq
            news = (encode(status(state)), state.epoch)
        rnd = state.current_round
        whole = change is None or change.structure
        tables = None if change is None or change.structure else change.in_round(rnd.number if rnd else None)
        hall_touched = whole or standings or (change is not None and change.players_page)
        if not hall_touched and tables and rnd is not None:
            # A table in its last-turn phase: a decision (the next turn) may end it, and the players' page says so.
            hall_touched = any(shows_round_end(state, rnd.tables[n], now) for n in tables if n in rnd.tables)
        if not whole and not tables and not hall_touched:
            if news is not None:
                self.handover(self.hub.take, None, {}, state.seq, False, news)
            return
        started = time.perf_counter()
        given = round_ratings(state, ratings)  # once per publish, for every view built
        views: dict[str, bytes] = {}
        hall: dict[str, bytes] | None = None
        if hall_touched:
            # The live tables go out at once; the standings only when asked (every view, or ``due``
            # after the pacing), and pages keep the rows they have meanwhile.
            rows = None
            if whole or standings:
                rows = standings_rows(state)
                self._standings_at = self.clock()
                self._standings_seq = state.seq
                self.standings_stale = False
            elif change is not None and change.standings:
                self.standings_stale = True  # (a round clock's move, a pause, leaves the ranking as it was)
            parts = hall_parts(state, now, standings=rows, tables=tables, ratings=given)
            hall = {k: encode(v) for k, v in parts.items()}
        seated = table_numbers(state)  # (while a check-in is open: the tables of the round before)
        # An announcement goes up on every table's device too, though it names no table.
        every = tables is None or (change is not None and change.announcements)
        numbers = seated if every else [n for n in seated if n in tables]  # type: ignore[operator]
        if tables is None:
            self.next_change = {}
        for number in numbers:
            views[f"table:{number}"] = encode(table_view(state, number, now, given))
            table = rnd.tables.get(number) if rnd is not None else None  # (None: a check-in's view)
            moment = table.clock.next_change(max(now, table.clock.latest or now)) \
                if table is not None and table.clock is not None and not table.finished else None
            # The round's end at the table: its time up, a capped phase's end (each shows on its own).
            stage = next_stage_moment(state, table, now) if table is not None else None
            moment = min((m for m in (moment, stage) if m is not None), default=None)
            key = (rnd.number if rnd is not None else 0, number)
            if moment is None:
                self.next_change.pop(key, None)
            else:
                self.next_change[key] = moment
        self.build_ms = (time.perf_counter() - started) * 1000
        self.published += 1
        if hall is not None or views or tables is None or news is not None:
            self.handover(self.hub.take, hall, views, state.seq, tables is None, news)

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

    def due(self, now: int) -> Change:
        """The tables whose views changed by themselves by ``now`` (an auxiliary countdown ended, a vote
        closed), as a ``Change`` like a commit's: the owner's wake-up publishes it with no entry written."""
        return Change(tables=frozenset(key for key, moment in self.next_change.items() if moment <= now))

    def next_moment(self) -> int | None:
        return min(self.next_change.values(), default=None)


def status(state: EventState) -> dict[str, Any]:
    """``GET /api/status`` without its "now": the event's identity (the hash of entry 1), its epoch, the
    head, the station serving it (None: the server that made it) and every station that joined."""
    return status_to_wire(state.event_hash, state.epoch, state.seq, state.serving,
                          [(s.id, s.name, s.url) for s in state.stations.values()], retired_stations(state))


def retired_stations(state: EventState) -> list[str]:
    """The stations that cannot take the event over from this server (the fence does not ask them): those
    revoked, and those whose last act is a takeover at an older epoch (a holder since superseded; joining
    again, to follow, makes it a station that could take over again)."""
    last_takeover: dict[str, Takeover] = {t.station: t for t in state.takeovers}
    retired = []
    for station in state.stations.values():
        took = last_takeover.get(station.id)
        joined = max(station.joined_seq, station.last_joined_seq)
        if not station.active or (took is not None and took.seq > joined and took.epoch < state.epoch):
            retired.append(station.id)
    return retired
