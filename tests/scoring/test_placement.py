from fractions import Fraction

import pytest

from app.errors import InvalidOptions
from app.game import Game
from app.scoring import make_system


def test_points_per_place_with_ties_averaged():
    system = make_system("placement", {"points": [5, 3, 1, 0]})
    result = system.score(Game.of("ABCD", [["D"], ["B", "C"]])).by_name()
    assert result["A"].points == 5
    assert result["B"].points == result["C"].points == 2
    assert result["D"].points == 0


def test_fractional_points_stay_exact():
    system = make_system("placement", {"points": ["1/3", 0]})
    assert system.score(Game.of("AB", [["A", "B"]])).by_name()["A"].points == Fraction(1, 6)


def test_table_size_must_match_the_list():
    system = make_system("placement", {"points": [5, 3, 1, 0]})
    with pytest.raises(InvalidOptions, match="4 players, but the table has 3"):
        system.score(Game.of("ABC"))


@pytest.mark.parametrize("options", [{}, {"points": []}, {"points": "5,3"}, {"points": [5, "x"]}])
def test_bad_points_list(options):
    with pytest.raises(InvalidOptions):
        make_system("placement", options)
