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


def test_a_stalled_window_holds_the_timers_from_the_stall_before_a_queued_tap_and_says_so(qtbot, clock, timers):
    from tableside.app.eventlog.memory_store import MemoryStore
    from tableside.ui.controller import EventController
    from tableside.ui.main_window import MainWindow

    watch_timers = []

    def watch_factory(parent):
        timer = timers(parent)
        watch_timers.append(timer)
        timers.made.remove(timer)  # the wake-up timer stays the first one made
        return timer

    c = EventController(clock, timers, watch_timer_factory=watch_factory, watch_gaps=True)
    window = MainWindow(c)
    qtbot.addWidget(window)
    c.open_store(MemoryStore())
    assert c.do("event.create", {"name": "Cup", "system": "table-points", "timers": "document-002"})
    for name in FOUR[1]:
        assert c.register(name)
    assert c.open_round() and c.seat(1, 1, FOUR[1], "Catan") and c.start_round(1)
    window.show()
    row(window, 1, "Ben").decide_actions["roll-dice"].trigger()
    clock.advance(500)
    watch_timers[0].fire()  # the watch looks: all well
    began = c.now()
    said = []
    c.gap_noticed.connect(said.append)
    clock.advance(30_000)  # the window froze for 30 s; Ben's Done was pressed meanwhile
    card(window, 1).done_button.click()
    entries = c.entries()
    assert [e.kind for e in entries[-2:]] == ["clock.hold_all", "clock.done"]
    assert entries[-2].data["t"] == began and entries[-2].data["why"] == "stall"
    # Half of the 3.5 s of aux left at the stall's start; nothing of the 30 s is charged.
    assert row(window, 1, "Ben").main_clock.plain.startswith("MAIN 2:02")
    assert said and said[0].startswith("Tableside was not running for 30 s")
    assert window.message_bar.isVisible()
