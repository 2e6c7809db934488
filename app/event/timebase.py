"""Event time: what every clock in the event is measured in.

Event time is milliseconds on the wall clock as read once when the app opened the event, carried
forward by the monotonic clock. So a wall-clock jump while the app runs changes no clock, and after a
restart the round clock, whose end is a stored moment, shows the time that really remains. It never
runs backwards past the last entry in the log.
"""

from __future__ import annotations

import datetime
import time
from typing import Protocol


class TimeSource(Protocol):
    def monotonic_ms(self) -> int: ...

    def wall_ms(self) -> int:
        """Milliseconds since the Unix epoch, UTC."""
        ...


# A monotonic clock that also counts a suspend, where the system has one (Linux): across a closed lid
# event time then keeps up with the hall, so the round clock does not run long and a later restart
# takes nothing off at once. Elsewhere a suspend shows as the wall clock jumping (app.event.gap).
_AWAKE_OR_ASLEEP = getattr(time, "CLOCK_BOOTTIME", None)


class SystemTime:
    def monotonic_ms(self) -> int:
        if _AWAKE_OR_ASLEEP is not None:
            return time.clock_gettime_ns(_AWAKE_OR_ASLEEP) // 1_000_000
        return time.monotonic_ns() // 1_000_000

    def wall_ms(self) -> int:
        return time.time_ns() // 1_000_000


class FakeTime:
    """A hand-driven time source for tests: nothing moves until the test says so."""

    def __init__(self, wall_ms: int = 1_795_000_000_000, monotonic_ms: int = 10_000) -> None:
        self.mono = monotonic_ms
        self.wall = wall_ms

    def monotonic_ms(self) -> int:
        return self.mono

    def wall_ms(self) -> int:
        return self.wall

    def advance(self, ms: int) -> None:
        self.mono += ms
        self.wall += ms


class EventClock:
    def __init__(self, source: TimeSource, not_before: int = 0) -> None:
        self.source = source
        self._mono0 = source.monotonic_ms()
        self._base = max(source.wall_ms(), not_before)

    def now(self) -> int:
        return self._base + (self.source.monotonic_ms() - self._mono0)

    def wall_iso(self) -> str:
        return iso_utc(self.source.wall_ms())

    def event_to_wall_ms(self, t: int) -> int:
        """The wall-clock moment an event time stands for, for display ("round ends at 15:40")."""
        return t - self.now() + self.source.wall_ms()


def iso_utc(ms: int) -> str:
    moment = datetime.datetime.fromtimestamp(ms / 1000, tz=datetime.UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
