"""Event ▸ Correct a past result…: a round-1 game corrected from the real window during round 2, by keyboard,
and what the history, the standings, the projector and the table's card then show."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from tableside.ui.correction_dialog import CorrectionDialog
from tests.ui.helpers import event_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

REASON = "Dee won: <b>Ana</b> was marked out by mistake"


def round_two(qtbot, clock, timers):
    """Round 1 at table 1: Dee, Cai, Ben out in turn (Ana won); round 2 seated the same and started."""
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai", "Dee"]},
                             players=("Ana", "Ben", "Cai", "Dee"))
    for name in ("Dee", "Cai", "Ben"):
        clock.advance(60_000)
        assert c.out(1, 1, [c.state.player_by_name(name).id])
    assert c.open_round() and c.seat(2, 1, ["Ana", "Ben", "Cai", "Dee"], "Catan") and c.start_round(2)
    window.show()
    qtbot.waitExposed(window)
    return window, c


def type_place(qtbot, dialog, name, place):
    spin = dialog.spins[dialog.controller.state.player_by_name(name).id]
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(place))
    assert spin.value() == place


def test_the_menu_opens_the_dialog_on_the_latest_finished_game(qtbot, clock, timers):
    window, c = round_two(qtbot, clock, timers)
    assert window.correct_action.isEnabled() and window.correct_action.shortcut().toString() == "Ctrl+Shift+K"
    seen = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        seen.append((type(dialog), dialog.game.currentText(), dialog.as_played.text()))
        dialog.reject()

    QTimer.singleShot(0, look)
    window.correct_action.trigger()
    assert seen == [(CorrectionDialog, "Round 1, table 1 — Catan",
                     "Result now: Dee out first, then Cai, then Ben; Ana won.")]
    assert c.session.store.last().kind == "round.start"  # nothing written


def test_a_round_1_result_corrected_by_keyboard_shows_everywhere(qtbot, clock, timers):
    window, c = round_two(qtbot, clock, timers)
    dialog = CorrectionDialog(c, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.choose(1, 1)
    # Ana was out first, not last; Dee won.
    type_place(qtbot, dialog, "Ana", 4)
    type_place(qtbot, dialog, "Dee", 1)
    assert dialog.preview.text() == "Corrected: Ana out first, then Cai, then Ben; Dee won."
    # No reason: refused in the dialog, in plain words, nothing written.
    before = c.session.store.last().seq
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)
    assert dialog.error.isVisible() and "Say why the result is corrected" in dialog.error.text()
    assert c.session.store.last().seq == before and dialog.isVisible()
    dialog.reason.setFocus()
    qtbot.keyClicks(dialog.reason, REASON)
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)
    entry = c.session.store.last()
    assert entry.kind == "game.correct" and entry.data["order"] == [["p1"], ["p3"], ["p2"], ["p4"]]
    assert entry.data["reason"] == REASON and not dialog.isVisible()

    assert window.history.rows()[0][2] == (
        f"Round 1, table 1 corrected by the judge: Ana out first, then Cai, then Ben; Dee won. Reason: {REASON}")
    window.standings_dock.show()
    panel = window.standings_panel  # (the dock holds it in a scroll area)
    panel.refresh()
    assert "Standings include 1 correction by the judge: round 1, table 1." in panel.note.text()
    assert panel.headers()[-1] == "Corrected"
    assert [(r[1], r[2], r[-1]) for r in panel.rows()] == [("Dee", "12", "▲ 3"), ("Ben", "8", "="),
                                                          ("Cai", "4", "="), ("Ana", "0", "▼ 3")]
    panel.choose_player(0)
    assert "round 1, table 1 (Catan): 1st, 12 points (corrected by the judge)" in panel.detail.text()

    from tableside.ui.projector import ProjectorWindow

    projector = ProjectorWindow(c, timer_factory=timers)
    qtbot.addWidget(projector)
    projector.resize(1280, 720)
    projector.set_mode("standings")
    scene = projector.scene()
    assert scene.by_role("title")[0].full.endswith("· 1 result corrected")
    assert [t.full for t in scene.by_role("name")][0] == "Dee  (corrected ▲ 3)"


def test_a_correction_of_a_game_still_in_play_is_not_offered_and_undo_takes_it_back(qtbot, clock, timers):
    window, c = round_two(qtbot, clock, timers)
    dialog = CorrectionDialog(c, window)
    qtbot.addWidget(dialog)
    assert [dialog.game.itemData(i) for i in range(dialog.game.count())] == [(1, 1)]  # round 2 is in play
    assert c.correct(1, 1, [["p1"], ["p2", "p3", "p4"]], "Ana left first")
    seq = c.session.store.last().seq
    assert c.undo_entry(seq)
    assert c.table((1, 1)).correction is None
    assert window.history.rows()[0][2] == f"↶ Undo of #{seq}"
