"""The window's periodic snapshot is taken after the click has been painted, not inside it."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tableside.app.eventlog.memory_store import MemoryStore
from tests.ui.helpers import make_window


def test_the_snapshot_waits_for_the_event_loop(qtbot, clock, timers, monkeypatch):
    monkeypatch.setattr("tableside.app.event.session.SNAPSHOT_EVERY", 5)
    store = MemoryStore()
    window, c = make_window(qtbot, clock, timers, store)
    assert c.do("event.create", {"name": "Cup", "date": "2026-11-22", "system": "table-points", "options": {},
                                 "timers": "round-clock-only", "round_minutes": 60})
    for name in ("Ana", "Ben", "Cai", "Dee"):
        assert c.register(name)
    assert c.session.snapshot_due and store.load_snapshot() is None  # the clicks did not wait for it
    QApplication.processEvents()
    assert store.load_snapshot() is not None and store.load_snapshot()[0] == 5
    assert not c.session.snapshot_due
