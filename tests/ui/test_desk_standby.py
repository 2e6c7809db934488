"""The window serves its event's log, and the desk's own click waits for a standby copy.

A window on an event file serving on the loopback, and a real ``tableside replicate`` process
following it: the judge token is the one kept beside the file, a click is painted only once the copy
holds its entry, a copy that stops answering makes the desk carry on alone and say so, and the desk
says when a copy has caught up again.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

import httpx
import pytest

from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.replication.token import read_token, token_path
from tests.hall.pairing_link import token_of
from tests.standby.helpers import Heard, Replica, TableStream, entries_of, eventually
from tests.ui.helpers import click, event_window, points_shown, row

pytestmark = pytest.mark.e2e  # a real process, browser, server or build


@pytest.fixture
def desk(qtbot, clock, timers, tmp_path: Path):
    path = tmp_path / "cup.tableside"
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"], 2: ["Dee", "Eve", "Fay", "Gus"]},
                             store=open_event_file(path, create=True), path=str(path))
    window.show()
    window.hall_menu.host, window.hall_menu.port = "127.0.0.1", 0
    window.hall_menu.action.trigger()
    assert window.hall_menu.hall.running
    yield window, c, path
    window.hall_menu.stop()


def test_serving_a_file_serves_its_log_behind_the_judge_token(desk) -> None:
    window, c, path = desk
    hall = window.hall_menu.hall
    token = read_token(token_path(str(path)))
    assert hall.judge_token == token
    url = hall.url("/")
    assert hall.join_link() == url + "#join=" + token
    panel = window.hall_menu.panel
    assert not panel.join_qr.isVisible() and token not in panel.judge_text.text()  # hidden until asked for
    panel.show_code.click()
    assert panel.join_qr.isVisible() and panel.join_qr.text_value == hall.join_link()
    assert token in panel.judge_text.text() and hall.join_link() in panel.judge_text.text()
    head = httpx.get(url + "api/log/head", headers={"Authorization": f"Bearer {token}"}, timeout=10).json()
    assert head["seq"] == c.state.seq
    assert httpx.get(url + "api/log/head", timeout=10).status_code == 401


def test_a_click_is_painted_once_the_copy_holds_it_and_alone_when_it_stops(desk, qtbot, tmp_path: Path) -> None:
    window, c, path = desk
    hall = window.hall_menu.hall
    copy = tmp_path / "copy.tableside"
    replica = Replica(hall.url("/"), copy, hall.judge_token, tmp_path / "home2")
    try:
        eventually(lambda: len(entries_of(copy)) == c.state.seq, "the copy to catch up")
        eventually(lambda: hall.runtime.log.following() == 1, "the copy to be following")
        held_at_paint: list[tuple[int, int]] = []
        c.changed.connect(lambda change: held_at_paint.append(
            (change.entries[-1].seq if change.entries else 0, len(entries_of(copy)))))
        click(qtbot, row(window, 1, "Cai").out_button)
        seq, held = held_at_paint[0]
        assert seq == c.state.seq and held >= seq  # on the copy before the window showed it
        assert "alone" not in window.message_bar.message()

        os.kill(replica.process.pid, signal.SIGSTOP)  # the copy stops answering (a frozen laptop)
        try:
            click(qtbot, row(window, 2, "Gus").out_button)
            assert "carrying on alone" in window.message_bar.message()
            assert c.state.seq > len(entries_of(copy))  # painted, though the copy does not hold it
        finally:
            os.kill(replica.process.pid, signal.SIGCONT)
        qtbot.waitUntil(lambda: "holds every entry" in window.message_bar.message(), timeout=30_000)
        eventually(lambda: len(entries_of(copy)) == c.state.seq, "the copy to catch up again")
        held_at_paint.clear()
        click(qtbot, row(window, 2, "Fay").out_button)
        seq, held = held_at_paint[0]
        assert held >= seq  # waiting for the copy again
    finally:
        replica.kill()


def test_with_no_copy_following_a_click_waits_for_nothing(desk, qtbot) -> None:
    window, c, _ = desk
    assert window.hall_menu.hall.runtime.log is not None and window.hall_menu.hall.runtime.log.following() == 0
    click(qtbot, row(window, 1, "Cai").out_button)
    assert c.entries()[-1].kind == "player.out" and window.message_bar.message().startswith("Serving")


def test_an_event_with_no_file_is_served_without_a_log(qtbot, clock, timers) -> None:
    window, _ = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"]})
    window.hall_menu.host, window.hall_menu.port = "127.0.0.1", 0
    window.hall_menu.action.trigger()
    try:
        hall = window.hall_menu.hall
        assert hall.running and hall.runtime.log is None and hall.join_link() == ""
        assert not window.hall_menu.panel.join_qr.isVisibleTo(window.hall_menu.panel)
        assert httpx.get(hall.url("/api/log/head"), timeout=10).status_code == 404
    finally:
        window.hall_menu.stop()


def test_a_time_out_is_painted_once_the_copy_holds_it_and_alone_when_it_stops(qtbot, clock, timers, tmp_path) -> None:
    path = tmp_path / "timed.tableside"
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai", "Dee"], 2: ["Eve", "Fay", "Gus", "Hal"]},
                             timers_preset="document-002", players=["Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus",
                                                                    "Hal"],
                             store=open_event_file(path, create=True), path=str(path))
    window.show()
    window.hall_menu.host, window.hall_menu.port = "127.0.0.1", 0
    window.hall_menu.action.trigger()
    hall = window.hall_menu.hall
    copy = tmp_path / "copy.tableside"
    replica = Replica(hall.url("/"), copy, hall.judge_token, tmp_path / "home2")
    try:
        row(window, 1, "Ana").decide_actions["roll-dice"].trigger()
        clock.advance(60_000)
        row(window, 2, "Eve").decide_actions["roll-dice"].trigger()  # Eve runs out a minute after Ana
        eventually(lambda: len(entries_of(copy)) == c.state.seq, "the copy to catch up")
        eventually(lambda: hall.runtime.log.following() == 1, "the copy to be following")
        held_at_paint: list[tuple[int, int]] = []
        c.changed.connect(lambda change: held_at_paint.append(
            (change.entries[-1].seq if change.entries else 0, len(entries_of(copy)))))
        timer = timers.made[0]
        clock.advance(124_000 - 60_000)
        timer.fire()  # Ana's time is up: the wake-up logs her time-out
        seq, held = held_at_paint[-1]
        assert c.entries()[-1].data["reason"] == "time" and seq == c.state.seq
        assert held >= seq  # on the copy before the window showed it
        assert points_shown(window, 1)["Ana"] == "0"

        os.kill(replica.process.pid, signal.SIGSTOP)  # the copy stops answering (a frozen laptop)
        try:
            clock.advance(60_000)
            timer.fire()  # Eve's time is up
            assert c.entries()[-1].data["players"] == [c.state.player_by_name("Eve").id]
            assert "carrying on alone" in window.message_bar.message()
            assert points_shown(window, 2)["Eve"] == "0"  # painted, though the copy does not hold it
            assert c.state.seq > len(entries_of(copy))
        finally:
            os.kill(replica.process.pid, signal.SIGCONT)
        qtbot.waitUntil(lambda: "holds every entry" in window.message_bar.message(), timeout=30_000)
        eventually(lambda: len(entries_of(copy)) == c.state.seq, "the copy to catch up again")
    finally:
        replica.kill()
        window.hall_menu.stop()


def test_a_device_action_is_pushed_to_the_devices_once_the_copy_holds_it_or_after_1_s(desk, qtbot, tmp_path) -> None:
    """The views the window pushes wait for the copy as the device's answer does (``LogFeed.hold``)."""
    window, c, path = desk
    hall = window.hall_menu.hall
    pair = hall.pair(1)
    assert pair is not None
    token = token_of(pair[1])
    copy = tmp_path / "copy.tableside"
    replica = Replica(hall.url("/"), copy, hall.judge_token, tmp_path / "home2")
    stream = TableStream(hall.url("/"), 1, copy)
    answers: list[tuple[float, dict]] = []

    def post(n: int, player: str) -> None:
        pid = c.state.player_by_name(player).id
        sent = time.time()
        answer = httpx.post(hall.url("/api/action"), json={"id": f"view-{n:04d}", "kind": "player.out", "table": 1,
                                                           "players": [pid]},
                            headers={"Authorization": f"Bearer {token}"}, timeout=30)
        answers.append((sent, answer.json()))

    def first_at(seq: int) -> Heard:
        qtbot.waitUntil(lambda: any(h.seq >= seq for h in stream.heard), timeout=30_000)
        return next(h for h in stream.heard if h.seq >= seq)

    try:
        eventually(lambda: len(entries_of(copy)) == c.state.seq, "the copy to catch up")
        eventually(lambda: hall.runtime.log.following() == 1, "the copy to be following")
        threading.Thread(target=post, args=(1, "Cai"), daemon=True).start()
        qtbot.waitUntil(lambda: len(answers) == 1, timeout=30_000)  # the window runs the device's job
        _, first = answers[0]
        assert first["standby"] == "stored"
        assert first_at(first["seq"]).copy_head >= first["seq"]  # the copy held it before any device saw it

        os.kill(replica.process.pid, signal.SIGSTOP)  # the copy stops answering (a frozen laptop)
        try:
            threading.Thread(target=post, args=(2, "Ben"), daemon=True).start()
            qtbot.waitUntil(lambda: len(answers) == 2, timeout=30_000)
            sent, second = answers[1]
            assert second["standby"] == "alone"
            shown = first_at(second["seq"])
            assert shown.copy_head < second["seq"]  # pushed though the frozen copy does not hold it ...
            assert shown.wall_ms / 1000 - sent >= 0.9  # ... only after the 1 s limit
            assert "carrying on alone" in window.message_bar.message()
        finally:
            os.kill(replica.process.pid, signal.SIGCONT)
        qtbot.waitUntil(lambda: "holds every entry" in window.message_bar.message(), timeout=30_000)
    finally:
        stream.stop()
        replica.kill()
