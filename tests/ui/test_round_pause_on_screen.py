"""Pause round in the window: every card's clocks stand still, and nothing is armed to time anyone out."""

from __future__ import annotations

from tests.ui.helpers import card, click, event_window, row, status_shown

TABLES = {1: ["Ana", "Ben", "Cai", "Dee"], 2: ["Eve", "Fay", "Gus"]}
TEN_MINUTES = 600_000


def test_pause_round_freezes_the_cards_and_arms_no_time_out(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, TABLES, timers_preset="document-002")
    window.show()
    timer = timers.made[0]
    bar = window.event_view.round_bar
    row(window, 1, "Ben").decide_actions["roll-dice"].trigger()
    clock.advance(6_000)  # 4 s of auxiliary time, then 2 s of Ben's main timer
    timer.fire()
    assert row(window, 1, "Ben").main_clock.plain == "MAIN 1:58 ▼"

    click(qtbot, bar.pause_button)
    assert bar.pause_button.text() == "Resume round"
    the_card = card(window, 1)
    assert the_card.status.text() == "❚❚ Round paused" and card(window, 2).status.text() == "❚❚ Round paused"
    assert row(window, 1, "Ben").main_clock.plain == "MAIN 1:58"  # no ▼: nothing runs down
    assert the_card.aux_big.text() == "MAIN 1:58"
    assert not row(window, 2, "Eve").decide_button.isEnabled()
    # The one wake-up timer is not armed at all: no countdown moves, no time-out can fall due.
    assert not timer.isActive() and c.armed_for is None

    clock.advance(TEN_MINUTES)  # far past Ben's 1:58
    c.wake()  # as if anything woke the window now: it logs what is due (nothing) and repaints
    card(window, 1).refresh()
    assert row(window, 1, "Ben").main_clock.plain == "MAIN 1:58"
    assert "OUT" not in status_shown(window, 1)["Ben"]
    assert not [e for e in c.session.store.entries() if e.kind == "player.out"]

    click(qtbot, bar.pause_button)  # Resume round
    resumed = c.now()
    assert row(window, 1, "Ben").main_clock.plain == "MAIN 1:58 ▼"
    assert the_card.status.text() != "❚❚ Round paused"
    assert c.armed_for is not None and c.armed_for <= resumed + 1_000  # the readings tick again
    clock.advance(118_000)
    while c.armed_for is not None and c.armed_for <= c.now():
        timer.fire()
    assert "OUT — time" in status_shown(window, 1)["Ben"]
    out = [e for e in c.session.store.entries() if e.kind == "player.out"]
    assert [(e.data["reason"], e.data["t"]) for e in out] == [("time", resumed + 118_000)]


def test_the_round_bar_keeps_an_extended_table_going_and_can_still_pause_it(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"], 2: ["Dee", "Eve", "Fay"]},
                             minutes=30)
    window.show()
    timer = timers.made[0]
    bar = window.event_view.round_bar
    clock.advance(20 * 60_000)
    assert c.extend(1, 2, 10)
    assert bar.state_label.text() == "▶ running · Table 2 +10 min · 20:00"
    clock.advance(10 * 60_000 + 65_000)  # the round's 30 minutes are over; table 2 plays on
    timer.fire()
    assert c.state.rounds[1].tables[1].finished and not c.state.rounds[1].tables[2].finished
    assert bar.clock.text() == "8:55 left"  # not "0:00 left · Time is up"
    assert bar.state_label.text() == "▶ extra time · Table 2 +10 min · 8:55"
    assert c.armed_for == c.now() + 1_000  # the bar's reading keeps ticking
    clock.advance(1_000)
    timer.fire()
    assert bar.clock.text() == "8:54 left"
    click(qtbot, bar.pause_button)  # the judge can still pause the round for the table still playing
    assert c.state.rounds[1].clock.state == "paused" and bar.state_label.text().startswith("❚❚ PAUSED")
    click(qtbot, bar.pause_button)
    clock.advance(8 * 60_000 + 54_000)
    timer.fire()
    assert c.state.rounds[1].tables[2].finished
    assert bar.state_label.text() == "✕ Time is up" and not bar.pause_button.isEnabled()
    assert bar.next_button.isVisible() and bar.next_button.text() == "Seat round 2…"
