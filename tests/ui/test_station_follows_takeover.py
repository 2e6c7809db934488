"""A window station follows a takeover elsewhere (issue 23): the desk is gone, ``tableside replicate --as Carl``
takes the event over, and the window's station moves to Carl by itself: its replica gets Carl's entries,
its clicks go to Carl, and the window says so. It runs the very runtime the command line runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from tableside.app.standby.keeper import Keeper
from tableside.ui.demo import build_demo
from tests.standby.helpers import Replica, Served, entries_of, eventually, free_port
from tests.standby.test_epochs import act
from tests.ui.helpers import click, make_window, row

pytestmark = pytest.mark.e2e  # real serve and replicate processes, the window's station in this process


def test_a_window_station_follows_the_station_that_took_over(qtbot, clock, timers, tmp_path: Path) -> None:
    desk = Served(build_demo(tmp_path / "desk" / "cup.tableside"), tmp_path / "desk-home")
    (tmp_path / "carl").mkdir()
    carl = Replica(desk.url, tmp_path / "carl" / "copy.tableside", desk.token, tmp_path / "carl-home",
                   station=("Carl laptop", free_port()))
    window, c = make_window(qtbot, clock, timers)
    window.show()
    menu = window.station_menu
    menu.serve_host = "127.0.0.1"
    moves: list[tuple[str, str, int]] = []
    menu.link.moved.connect(lambda *move: moves.append(move))
    try:
        carl.lines.wait_for(r"up to date")
        menu.join(desk.url, desk.token, "Bob laptop", free_port())
        assert type(menu.link.keeper) is Keeper  # the command line's runtime, not a copy of it
        qtbot.waitUntil(lambda: c.remote is not None and c.remote.not_joined is None, timeout=20_000)
        eventually(lambda: any(s.name == "Carl laptop" for s in c.state.stations.values()),
                   "the window's replica to know Carl's station")
        desk.kill()
        carl.lines.wait_for(r"type 'take over'")
        carl.take_over()
        qtbot.waitUntil(lambda: bool(moves) and c.remote.unreachable is None, timeout=30_000)
        assert moves == [("Carl laptop", carl.station_url, 2)]
        assert c.remote.url == carl.station_url  # clicks go to Carl now
        assert carl.station_url in window.message_bar.message()
        assert f"judge station of {carl.station_url}" in window.windowTitle()
        assert not menu.take_over_action.isEnabled()  # someone holds the event: nothing to take over
        _, device = carl.pair(1)
        seq = act(carl.url, device, 1)["seq"]
        qtbot.waitUntil(lambda: c.state.seq >= seq, timeout=20_000)  # painted through the window's absorb
        assert c.state.epoch == 2 and entries_of(Path(c.path)) == entries_of(carl.path)[:len(c.entries())]
        click(qtbot, row(window, 1, "Dee").out_button)  # the judge at the window acts: done at Carl's
        committed = eventually(lambda: [e for e in entries_of(carl.path) if e.kind == "player.out"], "Dee's out")
        assert committed[-1].data["station"] == c.remote.station and c.state.seq == committed[-1].seq
    finally:
        menu.leave()
        carl.kill()
        desk.kill()
