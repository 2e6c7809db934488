"""Full garbage collections after the judge's tap is painted, never inside it (ui.quiet_collector)."""

from __future__ import annotations

import gc

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QTimer

from tableside.ui import quiet_collector
from tableside.ui.quiet_collector import EVERY_S, NEVER, FullPasses
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
    passes, now = FullPasses(0.0, collect=lambda: collected.append(now)), 0.0
    for step in steps:
        now += step
        due = passes.due(now)
        assert due == (now - passes.last >= EVERY_S)
        if due:
            passes.run(now)
            assert passes.last == now and not passes.due(now) and collected[-1] == now
    assert passes.passes == len(collected) <= now // EVERY_S


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
