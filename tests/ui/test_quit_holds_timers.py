"""Issue 24: Ctrl+Q during a round asks first, and holds every running timer at that exact moment."""

from __future__ import annotations

import datetime

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox

from tableside.app.eventlog.sqlite_store import open_event_file
from tests.ui.helpers import card, event_window, make_window, row

FOUR = {1: ["Ana", "Ben", "Cai", "Dee"]}


def quit_action(window) -> QAction:
    return next(a for a in window.findChildren(QAction) if a.shortcut() == QKeySequence("Ctrl+Q"))


def on_file(qtbot, tmp_path, clock, timers):
    path = str(tmp_path / "cup.tableside")
    window, c = event_window(qtbot, clock, timers, FOUR, timers_preset="document-002",
                             store=open_event_file(path, create=True), path=path)
    window.show()
    return window, c, path


def test_the_quit_question_says_what_happens_in_plain_words(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, FOUR, timers_preset="document-002")
    box = window.hold_question()
    assert box.text() == "Quit and hold every running timer at this moment?"
    assert "nobody gains or loses time" in box.informativeText()
    assert [b.text() for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole] == \
        ["Hold timers and quit"]
    box.deleteLater()


def test_ctrl_q_with_nobody_deciding_quits_without_asking(qtbot, tmp_path, clock, timers):
    window, c, path = on_file(qtbot, tmp_path, clock, timers)
    asked = []
    window.ask_hold_and_quit = lambda: asked.append(True) or False
    last = c.session.store.last().seq
    quit_action(window).trigger()
    assert asked == [] and not window.isVisible()
    reader = open_event_file(path, readonly=True)
    assert reader.last().seq == last  # nothing to hold, nothing written
    reader.close()


def test_ctrl_q_while_a_player_decides_asks_and_cancel_changes_nothing(qtbot, tmp_path, clock, timers):
    window, c, path = on_file(qtbot, tmp_path, clock, timers)
    row(window, 1, "Ben").decide_actions["sell-houses"].trigger()
    last = c.session.store.last().seq
    asked = []
    window.ask_hold_and_quit = lambda: asked.append(window.hold_question().text()) or False
    quit_action(window).trigger()
    assert asked == ["Quit and hold every running timer at this moment?"]
    assert window.isVisible() and c.session.store.last().seq == last


def test_hold_and_quit_logs_the_moment_and_the_next_start_shows_the_timers_held_there(qtbot, tmp_path, clock,
                                                                                       timers):
    window, c, path = on_file(qtbot, tmp_path, clock, timers)
    row(window, 1, "Ben").decide_actions["roll-dice"].trigger()
    clock.advance(10_000)  # 4 s of aux, then 6 s of Ben's main timer
    quit_at = c.now()
    wall = c.wall_ms(quit_at)
    window.ask_hold_and_quit = lambda: True
    quit_action(window).trigger()
    assert not window.isVisible()  # and the event file is closed: read what it says
    reader = open_event_file(path, readonly=True)
    hold = reader.last()
    reader.close()
    assert (hold.kind, hold.data["why"], hold.data["t"]) == ("clock.hold_all", "quit", quit_at)

    clock.advance(3 * 60_000 + 12_000)
    again, c2 = make_window(qtbot, clock, timers)
    c2.open_file(path)
    again.show()
    held = card(again, 1)
    assert held.held_strip.isVisible()
    since = datetime.datetime.fromtimestamp(wall / 1000).strftime("%H:%M:%S")
    assert held.held_text.text().startswith(
        f"■ Timers held since {since} (Tableside was closed): 3 min 12 s; nobody was charged for it.")
    assert row(again, 1, "Ben").main_clock.plain.startswith("MAIN 1:54")
    assert c2.session.store.last().seq == hold.seq  # the start wrote nothing more
