"""Seating a round from the window: seat, the way out when the count does not fit, moves and swaps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDropEvent

from tableside.app.eventlog.memory_store import MemoryStore
from tableside.ui.seating_panel import SeatingPanel
from tests.ui.helpers import click, make_window

# The offscreen platform says so when a panel is shown as a window of its own.
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

NAMES = ["Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou"]


def setup(qtbot, clock, timers, names=NAMES, bye_points=0, seat=True):
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only",
                                 "bye_points": bye_points, "tiebreak_seed": "s"})
    assert c.import_players({"players": [{"name": n} for n in names]})
    assert c.open_round()
    panel = SeatingPanel(c)
    qtbot.addWidget(panel)
    panel.resize(640, 720)
    panel.show()
    qtbot.waitExposed(panel)
    if seat:
        panel.game.setText("Catan")
        click(qtbot, panel.seat_button)
    return window, c, panel


def pick(qtbot, panel, *names) -> None:
    """Click players in the tree, holding Ctrl from the second on."""
    for i, name in enumerate(names):
        item = panel.player_item(name)
        panel.tree.scrollToItem(item)
        where = panel.tree.visualItemRect(item).center()
        modifier = Qt.KeyboardModifier.ControlModifier if i else Qt.KeyboardModifier.NoModifier
        qtbot.mouseClick(panel.tree.viewport(), Qt.MouseButton.LeftButton, modifier, where)


def seat_of(c, name):
    pid = c.state.player_by_name(name).id
    return next(t.number for t in c.state.current_round.tables.values() if pid in t.players)


def test_seat_round_draws_the_tables_as_one_logged_entry(qtbot, clock, timers):
    window, c, panel = setup(qtbot, clock, timers, seat=False)
    assert "12 players to seat at 3 tables (4+4+4)" in panel.status.text()
    panel.game.setText("Catan")
    click(qtbot, panel.seat_button)
    last = c.session.store.last()
    assert last.kind == "round.seat" and last.data["game"] == "Catan"
    assert sorted(panel.tables()) == [1, 2, 3]
    assert sorted(sum(panel.tables().values(), [])) == NAMES
    assert sorted(window.event_view.cards) == [(1, 1), (1, 2), (1, 3)]
    assert not panel.seat_button.isEnabled()
    assert "is seated" in panel.status.text()


def test_five_players_offer_a_table_of_five_or_a_bye(qtbot, clock, timers):
    window, c, panel = setup(qtbot, clock, timers, names=NAMES[:5], bye_points=1, seat=False)
    assert not panel.seat_button.isEnabled()
    assert panel.options_frame.isVisible()
    assert "5 players cannot be split into tables of 4 or 3" in panel.options_text.text()
    texts = [b.text() for b in panel.option_buttons]
    assert texts == ["One table of 5 (5)", "Give 1 player a bye (4; a bye is worth 1 point)"]
    before = len(c.entries())
    click(qtbot, panel.option_buttons[1])
    assert len(c.entries()) == before + 1
    last = c.session.store.last()
    assert last.kind == "round.seat" and last.data["byes"] == 1 and not last.data["five"]
    assert len(c.state.current_round.byes) == 1
    assert not panel.options_frame.isVisible()
    bye = c.player_name(c.state.current_round.byes[0])
    assert panel.tree.topLevelItem(1).text(0) == "Byes (1)"
    assert panel.tree.topLevelItem(1).child(0).text(0) == bye


def test_five_players_at_one_table_of_five(qtbot, clock, timers):
    window, c, panel = setup(qtbot, clock, timers, names=NAMES[:5], seat=False)
    click(qtbot, panel.option_buttons[0])
    assert c.session.store.last().data["five"] is True
    assert [len(names) for names in panel.tables().values()] == [5]


def test_the_judge_swaps_two_players_by_clicking_and_it_is_logged(qtbot, clock, timers):
    window, c, panel = setup(qtbot, clock, timers)
    a, b = next(iter(panel.tables().values()))[0], panel.tables()[2][0]
    ta, tb = seat_of(c, a), seat_of(c, b)
    assert not panel.swap_button.isEnabled()
    pick(qtbot, panel, a, b)
    assert sorted(panel.selected_players()) == sorted(c.state.player_by_name(n).id for n in (a, b))
    assert panel.swap_button.isEnabled() and not panel.move_button.isEnabled()
    click(qtbot, panel.swap_button)
    assert (seat_of(c, a), seat_of(c, b)) == (tb, ta)
    last = c.session.store.last()
    assert last.kind == "table.swap"
    window.history_dock.show()
    assert window.history.rows()[0][2] in (f"Round 1: {a} and {b} swapped seats",
                                           f"Round 1: {b} and {a} swapped seats")
    assert a in panel.tables()[tb] and b in panel.tables()[ta]


def test_the_judge_moves_a_player_by_clicking_and_it_is_logged(qtbot, clock, timers):
    window, c, panel = setup(qtbot, clock, timers)
    name = panel.tables()[1][0]
    pick(qtbot, panel, name)
    assert panel.move_button.isEnabled() and not panel.swap_button.isEnabled()
    panel.target.setCurrentIndex(panel.target.findData(3))
    click(qtbot, panel.move_button)
    assert seat_of(c, name) == 3
    last = c.session.store.last()
    assert last.kind == "table.move" and last.data["from"] == 1 and last.data["table"] == 3
    assert [len(panel.tables()[n]) for n in (1, 2, 3)] == [3, 4, 5]
    assert sorted(window.event_view.cards) == [(1, 1), (1, 2), (1, 3)]
    assert len(window.event_view.cards[(1, 3)].rows) == 5  # the round view follows the move


def test_dragging_a_player_onto_a_table_or_a_player(qtbot, clock, timers):
    window, c, panel = setup(qtbot, clock, timers)

    def drag(name, target_item) -> None:
        panel.tree.setCurrentItem(panel.player_item(name))
        point = QPointF(panel.tree.visualItemRect(target_item).center())
        event = QDropEvent(point, Qt.DropAction.MoveAction, QMimeData(), Qt.MouseButton.LeftButton,
                           Qt.KeyboardModifier.NoModifier)
        panel.tree.dropEvent(event)

    name = panel.tables()[2][1]
    before = len(c.entries())
    drag(name, panel.table_item(1))
    qtbot.waitUntil(lambda: len(c.entries()) == before + 1, timeout=100)
    assert seat_of(c, name) == 1 and c.session.store.last().kind == "table.move"
    a, b = panel.tables()[3][0], panel.tables()[2][0]
    drag(a, panel.player_item(b))
    qtbot.waitUntil(lambda: c.session.store.last().kind == "table.swap", timeout=100)
    assert (seat_of(c, a), seat_of(c, b)) == (2, 3)


def test_after_the_start_moves_and_swaps_are_refused_with_the_reason(qtbot, clock, timers):
    window, c, panel = setup(qtbot, clock, timers)
    window.show()
    assert c.start_round(1)
    assert "has started: its seats can no longer change" in panel.status.text()
    before = len(c.entries())
    tables = panel.tables()
    pick(qtbot, panel, tables[1][0], tables[2][0])
    click(qtbot, panel.swap_button)
    assert "round 1 has already started; its tables can no longer change" in panel.problem.text().lower()
    assert len(c.entries()) == before
    assert panel.tables() == tables
    assert not panel.drop_player(c.state.player_by_name(tables[1][0]).id, ("table", 2))
    assert "already started" in panel.problem.text()
    assert len(c.entries()) == before
    assert "already started" in window.message_bar.message()  # the window says it too


def test_a_late_entry_waits_unseated_until_moved_to_a_table(qtbot, clock, timers):
    window, c, panel = setup(qtbot, clock, timers, names=NAMES[:11])  # 4+4+3
    assert c.register("Max")
    top = panel.tree.topLevelItem(panel.tree.topLevelItemCount() - 1)
    assert top.text(0) == "Not seated (1: late entries)" and top.child(0).text(0) == "Max"
    three = next(n for n, names in panel.tables().items() if len(names) == 3)
    pick(qtbot, panel, "Max")
    panel.target.setCurrentIndex(panel.target.findData(three))
    click(qtbot, panel.move_button)
    assert seat_of(c, "Max") == three
    assert c.session.store.last().data["from"] is None
    assert "Not seated" not in [panel.tree.topLevelItem(i).text(0)[:10] for i in range(panel.tree.topLevelItemCount())]


def test_one_dialog_imports_sets_the_length_and_seats_the_round(qtbot, clock, timers, tmp_path):
    """D13: the length, the import and the seating in the Seating dialog, with no round opened first."""
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only",
                                 "tiebreak_seed": "s", "round_minutes": 60})
    panel = SeatingPanel(c)
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    sheet = tmp_path / "sign-up.csv"
    sheet.write_text("Name,Club\n" + "".join(f"{n},Rooks\n" for n in NAMES[:8]), encoding="utf-8")
    assert panel.import_players(sheet)
    assert panel.note.text() == "Imported 8 players. Ignored the column Club."
    assert panel.minutes.value() == 60 and panel.seat_button.text() == "Open and seat round 1"
    panel.minutes.setValue(5)
    panel.game.setText("Catan")
    click(qtbot, panel.seat_button)
    rnd = c.state.current_round
    assert rnd.number == 1 and rnd.minutes == 5 and len(rnd.tables) == 2
    assert panel.seat_button.text() == "Seat round 1" and not panel.minutes.isEnabled()
    assert c.start_round(1)
    assert panel.seat_button.text() == "Open and seat round 2" and panel.minutes.value() == 5  # kept
    bad = tmp_path / "bad.csv"
    bad.write_text("Ana\nAna\n", encoding="utf-8")
    assert not panel.import_players(bad)
    assert panel.problem.text().startswith("Nothing was imported")
