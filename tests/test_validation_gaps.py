"""Issue 11 item 13: ratings below 0, hours of 0 or less, ``points --help`` and one CSV writer."""

from __future__ import annotations

import io
import json
import re
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tableside.app.errors import InvalidOptions
from tableside.app.event.actions import ActionRefused
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.game import Game
from tableside.app.scoring import GameContext, make_system
from tableside.app.scoring.contribution import DOCUMENT_PERCENTAGES
from tableside.ui.launcher import main
from tests.event.helpers import session_on


def points(capsys, payload, *args):
    sys_stdin = sys.stdin
    sys.stdin = io.StringIO(json.dumps(payload))
    try:
        code = main(["points", *args])
    finally:
        sys.stdin = sys_stdin
    return code, *capsys.readouterr()


def test_a_negative_start_rating_is_refused_by_the_system():
    with pytest.raises(InvalidOptions, match="start_rating must be at least 0, got -1000"):
        make_system("contribution", {"start_rating": -1000})


def test_an_event_with_a_negative_start_rating_is_not_created():
    store = MemoryStore()
    session = session_on(store)
    with pytest.raises(ActionRefused, match="start_rating must be at least 0"):
        session.do("event.create", {"name": "Cup", "system": "contribution", "options": {"start_rating": -1},
                                    "timers": "round-clock-only"})
    assert len(store) == 0


def test_an_event_with_a_negative_brought_rating_is_not_created():
    store = MemoryStore()
    with pytest.raises(ActionRefused, match="the rating of Ana must be a whole number of at least 0"):
        session_on(store).do("event.create", {"name": "Cup", "system": "contribution", "ratings": {"Ana": -5},
                                              "timers": "round-clock-only"})
    assert len(store) == 0


def test_points_refuses_a_negative_rating_in_one_line(capsys):
    game = {"system": "contribution", "players": ["Ana", "Ben"], "out": [["Ben"]], "ratings": {"Ana": -1000}}
    code, out, err = points(capsys, game)
    assert code == 2 and out == ""
    assert err.strip() == "tableside points: rating of 'Ana' must be at least 0, got -1000"


@pytest.mark.parametrize("hours", [0, -1, "-3/2", 0.0])
def test_points_refuses_hours_of_zero_or_less(capsys, hours):
    game = {"system": "rplops", "options": {"x": 50, "use_hours": True}, "players": ["Ana", "Ben"],
            "out": [["Ben"]], "hours": hours}
    code, out, err = points(capsys, game)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "hours must be greater than 0" in err


@given(n=st.integers(2, 5), start=st.integers(0, 10**6), data=st.data())
def test_with_equal_ratings_of_at_least_0_a_better_place_never_ends_lower(n, start, data):
    order = data.draw(st.permutations([f"p{i}" for i in range(n)]))
    system = make_system("contribution", {"start_rating": start})
    result = system.score(Game.of(order, [[name] for name in order[:-1]]), GameContext())
    afters = [p.rating.after for p in sorted(result.players, key=lambda p: p.place)]
    assert afters == sorted(afters, reverse=True)
    assert all(rating >= 0 for rating in afters)
    assert len(DOCUMENT_PERCENTAGES[n]) == n


def test_points_help_gives_the_format_and_an_example_that_runs(capsys):
    assert main(["points", "--help"]) == 0
    help_text = capsys.readouterr().out
    for field in ("system", "options", "players", "out", "hours", "ratings", "played_seconds"):
        assert re.search(rf"^\s+{field}\s", help_text, re.MULTILINE), field
    example = re.search(r"echo '(.*?)' \| tableside points", help_text, re.DOTALL)
    assert example is not None
    game = json.loads(example.group(1))
    code, out, err = points(capsys, game)
    assert code == 0 and err == ""
    result = json.loads(out)
    assert result["finished"] and {p["name"] for p in result["players"]} == set(game["players"])
    assert all({"before", "loss", "gain", "bonus", "after"} <= set(p) for p in result["players"])
