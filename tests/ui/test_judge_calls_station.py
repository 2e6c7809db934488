"""A judge station's Judge calls dock (issue 27, part 3): a table device's call to a real ``tableside serve``
reaches the station's window through its replica; the station's Take and Done are committed at the desk,
the log names the station, and the queue says who took it."""

from __future__ import annotations

import threading

import httpx
import pytest

from tests.standby.helpers import Served, entries_of
from tests.ui.helpers import click
from tests.ui.test_station_window import desk, station  # noqa: F401 - the fixtures

pytestmark = [pytest.mark.e2e, pytest.mark.qt_log_ignore(r"This plugin does not support")]


def test_a_device_s_call_is_taken_and_ended_from_a_station(station, desk: Served, qtbot) -> None:  # noqa: F811
    window, c = station
    _, token = desk.pair(2)
    answer = {}

    def post() -> None:
        answer["r"] = httpx.post(desk.url + "api/action", json={"id": "dev-call-0001", "kind": "call.raise",
                                                                 "table": 2, "reason": "rules",
                                                                 "note": "can I trade now?"},
                                 headers={"Authorization": f"Bearer {token}"}, timeout=20)

    thread = threading.Thread(target=post)
    thread.start()
    panel = window.calls_dock.widget()
    qtbot.waitUntil(lambda: len(panel.rows) == 1, timeout=20_000)
    thread.join(20)
    assert answer["r"].status_code == 200
    row = panel.rows[0]
    assert (row.what.text(), row.note.text()) == ("Table 2 · Rules question", "can I trade now?")
    assert window.calls_dock.isVisible()
    qtbot.waitUntil(row.take.isVisible, timeout=5_000)
    click(qtbot, row.take)
    taken = entries_of(desk.path)[-1]
    assert taken.kind == "call.take" and taken.data["station"] == c.remote.station
    qtbot.waitUntil(lambda: panel.rows and "taken by Bob laptop" in panel.rows[0].age.text(), timeout=5_000)
    qtbot.waitUntil(panel.rows[0].done.isVisible, timeout=5_000)
    click(qtbot, panel.rows[0].done)
    assert entries_of(desk.path)[-1].kind == "call.done"
    qtbot.waitUntil(lambda: panel.rows == [], timeout=5_000)
