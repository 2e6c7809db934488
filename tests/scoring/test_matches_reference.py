"""The fast scoring paths agree exactly with the plain reference versions, on random games.

Each system object is reused across examples, as an event reuses it, so its cached tables are hit
with every table size and (for RPLOPS with hours) every game's own hours.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.errors import InvalidGame
from tableside.app.game import Game, _name_first_problem
from tableside.app.scoring import GameContext, make_system
from tableside.app.scoring.contribution import DOCUMENT_PERCENTAGES
from tests.depth import examples
from tests.scoring import reference
from tests.strategies import games

fractions = st.fractions(min_value=Fraction(1, 7), max_value=100, max_denominator=12)
hours = st.one_of(st.none(), fractions)

TABLE_POINTS = make_system("table-points")
PLOPS = make_system("plops")
RPLOPS = {
    (version, use_hours): make_system("rplops" if version == 1 else "rplops2",
                                      {"x": "7/3", "use_hours": use_hours, "hours": "5/4"})
    for version in (1, 2) for use_hours in (False, True)
}
PLACEMENT_POINTS = {
    2: [Fraction(3), Fraction(0)],
    3: [Fraction(7, 2), Fraction(-1, 3), Fraction(0)],
    4: [Fraction(5), Fraction(3), Fraction(1), Fraction(0)],
    5: [Fraction(9), Fraction(9), Fraction(2, 5), Fraction(1), Fraction(-4)],
    6: [Fraction(6 - i, 7) for i in range(6)],
}
PLACEMENT = make_system("placement", {"points": {str(n): [str(v) for v in values]
                                                 for n, values in PLACEMENT_POINTS.items()}})
CONTRIBUTION = make_system("contribution")


def rows(result):
    return [(p.name, p.place, p.points) for p in result.players]


@given(games())
def test_table_points(game):
    result = TABLE_POINTS.score(game)
    assert rows(result) == reference.table_points(game.players, game.out)
    assert result.finished == (len(game.remaining) <= 1)


@given(st.sampled_from([1, 2]), st.booleans(), games(), hours)
def test_rplops_both_versions_with_and_without_hours(version, use_hours, game, game_hours):
    system = RPLOPS[version, use_hours]
    weight = (game_hours if game_hours is not None else Fraction(5, 4)) if use_hours else Fraction(1)
    expected = reference.by_rank(game.players, game.out, reference.rplops(version, Fraction(7, 3), weight))
    assert rows(system.score(game, GameContext(hours=game_hours))) == expected


@given(games())
def test_plops(game):
    expected = reference.by_rank(game.players, game.out, reference.rplops(1, Fraction(50), Fraction(1)))
    assert rows(PLOPS.score(game)) == expected


@given(games(max_players=6))
def test_placement_per_table_size(game):
    expected = reference.by_rank(game.players, game.out, reference.placement(PLACEMENT_POINTS))
    assert rows(PLACEMENT.score(game)) == expected


percent_rows = st.integers(2, 6).flatmap(
    lambda n: st.tuples(st.just(n), st.lists(st.integers(0, 100), min_size=n, max_size=n)))


@settings(max_examples=examples(300))
@given(games(max_players=6), st.data())
def test_contribution(game, data):
    n = game.size
    own_row = data.draw(st.one_of(st.none(), st.lists(st.integers(0, 100), min_size=n, max_size=n)))
    percentages = dict(DOCUMENT_PERCENTAGES)
    if own_row is not None or n not in percentages:
        percentages[n] = tuple(own_row or data.draw(st.lists(st.integers(0, 100), min_size=n, max_size=n)))
        system = make_system("contribution", {"percentages": {str(n): list(percentages[n])},
                                              "bonus_after_seconds": "1199/2"})
        bonus_after = Fraction(1199, 2)
    else:
        system, bonus_after = CONTRIBUTION, Fraction(600)
    ratings = {p: data.draw(st.integers(0, 5000)) for p in game.players if data.draw(st.booleans())}
    # Exactly at the threshold gets no bonus ("more than"): draw it, and its neighbours, often.
    near = st.sampled_from([bonus_after - 1, bonus_after, bonus_after + Fraction(1, 2), Fraction(600), 601])
    played = {p: data.draw(st.one_of(near, st.integers(0, 1200), st.fractions(0, 1200))) for p in game.players}
    result = system.score(game, GameContext(ratings=ratings, played_seconds=played))
    expected, remainder = reference.contribution(game.players, game.out, percentages, ratings, played,
                                                 bonus_after=bonus_after)
    assert [(p.name, p.place, p.rating.before, p.rating.loss, p.rating.gain, p.rating.bonus)
            for p in result.players] == expected
    assert [p.points for p in result.players] == [gain + extra - loss for _, _, _, loss, gain, extra in expected]
    assert result.remainder == remainder


names = st.sampled_from(["A", "B", "C", "D", "E", " ", ""])


@settings(max_examples=examples(500))
@given(st.lists(names, max_size=6), st.lists(st.lists(names, max_size=3), max_size=5))
def test_the_quick_check_refuses_exactly_what_the_ordered_check_names(players, out):
    """Game checks sound games with set operations; any game it refuses gets the ordered check's message."""
    try:
        _name_first_problem(tuple(players), tuple(map(tuple, out)))
        ordered = None
    except InvalidGame as refused:
        ordered = str(refused)
    try:
        game = Game.of(players, out)
    except InvalidGame as refused:
        assert str(refused) == ordered
    else:
        assert ordered is None
        gone = {p for group in out for p in group}
        assert game.remaining == tuple(p for p in players if p not in gone)
        assert game.still_in == len(game.remaining)
        assert game.winner == (game.remaining if len(game.remaining) == 1 else ())
