"""Full garbage collections after the judge's tap is painted, never inside it (ui.quiet_collector)."""

from __future__ import annotations

import gc

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QTimer

from tableside.ui import quiet_collector
from tableside.ui.quiet_collector import EVERY_S, GROWN, NEVER, THAW_MIN, THAW_S, WATCH_S, FullPasses, QuietCollector
from tests.ui.helpers import card, click, event_window


@pytest.fixture
def full_passes():
    """The generation-2 collections the interpreter runs, as they start."""
    seen: list[str] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start" and info["generation"] == 2:
            seen.append("full pass")

    gc.callbacks.append(note)
    yield seen
    gc.callbacks.remove(note)


@given(st.lists(st.floats(min_value=0, max_value=3 * EVERY_S), max_size=20))
def test_a_pass_is_due_only_once_every_s_has_passed_since_the_last(steps: list[float]) -> None:
    collected: list[float] = []
    passes, now = (
        FullPasses(
            0.0, collect=lambda: collected.append(now), freeze=lambda: None, unfreeze=lambda: None, survivors=lambda: 1
        ),
        0.0,
    )
    for step in steps:
        now += step
        due = passes.due(now)
        assert due == (now - passes.last >= EVERY_S)
        if due:
            passes.run(now)
            assert passes.last == now and not passes.due(now) and collected[-1] == now
    assert passes.passes == len(collected) <= now // EVERY_S


class Heap:
    """The collector's heap as the passes see it: objects tracked, frozen, garbage (no real collection)."""

    def __init__(self, frozen: int) -> None:
        self.young, self.frozen, self.garbage, self.garbage_frozen = 0, frozen, 0, 0
        self.walked: list[int] = []

    def collect(self) -> None:
        self.walked.append(self.young)
        self.young -= self.garbage
        self.garbage = 0

    def freeze(self) -> None:
        self.frozen, self.young = self.frozen + self.young, 0

    def unfreeze(self) -> None:
        self.young, self.frozen = self.young + self.frozen, 0
        self.garbage, self.garbage_frozen = self.garbage + self.garbage_frozen, 0

    def passes(self, now: float) -> FullPasses:
        return FullPasses(
            now, collect=self.collect, freeze=self.freeze, unfreeze=self.unfreeze, survivors=lambda: self.young
        )


def test_a_pass_walks_only_what_was_made_since_the_last_and_freezes_what_lived() -> None:
    heap = Heap(frozen=40_000)  # the event's state, frozen when it opened
    passes = heap.passes(0.0)
    heap.young = 30_000  # pages connecting
    passes.run(EVERY_S)
    heap.young = 500
    passes.run(2 * EVERY_S)
    assert heap.walked == [30_000, 500] and heap.frozen == 70_500
    assert passes.thaws == 0 and passes.alive == 30_000 and passes.frozen_since == 500


def test_the_frozen_heap_is_thawed_once_the_passes_froze_as_much_as_lived_and_its_garbage_freed() -> None:
    heap = Heap(frozen=40_000)
    passes = heap.passes(0.0)
    heap.young = 1_000
    passes.run(EVERY_S)  # the first pass: 1,000 lived (what opening froze is not counted)
    heap.young = THAW_MIN  # 7,000 pages' connections, say
    passes.run(2 * EVERY_S)
    assert passes.thaws == 0 and heap.frozen == 41_000 + THAW_MIN and passes.thaw_due(2 * EVERY_S)
    heap.garbage_frozen = 30_000  # pages gone, their connections' cycles left among the frozen
    passes.run(3 * EVERY_S)  # everything walked once, the garbage freed, the rest frozen again
    assert passes.thaws == 1 and heap.walked[-1] == 41_000 + THAW_MIN and heap.frozen == 11_000 + THAW_MIN
    assert passes.alive == 11_000 + THAW_MIN and passes.frozen_since == 0 and not passes.thaw_due(3 * EVERY_S)
    heap.young = THAW_MIN  # as many again: below what lived through the thaw, no thaw yet
    passes.run(4 * EVERY_S)
    assert passes.thaws == 1 and not passes.thaw_due(4 * EVERY_S)
    heap.young = 11_000
    passes.run(5 * EVERY_S)
    assert passes.thaw_due(5 * EVERY_S)


def test_the_frozen_heap_is_thawed_at_least_every_thaw_s() -> None:
    heap = Heap(frozen=40_000)
    passes = heap.passes(0.0)
    now = 0.0
    while now + EVERY_S < THAW_S:
        now += EVERY_S
        passes.run(now)
    assert passes.thaws == 0
    passes.run(THAW_S)
    assert passes.thaws == 1 and passes.thawed_at == THAW_S


def test_holds_nest_and_the_last_release_gives_the_thresholds_back() -> None:
    before = gc.get_threshold()
    quiet_collector.hold()
    quiet_collector.hold()
    assert gc.get_threshold() == (before[0], before[1], NEVER)
    quiet_collector.release()
    assert gc.get_threshold()[2] == NEVER  # another window still holds them
    quiet_collector.release()
    quiet_collector.release()  # one too many changes nothing
    assert gc.get_threshold() == before


def test_an_open_event_has_no_automatic_full_pass_and_closing_gives_it_back(qtbot, clock, timers) -> None:
    before = gc.get_threshold()
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"]})
    assert gc.get_threshold() == (before[0], before[1], NEVER) and c.collector.holding
    c.close()
    assert gc.get_threshold() == before and not c.collector.holding


def test_the_full_pass_comes_once_the_tap_is_painted(qtbot, clock, timers, full_passes) -> None:
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"], 2: ["Dee", "Eve", "Fay"]})
    window.show()
    settled: list[bool] = []
    c.after_paint(lambda: settled.append(True))  # (after the paints the setup's actions asked for)
    qtbot.waitUntil(lambda: bool(settled), timeout=2_000)
    clock.advance(int(EVERY_S * 1000))
    order = full_passes
    order.clear()

    def tapped(change) -> None:
        order.append("tap handled")
        c.after_paint(lambda: order.append("tap painted"))

    c.changed.connect(tapped)

    def tap_and_time_it() -> None:  # from within the event loop, as a judge's tap is delivered
        click(qtbot, card(window, 1).rows[2].out_button)
        c.after_paint(lambda: order.append("stopwatch stopped"))  # asked after the tap, as bench_hall_load does

    QTimer.singleShot(0, tap_and_time_it)
    qtbot.waitUntil(lambda: "full pass" in order, timeout=2_000)
    assert order == ["tap handled", "tap painted", "stopwatch stopped", "full pass"]
    assert c.collector.passes.passes == 1
    # The next tap, a moment later: no pass (one every EVERY_S at most).
    order.clear()
    clock.advance(500)
    QTimer.singleShot(0, lambda: click(qtbot, card(window, 2).rows[2].out_button))
    qtbot.waitUntil(lambda: "tap painted" in order, timeout=2_000)
    assert order == ["tap handled", "tap painted"] and not c.collector.pending and c.collector.passes.passes == 1


def test_a_crowd_growing_old_is_frozen_as_it_arrives_without_a_walk(qtbot) -> None:
    """Pages connecting between two taps: once ``GROWN`` objects wait for a pass, the watch collects the
    young generations and freezes the rest at once, walking none of the old; below it, nothing runs."""
    waiting, walked, young = [0], [], []
    collector = QuietCollector(clock=lambda: 5.0)
    collector.passes = FullPasses(0.0, collect=lambda: walked.append(waiting[0]),
                                  freeze=lambda: waiting.__setitem__(0, 0), unfreeze=lambda: None,
                                  survivors=lambda: waiting[0], waiting=lambda: waiting[0],
                                  collect_young=lambda: young.append(waiting[0]))
    collector.start()
    try:
        assert collector._watch.isActive() and collector._watch.interval() == int(WATCH_S * 1000)
        for arrived in (GROWN // 2, GROWN // 2 - 1):  # fewer than GROWN waiting: the watch leaves them
            waiting[0] += arrived
            collector._watch.timeout.emit()
            assert young == [] and walked == []
        waiting[0] += 1
        collector._watch.timeout.emit()  # GROWN waiting: frozen, the old generation never walked
        assert young == [GROWN] and walked == [] and waiting[0] == 0
        assert collector.passes.grown_frozen == 1 and collector.passes.passes == 0
        assert collector.passes.frozen_since == GROWN and collector.passes.last == 5.0  # a tap's pass still due
        collector._watch.timeout.emit()
        assert young == [GROWN]
    finally:
        collector.stop()
    assert not collector._watch.isActive()


class Cycle:
    """A connection's leftover: two objects that refer to each other, freed only by a collection."""

    def __init__(self) -> None:
        self.me = self


def test_a_frozen_crowd_s_garbage_is_freed_by_the_next_thaw_with_the_real_collector() -> None:
    import weakref

    gc.collect()
    passes = FullPasses(0.0)
    gc.disable()  # (the interpreter's own passes would free it first: the test is about ours)
    try:
        crowd = [Cycle() for _ in range(GROWN)]
        gc.collect(1)  # lived through the young passes: in the oldest generation, as a page's objects
        assert passes.freeze_if_grown()
        gone = weakref.ref(crowd[0])
        assert gc.get_freeze_count() >= GROWN and passes.frozen_since >= GROWN
        del crowd  # the pages leave: their cycles stay among the frozen
        passes.run(EVERY_S)  # a pass walks only the unfrozen: the cycles stay
        assert gone() is not None
        passes.run(THAW_S)  # the thaw: everything walked once
        assert passes.thaws == 1 and gone() is None
    finally:
        gc.unfreeze()
        gc.enable()
