"""table.game: one table's game title and usual hours, which RPLOPS with hours weighs the points by."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.event.actions import ActionRefused
from tableside.app.event.fold import fold
from tableside.app.event.results import table_result
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tests.depth import examples
from tests.event.helpers import picture, small_event

EIGHT = ("Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal")
RPLOPS_HOURS = {"x": 50, "use_hours": True, "hours": 1}


def rplops_event(options=RPLOPS_HOURS) -> EventSession:
    session = EventSession(MemoryStore(), FakeTime())
    small_event(session, players=EIGHT, system="rplops", options=options)
    session.do("round.open", {})
    session.do("table.seat", {"table": 1, "players": list(EIGHT[:4]), "game": "Catan"})
    session.do("table.seat", {"table": 2, "players": list(EIGHT[4:]), "game": "Catan"})
    return session


def winner_points(session: EventSession, number: int) -> Fraction:
    result = table_result(session.state, session.state.rounds[1].tables[number])
    return max(p.points for p in result.players)


def play_out(session: EventSession, number: int) -> None:
    table = session.state.rounds[1].tables[number]
    for pid in table.still_in[:-1]:
        session.do("player.out", {"table": number, "players": [pid]})


def test_each_table_gets_its_own_game_and_hours_and_rplops_weighs_by_them():
    session = rplops_event()
    entry = session.do("table.game", {"table": 2, "game": "Twilight Imperium", "hours": "3/2"}).entry
    assert entry.data == {"round": 1, "table": 2, "game": "Twilight Imperium", "hours": "3/2",
                          "t": entry.data["t"], "run": session.run}
    assert session.describe(entry) == "Table 2 plays Twilight Imperium (1.5 h)"
    tables = session.state.rounds[1].tables
    assert (tables[1].title, tables[1].hours) == ("Catan", None)
    assert (tables[2].title, tables[2].hours) == ("Twilight Imperium", "3/2")
    session.do("round.start", {})
    play_out(session, 1)
    play_out(session, 2)
    # (n+1-r) * h * 2x / (n+1) for the winner of 4: 4 * 100 / 5 = 80 at 1 h, 120 at 1.5 h.
    assert winner_points(session, 1) == 80 and winner_points(session, 2) == 120


def test_hours_change_during_play_rescores_and_stop_once_the_game_is_over():
    session = rplops_event()
    session.do("round.start", {})
    first = session.state.rounds[1].tables[1].players[0]
    session.do("player.out", {"table": 1, "players": [first]})
    before = table_result(session.state, session.state.rounds[1].tables[1]).by_name()[first].points
    session.do("table.game", {"table": 1, "hours": 2})
    after = table_result(session.state, session.state.rounds[1].tables[1]).by_name()[first].points
    assert after == 2 * before
    play_out(session, 1)
    with pytest.raises(ActionRefused, match="already over; its result stands"):
        session.do("table.game", {"table": 1, "hours": 3})


@pytest.mark.parametrize(("data", "message"), [
    ({"table": 9, "hours": 2}, "round 1 has no table 9"),
    ({"table": 1}, "say the game's title"),
    ({"table": 1, "hours": 0}, "hours"),
    ({"table": 1, "hours": -1}, "hours"),
    ({"table": 1, "hours": "two"}, "hours"),
    ({"table": 1, "game": "  "}, "the game's title must be non-empty text"),
    ({"table": 1, "game": "Catan"}, "table 1 already plays Catan \\(the event's default hours\\)"),
])
def test_bad_input_is_refused_with_one_message_and_writes_nothing(data, message):
    session = rplops_event()
    before = len(list(session.store.entries()))
    with pytest.raises(ActionRefused, match=message):
        session.do("table.game", data)
    assert len(list(session.store.entries())) == before


def test_undo_gives_the_table_its_earlier_game_back_and_null_hours_means_the_default():
    session = rplops_event()
    session.do("table.game", {"table": 1, "hours": 2})
    entry = session.do("table.game", {"table": 1, "game": "Carcassonne", "hours": None}).entry
    table = session.state.rounds[1].tables[1]
    assert (table.title, table.hours) == ("Carcassonne", None)
    assert session.describe(entry) == "Table 1 plays Carcassonne (the event's default hours)"
    session.do("undo", {"entry": entry.seq})
    table = session.state.rounds[1].tables[1]
    assert (table.title, table.hours) == ("Catan", "2")
    assert picture(fold(session.store.entries())) == picture(session.state)


@settings(max_examples=examples(25), deadline=None)
@given(hours=st.fractions(min_value=Fraction(1, 4), max_value=12, max_denominator=8))
def test_a_tables_points_scale_exactly_with_its_hours(hours):
    session = rplops_event()
    session.do("table.game", {"table": 2, "hours": str(hours)})
    session.do("round.start", {})
    play_out(session, 1)
    play_out(session, 2)
    one, two = (table_result(session.state, session.state.rounds[1].tables[n]) for n in (1, 2))
    assert [p.points * hours for p in one.players] == [p.points for p in two.players]
