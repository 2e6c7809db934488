"""Check-in through the real window (issue 28, part 3): Event ▸ Check-in… sets the rule, the judge checks
players in by typing a name and Enter or with Space in the list, the count follows, the projector names
who has not checked in, seating takes only the players here, and a refused tick goes back with nothing
written."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tableside.app.eventlog.memory_store import MemoryStore
from tableside.ui.checkin_dialog import CheckInDialog
from tests.ui.helpers import click, make_window
from tests.ui.test_projector import projector, shown

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")
FIVE = ["Ana", "Ben", "Cai", "Dee", "Eve"]


def item(dialog: CheckInDialog, name: str):
    [found] = [dialog.list.item(i) for i in range(dialog.list.count()) if dialog.list.item(i).text() == name]
    return found


def test_the_judge_checks_players_in_from_the_keyboard_and_seating_takes_only_them(qtbot, clock, timers):
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Cup", "date": "2026-11-25", "system": "table-points", "options": {},
                                 "timers": "round-clock-only", "round_minutes": 60})
    for name in FIVE:
        assert c.register(name)
    assert c.open_round()
    assert window.check_in_action.isEnabled()
    dialog = CheckInDialog(c, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.count.text() == "Check-in is off: every player is seated."
    dialog.no_show.setCurrentIndex(dialog.no_show.findData("loss"))
    click(qtbot, dialog.set_rule)
    assert c.entries()[-1].kind == "event.check_in" and c.state.settings.check_in.no_show == "loss"
    assert dialog.count.text() == "Round 1: 0 of 5 players checked in."
    code = c.state.settings.check_in.code
    assert dialog.code.text().startswith(f"Code for phones: {code} (on the projector too;")
    wall = projector(qtbot, c, timers, mode="standings")
    assert shown(wall, "announcement") == [f"Check-in code {code} · Not checked in (5): Ana, Ben, Cai, Dee, Eve"]

    # A few letters and Enter: the first player listed is checked in, and the box is ready for the next.
    qtbot.keyClicks(dialog.search, "be")
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert c.entries()[-1].kind == "player.check_in" and c.player_name(c.entries()[-1].data["player"]) == "Ben"
    assert dialog.search.text() == "" and item(dialog, "Ben").checkState() == Qt.CheckState.Checked
    # Space in the list ticks (and unticks: a mis-tap taken back) the player under the cursor.
    dialog.list.setFocus()
    for name in ("Cai", "Dee", "Eve", "Ana"):
        dialog.list.setCurrentItem(item(dialog, name))
        qtbot.keyClick(dialog.list, Qt.Key.Key_Space)
    assert dialog.count.text() == "Round 1: 5 of 5 players checked in."
    qtbot.keyClick(dialog.list, Qt.Key.Key_Space)  # Ana again: her check-in taken back
    assert c.entries()[-1].kind == "player.check_out"
    assert dialog.list.currentItem().text() == "Ana"  # the judge's place in the list stays
    assert dialog.count.text() == "Round 1: 4 of 5 players checked in."
    assert shown(wall, "announcement") == [f"Check-in code {code} · Not checked in (1): Ana"]

    assert c.seat_round(1, "Catan")
    rnd = c.state.rounds[1]
    ana = c.state.player_by_name("Ana").id
    assert ana not in rnd.tables[1].players and rnd.absent == (ana,) and len(rnd.tables[1].players) == 4
    # Late, under "joins from the next round": refused in words, the tick goes back, nothing written.
    before = c.state.seq
    dialog.list.setCurrentItem(item(dialog, "Ana"))
    qtbot.keyClick(dialog.list, Qt.Key.Key_Space)
    assert c.state.seq == before and not dialog.error.isHidden()
    assert dialog.error.text() == "Round 1 is already seated: Ana can check in for round 2."
    assert item(dialog, "Ana").checkState() == Qt.CheckState.Unchecked
    dialog.close()


def test_the_seating_dialog_counts_the_players_checked_in(qtbot, clock, timers):
    from tableside.ui.seating_panel import SeatingDialog

    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Cup", "date": "2026-11-25", "system": "table-points", "options": {},
                                 "timers": "round-clock-only", "check_in": {"no_show": "skip"}})
    for name in FIVE:
        assert c.register(name)
    seating = SeatingDialog(c, window)
    qtbot.addWidget(seating)
    seating.show()
    status = seating.panel.status
    # Under check-in the one button opens the round for check-in; it seats once players are here.
    assert seating.panel.seat_button.text() == "Open round 1 for check-in"
    click(qtbot, seating.panel.seat_button)
    assert c.state.rounds[1].tables == {} and c.entries()[-1].kind == "round.open"
    assert seating.panel.seat_button.text() == "Seat round 1"
    assert status.text() == "Round 1: nobody has checked in yet (Event ▸ Check-in)."
    for name in FIVE[:4]:
        assert c.do("player.check_in", {"player": name})
    assert status.text() == "Round 1: 4 players to seat at 1 table (4). 4 of 5 players checked in."
    click(qtbot, seating.panel.seat_button)
    assert len(c.state.rounds[1].tables[1].players) == 4
    # A final seats at once, check-in or not: its finalists are the standings' top.
    assert c.start_round(1)
    table = c.state.rounds[1].tables[1]
    assert c.out(1, 1, list(table.players[1:]))
    assert seating.panel.seat_button.text() == "Open round 2 for check-in"
    seating.panel.final.setChecked(True)
    seating.panel.final_size.setValue(4)
    assert seating.panel.seat_button.text() == "Open and seat round 2"
    click(qtbot, seating.panel.seat_button)
    assert c.state.rounds[2].cut == 4 and len(c.state.rounds[2].tables[1].players) == 4
    seating.close()
