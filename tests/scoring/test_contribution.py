"""Document 002's rating: percentages, losses, gains, bonus, shared ranks and the rounding remainder."""

import pytest

from tableside.app.errors import InvalidOptions
from tableside.app.game import Game
from tableside.app.scoring import GameContext, make_system
from tableside.app.scoring.contribution import DOCUMENT_PERCENTAGES

SYSTEM = make_system("contribution")


def test_document_percentage_table():
    assert DOCUMENT_PERCENTAGES == {
        2: (0, 16),
        3: (0, 13, 20),
        4: (0, 11, 17, 24),
        5: (0, 10, 16, 22, 28),
    }


def test_four_players_at_1000_one_by_one():
    result = SYSTEM.score(Game.of("ABCD", [["D"], ["C"], ["B"]])).by_name()
    # D (4th) loses 240 = 3 x 80; C (3rd) loses 170 = 2 x 85; B (2nd) loses 110 to A.
    assert (result["D"].rating.loss, result["D"].rating.gain) == (240, 0)
    assert (result["C"].rating.loss, result["C"].rating.gain) == (170, 80)
    assert (result["B"].rating.loss, result["B"].rating.gain) == (110, 165)
    assert (result["A"].rating.loss, result["A"].rating.gain) == (0, 275)
    assert [result[p].points for p in "ABCD"] == [275, 55, -90, -240]
    assert [result[p].rating.after for p in "ABCD"] == [1275, 1055, 910, 760]


def test_rounding_down_leaves_a_remainder_the_judge_can_see():
    ratings = {"A": 1000, "B": 1001, "C": 1003}
    result = SYSTEM.score(Game.of("ABC", [["C"], ["B"]]), GameContext(ratings=ratings))
    by = result.by_name()
    # C: loss floor(1003*20/100)=200, pays floor(1003*20/2/100)=100 to each of 2 -> 0 lost.
    # B: loss floor(1001*13/100)=130, pays floor(1001*13/1/100)=130 -> 0 lost.
    assert by["C"].rating.loss == 200 and by["A"].rating.gain == 230
    ratings = {"A": 1000, "B": 1000, "C": 1009}
    result = SYSTEM.score(Game.of("ABC", [["C"], ["B"]]), GameContext(ratings=ratings))
    by = result.by_name()
    # C: loss floor(1009*0.20)=201, each of the two ahead gets floor(201.8/2)=100: 1 point lost.
    assert by["C"].rating.loss == 201
    assert by["B"].rating.gain == 100
    assert result.remainder == 1
    losses = sum(p.rating.loss for p in result.players)
    gains = sum(p.rating.gain for p in result.players)
    assert losses - gains == result.remainder


def test_players_leaving_together_share_the_best_rank_and_do_not_pay_each_other():
    result = SYSTEM.score(Game.of("ABCD", [["C", "D"], ["B"]])).by_name()
    assert result["C"].place == result["D"].place == 3
    # rank 3 at 4 players: 17%, shared by the 2 players ahead: 85 each from C and from D.
    assert result["C"].rating.loss == 170 and result["C"].rating.gain == 0
    assert result["B"].rating.gain == 170
    assert result["A"].rating.gain == 170 + 110


def test_bonus_needs_strictly_more_than_ten_minutes():
    game = Game.of("AB", [["B"]])
    at_600 = SYSTEM.score(game, GameContext(played_seconds={"A": 600, "B": 601})).by_name()
    assert at_600["A"].rating.bonus == 0
    assert at_600["B"].rating.bonus == 100
    assert at_600["B"].points == -160 + 100


def test_bonus_and_start_rating_are_configurable():
    system = make_system("contribution", {"start_rating": 1500, "bonus": 50, "bonus_after_seconds": 60})
    result = system.score(Game.of("AB", [["B"]]), GameContext(played_seconds={"A": 61})).by_name()
    assert result["A"].rating.before == 1500
    assert result["A"].rating.bonus == 50
    assert result["B"].rating.loss == 240


def test_results_appear_the_moment_a_player_leaves():
    running = SYSTEM.score(Game.of("ABCD", [["D"]]))
    assert not running.finished
    assert [p.name for p in running.players] == ["D"]
    assert running.players[0].points == -240


def test_a_player_count_without_a_row_is_refused():
    with pytest.raises(InvalidOptions, match="no percentages for 6 players"):
        SYSTEM.score(Game.of("ABCDEF"))


def test_an_event_can_add_a_row_for_six():
    system = make_system("contribution", {"percentages": {"6": [0, 9, 14, 19, 24, 29]}})
    result = system.score(Game.of("ABCDEF", [["F"], ["E"], ["D"], ["C"], ["B"]])).by_name()
    assert result["F"].rating.loss == 290
    assert result["E"].rating.gain == 290 // 5


@pytest.mark.parametrize(
    "options, message",
    [
        ({"percentages": {"6": [0, 9]}}, "need 6 values"),
        ({"percentages": {"x": [0]}}, "not a player count"),
        ({"percentages": {"3": [0, 13, 200]}}, "100 or less"),
        ({"percentages": [1, 2]}, "must map"),
        ({"start_rating": 1000.5}, "whole number"),
        ({"bonus": -1}, "at least 0"),
    ],
)
def test_bad_options(options, message):
    with pytest.raises(InvalidOptions, match=message):
        make_system("contribution", options)
