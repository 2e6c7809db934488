"""The desk's Local network panel keeps the judge code off the screen: hidden behind "Show the judge code",
hidden again by itself after a minute (the timer fired by hand) or by Hide; a new code stops the old one;
each joined station is listed with a Revoke button that stops its token at once.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtWidgets import QLabel, QPushButton

from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.replication.token import read_token, token_path
from tableside.ui.hall.panel import SHOWN_MS
from tests.ui.helpers import click, event_window

pytestmark = pytest.mark.e2e  # the desk serves on a real socket (127.0.0.1); the hide timer is still fired by hand


@pytest.fixture
def desk(qtbot, clock, timers, tmp_path: Path):
    path = tmp_path / "cup.tableside"
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"], 2: ["Dee", "Eve", "Fay", "Gus"]},
                             store=open_event_file(path, create=True), path=str(path))
    window.show()
    window.hall_menu.panel_timer = timers
    window.hall_menu.host, window.hall_menu.port = "127.0.0.1", 0
    window.hall_menu.action.trigger()
    assert window.hall_menu.hall.running
    yield window, c, path
    window.hall_menu.stop()


def shown_anywhere(panel: Any, token: str) -> bool:
    return token in panel.judge_text.text() or token in panel.join_qr.text_value


def test_the_code_is_hidden_until_asked_for_and_hides_itself_after_a_minute(desk, qtbot) -> None:
    window, _, path = desk
    panel, hall = window.hall_menu.panel, window.hall_menu.hall
    token = read_token(token_path(str(path)))
    assert panel.show_code.isVisible() and panel.show_code.text() == "Show the judge code"
    assert not panel.judge_text.isVisible() and not panel.join_qr.isVisible()
    assert not shown_anywhere(panel, token) and not panel.hide_timer.isActive()

    click(qtbot, panel.show_code)
    assert panel.judge_text.isVisible() and panel.join_qr.isVisible()
    assert token in panel.judge_text.text() and panel.join_qr.text_value == hall.join_link()
    assert panel.show_code.text() == "Hide the judge code"
    assert panel.hide_timer.isActive() and panel.hide_timer.interval == SHOWN_MS == 60_000

    panel.hide_timer.fire()  # a minute later
    assert not panel.judge_text.isVisible() and not panel.join_qr.isVisible()
    assert not shown_anywhere(panel, token) and panel.show_code.text() == "Show the judge code"


def test_hide_hides_it_at_once(desk, qtbot) -> None:
    window, _, path = desk
    panel = window.hall_menu.panel
    token = read_token(token_path(str(path)))
    click(qtbot, panel.show_code)
    assert shown_anywhere(panel, token)
    click(qtbot, panel.show_code)  # now "Hide the judge code"
    assert not panel.join_qr.isVisible() and not shown_anywhere(panel, token)
    assert not panel.hide_timer.isActive()


def test_stopping_the_server_hides_the_code(desk, qtbot) -> None:
    window, _, path = desk
    panel = window.hall_menu.panel
    click(qtbot, panel.show_code)
    window.hall_menu.stop()
    assert not panel.code_shown and not panel.hide_timer.isActive()
    assert not shown_anywhere(panel, read_token(token_path(str(path))))


def test_a_new_code_stops_the_old_one(desk, qtbot) -> None:
    window, _, path = desk
    panel, hall = window.hall_menu.panel, window.hall_menu.hall
    old = hall.judge_token
    click(qtbot, panel.new_code)
    new = read_token(token_path(str(path)))
    assert new != old and hall.judge_token == new and read_token(token_path(str(path)) + ".old") == old
    assert shown_anywhere(panel, new) and not shown_anywhere(panel, old) and panel.hide_timer.isActive()
    head = hall.url("/api/log/head")
    assert httpx.get(head, headers={"Authorization": f"Bearer {old}"}, timeout=10).status_code == 403
    assert httpx.get(head, headers={"Authorization": f"Bearer {new}"}, timeout=10).status_code == 200


def post_in_thread(url: str, token: str, body: dict[str, Any]) -> dict[str, Any]:
    """POST from another thread, as a station does, while the Qt main thread (the writer) keeps turning."""
    result: dict[str, Any] = {}

    def go() -> None:
        answer = httpx.post(url + "api/station/action", json=body, headers={"Authorization": f"Bearer {token}"},
                            timeout=10)
        result["status"], result["body"] = answer.status_code, answer.json()

    threading.Thread(target=go, daemon=True).start()
    return result


def test_a_joined_station_is_listed_and_revoke_stops_its_token(desk, qtbot) -> None:
    window, c, _ = desk
    panel, hall = window.hall_menu.panel, window.hall_menu.hall
    url = hall.url("/")
    joined = post_in_thread(url, hall.judge_token, {"id": "join-000001", "station": "station-2", "kind":
                            "station.join", "data": {"station": "station-2", "name": "<b>Bob</b>", "url": ""}})
    qtbot.waitUntil(lambda: "status" in joined, timeout=10_000)
    assert joined["status"] == 200, joined
    token = joined["body"]["station_token"]
    qtbot.waitUntil(lambda: "station-2" in panel.station_buttons and panel.station_buttons["station-2"].isVisible(),
                    timeout=10_000)
    assert panel.stations_title.isVisible()
    click(qtbot, panel.station_buttons["station-2"])
    assert not c.state.stations["station-2"].active and "station-2" not in panel.station_buttons
    before = c.state.seq
    acted = post_in_thread(url, token, {"id": "out-0000001", "station": "station-2", "kind": "player.out",
                                        "data": {"round": 1, "table": 1, "players": ["Cai"]}})
    qtbot.waitUntil(lambda: "status" in acted, timeout=10_000)
    assert acted["status"] == 403 and "revoked" in acted["body"]["message"] and c.state.seq == before
    assert httpx.get(url + "api/log/head", headers={"Authorization": f"Bearer {token}"}, timeout=10).status_code == 403


def test_the_desk_gives_a_station_a_floor_judges_role_and_the_station_is_held_to_it(desk, qtbot, monkeypatch) -> None:
    window, c, _ = desk
    panel, hall = window.hall_menu.panel, window.hall_menu.hall
    url = hall.url("/")
    joined = post_in_thread(url, hall.judge_token, {"id": "join-000002", "station": "station-4", "kind":
                            "station.join", "data": {"station": "station-4", "name": "Floor A", "url": ""}})
    qtbot.waitUntil(lambda: "status" in joined, timeout=10_000)
    token = joined["body"]["station_token"]
    qtbot.waitUntil(lambda: "station-4" in panel.role_buttons, timeout=10_000)
    menu = panel.role_buttons["station-4"].menu()
    assert [a.text() for a in menu.actions()] == ["head judge", "floor judge for tables ", "scorekeeper", "viewer"]
    refused: list[str] = []
    c.refused.connect(refused.append)
    assert not panel.give_role("station-4", "floor", "2-x") and c.state.stations["station-4"].role == "head"
    assert refused and "not a table number or a range" in refused[-1]
    monkeypatch.setattr("tableside.ui.hall.panel.QInputDialog.getText", lambda *a, **k: ("2, 4-5", True))
    menu.actions()[1].trigger()
    assert (c.state.stations["station-4"].role, c.state.stations["station-4"].tables) == ("floor", (2, 4, 5))
    qtbot.waitUntil(lambda: any("floor judge for tables 2, 4, 5" in w.text() for w in panel.findChildren(QLabel)),
                    timeout=5_000)
    shots = os.environ.get("TABLESIDE_SCREENSHOTS")
    if shots:  # the guide's picture: the window with its Local network dock, a station given a role
        window.resize(1366, 768)
        for dismiss in window.findChildren(QPushButton):
            if dismiss.text() == "Dismiss" and dismiss.isVisible():
                dismiss.click()  # (the refused range above)
        window.hall_menu.dock.show()
        window.show()
        qtbot.wait(50)
        window.grab().save(str(Path(shots) / "judge-roles.png"))
    before = c.state.seq
    acted = post_in_thread(url, token, {"id": "out-0000002", "station": "station-4", "kind": "player.out",
                                        "data": {"round": 1, "table": 1, "players": ["Cai"]}})
    qtbot.waitUntil(lambda: "status" in acted, timeout=10_000)
    assert acted["status"] == 409 and "not table 1" in acted["body"]["message"] and c.state.seq == before
