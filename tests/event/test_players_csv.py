"""Importing players from CSV: formats accepted, every bad line named, all or nothing."""

from __future__ import annotations

import csv
import io
import json
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tableside.app.csv_export import ESCAPE, FORMULA_STARTS
from tableside.app.event.actions import ActionRefused
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.names import DIRECTION_CONTROLS
from tableside.app.players_csv import PlayerRow, PlayersCsvError, check_against, import_data, parse_players_csv
from tests.event.helpers import session_on, small_event
from tests.event.test_event_cli import tableside


def names(rows):
    return [(r.name, r.id) for r in rows]


@pytest.mark.parametrize("text", [
    "Ana\nBen\nCai\n",
    "name\nAna\nBen\nCai",
    "\ufeffNAME\r\nAna\r\n\r\nBen\r\n   \r\nCai\r\n",
    "Name,\nAna,\nBen,\nCai,\n",  # a spreadsheet's empty trailing column
])
def test_a_plain_list_of_names(text):
    assert names(parse_players_csv(text)) == [("Ana", None), ("Ben", None), ("Cai", None)]


@pytest.mark.parametrize("text", ["name,id\nAna,a1\nBen,\nCai,c3\n", "ID,Name\na1,Ana\n,Ben\nc3,Cai\n",
                                  "Id;Name\na1;Ana\n;Ben\nc3;Cai\n"])
def test_an_id_column_named_by_the_header(text):
    assert names(parse_players_csv(text)) == [("Ana", "a1"), ("Ben", None), ("Cai", "c3")]


def test_bytes_with_or_without_a_byte_order_mark():
    assert names(parse_players_csv("Zoë\n".encode("utf-8-sig"))) == [("Zoë", None)]
    assert names(parse_players_csv("Zoë\n".encode())) == [("Zoë", None)]
    with pytest.raises(Exception, match="not UTF-8"):
        parse_players_csv("Zoë\n".encode("latin-1"))


def test_every_bad_line_is_named_and_nothing_comes_back():
    text = "name,id\nAna,a1\n,b2\nCai,c3,extra\nana\nDee,a1\n"
    with pytest.raises(PlayersCsvError) as caught:
        parse_players_csv(text)
    assert [(line, str(what)) for line, what in caught.value.problems] == [  # (each also a Text to translate)
        (3, "the name is empty"),
        (4, "3 columns, but the first line names 2 (name,id)"),
        (5, "'ana' is also on line 2"),
        (6, "the id 'a1' is also on line 2"),
    ]
    assert str(caught.value).startswith("nothing was imported: line 3: the name is empty; line 4:")


def test_a_comma_in_a_name_without_a_header_is_explained():
    with pytest.raises(PlayersCsvError, match="line 2: 2 columns where a name was expected.*quotes"):
        parse_players_csv('"Smith, Ana"\nSmith, Ben\n')


def test_duplicates_numbered_when_the_judge_chooses():
    rows = parse_players_csv("Ana\nBen\nana\nAna\n", disambiguate="number")
    assert [r.name for r in rows] == ["Ana", "Ben", "ana (2)", "Ana (3)"]


def test_clashes_with_registered_players_are_refused_or_numbered():
    session = session_on(MemoryStore())
    small_event(session, players=("Ana", "Ana (2)"))
    rows = parse_players_csv("Ben\nANA\n")
    with pytest.raises(PlayersCsvError, match="line 2: 'Ana' is already registered"):
        check_against(session.state, rows)
    assert [r.name for r in check_against(session.state, rows, "number")] == ["Ben", "ANA (3)"]
    with pytest.raises(PlayersCsvError, match="line 1: the id 'p1' is already Ana's"):
        check_against(session.state, [PlayerRow("Zed", "p1", 1)])


def test_the_import_registers_everyone_in_one_entry():
    session = session_on(MemoryStore())
    small_event(session, players=("Ana",))
    rows = check_against(session.state, parse_players_csv("name,id\nBen,\nCai,cai\nDee,\n"))
    before = len(session.store)
    entry = session.do("player.import", import_data(rows)).entry
    assert len(session.store) == before + 1
    assert entry.data["players"] == [{"player": "p2", "name": "Ben"}, {"player": "cai", "name": "Cai"},
                                     {"player": "p3", "name": "Dee"}]
    assert [p.name for p in session.state.players.values()] == ["Ana", "Ben", "Cai", "Dee"]
    assert session.describe(entry) == "3 players imported"


@pytest.mark.parametrize("players, match", [
    ([{"name": "Ben"}, {"name": "ana"}], "player 2 of the list: a player named 'Ana' is already registered"),
    ([{"name": "Ben"}, {"name": "BEN"}], "player 2 of the list: 'BEN' is also player 1"),
    ([{"name": "Ben", "player": "x"}, {"name": "Cai", "player": "x"}], "player id 'x' is also given to player 1"),
    ([{"name": "Ben", "player": "p1"}], "player id 'p1' is already taken"),
    ([{"name": "Ben", "player": "cai"}, {"name": "Cai"}], "player id 'cai' is the name of player 2"),
    ([{"name": "Ben"}, {"name": " "}], "the name of player 2 of the list must be non-empty"),
    ([], "non-empty list"),
])
def test_one_bad_player_and_nobody_is_imported(players, match):
    session = session_on(MemoryStore())
    small_event(session, players=("Ana",))
    before = (len(session.store), dict(session.state.players))
    with pytest.raises(ActionRefused, match=match):
        session.do("player.import", {"players": players})
    assert (len(session.store), dict(session.state.players)) == before


NAME = st.text(alphabet=st.characters(blacklist_categories=["Cs", "Cc", "Zl", "Zp"]), min_size=1, max_size=12
               ).map(str.strip).filter(lambda s: s != "" and s.casefold() not in ("name", "id"))
# A cell such as '@x is what Tableside's own exports write for @x, and the import takes the ' off again
# (README: safe CSV): such a name does not come back as written, by rule.
NAME = NAME.filter(lambda s: not (s.startswith(ESCAPE) and s[1:].startswith(FORMULA_STARTS)))
# Only names as they are registered come back as written: app.names tidies spaces and refuses marks.
NAME = NAME.filter(lambda s: s == " ".join(unicodedata.normalize("NFC", s).split())
                   and not DIRECTION_CONTROLS & set(s))


@given(st.lists(NAME, min_size=1, max_size=20, unique_by=str.casefold))
def test_any_names_a_spreadsheet_writes_come_back(written):
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["Name"])
    writer.writerows([name] for name in written)
    assert [r.name for r in parse_players_csv(out.getvalue())] == written


@pytest.mark.e2e  # a real process: the command line
def test_tableside_apply_imports_a_list(tmp_path):
    path = tmp_path / "cup.tableside"
    actions = [{"kind": "event.create", "name": "Cup", "system": "table-points", "timers": "round-clock-only"},
               {"kind": "player.import", "players": [{"name": n} for n in ("Ana", "Ben", "Cai", "Dee", "Eve")]},
               {"kind": "round.open"}, {"kind": "round.seat", "five": True}]
    proc = tableside("apply", str(path), stdin="".join(json.dumps(a) + "\n" for a in actions))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["1", "2", "3", "4"]
    rows = json.loads(tableside("standings", str(path), "--json").stdout)
    assert sorted(r["player"] for r in rows) == ["Ana", "Ben", "Cai", "Dee", "Eve"]
