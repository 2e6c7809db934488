"""The ranking's integer key orders exactly as the fractions it stands for."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from tableside.app.event.standings import Standing, opponents_averages, ranking_key

points = st.one_of(st.fractions(min_value=-1000, max_value=1000, max_denominator=60),
                   st.sampled_from([Fraction(0), Fraction(175, 3), Fraction(350, 6), Fraction(-1, 7)]))
rows = st.lists(st.builds(lambda total, wins, average, tiebreak: Standing("p", "P", total, 1, wins, False, 0,
                                                                          average, 0, tiebreak),
                          points, st.integers(0, 3), points, st.text("ab", max_size=2)), max_size=30)


@given(rows)
def test_the_integer_key_sorts_as_the_fractions_do(standings: list[Standing]) -> None:
    by_fractions = sorted(standings, key=lambda r: (-r.total, -r.wins, -r.opponents_average, r.tiebreak))
    assert sorted(standings, key=ranking_key(standings)) == by_fractions


def test_a_worked_example() -> None:
    a = Standing("a", "A", Fraction(175, 3), 1, 1, False, 0, Fraction(1, 3), 0, "x")
    b = Standing("b", "B", Fraction(117, 2), 1, 1, False, 0, Fraction(0), 0, "y")  # 58.5 > 58.33
    c = Standing("c", "C", Fraction(175, 3), 1, 1, False, 0, Fraction(1, 2), 0, "z")  # same total, better average
    key = ranking_key([a, b, c])
    assert sorted([a, b, c], key=key) == [b, c, a]
    assert key(a) == (0, 0, 0, -175 * 2, -1, -1 * 2, "x")  # no final; totals over 6, averages over 6


@given(st.dictionaries(st.sampled_from("abcdefgh"), points, min_size=1),
       st.lists(st.tuples(st.integers(0, 7), st.integers(0, 7)), max_size=40))
def test_the_opponents_averages_are_the_fractions_averaged(totals: dict[str, Fraction],
                                                           games: list[tuple[int, int]]) -> None:
    players = sorted(totals)
    opponents: dict[str, list[str]] = {pid: [] for pid in players}
    for a, b in games:  # each game a pair of seats; a player can meet the same opponent again
        p, q = players[a % len(players)], players[b % len(players)]
        if p != q:
            opponents[p].append(q)
            opponents[q].append(p)
    averages = opponents_averages(totals, opponents)
    for pid, faced in opponents.items():
        expected = sum((totals[q] for q in faced), Fraction(0)) / len(faced) if faced else Fraction(0)
        assert averages[pid] == expected and isinstance(averages[pid], Fraction)


def test_opponents_averages_worked_example() -> None:
    totals = {"a": Fraction(175, 3), "b": Fraction(117, 2), "c": Fraction(6)}
    averages = opponents_averages(totals, {"a": ["b", "c"], "b": ["a"], "c": []})
    assert averages == {"a": (Fraction(117, 2) + 6) / 2, "b": Fraction(175, 3), "c": Fraction(0)}
    assert averages["a"] == Fraction(129, 4)
