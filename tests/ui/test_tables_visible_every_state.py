"""8 tables of 4 whole at 1366x768 (15 at 1920x1080) whatever state the tables are in (issue 26): a pause
vote, a pending or running pause, a denied one or timers held after a stop take the room the compact card
already keeps (its header line), so no card grows and none is pushed off the screen; the restart banner
above the tables takes one line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from tableside.app.eventlog.memory_store import MemoryStore
from tests.ui.clipping import clipped_texts
from tests.ui.helpers import make_window
from tests.ui.long_names import seat_long_round
from tests.ui.table_states import one_table_in_each_state

pytestmark = pytest.mark.slow

GOALS = [((1366, 768), 8), ((1920, 1080), 15)]


def whole_cards(window):
    viewport = window.event_view.scroll_area.viewport()
    return [card for card in window.event_view.cards.values()
            if viewport.rect().contains(QRect(card.mapTo(viewport, QPoint(0, 0)), card.size()))]


@pytest.mark.parametrize(("size", "goal"), GOALS, ids=[f"{w}x{h}" for (w, h), _ in GOALS])
def test_every_state_keeps_the_tables_on_screen(qtbot, clock, timers, size, goal):
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    window.set_density("auto")
    window.event_view.set_density("compact")  # what "auto" picks on both screens (app.density)
    seat_long_round(c, 30)
    one_table_in_each_state(c)
    window.resize(*size)
    window.history_dock.hide()
    window.show()
    window.event_view.build_all()
    for _ in range(4):
        QApplication.processEvents()
    view = window.event_view
    cards = view.cards
    assert view.restart_banner.isVisible()  # table 1 is held
    assert cards[(1, 1)].held_strip.isVisible() and cards[(1, 1)].release_button.isVisible()
    assert cards[(1, 4)].pause_title.text().startswith("? PAUSE VOTE")
    assert cards[(1, 5)].pause_title.text() == "Pause denied"
    assert "PAUSE PENDING" in cards[(1, 6)].pause_title.text() and cards[(1, 6)].decision_strip.isVisible()
    assert "PAUSED" in cards[(1, 7)].pause_title.text()
    assert cards[(1, 8)].property("finished") == "true"
    heights = {key[1]: card.height() for key, card in cards.items()}
    assert len(set(heights.values())) == 1, f"a state made its card taller: {heights}"
    seen = whole_cards(window)
    assert len(seen) >= goal, f"{len(seen)} tables whole at {size}, goal {goal}"
    assert {card.key[1] for card in seen} >= set(range(1, 9))  # every state among them
    problems = [problem for card in seen for problem in clipped_texts(card)]
    assert problems == [], "\n".join(problems)
