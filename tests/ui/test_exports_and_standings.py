"""File ▸ Export (CSV files and the printable PDF) and the standings dock (after round N, what-if)."""

from __future__ import annotations

import csv
import json
import os
import re
from fractions import Fraction

import pytest

from tableside.app.display import decimal_text, format_points
from tableside.app.event.standings import standings
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.ratings_csv import parse_ratings_csv
from tableside.app.scoring import make_system
from tableside.ui.exports import Exports
from tests.ui.helpers import make_window

NAMES = [f"Player {i:02d}" for i in range(1, 41)]


def played(qtbot, clock, timers, names=NAMES, system="table-points", rounds=1, **create):
    """A window on an event whose rounds were seated by round.seat and played to the end."""
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Autumn Cup", "date": "2026-11-22", "system": system,
                                 "timers": "round-clock-only", "tiebreak_seed": "s", **create})
    assert c.import_players({"players": [{"name": n} for n in names]})
    for number in range(1, rounds + 1):
        assert c.open_round() and c.seat_round(number, "Catan")
        assert c.start_round(number)
        clock.advance(11 * 60_000)
        for table in list(c.state.current_round.tables.values()):
            for pid in table.players[::-1][:-1]:
                assert c.out(number, table.number, [pid])
    return window, c


def exporter(c, tmp_path, name):
    said = []
    target = tmp_path / name
    return Exports(c, ask=lambda title, suggested, filters: str(target), say=lambda t, k: said.append((k, t))), \
        target, said


def read_csv(path):
    with open(path, encoding="utf-8-sig", newline="") as handle:
        return list(csv.DictReader(handle))


def test_standings_csv_is_the_standings(qtbot, clock, timers, tmp_path):
    window, c = played(qtbot, clock, timers)
    exports, target, said = exporter(c, tmp_path, "standings.csv")
    assert exports.standings() == target
    assert target.read_bytes().startswith(b"\xef\xbb\xbf")  # a spreadsheet opens it as UTF-8
    rows = read_csv(target)
    expected = standings(c.state)
    assert [(int(r["rank"]), r["player"], r["total"], Fraction(r["total_exact"]), int(r["wins"])) for r in rows] == \
        [(s.rank, s.name, decimal_text(s.total), s.total, s.wins) for s in expected]
    assert [r["opponents_average"] for r in rows] == [decimal_text(s.opponents_average) for s in expected]
    assert any("/" in r["opponents_average_exact"] for r in rows)  # thirds here: exact beside, decimal in front
    assert not any("/" in r["opponents_average"] or "/" in r["total"] for r in rows)
    assert said == [("info", f"Exported the standings to {target}.")]
    assert not list(tmp_path.glob("*.part"))
    if hasattr(os, "fchmod"):  # a file to hand on reads as any new file of the judge's, not owner-only
        mask = os.umask(0o022)
        os.umask(mask)
        assert target.stat().st_mode & 0o777 == 0o666 & ~mask


def test_results_csv_has_one_row_per_player_and_game(qtbot, clock, timers, tmp_path):
    window, c = played(qtbot, clock, timers, names=NAMES[:9], bye_points=2)
    exports, target, said = exporter(c, tmp_path, "results.csv")
    assert exports.results() == target
    rows = read_csv(target)
    assert len(rows) == 9
    assert {r["round"] for r in rows} == {"1"}
    winners = [r for r in rows if r["place"] == "1"]
    assert len(winners) == len(c.state.current_round.tables)
    assert all(r["points"] == "12" for r in winners if r["game"] == "Catan")


def test_ratings_csv_under_contribution_reads_back_for_the_next_event(qtbot, clock, timers, tmp_path):
    window, c = played(qtbot, clock, timers, names=NAMES[:8], system="contribution")
    exports, target, said = exporter(c, tmp_path, "ratings.csv")
    assert exports.ratings() == target
    ratings = parse_ratings_csv(target.read_bytes())
    assert set(ratings) == set(NAMES[:8])
    assert ratings == {s.name: int(s.total) for s in standings(c.state)}
    assert sum(ratings.values()) != 8000 or len(set(ratings.values())) > 1


def test_ratings_are_refused_under_a_points_system(qtbot, clock, timers, tmp_path):
    window, c = played(qtbot, clock, timers, names=NAMES[:8])
    exports, target, said = exporter(c, tmp_path, "ratings.csv")
    assert exports.ratings() is None
    assert not target.exists()
    assert said[0][0] == "refused" and "only under the contribution system" in said[0][1]


def test_the_pdf_has_the_seating_by_name_and_one_slip_per_table(qtbot, clock, timers, tmp_path):
    window, c = played(qtbot, clock, timers, rounds=0)
    assert c.open_round() and c.seat_round(1, "Ticket to Ride")
    exports, target, said = exporter(c, tmp_path, "round-1.pdf")
    report = exports.pdf()
    data = target.read_bytes()
    assert data.startswith(b"%PDF-")
    pages = len(re.findall(rb"/Type\s*/Page\b(?!s)", data))
    tables = len(c.state.current_round.tables)
    assert tables == 10
    assert report.seating_pages == 1 and report.slip_pages == 5  # 40 names fit a page; two slips a page
    assert pages == report.pages == 6
    seating = report.texts[0]
    listed = [t for t in seating if t.startswith("Player ")]
    assert listed == sorted(NAMES)
    assert seating[:2] == ["Round 1: find your table", "Autumn Cup · players by name"]
    slips = [t for page in report.texts[1:] for t in page if t.startswith("Result slip")]
    assert slips == [f"Result slip — Table {n}" for n in range(1, 11)]
    slip_page = report.texts[1]
    assert "Judge's signature:" in slip_page and "PLACE" in slip_page and "POINTS" in slip_page
    first = c.state.current_round.tables[1]
    assert [c.player_name(p) for p in first.players] == \
        [t for t in slip_page if t in {c.player_name(p) for p in first.players}][:4]
    assert said[-1][0] == "info" and "1 page(s) of seating and 5 page(s) of result slips" in said[-1][1]


def test_the_pdf_needs_a_seated_round(qtbot, clock, timers, tmp_path):
    window, c = played(qtbot, clock, timers, names=NAMES[:4], rounds=0)
    exports, target, said = exporter(c, tmp_path, "x.pdf")
    assert exports.pdf() is None
    assert not target.exists() and "seat it first" in said[0][1]


def test_the_export_menu(qtbot, clock, timers, tmp_path):
    window, c = played(qtbot, clock, timers, names=NAMES[:4])
    file_menu = window.menuBar().actions()[0].menu()
    export = next(a.menu() for a in file_menu.actions() if a.text() == "E&xport")
    window.exports._enable()
    texts = {a.text(): a.isEnabled() for a in export.actions()}
    assert texts == {"&Standings (CSV)…": True, "&Results (CSV)…": True,
                     "R&atings for the next event (CSV)…": False, "Seating and result &slips (PDF)…": True}
    target = tmp_path / "s.csv"
    window.exports.ask = lambda *a: str(target)
    next(a for a in export.actions() if a.text() == "&Standings (CSV)…").trigger()
    assert target.exists()
    assert window.message_bar.accessibleDescription() == f"Exported the standings to {target}."
    assert window.exports.suggested("standings", ".csv").endswith("autumn-cup-standings.csv")


# ----------------------------------------------------------------------------------------------
# The standings dock


@pytest.fixture
def dock(qtbot, clock, timers):
    window, c = played(qtbot, clock, timers, names=NAMES[:12], rounds=2)
    window.show()
    window.standings_dock.show()
    qtbot.waitExposed(window)
    return window, c, window.standings_panel


def test_the_standings_dock_shows_rank_total_wins_and_opponents_average(dock):
    window, c, panel = dock
    assert panel.headers() == ["Rank", "Player", "Total", "Wins", "Opp. avg", "Games", "Byes"]
    rows = panel.rows()
    expected = standings(c.state)
    assert [(r[0], r[1], r[3], r[5]) for r in rows] == [(str(s.rank), s.name, str(s.wins), "2") for s in expected]
    assert panel.note.text() == "Standings now (table-points)."
    assert window.standings_dock.toggleViewAction().shortcut().toString() == "Ctrl+T"


def test_the_standings_as_they_stood_after_round_one(dock):
    window, c, panel = dock
    assert [panel.after.itemText(i) for i in range(panel.after.count())] == ["Now", "After round 1",
                                                                             "After round 2"]
    panel.choose_round(1)
    rows = panel.rows()
    expected = standings(c.state, after_round=1)
    assert [(r[1], r[5]) for r in rows] == [(s.name, "1") for s in expected]
    assert panel.note.text() == "Standings after round 1 (table-points)."


def test_what_if_puts_two_systems_side_by_side(dock):
    window, c, panel = dock
    options = [panel.compare.itemData(i) for i in range(panel.compare.count())]
    assert options[0] is None and "system:plops" in options and "system:table-points" not in options
    panel.choose_system("plops")
    assert panel.headers() == ["Player", "Rank A", "Total A", "Rank B", "Total B", "Moves"]
    assert panel.note.text().startswith("What if, now: A = table-points (the event's system), B = plops.")
    rows = panel.rows()
    a = standings(c.state)
    b = {s.player: s for s in standings(c.state, system="plops")}
    assert [(r[0], r[1], r[3]) for r in rows] == [(s.name, str(s.rank), str(b[s.player].rank)) for s in a]
    assert "Nothing is changed" in panel.note.text()
    assert c.state.settings.system == "table-points"


def test_the_dock_follows_the_event(dock):
    window, c, panel = dock
    assert c.open_round() and c.seat_round(3, "Ra") and c.start_round(3)
    assert panel.after.count() == 4
    table = c.state.current_round.tables[1]
    before = dict((r[1], r[2]) for r in panel.rows())
    assert c.out(3, 1, [table.players[0]])
    assert c.out(3, 1, [table.players[1]])
    after = dict((r[1], r[2]) for r in panel.rows())
    assert after != before  # recomputed from the changed signal


def test_a_pdf_that_cannot_be_written_says_so(qtbot, clock, timers, tmp_path):
    window, c = played(qtbot, clock, timers, names=NAMES[:8], rounds=0)
    assert c.open_round() and c.seat_round(1, "Ra")
    exports, target, said = exporter(c, tmp_path / "no-such-folder", "x.pdf")
    assert exports.pdf() is None
    assert said[0][0] == "error" and "Could not write" in said[0][1]
    assert not list(tmp_path.rglob("*.part"))


def test_what_if_offers_every_system_and_preset_with_their_options(dock):
    window, c, panel = dock
    keys = [panel.compare.itemData(i) for i in range(1, panel.compare.count())]
    assert {"system:rplops", "system:rplops2", "system:placement", "system:contribution"} <= set(keys)
    assert {"preset:rplops", "preset:rplops2", "preset:placement", "preset:table-points"} <= set(keys)
    panel.choose_system("rplops")  # needs x: it starts from its shipped preset's options
    assert panel.options_row.isVisible() and json.loads(panel.options.text()) == {"x": 50, "use_hours": True}
    b = {s.player: s for s in standings(c.state, system=make_system("rplops", {"x": 50, "use_hours": True}))}
    assert [r[4] for r in panel.rows()] == [format_points(b[s.player].total) for s in standings(c.state)]
    # "By hours" with games that had none: the h used for them is said, not silently 1 (issue 26 D20).
    games = sum(1 for rnd in c.state.rounds.values() for t in rnd.tables.values() if t.started_at is not None)
    assert games > 0
    assert (f"B counts each game by its hours: {games} of the games played have none, counted as h = 1."
            in panel.note.text())
    panel.options.setText('{"x": 10}')
    panel.options.editingFinished.emit()
    b = {s.player: s for s in standings(c.state, system=make_system("rplops", {"x": 10}))}
    assert [r[4] for r in panel.rows()] == [format_points(b[s.player].total) for s in standings(c.state)]
    assert 'B = rplops {"x": 10}' in panel.note.text() and "hours" not in panel.note.text()
    panel.options.setText('{"x": 10, "use_hours": true, "hours": "3/2"}')
    panel.options.editingFinished.emit()
    assert "have none, counted as h = 1.5." in panel.note.text()


@pytest.mark.parametrize("options, said", [
    ('{"x": -1}', "These standings cannot be shown: cannot compare with rplops: rplops option x must be greater "
                  "than 0, got -1."),
    ("{x: 1}", "These standings cannot be shown: the options are not valid JSON"),
    ("[50]", "These standings cannot be shown: the options must be a JSON object"),
])
def test_bad_what_if_options_are_one_clear_message(dock, options, said):
    window, c, panel = dock
    panel.choose_system("rplops", options)
    assert panel.note.text().startswith(said)
    assert panel.rows() == []
    assert c.state.settings.system == "table-points"


def test_a_preset_brings_its_options_to_the_what_if(dock):
    window, c, panel = dock
    panel.choose_system("preset:rplops2")
    assert json.loads(panel.options.text()) == {"x": 6}
    b = {s.player: s for s in standings(c.state, system=make_system("rplops2", {"x": 6}))}
    assert [r[3] for r in panel.rows()] == [str(b[s.player].rank) for s in standings(c.state)]
