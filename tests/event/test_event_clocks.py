"""Player timers and the round clock driven through the event log, with a fake time source."""

from __future__ import annotations

import pytest

from tableside.app.event.actions import ActionRefused
from tableside.app.event.fold import fold
from tableside.app.event.results import table_result
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.sqlite_store import open_event_file
from tests.event.helpers import picture, seat_and_start, small_event


@pytest.fixture
def file(tmp_path):
    return str(tmp_path / "clocks.tableside")


def timed_event(file: str, time: FakeTime, system: str = "table-points") -> EventSession:
    session = EventSession(open_event_file(file, create=True), time)
    small_event(session, timers="document-002", system=system)
    seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"]})
    return session


def test_main_timer_expiry_logs_the_player_out_at_that_exact_moment(file):
    time = FakeTime()
    session = timed_event(file, time)
    start = session.now()
    session.do("clock.decision", {"table": 1, "player": "Ben", "kind": "roll-dice"})
    # 4 s of auxiliary time, then Ben's 120 s main timer: out at +124 s exactly.
    time.advance(124_000 - 1)
    assert session.catch_up().entries == ()
    time.advance(1)
    written = session.catch_up().entries
    assert [(e.kind, e.data["players"], e.data["reason"], e.data["t"]) for e in written] == [
        ("player.out", ["p2"], "time", start + 124_000)
    ]
    result = table_result(session.state, session.state.rounds[1].tables[1]).by_name()
    assert result["p2"].points == 0 and result["p2"].place == 4
    session.close()


def test_time_out_of_the_second_to_last_player_ends_the_game(file):
    time = FakeTime()
    session = timed_event(file, time)
    session.do("player.out", {"table": 1, "players": ["Ana", "Cai"]})
    session.do("clock.decision", {"table": 1, "player": "Dee", "kind": "auction-or-pass"})
    time.advance(200_000)
    session.catch_up()
    table = session.state.rounds[1].tables[1]
    assert table.finished
    result = table_result(session.state, table).by_name()
    assert result["p2"].place == 1 and result["p2"].points == 12  # Ben wins when Dee times out
    assert result["p4"].points == 6 * (8 - 2 - 2) // 3
    session.close()


def test_a_restart_mid_decision_holds_the_timers_until_the_judge_resumes(file):
    time = FakeTime()
    session = timed_event(file, time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "kind": "sell-houses"})
    time.advance(5_000)
    session.do("clock.auction", {"table": 1, "player": "Ben"})
    held_at = session.now()
    session.close()  # the laptop dies here; 10 minutes pass
    time.advance(600_000)
    again = EventSession(open_event_file(file), time)
    table = again.state.rounds[1].tables[1]
    assert table.held_by_restart
    view = table.clock.view(again.now())
    assert view.held and view.player("p2").main_ms == 100_000  # as at its last entry: 120 s − 20 s
    assert table.clock_t == held_at  # the timers stand as at the last entry that touched them
    assert again.now() - table.clock_t == 600_000  # the wall-clock time since, shown beside it
    assert again.catch_up().entries == ()  # nobody loses time silently while held
    with pytest.raises(ActionRefused):
        again.do("clock.auction", {"table": 1, "player": "Ben"})
    again.do("clock.release", {"table": 1})
    assert not again.state.rounds[1].tables[1].held_by_restart
    again.do("clock.done", {"table": 1})
    # Done 5 s into the 12 s decision before the crash: half of the 7 s left is credited.
    assert again.state.rounds[1].tables[1].clock.view(again.now()).player("p2").main_ms == 103_500
    assert picture(fold(again.store.entries(), again.run)) == picture(again.state)
    again.close()


def test_round_clock_survives_a_restart_with_the_real_time_left(file):
    time = FakeTime()
    session = timed_event(file, time)
    rnd = session.state.rounds[1]
    end = rnd.clock.ends_at(1)
    session.close()
    time.advance(20 * 60_000)  # down for 20 minutes of a 60 minute round
    again = EventSession(open_event_file(file), time)
    assert again.state.rounds[1].clock.remaining_ms(again.now(), 1) == 40 * 60_000
    assert again.state.rounds[1].clock.ends_at(1) == end
    time.advance(40 * 60_000)
    written = again.catch_up().entries
    assert [(e.data["reason"], e.data["t"]) for e in written] == [("round", end)]
    again.close()


def test_a_wall_clock_jump_while_running_changes_no_clock(file):
    time = FakeTime()
    session = timed_event(file, time)
    session.do("clock.decision", {"table": 1, "player": "Cai", "kind": "roll-dice"})
    time.advance(2_000)
    before = session.now()
    view = session.state.rounds[1].tables[1].clock.view(before)
    for jump in (3_600_000, -3_600_000):
        time.wall += jump
        assert session.now() == before
        assert session.state.rounds[1].tables[1].clock.view(session.now()) == view
        assert session.state.rounds[1].clock.remaining_ms(session.now()) == 60 * 60_000 - 2_000
    session.close()


def test_contribution_bonus_counts_play_time_without_pauses(file):
    time = FakeTime()
    session = timed_event(file, time, system="contribution")
    time.advance(300_000)
    session.do("clock.pause", {"table": 1, "player": "Ana"})
    session.do("clock.vote", {"table": 1, "player": "Ben", "yes": True})
    session.do("clock.vote", {"table": 1, "player": "Cai", "yes": True})  # 3 yes: paused at once
    time.advance(200_000)  # paused 200 s, less than the pause length: all four must ask
    for name in ("Ana", "Ben", "Cai", "Dee"):
        session.do("clock.resume", {"table": 1, "player": name})
    time.advance(300_000)  # played 300 s + 300 s = 600 s: not more than 10 minutes
    session.do("player.out", {"table": 1, "players": ["Dee"]})
    time.advance(1)
    session.do("player.out", {"table": 1, "players": ["Cai"]})
    result = table_result(session.state, session.state.rounds[1].tables[1]).by_name()
    assert result["p4"].rating.bonus == 0
    assert result["p3"].rating.bonus == 100
    session.close()


def test_clock_refusals_name_players_not_ids(file):
    time = FakeTime()
    session = timed_event(file, time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "kind": "roll-dice"})
    time.advance(110_000)  # Ben: 4 s aux, then 106 s of his 120 s main: 14 s left
    with pytest.raises(ActionRefused, match=r"Ben") as refusal:
        session.do("clock.auction", {"table": 1, "player": "Ben"})
    assert "p2" not in str(refusal.value)
    session.close()
