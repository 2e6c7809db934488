"""Player timers on the cards: expiry by the main timer, the pause vote, the one wake-up timer."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.helpers import card, click, event_window, points_shown, row, status_shown

FOUR = {1: ["Ana", "Ben", "Cai", "Dee"]}


def timed(qtbot, clock, timers, tables=FOUR):
    window, c = event_window(qtbot, clock, timers, tables, timers_preset="document-002")
    window.show()
    return window, c, timers.made[0]


def test_the_wake_up_timer_is_one_precise_single_shot_armed_for_the_next_change(qtbot, clock, timers):
    window, c, timer = timed(qtbot, clock, timers)
    assert len(timers.made) == 1
    assert timer.single_shot and timer.timer_type == Qt.TimerType.PreciseTimer
    # Only the round clock runs: its reading changes in exactly one second.
    assert timer.interval == 1000
    clock.advance(250)
    row(window, 1, "Ana").decide_actions["roll-dice"].trigger()
    now = c.now()
    # The armed interval is the time to the earliest change of anything on screen.
    rnd = c.state.rounds[1]
    expected = min(rnd.clock.next_display_tick(now), c.state.rounds[1].tables[1].clock.next_display_tick(now))
    assert timer.interval == expected - now == 750  # the round clock's next whole second
    assert card(window, 1).aux_big.text() == "DECIDE 0:04"
    clock.advance(750)
    timer.fire()
    # Now the decision's own second (it began 250 ms after the round clock's) comes first.
    assert timer.interval == 250
    assert card(window, 1).aux_big.text() == "DECIDE 0:04"  # 3.25 s left reads 0:04 (rounded up)
    clock.advance(250)
    timer.fire()
    assert card(window, 1).aux_big.text() == "DECIDE 0:03"
    assert timer.interval == 750


def test_main_timer_expiry_puts_the_player_out_on_time(qtbot, clock, timers):
    window, c, timer = timed(qtbot, clock, timers)
    start = c.state.rounds[1].started_at
    row(window, 1, "Ana").decide_actions["roll-dice"].trigger()
    assert "DECIDE 0:04" in row(window, 1, "Ana").aux_clock.plain
    assert card(window, 1).decision_strip.isVisible()
    # Jump to one millisecond before the 4 s + 120 s run out: still in, with the warning cue.
    clock.advance(124_000 - 1)
    timer.fire()
    ana = row(window, 1, "Ana")
    assert ana.main_clock.plain.startswith("⚠ 0:01")
    assert ana.main_clock.property("state") == "warning"
    assert c.armed_for == start + 124_000 and c.armed_interval == 1
    clock.advance(1)
    timer.fire()
    assert "OUT — time" in status_shown(window, 1)["Ana"]
    assert points_shown(window, 1)["Ana"] == "0"
    out = [e for e in c.session.store.entries() if e.kind == "player.out"]
    assert out[-1].data["reason"] == "time" and out[-1].data["t"] == start + 124_000
    assert "Ana out on time" in window.history.rows()[0][2]


def test_the_main_timer_warns_in_words_at_twenty_seconds(qtbot, clock, timers):
    window, c, timer = timed(qtbot, clock, timers)
    row(window, 1, "Ben").decide_actions["roll-dice"].trigger()
    clock.advance(4_000 + 100_000 - 1)  # 20.001 s left
    timer.fire()
    assert row(window, 1, "Ben").main_clock.property("state") == "running"
    assert row(window, 1, "Ben").main_clock.plain.startswith("MAIN 0:21")
    clock.advance(c.armed_interval)
    timer.fire()
    assert row(window, 1, "Ben").main_clock.plain.startswith("⚠ 0:20")


def test_done_early_rewards_half_the_auxiliary_time(qtbot, clock, timers):
    window, c, timer = timed(qtbot, clock, timers)
    row(window, 1, "Cai").decide_actions["sell-houses"].trigger()  # 12 s
    clock.advance(2_000)
    click(qtbot, card(window, 1).done_button)
    assert row(window, 1, "Cai").main_clock.plain == "MAIN 2:05"  # +5 s of the 10 s left
    assert not card(window, 1).decision_strip.isVisible()


def test_auction_is_disabled_with_a_reason_when_not_allowed(qtbot, clock, timers):
    window, c, timer = timed(qtbot, clock, timers)
    window.set_density("compact")  # the auction is in the card's ▾ menu: refused there too
    assert c.adjust(1, 1, "p4", -100_000)  # Dee down to 0:20
    row(window, 1, "Dee").decide_actions["auction-or-pass"].trigger()
    assert not card(window, 1).auction_action.isEnabled()
    window.set_density("comfortable")  # the Auction button of the decision strip
    QApplication.processEvents()  # (the new cards are shown by the layout, queued)
    button = card(window, 1).auction_button
    assert not button.isEnabled()
    assert "needs more than 0:20" in button.toolTip()
    assert not row(window, 1, "Dee").auction_action.isEnabled()  # the row's menu says the same
    click(qtbot, card(window, 1).done_button)
    row(window, 1, "Ana").decide_actions["auction-or-pass"].trigger()
    assert card(window, 1).auction_button.isEnabled()
    click(qtbot, card(window, 1).auction_button)
    assert row(window, 1, "Ana").main_clock.plain == "MAIN 1:40"


def test_pause_vote_to_acceptance_pending_paused_and_resumed_by_all(qtbot, clock, timers):
    window, c, timer = timed(qtbot, clock, timers)
    the_card = card(window, 1)
    row(window, 1, "Ana").decide_actions["roll-dice"].trigger()
    row(window, 1, "Ben").pause_action.trigger()
    assert the_card.pause_banner.isVisible()
    assert the_card.pause_title.text() == "? PAUSE VOTE · 0:15 left · 1 of 3 yes"
    assert "Waiting for: Ana, Cai, Dee" in the_card.pause_detail.text()
    assert row(window, 1, "Ben").yes_button.text() == "✓ Yes" and not row(window, 1, "Ben").yes_button.isEnabled()
    clock.advance(3_000)
    timer.fire()
    assert the_card.pause_title.text().startswith("? PAUSE VOTE · 0:12 left")
    click(qtbot, row(window, 1, "Cai").yes_button)
    assert "2 of 3 yes" in the_card.pause_title.text()
    click(qtbot, row(window, 1, "Dee").yes_button)
    # Accepted while Ana decides: pending, and unmistakably so.
    assert the_card.pause_title.text() == "❚❚ PAUSE PENDING — play on"
    assert the_card.status.text() == "❚❚ Pause pending"
    assert the_card.pause_banner.property("state") == "pending"
    assert "Ana completes" in the_card.pause_detail.text()
    click(qtbot, the_card.done_button)
    assert the_card.pause_title.text() == "❚❚ PAUSED · 5:00 of pause left"
    assert the_card.status.text() == "❚❚ PAUSED"
    assert the_card.pause_banner.property("state") == "paused"
    clock.advance(60_000)
    timer.fire()
    assert the_card.pause_title.text() == "❚❚ PAUSED · 4:00 of pause left"
    for name in ("Ana", "Ben", "Cai"):
        click(qtbot, row(window, 1, name).resume_button)
        assert the_card.status.text() == "❚❚ PAUSED"
    assert row(window, 1, "Ana").resume_button.text() == "✓ Asked"
    assert "Asked: Ana, Ben, Cai" in the_card.pause_detail.text()
    click(qtbot, row(window, 1, "Dee").resume_button)
    assert the_card.status.text() == "▶ In play"
    assert not the_card.pause_banner.isVisible()
    assert row(window, 1, "Ana").decide_button.isVisible()


def test_a_no_vote_denies_the_pause(qtbot, clock, timers):
    window, c, timer = timed(qtbot, clock, timers)
    row(window, 1, "Ben").pause_action.trigger()
    click(qtbot, row(window, 1, "Ana").no_button)
    the_card = card(window, 1)
    assert the_card.pause_title.text() == "Pause denied"
    assert the_card.pause_detail.text() == "Ana said no."
    assert the_card.status.text() == "▶ In play"


def test_a_refused_action_shows_a_message_and_changes_nothing(qtbot, clock, timers):
    window, c, timer = timed(qtbot, clock, timers)
    with qtbot.waitActive(window):
        window.activateWindow()
    row(window, 1, "Ben").pause_action.trigger()
    # The vote runs out; before the wake-up fires, the judge taps Cai's (stale) Yes.
    clock.advance(15_000)
    entries = len(c.session.store)
    version = c.session.version
    click(qtbot, row(window, 1, "Cai").yes_button)
    assert len(c.session.store) == entries and c.session.version == version
    assert window.message_bar.isVisible() and window.message_bar.kind == "refused"
    assert "There is no pause vote open" in window.message_bar.message()
    # The card was repainted from the state as it really is.
    assert card(window, 1).pause_title.text() == "Pause denied"
    assert not row(window, 1, "Cai").yes_button.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.message_bar.isVisible()


def test_out_tapped_just_after_a_timeout_logs_the_timeout_first(qtbot, clock, timers):
    window, c, timer = timed(qtbot, clock, timers)
    row(window, 1, "Ana").decide_actions["roll-dice"].trigger()
    clock.advance(124_500)  # Ana timed out 0.5 s ago; the wake-up has not fired yet
    click(qtbot, row(window, 1, "Ben").out_button)
    leaves = c.state.rounds[1].tables[1].leaves
    assert [(leave.players, leave.reason) for leave in leaves] == [(("p1",), "time"), (("p2",), "judge")]
    assert points_shown(window, 1) == {"Ana": "0", "Ben": "4", "Cai": "", "Dee": ""}


def test_a_time_out_undone_from_the_card_brings_the_player_back_at_0_00(qtbot, clock, timers):
    # Issue 12: the undo holds (the player stays in, main timer at 0:00), and the table plays on.
    window, c, timer = timed(qtbot, clock, timers)
    row(window, 1, "Ana").decide_actions["roll-dice"].trigger()
    clock.advance(124_000)
    timer.fire()
    out = c.session.store.last()
    assert out.data["reason"] == "time"
    click(qtbot, card(window, 1).undo_button)
    assert c.state.undone.get(out.seq) == c.session.store.last().seq
    assert "OUT" not in status_shown(window, 1)["Ana"]
    assert c.state.rounds[1].tables[1].clock.view(c.now()).player("p1").main_ms == 0
    assert c.out(1, 1, ["p2"])
