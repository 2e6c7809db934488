"""Full garbage collections at the judge's quiet moment, right after a tap is painted, never inside one.

The interpreter starts a full (oldest-generation) collection whenever enough objects have outlived the
younger ones, on whichever thread allocates, in the middle of whatever runs, and every thread stops for
it. While the window serves a hall, the server's connections keep tens of thousands of objects alive
(80,000 tracked with 550 clients, next to 21,000 without) and a full pass walks them all: 12 to 65 ms,
landing inside a judge's tap now and then (``bench_hall_load``). So while an event is open the window
turns the automatic full passes off (the young generations are still collected as usual) and runs them
itself just after the judge's tap has been painted, when the judge is looking at the points and the next
tap is furthest away: at most every ``EVERY_S``, and after ``LATEST_S`` without a tap whenever the timer
fires, so garbage in cycles is still freed in a window nobody taps.

The pass runs on the Qt main thread, which the hall's device actions also wait for: one pass every
``EVERY_S`` delays the few that arrive during it, as an automatic pass did.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

EVERY_S = 10.0  # at most one full pass this often after taps
LATEST_S = 60.0  # ... and one at least this often, tap or none
NEVER = 1 << 30  # a threshold the count of younger passes never reaches

_holds = 0
_saved: tuple[int, int, int] | None = None


def hold() -> None:
    """Automatic full passes off (each hold is released once; the thresholds come back with the last)."""
    global _holds, _saved
    if _holds == 0:
        _saved = gc.get_threshold()
        gc.set_threshold(_saved[0], _saved[1], NEVER)
    _holds += 1


def release() -> None:
    global _holds, _saved
    if _holds == 0:
        return
    _holds -= 1
    if _holds == 0 and _saved is not None:
        gc.set_threshold(*_saved)
        _saved = None


class FullPasses:
    """When a full pass is due: ``now`` is monotonic seconds, passed in (tests drive it by hand)."""

    def __init__(self, now: float, every_s: float = EVERY_S, collect: Callable[[], object] = gc.collect) -> None:
        self.every_s = every_s
        self.collect = collect
        self.last = now  # the last full pass (or when the event opened)
        self.passes = 0

    def due(self, now: float) -> bool:
        return now - self.last >= self.every_s

    def run(self, now: float) -> None:
        self.collect()
        self.last = now
        self.passes += 1


class QuietCollector(QObject):
    """The window's full passes while an event is open: ``after_tap`` once a tap is painted."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clock = clock
        self.passes = FullPasses(clock())
        self.holding = False
        self._latest = QTimer(self)
        self._latest.setSingleShot(True)
        self._latest.setInterval(int(LATEST_S * 1000))
        self._latest.timeout.connect(self._anyway)
        # The pass runs on a zero timer, after whatever else waited for the same paint (the hall's
        # device actions, a benchmark's stopwatch): those are the tap's, the pass is not.
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(0)
        self._soon.timeout.connect(self._run_if_due)

    def start(self) -> None:
        if not self.holding:
            hold()
            self.holding = True
        self.passes.last = self.clock()
        self._latest.start()

    def stop(self) -> None:
        self._latest.stop()
        self._soon.stop()
        if self.holding:
            self.holding = False
            release()

    @property
    def pending(self) -> bool:
        """A pass is about to run (on the next turn of the event loop)."""
        return self._soon.isActive()

    def after_tap(self) -> None:
        if self.holding and self.passes.due(self.clock()):
            self._soon.start()

    def _run_if_due(self) -> None:
        now = self.clock()
        if self.holding and self.passes.due(now):
            self.passes.run(now)
            self._latest.start()

    def _anyway(self) -> None:
        if self.holding:
            self.passes.run(self.clock())
            self._latest.start()
