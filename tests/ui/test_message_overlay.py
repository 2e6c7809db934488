"""A message lies over the window's top strip (issue 26 D7): it pushes no card, covers no button and no menu,
and the room it no longer takes holds the tables: 8 whole at 1280x720 and 1366x768, 15 at 1920x1080."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QApplication

from tableside.app.eventlog.memory_store import MemoryStore
from tests.ui.helpers import make_window
from tests.ui.long_names import seat_long_round
from tests.ui.test_tables_visible_every_state import whole_cards

pytestmark = pytest.mark.slow

GOALS = [((1280, 720), 8), ((1366, 768), 8), ((1920, 1080), 15)]
LONG = ("Table 12: select the players who are out first (tick them, or press their number). " * 3).strip()


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def in_window(window, widget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def covered(window) -> list[str]:
    """What the message lies over that a judge clicks or reads: a button, a menu, the round's clock, a card."""
    over = in_window(window, window.message_bar)
    bar = window.event_view.round_bar
    problems = [f"button {b.text()!r}" for b in bar.findChildren(QAbstractButton)
                if b.isVisible() and in_window(window, b).intersects(over)]
    menus = window.menuBar()
    problems += [f"menu {a.text()!r}" for a in menus.actions()
                 if QRect(menus.mapTo(window, menus.actionGeometry(a).topLeft()),
                          menus.actionGeometry(a).size()).intersects(over)]
    problems += [f"clock {bar.clock.text()!r}" for _ in [0] if in_window(window, bar.clock).intersects(over)]
    problems += [f"card {key}" for key, card in window.event_view.cards.items()
                 if card.isVisible() and in_window(window, card).intersects(over)]
    return problems


@pytest.mark.parametrize(("size", "goal"), GOALS, ids=[f"{w}x{h}" for (w, h), _ in GOALS])
def test_a_message_moves_nothing_covers_no_button_and_the_tables_keep_their_room(qtbot, clock, timers, size, goal):
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    window.event_view.set_density("compact")
    seat_long_round(c, 30)
    window.resize(*size)
    window.history_dock.hide()
    window.show()
    window.event_view.build_all()
    settle()
    before = {key: in_window(window, card) for key, card in window.event_view.cards.items()}
    assert len(whole_cards(window)) >= goal
    window.show_message(LONG, "refused")
    settle()
    assert window.message_bar.isVisible() and window.message_bar.width() >= 360
    assert covered(window) == []
    assert {key: in_window(window, card) for key, card in window.event_view.cards.items()} == before
    assert len(whole_cards(window)) >= goal
    window.event_view.round_bar.pause_button.click()  # "Resume round" is wider: the message keeps clear of it
    settle()
    assert window.message_bar.isVisible() and covered(window) == []
    window.message_bar.dismiss()
    settle()
    assert {key: in_window(window, card) for key, card in window.event_view.cards.items()} == before


def test_with_the_history_open_the_message_still_leaves_the_buttons_free(qtbot, clock, timers):
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    seat_long_round(c, 8)
    window.resize(1366, 768)
    window.history_dock.show()
    window.show()
    settle()
    window.show_message(LONG, "info")
    settle()
    over = in_window(window, window.message_bar)
    bar = window.event_view.round_bar
    assert over.width() >= 360
    assert not any(in_window(window, b).intersects(over) for b in bar.findChildren(QAbstractButton) if b.isVisible())
    assert not over.intersects(in_window(window, window.history_dock))
    assert covered_menus_or_cards(window) == []


def covered_menus_or_cards(window) -> list[str]:
    return [problem for problem in covered(window) if not problem.startswith("clock")]
