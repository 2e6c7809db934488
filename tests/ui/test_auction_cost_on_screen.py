"""The auction's cost is the event's rule, on the card, in the Decide menu and in the history."""

from __future__ import annotations

from tableside.app.clocks.rules import builtin_presets, rules_to_dict
from tests.ui.helpers import card, event_window, row


def test_a_preset_with_another_auction_cost_is_shown_and_logged_with_that_cost(qtbot, clock, timers):
    rules = rules_to_dict(builtin_presets()["document-002"])
    rules["auction_cost_ms"] = 30_000
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"]}, timers_preset=rules)
    window.show()
    window.history_dock.show()
    assert row(window, 1, "Ben").auction_action.text() == "Start an &auction (−30 s)"
    row(window, 1, "Ben").decide_actions["roll-dice"].trigger()
    strip = card(window, 1)
    assert strip.decision_strip.isVisible()
    # The compact card (this screen's) has it in the header's ▾ menu, with the cost; the comfortable one as
    # a button of the decision strip (test_clocks_on_screen).
    assert strip.density == "compact"
    assert strip.auction_action.text() == "Auction (−30 s) for the player deciding (A)"
    assert strip.auction_action.isEnabled()
    strip.auction_action.trigger()
    assert window.history.rows()[0][2] == "Table 1: Ben starts an auction (−0:30)"
    assert row(window, 1, "Ben").main_clock.plain.startswith("MAIN 1:30")


def test_the_reward_is_shown_as_a_number_while_deciding_and_written_in_the_history(qtbot, clock, timers):
    # Document 002: Done adds half of the decision time left to the main timer (roll dice: 4 s).
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"]}, timers_preset="document-002")
    window.show()
    window.history_dock.show()
    row(window, 1, "Ben").decide_actions["roll-dice"].trigger()
    clock.advance(1_000)
    the_card = card(window, 1)
    the_card.refresh()
    assert "Done now adds +0:01.5 to the main timer (the reward: 1/2 of the decision time left)." in \
        the_card.done_button.toolTip()
    assert "+0:01.5" in the_card.aux_big.toolTip()
    clock.advance(300)
    assert c.done(1, 1)
    assert window.history.rows()[0][2] == "Table 1: decision done (reward +0:01.35)"
    assert row(window, 1, "Ben").main_clock.plain.startswith("MAIN 2:02")  # 2:01.35 read rounded up
