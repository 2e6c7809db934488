"""Many players' pages on one real server (uvicorn on loopback): one commit reaches every waiting page
with the same bytes, and a page that goes away stops costing anything."""

from __future__ import annotations

import socket
import threading
import time

import pytest

from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.hall.hub import Hub
from tableside.app.hall.publish import Publisher
from tableside.app.hall.ratelimit import RateLimit
from tableside.app.hall.runner import ServerThread
from tableside.app.hall.server import make_app
from tableside.ui.demo import fill_demo
from tests.hall.helpers import InlineBackend

pytestmark = pytest.mark.e2e  # a real process, browser, server or build

PAGES = 40


def on_loop(server: ServerThread, fn):  # type: ignore[no-untyped-def]
    """fn() run on the server's loop (the hub lives there), its result brought back."""
    done, result = threading.Event(), []
    server.call(lambda: (result.append(fn()), done.set()))
    assert done.wait(5)
    return result[0]


def read_event(sock: socket.socket, buffer: bytearray) -> bytes:
    """The next "data:" event whole (pings and the retry line skipped)."""
    while True:
        end = buffer.find(b"\n\n")
        if end >= 0:
            event, buffer[:] = bytes(buffer[:end]), buffer[end + 2:]
            line = event.rpartition(b"\r\n")[2] if b"\r\n" in event else event
            if b"data: {" in line:
                return line[line.index(b"data: {") + 6:]
            continue
        chunk = sock.recv(65536)
        assert chunk, "the server closed the stream"
        buffer += chunk


def test_one_commit_reaches_every_waiting_page_and_pages_that_leave_are_dropped() -> None:
    session = EventSession(MemoryStore(), FakeTime())
    fill_demo(session)
    hub = Hub(now=session.now)
    limit = RateLimit(burst=PAGES * 2)  # every page from this one address
    # No heartbeat in the test's time: a page that left is noticed by its disconnect alone.
    server = ServerThread(lambda h: make_app(InlineBackend(session, Publisher(h, lambda *a: None)), h, limit=limit,
                                             hall_heartbeat_s=60), hub, "127.0.0.1", 0)
    server.start()
    publisher = Publisher(hub, server.call)
    pages: list[tuple[socket.socket, bytearray]] = []
    try:
        on_loop(server, lambda: publisher.publish(session.state, session.now(), ratings=session.ratings_before))
        for _ in range(PAGES):
            sock = socket.create_connection(("127.0.0.1", server.port), timeout=5)
            sock.sendall(b"GET /api/hall/events HTTP/1.1\r\nHost: hall\r\n\r\n")
            buffer = bytearray()
            assert b'"full":true' in read_event(sock, buffer)
            pages.append((sock, buffer))
        deadline = time.monotonic() + 5
        while on_loop(server, hub.listeners) < PAGES and time.monotonic() < deadline:
            time.sleep(0.01)
        assert on_loop(server, hub.listeners) == PAGES  # every page parked, waiting
        change = session.do("player.out", {"round": 1, "table": 1, "players": ["p4"]})
        publisher.publish(session.state, session.now(), change, ratings=session.ratings_before)
        events = {read_event(sock, buffer) for sock, buffer in pages}
        assert len(events) == 1  # one message built once, the same bytes for every page
        event = events.pop()
        assert b'"full":false' in event and b'"seq":%d' % session.state.seq in event
        for sock, _ in pages[: PAGES // 2]:
            sock.close()
        deadline = time.monotonic() + 5
        while on_loop(server, hub.listeners) > PAGES - PAGES // 2 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert on_loop(server, hub.listeners) == PAGES - PAGES // 2  # the pages that left wait no more
    finally:
        for sock, _ in pages:
            sock.close()
        server.stop()


def _raw_stream(port: int, version: str) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port))
    sock.sendall(f"GET /api/hall/events HTTP/{version}\r\nHost: hall\r\nAccept-Encoding: gzip\r\n\r\n".encode())
    return sock


def _dechunk(body: bytes) -> bytes:
    out = bytearray()
    while True:
        size, _, body = body.partition(b"\r\n")
        if int(size, 16) == 0:
            return bytes(out)
        out += body[:int(size, 16)]
        body = body[int(size, 16) + 2:]


@pytest.mark.parametrize("version", ["1.1", "1.0"])
def test_a_stream_over_the_real_server_is_one_whole_gzip_body_when_the_server_stops(version: str) -> None:
    import gzip

    session = EventSession(MemoryStore(), FakeTime())
    fill_demo(session)
    hub = Hub(now=session.now)
    server = ServerThread(lambda h: make_app(InlineBackend(session, Publisher(h, lambda *a: None)), h,
                                             hall_heartbeat_s=60), hub, "127.0.0.1", 0)
    server.start()
    publisher = Publisher(hub, server.call)
    try:
        on_loop(server, lambda: publisher.publish(session.state, session.now(), ratings=session.ratings_before))
        sock = _raw_stream(server.port, version)
        sock.settimeout(10)
        data = bytearray()
        while b"\r\n\r\n" not in data:
            data += sock.recv(65536)
        # The page's first message on its way: else the fan-out may open it straight at the newer
        # version (one message, the newest view, as a page that connects late rightly gets).
        while not bytes(data).partition(b"\r\n\r\n")[2]:
            data += sock.recv(65536)
        session.do("player.import", {"players": [{"name": "Late Arrival"}]})
        on_loop(server, lambda: publisher.publish(session.state, session.now(), ratings=session.ratings_before))
    finally:
        server.stop()
    while chunk := sock.recv(65536):
        data += chunk
    sock.close()
    head, _, body = bytes(data).partition(b"\r\n\r\n")
    assert b"content-encoding: gzip" in head.lower()
    if version == "1.1":
        assert b"transfer-encoding: chunked" in head.lower()
        body = _dechunk(body)
    events = [e for e in gzip.decompress(body).split(b"\n\n") if e.startswith(b"data: ")]
    assert len(events) == 2 and b'"full":true' in events[0] and b"Late Arrival" in events[1]
