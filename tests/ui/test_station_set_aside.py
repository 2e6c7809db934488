"""The window's side of a copy set aside: the runtime (on its thread) asks the window to close the replica before
renaming it, the window says what to re-enter, and opens the fresh copy once it holds the new holder's head.
No network: the runtime's callbacks are called here as its thread would call them."""

from __future__ import annotations

import threading
from pathlib import Path

from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.standby.keeper import Keeper
from tableside.app.standby.station import RemoteDesk
from tests.event.helpers import small_event
from tests.ui.helpers import make_window

URL = "http://127.0.0.1:8765/"


def replica(path: Path) -> None:
    session = EventSession(open_event_file(str(path), create=True), FakeTime())
    small_event(session)
    session.close()


def opened_station(qtbot, clock, timers, tmp_path: Path):
    window, c = make_window(qtbot, clock, timers)
    window.show()
    link = window.station_menu.link
    path = tmp_path / "replica.tableside"
    replica(path)
    remote = RemoteDesk(URL, "j" * 32, "st-cy-laptop")
    link.remote, link.replica = remote, path
    link.keeper = Keeper(URL, "j" * 32, str(path))  # never started: the test calls its callbacks itself
    link._open()
    return window, c, link, remote


def released(qtbot, link, remote) -> list[bool]:
    answer: list[bool] = []
    events = link.events(remote)
    thread = threading.Thread(target=lambda: answer.append(events.release()))
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=10_000)  # the main thread runs the queued close
    return answer


def test_the_window_closes_the_replica_for_the_set_aside_and_opens_the_fresh_copy(qtbot, clock, timers,
                                                                                  tmp_path: Path) -> None:
    window, c, link, remote = opened_station(qtbot, clock, timers, tmp_path)
    assert c.is_open and c.session.store.readonly
    assert released(qtbot, link, remote) == [True]
    assert not c.is_open and remote.session is None  # no connection keeps the file while it is renamed
    events = link.events(remote)
    events.set_aside(str(tmp_path / "replica.aside-epoch1.tableside"), "Bob holds the event at epoch 2 and lacks 1")
    assert "lacks 1" in window.message_bar.message()
    events.caught_up(5)
    assert c.is_open and c.remote is remote and remote.session is c.session and c.state.settings is not None
    link.leave()


def test_a_station_left_meanwhile_is_not_waited_on(qtbot, clock, timers, tmp_path: Path) -> None:
    window, c, link, remote = opened_station(qtbot, clock, timers, tmp_path)
    events = link.events(remote)
    link.leave()  # the judge left: the runtime is told not to set the copy aside, and ends
    answer: list[bool] = []
    thread = threading.Thread(target=lambda: answer.append(events.release()))
    thread.start()
    thread.join(10)  # the main thread is not running its queue here, as when it waits to halt the runtime
    assert answer == [False]
    assert not c.is_open and link.remote is None
