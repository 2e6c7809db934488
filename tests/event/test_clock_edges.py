"""Issue 12: the clocks' edge cases. An undo never blocks an event file; a bad moment never crashes or writes.

Each test drives a real SQLite event file with a fake time source. The rules are in the README,
"Time, clocks and restarts".
"""

from __future__ import annotations

import pytest

from tableside.app.event.actions import ActionRefused
from tableside.app.event.results import table_result
from tableside.app.event.session import FUTURE_LIMIT_MS, EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.eventlog.verify import verify
from tests.event.helpers import picture, seat_and_start, small_event

FOUR = ["Ana", "Ben", "Cai", "Dee"]


@pytest.fixture
def file(tmp_path):
    return str(tmp_path / "edges.tableside")


def event(file: str, time: FakeTime, *, timers: str = "document-002", minutes: int = 60) -> EventSession:
    session = EventSession(open_event_file(file, create=True), time)
    small_event(session, timers=timers, minutes=minutes)
    seat_and_start(session, {1: FOUR})
    return session


def refused(session: EventSession, kind: str, data: dict, match: str) -> str:
    before = len(session.store)
    with pytest.raises(ActionRefused, match=match) as caught:
        session.do(kind, data)
    assert len(session.store) == before, "a refused action must write nothing"
    return str(caught.value)


def still_usable(session: EventSession, name: str = "Probe") -> None:
    """The file takes a valid next action, verifies, and reopens to the same state."""
    session.do("player.register", {"name": name})
    assert verify(session.store).ok
    assert session.catch_up().entries == ()


def reopened(session: EventSession, file: str, time: FakeTime) -> EventSession:
    expected = picture(session.state)
    session.close()
    again = EventSession(open_event_file(file), time)
    assert picture(again.state) == expected
    return again


def points(session: EventSession, table: int = 1, rnd: int = 1) -> dict[str, object]:
    result = table_result(session.state, session.state.rounds[rnd].tables[table]).by_name()
    return {session.state.players[pid].name: r.points for pid, r in result.items()}


# -- 1. undoing a round-end leave -------------------------------------------------------------------


def ended_round(file: str, time: FakeTime, timers: str = "round-clock-only") -> tuple[EventSession, int, int]:
    session = event(file, time, timers=timers, minutes=1)
    end = session.state.rounds[1].started_at + 60_000
    time.advance(60_000 + 5_000)
    (leave,) = session.catch_up().entries
    assert (leave.data["reason"], leave.data["t"]) == ("round", end)
    return session, leave.seq, end


def test_a_round_end_undone_without_an_extension_is_refused_and_names_the_minutes_needed(file):
    time = FakeTime()
    session, seq, _ = ended_round(file, time)
    time.advance(80_000)  # 85 s after the end: 2 whole minutes are needed to end after now
    message = refused(session, "undo", {"entry": seq}, "minutes")
    assert "give it at least 2 more minutes (Round ▸ Extend a table…)" in message
    still_usable(session)
    session = reopened(session, file, time)
    session.do("round.open", {})  # the next round can open: the file is not blocked
    still_usable(session, "Probe 2")
    session.close()


def test_a_round_end_undone_with_an_extension_lets_the_table_play_on_until_its_new_end(file):
    time = FakeTime()
    session, seq, end = ended_round(file, time)
    refused(session, "undo", {"entry": seq, "minutes": 0}, "at least 1")
    session.do("undo", {"entry": seq, "minutes": 3})
    table = session.state.rounds[1].tables[1]
    assert not table.finished and table.still_in == tuple(session.state.players[p].id for p in ["p1", "p2", "p3", "p4"])
    still_usable(session)
    session.do("player.out", {"table": 1, "players": ["Dee"]})
    session = reopened(session, file, time)
    time.advance(3 * 60_000)  # the table's round now ends 3 minutes after it first did
    (again,) = session.catch_up().entries
    assert (again.data["reason"], again.data["t"]) == ("round", end + 180_000)
    assert again.data["players"] == ["p1", "p2", "p3"]
    assert points(session) == {"Ana": 8, "Ben": 8, "Cai": 8, "Dee": 0}
    still_usable(session, "Probe 2")
    session.close()


def test_an_extension_too_short_to_reach_past_now_is_refused_with_the_minutes_needed(file):
    time = FakeTime()
    session, seq, _ = ended_round(file, time)
    time.advance(115_000)  # 2 min after the end
    refused(session, "undo", {"entry": seq, "minutes": 2}, "give at least 3")
    session.do("undo", {"entry": seq, "minutes": 3})
    still_usable(session)
    session.close()


def test_minutes_go_only_with_the_undo_of_a_round_end(file):
    time = FakeTime()
    session = event(file, time, timers="round-clock-only")
    out = session.do("player.out", {"table": 1, "players": ["Dee"]}).entry
    refused(session, "undo", {"entry": out.seq, "minutes": 5}, "only with taking back a round's end")
    session.close()


def test_a_round_end_undone_mid_decision_holds_the_timers_until_the_judge_releases_them(file):
    time = FakeTime()
    session = event(file, time, minutes=1)
    time.advance(50_000)
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "sell-houses"})  # 12 s aux
    time.advance(15_000)  # the round ends 10 s into Ben's decision
    (leave,) = session.catch_up().entries
    time.advance(200_000)  # long enough that Ben would have timed out, had his timers run on
    session.do("undo", {"entry": leave.seq, "minutes": 10})
    table = session.state.rounds[1].tables[1]
    assert table.held_by_restart
    view = table.clock.view(session.now())
    assert view.held and view.player("p2").main_ms == 120_000  # as it stood when the round ended
    assert session.catch_up().entries == ()
    session.do("clock.release", {"table": 1})
    time.advance(2_000 + 120_000)  # Ben's 2 s of aux left, then his main timer
    (out,) = session.catch_up().entries
    assert (out.data["reason"], out.data["players"]) == ("time", ["p2"])
    still_usable(session)
    session.close()


# -- 2. undoing a time-out ----------------------------------------------------------------------------


def timed_out(file: str, time: FakeTime) -> tuple[EventSession, int, int]:
    session = event(file, time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"})
    time.advance(124_000 + 3_000)
    (out,) = session.catch_up().entries
    assert out.data["reason"] == "time"
    return session, out.seq, out.data["t"]


def test_an_undone_time_out_brings_the_player_back_at_0_00_and_the_file_goes_on(file):
    time = FakeTime()
    session, seq, _ = timed_out(file, time)
    time.advance(10_000)
    session.do("undo", {"entry": seq})
    table = session.state.rounds[1].tables[1]
    assert "p2" in table.still_in
    view = table.clock.view(session.now())
    assert view.decision is None and view.player("p2").main_ms == 0  # nobody gains time silently
    assert session.catch_up().entries == ()
    still_usable(session)
    session.do("clock.adjust", {"table": 1, "player": "Ben", "ms": 30_000})  # the judge gives time back
    session = reopened(session, file, time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"})
    time.advance(34_000)
    (out,) = session.catch_up().entries
    assert out.data["players"] == ["p2"] and out.data["reason"] == "time"
    still_usable(session, "Probe 2")
    session.close()


# -- 3. undoing what a later time-out was based on ----------------------------------------------------


def test_an_auction_before_a_time_out_cannot_be_undone_until_the_time_out_is(file):
    time = FakeTime()
    session = event(file, time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"})
    time.advance(1_000)
    auction = session.do("clock.auction", {"table": 1, "player": "Ben"}).entry
    time.advance(110_000)  # 4 s aux + 100 s main after the auction: out at 104 s
    (out,) = session.catch_up().entries
    message = refused(session, "undo", {"entry": auction.seq}, "Ben out on time")
    assert "undo “Table 1: Ben out on time” first" in message and "entry" not in message
    session.do("undo", {"entry": out.seq})
    session.do("undo", {"entry": auction.seq})
    # Ben's 20 s come back: his decision ended when his time-out was taken back, at 104 s.
    assert session.state.rounds[1].tables[1].clock.view(session.now()).player("p2").main_ms == 20_000
    still_usable(session)
    session.close()


def test_a_decision_before_a_time_out_cannot_be_undone_while_the_time_out_stands(file):
    time = FakeTime()
    session, seq, _ = timed_out(file, time)
    decision = next(e for e in session.store.entries() if e.kind == "clock.decision")
    assert seq
    refused(session, "undo", {"entry": decision.seq}, "undo “Table 1: .* out on time” first")
    session.do("undo", {"entry": seq})
    session.do("undo", {"entry": decision.seq})  # the wrong player's timer was started: all taken back
    view = session.state.rounds[1].tables[1].clock.view(session.now())
    assert view.player("p2").main_ms == 120_000
    still_usable(session)
    session.close()


def test_a_leave_before_a_round_end_cannot_be_undone_while_the_round_end_stands(file):
    time = FakeTime()
    session = event(file, time, timers="round-clock-only", minutes=1)
    dee = session.do("player.out", {"table": 1, "players": ["Dee"]}).entry
    time.advance(61_000)
    (end,) = session.catch_up().entries
    assert end.seq
    refused(session, "undo", {"entry": dee.seq}, "undo “Table 1: Ana, Ben and Cai out at the round's end” first")
    still_usable(session)
    session.close()


def test_an_undo_that_would_make_an_earlier_time_out_due_is_refused(file):
    time = FakeTime()
    session = event(file, time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"})
    time.advance(100_000)
    more = session.do("clock.adjust", {"table": 1, "player": "Ben", "ms": 60_000}).entry
    time.advance(60_000)  # without the correction Ben ran out at 124 s, before now
    refused(session, "undo", {"entry": more.seq}, "Ben out on time at 2:04 into round 1")
    still_usable(session)
    session.close()


# -- the same millisecond -------------------------------------------------------------------------------


def test_a_time_out_at_the_very_moment_the_round_ends_leaves_with_everyone_still_in(file):
    time = FakeTime()
    session = event(file, time, minutes=3)
    time.advance(56_000)
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"})  # out at 56+4+120 = 180 s
    time.advance(130_000)
    written = session.catch_up().entries
    assert [(e.data["reason"], e.data["players"]) for e in written] == [("round", ["p1", "p2", "p3", "p4"])]
    assert points(session) == {"Ana": 6, "Ben": 6, "Cai": 6, "Dee": 6}
    still_usable(session)
    session.close()


def test_the_clocks_own_reasons_need_the_clocks_to_back_them(file):
    time = FakeTime()
    session = event(file, time, minutes=3)
    refused(session, "player.out", {"table": 1, "players": ["Ben"], "reason": "time"}, "did not run out")
    refused(session, "player.out", {"table": 1, "players": FOUR, "reason": "round"}, "does not end at that moment")
    session.close()


# -- 4. a moment before the last one, or negative --------------------------------------------------------


@pytest.mark.parametrize("t", [-1, "before"])
def test_a_moment_before_the_last_entry_is_one_refusal_even_while_timers_run(file, t):
    time = FakeTime()
    session = event(file, time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"})
    time.advance(5_000)
    moment = -1 if t == -1 else session.state.last_t - 1
    refused(session, "player.out", {"table": 1, "players": ["Ana"], "t": moment}, "negative|dated before")
    assert session.catch_up(moment).entries == ()
    still_usable(session)
    session.close()


def test_a_negative_moment_is_refused_in_an_empty_file(file):
    session = EventSession(open_event_file(file, create=True), FakeTime())
    refused(session, "event.create", {"name": "Cup", "t": -5}, "negative")
    session.close()


# -- 5. a refused line writes nothing, not even the leaves the clocks made due -------------------------


@pytest.mark.parametrize("t", ["now", 21_000.5, "far"])
def test_a_refused_moment_writes_no_catch_up(file, t):
    time = FakeTime()
    session = event(file, time, minutes=1)
    time.advance(120_000)  # the round ended a minute ago; nothing has logged it yet
    moment = {"now": str(session.now()), "far": session.now() * 10}.get(t, t)
    before = len(session.store)
    with pytest.raises(ActionRefused, match="whole number of milliseconds|ahead of this computer"):
        session.do("player.register", {"name": "Late", "t": moment})
    assert len(session.store) == before
    assert not session.state.rounds[1].tables[1].finished
    session.close()


def test_an_action_refused_after_the_clocks_leaves_writes_none_of_them(file):
    time = FakeTime()
    session = event(file, time, minutes=1)
    time.advance(120_000)
    before = len(session.store)
    # Judged against the table after its round ended: the game is over, so nothing at all is written.
    with pytest.raises(ActionRefused, match="already over"):
        session.do("player.out", {"table": 1, "players": ["Ana"]})
    assert len(session.store) == before
    written = session.do("player.register", {"name": "Late"}).entries
    assert [e.kind for e in written] == ["player.out", "player.register"]  # together, in one transaction
    assert verify(session.store).ok
    session.close()


def test_a_moment_ahead_of_the_clock_within_the_limit_is_taken(file):
    time = FakeTime()
    session = event(file, time)
    session.do("player.register", {"name": "Soon", "t": session.now() + FUTURE_LIMIT_MS})
    refused(session, "player.register", {"name": "Later", "t": session.clock.now() + FUTURE_LIMIT_MS + 1},
            "ahead of this computer's clock")
    session.close()


# -- 8. clock.decision's field ------------------------------------------------------------------------


def test_a_decision_is_logged_as_decision_and_the_old_spelling_still_works(file):
    time = FakeTime()
    session = event(file, time)
    new = session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"}).entry
    assert new.data["decision"] == "roll-dice" and "kind" not in new.data
    session.do("clock.done", {"table": 1})
    old = session.do("clock.decision", {"table": 1, "player": "Cai", "kind": "roll-dice"}).entry
    assert old.data["decision"] == "roll-dice"
    session.do("clock.done", {"table": 1})
    refused(session, "clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice", "kind": "sell-houses"},
            "given twice")
    refused(session, "clock.decision", {"table": 1, "player": "Ben"}, "needs its kind")
    assert session.describe(new) == "Table 1: Ben to decide: roll dice"
    session.close()


def test_a_log_written_with_the_old_field_folds_the_same(file):
    time = FakeTime()
    session = event(file, time)
    moment, run = session.now(), session.run
    session.close()
    with open_event_file(file) as store:  # as a Tableside from before the rename wrote it
        raw = store.append("clock.decision", {"round": 1, "table": 1, "player": "p2", "kind": "sell-houses",
                                              "t": moment, "run": run}, "2026-11-22T10:00:00.000Z")
    again = EventSession(open_event_file(file), time)
    view = again.state.rounds[1].tables[1].clock.view(again.now())
    assert view.decision is not None and view.decision.kind == "sell-houses"
    assert again.describe(raw).endswith("sell houses to pay bills")
    again.close()


# -- found by the state machine: an undo judged across a restart ------------------------------------


def test_an_undo_is_judged_with_the_timers_a_restart_held(file):
    # The replay that judges an undo must hold the timers another run left mid-decision before it
    # checks the next entry, as the fold does: else the judge's release "is not stopped by the judge".
    time = FakeTime()
    session = event(file, time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "sell-houses"})
    out = session.do("player.out", {"table": 1, "players": ["Dee"]}).entry
    session.close()
    time.advance(30_000)
    session = EventSession(open_event_file(file), time)
    session.do("clock.release", {"table": 1})
    session.do("undo", {"entry": out.seq})
    assert "p4" in session.state.rounds[1].tables[1].still_in
    still_usable(session)
    session.close()


def test_an_undone_round_end_holds_a_table_another_run_left_mid_decision_however_the_log_is_refolded(tmp_path):
    """Found by the clock state machine: Eve's decision was left running by a run that crashed; the
    round ended and its end was undone with an extension by a later run. Table 2's timers stand held
    where the crashed run left them, whether the state comes from the live session (which held them
    at the restart) or from a fold of the whole log (which holds them when it meets the undone leave):
    before the fix the full fold let Eve's timer run on to a time-out she never had."""
    from tableside.app.event.fold import fold
    from tableside.app.event.session import EventSession
    from tableside.app.event.timebase import FakeTime
    from tableside.app.eventlog.sqlite_store import open_event_file
    from tests.event.helpers import picture

    path = str(tmp_path / "event.tableside")
    time = FakeTime()
    session = EventSession(open_event_file(path, create=True), time)
    session.do("event.create", {"name": "Cup", "system": "table-points", "timers": "document-002", "round_minutes": 4})
    for name in ["Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus"]:
        session.do("player.register", {"name": name})
    session.do("round.open", {})
    session.do("table.seat", {"table": 1, "players": ["Ana", "Ben", "Cai", "Dee"]})
    session.do("table.seat", {"table": 2, "players": ["Eve", "Fay", "Gus"]})
    session.do("round.start", {})
    session.do("clock.decision", {"table": 2, "player": "Eve", "decision": "roll-dice"})
    session.close()  # the run that started Eve's decision is gone
    session = EventSession(open_event_file(path), time)
    time.advance(4 * 60_000 + 1)  # past the round's end: the clocks log its leaves
    session.catch_up()
    round_end = [e for e in session.store.entries() if e.kind == "player.out" and e.data["table"] == 2][-1]
    assert round_end.data["reason"] == "round"
    session.do("undo", {"entry": round_end.seq, "minutes": 1})

    entries = list(session.store.entries())
    assert picture(fold(entries, session.run, strict=True)) == picture(session.state)
    session.close()
    session = EventSession(open_event_file(path), time)
    session.do("player.out", {"table": 2, "players": ["Eve"]})  # held, not timed out: the judge's out stands
    assert picture(fold(list(session.store.entries()), session.run, strict=True)) == picture(session.state)
    session.close()
