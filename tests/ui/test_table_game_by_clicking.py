"""A game's hours per table, set from the seating panel by typing and clicking (RPLOPS with hours)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tableside.app.event.results import table_result
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.ui.seating_panel import SeatingPanel
from tests.ui.helpers import click, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

NAMES = ["Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal"]


def rplops_panel(qtbot, clock, timers):
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Cup", "system": "rplops", "options": {"x": 50, "use_hours": True},
                                 "timers": "round-clock-only", "tiebreak_seed": "s"})
    assert c.import_players({"players": [{"name": n} for n in NAMES]})
    assert c.open_round()
    panel = SeatingPanel(c)
    qtbot.addWidget(panel)
    panel.resize(700, 720)
    panel.show()
    qtbot.waitExposed(panel)
    return window, c, panel


def type_into(qtbot, field, text: str) -> None:
    field.selectAll()
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    qtbot.keyClicks(field, text)


def test_seat_with_hours_then_give_one_table_its_own_game_and_hours(qtbot, clock, timers):
    window, c, panel = rplops_panel(qtbot, clock, timers)
    assert not panel.set_game_button.isEnabled()  # nothing seated yet
    type_into(qtbot, panel.game, "Catan")
    type_into(qtbot, panel.hours, "1,5")  # a decimal comma reads as a point
    click(qtbot, panel.seat_button)
    seat = c.session.store.last()
    assert seat.kind == "round.seat" and (seat.data["game"], seat.data["hours"]) == ("Catan", "3/2")
    assert panel.tree.topLevelItem(0).text(0) == "Table 1 — Catan, 1.5 h (4 players)"

    panel.game_table.setCurrentIndex(panel.game_table.findData(2))  # the judge picks table 2
    assert (panel.table_game.text(), panel.table_hours.text()) == ("Catan", "1.5")
    type_into(qtbot, panel.table_game, "Twilight Imperium")
    type_into(qtbot, panel.table_hours, "3")
    click(qtbot, panel.set_game_button)
    entry = c.session.store.last()
    assert entry.kind == "table.game" and (entry.data["table"], entry.data["game"], entry.data["hours"]) == (
        2, "Twilight Imperium", "3")
    assert "Table 2 plays Twilight Imperium (3 h)" in window.history.rows()[0][2]
    assert panel.tree.topLevelItem(1).text(0) == "Table 2 — Twilight Imperium, 3 h (4 players)"
    assert panel.game_table.currentData() == 2  # still the chosen table after the refresh
    assert window.event_view.cards[(1, 2)].model().game == "Twilight Imperium"

    assert c.start_round(1)
    for number in (1, 2):
        table = c.state.rounds[1].tables[number]
        for pid in table.players[:3]:
            assert c.out(1, number, [pid])
    winners = [max(p.points for p in table_result(c.state, c.state.rounds[1].tables[n]).players) for n in (1, 2)]
    assert winners == [120, 240]  # 4 x 100 / 5 = 80 a game-hour: 1.5 h and 3 h

    # A finished table's game can no longer change: it leaves the list.
    assert panel.game_table.count() == 0 and not panel.set_game_button.isEnabled()


def test_bad_hours_are_refused_with_one_message_and_nothing_is_written(qtbot, clock, timers):
    window, c, panel = rplops_panel(qtbot, clock, timers)
    click(qtbot, panel.seat_button)
    before = len(c.entries())
    type_into(qtbot, panel.table_hours, "0")
    click(qtbot, panel.set_game_button)
    assert len(c.entries()) == before
    assert "game's usual hours must be greater than 0, got '0'" in panel.problem.text()
    type_into(qtbot, panel.table_hours, "")
    click(qtbot, panel.set_game_button)  # the same game, the same (default) hours: nothing to change
    assert "already plays Game (the event's default hours)" in panel.problem.text()
    assert len(c.entries()) == before


def test_a_table_seated_by_hand_takes_its_own_hours(qtbot, clock, timers):
    from tableside.ui.setup_dialog import SetupDialog

    window, c, panel = rplops_panel(qtbot, clock, timers)
    dialog = SetupDialog(c, window)
    qtbot.addWidget(dialog)
    dialog.show()
    for i in range(4):
        dialog.unseated.item(i).setCheckState(Qt.CheckState.Checked)
    type_into(qtbot, dialog.game, "Brass")
    type_into(qtbot, dialog.hours, "2,5")
    click(qtbot, dialog.seat_button)
    entry = c.session.store.last()
    assert entry.kind == "table.seat" and (entry.data["game"], entry.data["hours"]) == ("Brass", "5/2")
    type_into(qtbot, dialog.hours, "-1")
    for i in range(dialog.unseated.count()):
        dialog.unseated.item(i).setCheckState(Qt.CheckState.Checked)
    click(qtbot, dialog.seat_button)
    assert "hours must be greater than 0" in dialog.problem.text()
    assert len(c.state.rounds[1].tables) == 1
