"""The window at 150 % (QT_SCALE_FACTOR=1.5) on a 1366x768 screen, with the history and the standings docked
beside the tables: run in its own process (the factor is read once, at start) by
tests/ui/test_docks_at_150.py, it prints one line for each text cut and each control that no scrolling
brings into view, and saves a screenshot of each dock shown.

Run: QT_SCALE_FACTOR=1.5 QT_QPA_PLATFORM=offscreen python -m tests.ui.scaled_window SHOTS_FOLDER
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QApplication, QScrollArea, QWidget


def unreachable(window: QWidget) -> list[str]:
    """Visible controls neither inside the window nor inside a scroll area that can scroll to them."""
    found = []
    inside = window.rect()
    for widget in window.findChildren(QAbstractButton):
        if not widget.isVisible() or widget.visibleRegion().isEmpty():
            continue  # (the dock behind the tab shown keeps its title bar's buttons, painted nowhere)
        area = widget.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea) and area is not window:
            area = area.parentWidget()
        if isinstance(area, QScrollArea):
            continue  # it scrolls to whatever its widget holds (ensureWidgetVisible)
        box = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
        if not inside.contains(box):
            found.append(f"outside the window: {type(widget).__name__} {widget.text()!r} at {box.getRect()}")
    return found


def main() -> int:
    shots = Path(sys.argv[1])
    os.environ.setdefault("TABLESIDE_HOME", tempfile.mkdtemp())
    app = QApplication([])
    from tableside.app import settings as app_settings
    from tableside.app.event.timebase import FakeTime
    from tableside.app.eventlog.memory_store import MemoryStore
    from tableside.ui import style, window_geometry
    from tableside.ui.controller import EventController
    from tableside.ui.main_window import MainWindow
    from tests.ui.clipping import clipped_texts
    from tests.ui.long_names import seat_long_round
    from tests.ui.table_states import one_table_in_each_state

    style.apply(app)
    c = EventController(FakeTime())
    window = MainWindow(c, app_settings.Settings())
    c.open_store(MemoryStore(), None)
    seat_long_round(c, 30)
    one_table_in_each_state(c)
    scale = float(os.environ.get("QT_SCALE_FACTOR", "1"))
    size = (round(1366 / scale), round(768 / scale))  # a 1366x768 screen in logical pixels (offscreen has none)
    window_geometry.fit(window, QRect(0, 0, *size))  # as on that screen: the window's least size fits it
    window.show()
    window.event_view.build_all()
    problems = []
    for dock in (window.history_dock, window.standings_dock):
        dock.show()
        dock.raise_()
        for _ in range(5):
            app.processEvents()
        problems += [f"{dock.windowTitle()}: cut {p}" for p in clipped_texts(window)]
        problems += [f"{dock.windowTitle()}: {p}" for p in unreachable(window)]
        window.grab().save(str(shots / f"150pc-{dock.windowTitle().lower()}.png"))
    print("\n".join(problems))
    return 0


if __name__ == "__main__":
    sys.exit(main())
