"""A leave reported at the table on its desk card (issue 27, part 2): "Reported: … waiting for another
player to confirm" as soon as the device's report is committed, then Confirm or Overrule as logged clicks."""

from __future__ import annotations

import pytest

from tests.ui.helpers import card, click, event_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

TABLES = {1: ["Ana", "Ben", "Cai"], 2: ["Dee", "Eve"]}


def reported(c, players: list[str], action_id: str) -> None:
    c.commit_from_device("result.report", {"round": 1, "table": 1, "players": players, "by": "Cai", "via": "device"},
                         None, action_id)


def test_the_desk_confirms_a_report_and_overrules_the_next(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, TABLES)
    assert c.do("event.reports", {"confirm_seconds": 120})
    window.show()
    strip = card(window, 1).report_strip
    assert strip.isHidden()
    reported(c, ["Ana"], "report-0001")
    qtbot.waitUntil(strip.isVisible, timeout=2_000)
    assert strip.text.text() == "Reported: Ana out — waiting for another player to confirm"
    assert card(window, 2).report_strip.isHidden()
    click(qtbot, strip.confirm_button)
    assert strip.isHidden()
    assert [leave.players for leave in c.state.rounds[1].tables[1].leaves] == [("p1",)]
    reported(c, ["Ben"], "report-0002")
    qtbot.waitUntil(strip.isVisible, timeout=2_000)
    click(qtbot, strip.overrule_button)
    dialog = strip.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.setTextValue("Ben is still in: the dice were re-rolled")
    dialog.accept()
    assert strip.isHidden() and len(c.state.rounds[1].tables[1].leaves) == 1
    kinds = [e.kind for e in c.entries()][-4:]
    assert kinds == ["result.report", "result.confirm", "result.report", "result.overrule"]
    assert c.entries()[-1].data["reason"] == "Ben is still in: the dice were re-rolled"


def test_a_compact_card_keeps_its_height_with_a_report_waiting(qtbot, clock, timers):
    from tableside.ui.table_card import TableCard

    window, c = event_window(qtbot, clock, timers, TABLES)
    assert c.do("event.reports", {})
    compact = TableCard(c, (1, 1), density="compact")
    qtbot.addWidget(compact)
    compact.refresh()
    compact.show()
    before = compact.sizeHint().height()
    reported(c, ["Ana"], "report-0003")
    compact.refresh()
    qtbot.waitUntil(compact.report_strip.isVisible, timeout=2_000)
    assert compact.sizeHint().height() == before
    assert "Ana" in compact.report_strip.text.toolTip() + compact.report_strip.text.text()


def test_the_judge_sets_the_rule_in_the_reports_dialog(qtbot, clock, timers):
    from tableside.ui.reports_dialog import ReportsDialog

    window, c = event_window(qtbot, clock, timers, TABLES)
    assert "&Reports at the table…" in [a.text() for a in window.event_actions]
    dialog = ReportsDialog(c, window)
    qtbot.addWidget(dialog)
    assert not dialog.on.isChecked() and dialog.seconds.value() == 120
    dialog.on.setChecked(True)
    dialog.seconds.setValue(90)
    dialog.phones.setChecked(True)
    dialog.apply()
    rule = c.state.settings.reports
    assert (rule.confirm_ms, rule.phones) == (90_000, True)
    again = ReportsDialog(c, window)
    qtbot.addWidget(again)
    assert again.on.isChecked() and again.seconds.value() == 90 and again.phones.isChecked()
    again.on.setChecked(False)
    again.apply()
    assert c.state.settings.reports is None


def test_the_projector_shows_a_player_reported_out_until_confirmed(qtbot, clock, timers):
    from tests.ui.test_projector import NAMES, event, projector, shown

    c = event(clock, timers, names=NAMES[:8], start=True)
    assert c.do("event.reports", {})
    window = projector(qtbot, c, timers, mode="tables")
    table = c.state.current_round.tables[1]
    first, second = table.players[0], table.players[1]
    assert c.do("result.report", {"round": 1, "table": 1, "players": [first], "via": "desk"})
    lines = list(zip(shown(window, "name"), shown(window, "points"), strict=True))
    assert (c.player_name(first), "reported") in lines and (c.player_name(second), "in") in lines
    assert c.confirm_report(1, 1)
    lines = list(zip(shown(window, "name"), shown(window, "points"), strict=True))
    assert (c.player_name(first), "0") in lines
