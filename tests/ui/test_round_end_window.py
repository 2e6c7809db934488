"""The round's end as the game plays it, on the desk (issue 27, part 4): a minutes:2 + by_number preset
run to its end in the window: the card shows the capped last-turn time, then asks for the numbers, and
the numbers dialog ranks the players still in."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tableside.app.event.projector_view import round_clock_line
from tests.ui.helpers import card, click, event_window, points_shown, text_of

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

MIN = 60_000
MINUTES_BY_NUMBER = {"player_timers": False, "decisions": {}, "round_end": "minutes:2", "survivors": "by_number"}


def to(c, clock, ms_after_start):
    """Move the fake time to that long after the round's start and wake the desk, as its timer would."""
    clock.advance(c.state.current_round.started_at + ms_after_start - c.now())
    c.wake()


def test_minutes_two_then_the_numbers_rank_the_players_still_in(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai", "Dee"]},
                             timers_preset=MINUTES_BY_NUMBER, players=("Ana", "Ben", "Cai", "Dee"), minutes=5)
    window.show()
    shown = card(window, 1)
    start = c.state.current_round.started_at
    assert c.next_wake(c.now()) <= start + 5 * MIN  # the card is painted again when time is up
    assert not shown.round_end_strip.isVisible()
    to(c, clock, 3 * MIN)
    assert c.out(1, 1, [c.state.player_by_name("Ana").id])

    to(c, clock, 5 * MIN)  # time is up: nobody leaves, the capped last turn begins
    assert shown.round_end_strip.isVisible()
    assert text_of(shown.round_end_text) == "2:00 of last-turn time"
    assert not shown.round_end_button.isVisible()
    bar = window.event_view.round_bar
    assert "last turn at 1" in bar.state_label.text() and bar.pause_button.isEnabled()  # the round goes on
    line = round_clock_line(c.state, c.now())
    assert (line.left_ms, line.state) == (0, "LAST TURN")  # the projector's header says it too
    to(c, clock, 6 * MIN + 1_000)  # the wake-up repaints it each second
    assert text_of(shown.round_end_text) == "0:59 of last-turn time"

    to(c, clock, 7 * MIN)  # the last-turn time is over: the table waits for its numbers
    assert text_of(shown.round_end_text) == "Play is over: enter the numbers"
    assert not c.state.rounds[1].tables[1].finished
    click(qtbot, shown.round_end_button)
    dialog = shown.numbers_dialog
    qtbot.waitExposed(dialog)
    ids = {name: c.state.player_by_name(name).id for name in ("Ben", "Cai", "Dee")}
    for name, number in (("Ben", "1500"), ("Cai", "x"), ("Dee", "3200")):
        qtbot.keyClicks(dialog.fields[ids[name]], number)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    seq = c.state.seq
    click(qtbot, ok)
    assert dialog.error.isVisible() and "Cai's number must be a whole number" in dialog.error.text()
    assert c.state.seq == seq  # nothing written
    dialog.fields[ids["Cai"]].clear()
    qtbot.keyClicks(dialog.fields[ids["Cai"]], "1500")
    click(qtbot, ok)
    assert not dialog.isVisible()

    table = c.state.rounds[1].tables[1]
    assert table.finished and table.out == ((c.state.player_by_name("Ana").id,), (ids["Ben"], ids["Cai"]))
    # Ana out first, Ben and Cai tied on 1500, Dee 3200: 1 -> 2 -> 1 in document 000's table
    assert {k: v.split()[0] for k, v in points_shown(window, 1).items()} == {
        "Ana": "0", "Ben": "6", "Cai": "6", "Dee": "12"}
    assert not shown.round_end_strip.isVisible()
    assert "numbers at the round's end" in window.history.rows()[0][2]


def test_without_timers_the_judge_ends_the_last_turn_from_the_card(qtbot, clock, timers):
    preset = {"player_timers": False, "decisions": {}, "round_end": "finish_turn"}
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"]}, timers_preset=preset,
                             players=("Ana", "Ben", "Cai"), minutes=5)
    window.show()
    shown = card(window, 1)
    to(c, clock, 5 * MIN)
    assert text_of(shown.round_end_text) == "Last turn: end it when the turn is done"
    assert shown.round_end_button.text() == "End the last turn"
    qtbot.mouseClick(shown.round_end_button, Qt.MouseButton.LeftButton)
    table = c.state.rounds[1].tables[1]
    assert table.finished and table.leaves[-1].reason == "round"
