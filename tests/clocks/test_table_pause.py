"""The pause vote, pending and paused tables, resuming, the judge's hold, the round pause, and played time."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tableside.app.clocks import ClockRefused
from tests.clocks.helpers import FOUR, main_of, paused_table, table

# The vote ---------------------------------------------------------------------------------------


def test_the_requester_is_the_first_yes_and_four_players_need_three():
    clock = table().request_pause("Ana", 1_000)
    vote = clock.view(1_000).vote
    assert (vote.yes, vote.needed, vote.ends_at) == (("Ana",), 3, 16_000)
    clock = clock.vote("Ben", True, 2_000)
    assert clock.view(2_000).status == "voting"
    clock = clock.vote("Cai", True, 3_000)
    view = clock.view(3_000)
    assert (view.status, view.paused_at, view.pause_ends_at) == ("paused", 3_000, 303_000)
    assert view.last_vote.outcome == "accepted"


@pytest.mark.parametrize(("players", "voters"), [(("Ana", "Ben"), ["Ben"]), (("Ana", "Ben", "Cai"), ["Ben", "Cai"])])
def test_with_two_or_three_players_everyone_must_accept(players, voters):
    clock = table(players).request_pause("Ana", 0)
    for name in voters[:-1]:
        clock = clock.vote(name, True, 0)
    assert clock.view(0).status == "voting"
    assert clock.vote(voters[-1], True, 0).view(0).status == "paused"


def test_players_who_left_do_not_count_towards_the_players_needed():
    clock = table().player_left(["Dee", "Cai"], 0).request_pause("Ana", 0)
    assert clock.view(0).vote.needed == 2
    assert clock.vote("Ben", True, 0).view(0).status == "paused"


def test_a_player_leaving_mid_vote_loses_their_vote_and_the_count_is_checked_again():
    clock = table().request_pause("Ana", 0).vote("Ben", True, 0).player_left(["Ben"], 10)
    assert clock.view(10).vote.yes == ("Ana",)
    clock = clock.vote("Cai", True, 20)
    assert clock.view(20).status == "voting"  # 3 still in need 3: Dee has not answered
    clock = clock.player_left(["Dee"], 30)  # 2 still in, both said yes
    assert clock.view(30).status == "paused"
    assert clock.view(30).paused_at == 30


def test_any_no_denies_the_pause():
    clock = table().request_pause("Ana", 0).vote("Ben", True, 1).vote("Cai", False, 2)
    view = clock.view(2)
    assert (view.status, view.last_vote.outcome, str(view.last_vote.reason)) == ("none", "denied", "Cai said no")
    with pytest.raises(ClockRefused, match="there is no pause vote open; the last one was denied: Cai said no"):
        clock.vote("Dee", True, 3)


def test_the_vote_is_denied_at_exactly_15_seconds():
    clock = table().request_pause("Ana", 1_000).vote("Ben", True, 2_000)
    assert clock.next_change(2_000) == 16_000
    assert clock.view(15_999).status == "voting"
    assert clock.view(15_999).vote.left_ms == 1
    late = clock.view(16_000)
    assert late.status == "none"
    assert (late.last_vote.outcome, late.last_vote.at) == ("denied", 16_000)
    assert str(late.last_vote.reason) == "not enough players said yes within 0:15"
    with pytest.raises(ClockRefused, match="no pause vote open"):
        clock.vote("Cai", True, 16_000)
    assert clock.vote("Cai", True, 15_999).view(15_999).status == "paused"


def test_one_vote_at_a_time_and_one_answer_each():
    clock = table().request_pause("Ana", 0).vote("Ben", True, 1)
    with pytest.raises(ClockRefused, match="already open \\(asked by Ana\\)"):
        clock.request_pause("Cai", 2)
    with pytest.raises(ClockRefused, match="Ben has already voted"):
        clock.vote("Ben", True, 2)
    with pytest.raises(ClockRefused, match="Ana has already voted"):
        clock.vote("Ana", False, 2)


def test_players_who_are_out_cannot_request_or_vote():
    clock = table().player_left(["Dee"], 0)
    with pytest.raises(ClockRefused, match="Dee has left the game"):
        clock.request_pause("Dee", 1)
    with pytest.raises(ClockRefused, match="Dee has left the game"):
        clock.request_pause("Ana", 1).vote("Dee", True, 2)


# Pending and paused -----------------------------------------------------------------------------


def test_a_pause_accepted_during_a_decision_waits_until_it_completes():
    clock = table().begin_decision("Ben", "sell-houses", 0)
    clock = clock.request_pause("Ana", 1_000).vote("Cai", True, 1_000).vote("Dee", True, 2_000)
    view = clock.view(2_000)
    assert view.status == "pending"
    assert view.player("Ben").counting == "aux"  # play goes on
    assert view.player("Ben").aux_ms == 10_000
    with pytest.raises(ClockRefused, match="a pause is about to start"):
        clock.begin_decision("Ana", "roll-dice", 2_999)
    with pytest.raises(ClockRefused, match="already been agreed"):
        clock.request_pause("Ben", 2_500)
    clock = clock.complete_decision(6_000)
    paused = clock.view(6_000)
    assert (paused.status, paused.paused_at) == ("paused", 6_000)
    assert paused.player("Ben").main_ms == 123_000  # 6 s of aux left, half credited
    with pytest.raises(ClockRefused, match="the table is paused"):
        clock.begin_decision("Ana", "roll-dice", 7_000)


def test_nothing_runs_while_paused():
    clock = table().begin_decision("Ben", "roll-dice", 0)
    clock = clock.request_pause("Ana", 0).vote("Cai", True, 0).vote("Dee", True, 0)
    clock = clock.complete_decision(10_000)  # main counting for 6 s
    assert main_of(clock, "Ben", 10_000) == 114_000
    assert main_of(clock, "Ben", 200_000) == 114_000
    assert all(p.counting is None for p in clock.view(200_000).players)


def test_before_the_pause_length_everyone_still_in_must_ask_to_resume():
    clock = paused_table(1_000)
    for name in ("Ana", "Ben", "Cai"):
        clock = clock.request_resume(name, 2_000)
        assert clock.view(2_000).status == "paused"
    assert clock.view(2_000).resume_requests == ("Ana", "Ben", "Cai")
    with pytest.raises(ClockRefused, match="Ben has already asked to resume; waiting for Dee"):
        clock.request_resume("Ben", 2_000)
    clock = clock.request_resume("Dee", 3_000)
    assert clock.view(3_000).status == "none"


def test_after_the_pause_length_one_request_is_enough():
    clock = paused_table(1_000)
    assert clock.next_change(1_000) == 301_000
    assert not clock.view(300_999).pause_over
    assert clock.view(300_999).pause_left_ms == 1
    assert clock.request_resume("Ben", 300_999).view(300_999).status == "paused"
    assert clock.view(301_000).pause_over
    assert clock.request_resume("Ben", 301_000).view(301_000).status == "none"


def test_a_player_leaving_can_complete_the_resume_requests():
    clock = paused_table(0).request_resume("Ana", 10).request_resume("Ben", 10).request_resume("Cai", 10)
    clock = clock.player_left(["Dee"], 20)
    assert clock.view(20).status == "none"


def test_resume_needs_a_paused_table():
    with pytest.raises(ClockRefused, match="the table is not paused"):
        table().request_resume("Ana", 0)


# The judge's hold -------------------------------------------------------------------------------


def test_hold_freezes_a_running_decision_and_release_continues_it():
    clock = table().begin_decision("Ben", "roll-dice", 0).hold(1_000)
    view = clock.view(61_000)
    assert (view.held, view.status) == (True, "held")
    assert view.player("Ben").aux_ms == 3_000
    assert view.player("Ben").counting is None
    assert view.decision.aux_ends_at is None
    assert clock.next_change(61_000) is None
    assert clock.next_display_tick(61_000) is None
    with pytest.raises(ClockRefused, match="already stopped"):
        clock.hold(2_000)
    clock = clock.release(61_000)
    view = clock.view(61_000)
    assert (view.held, view.status, view.player("Ben").counting) == (False, "none", "aux")
    assert view.decision.aux_ends_at == 64_000
    assert clock.timeouts(183_999) == []
    assert clock.timeouts(184_000) == [("Ben", 184_000)]


def test_hold_freezes_a_running_main_timer():
    clock = table().begin_decision("Ben", "roll-dice", 0).hold(10_000)
    assert main_of(clock, "Ben", 500_000) == 114_000
    assert main_of(clock.release(500_000), "Ben", 501_000) == 113_000


def test_while_held_no_decision_or_vote_starts_but_a_decision_can_be_completed():
    clock = table().begin_decision("Ben", "roll-dice", 0).hold(1_000)
    with pytest.raises(ClockRefused, match="stopped this table's clocks"):
        clock.request_pause("Ana", 2_000)
    done = clock.complete_decision(9_000)  # 3 s of aux left when the clocks stopped
    assert main_of(done, "Ben", 9_000) == 121_500
    with pytest.raises(ClockRefused, match="stopped this table's clocks"):
        done.begin_decision("Ana", "roll-dice", 9_000)
    with pytest.raises(ClockRefused, match="not stopped by the judge"):
        table().release(5)


def test_hold_stops_the_vote_countdown_and_the_pause_length_too():
    voting = table().request_pause("Ana", 0).hold(5_000)
    assert voting.view(100_000).vote.left_ms == 10_000
    resumed = voting.release(100_000)
    assert resumed.view(100_000).vote.ends_at == 110_000
    paused = paused_table(0).hold(100_000).release(160_000)
    view = paused.view(160_000)
    assert (view.status, view.pause_ends_at, view.pause_left_ms) == ("paused", 360_000, 200_000)


def test_a_pause_that_begins_during_a_hold_gets_its_full_length_after_release():
    clock = table().begin_decision("Ben", "roll-dice", 0)
    clock = clock.request_pause("Ana", 0).vote("Cai", True, 0).vote("Dee", True, 0).hold(1_000)
    clock = clock.complete_decision(5_000).release(20_000)  # paused from 5 s, frozen until 20 s
    view = clock.view(20_000)
    assert (view.status, view.paused_at, view.pause_left_ms) == ("paused", 5_000, 300_000)
    assert view.pause_ends_at == 320_000
    assert clock.played_ms("Ana", 400_000) == 1_000


def test_held_and_paused_together_keeps_the_pause():
    clock = paused_table(0).hold(10)
    view = clock.view(20)
    assert (view.status, view.pause, view.held) == ("held", "paused", True)
    with pytest.raises(ClockRefused, match="only the judge can restart them"):
        clock.request_resume("Ana", 20)
    assert clock.release(30).view(30).status == "paused"


# Played time ------------------------------------------------------------------------------------


def test_played_time_leaves_out_pauses():
    clock = paused_table(100_000)
    for name in FOUR:
        clock = clock.request_resume(name, 350_000)  # paused for 250 s
    assert clock.played_ms("Ana", 350_000) == 100_000
    clock = clock.player_left(["Ana"], 650_000)
    assert clock.played_ms("Ana", 650_000) == 400_000
    assert clock.played_ms("Ana", 9_000_000) == 400_000
    assert clock.played_ms("Ben", 750_000) == 500_000


def test_played_time_leaves_out_holds_without_counting_an_overlap_twice():
    clock = table().hold(100).release(1_100)
    assert clock.played_ms("Ana", 2_000) == 1_000
    clock = paused_table(0).hold(10_000)  # paused 0..50_000 and held 10_000..40_000
    clock = clock.release(40_000)
    for name in FOUR:
        clock = clock.request_resume(name, 50_000)
    assert clock.played_ms("Ben", 60_000) == 10_000


def test_a_pending_pause_still_counts_as_played():
    clock = table().begin_decision("Ben", "roll-dice", 0)
    clock = clock.request_pause("Ana", 0).vote("Cai", True, 0).vote("Dee", True, 0)
    assert clock.played_ms("Ana", 3_000) == 3_000
    clock = clock.complete_decision(3_000)
    assert clock.played_ms("Ana", 90_000) == 3_000


def test_a_timed_out_players_played_time_ends_at_the_timeout():
    clock = table().begin_decision("Ben", "roll-dice", 0)
    assert clock.played_ms("Ben", 200_000) == 124_000
    assert clock.player_left(["Ben"], 124_000).played_ms("Ben", 500_000) == 124_000


# The round pause --------------------------------------------------------------------------------


def test_a_round_pause_freezes_a_running_main_timer_and_the_resume_continues_it():
    clock = table().begin_decision("Ben", "roll-dice", 0).pause_for_round(10_000)  # 6 s of main used
    view = clock.view(700_000)
    assert (view.round_paused, view.frozen, view.held, view.status) == (True, True, False, "none")
    assert view.player("Ben").main_ms == 114_000 and view.player("Ben").counting is None
    assert clock.timeouts(700_000) == [] and clock.next_change(700_000) is None
    assert clock.next_display_tick(700_000) is None
    clock = clock.resume_for_round(700_000)
    assert clock.view(700_000).player("Ben").counting == "main"
    assert clock.timeouts(814_000) == [("Ben", 814_000)] and clock.timeouts(813_999) == []


def test_round_pause_and_resume_refuse_twice():
    clock = table().pause_for_round(5)
    with pytest.raises(ClockRefused, match="already paused"):
        clock.pause_for_round(6)
    with pytest.raises(ClockRefused, match="not paused"):
        table().resume_for_round(5)


def test_a_hold_during_a_round_pause_keeps_the_clocks_frozen_until_both_are_lifted():
    clock = table().begin_decision("Ben", "roll-dice", 0).pause_for_round(1_000).hold(2_000)
    clock = clock.resume_for_round(3_000)
    assert clock.view(50_000).player("Ben").aux_ms == 3_000  # still held by the judge
    with pytest.raises(ClockRefused, match="only the judge"):
        clock.request_resume("Ana", 50_000)
    clock = clock.release(60_000)
    assert clock.view(61_000).player("Ben").aux_ms == 2_000  # frozen from 1 s to 60 s, counted once
    assert clock.played_ms("Ana", 61_000) == 2_000


def test_a_round_pause_during_a_table_pause_stops_its_length_and_counts_once_in_play_time():
    clock = paused_table(0).pause_for_round(100_000).resume_for_round(400_000)
    view = clock.view(400_000)
    assert (view.pause, view.pause_left_ms, view.pause_ends_at) == ("paused", 200_000, 600_000)
    for name in FOUR:
        clock = clock.request_resume(name, 500_000)
    assert clock.played_ms("Ana", 510_000) == 10_000


def test_while_the_round_is_paused_nothing_starts_but_the_judge_records_the_table():
    clock = table().begin_decision("Ben", "roll-dice", 0).pause_for_round(1_000)
    for attempt in (lambda c: c.request_pause("Ana", 2_000), lambda c: c.start_auction("Ben", 2_000)):
        with pytest.raises(ClockRefused, match="the round is paused"):
            attempt(clock)
    assert clock.can_auction("Ben", 2_000)[0] is False
    done = clock.complete_decision(90_000)
    assert main_of(done, "Ben", 90_000) == 121_500  # 3 s of aux left when the round stopped
    with pytest.raises(ClockRefused, match="the round is paused"):
        done.begin_decision("Ana", "roll-dice", 90_000)
    assert done.player_left(["Ana"], 95_000).view(95_000).player("Ana").out


@given(decide_at=st.integers(0, 10_000), pause_after=st.integers(0, 123_999), paused_for=st.integers(0, 10**8))
def test_the_time_out_moves_by_exactly_the_paused_time(decide_at, pause_after, paused_for):
    clock = table().begin_decision("Ben", "roll-dice", decide_at)
    assert clock.timeouts(decide_at + 124_000) == [("Ben", decide_at + 124_000)]
    start = decide_at + pause_after
    clock = clock.pause_for_round(start).resume_for_round(start + paused_for)
    assert clock.timeouts(decide_at + 124_000 + paused_for - 1) == []
    assert clock.timeouts(decide_at + 124_000 + paused_for) == [("Ben", decide_at + 124_000 + paused_for)]
