"""The round clock: one countdown for the whole event, with per-table extensions.

The state keeps the moments the clock ran (start, each pause, each resume), never a counted-down
remainder, so the end of every table is an exact moment of event time that survives a restart as
long as the caller maps event time back to the wall clock. A table's round ends once the clock has
run for the round length plus that table's extension; every player still in at that table then
leaves together at that exact moment.

Decided here: an extension is in whole minutes, added to any earlier one, and refused once that
table's round has already ended (its players left at that moment; an extension cannot bring them
back). ``ends_at`` gives a moment once it is fixed: while the clock runs, or for a table whose end
was reached before a pause; otherwise None.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass, replace
from typing import Literal, TypeVar

from ..text import QT_TRANSLATE_NOOP
from .clock_text import next_reading_change
from .errors import ClockRefused, refused

Table = Hashable
AnyTable = TypeVar("AnyTable", bound=Hashable)
RoundState = Literal["not started", "running", "paused"]


@dataclass(frozen=True, slots=True)
class RoundClock:
    length_ms: int
    # Each stretch the clock ran, as (from, to); ``to`` is None for the stretch running now.
    runs: tuple[tuple[int, int | None], ...] = ()
    extensions: tuple[tuple[Table, int], ...] = ()  # (table, extra ms), one entry per table
    latest: int | None = None

    @classmethod
    def create(cls, length_ms: int) -> RoundClock:
        if isinstance(length_ms, bool) or not isinstance(length_ms, int) or length_ms <= 0:
            raise refused(QT_TRANSLATE_NOOP("messages", "a round must last longer than 0 ms, got {length}"),
                          length=repr(length_ms))
        return cls(length_ms)

    @property
    def state(self) -> RoundState:
        if not self.runs:
            return "not started"
        return "running" if self.runs[-1][1] is None else "paused"

    # ------------------------------------------------------------------------------------------
    # Actions

    def start(self, t: int) -> RoundClock:
        self._check_time(t)
        if self.runs:
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "the round clock has already started"))
        return replace(self, runs=((t, None),), latest=t)

    def pause(self, t: int) -> RoundClock:
        self._check_time(t)
        if self.state != "running":
            raise refused(QT_TRANSLATE_NOOP("messages", "the round clock is not running (it is {state})"),
                          state=self.state)
        begun = self.runs[-1][0]
        return replace(self, runs=self.runs[:-1] + ((begun, t),), latest=t)

    def resume(self, t: int) -> RoundClock:
        self._check_time(t)
        if self.state != "paused":
            raise refused(QT_TRANSLATE_NOOP("messages", "the round clock is not paused (it is {state})"),
                          state=self.state)
        return replace(self, runs=self.runs + ((t, None),), latest=t)

    def extend(self, table: Table, minutes: int, t: int) -> RoundClock:
        self._check_time(t)
        if isinstance(minutes, bool) or not isinstance(minutes, int):
            raise refused(QT_TRANSLATE_NOOP("messages", "an extension is a whole number of minutes, got {minutes}"),
                          minutes=repr(minutes))
        if minutes <= 0:
            raise refused(QT_TRANSLATE_NOOP("messages", "an extension must be at least 1 minute, got {minutes}"),
                          minutes=str(minutes))
        ended = self._end_of(table)
        if ended is not None and ended <= t:
            raise refused(QT_TRANSLATE_NOOP("messages", "the round at table {table} already ended; its players have "
                                                        "left"), table=str(table))
        extra = self.extension_ms(table) + minutes * 60_000
        others = tuple(entry for entry in self.extensions if entry[0] != table)
        return replace(self, extensions=others + ((table, extra),), latest=t)

    def reopen(self, table: Table, minutes: int, t: int) -> RoundClock:
        """Give a table whose round ended at t more time after all (the judge undid its round end).

        Unlike ``extend`` this is allowed at the very moment the table's round ended: its leave is
        being taken back, so the table plays on until its new end.
        """
        self._check_time(t)
        if isinstance(minutes, bool) or not isinstance(minutes, int) or minutes <= 0:
            raise refused(QT_TRANSLATE_NOOP("messages", "an extension must be a whole number of minutes, at least 1, "
                                                        "got {minutes}"), minutes=repr(minutes))
        extra = self.extension_ms(table) + minutes * 60_000
        others = tuple(entry for entry in self.extensions if entry[0] != table)
        return replace(self, extensions=others + ((table, extra),), latest=t)

    # ------------------------------------------------------------------------------------------
    # Queries

    def ran_ms(self, t: int) -> int:
        """How long the clock has run (pauses left out) from its start up to t."""
        self._check_time(t)
        return self._ran(t)

    def extension_ms(self, table: Table) -> int:
        for name, extra in self.extensions:
            if name == table:
                return extra
        return 0

    def remaining_ms(self, t: int, table: Table | None = None) -> int:
        """Time left on the round (for ``table``: with its extension); 0 once over."""
        self._check_time(t)
        return max(0, self._length(table) - self._ran(t))

    def ran_between(self, since: int, until: int) -> int:
        """How long the clock ran between two moments: the play time of a table that started at
        ``since``, without the round's pauses (a game without player timers has no other clock)."""
        total = 0
        for begun, stopped in self.runs:
            end = until if stopped is None else min(stopped, until)
            total += max(0, end - max(begun, since))
        return total

    def ends_at(self, table: Table | None = None) -> int | None:
        return self._end_of(table)

    def ends_after(self, table: Table, extra_ms: int) -> int | None:
        """The moment the clock has run the table's length and ``extra_ms`` more (a capped last-turn
        phase: round time, so a round pause stops it too), once that moment is fixed."""
        return self._end_of(table, extra_ms)

    def remaining_after_ms(self, t: int, table: Table, extra_ms: int) -> int:
        """Time left until ``ends_after(table, extra_ms)``; 0 once there."""
        self._check_time(t)
        return max(0, self._length(table) + extra_ms - self._ran(t))

    def expired_tables(self, tables: Iterable[AnyTable], t: int) -> list[tuple[AnyTable, int]]:
        """(table, the moment its round ended) for each table whose round has ended by t, earliest first."""
        self._check_time(t)
        ended: list[tuple[AnyTable, int]] = []
        for table in tables:
            moment = self._end_of(table)
            if moment is not None and moment <= t:
                ended.append((table, moment))
        return sorted(ended, key=lambda entry: entry[1])  # stable: same-moment tables keep their order

    def next_change(self, t: int) -> int | None:
        """The next moment after t at which some table's round ends (with or without extension)."""
        self._check_time(t)
        if self.state != "running":
            return None
        ends = [self._end_of(None)] + [self._end_of(table) for table, _ in self.extensions]
        return min((end for end in ends if end is not None and end > t), default=None)

    def next_display_tick(self, t: int, table: Table | None = None, resolution_ms: int = 1000) -> int | None:
        self._check_time(t)
        if self.state != "running":
            return None
        tick = next_reading_change(self.remaining_ms(t, table), t, resolution_ms)
        change = self.next_change(t)
        return min((m for m in (tick, change) if m is not None), default=None)

    # ------------------------------------------------------------------------------------------
    # Inner workings

    def _check_time(self, t: int) -> None:
        if self.latest is not None and t < self.latest:
            raise ValueError(f"time went backwards: {t} is before the latest action at {self.latest}")

    def _length(self, table: Table | None) -> int:
        return self.length_ms + (0 if table is None else self.extension_ms(table))

    def _ran(self, t: int) -> int:
        """How long the clock has run up to t."""
        total = 0
        for begun, stopped in self.runs:
            end = t if stopped is None else min(stopped, t)
            total += max(0, end - begun)
        return total

    def _end_of(self, table: Table | None, extra_ms: int = 0) -> int | None:
        """The moment the clock has run the table's full length, if that moment is fixed yet."""
        target = self._length(table) + extra_ms
        ran = 0
        for begun, stopped in self.runs:
            if stopped is None or ran + (stopped - begun) >= target:
                return begun + (target - ran)
            ran += stopped - begun
        return None
