"""The end of the round as the game plays it (issue 27, part 4): last-turn phases, then the survivors
together or ranked by a number the table enters; worked examples under every scoring system."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tableside.app.clocks.rules import builtin_presets, rules_to_dict
from tableside.app.event.actions import ActionRefused
from tableside.app.event.results import table_result
from tableside.app.event.round_end import phase_at
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tests.event.helpers import SYSTEMS, seat_and_start, small_event

MIN = 60_000


def no_timers(round_end: str, survivors: str = "together") -> dict:
    return {"player_timers": False, "decisions": {}, "round_end": round_end, "survivors": survivors}


def with_timers(round_end: str, survivors: str = "together") -> dict:
    rules = rules_to_dict(builtin_presets()["document-002"])
    return {**rules, "round_end": round_end, "survivors": survivors}


def event(timers, system="table-points", minutes=5, time=None) -> EventSession:
    session = EventSession(MemoryStore(), time or FakeTime())
    small_event(session, system=system, options=SYSTEMS[system], timers=timers, minutes=minutes)
    seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"]})
    return session


def points(session: EventSession) -> dict[str, Fraction]:
    table = session.state.rounds[1].tables[1]
    names = {p.id: p.name for p in session.state.players.values()}
    return {names[r.name]: r.points for r in table_result(session.state, table).players}


def table(session: EventSession):
    return session.state.rounds[1].tables[1]


# ------------------------------------------------------------------------------------------------
# together (document 000) stays as it was


def test_together_is_the_default_and_is_not_written_into_the_rules():
    rules = builtin_presets()["round-clock-only"]
    assert rules.round_end.text() == "together" and rules.round_end.survivors == "together"
    assert "round_end" not in rules_to_dict(rules)


def test_minutes_phase_keeps_playing_after_time_then_everyone_still_in_leaves_together():
    time = FakeTime()
    session = event(no_timers("minutes:2"), time=time)
    start = session.now()
    time.advance(5 * MIN)
    assert session.catch_up().entries == ()  # time is up: the last-turn phase begins, nobody leaves
    phase = phase_at(session.state, table(session), session.now())
    assert phase.stage == "last_turn" and phase.ms_left == 2 * MIN
    session.do("player.out", {"table": 1, "players": ["Ana"]})  # play goes on in the phase
    time.advance(2 * MIN)
    [leave] = session.catch_up().entries
    assert leave.data["reason"] == "round" and leave.data["t"] == start + 7 * MIN
    assert points(session) == {"Ana": 0, "Ben": 8, "Cai": 8, "Dee": 8}


def test_a_round_pause_stops_the_capped_minutes_too():
    time = FakeTime()
    session = event(no_timers("minutes:2"), time=time)
    start = session.now()
    time.advance(6 * MIN)
    session.do("round.pause", {})
    time.advance(10 * MIN)
    assert session.catch_up().entries == ()
    session.do("round.resume", {})
    time.advance(MIN)
    [leave] = session.catch_up().entries
    assert leave.data["t"] == start + 17 * MIN


# ------------------------------------------------------------------------------------------------
# turns, seen on the player timers


def test_finish_turn_ends_when_the_next_turn_begins():
    time = FakeTime()
    session = event(with_timers("finish_turn"), time=time)
    time.advance(4 * MIN)
    session.do("clock.decision", {"table": 1, "player": "Ana", "decision": "roll-dice"})
    session.do("clock.done", {"table": 1})
    time.advance(MIN)  # time is up during Ana's turn
    session.do("clock.decision", {"table": 1, "player": "Ana", "decision": "auction-or-pass"})
    session.do("clock.done", {"table": 1})
    assert phase_at(session.state, table(session), session.now()).turns_left == 0
    time.advance(5_000)
    ends = session.now()
    # Ben's turn begins: the round ends at that very moment, written with it in one transaction.
    decision, leave = session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"}).entries
    assert decision.kind == "clock.decision" and leave.kind == "player.out"
    assert leave.data == {**leave.data, "reason": "round", "t": ends, "players": ["p1", "p2", "p3", "p4"]}
    assert table(session).finished and points(session) == {n: 6 for n in ("Ana", "Ben", "Cai", "Dee")}


def test_turns_two_plays_the_turn_under_way_and_two_more():
    time = FakeTime()
    session = event(with_timers("turns:2"), time=time)
    time.advance(5 * MIN)
    # No turn is under way when time is up; a turn begun at that very moment is the first one after it.
    for player, left in (("Ana", 2), ("Ben", 1)):
        assert phase_at(session.state, table(session), session.now()).turns_left == left
        session.do("clock.decision", {"table": 1, "player": player, "decision": "roll-dice"})
        session.do("clock.done", {"table": 1})
        time.advance(1_000)
    leave = session.do("clock.decision", {"table": 1, "player": "Cai", "decision": "roll-dice"}).entries[-1]
    assert leave.data["reason"] == "round" and table(session).finished


def test_a_main_timer_still_puts_a_player_out_during_the_last_turn():
    time = FakeTime()
    session = event(with_timers("finish_turn"), time=time)
    time.advance(5 * MIN)
    session.do("clock.decision", {"table": 1, "player": "Ana", "decision": "sell-houses"})
    time.advance(132_000)
    [out] = session.catch_up().entries
    assert out.data["reason"] == "time" and out.data["players"] == ["p1"]


# ------------------------------------------------------------------------------------------------
# turns without player timers: the judge ends the phase


def test_without_timers_the_judge_ends_the_last_turn_once_time_is_up():
    time = FakeTime()
    session = event(no_timers("finish_turn"), time=time)
    time.advance(5 * MIN - 1)
    with pytest.raises(ActionRefused, match="not up yet"):
        session.do("player.out", {"table": 1, "players": ["Ana", "Ben", "Cai", "Dee"], "reason": "round"})
    time.advance(1)
    assert session.catch_up().entries == ()
    phase = phase_at(session.state, table(session), session.now())
    assert phase.stage == "last_turn" and phase.judge_ends
    time.advance(3 * MIN)  # nothing ends it by itself
    assert session.catch_up().entries == ()
    session.do("player.out", {"table": 1, "players": ["Ana", "Ben", "Cai", "Dee"], "reason": "round"})
    assert table(session).finished


# ------------------------------------------------------------------------------------------------
# by_number


def by_number_game(system: str, time: FakeTime | None = None) -> EventSession:
    time = time or FakeTime()
    session = event(no_timers("minutes:2", "by_number"), system=system, time=time, minutes=60)
    time.advance(30 * MIN)
    session.do("player.out", {"table": 1, "players": ["Ana"]})
    time.advance(32 * MIN)
    assert session.catch_up().entries == ()  # play is over: nobody leaves, the numbers are awaited
    assert phase_at(session.state, table(session), session.now()).stage == "numbers"
    session.do("game.numbers", {"table": 1, "numbers": {"Ben": 1500, "Cai": 1500, "Dee": 3200}})
    return session


# Ana out first; at the end Ben and Cai have 1500 each and Dee 3200: Ana, then Ben and Cai together,
# then Dee. Ben and Cai share places 2 and 3 exactly as each system shares a tie.
WORKED = {
    "table-points": {"Ana": 0, "Ben": 6, "Cai": 6, "Dee": 12},  # 1 -> 2 -> 1 in document 000's table
    "rplops": {"Ana": 20, "Ben": 50, "Cai": 50, "Dee": 80},  # ranks 2 and 3 averaged: (60 + 40) / 2
    "plops": {"Ana": 20, "Ben": 50, "Cai": 50, "Dee": 80},
    "rplops2": {"Ana": 0, "Ben": 6, "Cai": 6, "Dee": 12},  # (8 + 4) / 2
    "placement": {"Ana": 0, "Ben": 2, "Cai": 2, "Dee": 5},  # (3 + 1) / 2
    # both share rank 2: each pays 11 % (110) and gets 80 from Ana (24 % / 3); Dee gets 110 + 110 + 80;
    # everyone played more than 600 s: +100 each
    "contribution": {"Ana": -140, "Ben": 70, "Cai": 70, "Dee": 400},
}


# The same table under minutes:2 and survivors together: Ben, Cai and Dee leave together, sharing
# places 1 to 3 (document 000's 1 -> 3).
WORKED_TOGETHER = {
    "table-points": {"Ana": 0, "Ben": 8, "Cai": 8, "Dee": 8},
    "rplops": {"Ana": 20, "Ben": 60, "Cai": 60, "Dee": 60},  # (80 + 60 + 40) / 3
    "plops": {"Ana": 20, "Ben": 60, "Cai": 60, "Dee": 60},
    "rplops2": {"Ana": 0, "Ben": 8, "Cai": 8, "Dee": 8},  # (12 + 8 + 4) / 3
    "placement": {"Ana": 0, "Ben": 3, "Cai": 3, "Dee": 3},  # (5 + 3 + 1) / 3
    "contribution": {"Ana": -140, "Ben": 180, "Cai": 180, "Dee": 180},  # all share rank 1: 80 each from Ana
}


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_worked_example_together_under_every_scoring_system(system):
    time = FakeTime()
    session = event(no_timers("minutes:2"), system=system, time=time, minutes=60)
    time.advance(30 * MIN)
    session.do("player.out", {"table": 1, "players": ["Ana"]})
    time.advance(32 * MIN)
    session.catch_up()
    assert points(session) == WORKED_TOGETHER[system]


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_worked_example_under_every_scoring_system(system):
    session = by_number_game(system)
    assert table(session).out == (("p1",), ("p2", "p3"))
    assert dict(table(session).numbers) == {"p2": 1500, "p3": 1500, "p4": 3200}
    assert points(session) == WORKED[system]


def test_a_tie_at_the_top_leaves_together():
    time = FakeTime()
    session = event(no_timers("together", "by_number"), time=time)
    time.advance(5 * MIN)
    session.do("game.numbers", {"table": 1, "numbers": {"Ana": 3, "Ben": 9, "Cai": 9, "Dee": 1}})
    assert table(session).out == (("p4",), ("p1",), ("p2", "p3"))
    assert points(session) == {"Dee": 0, "Ana": 4, "Ben": 10, "Cai": 10}


@pytest.mark.parametrize("data, words", [
    ({"numbers": {"Ben": 1, "Cai": 2}}, "Dee too"),
    ({"numbers": {"Ben": 1, "Cai": 2, "Dee": 1.5}}, "Dee's number must be a whole number"),
    ({"numbers": {"Ben": 1, "Cai": 2, "Dee": 3, "Ana": 4}}, "Ana is not still in"),
    ({"numbers": []}, "one whole number per player"),
    ({"numbers": {"Ben": 1, "Cai": 2, "Dee": True}}, "whole number"),
])
def test_numbers_are_checked_and_a_refusal_writes_nothing(data, words):
    time = FakeTime()
    session = event(no_timers("minutes:2", "by_number"), time=time)
    session.do("player.out", {"table": 1, "players": ["Ana"]})
    time.advance(7 * MIN)
    before = session.state.seq
    with pytest.raises(ActionRefused, match=words):
        session.do("game.numbers", {"table": 1, **data})
    assert session.state.seq == before


def test_numbers_wait_for_the_end_of_play_and_play_stops_there():
    time = FakeTime()
    session = event(with_timers("minutes:2", "by_number"), time=time)
    time.advance(6 * MIN)
    with pytest.raises(ActionRefused, match="not over yet"):
        session.do("game.numbers", {"table": 1, "numbers": {"Ana": 1, "Ben": 2, "Cai": 3, "Dee": 4}})
    session.do("clock.decision", {"table": 1, "player": "Ana", "decision": "sell-houses"})
    time.advance(10 * MIN)  # Ana's main timer runs out after play is over: nobody is put out
    assert session.catch_up().entries == ()
    with pytest.raises(ActionRefused, match="play at table 1 is over"):
        session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"})
    session.do("game.numbers", {"table": 1, "numbers": {"Ana": 1, "Ben": 2, "Cai": 3, "Dee": 4}})
    assert table(session).finished and points(session) == {"Ana": 0, "Ben": 4, "Cai": 8, "Dee": 12}


def test_numbers_are_refused_where_the_survivors_leave_together():
    time = FakeTime()
    session = event(no_timers("minutes:2"), time=time)
    time.advance(6 * MIN)
    with pytest.raises(ActionRefused, match="no numbers are entered"):
        session.do("game.numbers", {"table": 1, "numbers": {"Ana": 1, "Ben": 2, "Cai": 3, "Dee": 4}})


def test_the_tables_undo_takes_the_numbers_back():
    session = by_number_game("table-points")
    session.undo_table((1, 1))
    assert table(session).out == (("p1",),) and table(session).numbers == ()
    assert phase_at(session.state, table(session), session.now()).stage == "numbers"


def test_a_round_end_undone_with_more_minutes_plays_on_until_its_new_time_then_a_last_turn_again():
    time = FakeTime()
    session = event(with_timers("finish_turn"), time=time)
    time.advance(5 * MIN)
    leave = session.do("clock.decision", {"table": 1, "player": "Ana", "decision": "roll-dice"}).entries[-1]
    time.advance(1_000)
    session.do("undo", {"entry": leave.seq, "minutes": 2})
    session.do("clock.release", {"table": 1})
    assert not table(session).finished and session.catch_up().entries == ()
    assert phase_at(session.state, table(session), session.now()).stage == "playing"
    session.do("clock.done", {"table": 1})
    time.advance(2 * MIN)
    change = session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"})
    assert change.entries[-1].data["reason"] == "round" and table(session).finished


def test_the_tables_model_says_the_phase_and_offers_no_decision_once_play_is_over():
    from tableside.app.event.table_view_model import table_model

    time = FakeTime()
    session = event(with_timers("minutes:2", "by_number"), time=time)
    time.advance(5 * MIN + 30_000)
    model = table_model(session.state, table(session), session.now())
    assert (model.round_end.stage, model.round_end.text) == ("last_turn", "1:30 of last-turn time")
    assert model.round_end.ends_at == table(session).started_at + 7 * MIN
    assert model.row("p1").choice("roll-dice").enabled
    time.advance(MIN + 30_000)
    model = table_model(session.state, table(session), session.now())
    assert (model.round_end.stage, model.round_end.action) == ("numbers", "Enter the numbers")
    assert not model.row("p1").choice("roll-dice").enabled


def test_turns_left_reads_as_the_model_says():
    from tableside.app.event.table_view_model import table_model

    time = FakeTime()
    session = event(with_timers("turns:2"), time=time)
    time.advance(5 * MIN)
    assert table_model(session.state, table(session), session.now()).round_end.text == "2 turns left"
    session.do("clock.decision", {"table": 1, "player": "Ana", "decision": "roll-dice"})
    session.do("clock.done", {"table": 1})
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"})
    assert table_model(session.state, table(session), session.now()).round_end.text == "Last turn"
