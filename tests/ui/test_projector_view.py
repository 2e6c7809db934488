"""The projector's rows (app.event.projector_view): pure, no Qt."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.event.projector_view import (
    FIND_TABLE_MS,
    RoundClockLine,
    automatic_views,
    find_your_table,
    live_tables,
    minutes_text,
    name_key,
    next_clock_tick,
    page_count,
    page_of,
    round_clock_line,
    standing_lines,
)
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tests.depth import examples


def session(names, system="table-points", **create):
    clock = FakeTime()
    s = EventSession(MemoryStore(), clock)
    s.do("event.create", {"name": "Cup", "system": system, "timers": "round-clock-only", "round_minutes": 30,
                          "tiebreak_seed": "x", **create})
    s.do("player.import", {"players": [{"name": n} for n in names]})
    return s, clock


def test_find_your_table_sorts_names_as_people_read_them_and_lists_byes():
    s, _ = session(["émile", "Eve", "ada", "Bob", "Zed"], bye_points=1)
    s.do("round.open", {})
    s.do("round.seat", {"seed": 1, "byes": 1, "game": "Azul"})
    rows = find_your_table(s.state)
    assert [r.name for r in rows] == ["ada", "Bob", "émile", "Eve", "Zed"]
    assert sum(r.bye for r in rows) == 1 and [r.where for r in rows if r.bye] == ["bye"]
    assert {r.game for r in rows if not r.bye} == {"Azul"}
    assert name_key("Émile") < name_key("Eve")


def test_automatic_views_through_a_round():
    s, clock = session(["A", "B", "C", "D"])
    assert automatic_views(s.state, s.now()) == ["standings"]
    s.do("round.open", {})
    assert automatic_views(s.state, s.now()) == ["standings"]
    s.do("table.seat", {"table": 1, "players": ["A", "B", "C", "D"]})
    assert automatic_views(s.state, s.now()) == ["find"]
    s.do("round.start", {})
    clock.advance(FIND_TABLE_MS - 1)
    assert automatic_views(s.state, s.now()) == ["find"]
    clock.advance(1)
    assert automatic_views(s.state, s.now()) == ["tables", "standings"]
    for p in ("D", "C", "B"):
        s.do("player.out", {"table": 1, "players": [p]})
    assert automatic_views(s.state, s.now()) == ["standings"]


def test_live_tables_under_contribution_show_the_rating_change():
    s, clock = session(["A", "B", "C"], system="contribution")
    s.do("round.open", {})
    s.do("table.seat", {"table": 1, "players": ["A", "B", "C"], "game": "Ra"})
    s.do("round.start", {})
    clock.advance(60_000)
    s.do("player.out", {"table": 1, "players": ["C"]})
    (table,) = live_tables(s.state)
    status = {p.name: (p.status, p.points) for p in table.players}
    assert status["A"] == ("in", "") and status["C"][0] == "out" and status["C"][1].startswith("-")
    s.do("player.out", {"table": 1, "players": ["B"]})
    (table,) = live_tables(s.state)
    winner = next(p for p in table.players if p.status == "winner")
    assert winner.name == "A" and winner.points.startswith("+") and table.finished


def test_players_still_in_at_the_round_end_are_tied_winners_on_the_live_tables():
    # Everyone still playing when the round clock ends leaves then, together: they share 1st (doc 000).
    s, clock = session(["A", "B", "C", "D"], round_minutes=1)
    s.do("round.open", {})
    s.do("table.seat", {"table": 1, "players": ["A", "B", "C", "D"]})
    s.do("round.start", {})
    clock.advance(10_000)
    s.do("player.out", {"table": 1, "players": ["D"]})
    clock.advance(60_000)
    assert s.catch_up().entries  # the round end
    (table,) = live_tables(s.state)
    status = {p.name: (p.status, p.points, p.place) for p in table.players}
    assert status == {"A": ("winner", "8", 1), "B": ("winner", "8", 1), "C": ("winner", "8", 1),
                      "D": ("out", "0", 4)}


def test_standing_lines_and_pages():
    s, _ = session([f"P{i}" for i in range(10)])
    lines = standing_lines(s.state)
    assert [line.rank for line in lines] == list(range(1, 11))
    assert page_count(0, 9) == 1 and page_count(9, 9) == 1 and page_count(10, 9) == 2
    assert page_of(lines, 1, 9) == lines[9:]


# The round clock with per-table extensions ------------------------------------------------------

MINUTE = 60_000


def three_tables():
    s, clock = session([f"P{i}" for i in range(9)])  # a 30-minute round
    s.do("round.open", {})
    for number in (1, 2, 3):
        s.do("table.seat", {"table": number, "players": [f"P{3 * (number - 1) + i}" for i in range(3)]})
    s.do("round.start", {})
    return s, clock


def test_an_extended_table_shows_its_own_time_left_and_the_round_is_up_only_after_it():
    s, clock = three_tables()
    clock.advance(20 * MINUTE)
    s.do("round.extend", {"table": 2, "minutes": 10})
    line = round_clock_line(s.state, s.now())
    assert (line.left_ms, line.state) == (10 * MINUTE, "")  # the round's own time, for everyone else
    assert line.extended_text == "Table 2 +10 min · 20:00" and line.note_for(2) == "+10 min · 20:00"
    assert line.note_for(1) == ""
    clock.advance(10 * MINUTE + 65_000)  # the round's 30 minutes are over; table 2 has 8:55 to play
    s.catch_up()
    assert [t.finished for t in s.state.rounds[1].tables.values()] == [True, False, True]
    line = round_clock_line(s.state, s.now())
    assert (minutes_text(line.left_ms), line.state) == ("8:55", "EXTRA TIME")  # not "0:00 TIME IS UP"
    assert line.extended_text == "Table 2 +10 min · 8:55"
    tick = next_clock_tick(s.state, s.now())
    assert tick == s.now() + 1_000  # the 8:55 keeps ticking on the projector
    clock.advance(8 * MINUTE + 55_000)
    s.catch_up()
    line = round_clock_line(s.state, s.now())
    assert (line.left_ms, line.state, line.extended) == (0, "TIME IS UP", ())
    assert next_clock_tick(s.state, s.now()) is None


def test_every_extended_table_is_listed_with_its_own_time_and_a_pause_says_paused():
    s, clock = three_tables()
    s.do("round.extend", {"table": 3, "minutes": 5})
    s.do("round.extend", {"table": 1, "minutes": 2})
    s.do("round.extend", {"table": 1, "minutes": 1})  # extensions add up
    clock.advance(29 * MINUTE)
    s.do("round.pause", {})
    clock.advance(30 * MINUTE)
    line = round_clock_line(s.state, s.now())
    assert (line.left_ms, line.state) == (MINUTE, "PAUSED")
    assert line.extended_text == "Table 1 +3 min · 4:00 · Table 3 +5 min · 6:00"
    assert next_clock_tick(s.state, s.now()) is None  # nothing moves while paused
    for p in ("P6", "P7"):
        s.do("player.out", {"table": 3, "players": [p]})
    assert round_clock_line(s.state, s.now()).extended_text == "Table 1 +3 min · 4:00"  # a finished table: gone


def test_before_the_round_starts_the_clock_shows_the_round_length():
    s, _ = session(["A", "B"])
    assert round_clock_line(s.state, s.now()) == RoundClockLine("", None, "", ())
    s.do("round.open", {"minutes": 45})
    assert round_clock_line(s.state, s.now()) == RoundClockLine("Round 1", 45 * MINUTE, "NOT STARTED", ())


@settings(max_examples=examples(60), deadline=None)
@given(extensions=st.lists(st.integers(0, 20), min_size=3, max_size=3), seconds_on=st.integers(0, 60 * 60))
def test_time_is_up_exactly_when_the_last_tables_time_is_up(extensions, seconds_on):
    s, clock = three_tables()
    for number, minutes in enumerate(extensions, start=1):
        if minutes:
            s.do("round.extend", {"table": number, "minutes": minutes})
    clock.advance(seconds_on * 1_000)
    s.catch_up()
    line = round_clock_line(s.state, s.now())
    rnd = s.state.rounds[1]
    base, last = rnd.clock.remaining_ms(s.now()), max(rnd.clock.remaining_ms(s.now(), n) for n in (1, 2, 3))
    assert line.left_ms == (base if base > 0 else last)  # the round's own time first, then the last table's
    assert (line.state == "TIME IS UP") == (last == 0)
    assert {t.number for t in line.extended} == {n for n in (1, 2, 3)
                                                if extensions[n - 1] and rnd.clock.remaining_ms(s.now(), n) > 0}
