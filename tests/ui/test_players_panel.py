"""Players from the window: add, rename, drop, late entries, and a CSV list imported as one entry."""

from __future__ import annotations

import pytest

from tableside.app.eventlog.memory_store import MemoryStore
from tableside.ui.players_panel import PlayersPanel
from tests.ui.helpers import click, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def setup(qtbot, clock, timers, names=("Ana", "Ben", "Cai")):
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only",
                                 "tiebreak_seed": "s"})
    for name in names:
        assert c.register(name)
    panel = PlayersPanel(c)
    qtbot.addWidget(panel)
    panel.resize(640, 600)
    panel.show()
    qtbot.waitExposed(panel)
    return window, c, panel


def test_add_rename_and_drop(qtbot, clock, timers):
    window, c, panel = setup(qtbot, clock, timers)
    panel.name.setText("Dee")
    click(qtbot, panel.add_button)
    assert [n for n, _ in panel.names()] == ["Ana", "Ben", "Cai", "Dee"]
    assert c.session.store.last().kind == "player.register"
    assert not panel.rename_button.isEnabled()
    panel.select("Ben")
    panel.new_name.setText("Benjamin")
    click(qtbot, panel.rename_button)
    assert c.session.store.last().kind == "player.rename"
    assert [n for n, _ in panel.names()][1] == "Benjamin"
    panel.select("Cai")
    click(qtbot, panel.drop_button)
    assert c.session.store.last().kind == "player.drop"
    assert ("Cai", "dropped") in panel.names()
    assert not panel.drop_button.isEnabled()  # Cai is still chosen, and already dropped
    assert "kept in the standings" in panel.note.text()
    # A refusal is shown in the panel, in the core's words.
    panel.select("Ana")
    panel.new_name.setText("dee")
    click(qtbot, panel.rename_button)
    assert "already registered" in panel.problem.text()


def test_a_dropped_player_stays_in_the_standings_and_is_never_seated(qtbot, clock, timers):
    window, c, panel = setup(qtbot, clock, timers, names=("Ana", "Ben", "Cai", "Dee"))
    panel.select("Dee")
    click(qtbot, panel.drop_button)
    from tableside.app.event.standings import standings

    assert "Dee" in [s.name for s in standings(c.state)]
    assert c.open_round() and c.seat_round(1, "Ra")
    seated = {c.player_name(p) for t in c.state.current_round.tables.values() for p in t.players}
    assert seated == {"Ana", "Ben", "Cai"}
    assert dict(panel.names())["Dee"] == "dropped" and dict(panel.names())["Ana"] == "table 1"


def test_a_late_entry_is_told_how_to_get_a_seat(qtbot, clock, timers):
    window, c, panel = setup(qtbot, clock, timers, names=("Ana", "Ben", "Cai"))
    assert c.open_round() and c.seat_round(1, "Ra")
    panel.name.setText("Eve")
    click(qtbot, panel.add_button)
    assert dict(panel.names())["Eve"] == "not seated"
    assert "late entry: move them to a table in Seating" in panel.note.text()


def test_a_bad_csv_line_is_shown_with_its_number_and_nothing_is_imported(qtbot, clock, timers, tmp_path):
    window, c, panel = setup(qtbot, clock, timers)
    before = len(c.entries())
    bad = tmp_path / "players.csv"
    bad.write_text("Dee\nEve\nFay, Gus\n\nHal\n", encoding="utf-8")
    assert not panel.import_file(bad)
    text = panel.problem.text()
    assert text.startswith("Nothing was imported")
    assert "Line 3: 2 columns where a name was expected" in text
    assert len(c.entries()) == before and len(c.state.players) == 3
    good = tmp_path / "good.csv"
    good.write_bytes("\ufeffname,id\nDee,d1\nÉmile,\n".encode("utf-8"))
    assert panel.import_file(good)
    assert len(c.entries()) == before + 1  # one player.import entry for the whole list
    last = c.session.store.last()
    assert last.kind == "player.import" and [p["name"] for p in last.data["players"]] == ["Dee", "Émile"]
    assert c.state.players["d1"].name == "Dee"
    assert panel.problem.text() == "" and panel.note.text() == "Imported 2 players."


def test_duplicate_names_are_refused_or_numbered_as_the_judge_chooses(qtbot, clock, timers):
    window, c, panel = setup(qtbot, clock, timers)
    before = len(c.entries())
    data = b"Ana\nZed\nZed\n"
    assert not panel.import_csv(data)
    assert "Line 3: 'Zed' is also on line 2" in panel.problem.text()
    assert "choose “Number them”" in panel.problem.text()
    assert not panel.import_csv("Ana\nZed\n")
    assert "Line 1: 'Ana' is already registered" in panel.problem.text()
    assert len(c.entries()) == before
    panel.duplicates.setCurrentIndex(panel.duplicates.findData("number"))
    assert panel.import_csv(data)
    assert len(c.entries()) == before + 1
    assert [p.name for p in c.state.players.values()][3:] == ["Ana (2)", "Zed", "Zed (2)"]
    assert panel.note.text() == "Imported 3 players. Numbered: Ana → Ana (2), Zed → Zed (2)."


def test_an_unreadable_file_says_so(qtbot, clock, timers, tmp_path):
    window, c, panel = setup(qtbot, clock, timers)
    assert not panel.import_file(tmp_path / "missing.csv")
    assert "Could not read" in panel.problem.text() and "Nothing was imported" in panel.problem.text()
    latin = tmp_path / "latin.csv"
    latin.write_bytes("Zoë\n".encode("latin-1"))
    assert not panel.import_file(latin)
    assert "not UTF-8" in panel.problem.text()


def test_the_event_menu_opens_players_and_seating(qtbot, clock, timers):
    window, c, panel = setup(qtbot, clock, timers)
    texts = [a.text() for a in window.menuBar().actions()[1].menu().actions()]
    assert "P&layers: add, rename, drop, import…" in texts
    assert "&Seating: seat the round, move, swap…" in texts
    assert window.players_action.isEnabled() and window.seating_action.isEnabled()
    c.close()
    assert not window.players_action.isEnabled()


def test_a_sign_up_sheet_is_read_by_its_name_column_and_the_others_are_ignored_once(qtbot, clock, timers, tmp_path):
    window, c, panel = setup(qtbot, clock, timers)
    sheet = tmp_path / "sign-up.csv"
    sheet.write_bytes("\ufeffClub,Name,Email,\nRooks,Dee Ng,dee@example.org,\nKnights,Émile Roy,,\n"
                      "Rooks,Łukasz Wiśniewski,l@example.org,\n".encode())
    assert panel.import_file(sheet)
    assert [p.name for p in c.state.players.values()][3:] == ["Dee Ng", "Émile Roy", "Łukasz Wiśniewski"]
    assert panel.note.text() == "Imported 3 players. Ignored the columns Club, Email."
    assert panel.note.text().count("Ignored") == 1
    assert panel.problem.text() == ""


def test_a_file_without_a_first_line_of_headings_still_imports(qtbot, clock, timers, tmp_path):
    window, c, panel = setup(qtbot, clock, timers)
    plain = tmp_path / "plain.csv"
    plain.write_text("Dee\nEve\n", encoding="utf-8")
    assert panel.import_file(plain)
    assert panel.note.text() == "Imported 2 players."


def test_many_bad_lines_scroll_and_the_dialog_stays_on_a_small_screen(qtbot, clock, timers, tmp_path):
    from tableside.ui.players_panel import PlayersDialog

    window, c, _ = setup(qtbot, clock, timers)
    dialog = PlayersDialog(c, window)
    qtbot.addWidget(dialog)
    panel = dialog.panel
    before = dialog.sizeHint().height()
    sheet = tmp_path / "two-columns.csv"
    sheet.write_text("".join(f"Player {n},Club {n}\n" for n in range(1, 40)), encoding="utf-8")
    assert not panel.import_file(sheet)
    text = panel.problem.text()
    assert text.count("columns where a name was expected") == 1  # said once, with the lines it is about
    assert "(lines 1, 2, 3, 4, 5, 6, 7, 8 …)" in text
    bad = tmp_path / "bad.csv"
    bad.write_text("name,id\n" + "".join(f",x{n}\n" for n in range(40)), encoding="utf-8")
    assert not panel.import_file(bad)
    assert panel.problem.text().count("\n") > 10
    assert dialog.sizeHint().height() <= before + 5
    assert dialog.minimumSizeHint().height() < 700


def test_what_the_last_action_said_is_cleared_by_the_next_one(qtbot, clock, timers):
    window, c, panel = setup(qtbot, clock, timers)
    assert panel.import_csv("Dee\nEve\n")
    assert panel.note.text() == "Imported 2 players."
    panel.select("Ben")
    panel.new_name.setText("Benjamin")
    click(qtbot, panel.rename_button)
    assert panel.note.text() == "Ben is now Benjamin."  # not "Imported 2 players." any more
    panel.name.setText("Fay")
    click(qtbot, panel.add_button)
    assert panel.note.text() == "" and panel.problem.text() == ""
    panel.select("Ana")
    panel.new_name.setText("fay")
    click(qtbot, panel.rename_button)
    assert "already registered" in panel.problem.text() and panel.note.text() == ""
    panel.name.setText("Gus")
    click(qtbot, panel.add_button)
    assert panel.problem.text() == ""  # the refusal is stale too
