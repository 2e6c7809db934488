"""A round pause stops every clock of every table; a resume continues them from where they stood.

Driven through the event log with a fake time source, as the window drives it.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tableside.app.event.actions import ActionRefused
from tableside.app.event.automatic import due_leaves, next_automatic
from tableside.app.event.fold import fold
from tableside.app.event.results import preview, table_result
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.eventlog.sqlite_store import open_event_file
from tests.depth import examples
from tests.event.helpers import picture, seat_and_start, small_event

TEN_MINUTES = 600_000


def timed_event(time: FakeTime, store=None, minutes: int = 60) -> EventSession:
    session = EventSession(store if store is not None else MemoryStore(), time)
    small_event(session, players=("Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus"), timers="document-002",
                minutes=minutes)
    seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"], 2: ["Eve", "Fay", "Gus"]})
    return session


def ben(session: EventSession):
    return session.state.rounds[1].tables[1].clock.view(session.now()).player("p2")


def test_a_player_mid_decision_is_not_timed_out_while_the_round_is_paused():
    time = FakeTime()
    session = timed_event(time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "kind": "roll-dice"})
    time.advance(6_000)  # 4 s of auxiliary time used up, then 2 s of Ben's 120 s main timer
    before = ben(session)
    assert (before.aux_ms, before.main_ms, before.counting) == (0, 118_000, "main")
    session.do("round.pause", {})
    time.advance(TEN_MINUTES)
    assert session.catch_up().entries == ()  # 10 minutes: far past Ben's time, yet nobody is out
    assert due_leaves(session.state, session.now()) is None
    assert next_automatic(session.state, session.now()) is None  # nothing for the window to wake for
    paused = ben(session)
    assert (paused.main_ms, paused.counting, paused.out) == (118_000, None, False)
    view = session.state.rounds[1].tables[1].clock.view(session.now())
    assert view.round_paused and view.frozen and not view.held
    session.do("round.resume", {})
    resumed = ben(session)
    assert (resumed.main_ms, resumed.counting) == (118_000, "main")  # the same time left, running again
    resumed_at = session.now()
    assert next_automatic(session.state, resumed_at) == resumed_at + 118_000 - 20_000  # the 20 s warning
    time.advance(118_000 - 1)
    assert session.catch_up().entries == ()
    time.advance(1)
    written = session.catch_up().entries
    assert [(e.data["players"], e.data["reason"], e.data["t"]) for e in written] == [
        (["p2"], "time", resumed_at + 118_000)]


def test_the_auxiliary_countdown_stands_still_too():
    time = FakeTime()
    session = timed_event(time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "kind": "sell-houses"})  # 12 s
    time.advance(5_000)
    session.do("round.pause", {})
    time.advance(TEN_MINUTES)
    assert (ben(session).aux_ms, ben(session).main_ms) == (7_000, 120_000)
    session.do("round.resume", {})
    time.advance(1_000)
    session.do("clock.done", {"table": 1})
    assert ben(session).main_ms == 120_000 + 3_000  # half of the 6 s left: the pause took none of it


def test_a_pause_vote_window_and_a_table_pause_length_stand_still_during_a_round_pause():
    time = FakeTime()
    session = timed_event(time)
    session.do("clock.pause", {"table": 1, "player": "Ana"})  # a vote on table 1: 15 s to answer
    session.do("clock.pause", {"table": 2, "player": "Eve"})
    session.do("clock.vote", {"table": 2, "player": "Fay", "yes": True})
    session.do("clock.vote", {"table": 2, "player": "Gus", "yes": True})  # table 2 paused: 5 min
    time.advance(10_000)
    session.do("round.pause", {})
    time.advance(TEN_MINUTES)
    session.catch_up()
    t = session.now()
    one = session.state.rounds[1].tables[1].clock.view(t)
    two = session.state.rounds[1].tables[2].clock.view(t)
    assert one.vote is not None and one.vote.left_ms == 5_000
    assert (two.pause, two.pause_left_ms, two.pause_over) == ("paused", 290_000, False)
    session.do("round.resume", {})
    time.advance(4_999)
    session.catch_up()
    assert session.state.rounds[1].tables[1].clock.view(session.now()).vote is not None
    time.advance(1)
    assert session.state.rounds[1].tables[1].clock.view(session.now()).vote is None  # denied at 15 s of play


def test_nothing_starts_while_the_round_is_paused_but_the_judge_can_still_record_the_table():
    time = FakeTime()
    session = timed_event(time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "kind": "roll-dice"})
    session.do("round.pause", {})
    for kind, data in (("clock.decision", {"table": 2, "player": "Eve", "kind": "roll-dice"}),
                       ("clock.pause", {"table": 2, "player": "Eve"}),
                       ("clock.auction", {"table": 1, "player": "Ben"})):
        with pytest.raises(ActionRefused, match="the round is paused"):
            session.do(kind, data)
    session.do("clock.done", {"table": 1})  # what happened at the table before the pause
    session.do("player.out", {"table": 2, "players": ["Eve"]})
    time.advance(TEN_MINUTES)
    session.do("round.resume", {})
    session.do("clock.decision", {"table": 2, "player": "Fay", "kind": "roll-dice"})


def test_a_table_seated_during_a_round_pause_waits_for_the_resume():
    time = FakeTime()
    session = EventSession(MemoryStore(), time)
    small_event(session, players=("Ana", "Ben", "Cai", "Dee", "Eve"), timers="document-002")
    seat_and_start(session, {1: ["Ana", "Ben", "Cai"]})
    session.do("round.pause", {})
    session.do("table.seat", {"table": 2, "players": ["Dee", "Eve"]})
    time.advance(TEN_MINUTES)
    assert session.state.rounds[1].tables[2].clock.view(session.now()).round_paused
    with pytest.raises(ActionRefused, match="the round is paused"):
        session.do("clock.decision", {"table": 2, "player": "Dee", "kind": "roll-dice"})
    session.do("round.resume", {})
    session.do("clock.decision", {"table": 2, "player": "Dee", "kind": "roll-dice"})


def test_a_restart_during_a_round_pause_holds_nothing_and_the_resume_continues(tmp_path):
    time = FakeTime()
    file = str(tmp_path / "pause.tableside")
    session = timed_event(time, open_event_file(file, create=True))
    session.do("clock.decision", {"table": 1, "player": "Ben", "kind": "roll-dice"})
    time.advance(2_000)
    session.do("round.pause", {})
    session.close()
    time.advance(TEN_MINUTES)  # the laptop was off; the round was paused anyway
    again = EventSession(open_event_file(file), time)
    table = again.state.rounds[1].tables[1]
    assert not table.held_by_restart
    assert table.clock.view(again.now()).player("p2").aux_ms == 2_000
    again.do("round.resume", {})
    time.advance(1_000)
    again.do("clock.done", {"table": 1})  # driven by the new run: nothing to hold, no time lost
    assert again.state.rounds[1].tables[1].clock.view(again.now()).player("p2").main_ms == 120_500
    assert picture(fold(again.store.entries(), "another run")) == picture(again.state)
    again.close()


def test_a_hold_and_a_round_pause_together_need_both_lifted(tmp_path):
    time = FakeTime()
    file = str(tmp_path / "hold.tableside")
    session = timed_event(time, open_event_file(file, create=True))
    session.do("clock.decision", {"table": 1, "player": "Ben", "kind": "roll-dice"})
    time.advance(1_000)
    session.close()
    time.advance(60_000)  # a crash mid-decision: the timers come back held as at their last entry
    again = EventSession(open_event_file(file), time)
    assert again.state.rounds[1].tables[1].held_by_restart
    again.do("round.pause", {})
    again.do("round.resume", {})
    assert again.state.rounds[1].tables[1].clock.view(again.now()).held  # still the judge's to release
    again.do("round.pause", {})
    again.do("clock.release", {"table": 1})
    view = again.state.rounds[1].tables[1].clock.view(again.now())
    assert (view.held, view.round_paused, view.player("p2").counting) == (False, True, None)
    again.do("round.resume", {})
    time.advance(500)
    assert again.state.rounds[1].tables[1].clock.view(again.now()).player("p2").aux_ms == 3_500
    assert picture(fold(again.store.entries(), again.run)) == picture(again.state)
    again.close()


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(decide_after=st.integers(0, 50_000), pause_after=st.integers(0, 140_000),
       paused_for=st.integers(0, 3 * 3_600_000), kind=st.sampled_from(["roll-dice", "sell-houses"]))
def test_a_round_pause_shifts_the_time_out_by_exactly_the_paused_time(decide_after, pause_after, paused_for,
                                                                    kind):
    """Without a pause Ben times out at m; with one of length p that starts before m, at m + p."""
    aux = {"roll-dice": 4_000, "sell-houses": 12_000}[kind]
    time = FakeTime()
    session = timed_event(time, minutes=600)
    time.advance(decide_after)
    session.do("clock.decision", {"table": 1, "player": "Ben", "kind": kind})
    started = session.now()
    unpaused_time_out = started + aux + 120_000
    pause_after = min(pause_after, aux + 120_000 - 1)  # the pause begins before the time-out
    time.advance(pause_after)
    session.do("round.pause", {})
    time.advance(paused_for)
    assert session.catch_up().entries == ()
    session.do("round.resume", {})
    time.advance(unpaused_time_out + paused_for - session.now() - 1)
    assert session.catch_up().entries == ()
    time.advance(1)
    assert [e.data["t"] for e in session.catch_up().entries] == [unpaused_time_out + paused_for]


# Play time for the contribution bonus ("more than 10 minutes of play") ---------------------------


def contribution_event(time: FakeTime, timers: str) -> EventSession:
    session = EventSession(MemoryStore(), time)
    small_event(session, system="contribution", timers=timers)
    seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"]})
    return session


@pytest.mark.parametrize("timers", ["round-clock-only", "document-002"])
def test_a_round_pause_is_not_play_time_for_the_bonus(timers):
    time = FakeTime()
    session = contribution_event(time, timers)
    time.advance(20_000)
    session.do("round.pause", {})
    time.advance(TEN_MINUTES)
    session.do("round.resume", {})
    time.advance(1_000)  # 21 s of play, 10 min 21 s since the start
    session.do("player.out", {"table": 1, "players": ["Dee"]})
    session.do("player.out", {"table": 1, "players": ["Cai"]})
    table = session.state.rounds[1].tables[1]
    ratings = {}
    preview_of_ana = preview(session.state, table, "p1", ratings, now_t=session.now())
    assert preview_of_ana is not None and preview_of_ana.rating.bonus == 0
    result = table_result(session.state, table).by_name()
    assert (result["p4"].rating.bonus, result["p3"].rating.bonus) == (0, 0)
    time.advance(TEN_MINUTES - 21_000)  # exactly 10 minutes of play: still not more than 10 minutes
    session.do("player.out", {"table": 1, "players": ["Ben"]})
    result = table_result(session.state, table).by_name()
    assert result["p2"].rating.bonus == 0 and result["p1"].rating.bonus == 0


@pytest.mark.parametrize("timers", ["round-clock-only", "document-002"])
def test_play_after_a_round_pause_still_earns_the_bonus(timers):
    time = FakeTime()
    session = contribution_event(time, timers)
    time.advance(300_000)
    session.do("round.pause", {})
    time.advance(TEN_MINUTES)
    session.do("round.resume", {})
    time.advance(300_001)  # 600.001 s of play
    session.do("player.out", {"table": 1, "players": ["Dee"]})
    result = table_result(session.state, session.state.rounds[1].tables[1]).by_name()
    assert result["p4"].rating.bonus == 100


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(stretches=st.lists(st.tuples(st.integers(0, 400_000), st.integers(0, 2 * TEN_MINUTES)), min_size=1,
                          max_size=4),
       last=st.integers(0, 400_000))
def test_play_time_without_player_timers_is_the_time_the_round_clock_ran(stretches, last):
    time = FakeTime()
    session = contribution_event(time, "round-clock-only")
    played = 0
    for run, paused in stretches:
        time.advance(run)
        played += run
        session.do("round.pause", {})
        time.advance(paused)
        session.do("round.resume", {})
    time.advance(last)
    played += last
    if played >= 60 * 60_000:
        return  # the round itself would be over
    session.do("player.out", {"table": 1, "players": ["Dee"]})
    result = table_result(session.state, session.state.rounds[1].tables[1]).by_name()
    assert result["p4"].rating.bonus == (100 if played > TEN_MINUTES else 0)
