"""The projector's rows (app.event.projector_view): pure, no Qt."""

from __future__ import annotations

from app.event.projector_view import (
    FIND_TABLE_MS, automatic_views, find_your_table, live_tables, name_key, page_count, page_of, standing_lines,
)
from app.event.session import EventSession
from app.event.timebase import FakeTime
from app.eventlog.memory_store import MemoryStore


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


def test_standing_lines_and_pages():
    s, _ = session([f"P{i}" for i in range(10)])
    lines = standing_lines(s.state)
    assert [line.rank for line in lines] == list(range(1, 11))
    assert page_count(0, 9) == 1 and page_count(9, 9) == 1 and page_count(10, 9) == 2
    assert page_of(lines, 1, 9) == lines[9:]
