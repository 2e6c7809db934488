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
