"""Decisions, rewards, timeouts, auctions, adjustments and leaving, with fake event time only."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tableside.app.clocks import ClockRefused, DecisionKind, TableClock, TimerRules
from tests.clocks.helpers import FOUR, main_of, table


def test_the_auxiliary_timer_runs_first_and_leaves_the_main_timer_alone():
    clock = table().begin_decision("Ben", "roll-dice", 1_000)
    ben = clock.view(4_999).player("Ben")
    assert (ben.counting, ben.aux_ms, ben.main_ms) == ("aux", 1, 120_000)
    ben = clock.view(5_000).player("Ben")
    assert (ben.counting, ben.aux_ms, ben.main_ms) == ("main", 0, 120_000)
    ben = clock.view(6_500).player("Ben")
    assert (ben.counting, ben.main_ms) == ("main", 118_500)


def test_only_the_deciding_players_time_runs():
    clock = table().begin_decision("Ben", "sell-houses", 0)
    view = clock.view(50_000)
    for name in ("Ana", "Cai", "Dee"):
        assert view.player(name).main_ms == 120_000
        assert view.player(name).counting is None
        assert view.player(name).aux_ms is None
    assert view.player("Ben").main_ms == 120_000 - 38_000


def test_with_no_decision_running_no_timer_runs():
    clock = table()
    assert [p.main_ms for p in clock.view(10_000_000).players] == [120_000] * 4
    assert clock.next_change(0) is None


def test_one_decision_at_a_time_until_it_completes():
    clock = table().begin_decision("Ben", "roll-dice", 0)
    with pytest.raises(ClockRefused, match="Ben is still deciding \\(roll dice\\); one decision at a time"):
        clock.begin_decision("Ana", "auction-or-pass", 100)
    with pytest.raises(ClockRefused, match="Ben is still deciding"):
        clock.begin_decision("Ben", "auction-or-pass", 100)
    clock = clock.complete_decision(200).begin_decision("Ana", "auction-or-pass", 300)
    assert clock.view(300).decision.player == "Ana"


@pytest.mark.parametrize(
    ("player", "kind", "message"),
    [
        ("Zed", "roll-dice", "there is no player 'Zed' at this table"),
        ("Ben", "nap", "'nap' is not a decision of these timer rules"),
    ],
)
def test_begin_decision_refusals(player, kind, message):
    with pytest.raises(ClockRefused, match=message):
        table().begin_decision(player, kind, 0)


def test_a_player_who_left_cannot_decide():
    clock = table().player_left(["Ben"], 10)
    with pytest.raises(ClockRefused, match="Ben has left the game"):
        clock.begin_decision("Ben", "roll-dice", 20)


def test_no_decisions_without_player_timers():
    clock = table(rules=TimerRules(player_timers=False, decisions={}))
    with pytest.raises(ClockRefused, match="without player timers"):
        clock.begin_decision("Ben", "roll-dice", 0)
    allowed, said = clock.can_auction("Ben", 0)
    assert (allowed, str(said)) == (False, "this table plays without player timers")


def test_complete_needs_a_running_decision():
    with pytest.raises(ClockRefused, match="no decision is running"):
        table().complete_decision(5)


def test_the_two_choose_character_kinds_have_their_own_lengths():
    first = table().begin_decision("Ana", "choose-character-first", 0)
    other = table().begin_decision("Ben", "choose-character-other", 0)
    assert first.view(0).decision.aux_ends_at == 15_000
    assert other.view(0).decision.aux_ends_at == 7_000


# Rewards -----------------------------------------------------------------------------------------


def test_finishing_with_3_3_seconds_left_adds_1650_ms():
    clock = table().begin_decision("Ben", "roll-dice", 0).complete_decision(700)
    assert main_of(clock, "Ben", 700) == 121_650


def test_a_reward_is_rounded_down_to_whole_ms():
    clock = table().begin_decision("Ben", "roll-dice", 0).complete_decision(699)  # 3301 ms left
    assert main_of(clock, "Ben", 699) == 121_650


def test_finishing_exactly_when_the_aux_timer_expires_earns_nothing():
    clock = table().begin_decision("Ben", "roll-dice", 0).complete_decision(4_000)
    assert main_of(clock, "Ben", 4_000) == 120_000
    clock = table().begin_decision("Ben", "roll-dice", 0).complete_decision(3_999)
    assert main_of(clock, "Ben", 3_999) == 120_000  # 1 ms left, half of it rounds down to 0


def test_finishing_late_keeps_what_the_main_timer_lost():
    clock = table().begin_decision("Ben", "roll-dice", 0).complete_decision(9_000)
    assert main_of(clock, "Ben", 9_000) == 115_000
    assert main_of(clock, "Ben", 99_000) == 115_000  # and it stops with the decision


def test_reward_cap_and_ratio_from_the_rules():
    capped = table(rules=TimerRules(reward_cap_ms=1_000)).begin_decision("Ben", "sell-houses", 0)
    assert main_of(capped.complete_decision(0), "Ben", 0) == 121_000
    third = table(rules=TimerRules(reward_ratio=Fraction(1, 3))).begin_decision("Ben", "roll-dice", 0)
    assert main_of(third.complete_decision(3_000), "Ben", 3_000) == 120_333


def test_reward_if_done_is_what_done_adds_then():
    deciding = table().begin_decision("Ben", "roll-dice", 0)
    assert deciding.reward_if_done(700) == 1_650 and deciding.reward_if_done(4_000) == 0
    assert deciding.reward_if_done(9_000) == 0 and table().reward_if_done(500) == 0  # late; nobody deciding


@given(st.sampled_from(["roll-dice", "auction-or-pass", "sell-houses"]), st.integers(0, 20_000),
       st.sampled_from([None, 1_000]), st.sampled_from([Fraction(1, 2), Fraction(1, 3)]))
def test_reward_if_done_always_equals_the_main_timer_gained_by_done(kind, t, cap, ratio):
    clock = table(rules=TimerRules(reward_cap_ms=cap, reward_ratio=ratio)).begin_decision("Ben", kind, 0)
    before = main_of(clock, "Ben", t)
    assert main_of(clock.complete_decision(t), "Ben", t) - before == clock.reward_if_done(t)


# Timeouts ----------------------------------------------------------------------------------------


def test_main_timer_reaching_zero_times_the_player_out_at_exactly_that_moment():
    clock = table().begin_decision("Ben", "roll-dice", 0)  # aux to 4000, then 120 s of main
    m = 124_000
    before = clock.view(m - 1).player("Ben")
    assert (before.main_ms, before.counting, before.out, before.timed_out_at) == (1, "main", False, None)
    assert clock.timeouts(m - 1) == []
    assert clock.timeouts(m) == [("Ben", m)]
    assert clock.timeouts(m + 50_000) == [("Ben", m)]
    at = clock.view(m)
    assert at.player("Ben").main_ms == 0
    assert at.player("Ben").timed_out_at == m
    assert at.player("Ben").counting is None
    assert at.decision is None  # the timed-out player's decision ended at m


def test_the_timeout_must_be_recorded_before_anything_else_happens():
    clock = table().begin_decision("Ben", "roll-dice", 0)
    with pytest.raises(ClockRefused, match="Ben ran out of time; record Ben leaving first"):
        clock.request_pause("Ana", 124_000)
    with pytest.raises(ClockRefused, match="Ben ran out of time"):
        clock.complete_decision(124_000)  # completing at the very moment is too late
    with pytest.raises(ClockRefused, match="record Ben leaving at that moment first"):
        clock.player_left(["Ben"], 124_001)
    after = clock.player_left(["Ben"], 124_000)
    assert after.view(124_000).player("Ben").out_at == 124_000
    assert after.timeouts(200_000) == []
    after.begin_decision("Ana", "roll-dice", 124_000)  # the table goes on


def test_a_timeout_starts_a_pending_pause_at_that_moment():
    clock = table().begin_decision("Ben", "roll-dice", 0)
    clock = clock.request_pause("Ana", 1_000).vote("Cai", True, 1_000).vote("Dee", True, 1_000)
    assert clock.view(1_000).pause == "pending"
    view = clock.view(130_000)
    assert view.pause == "paused"
    assert view.paused_at == 124_000
    clock = clock.player_left(["Ben"], 124_000)
    assert clock.view(124_000).paused_at == 124_000


def test_a_player_with_no_main_time_left_is_out_when_the_aux_timer_expires():
    clock = table().adjust("Ben", -120_000, 0).begin_decision("Ben", "roll-dice", 10)
    assert clock.view(4_009).player("Ben").counting == "aux"
    assert clock.timeouts(4_009) == []
    assert clock.timeouts(4_010) == [("Ben", 4_010)]


# Auctions ----------------------------------------------------------------------------------------


def test_an_auction_costs_exactly_20_seconds():
    clock = table().start_auction("Ben", 10)
    assert main_of(clock, "Ben", 10) == 100_000
    assert main_of(clock, "Ana", 10) == 120_000


def test_an_auction_is_refused_at_exactly_20_seconds_left():
    clock = table().adjust("Ben", -100_000, 0)
    allowed, reason = clock.can_auction("Ben", 5)
    assert not allowed
    assert str(reason) == "Ben's auction needs more than 0:20 on the clock; Ben has 0:20.0"
    assert reason.players == ("Ben",) and reason.text({"Ben": "Benjamin"}).startswith("Benjamin's auction")
    with pytest.raises(ClockRefused, match="needs more than 0:20"):
        clock.start_auction("Ben", 5)
    clock = clock.adjust("Ben", 1, 5)
    assert clock.can_auction("Ben", 5)[0]
    assert main_of(clock.start_auction("Ben", 5), "Ben", 5) == 1


def test_the_auction_refusal_names_the_time_left():
    clock = table().adjust("Ben", -102_000, 0)
    allowed, said = clock.can_auction("Ben", 0)
    assert (allowed, str(said)) == (False, "Ben's auction needs more than 0:20 on the clock; Ben has 0:18")


def test_an_auction_during_ones_own_decision_comes_off_the_running_main_timer():
    clock = table().begin_decision("Ben", "roll-dice", 0)
    assert main_of(clock, "Ben", 10_000) == 114_000
    clock = clock.start_auction("Ben", 10_000)
    assert main_of(clock, "Ben", 10_000) == 94_000
    assert main_of(clock, "Ben", 11_000) == 93_000
    assert clock.timeouts(103_999) == []
    assert clock.timeouts(104_000) == [("Ben", 104_000)]


def test_an_auction_during_ones_own_aux_time_leaves_the_aux_running():
    clock = table().begin_decision("Ben", "auction-or-pass", 0).start_auction("Ben", 2_000)
    ben = clock.view(2_000).player("Ben")
    assert (ben.main_ms, ben.aux_ms, ben.counting) == (100_000, 5_000, "aux")


def test_no_auction_while_someone_else_decides_or_the_table_is_paused():
    clock = table().begin_decision("Ben", "roll-dice", 0)
    allowed, said = clock.can_auction("Ana", 0)
    assert (allowed, str(said)) == (False, "Ben is deciding; only Ben can start an auction now")
    paused = table().request_pause("Ana", 0).vote("Ben", True, 0).vote("Cai", True, 0)
    with pytest.raises(ClockRefused, match="the table is paused"):
        paused.start_auction("Ana", 10)


# Adjustments -------------------------------------------------------------------------------------


def test_judge_adjustments_add_and_remove_time():
    clock = table().adjust("Ben", 5_000, 0).adjust("Cai", -30_000, 0)
    assert main_of(clock, "Ben", 0) == 125_000
    assert main_of(clock, "Cai", 0) == 90_000


def test_an_adjustment_cannot_make_a_main_timer_negative():
    clock = table().adjust("Ben", -110_000, 0)
    with pytest.raises(ClockRefused, match="Ben has 0:10 left; taking 0:11 off would leave less than nothing"):
        clock.adjust("Ben", -11_000, 1)
    assert main_of(clock.adjust("Ben", -10_000, 1), "Ben", 1) == 0


def test_adjusting_a_running_main_timer_to_zero_times_the_player_out_now():
    clock = table().begin_decision("Ben", "roll-dice", 0)
    clock = clock.adjust("Ben", -110_000, 10_000)  # 114 s left at 10 s, 4 s remain
    assert clock.timeouts(13_999) == []
    assert clock.timeouts(14_000) == [("Ben", 14_000)]
    zero = table().begin_decision("Ben", "roll-dice", 0).adjust("Ben", -114_000, 10_000)
    assert zero.timeouts(10_000) == [("Ben", 10_000)]


# Leaving -----------------------------------------------------------------------------------------


def test_a_player_who_leaves_while_deciding_earns_no_reward_and_their_clock_stops_for_good():
    clock = table().begin_decision("Ben", "sell-houses", 0).player_left(["Ben"], 2_000)
    view = clock.view(2_000)
    assert view.decision is None
    assert view.player("Ben").main_ms == 120_000
    assert view.player("Ben").out
    assert clock.view(900_000).player("Ben").main_ms == 120_000
    with pytest.raises(ClockRefused, match="Ben has left the game"):
        clock.adjust("Ben", 1_000, 3_000)
    with pytest.raises(ClockRefused, match="Ben has already left"):
        clock.player_left(["Ben"], 3_000)


def test_a_player_who_leaves_after_losing_main_time_keeps_the_loss():
    clock = table().begin_decision("Ben", "roll-dice", 0).player_left(["Ben"], 10_000)
    assert main_of(clock, "Ben", 10_000) == 114_000
    assert main_of(clock, "Ben", 50_000) == 114_000


def test_when_one_player_is_left_the_game_is_over_and_their_decision_ends():
    clock = table(("Ana", "Ben", "Cai")).begin_decision("Ana", "roll-dice", 0)
    clock = clock.player_left(["Ben", "Cai"], 1_000)
    view = clock.view(1_000)
    assert view.finished_at == 1_000
    assert view.decision is None
    assert view.player("Ana").main_ms == 120_000  # no reward for a decision the game ended
    assert clock.played_ms("Ana", 500_000) == 1_000
    with pytest.raises(ClockRefused, match="the game at this table is over"):
        clock.begin_decision("Ana", "roll-dice", 2_000)
    clock = clock.player_left(["Ana"], 5_000)  # e.g. the round ends: the winner is marked out too
    assert clock.view(5_000).finished_at == 1_000
    assert clock.played_ms("Ana", 5_000) == 1_000


def test_a_table_needs_two_different_players():
    with pytest.raises(ClockRefused, match="at least 2 players"):
        TableClock.start(TimerRules(), ["Ana"], 0)
    with pytest.raises(ClockRefused, match="Ana is seated twice"):
        TableClock.start(TimerRules(), ["Ana", "Ben", "Ana"], 0)


def test_a_decision_kind_with_no_aux_time_starts_on_the_main_timer():
    rules = TimerRules(decisions={"instant": DecisionKind("instant", 0)})
    clock = table(FOUR, rules).begin_decision("Ben", "instant", 100)
    ben = clock.view(100).player("Ben")
    assert (ben.counting, ben.aux_ms) == ("main", 0)
    assert main_of(clock, "Ben", 1_100) == 119_000
