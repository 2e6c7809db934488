"""Document 001: both printed tables, both tie examples, options, and the RPLOPS2 identity."""

from fractions import Fraction

import pytest

from tableside.app.display import format_points, round2
from tableside.app.errors import InvalidOptions
from tableside.app.game import Game
from tableside.app.scoring import GameContext, make_system
from tests.strategies import compositions, game_from_sizes

# Document 001's RPLOPS0(50) table as printed: {n: [rank 1, rank 2, ...]}.
V1_PRINTED = {
    6: ["85.71", "71.43", "57.14", "42.86", "28.58", "14.29"],
    5: ["83.33", "66.67", "50", "33.33", "16.67"],
    4: ["80.00", "60.00", "40.00", "20.00"],
    3: ["75.00", "50.00", "25.00"],
    2: ["66.67", "33.33"],
}
# The one value the document mis-rounds: 200/7 = 28.571428..., which is 28.57 to 2 decimals.
MISROUNDED = (6, 5)

V2_PRINTED = {  # RPLOPS2_0(50), printed with one decimal at most
    6: ["100", "80", "60", "40", "20", "0"],
    5: ["100", "75", "50", "25", "0"],
    4: ["100", "66.7", "33.3", "0"],
    3: ["100", "50", "0"],
    2: ["100", "0"],
}


def one_by_one(n: int) -> Game:
    players = [f"r{r}" for r in range(1, n + 1)]
    return Game.of(players, [[f"r{r}"] for r in range(n, 1, -1)])


@pytest.mark.parametrize("n", sorted(V1_PRINTED))
def test_plops_table(n):
    result = make_system("plops").score(one_by_one(n)).by_name()
    for rank, printed in enumerate(V1_PRINTED[n], start=1):
        exact = result[f"r{rank}"].points
        assert exact == Fraction(n + 1 - rank, n + 1) * 100
        if (n, rank) == MISROUNDED:
            assert format_points(exact) == "28.57" != printed
        else:
            assert round2(exact) == Fraction(printed)


def test_the_misrounded_value_is_200_sevenths():
    points = make_system("plops").score(one_by_one(6)).by_name()["r5"].points
    assert points == Fraction(200, 7)
    assert Fraction(2857, 100) < points < Fraction(28575, 1000)  # below the half: rounds down to 28.57


@pytest.mark.parametrize("n", sorted(V2_PRINTED))
def test_rplops2_table(n):
    result = make_system("rplops2", {"x": 50}).score(one_by_one(n)).by_name()
    for rank, printed in enumerate(V2_PRINTED[n], start=1):
        exact = result[f"r{rank}"].points
        assert exact == Fraction(n - rank, n - 1) * 100
        decimals = len(printed.partition(".")[2])
        assert round(float(exact), decimals) == float(printed)


def tie_for_second_of_five() -> Game:
    # ranks 1, 2, 2, 4, 5: E left first, then D, then B and C together; A won.
    return Game.of("ABCDE", [["E"], ["D"], ["B", "C"]])


def test_v1_tie_example_averages_ranks_two_and_three():
    result = make_system("plops").score(tie_for_second_of_five()).by_name()
    assert result["B"].points == result["C"].points == Fraction(175, 3)  # (66.67 + 50) / 2
    assert format_points(result["B"].points) == "58.33"
    assert result["A"].points == Fraction(250, 3)
    assert result["D"].points == Fraction(100, 3)
    assert result["E"].points == Fraction(50, 3)
    assert result["B"].place == 2


def test_v2_tie_example():
    result = make_system("rplops2", {"x": 50}).score(tie_for_second_of_five()).by_name()
    assert result["B"].points == result["C"].points == Fraction(125, 2)
    assert format_points(result["B"].points) == "62.5"


def test_hours_multiply_only_when_used():
    game = Game.of("ABC", [["C"], ["B"]])
    without = make_system("rplops", {"x": 10, "hours": 3}).score(game).by_name()
    with_hours = make_system("rplops", {"x": 10, "hours": 3, "use_hours": True}).score(game).by_name()
    assert with_hours["A"].points == 3 * without["A"].points == 45
    per_game = make_system("rplops", {"x": 10, "use_hours": True}).score(game, GameContext(hours=Fraction(5, 2)))
    assert per_game.by_name()["A"].points == Fraction(75, 2)


def test_decimal_x_is_exact():
    points = make_system("rplops2", {"x": 0.1}).score(Game.of("AB", [["B"]])).by_name()["A"].points
    assert points == Fraction(1, 5)


@pytest.mark.parametrize(
    "name, options, message",
    [
        ("rplops", {"x": 0}, "greater than 0"),
        ("rplops", {"x": -5}, "greater than 0"),
        ("rplops", {}, "needs the option x"),
        ("rplops", {"x": "lots"}, "must be a number"),
        ("rplops2", {"x": 5, "hours": 0}, "greater than 0"),
        ("rplops2", {"x": 5, "use_hours": "yes"}, "true or false"),
        ("rplops", {"x": 5, "y": 1}, "no option 'y'"),
        ("plops", {"x": 5}, "no option 'x'"),
        ("nope", {}, "unknown scoring system"),
    ],
)
def test_bad_options_are_refused(name, options, message):
    with pytest.raises(InvalidOptions, match=message):
        make_system(name, options)


@pytest.mark.parametrize("m", range(2, 9))
def test_table_points_is_rplops2_with_x_6_for_every_leaving_pattern(m):
    table_points = make_system("table-points")
    rplops2 = make_system("rplops2", {"x": 6})
    patterns = list(compositions(m))
    assert len(patterns) >= 2 ** (m - 1)  # at least every finished pattern, plus the running ones
    for sizes in patterns:
        game = game_from_sizes(sizes, m)
        assert table_points.score(game) == rplops2.score(game), sizes
