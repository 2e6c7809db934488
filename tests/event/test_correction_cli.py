"""``tableside apply`` takes a correction as any action, and refuses a wrong one in the judge's words."""

from __future__ import annotations

import json

import pytest

from tests.event.test_event_cli import EVENT, lines, tableside

pytestmark = pytest.mark.e2e  # a real process


def test_apply_accepts_a_correction_and_refuses_a_wrong_one(tmp_path):
    path = tmp_path / "cup.tableside"
    assert tableside("apply", str(path), stdin=lines(EVENT)).returncode == 0
    wrong = {"kind": "game.correct", "round": 1, "table": 1, "order": [["Ana"], ["Ben"]], "reason": "slips"}
    proc = tableside("apply", str(path), stdin=lines([wrong]))
    assert proc.returncode == 1
    assert "line 1: Cai and Dee are missing from the corrected order" in proc.stderr
    assert "nothing written" in proc.stderr
    right = {**wrong, "order": [["Ana"], ["Dee"], ["Ben", "Cai"]], "reason": "Ana was out first, not Dee"}
    proc = tableside("apply", str(path), stdin=lines([right]))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == [str(len(EVENT) + 1)]
    standings = json.loads(tableside("standings", str(path), "--json").stdout)
    # 1 -> 1 -> 2 at a table of 4 (document 000): 0, 4, 10, 10.
    assert {r["player"]: r["total"] for r in standings if r["player"] in ("Ana", "Ben", "Cai", "Dee")} == {
        "Ana": "0", "Dee": "4", "Ben": "10", "Cai": "10"}
    text = tableside("standings", str(path)).stdout
    assert "Standings include 1 correction by the judge: round 1, table 1." in text
    export = json.loads(tableside("export", str(path), "--format", "json").stdout)
    assert export["corrections"] == [{"round": 1, "table": 1, "entry": len(EVENT) + 1,
                                      "reason": "Ana was out first, not Dee",
                                      "result": "Ana out first, then Dee, then Ben and Cai together at the end",
                                      "as_played": "Dee out first, then Ben and Cai; Ana won"}]
    assert {r["corrected"] for r in export["results"] if r["table"] == 1 and r["round"] == 1} == {len(EVENT) + 1}
