"""While an event is open, its folded state is out of the garbage collector's full passes (gc.freeze)."""

from __future__ import annotations

import gc

from tableside.app.eventlog.memory_store import MemoryStore
from tests.ui.helpers import make_window


def test_the_open_events_state_is_frozen_and_given_back_at_close(qtbot, clock, timers):
    window, c = make_window(qtbot, clock, timers)
    gc.unfreeze()
    c.open_store(MemoryStore())
    assert gc.get_freeze_count() > 0
    state = c.state
    assert gc.is_tracked(state)
    assert all(obj is not state for obj in gc.get_objects())  # in the frozen generation, which no pass walks
    c.close()
    assert gc.get_freeze_count() == 0
    assert any(obj is state for obj in gc.get_objects())  # the collector has it again once closed
