from fractions import Fraction

import pytest

from tableside.app.errors import InvalidOptions
from tableside.app.game import Game
from tableside.app.scoring import make_system


def test_points_per_place_with_ties_averaged():
    system = make_system("placement", {"points": [5, 3, 1, 0]})
    result = system.score(Game.of("ABCD", [["D"], ["B", "C"]])).by_name()
    assert result["A"].points == 5
    assert result["B"].points == result["C"].points == 2
    assert result["D"].points == 0


def test_fractional_points_stay_exact():
    system = make_system("placement", {"points": ["1/3", 0]})
    assert system.score(Game.of("AB", [["A", "B"]])).by_name()["A"].points == Fraction(1, 6)


def test_one_list_serves_one_table_size_and_names_the_missing_one():
    system = make_system("placement", {"points": [5, 3, 1, 0]})
    with pytest.raises(InvalidOptions) as refused:
        system.score(Game.of("ABC"))
    assert str(refused.value) == (
        "placement has no points for a table of 3 players (it has points for tables of 4); "
        'add a list of 3 values, first place first, as "3" in the option points'
    )


def test_a_points_list_per_table_size_serves_a_4_and_3_event():
    system = make_system("placement", {"points": {"4": [5, 3, 1, 0], "3": [4, 2, 0]}})
    four = system.score(Game.of("ABCD", [["D"], ["B", "C"]])).by_name()
    assert [four[p].points for p in "ABCD"] == [5, 2, 2, 0]
    three = system.score(Game.of("ABC", [["C"], ["A", "B"]])).by_name()
    assert [three[p].points for p in "ABC"] == [3, 3, 0]
    for size in (4, 3):
        system.check_size(size)


def test_a_missing_size_is_named_among_those_given():
    system = make_system("placement", {"points": {"4": [5, 3, 1, 0], "5": [8, 5, 3, 1, 0]}})
    with pytest.raises(InvalidOptions, match=r"no points for a table of 3 players \(it has points for tables of 4, 5"):
        system.check_size(3)


def test_a_4_and_3_event_with_placement_is_created_and_seats_both_sizes():
    from tableside.app.event.actions.event_actions import table_sizes

    options = {"points": {"4": [5, 3, 1, 0], "3": [4, 2, 0]}}
    assert table_sizes([4, 3], "placement", options) == [4, 3]


@pytest.mark.parametrize(
    "points, message",
    [
        ({"4": [5, 3, 1]}, "placement points for 4 players need 4 values"),
        ({"three": [4, 2, 0]}, "'three' is not a table size"),
        ({"1": [4]}, "at least 2 players"),
        ({"3": "4, 2, 0"}, "for 3 players must be a list"),
        ({"3": [4, 2, "x"]}, "place 3 must be a number"),
        ({"3": [4, 2, 0], 3: [4, 2, 0]}, "table size 3 twice"),
        ({}, "non-empty list"),
    ],
)
def test_bad_points_per_size_get_one_clear_message(points, message):
    with pytest.raises(InvalidOptions, match=message):
        make_system("placement", {"points": points})


@pytest.mark.parametrize("options", [{}, {"points": []}, {"points": "5,3"}, {"points": [5, "x"]}])
def test_bad_points_list(options):
    with pytest.raises(InvalidOptions):
        make_system("placement", options)


def test_the_windows_one_line_form_reads_both_shapes_and_round_trips():
    from tableside.app.scoring.placement import points_from_text, points_text, table_sizes_for

    assert points_from_text("5, 3, 1, 0") == [5, 3, 1, 0]
    assert points_from_text("5; 3; 1/2; 0") == [5, 3, "1/2", 0]  # semicolons alone still separate values
    per_size = points_from_text("4: 5, 3, 1, 0; 3: 4, 2.5, 0;")
    assert per_size == {"4": [5, 3, 1, 0], "3": [4, "2.5", 0]}
    assert points_text(per_size) == "4: 5, 3, 1, 0; 3: 4, 2.5, 0"
    assert points_from_text(points_text(per_size)) == per_size
    assert table_sizes_for(per_size) == [4, 3]
    assert table_sizes_for([5, 3, 1, 0]) == [4]
    assert table_sizes_for({"4": [5, 3]}) == []  # not valid: event.create then says why
