"""Building a window on an event for the tests: every action goes through the controller."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tableside.app import settings as app_settings
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.ui import style
from tableside.ui.controller import EventController
from tableside.ui.main_window import MainWindow
from tableside.ui.table_card import TableCard

PLAYERS = ("Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus")


def styled() -> None:
    app = QApplication.instance()
    if app is not None and not app.styleSheet():
        style.apply(app)


def make_window(qtbot, clock, timers, store=None, path=None) -> tuple[MainWindow, EventController]:
    styled()
    controller = EventController(clock, timers)
    window = MainWindow(controller, app_settings.Settings())
    qtbot.addWidget(window)
    window.resize(1366, 768)
    if store is not None:
        controller.open_store(store, path)
    return window, controller


def event_window(qtbot, clock, timers, tables, timers_preset="round-clock-only", players=PLAYERS,
                 system="table-points", minutes=60, store=None, path=None):
    """A window on a fresh event with ``tables`` ({number: [names]}) seated and the round started."""
    window, c = make_window(qtbot, clock, timers, store if store is not None else MemoryStore(), path)
    assert c.do("event.create", {"name": "Test Cup", "date": "2026-11-22", "system": system, "options": {},
                                 "timers": timers_preset, "round_minutes": minutes})
    for name in players:
        assert c.register(name)
    assert c.open_round()
    for number, names in tables.items():
        assert c.seat(1, number, names, "Catan")
    assert c.start_round(1)
    return window, c


def card(window: MainWindow, table: int, round_number: int = 1) -> TableCard:
    return window.event_view.cards[(round_number, table)]


def row(window: MainWindow, table: int, name: str):
    c = window.controller
    pid = c.state.player_by_name(name).id
    return next(r for r in card(window, table).rows if r.pid == pid)


def click(qtbot, widget) -> None:
    assert widget.isVisible(), f"{widget.text() if hasattr(widget, 'text') else widget} is not on screen"
    assert widget.isEnabled(), f"{widget.text() if hasattr(widget, 'text') else widget} is disabled"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def text_of(label) -> str:
    """A label's words without the rich-text tags."""
    return re.sub(r"<[^>]+>", "", label.text())


def points_shown(window: MainWindow, table: int) -> dict[str, str]:
    """The points label of every player as painted on the card (empty while still in)."""
    c = window.controller
    return {c.player_name(r.pid): r.points.text() for r in card(window, table).rows}


def status_shown(window: MainWindow, table: int) -> dict[str, str]:
    c = window.controller
    return {c.player_name(r.pid): r.status.text() for r in card(window, table).rows}
