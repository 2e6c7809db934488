"""``tableside standings --after-round/--system`` and ``tableside export --standings/--ratings``."""

from __future__ import annotations

import csv
import io
import json

import pytest

from tests.event.test_event_cli import EVENT, event_file, lines, tableside  # noqa: F401  (fixture)

pytestmark = pytest.mark.e2e  # real processes: the command line


def test_standings_after_a_round_and_under_another_system(event_file):  # noqa: F811
    more = [{"kind": "round.open"}, {"kind": "round.seat", "seed": 5}]
    assert tableside("apply", str(event_file), stdin=lines(more)).returncode == 0
    now = json.loads(tableside("standings", str(event_file), "--json").stdout)
    then = json.loads(tableside("standings", str(event_file), "--json", "--after-round", "1").stdout)
    assert now == then  # round 2 is seated but not started: nothing in it counts yet
    assert {r["player"]: r["total"] for r in then}["Fay"] == "3"
    plops = json.loads(tableside("standings", str(event_file), "--json", "--system", "plops").stdout)
    assert {r["player"]: r["total"] for r in plops}["Ana"] == "80"
    bad = tableside("standings", str(event_file), "--after-round", "9")
    assert bad.returncode == 2 and "no round 9" in bad.stderr and "Traceback" not in bad.stderr
    text = tableside("standings", str(event_file)).stdout
    assert "Opp avg" in text.splitlines()[1]


def test_export_standings_and_ratings_csv(event_file):  # noqa: F811
    rows = list(csv.DictReader(io.StringIO(tableside("export", str(event_file), "--format", "csv",
                                                     "--standings").stdout)))
    assert [r["player"] for r in rows[:2]] == ["Ana", "Eve"] and rows[0]["opponents_average"] == "4"
    refused = tableside("export", str(event_file), "--format", "csv", "--ratings")
    assert refused.returncode == 2 and "not ratings" in refused.stderr
    assert len(EVENT) == int(json.loads(tableside("export", str(event_file)).stdout)["log"][-1]["seq"])


def test_a_final_through_apply_shows_in_standings_text_and_json(event_file):  # noqa: F811
    refused = tableside("apply", str(event_file), stdin=lines([{"kind": "round.open", "cut": 9}]))
    assert refused.returncode != 0 and "a final of 9 needs 9 players still in the event; there are 7" in refused.stderr
    final = [{"kind": "round.open", "cut": 4}, {"kind": "round.seat"}, {"kind": "round.start"}]
    assert tableside("apply", str(event_file), stdin=lines(final)).returncode == 0
    rows = json.loads(tableside("standings", str(event_file), "--json").stdout)
    assert [(r["final"], r["final_place"]) for r in rows] == [(1, None)] * 4 + [(None, None)] * 3
    text = tableside("standings", str(event_file)).stdout
    assert text.count("(final 1: playing)") == 4
