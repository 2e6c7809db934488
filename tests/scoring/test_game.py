import pytest

from tableside.app.errors import InvalidGame
from tableside.app.game import Game


def test_departures_carry_j_and_p():
    game = Game.of("ABCD", [["A"], ["B", "C"]])
    deps = game.departures()
    assert [(d.players, d.still_in_before, d.place) for d in deps] == [
        (("A",), 4, 4),
        (("B", "C"), 3, 2),
        (("D",), 1, 1),
    ]
    assert game.finished


def test_running_game_has_no_winner_yet():
    game = Game.of("ABCD", [["A"]])
    assert not game.finished
    assert [d.players for d in game.departures()] == [("A",)]
    assert game.remaining == ("B", "C", "D")


def test_last_group_leaving_together_are_the_winners():
    game = Game.of("ABCD", [["A"], ["B", "C", "D"]])
    assert game.finished
    assert game.departures()[-1].place == 1


@pytest.mark.parametrize(
    "players, out, message",
    [
        (["A"], [], "at least 2 players"),
        (["A", "A"], [], "seated twice"),
        (["A", ""], [], "non-empty"),
        (["A", "B", "C"], [[]], "empty"),
        (["A", "B", "C"], [["X"]], "not seated"),
        (["A", "B", "C"], [["A"], ["A"]], "twice"),
        (["A", "B", "C"], [["A"], ["B"], ["C"], ["C"]], "already won"),
        (["A", "B", "C"], [["A"], ["B", "C"], ["C"]], "already won"),
    ],
)
def test_bad_games_are_refused(players, out, message):
    with pytest.raises(InvalidGame, match=message):
        Game.of(players, out)


def test_the_winner_may_be_listed_as_a_last_group_of_one():
    explicit = Game.of("ABC", [["A"], ["B"], ["C"]])
    assert explicit.departures() == Game.of("ABC", [["A"], ["B"]]).departures()
