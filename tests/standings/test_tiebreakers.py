"""Standings order: total, then wins, then opponents' average, then the event's stable random order."""

from __future__ import annotations

from fractions import Fraction

from tableside.app.event.standings import standings, tiebreak_key
from tableside.app.eventlog.memory_store import MemoryStore
from tests.event.helpers import session_on
from tests.standings.helpers import event, names_in_order, play


def test_total_decides_first():
    session = event(["Ana", "Ben", "Cai", "Dee"])
    play(session, {1: (["Ana", "Ben", "Cai", "Dee"], [["Dee"], ["Cai"], ["Ben"]])})
    rows = standings(session.state)
    assert names_in_order(rows) == ["Ana", "Ben", "Cai", "Dee"]
    assert [r.total for r in rows] == [12, 8, 4, 0] and [r.rank for r in rows] == [1, 2, 3, 4]


def test_wins_decide_equal_totals_and_the_random_order_decides_the_rest():
    # Round 1: X 12 (first), Y 8, a 4, b 0. Round 2: b 12 (first), a 8, Y 4, X 0.
    # Everyone has 12 points; X and b won a game, Y and a did not; everyone met everyone twice.
    session = event(["X", "Y", "a", "b"])
    play(session, {1: (["X", "Y", "a", "b"], [["b"], ["a"], ["Y"]])})
    play(session, {1: (["X", "Y", "a", "b"], [["X"], ["Y"], ["a"]])})
    rows = standings(session.state)
    assert {r.total for r in rows} == {12} and {r.opponents_average for r in rows} == {12}
    assert {r.name for r in rows[:2]} == {"X", "b"} and {r.name for r in rows[2:]} == {"Y", "a"}
    for pair in (rows[:2], rows[2:]):
        assert pair[0].tiebreak < pair[1].tiebreak
        assert pair[0].tiebreak == tiebreak_key("fixed", pair[0].player)


def _seed_where(first: str, second: str) -> str:
    """A tiebreak seed under which the random order alone would put ``first`` before ``second``."""
    return next(f"s{i}" for i in range(100) if tiebreak_key(f"s{i}", first) < tiebreak_key(f"s{i}", second))


def test_opponents_average_decides_equal_totals_and_wins():
    # Ana wins a table of 4 (opponents 8, 4, 0: average 4); Eve wins a table of 3 (6, 0: average 3).
    players = ["Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus"]
    for seed in (_seed_where("p5", "p1"), _seed_where("p1", "p5")):
        session = event(players, seed=seed)
        play(session, {1: (["Ana", "Ben", "Cai", "Dee"], [["Dee"], ["Cai"], ["Ben"]]),
                       2: (["Eve", "Fay", "Gus"], [["Gus"], ["Fay"]])})
        rows = standings(session.state)
        ana, eve = rows[0], rows[1]
        assert (ana.name, eve.name) == ("Ana", "Eve")
        assert (ana.total, ana.wins) == (eve.total, eve.wins) == (12, 1)
        assert (ana.opponents_average, eve.opponents_average) == (4, 3)


def test_opponents_average_counts_every_meeting():
    # P meets Q twice and R once: (2·Q + R) / 3, not the average over distinct opponents.
    session = event(["P", "Q", "R", "S"])
    play(session, {1: (["P", "Q"], [["Q"]]), 2: (["R", "S"], [["S"]])})
    play(session, {1: (["P", "Q"], [["P"]]), 2: (["R", "S"], [["S"]])})
    play(session, {1: (["P", "R"], [["P"]]), 2: (["Q", "S"], [["S"]])})
    by_name = {r.name: r for r in standings(session.state)}
    assert (by_name["Q"].total, by_name["R"].total) == (24, 36)
    assert by_name["P"].opponents_average == Fraction(2 * 24 + 36, 3) == 28


def test_the_random_order_is_stable_when_a_player_joins():
    session = event(["Ana", "Ben", "Cai", "Dee", "Eve"])
    before = names_in_order(standings(session.state))
    session.do("player.register", {"name": "Late"})
    after = [n for n in names_in_order(standings(session.state)) if n != "Late"]
    assert after == before
    keys = [r.tiebreak for r in standings(session.state)]
    assert keys == sorted(keys)


def test_the_tiebreak_seed_is_drawn_once_and_kept_in_the_log():
    session = session_on(MemoryStore())
    entry = session.do("event.create", {"name": "Cup", "system": "table-points"}).entry
    seed = entry.data["tiebreak_seed"]
    assert isinstance(seed, str) and len(seed) == 16 and session.state.settings.tiebreak_seed == seed
    other = session_on(MemoryStore())
    assert other.do("event.create", {"name": "Cup", "system": "table-points"}).entry.data["tiebreak_seed"] != seed


def test_points_stay_exact():
    session = event(["Ana", "Ben", "Cai", "Dee", "Eve", "Fay"], system="plops")
    play(session, {1: (["Ana", "Ben", "Cai", "Dee", "Eve", "Fay"], [["Fay"], ["Eve"], ["Dee"], ["Cai"], ["Ben"]])})
    by_name = {r.name: r for r in standings(session.state)}
    assert by_name["Eve"].total == Fraction(200, 7)
    assert isinstance(by_name["Ana"].opponents_average, Fraction)
