"""Keys pressed while a popup, a menu or a dialog is open go to it, never to the table card behind it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QVBoxLayout

from tests.ui.helpers import card, click, event_window, row

# The offscreen platform says so when a menu asks for what only a real screen does.
OFFSCREEN = pytest.mark.qt_log_ignore(r"This plugin does not support")
CARD_KEYS = [Qt.Key.Key_U, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_6,
             Qt.Key.Key_A, Qt.Key.Key_O, Qt.Key.Key_D, Qt.Key.Key_R]
SIX = {1: ["Ana", "Ben", "Cai", "Dee", "Eve", "Fay"]}


def ready(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, SIX, timers_preset="document-002")
    window.show()
    with qtbot.waitActive(window):
        window.activateWindow()
    the_card = card(window, 1)
    click(qtbot, row(window, 1, "Fay").out_button)  # an Out that "u" could take back
    the_card.setFocus()
    return window, c, the_card


def log_of(c) -> list[tuple[int, str]]:
    return [(e.seq, e.kind) for e in c.session.store.entries()]


def ticks(the_card) -> list[bool]:
    return [r.select.isChecked() for r in the_card.rows]


def open_menu(qtbot, the_card, player: int):
    qtbot.keyClick(the_card, Qt.Key.Key_1 + player - 1, Qt.KeyboardModifier.ControlModifier)
    menu = the_card.rows[player - 1].decide_menu
    qtbot.waitUntil(menu.isVisible, timeout=500)
    assert QApplication.activePopupWidget() is menu
    return menu


@OFFSCREEN
def test_card_keys_do_nothing_while_a_decide_menu_is_open(qtbot, clock, timers):
    window, c, the_card = ready(qtbot, clock, timers)
    before, ticked = log_of(c), ticks(the_card)
    menu = open_menu(qtbot, the_card, 2)
    # Every non-mnemonic way in: to the popup (where Qt sends keys) and, as a stray event, to the card.
    for key in CARD_KEYS:
        if key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_6, Qt.Key.Key_A):
            continue  # mnemonics of the menu: tested below
        qtbot.keyClick(menu, key)
        assert menu.isVisible()
    assert log_of(c) == before and ticks(the_card) == ticked
    menu.close()


@OFFSCREEN
@pytest.mark.parametrize("digit", [1, 2, 3, 4, 5, 6])
def test_a_digit_in_an_open_decide_menu_picks_that_decision_and_ticks_nobody(qtbot, clock, timers, digit):
    window, c, the_card = ready(qtbot, clock, timers)
    ticked = ticks(the_card)
    menu = open_menu(qtbot, the_card, 2)
    wanted = [a for a in menu.actions() if a.text().startswith(f"&{digit} ")][0]
    qtbot.keyClick(menu, Qt.Key.Key_0 + digit)
    qtbot.waitUntil(lambda: not menu.isVisible(), timeout=500)
    assert ticks(the_card) == ticked
    last = list(c.session.store.entries())[-1]
    assert last.kind == "clock.decision" and last.data["player"] == row(window, 1, "Ben").pid
    chosen = {act: kind for kind, act in row(window, 1, "Ben").decide_actions.items()}[wanted]
    assert last.data["decision"] == chosen


@OFFSCREEN
def test_the_auction_mnemonic_in_an_open_menu_is_the_menus_not_the_cards(qtbot, clock, timers):
    window, c, the_card = ready(qtbot, clock, timers)
    ben = row(window, 1, "Ben")
    ben.decide_actions["roll-dice"].trigger()  # Ben decides: his auction is on offer
    before = log_of(c)
    menu = open_menu(qtbot, the_card, 2)
    assert "&a" in ben.auction_action.text().lower()
    qtbot.keyClick(menu, Qt.Key.Key_A)
    qtbot.waitUntil(lambda: not menu.isVisible(), timeout=500)
    new = [e for e in list(c.session.store.entries()) if e.seq > before[-1][0]]
    assert [e.kind for e in new] == ["clock.auction"] and new[0].data["player"] == ben.pid
    assert not window.message_bar.message()  # the card's A would have said "no decision is running"…


@OFFSCREEN
def test_card_keys_do_nothing_while_a_dialog_is_open(qtbot, clock, timers):
    window, c, the_card = ready(qtbot, clock, timers)
    before, ticked = log_of(c), ticks(the_card)
    dialog = QDialog(window)
    QVBoxLayout(dialog)
    pressed: list[str] = []

    def press_then_close() -> None:
        for key in CARD_KEYS:
            qtbot.keyClick(dialog, key)
        pressed.append("done")
        dialog.reject()

    QTimer.singleShot(0, press_then_close)
    dialog.exec()
    assert pressed == ["done"]
    assert log_of(c) == before and ticks(the_card) == ticked
