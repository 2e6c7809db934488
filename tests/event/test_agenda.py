"""The agenda and its estimated end (issue 28, part 7): planned rounds and breaks are logged settings,
refused in the judge's words with nothing written; the estimate is pure arithmetic, with properties
(monotone in the rounds left, a break adds exactly its minutes) beside worked examples."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tableside.app.event.actions import ActionRefused
from tableside.app.event.agenda import (
    CHANGEOVER_MINUTES,
    MINUTE_MS,
    Agenda,
    ends_at,
    estimate,
    estimated_end,
    rest_ms,
)
from tableside.app.event.fold import fold
from tableside.app.event.page_view import hall_parts
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
    small_event(s, minutes=60)
    return s


def test_a_worked_example_four_rounds_of_an_hour_and_a_lunch(session, time):
    assert estimate(session.state) is None  # no agenda planned: nothing shown
    change = session.do("event.rounds", {"rounds": 4})
    assert change.round_clock and change.players_page and session.describe(change.entry) == "Agenda: 4 rounds planned"
    lunch = session.do("event.break", {"after": 2, "minutes": 45})
    assert session.describe(lunch.entry) == "Agenda: a break of 45 min after round 2"
    now = session.now()
    # Nothing played yet: 4 x 60 min, 3 changeovers of 10, and the lunch.
    assert ends_at(session.state, now) == now + (4 * 60 + 3 * CHANGEOVER_MINUTES + 45) * MINUTE_MS
    seat_and_start(session, TABLES)  # round 1 under way, its clock running
    time.advance(20 * MINUTE_MS)
    now = session.now()
    assert ends_at(session.state, now) == now + (40 + 3 * 70 + 45) * MINUTE_MS
    found = estimate(session.state)
    assert found is not None and found.clock and found.after_ms == (3 * 70 + 45) * MINUTE_MS
    head = hall_parts(session.state, now)["head"]
    assert head["ends"] == {"after_ms": (3 * 70 + 45) * MINUTE_MS, "clock": True}
    # The round over early: the changeover counts from now.
    session.do("player.out", {"table": 1, "players": ["p1"]})
    session.do("player.out", {"table": 2, "players": ["p3"]})
    assert ends_at(session.state, now) == now + (3 * 70 + 45) * MINUTE_MS
    no_lunch = session.do("event.break", {"after": 2, "minutes": 0})
    assert session.describe(no_lunch.entry) == "Agenda: no break after round 2"
    assert ends_at(session.state, now) == now + 3 * 70 * MINUTE_MS
    assert fold(session.store.entries()).breaks == session.state.breaks == {}
    assert fold(session.store.entries()).planned_rounds == 4


def test_no_estimate_once_the_last_planned_round_is_over(session):
    session.do("event.rounds", {"rounds": 1})
    seat_and_start(session, TABLES)
    assert ends_at(session.state, session.now()) is not None
    session.do("player.out", {"table": 1, "players": ["p1"]})
    session.do("player.out", {"table": 2, "players": ["p3"]})
    assert estimate(session.state) is None and hall_parts(session.state, session.now())["head"]["ends"] is None


def test_a_round_opened_and_not_started_counts_its_whole_length(session):
    session.do("event.rounds", {"rounds": 2})
    session.do("round.open", {"minutes": 50})
    found = estimate(session.state)
    assert found is not None and not found.clock and found.after_ms == (50 + 10 + 60) * MINUTE_MS


@pytest.mark.parametrize(("kind", "data", "words"), [
    ("event.rounds", {"rounds": 0}, "the number of rounds must be at least 1"),
    ("event.rounds", {"rounds": "6"}, "the number of rounds must be a whole number"),
    ("event.rounds", {"rounds": 100}, "the number of rounds may be at most 99"),
    ("event.break", {"after": 0, "minutes": 30}, "the round the break follows must be at least 1"),
    ("event.break", {"after": 1, "minutes": -5}, "the break's length in minutes must be at least 0"),
    ("event.break", {"after": 1, "minutes": 601}, "a break may last at most 600 minutes"),
    ("event.break", {"after": 4, "minutes": 30},
     "the event plans 4 rounds: a break after round 4 would come after the last one"),
])
def test_refusals_are_in_the_judges_words_and_write_nothing(session, kind, data, words):
    session.do("event.rounds", {"rounds": 4})
    before = session.state.seq
    with pytest.raises(ActionRefused) as err:
        session.do(kind, data)
    assert str(err.value) == words
    assert session.state.seq == before == session.store.last().seq


def test_fewer_rounds_than_opened_are_refused(session):
    seat_and_start(session, TABLES)
    session.do("player.out", {"table": 1, "players": ["p1"]})
    session.do("player.out", {"table": 2, "players": ["p3"]})
    session.do("round.open", {})
    with pytest.raises(ActionRefused, match="^round 2 is opened already: plan at least 2 rounds$"):
        session.do("event.rounds", {"rounds": 1})


def test_the_agenda_is_undone_like_any_setting(session):
    seq = session.do("event.rounds", {"rounds": 5}).entry.seq
    session.do("undo", {"entry": seq})
    assert session.state.planned_rounds is None


agendas = st.builds(Agenda, rounds=st.integers(1, 12), round_minutes=st.integers(1, 240),
                    breaks=st.dictionaries(st.integers(1, 12), st.integers(1, 120), max_size=4),
                    changeover=st.integers(0, 30))


@settings(max_examples=examples(300), deadline=None)
@given(agenda=agendas, current=st.integers(0, 12), left=st.one_of(st.none(), st.integers(0, 10_000_000)),
       now=st.integers(0, 10**12))
def test_the_estimate_is_monotone_in_the_rounds_left(agenda, current, left, now):
    assume(current <= agenda.rounds)  # planning fewer rounds than opened is refused
    end = estimated_end(agenda, now, current, left)
    more = Agenda(agenda.rounds + 1, agenda.round_minutes, agenda.breaks, agenda.changeover)
    later = estimated_end(more, now, current, left)
    assert later is not None
    if end is not None:
        assert end >= now + (left or 0)
        # One more round planned adds at least its length (and exactly it, with its changeover and the
        # break before it, when it is still to come).
        assert later - end == (agenda.round_minutes + agenda.changeover
                               + agenda.breaks.get(agenda.rounds, 0)) * MINUTE_MS
        assert later - end >= agenda.round_minutes * MINUTE_MS
    # Fewer rounds left (the next round opened), and the one under way not longer: never a later end.
    if current < agenda.rounds and left is None:
        nxt = estimated_end(agenda, now, current + 1, agenda.round_minutes * MINUTE_MS)
        assert end is not None and nxt is not None and nxt <= end


@settings(max_examples=examples(300), deadline=None)
@given(agenda=agendas, current=st.integers(0, 12), left=st.one_of(st.none(), st.integers(0, 10_000_000)),
       after=st.integers(1, 13), minutes=st.integers(1, 600))
def test_a_break_adds_exactly_its_minutes_when_still_to_come_and_nothing_otherwise(agenda, current, left,
                                                                                 after, minutes):
    if after in agenda.breaks:
        return
    with_break = Agenda(agenda.rounds, agenda.round_minutes, {**agenda.breaks, after: minutes}, agenda.changeover)
    end, later = estimated_end(agenda, 0, current, left), estimated_end(with_break, 0, current, left)
    if end is None:
        assert later is None
        return
    assert later is not None
    to_come = current <= after < agenda.rounds
    assert later - end == (minutes * MINUTE_MS if to_come else 0)


@settings(max_examples=examples(200), deadline=None)
@given(agenda=agendas, after=st.integers(0, 12))
def test_rest_is_the_sum_of_the_rounds_changeovers_and_breaks_to_come(agenda, after):
    to_come = range(after + 1, agenda.rounds + 1)
    expected = sum(agenda.round_minutes + (agenda.changeover + agenda.breaks.get(n - 1, 0) if n > 1 else 0)
                   for n in to_come)
    assert rest_ms(agenda, after) == expected * MINUTE_MS
