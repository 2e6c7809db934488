"""Noticing that the desk itself was not running: a stalled process, or a computer that slept.

Whoever runs the desk (the window's timer, the writer thread of ``tableside serve``) feeds the
detector a sample of both clocks at least once a second and before each action. A gap is:

* **late**: the monotonic clock moved more than ``limit_ms`` since the last sample; the desk was
  stopped (SIGSTOP, a debugger, a frozen loop) or slept on a system whose monotonic clock counts
  sleep (``SystemTime`` uses such a clock where there is one);
* **clock**: the wall clock moved more than ``limit_ms`` further than the monotonic one; a sleep
  the monotonic clock did not count (or the computer's clock was set; the desk cannot tell them
  apart, and holding the timers is safe for both).

The gap began at the previous sample: the last moment the desk knew. Pure: nothing here reads a clock.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

LIMIT_MS = 3_000  # a loop late by more than this is a gap; a busy desk answers well within it


@dataclass(frozen=True, slots=True)
class Gap:
    kind: Literal["late", "clock"]
    began_mono: int  # the monotonic reading of the last sample before the gap
    length_ms: int  # how long the desk was not running, as best known


class GapDetector:
    def __init__(self, limit_ms: int = LIMIT_MS) -> None:
        self.limit_ms = limit_ms
        self._last: tuple[int, int] | None = None  # (monotonic, wall) of the latest sample

    def sample(self, mono: int, wall: int) -> Gap | None:
        last, self._last = self._last, (mono, wall)
        if last is None:
            return None
        ran = mono - last[0]
        skipped = (wall - last[1]) - ran  # the wall clock's advance the monotonic clock did not see
        if ran > self.limit_ms:
            return Gap("late", last[0], ran + max(0, skipped))
        if skipped > self.limit_ms:
            return Gap("clock", last[0], ran + skipped)
        return None

    def forget(self) -> None:
        """Start afresh (nothing was expected of the desk meanwhile)."""
        self._last = None
