"""Contribution ratings carried from one event to the next, through a name,rating CSV."""

from __future__ import annotations

import pytest

from tableside.app.errors import TablesideError
from tableside.app.event.actions import ActionRefused
from tableside.app.event.export import export_ratings_csv
from tableside.app.event.results import ratings_before_round, table_result
from tableside.app.event.standings import ratings, standings
from tableside.app.ratings_csv import RatingsCsvError, parse_ratings_csv
from tests.standings.helpers import event, play

FOUR = ["Ana", "Ben", "Cai", "Dee"]


def played_cup(**create):
    session = event(FOUR, system="contribution", **create)
    play(session, {1: (FOUR, [["Dee"], ["Cai"], ["Ben"]])})
    return session


def test_ratings_round_trip_into_the_next_event():
    first = played_cup(ratings={"Old Timer": 1300})
    text = export_ratings_csv(first.state, head="31:c0ffee00")
    assert text.splitlines()[0] == "\ufeffname,rating,log_head"
    carried = parse_ratings_csv(text)
    by_id = ratings(first.state)
    expected = {first.state.players[pid].name: rating for pid, rating in by_id.items()}
    assert carried == {**expected, "Old Timer": 1300}  # one who did not play keeps their rating

    second = event([], system="contribution", ratings=carried)
    second.do("player.register", {"name": "ana"})  # case does not matter
    second.do("player.import", {"players": [{"name": "Dee"}, {"name": "New"}]})
    start = {r.name: r.total for r in standings(second.state)}
    assert start == {"ana": carried["Ana"], "Dee": carried["Dee"], "New": 1000}
    assert ratings_before_round(second.state, 1) == {"p1": carried["Ana"], "p2": carried["Dee"]}
    play(second, {1: (["ana", "Dee", "New"], [["New"], ["Dee"]])})
    game = table_result(second.state, second.state.rounds[1].tables[1],
                        ratings_before_round(second.state, 1)).by_name()
    assert game["p1"].rating.before == carried["Ana"] and game["p3"].rating.before == 1000


def test_ratings_exist_only_under_contribution():
    session = event(FOUR)
    with pytest.raises(TablesideError, match="gives points, not ratings"):
        export_ratings_csv(session.state, head="5:01234567")
    assert export_ratings_csv(session.state, system="contribution", head="5:01234567").splitlines()[1:] == [
        f"{name},1000,5:01234567" for name in sorted(FOUR)]


@pytest.mark.parametrize("ratings, match", [
    ({"Ana": -1}, "at least 0"), ({"Ana": 1.5}, "whole number"), ({"Ana": 1, "ANA": 2}, "same player"),
    ([["Ana", 1]], "map player names"),
])
def test_bad_ratings_are_refused_at_creation(ratings, match):
    with pytest.raises(ActionRefused, match=match):
        event([], system="contribution", ratings=ratings)


def test_ratings_csv_errors_name_their_lines():
    with pytest.raises(RatingsCsvError) as caught:
        parse_ratings_csv("rating,name\n1200,Ana\nlots,Ben\n900\n1000,ana\n")
    assert [(line, str(what)) for line, what in caught.value.problems] == [
        (3, "the rating 'lots' is not a whole number of at least 0"),
        (4, "1 column(s) where a name and a rating were expected"),
        (5, "'ana' is also on line 2")]
    assert parse_ratings_csv(b"\xef\xbb\xbfAna,1200\r\n\r\nBen,800\r\n") == {"Ana": 1200, "Ben": 800}
