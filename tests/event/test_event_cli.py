"""``tableside apply / verify / standings / export`` on a real event file, as a script would run them."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
import subprocess
import sys
from fractions import Fraction

import pytest

pytestmark = pytest.mark.e2e  # a real process, browser, server or build

EVENT = [
    {"kind": "event.create", "name": "Autumn Cup", "date": "2026-11-22", "system": "table-points",
     "timers": "round-clock-only", "round_minutes": 90},
    *({"kind": "player.register", "name": n} for n in ["Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus"]),
    {"kind": "round.open"},
    {"kind": "table.seat", "table": 1, "players": ["Ana", "Ben", "Cai", "Dee"], "game": "Catan", "hours": 1.5},
    {"kind": "table.seat", "table": 2, "players": ["Eve", "Fay", "Gus"], "game": "Azul"},
    {"kind": "round.start"},
    {"kind": "player.out", "table": 1, "players": ["Dee"]},
    {"kind": "player.out", "table": 1, "players": ["Ben", "Cai"]},
    {"kind": "player.out", "table": 2, "players": ["Gus", "Fay"]},
]


def tableside(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "tableside.ui.launcher", *args], input=stdin, capture_output=True,
                          text=True, timeout=60)


def _no_mark(text):
    assert text.startswith("\ufeff"), text[:20]
    return text.removeprefix("\ufeff")


def lines(actions):
    return "".join(json.dumps(a) + "\n" for a in actions)


@pytest.fixture
def event_file(tmp_path):
    path = tmp_path / "autumn.tableside"
    proc = tableside("apply", str(path), stdin=lines(EVENT))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == [str(n) for n in range(1, len(EVENT) + 1)]
    return path


def test_standings_text_and_json(event_file):
    proc = tableside("standings", str(event_file), "--json")
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(proc.stdout)
    totals = {r["player"]: r["total"] for r in rows}
    assert totals == {"Ana": "12", "Ben": "6", "Cai": "6", "Dee": "0", "Eve": "12", "Fay": "3", "Gus": "3"}
    assert [r["player"] for r in rows[:2]] == ["Ana", "Eve"]
    text = tableside("standings", str(event_file)).stdout
    assert text.splitlines()[0] == "Autumn Cup" and "Ana" in text.splitlines()[2]


def test_a_refused_action_stops_with_an_error_and_keeps_what_came_before(event_file):
    more = [{"kind": "player.register", "name": "Hal"}, {"kind": "player.out", "table": 1, "players": ["Ana"]},
            {"kind": "player.register", "name": "Ivy"}]
    proc = tableside("apply", str(event_file), stdin=lines(more))
    assert proc.returncode != 0
    assert proc.stdout.split() == [str(len(EVENT) + 1)]
    assert "line 2" in proc.stderr and "already over" in proc.stderr
    assert "Traceback" not in proc.stderr
    names = [r["player"] for r in json.loads(tableside("standings", str(event_file), "--json").stdout)]
    assert "Hal" in names and "Ivy" not in names


def test_export_json_and_csv(event_file):
    data = json.loads(tableside("export", str(event_file), "--format", "json").stdout)
    assert data["event"]["name"] == "Autumn Cup"
    assert len(data["log"]) == len(EVENT)
    table1 = [(r["player"], r["points"]) for r in data["results"] if r["table"] == 1]
    assert sorted(table1) == [("Ana", "12"), ("Ben", "6"), ("Cai", "6"), ("Dee", "0")]
    rows = list(csv.DictReader(io.StringIO(_no_mark(tableside("export", str(event_file), "--format", "csv").stdout))))
    assert {(r["table"], r["player"], r["place"], r["points"]) for r in rows} >= {("2", "Eve", "1", "12"),
                                                                                   ("2", "Fay", "2", "3")}
    assert all("/" not in r["points"] and str(Fraction(r["points_exact"])) == r["points_exact"] for r in rows)
    standing = list(csv.DictReader(io.StringIO(_no_mark(tableside("export", str(event_file), "--format", "csv",
                                                                 "--standings").stdout))))
    for row in standing:  # decimals a spreadsheet reads as numbers, the exact value beside each
        for column in ("total", "opponents_average"):
            assert "/" not in row[column]
            assert abs(Fraction(row[column]) - Fraction(row[f"{column}_exact"])) <= Fraction(1, 20000)
    log = list(csv.DictReader(io.StringIO(_no_mark(tableside("export", str(event_file), "--format", "csv",
                                                            "--log").stdout))))
    assert [r["kind"] for r in log][:2] == ["event.create", "player.register"]


def test_verify_ok_then_names_the_tampered_entry(event_file):
    proc = tableside("verify", str(event_file))
    assert proc.returncode == 0 and "OK" in proc.stdout
    db = sqlite3.connect(event_file)
    with db:
        db.execute("DROP TRIGGER IF EXISTS entries_no_update")
        for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
            db.execute(f"DROP TRIGGER {name}")
        db.execute("UPDATE entries SET data = replace(data, 'Cai', 'Caj') WHERE seq = 4")
    db.close()
    proc = tableside("verify", str(event_file))
    assert proc.returncode != 0
    assert "entry 4" in proc.stdout


def test_bad_files_get_one_clear_line(tmp_path):
    junk = tmp_path / "notes.tableside"
    junk.write_bytes(b"this is a shopping list, not an event\n" * 20)
    for command in ("standings", "verify", "export"):
        proc = tableside(command, str(junk))
        assert proc.returncode != 0
        assert str(junk) in proc.stderr and "Traceback" not in proc.stderr
        assert proc.stderr.count("\n") == 1
    assert junk.read_bytes() == b"this is a shopping list, not an event\n" * 20


def test_apply_checks_judge_calls_as_the_desk_and_the_hall_do(event_file):
    calls = [{"kind": "call.raise", "table": 2, "reason": "dispute", "note": "who scored?"},
             {"kind": "call.take", "table": 2, "judge": "Marie"},
             {"kind": "call.raise", "table": 2, "reason": "time"}]
    proc = tableside("apply", str(event_file), stdin=lines(calls))
    assert proc.returncode != 0 and "Traceback" not in proc.stderr
    assert proc.stdout.split() == [str(len(EVENT) + 1), str(len(EVENT) + 2)]
    assert "line 3" in proc.stderr and "A judge is already called to table 2" in proc.stderr
    done = tableside("apply", str(event_file), stdin=lines([{"kind": "call.done", "table": 2}]))
    assert done.returncode == 0 and done.stdout.split() == [str(len(EVENT) + 3)]


def test_apply_checks_announcements_and_the_agenda_as_the_desk_does(event_file):
    more = [{"kind": "event.announce", "text": "Round 2 starts at 14:00"},
            {"kind": "event.rounds", "rounds": 3},
            {"kind": "event.break", "after": 1, "minutes": 30},
            {"kind": "event.announce", "text": "x" * 201}]
    proc = tableside("apply", str(event_file), stdin=lines(more))
    assert proc.returncode != 0 and "Traceback" not in proc.stderr
    assert proc.stdout.split() == [str(len(EVENT) + n) for n in (1, 2, 3)]
    assert "line 4" in proc.stderr and "an announcement may have at most 200" in proc.stderr
    down = tableside("apply", str(event_file), stdin=lines([{"kind": "event.announce_end",
                                                             "announcement": len(EVENT) + 1}]))
    assert down.returncode == 0 and down.stdout.split() == [str(len(EVENT) + 4)]
