"""Standings as they stood after an earlier round, and under another scoring system (what-if)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tableside.app.errors import TablesideError
from tableside.app.event.export import standing_rows
from tableside.app.event.results import table_result
from tableside.app.event.standings import standings, standings_side_by_side
from tableside.app.scoring import make_system
from tests.standings.helpers import event, names_in_order, play

FOUR = ["Ana", "Ben", "Cai", "Dee"]


def two_rounds():
    session = event(FOUR)
    play(session, {1: (FOUR, [["Dee"], ["Cai"], ["Ben"]])})
    after_one = standing_rows(session.state)
    session.do("round.open", {})
    session.do("player.register", {"name": "Late"})
    session.do("player.drop", {"player": "Ana"})
    session.do("table.seat", {"table": 1, "players": ["Ben", "Cai", "Dee", "Late"]})
    session.do("round.start", {})
    for name in ("Ben", "Cai", "Dee"):
        session.do("player.out", {"table": 1, "players": [name]})
    return session, after_one


def test_after_round_one_shows_the_standings_exactly_as_they_stood_then():
    session, after_one = two_rounds()
    assert standing_rows(session.state, after_round=1) == after_one
    assert "Late" not in [r["player"] for r in after_one]  # registered once round 2 had opened
    assert not any(r["dropped"] for r in after_one)  # Ana dropped later
    now = {r.name: r for r in standings(session.state)}
    assert now["Ana"].dropped and now["Late"].total == 12 and now["Dee"].total == 0 + 8


def test_after_round_zero_and_unknown_rounds():
    session, _ = two_rounds()
    assert {r.total for r in standings(session.state, after_round=0)} == {0}
    with pytest.raises(TablesideError, match="no round 3"):
        standings(session.state, after_round=3)


def test_contribution_ratings_after_each_round():
    session = event(FOUR, system="contribution")
    play(session, {1: (FOUR, [["Dee"], ["Cai"], ["Ben"]])})
    play(session, {1: (FOUR, [["Ana"], ["Ben"], ["Cai"]])})
    one = {r.name: r.total for r in standings(session.state, after_round=1)}
    two = {r.name: r.total for r in standings(session.state)}
    assert one["Ana"] > 1000 > one["Dee"]
    assert two["Ana"] < one["Ana"] and two["Dee"] > one["Dee"]
    assert standings(session.state, after_round=2) == standings(session.state)


def test_what_if_rescoring_every_game_under_another_system():
    # Two identical games, but table 2's game is three times as long: RPLOPS with hours counts that,
    # table points do not, so Ana leads one and drops to fourth under the other.
    players = FOUR + ["Eve", "Fay", "Gus", "Hal"]
    session = event(players)
    session.do("round.open", {})
    session.do("table.seat", {"table": 1, "players": FOUR, "hours": 1})
    session.do("table.seat", {"table": 2, "players": ["Eve", "Fay", "Gus", "Hal"], "hours": 3})
    session.do("round.start", {})
    for table, order in ((1, ["Dee", "Cai", "Ben"]), (2, ["Hal", "Gus", "Fay"])):
        for name in order:
            session.do("player.out", {"table": table, "players": [name]})
    rplops = make_system("rplops", {"x": 50, "use_hours": True})
    rows = standings_side_by_side(session.state, None, rplops)
    by_name = {r.name: r for r in rows}
    expected = {}
    for table in session.state.rounds[1].tables.values():
        for res in table_result(session.state, table, system=rplops).players:
            expected[session.state.players[res.name].name] = res.points
    assert {n: r.b.total for n, r in by_name.items()} == expected
    assert [by_name[n].b.total for n in ("Ana", "Eve", "Fay")] == [80, 240, 180]
    assert names_in_order(r.a for r in rows) == names_in_order(standings(session.state))
    assert by_name["Ana"].a.total == by_name["Eve"].a.total == 12
    gus = by_name["Gus"]
    assert by_name["Ana"].b.rank == 4 and gus.b.rank == 3 and gus.moved == gus.a.rank - 3 >= 2
    assert session.state.settings.system == "table-points"  # a what-if changes nothing
    assert standings(session.state)[0].total == 12


def test_what_if_by_name_uses_the_event_options_only_for_the_event_system():
    session = event(FOUR, system="rplops", options={"x": 10})
    play(session, {1: (FOUR, [["Dee"], ["Cai"], ["Ben"]])})
    assert standings(session.state, system="rplops")[0].total == 16
    assert standings(session.state, system="table-points")[0].total == 12
    with pytest.raises(TablesideError, match="needs the option x"):
        standings(session.state, system="rplops2")
    exact = standings(session.state, system=make_system("rplops2", {"x": "10/3"}))
    assert exact[1].total == Fraction(40, 9)
