"""The desk in the hall directory without a network: announced again only when its event's name, identity
or role changes; ``GET /api/directory`` lists the other events as plain data, rate-limited; a directory
that cannot start is said once and changes nothing else."""

from __future__ import annotations

from typing import Any

from starlette.testclient import TestClient

from tableside.app.directory import Announcement
from tableside.app.directory.mdns import OFF, HallDirectory
from tableside.app.event.session import EventSession
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.hall.announce import DeskAnnouncer
from tableside.app.hall.hub import Hub
from tableside.app.hall.ratelimit import RateLimit
from tableside.app.hall.server import make_app
from tableside.ui.demo import fill_demo
from tests.hall.helpers import InlineBackend


class Recorded(HallDirectory):
    """A directory that records what it would announce, and never opens a socket."""

    def __init__(self) -> None:
        super().__init__(interfaces=["127.0.0.1"])
        self.announced: list[Announcement] = []
        self.withdrawn = 0

    def start(self) -> bool:
        return True

    def browse(self) -> None:
        pass

    def announce(self, said: Announcement) -> None:
        self.announced.append(said)

    def withdraw(self) -> None:
        self.withdrawn += 1


def announcer() -> tuple[DeskAnnouncer, Recorded]:
    desk = DeskAnnouncer(lambda: "http://10.0.0.2:8765/", lambda _: None)
    desk.directory = Recorded()
    return desk, desk.directory


def test_the_desk_is_announced_once_and_again_only_when_its_event_is_renamed() -> None:
    session = EventSession(MemoryStore())
    fill_demo(session)
    desk, recorded = announcer()
    desk.start()
    desk.update(session.state)
    desk.update(session.state)  # a commit that renamed nothing: nothing sent
    (said,) = recorded.announced
    assert (said.name, said.event, said.url, said.role) == (
        "Tableside demo", session.state.event_hash, "http://10.0.0.2:8765/", "desk")
    desk.withdraw()
    desk.update(session.state)  # serving again (start_server): announced again
    assert len(recorded.announced) == 2 and recorded.withdrawn == 1


def test_the_players_route_lists_the_other_events_but_not_its_own(tmp_path) -> None:
    session = EventSession(MemoryStore())
    fill_demo(session)
    desk, recorded = announcer()
    desk.update(session.state)
    desks = recorded.desks
    desks.seen("own", Announcement("Tableside demo", session.state.event_hash, "http://10.0.0.2:8765/"), 1.0)
    desks.seen("b", Announcement("<img src=x onerror=alert(1)>", "cd" * 32, "http://10.0.0.3:8765/"), 1.0)
    clock = [0.0]
    client = TestClient(make_app(InlineBackend(session, None), Hub(now=session.now),  # type: ignore[arg-type]
                                 limit=RateLimit(rate=1, burst=2, clock=lambda: clock[0]), directory=desk.others))
    answer = client.get("/api/directory")
    assert answer.status_code == 200
    assert answer.json() == {"events": [{"name": "<img src=x onerror=alert(1)>", "url": "http://10.0.0.3:8765/",
                                         "role": "desk"}], "found": True}
    client.get("/api/directory")
    assert client.get("/api/directory").status_code == 429  # rate-limited as every read
    assert client.post("/api/directory").status_code in (405, 429)


def test_a_directory_that_cannot_start_says_so_once_and_nothing_more(monkeypatch) -> None:
    import zeroconf

    said: list[str] = []

    def no_network(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("No interfaces to listen on")

    monkeypatch.setattr(zeroconf, "Zeroconf", no_network)
    directory = HallDirectory(interfaces=["127.0.0.1"], say=said.append)
    directory.browse()
    directory.announce(Announcement("Open", "ab" * 32, "http://127.0.0.1:8765/"))
    assert directory.start() is False and directory.close() is None
    assert said == [OFF.format(why="No interfaces to listen on")]
    assert HallDirectory(interfaces=[]).start() is False  # switched off: nothing said, nothing opened


def test_a_closed_directory_opens_nothing_again() -> None:
    directory = HallDirectory(interfaces=["127.0.0.1"])
    assert directory.close() is None  # never started: nothing to close
    directory.announce(Announcement("Open", "ab" * 32, "http://127.0.0.1:8765/"))  # a commit as serving stops
    assert directory.zeroconf is None and directory.start() is False


def test_a_station_serving_the_event_it_took_over_is_announced_as_standby() -> None:
    from types import SimpleNamespace

    from tableside.app.hall.announce import announcement

    settings = SimpleNamespace(name="Spring open")
    took_over = SimpleNamespace(settings=settings, event_hash="ab" * 32, serving="s2")
    assert announcement(took_over, "http://10.0.0.4:8766/").role == "standby"  # type: ignore[arg-type]
    made_here = SimpleNamespace(settings=settings, event_hash="ab" * 32, serving=None)
    assert announcement(made_here, "http://10.0.0.2:8765/").role == "desk"  # type: ignore[arg-type]
