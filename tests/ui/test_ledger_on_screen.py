"""Issue 11 item 9: the contribution ledger (before, loss, gain, bonus, after, remainder) in the event:
the finished table's card, the standings' detail and the event's remainder, the exports, the slips."""

from __future__ import annotations

import csv
import io
import json

import pytest

from tableside.app.event.export import result_rows, results_csv
from tableside.app.event.ledger import event_ledger, table_ledger
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.ui.exports import Exports
from tableside.ui.launcher import main
from tests.ui.helpers import card, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def contribution_event(qtbot, clock, timers, system="contribution"):
    """Table 1 finished (Cai, rated 1007, out first: one rating point kept back), table 2 still playing."""
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Cup", "system": system, "timers": "round-clock-only",
                                 "tiebreak_seed": "s", "ratings": {"Cai": 1007}})
    for name in ("Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus"):
        assert c.register(name)
    assert c.open_round()
    assert c.seat(1, 1, ["Ana", "Ben", "Cai", "Dee"], "Catan") and c.seat(1, 2, ["Eve", "Fay", "Gus"], "Azul")
    assert c.start_round(1)
    clock.advance(11 * 60_000)
    assert c.out(1, 1, ["p3"]) and c.out(1, 1, ["p2", "p4"]) and c.out(1, 2, ["p7"])
    window.show()
    return window, c


def test_the_finished_tables_card_shows_its_ledger(qtbot, clock, timers):
    window, c = contribution_event(qtbot, clock, timers)
    finished, playing = card(window, 1), card(window, 2)
    assert finished.ledger.isVisible() and not playing.ledger.isVisible()
    text = finished.ledger.text()
    ledger = table_ledger(c.state, c.state.rounds[1].tables[1])
    for line in ledger.lines:
        cells = [line.name, line.before, line.loss, line.gain, line.bonus, f"<b>{line.after}</b>"]
        assert "".join(f">{cell}<" for cell in cells[:1]) in text
        for cell in cells[1:]:
            assert f">{cell}<" in text
    assert "Cai" in text and ">1007<" in text and ">241<" in text and "<b>866</b>" in text
    assert text.endswith("Rounding remainder at this table: 1 rating point")
    model = finished.model()
    assert model.ledger == ledger.lines and model.as_dict()["ledger"][0]["name"] == "Cai"
    assert c.out(1, 2, ["p6"])  # table 2 finishes: its ledger appears
    assert card(window, 2).ledger.isVisible() and "Rounding remainder at this table: 0 rating points" in \
        card(window, 2).ledger.text()


def test_points_systems_show_no_ledger_on_the_card(qtbot, clock, timers):
    window, c = contribution_event(qtbot, clock, timers, system="table-points")
    assert not card(window, 1).ledger.isVisible() and card(window, 1).model().ledger == ()


def test_the_standings_show_the_events_remainder_and_a_players_ledger(qtbot, clock, timers):
    window, c = contribution_event(qtbot, clock, timers)
    window.standings_dock.show()
    panel = window.standings_panel
    note = panel.ledger_note.text()
    ledger = event_ledger(c.state)
    assert ledger.remainder == 1 and ledger.balanced
    # Losses: Cai 241, Ben and Dee 110 each, Gus 200; gains: Ben and Dee 80 each, Ana 300.
    assert note.startswith("Rounding remainder: 1 rating point (losses 661, gains 460).")
    assert f"= {ledger.now_total} now ✓" in note and f"{ledger.start_total} at the start" in note
    assert "− 1 remainder − 200 held for players still in" in note  # Gus's loss waits for Eve and Fay
    row = next(i for i, r in enumerate(panel.rows()) if r[1] == "Cai")
    panel.choose_player(row)
    assert panel.detail.text() == "Cai: round 1, table 1 (Catan): 4th, 1007 − 241 + 0 + 100 = 866."
    row = next(i for i, r in enumerate(panel.rows()) if r[1] == "Eve")
    panel.choose_player(row)
    assert panel.detail.text() == "Eve: round 1, table 2 (Azul): still in."


def test_the_standings_detail_under_a_points_system(qtbot, clock, timers):
    window, c = contribution_event(qtbot, clock, timers, system="table-points")
    window.standings_dock.show()
    panel = window.standings_panel
    assert not panel.ledger_note.isVisible()
    panel.choose_player(next(i for i, r in enumerate(panel.rows()) if r[1] == "Ana"))
    assert panel.detail.text() == "Ana: round 1, table 1 (Catan): 1st, 12 points."


def test_the_results_export_carries_the_ledger_and_the_remainder(qtbot, clock, timers, tmp_path):
    window, c = contribution_event(qtbot, clock, timers)
    target = tmp_path / "results.csv"
    Exports(c, say=lambda *_: None).results(str(target))
    rows = list(csv.DictReader(io.StringIO(target.read_text(encoding="utf-8-sig"))))
    cai = next(r for r in rows if r["player"] == "Cai")
    assert (cai["before"], cai["loss"], cai["gain"], cai["bonus"], cai["after"]) == ("1007", "241", "0", "100", "866")
    table1 = [r for r in rows if r["table"] == "1"]
    assert [r["remainder"] for r in table1] == ["", "", "", "1"]  # on the table's last row only
    assert sum(int(r["remainder"] or 0) for r in rows) == event_ledger(c.state).remainder
    assert results_csv(c.state, head="") == target.read_text(encoding="utf-8").replace(c.fingerprint(), "")
    assert result_rows(c.state)[0]["loss"] == 241


def test_the_json_export_carries_the_ledger(tmp_path, capsys):
    from tests.eventlog.test_anchor import make_event

    path = tmp_path / "cup.tableside"
    make_event(path)
    assert main(["export", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["ledger"] is None  # a points event has no ratings
    assert {"before", "loss", "gain", "bonus", "after", "remainder"} <= set(data["results"][0])


def test_the_result_slip_is_the_tables_ledger(qtbot, clock, timers, tmp_path):
    window, c = contribution_event(qtbot, clock, timers)
    report = Exports(c, say=lambda *_: None).pdf(str(tmp_path / "round.pdf"))
    slips = report.texts[1]
    assert ["BEFORE", "− LOSS", "+ GAIN", "+ BONUS", "= AFTER"] == slips[slips.index("PLACE") + 1:][:5]
    cai = slips.index("Cai")
    assert slips[cai:cai + 7] == ["Cai", "4", "1007", "241", "0", "100", "866"]
    assert "Rounding remainder at this table: 1 rating point (losses − gains)" in slips
    eve = slips.index("Eve")
    assert slips[eve:eve + 2] == ["Eve", "1000"]  # still in: only the rating brought to the table
    assert sum("Rounding remainder" in t for t in slips) == 1  # table 2 is not over
