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

**What survives a pass is frozen** (``gc.freeze``), so the next pass walks only what was made since. A
live player's page costs the server about 146 tracked objects (its connection, the ASGI coroutines of
its stream, their contexts and closures): at 2,000 pages a full pass walked 290,000 of them, 127-157 ms
each with every thread stopped (a standalone measure, quiet machine; 138-215 ms in bench_hall_load), and
every device action that arrived meanwhile waited for it. Frozen, they cost a pass nothing while they
live. What dies frozen is freed all the same when nothing refers to it; only garbage in cycles stays
(a closed connection leaves one of 6 objects, its transport and socket wrapper) until the frozen heap
is **thawed**: given back to the collector, collected and frozen again. That walks everything, so it is
rare: once the passes have frozen as many objects as lived through the last thaw (at least
``THAW_MIN``, about 7,000 new connections: the garbage held is at most what the passes froze since,
about 10 MiB of closed connections' cycles), and at least every ``THAW_S``. The window's own moments
thaw too (a new round's cards, ``EventView``; closing the event). The first pass after the pages
connect walks them once; a pass after it is 0.03 ms at 2,000 pages, idle.

**A crowd arriving is frozen as it comes, without a walk.** Two thousand phones connecting between two
taps left the next pass after a tap to walk all their objects at once (150 ms in bench_hall_load, every
device action under way held), and walking them in slices as they came still put a pass of 11-26 ms
wherever the watch happened to fire, inside a judge's tap now and then (four of the five slowest taps
under load, 2026-11-25). So every ``WATCH_S`` the window counts what lived through the young passes
since the last full one (``gc.get_objects(2)``: the unfrozen oldest generation only, about 0.3 ms for
10,000) and once that is ``GROWN`` it collects the young generations only and freezes the rest
(``FullPasses.freeze_if_grown``; bench_hall_gc: 500 pages arriving at once, 0.9 ms): what got that old
has lived through two young passes and is, in a server, a live connection or the event's state. What
of it later dies in a cycle waits for the next thaw, as a frozen page's connection does; the thaw's
rule counts it among what the passes froze.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

EVERY_S = 10.0  # at most one full pass this often after taps
LATEST_S = 60.0  # ... and one at least this often, tap or none
THAW_S = 600.0  # the frozen heap is given back to a pass at least this often (garbage in cycles is freed) ...
THAW_MIN = 1_000_000  # ... and once the passes froze as many objects as lived through the last thaw, or this many
NEVER = 1 << 30  # a threshold the count of younger passes never reaches
WATCH_S = 1.0  # how often the window looks at what has grown old since the last full pass ...
GROWN = 10_000  # ... and freezes them at once when this many objects (about 70 players' pages) are waiting

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


def survivors() -> int:
    """Objects the collector tracks and has not frozen: right after a full pass, what it is about to freeze
    (a list of them made and dropped: the cost of the pass's own walk; ``gc.get_freeze_count`` walks every
    frozen object instead, 35 ms at 2,000 pages)."""
    return len(gc.get_objects(2)) + len(gc.get_objects(1)) + len(gc.get_objects(0))


def grown_old() -> int:
    """Objects in the oldest generation that no pass has frozen yet: what the next pass will walk."""
    return len(gc.get_objects(2))


class FullPasses:
    """When a full pass is due, and what it walks: ``now`` is monotonic seconds, passed in (tests drive it by
    hand, with their own ``collect``, ``freeze``, ``unfreeze`` and ``survivors``)."""

    def __init__(
        self,
        now: float,
        every_s: float = EVERY_S,
        collect: Callable[[], object] = gc.collect,
        freeze: Callable[[], None] = gc.freeze,
        unfreeze: Callable[[], None] = gc.unfreeze,
        survivors: Callable[[], int] = survivors,
        thaw_s: float = THAW_S,
        waiting: Callable[[], int] = grown_old,
        collect_young: Callable[[], object] = lambda: gc.collect(1),
    ) -> None:
        self.every_s = every_s
        self.collect = collect
        self.freeze = freeze
        self.unfreeze = unfreeze
        self.survivors = survivors
        self.waiting = waiting
        self.collect_young = collect_young
        self.thaw_s = thaw_s
        self.last = now  # the last full pass (or when the event opened)
        self.passes = 0
        self.thawed_at = now  # the last thaw (or when the event opened) ...
        self.alive: int | None = None  # ... how many objects lived through it (None: not known yet) ...
        self.frozen_since = 0  # ... and how many the passes have frozen since
        self.thaws = 0
        self.grown_frozen = 0  # how many times ``freeze_if_grown`` froze

    def due(self, now: float) -> bool:
        return now - self.last >= self.every_s

    def thaw_due(self, now: float) -> bool:
        if self.alive is None:  # the first pass since the event opened tells how many live
            return False
        return now - self.thawed_at >= self.thaw_s or self.frozen_since >= max(self.alive, THAW_MIN)

    def run(self, now: float) -> None:
        """A pass over what is not frozen (or, when a thaw is due, over everything), then freeze what lived."""
        thaw = self.thaw_due(now)
        if thaw:
            self.unfreeze()
        self.collect()
        lived = self.survivors()
        self.freeze()
        self.last = now
        self.passes += 1
        if thaw:
            self.thawed_at, self.alive, self.frozen_since = now, lived, 0
            self.thaws += 1
        elif self.alive is None:  # (what opening froze, not counted: as much again or more)
            self.alive = lived
        else:
            self.frozen_since += lived

    def freeze_if_grown(self) -> bool:
        """Once ``GROWN`` objects have grown old since the last pass, freeze them without walking them: the
        young generations collected (a few hundred objects), then everything tracked frozen. The count is
        the one walk (a list of them made and dropped, 0.3 ms for 10,000). It is not a full pass (``last``
        stays): the next one after a tap is still due at its time, and walks what is made meanwhile."""
        grown = self.waiting()
        if grown < GROWN:
            return False
        self.collect_young()
        self.freeze()
        self.frozen_since += grown
        self.grown_frozen += 1
        return True

    def restart(self, now: float) -> None:
        """The event opened (its state frozen by the controller): the clocks start again."""
        self.last = self.thawed_at = now
        self.alive, self.frozen_since = None, 0


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
        self._watch = QTimer(self)
        self._watch.setInterval(int(WATCH_S * 1000))
        self._watch.timeout.connect(self._freeze_if_grown)

    def start(self) -> None:
        if not self.holding:
            hold()
            self.holding = True
        self.passes.restart(self.clock())
        self._latest.start()
        self._watch.start()

    def stop(self) -> None:
        self._latest.stop()
        self._watch.stop()
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

    def _freeze_if_grown(self) -> None:
        if self.holding:
            self.passes.freeze_if_grown()

    def _anyway(self) -> None:
        if self.holding:
            self.passes.run(self.clock())
            self._latest.start()
