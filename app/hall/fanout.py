"""The live streams' bytes, written by a thread of their own instead of the loop that reads requests.

Why, and how (one framing and deflate per message for every page, non-blocking sends, never a backlog, a
page stuck ``STUCK_S`` dropped, ``Page.lose`` before the loop closes a socket): architecture.md, "Serving
the hall without slowing the desk", from the py-spy profile of bench_hall_load at 2,000 pages.
"""

from __future__ import annotations

import os
import queue
import selectors
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from .gzip_sse import GzipFraming, SharedDeflate, stored

STUCK_S = 30.0  # a page that took nothing for this long is dropped (it says "reconnecting…" after 8 s)
YIELD_STEP_S = 0.002  # while the desk asks the fan-out to wait, it looks again this often ...
YIELD_MAX_S = 0.05  # ... for at most this long: a page is never held back longer by the desk


class Follower(Protocol):
    """One page's place in a channel (``hub.Follower``; read under the hub's lock: the loop publishes meanwhile)."""

    channel: str  # "hall" or "table:N": the channel whose news wakes it
    heartbeat_s: float

    def first_shared(self) -> tuple[bytes, bytes, int]: ...  # its own start, the shared event, where it goes on
    def news(self) -> bytes | None: ...  # the event taking it to the newest version (None: it has it)


@dataclass(eq=False, slots=True)
class Page:
    fd: int  # its connection's socket, still the loop's: it is closed there, never here (``lose`` first)
    follower: Follower
    done: Callable[[bool], None]  # told once, from this thread, when it lets go: whether the stream is whole
    pack: SharedDeflate | None = None  # gzip-encode, shared messages deflated by it
    chunked: bool = True  # HTTP/1.1's chunked body (an HTTP/1.0 client reads to the close)
    gzip: GzipFraming | None = None
    pending: memoryview | None = None  # what the socket did not take yet
    behind: bool = False  # news came while it was pending
    since: float = 0.0  # when the pending bytes were first refused
    opened: bool = False
    gone: bool = False  # its socket is being closed: nothing more is written to it
    lock: threading.Lock = field(default_factory=threading.Lock)  # held by each write, and by ``lose``

    def __post_init__(self) -> None:
        if self.pack is not None:
            self.gzip = GzipFraming()

    def lose(self) -> None:
        """Its socket is about to be closed (by the loop, any moment now): once this returns, no write to
        its descriptor is under way or will be made (the number may be given to a new connection)."""
        with self.lock:
            self.gone = True


@dataclass(eq=False)
class Fanout:
    lock: threading.Lock  # the hub's: the followers read its views, the loop publishes them
    ping: Callable[[], bytes]  # a heartbeat, made once per beat for every page due
    yield_to: Callable[[], bool] | None = None  # the hub's (``Hub.yield_to``)
    closed: bool = False
    _channels: dict[str, set[Page]] = field(default_factory=dict)
    _orders: queue.SimpleQueue[tuple[str, object]] = field(default_factory=queue.SimpleQueue)
    _wake: tuple[socket.socket, socket.socket] = field(default_factory=socket.socketpair)
    _framed: dict[tuple[bytes, bool], bytes] = field(default_factory=dict)  # a message as sent, by its bytes
    _stored: dict[bytes, bytes] = field(default_factory=dict)
    _beats: dict[float, float] = field(default_factory=dict)  # heartbeat interval -> when the next is due
    _gate: threading.Lock = field(default_factory=threading.Lock)
    _ended: bool = False

    def __post_init__(self) -> None:
        for end in self._wake:
            end.setblocking(False)
        self._thread = threading.Thread(target=self._run, name="tableside-hall-fanout", daemon=True)
        self._thread.start()

    # From any thread (the loop's) -------------------------------------------------------------------

    def add(self, page: Page) -> None:
        self._order("add", page)

    def drop(self, page: Page) -> None:
        """Let go of a page (it left): its ``done`` says when."""
        self._order("drop", page)

    def ring(self, channel: str) -> None:
        """A channel has news: every page on it is sent the message to the newest version."""
        self._order("ring", channel)

    def close(self) -> None:
        """End every stream whole (the server is stopping) and stop the thread."""
        self._order("close", None)

    def pages(self) -> int:
        return sum(len(pages) for pages in list(self._channels.values()))

    def _order(self, what: str, arg: object) -> None:
        with self._gate:
            if self._ended:
                if what == "add":  # the server is stopping: the stream ends as it starts
                    assert isinstance(arg, Page)
                    arg.done(True)
                return
            self._orders.put((what, arg))
        try:
            self._wake[1].send(b"\0")
        except (BlockingIOError, OSError):  # a wake-up is pending already (or the thread has ended)
            pass

    # The thread -------------------------------------------------------------------------------------

    def _run(self) -> None:
        selector = selectors.DefaultSelector()
        selector.register(self._wake[0], selectors.EVENT_READ)
        try:
            while not self.closed:
                now = time.monotonic()
                due = min(self._beats.values(), default=now + 1.0)
                for key, _ in selector.select(max(0.0, min(due - now, 1.0))):
                    if key.fileobj is self._wake[0]:
                        try:
                            while self._wake[0].recv(4096):
                                pass
                        except BlockingIOError:
                            pass
                    else:
                        self._flush(key.data, selector)
                self._take_orders(selector)
                self._beat(selector)
        finally:
            with self._gate:
                self._ended = True
            self._take_orders(selector)  # pages that came while it stopped: ended at once
            for pages in list(self._channels.values()):
                for page in list(pages):
                    self._end(page, selector, page.pending is None)
            selector.close()
            for end in self._wake:
                end.close()

    def _take_orders(self, selector: selectors.BaseSelector) -> None:
        rung: list[str] = []
        while True:
            try:
                what, arg = self._orders.get_nowait()
            except queue.Empty:
                break
            if what == "add":
                assert isinstance(arg, Page)
                self._channels.setdefault(arg.follower.channel, set()).add(arg)
                self._beats.setdefault(arg.follower.heartbeat_s, time.monotonic() + arg.follower.heartbeat_s)
                if not self.closed:
                    self._send_news(arg, selector)
            elif what == "drop":
                assert isinstance(arg, Page)
                self._end(arg, selector, arg.pending is None)
            elif what == "ring":
                assert isinstance(arg, str)
                if arg not in rung:
                    rung.append(arg)
            else:
                self.closed = True
        if rung and not self.closed:
            self._hold_for_desk()
        for channel in rung:  # news rung before a stop still goes out: each stream ends at the newest view
            for page in list(self._channels.get(channel, ())):
                self._send_news(page, selector)
        if len(self._framed) > 64:
            self._framed.clear()
            self._stored.clear()

    def _hold_for_desk(self) -> None:
        """While the desk asks (a judge's tap being committed and painted), wait: bounded."""
        started = time.monotonic()
        while self.yield_to is not None and self.yield_to() and time.monotonic() - started < YIELD_MAX_S:
            time.sleep(YIELD_STEP_S)

    def _beat(self, selector: selectors.BaseSelector) -> None:
        """Every page of a heartbeat that is due gets its news, or the heartbeat (made once for them all)."""
        now = time.monotonic()
        for every, due in list(self._beats.items()):
            if due > now:
                continue
            self._beats[every] = now + every
            ping = self.ping()
            for pages in list(self._channels.values()):
                for page in list(pages):
                    if page.follower.heartbeat_s != every:
                        continue
                    if page.pending is not None:
                        if now - page.since > STUCK_S:
                            self._end(page, selector, False)
                        continue
                    with self.lock:
                        news = page.follower.news()
                    self._write(page, ping if news is None else news, news is not None, selector)

    def _send_news(self, page: Page, selector: selectors.BaseSelector) -> None:
        if page.pending is not None:
            page.behind = True
            return
        if not page.opened:
            page.opened = True
            self._open(page, selector)
            return
        with self.lock:
            news = page.follower.news()
        if news is not None:
            self._write(page, news, True, selector)

    def _open(self, page: Page, selector: selectors.BaseSelector) -> None:
        with self.lock:
            own, shared, start = page.follower.first_shared()
        own = b"retry: 1000\n\n" + own
        if page.gzip is None or page.pack is None:
            body = own + shared[start:]
        else:  # the view deflated once for every page at this version, after this page's own "now"
            body = (page.gzip.start() + page.gzip.piece(own, stored(own))
                    + page.gzip.piece(memoryview(shared)[start:], page.pack(shared, start)))
        self._send(page, self._chunk(page, body), selector)

    def _write(self, page: Page, message: bytes, deflate: bool, selector: selectors.BaseSelector) -> None:
        """``message``: the same bytes object for every page it goes to (deflated, or stored, and framed once);
        ``deflate``: worth deflating (news), else stored as it is (a heartbeat)."""
        if page.gzip is not None and page.pack is not None:
            if deflate:
                packed = page.pack(message)
            else:
                packed = self._stored.get(message) or self._stored.setdefault(message, stored(message))
            message = page.gzip.piece(message, packed)
        key = (message, page.chunked)
        framed = self._framed.get(key)
        if framed is None:
            framed = self._framed[key] = self._chunk(page, message)
        self._send(page, framed, selector)

    @staticmethod
    def _chunk(page: Page, body: bytes) -> bytes:
        return b"%x\r\n%b\r\n" % (len(body), body) if page.chunked else body

    def _send(self, page: Page, data: bytes | memoryview, selector: selectors.BaseSelector) -> None:
        with page.lock:
            if page.gone:
                sent = -1
            else:
                try:
                    sent = os.write(page.fd, data)
                except BlockingIOError:
                    sent = 0
                except OSError:  # the page has gone (reset, broken pipe): the loop hears it too
                    sent = -1
        if sent < 0:
            self._end(page, selector, False)
        elif sent < len(data):
            if page.pending is None:
                page.since = time.monotonic()
                selector.register(page.fd, selectors.EVENT_WRITE, page)
            page.pending = memoryview(data)[sent:]
        elif page.pending is not None:
            page.pending = None
            selector.unregister(page.fd)

    def _flush(self, page: Page, selector: selectors.BaseSelector) -> None:
        if page.pending is None:
            return
        self._send(page, page.pending, selector)
        if page.pending is None and page.behind and not page.gone:
            page.behind = False
            self._send_news(page, selector)

    def _end(self, page: Page, selector: selectors.BaseSelector, whole: bool) -> None:
        pages = self._channels.get(page.follower.channel)
        if pages is None or page not in pages:
            return
        pages.discard(page)
        if not pages:
            del self._channels[page.follower.channel]
        if page.pending is not None:
            selector.unregister(page.fd)  # (its descriptor may be closed already: epoll forgot it then)
        page.done(whole and page.pending is None)
