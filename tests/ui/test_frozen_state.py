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


def test_the_cards_are_frozen_once_all_are_built(qtbot, clock, timers):
    from tests.ui.helpers import event_window

    names = [f"Player {i}" for i in range(1, 17)]
    tables = {t: names[2 * t - 2:2 * t] for t in range(1, 9)}  # more than the first screenful
    window, c = event_window(qtbot, clock, timers, tables, players=names)
    gc.unfreeze()
    c.opened.emit()  # the round's cards built again, as on opening: the first screenful now, the others later
    assert window.event_view.pending
    window.event_view.build_all()
    model = window.event_view.cards[(1, 8)]._model
    assert gc.is_tracked(model) and all(obj is not model for obj in gc.get_objects())
    c.close()
    assert any(obj is model for obj in gc.get_objects())
