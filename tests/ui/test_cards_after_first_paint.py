"""Opening a big round paints the window with the first screenful of cards, and builds the others after."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tableside.ui.event_view import EAGER_CARDS
from tests.ui.helpers import event_window

NAMES = tuple(f"P{i:02d}" for i in range(1, 21))
TABLES = {n: list(NAMES[2 * (n - 1):2 * n]) for n in range(1, 11)}  # ten tables of two


def test_the_other_cards_are_built_after_the_first_paint(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, TABLES, players=NAMES)
    view = window.event_view
    for _ in range(5):
        QApplication.processEvents()
    # Not painted yet: only the first screenful is built, the rest waits for the paint.
    assert len(view.cards) == EAGER_CARDS and len(view.pending) == 10 - EAGER_CARDS
    window.show()
    qtbot.waitExposed(window)
    for _ in range(20):
        if not view.pending:
            break
        QApplication.processEvents()
    assert view._painted
    assert sorted(t for _, t in view.cards) == list(range(1, 11)) and not view.pending
