"""The Judge calls dock (issue 27, part 3): the tables that called, oldest first, each call's age ticking
on the controller's one wake-up, Take and Done as logged clicks, the card's badge, one chime per call."""

from __future__ import annotations

import pytest

from tests.ui.helpers import card, click, event_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")  # the offscreen platform, on a dock shown

TABLES = {1: ["Ana", "Ben"], 2: ["Cai", "Dee"]}


class FakePlayer:
    def __init__(self) -> None:
        self.heard: list[str] = []

    def play(self, cue, volume) -> None:
        self.heard.append(cue)


def shown(window):
    panel = window.calls_dock.widget()
    return [(row.what.text(), "" if row.note.isHidden() else row.note.text(), row.age.text(),
             not row.take.isHidden()) for row in panel.rows]


def test_a_call_from_a_table_shows_ticks_is_taken_and_done(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, TABLES)
    window.show()
    timer = timers.made[0]
    player = FakePlayer()
    window.sounds.player = player  # the window's own chimes, heard by a fake player
    assert window.settings.sounds
    panel = window.calls_dock.widget()
    assert not panel.empty.isHidden() and panel.rows == []
    assert not window.calls_dock.isVisible()  # hidden until a table calls (View ▸ Judge calls shows it)
    # A device's call, as the hall's writer commits it: the dock comes to the front, the card shows a badge.
    c.commit_from_device("call.raise", {"round": 1, "table": 2, "reason": "dispute", "note": "<b>who</b> rolled?"},
                         None, "call-0000001")
    qtbot.waitUntil(lambda: panel.rows != [], timeout=2_000)  # painted with its frame, after the answer
    assert window.calls_dock.isVisible() and panel.empty.isHidden()
    assert shown(window) == [("Table 2 · Dispute", "<b>who</b> rolled?", "0:00 ago · waiting", True)]
    assert not card(window, 2).call_badge.isHidden() and card(window, 2).call_badge.text() == "🔔 Judge called"
    assert card(window, 1).call_badge.isHidden()
    assert player.heard == ["call"]
    # The one wake-up is armed for the age's next second; firing it repaints the age, not a chime.
    clock.advance(400)
    assert c.do("call.raise", {"round": 1, "table": 1, "reason": "time"})
    assert player.heard == ["call", "call"]
    assert timer.interval == 600  # table 2's call (raised 400 ms before) reads 0:01 first
    clock.advance(79_600)
    timer.fire()
    assert [line[2] for line in shown(window)] == ["1:20 ago · waiting", "1:19 ago · waiting"]
    assert player.heard == ["call", "call"]
    # Take, then Done, by clicking: each a logged entry; the queue and the badge follow.
    row = panel.rows[0]
    qtbot.waitUntil(row.take.isVisible, timeout=2_000)  # a row added to a shown layout shows on the next turn
    click(qtbot, row.take)
    assert shown(window)[0] == ("Table 2 · Dispute", "<b>who</b> rolled?", "1:20 ago · taken by the desk", False)
    assert card(window, 2).call_badge.text() == "🔔 Judge called · taken"
    qtbot.waitUntil(panel.rows[0].done.isVisible, timeout=2_000)
    click(qtbot, panel.rows[0].done)
    assert [line[0] for line in shown(window)] == ["Table 1 · Time"]
    assert card(window, 2).call_badge.isHidden()
    kinds = [e.kind for e in c.entries()][-4:]
    assert kinds == ["call.raise", "call.raise", "call.take", "call.done"]
    # A second call from a table already calling is refused in words, nothing written.
    before = c.state.seq
    messages = []
    c.refused.connect(messages.append)
    assert not c.do("call.raise", {"round": 1, "table": 1, "reason": "rules"})
    assert messages == ["A judge is already called to table 1."] and c.state.seq == before


def test_the_note_is_shown_as_plain_text(qtbot, clock, timers):
    from PySide6.QtCore import Qt

    window, c = event_window(qtbot, clock, timers, TABLES)
    assert c.do("call.raise", {"round": 1, "table": 1, "reason": "other", "note": "<img src=x> & <i>"})
    row = window.calls_dock.widget().rows[0]
    assert row.note.textFormat() == Qt.TextFormat.PlainText and row.note.text() == "<img src=x> & <i>"
