"""Document 000's formula, its worked example, and both of its printed tables."""

from fractions import Fraction

import pytest
from hypothesis import given

from tableside.app.game import Game
from tableside.app.scoring import make_system
from tests.strategies import compositions, game_from_sizes, games

SYSTEM = make_system("table-points")


def points_for(sizes: list[int], m: int) -> list[Fraction]:
    """Points in leaving order (first to leave first), for a game given by its group sizes."""
    result = SYSTEM.score(game_from_sizes(sizes, m)).by_name()
    return [result[f"p{i}"].points for i in range(m)]


# The document lists each row's points from the first to leave to the winner.
FOUR_PLAYERS = {
    "4": [6, 6, 6, 6],
    "3 -> 1": [4, 4, 4, 12],
    "2 -> 2": [2, 2, 10, 10],
    "2 -> 1 -> 1": [2, 2, 8, 12],
    "1 -> 3": [0, 8, 8, 8],
    "1 -> 2 -> 1": [0, 6, 6, 12],
    "1 -> 1 -> 2": [0, 4, 10, 10],
    "1 -> 1 -> 1 -> 1": [0, 4, 8, 12],
}
THREE_PLAYERS = {
    "3": [6, 6, 6],
    "2 -> 1": [3, 3, 12],
    "1 -> 2": [0, 9, 9],
    "1 -> 1 -> 1": [0, 6, 12],
}


@pytest.mark.parametrize(
    "m, row, expected",
    [(4, k, v) for k, v in FOUR_PLAYERS.items()] + [(3, k, v) for k, v in THREE_PLAYERS.items()],
)
def test_document_tables(m, row, expected):
    sizes = [int(s) for s in row.split(" -> ")]
    assert points_for(sizes, m) == expected


def test_worked_example_three_leave_together_at_four():
    result = SYSTEM.score(Game.of("ABCD", [["A", "B", "C"]]))
    assert {p.name: p.points for p in result.players} == {"A": 4, "B": 4, "C": 4, "D": 12}
    assert {p.place for p in result.players if p.name != "D"} == {2}


def test_winner_by_explicit_last_leave_equals_automatic_winner():
    explicit = SYSTEM.score(Game.of("ABC", [["A"], ["B"], ["C"]]))
    automatic = SYSTEM.score(Game.of("ABC", [["A"], ["B"]]))
    assert explicit.by_name() == automatic.by_name()


@pytest.mark.parametrize("m", range(2, 9))
def test_every_finished_pattern_hands_out_six_per_player(m):
    for sizes in compositions(m):
        game = game_from_sizes(sizes, m)
        if game.finished:
            assert SYSTEM.score(game).total == 6 * m, sizes


@given(games())
def test_points_are_never_negative_and_at_most_twelve(game):
    for p in SYSTEM.score(game).players:
        assert 0 <= p.points <= 12
