"""A hall app over an in-memory demo event, with the writer run inline (on the app's own loop)."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from starlette.testclient import TestClient

from tableside.app.event.changes import EMPTY, Change
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.hall.gate import Desk, Gate
from tableside.app.hall.hub import Hub
from tableside.app.hall.pairing import PairingCodes
from tableside.app.hall.publish import Publisher
from tableside.app.hall.ratelimit import RateLimit
from tableside.app.hall.server import make_app
from tableside.app.hall.writer import SessionDesk
from tableside.app.replication.token import new_token, token_hash
from tableside.ui.demo import fill_demo


def assemble(parts: dict[str, Any]) -> dict[str, Any]:
    """The players' page as its script puts the parts together (resources/web/players.js)."""
    head = parts.get("head") or {}
    tables = sorted((v for k, v in parts.items() if k[:1] == "t" and k[1:].isdigit() and v is not None),
                    key=lambda t: t["number"])
    return {**head, "tables": tables, "find": parts.get("find", []), "standings": parts.get("standings", [])}


class InlineBackend:
    """The writer's contract (run the job on the session's one thread) with no thread: tests are exact."""

    def __init__(self, session: EventSession, publisher: Publisher) -> None:
        self.desk = SessionDesk(session)
        self.gate = Gate.of_store(session.store)  # as the writer builds it when it opens the event
        self.publisher = publisher
        self.jobs = 0
        self.heard = EMPTY  # what the session committed during the job, as it said (as the writer hears it)
        session.on_change = self.hear

    def hear(self, change: Change) -> None:
        self.heard = self.heard | change

    def run(self, job: Callable[[Desk, Gate], Any]) -> Future[Any]:
        future: Future[Any] = Future()
        self.heard = EMPTY
        self.jobs += 1
        future.set_result(job(self.desk, self.gate))
        if self.heard.entries:
            session = self.desk.session
            self.publisher.publish(session.state, session.now(), self.heard, ratings=session.ratings_before)
        return future


@dataclass
class Hall:
    session: EventSession
    time: FakeTime
    hub: Hub
    backend: InlineBackend
    client: TestClient
    limit: RateLimit
    clock: list[float] = field(default_factory=lambda: [0.0])  # the rate limit's and the pairing codes' seconds
    pairing: PairingCodes = field(default_factory=PairingCodes)

    def pair(self, table: int) -> tuple[str, str]:
        token = new_token()
        entry = self.session.do("device.pair", {"table": table, "token_hash": token_hash(token)}).entry
        return entry.data["device"], token

    def pair_code(self, table: int) -> tuple[str, str]:
        """Pair as the desk does: (device id, the one-time code its QR code carries)."""
        def commit(data: dict[str, Any]) -> str:
            entry = self.session.do("device.pair", data).entry
            assert entry is not None
            return str(entry.data["device"])

        paired = self.pairing.pair(table, commit)
        assert paired is not None
        return paired.device, paired.code

    def post(self, token: str | None, action: dict[str, Any] | bytes, **headers: str) -> Any:
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"
        if isinstance(action, bytes):
            return self.client.post("/api/action", content=action, headers=headers)
        return self.client.post("/api/action", json=action, headers=headers)


def make_hall(heartbeat_s: float = 0.05) -> Hall:
    time = FakeTime()
    session = EventSession(MemoryStore(), time)
    fill_demo(session)
    hub = Hub(now=session.now)
    publisher = Publisher(hub, lambda fn, *args: fn(*args))
    publisher.publish(session.state, session.now(), ratings=session.ratings_before)
    backend = InlineBackend(session, publisher)
    clock = [0.0]
    limit = RateLimit(clock=lambda: clock[0])
    device_limit = RateLimit(clock=lambda: clock[0])
    pairing = PairingCodes(clock=lambda: clock[0])
    client = TestClient(make_app(backend, hub, limit=limit, heartbeat_s=heartbeat_s, hall_heartbeat_s=heartbeat_s,
                                 pairing=pairing, device_limit=device_limit))
    return Hall(session, time, hub, backend, client, limit, clock, pairing)


def serve_demo(tmp_path, **options):
    """The demo event served on a free loopback port by the headless hall service (started)."""
    from tableside.app.cli.event_files import open_session
    from tableside.app.hall.service import HallService
    from tableside.ui.demo import build_demo

    path = build_demo(tmp_path / "demo.tableside")
    hall = HallService(lambda: open_session(str(path)), "127.0.0.1", 0, **options)
    hall.start()
    return hall
