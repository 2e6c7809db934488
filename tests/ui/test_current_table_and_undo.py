"""The table the keys act on is framed, and an Undo says what it took back and can be done again."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor

from tableside.ui import style
from tests.ui.helpers import card, click, event_window, row

TWO = {1: ["Ana", "Ben", "Cai"], 2: ["Dee", "Eve", "Fay"]}


def shown(qtbot, clock, timers, tables=TWO):
    window, c = event_window(qtbot, clock, timers, tables, timers_preset="document-002")
    window.show()
    with qtbot.waitActive(window):
        window.activateWindow()
    return window, c


def edge_colour(the_card) -> QColor:
    """The colour of the card's frame, half way down its left edge, as painted."""
    image = the_card.grab().toImage()
    return image.pixelColor(QPoint(1, image.height() // 2))


def test_f6_frames_the_current_table_and_moves_nothing_inside_it(qtbot, clock, timers):
    window, c = shown(qtbot, clock, timers)
    one, two = card(window, 1), card(window, 2)
    where = {b: b.mapTo(window, QPoint(0, 0)) for b in (one.rows[0].out_button, one.undo_button)}
    plain = edge_colour(one)
    qtbot.keyClick(window, Qt.Key.Key_F6)
    assert one.hasFocus() and one.property("current") == "true" and two.property("current") != "true"
    assert edge_colour(one) == QColor(style.BLUE) != plain  # the style draws it: a thick blue frame
    assert {b: b.mapTo(window, QPoint(0, 0)) for b in where} == where  # the frame is drawn in reserved padding
    qtbot.keyClick(window, Qt.Key.Key_F6)
    assert two.property("current") == "true" and one.property("current") == "false"
    assert edge_colour(one) == plain
    # A click on another table's button makes it the current table too.
    click(qtbot, row(window, 1, "Ana").out_button)
    assert one.property("current") == "true" and two.property("current") == "false"
    # Focus on a button outside every card (the message bar's) leaves no table current: no card key acts.
    window.event_view._focus_moved(None, window.message_bar.close_button)
    assert one.property("current") == "false"


def test_undo_by_key_says_what_it_took_back_and_redo_does_it_again(qtbot, clock, timers):
    window, c = shown(qtbot, clock, timers)
    one = card(window, 1)
    click(qtbot, row(window, 1, "Ben").out_button)
    one.setFocus()
    qtbot.keyClick(one, Qt.Key.Key_U)
    said = window.message_bar.message()
    assert said.startswith("Undid: ") and "Ben" in said and "Ctrl+Shift+Z" in said
    assert window.message_bar.action_button.isVisible() and window.message_bar.action_button.text() == "Redo"
    assert "OUT" not in row(window, 1, "Ben").status.text().upper()
    kinds = [e.kind for e in c.entries()]
    assert kinds[-2:] == ["player.out", "undo"]
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    entries = c.entries()
    assert entries[-1].kind == "player.out" and entries[-1].data["players"] == [row(window, 1, "Ben").pid]
    assert "OUT" in row(window, 1, "Ben").status.text().upper()
    assert window.message_bar.message().startswith("Done again: ")
    # Once done again (or once another message took the bar) there is nothing left to redo.
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert c.entries()[-1].seq == entries[-1].seq
    assert "Nothing to redo" in window.message_bar.message()


def test_the_undo_button_says_it_too_and_a_decision_can_be_redone(qtbot, clock, timers):
    window, c = shown(qtbot, clock, timers)
    row(window, 2, "Eve").decide_actions["roll-dice"].trigger()
    click(qtbot, card(window, 2).undo_button)
    assert "Eve" in window.message_bar.message() and not card(window, 2).decision_strip.isVisible()
    click(qtbot, window.message_bar.action_button)
    assert card(window, 2).decision_strip.isVisible()
    assert c.entries()[-1].kind == "clock.decision"
