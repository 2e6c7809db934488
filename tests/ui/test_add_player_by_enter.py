"""Enter in "Add a player" adds the player once and says nothing else (the walk's D16: it added Mira and
also said "Type the player's name first.", the dialog's default button pressing Add a second time)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tableside.app.eventlog.memory_store import MemoryStore
from tableside.ui.players_panel import PlayersDialog
from tests.ui.helpers import make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def test_enter_adds_the_player_once_and_refuses_nothing(qtbot, clock, timers):
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Cup", "date": "2026-11-22", "system": "table-points", "options": {},
                                 "timers": "round-clock-only", "round_minutes": 60})
    refusals: list[str] = []
    c.refused.connect(refusals.append)
    dialog = PlayersDialog(c, window)
    qtbot.addWidget(dialog)
    dialog.show()
    panel = dialog.panel
    panel.name.setFocus()
    qtbot.keyClicks(panel.name, "Mira")
    qtbot.keyClick(panel.name, Qt.Key.Key_Return)
    assert [p.name for p in c.state.players.values()] == ["Mira"]
    assert refusals == [] and "name first" not in panel.problem.text()
