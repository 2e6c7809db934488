"""The fan-out thread: every page sent each message once, a full socket never given a backlog, pages let go."""

from __future__ import annotations

import json
import socket
import threading
import time

import pytest

from tableside.app.hall import fanout as fanout_module
from tableside.app.hall.fanout import Page
from tableside.app.hall.hub import Follower, Hub

OPEN: list[socket.socket] = []  # the pages' ends, closed after each test


@pytest.fixture(autouse=True)
def _close_pages() -> object:
    yield
    while OPEN:
        OPEN.pop().close()


class Ends:
    """What the fan-out said when it let each page go."""

    def __init__(self) -> None:
        self.whole: dict[int, bool] = {}
        self.event = threading.Event()

    def done(self, n: int):  # type: ignore[no-untyped-def]
        def tell(whole: bool) -> None:
            self.whole[n] = whole
            self.event.set()
        return tell


def pages(hub: Hub, n: int, ends: Ends, heartbeat_s: float = 60.0) -> list[socket.socket]:
    readers = []
    for i in range(n):
        ours, theirs = socket.socketpair()
        theirs.setblocking(False)
        hub.fanout.add(Page(theirs.fileno(), Follower(hub, "hall", heartbeat_s), ends.done(i)))
        readers.append(ours)
        OPEN.append(theirs)
    OPEN.extend(readers)
    return readers


def read_events(sock: socket.socket, count: int, timeout: float = 5.0) -> list[bytes]:
    """``count`` chunks of the chunked body, each an SSE event (or the opening)."""
    sock.settimeout(timeout)
    data, events = b"", []
    while len(events) < count:
        while b"\r\n" not in data:
            data += sock.recv(1 << 16)
        size, _, rest = data.partition(b"\r\n")
        while len(rest) < int(size, 16) + 2:
            rest += sock.recv(1 << 16)
        events.append(rest[:int(size, 16)])
        data = rest[int(size, 16) + 2:]
    return events


def seq_of(event: bytes) -> int:
    return int(json.loads(event.rsplit(b"data: ", 1)[1])["seq"])


def test_every_page_gets_each_message_once_as_the_same_bytes() -> None:
    hub, ends = Hub(now=lambda: 7), Ends()
    hub.take({"a": b"1"}, {}, 1, True)
    readers = pages(hub, 50, ends)
    assert all(seq_of(read_events(r, 1)[0]) == 1 for r in readers)  # the opening: every part
    hub.take({"a": b"2"}, {}, 2, True)
    got = [read_events(r, 1)[0] for r in readers]
    assert len(set(got)) == 1 and seq_of(got[0]) == 2 and b'"parts":{"a":2}' in got[0]
    hub.close()
    assert ends.event.wait(5)
    deadline = time.monotonic() + 5
    while len(ends.whole) < 50 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert ends.whole == dict.fromkeys(range(50), True)  # let go whole: the server ends each body


def test_a_page_that_does_not_read_gets_the_newest_message_not_a_backlog() -> None:
    hub, ends = Hub(now=lambda: 7), Ends()
    hub.take({"a": b"0"}, {}, 1, True)
    slow, quick = pages(hub, 2, ends)
    slow.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    read_events(slow, 1)
    read_events(quick, 1)
    big = b'"' + b"x" * 300_000 + b'"'  # more than the pair's buffers hold: the slow page's socket fills
    hub.take({"a": big}, {}, 2, True)
    assert seq_of(read_events(quick, 1)[0]) == 2
    for n in range(3, 30):  # meanwhile the slow page reads nothing
        hub.take({"a": b"%d" % n}, {}, n, True)
        assert seq_of(read_events(quick, 1)[0]) == n
    pending, catch_up = read_events(slow, 2)
    assert seq_of(pending) == 2  # what it was being sent, whole ...
    assert seq_of(catch_up) == 29 and b'"parts":{"a":29}' in catch_up  # ... then one message to the newest
    slow.settimeout(0.2)
    with pytest.raises(TimeoutError):
        slow.recv(1)  # and nothing more
    hub.close()


def test_a_page_dropped_is_let_go_and_sent_nothing_more() -> None:
    hub, ends = Hub(now=lambda: 7), Ends()
    hub.take({"a": b"0"}, {}, 1, True)
    ours, theirs = socket.socketpair()
    OPEN.extend((ours, theirs))
    theirs.setblocking(False)
    page = Page(theirs.fileno(), Follower(hub, "hall", 60.0), ends.done(0))
    hub.fanout.add(page)
    read_events(ours, 1)
    page.lose()  # its socket about to close: no write is under way once this returns, and none comes
    hub.fanout.drop(page)
    assert ends.event.wait(5) and ends.whole == {0: True}
    hub.take({"a": b"1"}, {}, 2, True)
    ours.settimeout(0.2)
    with pytest.raises(TimeoutError):
        ours.recv(1)
    assert hub.listeners() == 0
    hub.close()


def test_a_page_gone_is_let_go_not_whole() -> None:
    hub, ends = Hub(now=lambda: 7), Ends()
    hub.take({"a": b"0"}, {}, 1, True)
    (reader,) = pages(hub, 1, ends)
    read_events(reader, 1)
    reader.close()
    hub.take({"a": b"1"}, {}, 2, True)
    assert ends.event.wait(5) and ends.whole == {0: False}
    hub.close()


def test_heartbeats_reach_a_page_with_no_news() -> None:
    hub, ends = Hub(now=lambda: 7), Ends()
    hub.take({"a": b"0"}, {}, 1, True)
    (reader,) = pages(hub, 1, ends, heartbeat_s=0.05)
    opening, beat, again = read_events(reader, 3)
    assert beat == again == b'event: ping\ndata: {"now":7,"epoch":1}\n\n'
    hub.close()


def test_the_fan_out_holds_back_while_the_desk_asks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fanout_module, "YIELD_MAX_S", 0.3)
    painting = [False]
    hub, ends = Hub(now=lambda: 7, yield_to=lambda: painting[0]), Ends()
    hub.take({"a": b"0"}, {}, 1, True)
    (reader,) = pages(hub, 1, ends)
    read_events(reader, 1)
    painting[0] = True
    started = time.monotonic()
    hub.take({"a": b"1"}, {}, 2, True)
    assert seq_of(read_events(reader, 1)[0]) == 2
    assert time.monotonic() - started >= 0.25  # held back, but not for ever
    painting[0] = False
    started = time.monotonic()
    hub.take({"a": b"2"}, {}, 3, True)
    assert seq_of(read_events(reader, 1)[0]) == 3
    assert time.monotonic() - started < 0.25
    hub.close()


def test_a_page_added_after_the_server_stopped_ends_at_once() -> None:
    hub, ends = Hub(now=lambda: 7), Ends()
    hub.take({"a": b"0"}, {}, 1, True)
    fanout = hub.fanout
    (reader,) = pages(hub, 1, ends)
    read_events(reader, 1)
    hub.close()
    deadline = time.monotonic() + 5
    while fanout._thread.is_alive() and time.monotonic() < deadline:
        time.sleep(0.01)
    told: list[bool] = []
    fanout.add(Page(reader.fileno(), Follower(hub, "hall", 60.0), told.append))
    assert told == [True]
