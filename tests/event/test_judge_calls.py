"""Judge calls (issue 27, part 3): call.raise, call.take, call.done checked like every action, folded,
refused in the judge's words, never undone; the queue's ages worked out from an injected now."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.event.actions import ActionRefused
from tableside.app.event.fold import fold
from tableside.app.event.judge_queue import age_text, next_tick, queue, tables_called
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tests.depth import examples
from tests.event.helpers import seat_and_start, small_event

TABLES = {1: ["Ana", "Ben"], 2: ["Cai", "Dee"]}


@pytest.fixture
def time() -> FakeTime:
    return FakeTime()


@pytest.fixture
def session(time: FakeTime) -> EventSession:
    s = EventSession(MemoryStore(), time)
    small_event(s)
    seat_and_start(s, TABLES)
    return s


def test_a_call_is_raised_taken_and_done_and_each_step_is_a_logged_entry(session, time):
    raised = session.do("call.raise", {"table": 2, "reason": "dispute", "note": "  who  rolled first? ",
                                       "by": "Cai"})
    assert raised.calls and raised.tables == {(1, 2)} and not raised.structure
    call_id = raised.entry.seq
    assert raised.entry.data == {"round": 1, "table": 2, "reason": "dispute", "note": "who rolled first?",
                                 "by": "p3", "t": raised.entry.data["t"], "run": session.run}
    assert session.describe(raised.entry) == "Table 2: judge called by Cai (Dispute: who rolled first?)"
    time.advance(80_000)
    [line] = queue(session.state, session.now())
    assert (line.table, line.reason, line.note, line.caller, line.age, line.taken_by) == \
        (2, "Dispute", "who rolled first?", "Cai", "1:20", None)
    taken = session.do("call.take", {"call": call_id})
    assert taken.calls and session.describe(taken.entry) == "Table 2: judge call taken by the desk"
    assert queue(session.state, session.now())[0].taken_by == "the desk"
    done = session.do("call.done", {"table": 2})
    assert done.calls and done.tables == {(1, 2)}
    assert queue(session.state, session.now()) == []
    assert [e.kind for e in session.store.entries()][-3:] == ["call.raise", "call.take", "call.done"]
    # The fold of the log gives the same queue the session kept (a station folds the same entries).
    assert fold(session.store.entries()).calls == session.state.calls == {}


def test_the_queue_is_oldest_first_and_a_table_may_call_again_once_done(session, time):
    session.do("call.raise", {"table": 2, "reason": "time"})
    time.advance(5_000)
    session.do("call.raise", {"table": 1, "reason": "rules"})
    assert [c.table for c in queue(session.state, session.now())] == [2, 1]
    assert tables_called(session.state) == {1, 2}
    session.do("call.done", {"table": 2})
    session.do("call.raise", {"table": 2, "reason": "other", "note": "spilled drink"})
    assert [(c.table, c.note) for c in queue(session.state, session.now())] == [(1, ""), (2, "spilled drink")]


@pytest.mark.parametrize(("kind", "data", "words"), [
    ("call.raise", {"table": 1, "reason": "bored"},
     "the reason for calling a judge must be one of: rules, dispute, time, other"),
    ("call.raise", {"table": 9, "reason": "rules"}, "round 1 has no table 9"),
    ("call.raise", {"table": 1, "reason": "rules", "by": "Cai"}, "Cai is not seated at table 1"),
    ("call.raise", {"table": 1, "reason": "rules", "by": "Zed"}, "no player 'Zed' is registered"),
    ("call.raise", {"table": 1, "reason": "rules", "note": "x" * 81},
     "the note is 81 characters long; a note may have at most 80"),
    ("call.raise", {"table": 1, "reason": "rules", "note": "a\u202eb"},
     "the note holds an invisible direction mark (U+202E), which can make it read as another note; "
     "type it again without it"),
    ("call.raise", {"table": 1, "reason": "rules", "note": 5}, "the note must be text"),
    ("call.take", {"table": 1}, "no judge is called to table 1"),
    ("call.take", {"call": 999}, "there is no open judge call 999"),
    ("call.done", {}, "name the call, or its table's number"),
])
def test_refusals_are_in_the_judges_words_and_write_nothing(session, kind, data, words):
    before = session.state.seq
    with pytest.raises(ActionRefused) as err:
        session.do(kind, data)
    assert str(err.value) == words
    assert session.state.seq == before == session.store.last().seq


def test_one_open_call_per_table_and_a_call_is_taken_once(session):
    session.do("call.raise", {"table": 1, "reason": "rules"})
    with pytest.raises(ActionRefused, match="^A judge is already called to table 1$"):
        session.do("call.raise", {"table": 1, "reason": "time"})
    session.do("call.take", {"table": 1, "judge": "Marie"})
    with pytest.raises(ActionRefused, match="^the call from table 1 was already taken by Marie$"):
        session.do("call.take", {"table": 1})
    session.do("call.done", {"table": 1})
    with pytest.raises(ActionRefused, match="^no judge is called to table 1$"):
        session.do("call.done", {"table": 1})


def test_a_call_cannot_be_undone_it_is_closed_with_done(session):
    seq = session.do("call.raise", {"table": 1, "reason": "rules"}).entry.seq
    with pytest.raises(ActionRefused, match="cannot be undone: a judge call is closed with Done"):
        session.do("undo", {"entry": seq})


def test_a_station_that_takes_a_call_is_named_in_the_queue(session):
    session.do("station.join", {"station": "bob-laptop-1", "name": "Bob's laptop", "url": ""})
    session.do("call.raise", {"table": 1, "reason": "rules"})
    session.do("call.take", {"table": 1}, station="bob-laptop-1", action_id="take-0001")
    assert queue(session.state, session.now())[0].taken_by == "Bob's laptop"


def test_a_call_outlives_the_round_and_is_shown_at_its_table_in_the_next(session):
    session.do("call.raise", {"table": 1, "reason": "rules"})
    for pid in ("p1", "p3"):
        table = 1 if pid == "p1" else 2
        session.do("player.out", {"table": table, "players": [pid]})
    session.do("round.open", {})
    session.do("table.seat", {"table": 1, "players": ["Ana", "Cai"], "game": "Catan"})
    change = session.do("call.done", {"table": 1})
    assert change.tables == {(2, 1)}  # the table as seated in the round being played


@pytest.mark.parametrize(("ms", "text"), [(-5, "0:00"), (0, "0:00"), (999, "0:00"), (1_000, "0:01"),
                                          (80_000, "1:20"), (3_599_999, "59:59"), (3_723_000, "1:02:03")])
def test_ages_read_as_minutes_and_seconds(ms, text):
    assert age_text(ms) == text


@settings(max_examples=examples(200), deadline=None)
@given(raised=st.lists(st.integers(0, 10_000_000), min_size=1, max_size=5), after=st.integers(0, 10_000_000))
def test_the_next_tick_is_the_earliest_moment_any_age_reads_differently(raised, after):
    from tableside.app.event.state import Call, EventState

    state = EventState(calls={i: Call(i, 1, i, "rules", "", t, "") for i, t in enumerate(raised, 1)})
    now = max(raised) + after
    tick = next_tick(state, now)
    assert tick is not None and now < tick <= now + 1000
    # Nothing changes before the tick, something changes at it.
    ages = {c.id: age_text(now - c.t) for c in state.calls.values()}
    assert all(age_text(tick - 1 - c.t) == ages[c.id] for c in state.calls.values())
    assert any(age_text(tick - c.t) != ages[c.id] for c in state.calls.values())


@settings(max_examples=examples(60), deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["raise", "take", "done"]), st.sampled_from([1, 2]),
                          st.sampled_from(["rules", "dispute", "time", "other"])), max_size=12))
def test_any_sequence_of_taps_keeps_at_most_one_open_call_per_table_and_refolds_the_same(steps):
    time = FakeTime()
    s = EventSession(MemoryStore(), time)
    small_event(s)
    seat_and_start(s, TABLES)
    model: dict[int, bool] = {}  # table -> taken
    for step, table, reason in steps:
        time.advance(1_000)
        before = s.state.seq
        allowed = {"raise": table not in model, "take": model.get(table) is False, "done": table in model}[step]
        try:
            s.do(f"call.{step}", {"table": table, "reason": reason} if step == "raise" else {"table": table})
        except ActionRefused:
            assert not allowed and s.state.seq == before
            continue
        assert allowed
        if step == "raise":
            model[table] = False
        elif step == "take":
            model[table] = True
        else:
            del model[table]
    assert {c.table: c.taken_by is not None for c in s.state.calls.values()} == model
    refolded = fold(s.store.entries())
    assert refolded.calls == s.state.calls
