"""The seating dialog's Constraints tab, driven through the real dialog with the keyboard and clicks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tableside.app.eventlog.memory_store import MemoryStore
from tableside.ui.seating_panel import SeatingDialog
from tests.ui.helpers import click, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

NAMES = ["Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "<b>Lou</b>"]


def dialog_on(qtbot, clock, timers, names=NAMES):
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only",
                                 "tiebreak_seed": "s"})
    assert c.import_players({"players": [{"name": n} for n in names]})
    dialog = SeatingDialog(c, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return window, c, dialog


def tick_by_keyboard(qtbot, panel, *names) -> None:
    """Walk the player list with the arrow keys and tick each named player with Space."""
    players = panel.players
    players.setFocus()
    players.setCurrentRow(0)
    for row in range(players.count()):
        if players.item(row).text() in names:
            qtbot.keyClick(players, Qt.Key.Key_Space)
        qtbot.keyClick(players, Qt.Key.Key_Down)


def table_of(c, name, number=1):
    pid = c.state.player_by_name(name).id
    return next(t.number for t in c.state.rounds[number].tables.values() if pid in t.players)


def test_constraints_added_in_the_dialog_are_kept_by_the_seating(qtbot, clock, timers):
    window, c, dialog = dialog_on(qtbot, clock, timers)
    qtbot.keyClick(dialog.tabs, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)  # to the Constraints tab
    panel = dialog.constraints
    assert dialog.tabs.currentWidget() is panel
    assert panel.constraint_lines() == ["No seating constraint yet."]

    tick_by_keyboard(qtbot, panel, "Ana", "Ben", "Cai")
    assert sorted(c.state.players[p].name for p in panel.ticked()) == ["Ana", "Ben", "Cai"]
    qtbot.keyClicks(panel.reason, "siblings")
    click(qtbot, panel.apart_button)
    tick_by_keyboard(qtbot, panel, "<b>Lou</b>")
    panel.fix_table.setValue(2)
    panel.fix_seat.setValue(1)
    click(qtbot, panel.fix_button)
    panel.access_table.setValue(1)
    click(qtbot, panel.mark_button)
    tick_by_keyboard(qtbot, panel, "Dee")
    click(qtbot, panel.access_button)
    assert panel.problem.text() == ""
    assert panel.constraint_lines() == ["Keep apart: Ana, Ben and Cai (siblings)", "<b>Lou</b> sits at table 2, seat 1",
                                        "Table 1 is accessible", "Dee needs an accessible table"]
    assert [e.kind for e in list(c.session.store.entries())[-4:]] == [
        "constraint.keep_apart", "constraint.fix", "constraint.accessible", "constraint.needs_access"]

    # A contradiction is refused in plain words, and nothing is written.
    before = len(c.session.store)
    tick_by_keyboard(qtbot, panel, "Eve")
    click(qtbot, panel.fix_button)
    assert panel.problem.text() == "Seat 1 of table 2 is already <b>Lou</b>'s."
    assert len(c.session.store) == before

    dialog.tabs.setCurrentIndex(0)
    click(qtbot, dialog.panel.seat_button)
    assert len({table_of(c, n) for n in ("Ana", "Ben", "Cai")}) == 3
    assert table_of(c, "Dee") == 1
    lou = c.state.player_by_name("<b>Lou</b>").id
    assert c.state.rounds[1].tables[2].players[0] == lou
    assert not dialog.panel.not_kept.isVisible()
    assert panel.constraint_lines()[0] == "Keep apart: Ana, Ben and Cai (siblings) — kept in round 1"

    # Remove: choose it in the list, press the button.
    dialog.tabs.setCurrentIndex(1)
    panel.listing.setCurrentRow(3)
    click(qtbot, panel.remove_button)
    assert c.session.store.last().kind == "constraint.remove"
    assert len(panel.constraint_lines()) == 3


def test_a_seating_that_breaks_one_says_so_on_the_tables_tab(qtbot, clock, timers):
    window, c, dialog = dialog_on(qtbot, clock, timers, NAMES[:8])  # two tables of 4
    dialog.tabs.setCurrentIndex(1)
    panel = dialog.constraints
    tick_by_keyboard(qtbot, panel, "Ana", "Ben", "Cai")
    click(qtbot, panel.apart_button)
    dialog.tabs.setCurrentIndex(0)
    click(qtbot, dialog.panel.seat_button)
    note = dialog.panel.not_kept
    assert note.isVisible() and note.textFormat() == Qt.TextFormat.PlainText
    assert note.text().startswith("Keep apart: Ana, Ben and Cai — not kept: ")
    assert note.text().endswith("because there are 3 players to keep apart and only 2 tables this round.")
    assert panel.constraint_lines() == [note.text()]
