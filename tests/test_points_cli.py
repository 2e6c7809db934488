"""``tableside points`` end to end, through the real console entry point's code."""

import json
import subprocess
import sys

import pytest

from tableside.ui.launcher import main

pytestmark = pytest.mark.e2e  # a real process, browser, server or build


def run_points(capsys, payload, *args):
    text = payload if isinstance(payload, str) else json.dumps(payload)
    import io

    sys_stdin = sys.stdin
    sys.stdin = io.StringIO(text)
    try:
        code = main(["points", *args])
    finally:
        sys.stdin = sys_stdin
    out, err = capsys.readouterr()
    return code, out, err


def test_one_game_from_standard_input(capsys):
    game = {"system": "table-points", "players": ["Ana", "Ben", "Cai", "Dee"], "out": [["Dee"], ["Ben", "Cai"]]}
    code, out, err = run_points(capsys, game)
    assert code == 0 and err == ""
    result = json.loads(out)
    assert [(p["name"], p["place"], p["points"], p["rounded"]) for p in result["players"]] == [
        ("Dee", 4, "0", 0),
        ("Ben", 2, "6", 6),
        ("Cai", 2, "6", 6),
        ("Ana", 1, "12", 12),
    ]
    assert result["total"] == "24" and result["finished"] is True


def test_array_from_a_file(tmp_path, capsys):
    games = [
        {"system": "plops", "players": list("ABCDE"), "out": [["E"], ["D"], ["B", "C"]]},
        {"system": "contribution", "players": ["A", "B"], "out": [["B"]], "ratings": {"B": 1200},
         "played_seconds": {"A": 700}},
    ]
    path = tmp_path / "games.json"
    path.write_text(json.dumps(games))
    code, out, err = run_points(capsys, "", str(path))
    assert code == 0, err
    first, second = json.loads(out)
    assert first["players"][2] == {"name": "B", "place": 2, "points": "175/3", "rounded": 58.33}
    b, a = second["players"]
    assert b == {"name": "B", "place": 2, "points": "-192", "rounded": -192, "before": 1200, "loss": 192,
                 "gain": 0, "bonus": 0, "after": 1008}
    assert a["gain"] == 192 and a["bonus"] == 100 and a["after"] == 1292
    assert second["remainder"] == 0 and second["total"] == "100"


BAD = [
    ({"system": "table-points", "players": ["A", "B"], "out": [["Z"]]}, "'Z' left but is not seated"),
    ({"system": "table-points", "players": ["A", "B", "C"], "out": [["A"], ["A"]]}, "twice"),
    ({"system": "table-points", "players": ["A", "B", "C"], "out": [[]]}, "empty"),
    ({"system": "table-points", "players": ["A", "A"]}, "seated twice"),
    ({"system": "rplops", "options": {"x": 0}, "players": ["A", "B"]}, "x must be greater than 0"),
    ({"system": "contribution", "players": list("ABCDEF")}, "no percentages for 6 players"),
    ({"system": "placement", "options": {"points": [3, 1]}, "players": list("ABC")},
     "no points for a table of 3 players"),
    ({"system": "elo", "players": ["A", "B"]}, "unknown scoring system 'elo'"),
    ({"system": "contribution", "players": ["A", "B"], "ratings": {"Q": 5}}, "'Q', who is not seated"),
    ("{not json", "not valid JSON"),
    ("[1]", "game 1: a game must be a JSON object"),
]


@pytest.mark.parametrize("payload, message", BAD)
def test_bad_input_is_one_line_on_stderr(capsys, payload, message):
    code, out, err = run_points(capsys, payload)
    assert code != 0
    assert out == ""
    assert err.count("\n") == 1 and message in err, err
    assert "Traceback" not in err


def test_missing_file_is_named(capsys, tmp_path):
    code, out, err = run_points(capsys, "", str(tmp_path / "nope.json"))
    assert code != 0 and "nope.json" in err and err.count("\n") == 1


def test_console_command_prints_no_traceback_for_bad_input():
    proc = subprocess.run(
        [sys.executable, "-m", "tableside.ui.launcher", "points"], input="[{]", capture_output=True, text=True
    )
    assert proc.returncode == 2
    assert proc.stderr.startswith("tableside points: standard input is not valid JSON")
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize("encoding", ["cp1252", "ascii"])
def test_output_is_utf8_whatever_the_consoles_encoding(tmp_path, encoding):
    """A redirected Windows console is cp1252 (no "Ł"); the CLI writes UTF-8 anyway, errors included."""
    import os
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONIOENCODING": encoding, "PYTHONPATH": str(root)}
    game = {"system": "table-points", "players": ["Łukasz", "Zoë", "Ана"], "out": [["Zoë"], ["Ана"]]}
    done = subprocess.run([sys.executable, "-m", "tableside.ui.launcher", "points"], env=env, cwd=tmp_path,
                          input=json.dumps(game).encode("utf-8"), capture_output=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    out = done.stdout.decode("utf-8")
    assert "Łukasz" in out and json.loads(out)["players"][-1]["name"] == "Łukasz"
    missing = tmp_path / "Łukasz's cup.tableside"
    done = subprocess.run([sys.executable, "-m", "tableside.ui.launcher", "standings", str(missing)], env=env,
                          cwd=tmp_path, capture_output=True, timeout=60, check=False)
    assert done.returncode == 2
    err = done.stderr.decode("utf-8")
    assert "Łukasz's cup.tableside" in err and "Traceback" not in err
