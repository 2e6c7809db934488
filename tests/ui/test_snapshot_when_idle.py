"""The window's periodic snapshot is taken after the click has been painted, not inside it."""

from __future__ import annotations

from PySide6.QtCore import Qt
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


def test_the_snapshot_comes_after_the_points_are_painted(qtbot, clock, timers, monkeypatch, tmp_path):
    from PySide6.QtCore import QEvent, QObject

    from tableside.app.eventlog.sqlite_store import open_event_file
    from tests.ui.helpers import event_window, row

    path = tmp_path / "cup.tableside"
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai", "Dee"]},
                             store=open_event_file(str(path), create=True))
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    seen: list[str] = []

    class Spy(QObject):
        def eventFilter(self, watched, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                seen.append("points painted")
            return False

    spy = Spy()
    dee = row(window, 1, "Dee")
    dee.points.installEventFilter(spy)
    session_idle = c.session.idle
    monkeypatch.setattr(c.session, "idle", lambda: (seen.append("snapshot"), session_idle()))
    c.session.save_snapshot()
    monkeypatch.setattr("tableside.app.event.session.SNAPSHOT_EVERY", 1)  # this click makes one due
    qtbot.mouseClick(dee.out_button, Qt.MouseButton.LeftButton)
    assert seen == [] and c.session.snapshot_due  # nothing of it inside the click
    QApplication.processEvents()
    assert seen[0] == "points painted" and seen[1:] == ["snapshot"], seen
    assert dee.points.text() != "" and not c.session.snapshot_due
