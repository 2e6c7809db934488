"""A judge station: the window joins a real ``tableside serve`` on the loopback and acts through it.

The station keeps its replica in the data folder, opens it read-only, shows the same cards as the
desk, sends its clicks to the desk (the desk's log names the station), paints what others commit,
shows the desk's refusals, and refuses at once, in plain words, while the desk is gone.
"""

from __future__ import annotations

import socket
import threading
import time
from pathlib import Path

import httpx
import pytest

from tableside.app import paths
from tableside.app.replication.fence import TAKEOVER_WAIT_S
from tableside.app.standby.station import NotJoined, parse_join
from tableside.ui.demo import build_demo
from tests.standby.helpers import Served, entries_of, eventually
from tests.ui.helpers import click, make_window, points_shown, row

pytestmark = pytest.mark.e2e  # a real process, browser, server or build


@pytest.fixture
def desk(tmp_path: Path):
    path = build_demo(tmp_path / "desk" / "cup.tableside")
    served = Served(path, tmp_path / "desk-home")
    yield served
    served.kill()


def landed(qtbot, menu) -> None:
    """The join lands on a thread of its own (sent again while the desk is busy): clicks wait for it."""
    qtbot.waitUntil(lambda: menu.link.remote is not None and menu.link.remote.not_joined is None, timeout=20_000)


@pytest.fixture
def station(qtbot, clock, timers, desk: Served):
    window, c = make_window(qtbot, clock, timers)
    window.show()
    window.station_menu.serve_host = "127.0.0.1"
    window.station_menu.join(desk.url, desk.token, "Bob laptop", 8799)
    landed(qtbot, window.station_menu)
    yield window, c
    window.station_menu.leave()


def test_joining_opens_the_replica_read_only_with_the_same_tables(station, desk: Served) -> None:
    window, c = station
    assert c.is_open and c.session.store.readonly
    replica = Path(c.path)
    assert replica.parent == paths.data_dir() / "stations" and replica.exists()
    assert set(window.event_view.cards) == {(1, 1), (1, 2)}
    assert "judge station of " + desk.url in window.windowTitle()
    desk_log = entries_of(desk.path)
    joined = desk_log[-1]
    assert joined.kind == "station.join" and joined.data["name"] == "Bob laptop"
    assert joined.data["url"] == "http://127.0.0.1:8799/" and joined.data["station"] == c.remote.station
    eventually(lambda: c.state.seq == len(desk_log), "the station to hold the join")
    assert not any(t.held_by_restart for t in c.state.rounds[1].tables.values())


def test_a_click_is_committed_at_the_desk_and_painted_from_the_replica(station, desk: Served, qtbot) -> None:
    window, c = station
    click(qtbot, row(window, 1, "Dee").out_button)
    committed = entries_of(desk.path)[-1]
    assert committed.kind == "player.out" and committed.data["station"] == c.remote.station
    assert "action_id" in committed.data
    assert points_shown(window, 1)["Dee"] == "0"  # painted at once: the replica held it
    assert c.state.seq == committed.seq and len(c.entries()) == committed.seq
    window.history_dock.show()
    assert any("Dee out (from station Bob laptop)" in line[2] for line in window.history.rows())


def test_what_others_commit_is_painted_as_it_arrives(station, desk: Served, qtbot) -> None:
    window, c = station
    _, token = desk.pair(2)
    answer = {}

    def post() -> None:
        answer["r"] = httpx.post(desk.url + "api/action", json={"id": "dev-tap-0001", "kind": "player.out",
                                                                 "table": 2, "players": ["Gus"]},
                                 headers={"Authorization": f"Bearer {token}"}, timeout=20)

    thread = threading.Thread(target=post)
    thread.start()
    qtbot.waitUntil(lambda: points_shown(window, 2).get("Gus") == "0", timeout=20_000)
    thread.join(20)
    assert answer["r"].status_code == 200 and answer["r"].json()["standby"] == "stored"


def test_the_desk_s_refusal_is_shown_and_nothing_is_written(station, desk: Served) -> None:
    window, c = station
    before = len(entries_of(desk.path))
    assert not c.register("Ana")  # a name already registered
    assert "Ana" in window.message_bar.message() and "already" in window.message_bar.message()
    assert len(entries_of(desk.path)) == before and c.state.seq == before


def test_a_desk_that_is_gone_is_said_at_once_and_clicks_are_refused(station, desk: Served, qtbot) -> None:
    window, c = station
    held = c.state.seq
    desk.kill()
    qtbot.waitUntil(lambda: "cannot be reached" in window.message_bar.message(), timeout=20_000)
    assert not c.out(1, 1, ["Dee"])
    assert "cannot be reached" in window.message_bar.message() and "nothing was sent" in window.message_bar.message()
    assert c.state.seq == held and len(c.entries()) == held


def test_joining_needs_a_desk_that_answers(qtbot, clock, timers, tmp_path: Path) -> None:
    window, c = make_window(qtbot, clock, timers)
    with pytest.raises(Exception, match="does not answer"):
        window.station_menu.join("http://127.0.0.1:9/", "x" * 32, "Bob", 8799)
    assert not c.is_open and c.remote is None


@pytest.mark.parametrize(("address", "token", "expected"), [
    ("http://127.0.0.1:8765/#join=" + "t" * 32, "", ("http://127.0.0.1:8765/", "t" * 32)),
    ("127.0.0.1:8766", "T-" * 16, ("http://127.0.0.1:8766/", "T-" * 16)),
    ("  http://[::1]:8765/  ", "a" * 40, ("http://[::1]:8765/", "a" * 40)),
])
def test_the_join_link_or_address_and_token(address: str, token: str, expected: tuple[str, str]) -> None:
    assert parse_join(address, token) == expected


@pytest.mark.parametrize(("address", "token", "words"), [
    ("", "t" * 32, "give the desk's address"),
    ("http://127.0.0.1:8765/", "", "give the judge token"),
    ("http://127.0.0.1:8765/", "short", "not a judge token"),
    ("http://127.0.0.1/", "t" * 32, "is not the desk's address"),
    ("ftp://127.0.0.1:21/", "t" * 32, "not a server address"),
    ("http://127.0.0.1:8765/players", "t" * 32, "is not the desk's address"),
])
def test_a_bad_join_is_one_plain_message(address: str, token: str, words: str) -> None:
    with pytest.raises(NotJoined, match=words):
        parse_join(address, token)


def free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_taking_over_when_the_desk_is_gone(qtbot, clock, timers, desk: Served, monkeypatch) -> None:
    import functools

    from tableside.app.event.session import open_state
    from tableside.app.eventlog.sqlite_store import open_event_file
    from tableside.app.eventlog.verify import verify
    from tableside.app.standby import keeper, snapshots

    # The runtime's snapshots every 5 entries (not 5,000), looked for often: the takeover opens from one.
    monkeypatch.setattr(keeper, "CopySnapshots", functools.partial(snapshots.CopySnapshots, every=5))
    monkeypatch.setattr(snapshots, "LOOK_EVERY_S", 0.05)
    port = free_port()
    window, c = make_window(qtbot, clock, timers)
    window.show()
    menu = window.station_menu
    menu.serve_host = menu.listen_host = "127.0.0.1"
    menu.join(desk.url, desk.token, "Bob laptop", port)
    landed(qtbot, menu)
    try:
        assert not menu.take_over_action.isEnabled()
        assert not menu.take_over()  # the desk still answers: refused, nothing written
        assert "still answers" in window.message_bar.message()
        click(qtbot, row(window, 1, "Dee").out_button)
        held = c.state.seq
        replica = open_event_file(c.path, readonly=True)
        try:
            eventually(lambda: replica.load_snapshot(), "the station's copy to hold a snapshot of its fold")
        finally:
            replica.close()
        desk.kill()
        qtbot.waitUntil(lambda: menu.take_over_action.isEnabled(), timeout=20_000)
        bar = window.message_bar
        assert "cannot be reached" in bar.message() and bar.action_button.isVisible()
        assert bar.action_button.text() == "Take over the event"
        # The fence's lease: from the moment the judge takes over, the station's address never refuses a
        # connection (a desk would read that as "nobody serves there"), and the takeover is committed only
        # TAKEOVER_WAIT_S after it began listening.
        seen: list[tuple[float, bool]] = []
        committed_at: list[float] = []
        taking = menu.link.take_over
        monkeypatch.setattr(menu.link, "take_over", lambda: (committed_at.append(time.monotonic()), taking())[1])
        stop = threading.Event()

        def knock() -> None:
            while not stop.is_set():
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                    seen.append((time.monotonic(), True))
                except ConnectionRefusedError:
                    seen.append((time.monotonic(), False))
                except OSError:
                    pass
                time.sleep(0.02)

        knocker = threading.Thread(target=knock, daemon=True)
        knocker.start()
        # Refused until the judge takes over: nothing listens there yet (the knocker says so first).
        qtbot.waitUntil(lambda: any(not accepted for _, accepted in seen), timeout=5_000)
        click(qtbot, bar.action_button)
        stop.set()
        knocker.join(5)
        listening = [t for t, accepted in seen if accepted]
        assert listening and committed_at and committed_at[0] - listening[0] >= TAKEOVER_WAIT_S - 0.1
        assert all(accepted for t, accepted in seen if t >= listening[0])
        assert c.remote is None and c.is_open and not c.session.store.readonly
        assert Path(c.path).parent == paths.data_dir() / "stations"
        last = c.entries()[-1]
        assert last.kind == "event.takeover" and last.data["epoch"] == 2 and last.seq == held + 1
        assert c.state.epoch == 2 and c.state.serving == c.state.stations[last.data["station"]].id
        assert open_state(c.session.store, "run")[1] > 0  # opened from the snapshot, not by folding every entry
        hall = window.hall_menu.hall
        assert hall.running and hall.url("/") == f"http://127.0.0.1:{port}/"
        status = httpx.get(hall.url("/api/status"), timeout=10).json()
        assert status["epoch"] == 2
        assert c.out(1, 2, ["Gus"])  # the desk now: committed here
        assert c.entries()[-1].kind == "player.out"
        assert "took over the event (epoch 2)" in bar.message() or "Serving" in bar.message()
        report = verify(c.session.store)
        assert report.ok and report.entries == c.state.seq
    finally:
        window.hall_menu.stop()
        window.station_menu.leave()


def test_taking_over_is_refused_while_another_station_serves_the_event(qtbot, clock, timers, desk: Served,
                                                                        tmp_path: Path) -> None:
    """The window checks what the command line checks: a station that took over first keeps the event, and
    a second takeover would split it in two. The window's replica is left as it was, and nothing is written."""
    from tableside.app.eventlog.sqlite_store import open_event_file
    from tests.standby.helpers import Replica

    (tmp_path / "carl").mkdir()
    carl = Replica(desk.url, tmp_path / "carl" / "copy.tableside", desk.token, tmp_path / "carl-home",
                   station=("Carl laptop", free_port()))
    window, c = make_window(qtbot, clock, timers)
    window.show()
    menu = window.station_menu
    menu.serve_host = menu.listen_host = "127.0.0.1"
    try:
        carl.lines.wait_for(r"up to date")
        menu.join(desk.url, desk.token, "Bob laptop", free_port())
        landed(qtbot, menu)
        eventually(lambda: any(s.name == "Carl laptop" for s in c.state.stations.values()),
                   "the window's replica to know Carl's station")
        desk.kill()
        carl.lines.wait_for(r"type 'take over'")
        carl.take_over()
        qtbot.waitUntil(lambda: menu.take_over_action.isEnabled(), timeout=20_000)
        replica = Path(menu.link.replica)
        before = len(entries_of(replica))
        assert not menu.take_over()
        message = window.message_bar.message()
        assert "Carl laptop still serves the event at epoch 2" in message, message
        assert c.remote is not None  # still a station: nothing taken over
        store = open_event_file(str(replica), readonly=True)
        try:
            assert len(store) == before and all(e.kind != "event.takeover" for e in store.entries())
        finally:
            store.close()
    finally:
        window.station_menu.leave()
        carl.kill()
