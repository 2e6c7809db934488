"""The agenda's estimated end on the projector (issue 28, part 7): "Estimated end 18:40" in the header,
the desk's clock in the judge's locale, moved by a break exactly by its minutes, gone with no agenda."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDateTime, QLocale

from tableside.app.event.agenda import MINUTE_MS
from tests.ui.test_projector import event, projector, shown

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def time_of_day(c, event_ms: int) -> str:
    moment = QDateTime.fromMSecsSinceEpoch(c.wall_ms(event_ms)).toLocalTime()
    return QLocale().toString(moment.time(), QLocale.FormatType.ShortFormat)


def test_the_projector_shows_the_estimated_end_and_a_break_moves_it(qtbot, clock, timers):
    c = event(clock, timers, start=True, minutes=60)
    window = projector(qtbot, c, timers, mode="standings")
    assert shown(window, "ends") == []
    start = c.now()
    assert c.do("event.rounds", {"rounds": 3})
    # Round 1 just started: its 60 minutes, then twice a changeover of 10 and a round of 60.
    assert shown(window, "ends") == [f"Estimated end {time_of_day(c, start + 200 * MINUTE_MS)}"]
    assert c.do("event.break", {"after": 1, "minutes": 45})
    assert shown(window, "ends") == [f"Estimated end {time_of_day(c, start + 245 * MINUTE_MS)}"]
    [ends] = window.scene().by_role("ends")
    [event_name] = window.scene().by_role("event")
    assert not ends.elided and event_name.rect.right() < ends.rect.left()  # side by side, never over each other
    assert c.do("event.break", {"after": 1, "minutes": 0})
    assert shown(window, "ends") == [f"Estimated end {time_of_day(c, start + 200 * MINUTE_MS)}"]


def test_the_agenda_dialog_sets_rounds_and_breaks_as_logged_clicks(qtbot, clock, timers):
    from tableside.ui.agenda_dialog import AgendaDialog
    from tests.ui.helpers import click, event_window

    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben"], 2: ["Cai", "Dee"]})
    assert window.agenda_action.isEnabled()
    dialog = AgendaDialog(c, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.ends.text() == "No estimated end: plan the rounds first."
    assert dialog.breaks.text() == "No break planned."
    start = c.now()
    dialog.rounds.setValue(4)
    click(qtbot, dialog.set_rounds)
    assert c.state.planned_rounds == 4 and c.entries()[-1].kind == "event.rounds"
    assert dialog.ends.text() == f"Estimated end {time_of_day(c, start + (4 * 60 + 3 * 10) * MINUTE_MS)}"
    dialog.after.setValue(2)
    dialog.minutes.setValue(45)
    click(qtbot, dialog.set_break)
    assert c.state.breaks == {2: 45} and dialog.breaks.text() == "Breaks: 45 min after round 2"
    assert dialog.ends.text() == f"Estimated end {time_of_day(c, start + (4 * 60 + 3 * 10 + 45) * MINUTE_MS)}"
    # A break after the last round: refused in words, nothing written.
    before = c.state.seq
    dialog.after.setValue(4)
    click(qtbot, dialog.set_break)
    assert c.state.seq == before and not dialog.error.isHidden()
    assert dialog.error.text() == "The event plans 4 rounds: a break after round 4 would come after the last one."
    dialog.close()
