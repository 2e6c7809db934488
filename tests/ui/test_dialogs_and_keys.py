"""Creating an event, seating a round, the F1 help, and keyboard paths to the judge's buttons."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tableside.app import paths
from tableside.ui.new_event_dialog import NewEventDialog
from tableside.ui.setup_dialog import SetupDialog
from tests.ui.helpers import card, click, event_window, make_window, row


def test_new_event_dialog_builds_the_create_action(qtbot):
    dialog = NewEventDialog("contribution", "round-clock-only")
    qtbot.addWidget(dialog)
    assert dialog.check() == "Give the event a name."
    dialog.name.setText("Autumn Cup 2026")
    assert dialog.path() == paths.data_dir() / "autumn-cup-2026.tableside"
    data = dialog.create_data()
    assert data["system"] == "contribution" and data["timers"] == "round-clock-only"
    assert data["options"] == {"start_rating": 1000, "bonus": 100, "bonus_after_seconds": 600}
    dialog.system.setCurrentIndex(dialog.system.findData("rplops"))
    dialog.rplops_x.setText("zero")
    assert "scoring options are not right" in dialog.check()
    dialog.rplops_x.setText("50")
    assert dialog.check() is None


# The offscreen platform says so when a dialog or a menu asks for what only a real screen does.
OFFSCREEN = pytest.mark.qt_log_ignore(r"This plugin does not support")


@OFFSCREEN
def test_a_new_event_is_created_and_set_up_from_the_window(qtbot, clock, timers, tmp_path):
    window, c = make_window(qtbot, clock, timers)
    path = tmp_path / "cup.tableside"
    data = {"name": "Cup", "date": "2026-11-22", "system": "table-points", "options": {},
            "timers": "round-clock-only", "round_minutes": 45}
    assert window.open_event(path, create_data=data)
    assert window.stack.currentWidget() is window.event_view
    assert "No round is open yet" in window.event_view.empty.text()
    dialog = SetupDialog(c, window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.names.setPlainText("Ana\nBen\nCai\n")
    click(qtbot, dialog.register_button)
    assert [p.name for p in c.state.players.values()] == ["Ana", "Ben", "Cai"]
    click(qtbot, dialog.open_button)
    assert dialog.minutes.value() == 45
    for i in range(dialog.unseated.count()):
        dialog.unseated.item(i).setCheckState(Qt.CheckState.Checked)
    dialog.game.setText("Carcassonne")
    click(qtbot, dialog.seat_button)
    assert sorted(window.event_view.cards) == [(1, 1)]
    click(qtbot, dialog.start_button)
    assert window.event_view.round_bar.clock.text() == "45:00 left"
    # A refusal shows inside the dialog too.
    dialog.names.setPlainText("ana")
    click(qtbot, dialog.register_button)
    assert "already registered" in dialog.problem.text()
    assert card(window, 1).game.text() == "Carcassonne"


def test_f1_shows_every_shortcut_and_esc_closes_it(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben"]})
    window.show()
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert window.help.isVisible()
    texts = " ".join(label.text() for label in window.help.findChildren(type(window.message_bar.text)))
    for keys in ("F6", "Ctrl+Shift+S", "Out together", "Undo"):
        assert keys in texts
    qtbot.keyClick(window.help, Qt.Key.Key_Escape)
    assert not window.help.isVisible()


def test_every_button_is_touch_sized(qtbot, clock, timers):
    """In the comfortable cards (the compact ones trade finger-sized buttons for tables on the screen)."""
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"]}, timers_preset="document-002")
    window.set_density("comfortable")
    window.show()
    qtbot.waitExposed(window)
    the_card = card(window, 1)
    row(window, 1, "Ana").decide_actions["roll-dice"].trigger()
    buttons = [the_card.done_button, the_card.auction_button, the_card.undo_button, the_card.together_button]
    for r in the_card.rows:
        buttons += [r.out_button, r.decide_button]
    buttons += [window.event_view.round_bar.pause_button, window.event_view.round_bar.extend_button]
    for button in buttons:
        assert button.height() >= 44 and button.width() >= 44, button.text()


@OFFSCREEN
def test_keyboard_reaches_a_decision_kind_and_done(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"]}, timers_preset="document-002")
    window.show()
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F6)
    the_card = card(window, 1)
    assert the_card.hasFocus()
    menu = row(window, 1, "Ben").decide_menu
    # Ctrl+2 opens Ben's Decide menu; arrows and Enter choose a kind.
    qtbot.keyClick(the_card, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(menu.isVisible, timeout=100)
    for _ in range(len(menu.actions())):
        if menu.activeAction() is not None and "roll dice" in menu.activeAction().text():
            break
        qtbot.keyClick(menu, Qt.Key.Key_Down)
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(the_card.decision_strip.isVisible, timeout=100)
    assert "Ben decides: roll dice" in the_card.decision_text.text()
    the_card.setFocus()
    qtbot.keyClick(the_card, Qt.Key.Key_D)
    assert not the_card.decision_strip.isVisible()


def test_the_help_lists_every_window_shortcut(qtbot, clock, timers):
    from PySide6.QtGui import QAction, QKeySequence

    from tableside.ui.help_overlay import SHORTCUTS

    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben"]})
    listed = " ".join(keys for _, rows in SHORTCUTS for keys, _ in rows)
    for action in window.findChildren(QAction):
        for sequence in action.shortcuts():
            keys = sequence.toString(QKeySequence.SequenceFormat.PortableText)
            if keys:
                assert keys in listed, f"{action.text()!r} ({keys}) is missing from the F1 help"
