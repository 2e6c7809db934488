"""A table's Undo button: what it takes back, in order, and what it refuses."""

from __future__ import annotations

import pytest

from tableside.app.event.actions import ActionRefused
from tableside.app.event.table_undo import check_table_undo, undo_target
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tests.event.helpers import seat_and_start, session_on, small_event


def running(timers="document-002", time=None):
    session = session_on(MemoryStore(), time or FakeTime())
    small_event(session, ("Ana", "Ben", "Cai", "Dee", "Eve", "Fay"), timers=timers)
    seat_and_start(session, {1: ["Ana", "Ben", "Cai"], 2: ["Dee", "Eve", "Fay"]})
    return session


def test_undo_takes_back_the_table_s_own_actions_newest_first_and_never_its_seating():
    session = running()
    assert session.table_undo_target((1, 1)) is None  # the seating and the start are not the game's
    decision = session.do("clock.decision", {"table": 1, "player": "Ana", "kind": "roll-dice"}).entry
    session.do("clock.decision", {"table": 2, "player": "Dee", "kind": "roll-dice"})
    done = session.do("clock.done", {"table": 1}).entry
    out = session.do("player.out", {"table": 1, "players": ["Ben"]}).entry
    taken = []
    while (target := session.table_undo_target((1, 1))) is not None:
        taken.append(target)
        change = session.undo_table((1, 1))
        assert change.undone == (target,) and change.tables == frozenset({(1, 1)})
    assert taken == [out.seq, done.seq, decision.seq]
    with pytest.raises(ActionRefused, match="Nothing to undo at table 1"):
        session.undo_table((1, 1))
    assert session.table_undo_target((1, 2)) is not None  # the other table kept its own


def test_the_target_survives_reopening_the_event():
    store = MemoryStore()
    session = session_on(store)
    small_event(session, ("Ana", "Ben", "Cai"))
    seat_and_start(session, {1: ["Ana", "Ben", "Cai"]})
    out = session.do("player.out", {"table": 1, "players": ["Ana"]}).entry
    session.save_snapshot()
    again = session_on(store)
    assert again.table_undo_target((1, 1)) == out.seq


def test_a_round_s_end_is_not_taken_back_from_the_table_but_more_time_takes_it_back():
    time = FakeTime()
    session = running(timers="round-clock-only", time=time)
    time.advance(60 * 60_000)
    (end, _) = session.catch_up().entries
    with pytest.raises(ActionRefused, match="round is over"):
        check_table_undo(session.state, (1, 1))
    assert undo_target(session.state, (1, 1)) == end.seq  # it is still the table's latest action
    change = session.extend_table((1, 1), 5)
    assert change.entry.kind == "undo"
    assert (change.entry.data["entry"], change.entry.data["minutes"]) == (end.seq, 5)
    assert change.undone == (end.seq,) and (1, 1) in change.tables and change.round_clock
    assert not session.state.rounds[1].tables[1].finished


def test_a_time_out_is_taken_back_from_the_table():
    time = FakeTime()
    session = running(time=time)
    session.do("clock.decision", {"table": 1, "player": "Ana", "decision": "roll-dice"})
    time.advance(124_000)  # 4 s of auxiliary time, then Ana's 120 s main timer
    (out,) = session.catch_up().entries
    assert out.data["reason"] == "time" and session.table_undo_target((1, 1)) == out.seq
    assert session.undo_table((1, 1)).undone == (out.seq,)
    assert "p1" in session.state.rounds[1].tables[1].still_in


def test_more_time_for_a_table_still_playing_is_an_extension():
    session = running()
    assert session.extend_table((1, 2), 3).entry.kind == "round.extend"


def test_no_such_table():
    session = running()
    assert undo_target(session.state, (9, 9)) is None
    with pytest.raises(ActionRefused):
        session.undo_table((1, 9))
