"""A window desk that comes back after a station took the event over stands down, as ``tableside serve`` does.

The window serves its event file on the loopback; Bob's laptop (a real ``tableside replicate`` station)
follows it and joins. Then the window is cut off (its server stopped, Bob's copy gone), a judge taps an
Out there that no copy holds, and Bob takes over from the copy he has (``serve --take-over``: epoch 2).
When the window serves again its watch hears epoch 2 at Bob's address: it stops serving, takes no more
actions, writes nothing more to its file, and tells the judge who holds the event and what to re-enter.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tableside.app.event.timebase import SystemTime
from tableside.app.eventlog.sqlite_store import open_event_file
from tests.standby.helpers import Replica, Served, entries_of, free_port
from tests.ui.helpers import click, event_window, row

pytestmark = pytest.mark.e2e  # a real process, browser, server or build

WAIT_MS = 30_000  # real processes on a shared machine; the watch asks every 3 s


def test_a_window_desk_that_comes_back_stands_down(qtbot, timers, tmp_path: Path) -> None:
    path = tmp_path / "cup.tableside"
    # The system's clock, as Bob's process has: a fake one would find the round long over when Bob takes over.
    window, c = event_window(qtbot, SystemTime(), timers, {1: ["Ana", "Ben", "Cai"], 2: ["Dee", "Eve", "Fay", "Gus"]},
                             store=open_event_file(path, create=True), path=str(path))
    window.show()
    menu = window.hall_menu
    menu.host, menu.port = "127.0.0.1", 0
    menu.action.trigger()
    hall = menu.hall
    home, copy, port = tmp_path / "home", tmp_path / "bob.tableside", free_port()
    bob = Replica(hall.url("/"), copy, hall.judge_token, home, station=("Bob's laptop", port))
    taker: Served | None = None
    try:
        qtbot.waitUntil(lambda: any(s.name == "Bob's laptop" for s in c.state.stations.values()), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: entries_of(copy)[-1:] == c.entries()[-1:], timeout=WAIT_MS)
        bob.kill()
        assert hall.runtime is not None
        hall.runtime.stop_server()  # the desk's laptop drops off the hall's network
        click(qtbot, row(window, 1, "Cai").out_button)  # answered at the desk alone: no copy holds it
        alone = c.entries()[-1]
        assert alone.kind == "player.out"
        taker = Served(copy, home, port, "--take-over")
        hall.runtime.start_server()  # the desk is back

        qtbot.waitUntil(lambda: "holds this event now" in window.message_bar.message(), timeout=WAIT_MS)
        said = window.message_bar.message()
        assert said.startswith("Bob's laptop holds this event now, at epoch 2 (http://127.0.0.1:")
        assert "this desk was at epoch 1 and stopped serving" in said
        assert "re-enter these 1 on Bob's laptop" in said and f"entry {alone.seq} at " in said
        assert not hall.running and not menu.action.isChecked()
        kept = entries_of(path)
        assert kept[-1] == alone  # nothing written after standing down, not even the hold of the timers

        assert c.session is not None and c.session.store.readonly
        click(qtbot, row(window, 2, "Gus").out_button)  # refused: the event is Bob's now
        assert c.state.seq == alone.seq and entries_of(path) == kept
        menu.action.trigger()  # serving it again is refused, as ``tableside serve`` refuses to start
        assert not hall.running and "another station holds this event now" in window.message_bar.message()
    finally:
        bob.kill()
        if taker is not None:
            taker.kill()
        menu.stop()
