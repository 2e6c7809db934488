"""The latest message of each channel, and the Server-Sent-Events clients waiting for the next one.

Lives on the server's asyncio loop: ``publish`` is called there (the writer hands it over with
``call_soon_threadsafe``), and so is every client's wait. A channel keeps only its newest view:
a client that fell behind gets that one, never a backlog, so one slow phone costs nothing to the
others. Channels: "hall" (the players' page) and "table:N" (table N's devices).

Five hundred pages wait on the players' page at once, so a wait is as cheap as asyncio allows: each
client parks one plain future on its channel's ``Bell``, and a new version rings them all. The
heartbeats are one timer per kind of channel that rings the same bells (not a timeout per client
per wait, which cost a timer, a second future and two callbacks for each client and message).

A bell wakes its clients ``RING_BATCH`` at a time, one batch per turn of the loop: writing to five
hundred pages takes the loop about 25 ms (more while the window's main thread holds the GIL: each
write gives it up and waits to have it back), and a table device's action that arrives meanwhile is
read between two batches instead of after them all (the loop polls its sockets between turns).
bench_hall_load, 500 pages: POST -> commit p99 15.4 ms with 16 a batch, 22.3 with 64. A hub may
be asked to hold its batches back for a moment (``Hub.yield_to``): the hub only asks; when to hold is
its owner's rule (in the window, ``ui.paint_policy``: while the judge's tap is committed and painted).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from .views import encode

Rung = bool | None  # what a bell says: True a new version, False a heartbeat is due, None the stream ends
RING_BATCH = 16  # clients woken per turn of the loop (about 1 ms of sending)
YIELD_STEP_S = 0.002  # while the desk asks the fan-out to wait, it looks again this often ...
YIELD_MAX_S = 0.05  # ... for at most this long: a page is never held back longer by the desk


class Bell:
    """The clients waiting for a channel's next message: one plain future each, rung together."""

    __slots__ = ("_waiting", "yield_to")

    def __init__(self) -> None:
        self._waiting: list[asyncio.Future[Rung]] = []
        self.yield_to: Callable[[], bool] | None = None  # the hub's (Hub.yield_to)

    def wait(self) -> asyncio.Future[Rung]:
        future: asyncio.Future[Rung] = asyncio.get_running_loop().create_future()
        self._waiting.append(future)
        return future

    def ring(self, news: Rung) -> None:
        """Wake every client waiting now: the first batch at once, the others on the loop's next turns
        (all at once when the stream ends, or with no loop running)."""
        waiting, self._waiting = self._waiting, []
        try:
            loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        _wake(waiting, 0, news, loop if news is not None else None, self.yield_to)

    def __len__(self) -> int:
        return sum(not f.done() for f in self._waiting)


def _wake(waiting: list[asyncio.Future[Rung]], start: int, news: Rung, loop: asyncio.AbstractEventLoop | None,
          yield_to: Callable[[], bool] | None = None, since: float | None = None) -> None:
    if loop is not None and yield_to is not None and yield_to():
        now = loop.time()
        if since is None or now - since < YIELD_MAX_S:
            loop.call_later(YIELD_STEP_S, _wake, waiting, start, news, loop, yield_to, now if since is None else since)
            return
    end = start + RING_BATCH if loop is not None else len(waiting)
    for future in waiting[start:end]:
        if not future.done():  # (a client that left has ended its own)
            future.set_result(news)
    if end < len(waiting) and loop is not None:
        loop.call_soon(_wake, waiting, end, news, loop, yield_to)


@dataclass(slots=True)
class _Channel:
    view: bytes
    version: int = 0
    bell: Bell = field(default_factory=Bell)
    sent: bytes = b""  # the SSE event for this version, built once for every client it wakes


@dataclass(slots=True)
class _Parts:
    """The players' page as parts; a client that has version v is sent the parts changed after v."""

    parts: dict[str, bytes] = field(default_factory=dict)
    changed: dict[str, int] = field(default_factory=dict)  # part -> the version it last changed in
    removed: dict[str, int] = field(default_factory=dict)  # part -> the version it went away in
    version: int = 0
    bell: Bell = field(default_factory=Bell)
    sent: dict[int, bytes] = field(default_factory=dict)  # from version -> the SSE event, made once


@dataclass
class Hub:
    now: Callable[[], int]  # the server's event time, for messages sent on connect and heartbeats
    seq: int = 0  # the last log entry the views stand at
    epoch: int = 1  # the event's epoch as this server serves it (raised by each takeover)
    closed: bool = False
    # While this says so, the pages' fan-out waits (YIELD_STEP_S at a time, YIELD_MAX_S at most): the
    # window serving the hall says so by its paint policy (``ui.paint_policy.PaintPolicy.holding_pages``), as
    # the interpreter's lock is shared and every page written takes it (requests are still read meanwhile).
    yield_to: Callable[[], bool] | None = None
    status: bytes = b""  # GET /api/status without its "now" (``views.status``), once the event is open
    _channels: dict[str, _Channel] = field(default_factory=dict)
    _hall: _Parts = field(default_factory=_Parts)
    _beats: dict[str, asyncio.AbstractEventLoop] = field(default_factory=dict)  # heartbeat timers running

    def publish_status(self, status: bytes, epoch: int) -> None:
        """The server's status (its event, epoch, head, stations), after a commit."""
        self.status = status
        if epoch != self.epoch:
            self.epoch = epoch
            self._hall.sent.clear()  # built with the old epoch
            for channel in self._channels.values():
                channel.sent = b""

    def status_message(self, now: int | None = None) -> bytes:
        moment = self.now() if now is None else now
        return self.status[:-1] + b',"now":%d}' % moment

    def ping(self) -> bytes:
        """A heartbeat: the server's time and epoch."""
        return b'event: ping\ndata: {"now":%d,"epoch":%d}\n\n' % (self.now(), self.epoch)

    def take(self, hall: dict[str, bytes] | None, views: dict[str, bytes], seq: int, complete: bool,
             status: tuple[bytes, int] | None = None) -> None:
        """What the writer just built, handed over in one call: the status and its epoch (None: the
        same), the players' page's parts (None: not touched) and the table views (see
        ``publish_status``, ``publish_hall`` and ``publish``)."""
        if status is not None:
            self.publish_status(*status)
        if hall is not None:
            self.publish_hall(hall, seq, complete)
        if views or complete:
            self.publish(views, seq, complete)

    def publish_hall(self, parts: dict[str, bytes], seq: int, complete: bool) -> bool:
        """The players' page's parts just built; ``complete``: every part (one not given is gone)."""
        self.seq = max(self.seq, seq)
        hall = self._hall
        coming = hall.version + 1
        touched = False
        for key, value in parts.items():
            if hall.parts.get(key) != value:
                hall.parts[key] = value
                hall.changed[key] = coming
                hall.removed.pop(key, None)
                touched = True
        if complete:
            for key in [k for k in hall.parts if k not in parts]:
                del hall.parts[key]
                hall.changed.pop(key, None)
                hall.removed[key] = coming
                touched = True
        if touched:
            hall.version = coming
            hall.sent.clear()
            hall.bell.ring(True)
        return touched

    @property
    def hall_version(self) -> int:
        return self._hall.version

    def hall_message(self, since: int = 0, now: int | None = None) -> bytes:
        """{"now", "seq", "epoch", "full", "parts"}: every part (since 0), or those changed after ``since``
        (a part that went away is null)."""
        hall = self._hall
        moment = self.now() if now is None else now
        if since <= 0:
            chosen = list(hall.parts.items())
        else:
            chosen = [(k, v) for k, v in hall.parts.items() if hall.changed.get(k, 0) > since]
            chosen += [(k, b"null") for k, at in hall.removed.items() if at > since]
        body = b",".join(b'"%s":%s' % (k.encode(), v) for k, v in chosen)
        return b'{"now":%d,"seq":%d,"epoch":%d,"full":%s,"parts":{%s}}' % (
            moment, self.seq, self.epoch, b"true" if since <= 0 else b"false", body)

    def hall_event(self, since: int) -> bytes:
        """The SSE event taking a client from ``since`` to now: made once, shared by every client there."""
        hall = self._hall
        event = hall.sent.get(since)
        if event is None:
            event = hall.sent[since] = b"data: " + self.hall_message(since) + b"\n\n"
        return event

    def hall_wait(self, heartbeat_s: float) -> asyncio.Future[Rung]:
        """The players' page's next message (True), heartbeat (False, at least every ``heartbeat_s``)
        or the server stopping (None)."""
        self._beat("hall", heartbeat_s, lambda: (self._hall.bell,))
        return self._wait(self._hall.bell)

    def wait(self, name: str, heartbeat_s: float) -> asyncio.Future[Rung]:
        """A table channel's next message, heartbeat or end, as ``hall_wait``."""
        self._beat("tables", heartbeat_s, lambda: [c.bell for c in self._channels.values()])
        return self._wait(self._channel(name).bell)

    def _wait(self, bell: Bell) -> asyncio.Future[Rung]:
        bell.yield_to = self.yield_to
        if self.closed:
            ended: asyncio.Future[Rung] = asyncio.get_running_loop().create_future()
            ended.set_result(None)
            return ended
        return bell.wait()

    def _beat(self, kind: str, every: float, bells: Callable[[], Iterable[Bell]]) -> None:
        """One heartbeat timer per kind of channel on this loop, ringing every waiting client."""
        loop = asyncio.get_running_loop()
        if self._beats.get(kind) is loop:
            return
        self._beats[kind] = loop

        def tick() -> None:
            if self._beats.get(kind) is not loop:
                return
            if self.closed:
                del self._beats[kind]
                return
            for bell in bells():
                bell.ring(False)
            loop.call_later(every, tick)

        loop.call_later(every, tick)

    def publish(self, views: dict[str, bytes], seq: int, complete: bool = True) -> list[str]:
        """Take the views just built by the writer; wake the clients of each channel that changed.

        ``complete``: these are all the tables of the round, so a table channel not among them is
        no longer seated; otherwise only the channels given are touched.
        """
        self.seq = max(self.seq, seq)
        changed = []
        names = set(views) | ({n for n in self._channels if n.startswith("table:")} if complete else set())
        for name in names:
            view = views.get(name) or _unseated(name)
            channel = self._channels.get(name)
            if channel is None:
                self._channels[name] = _Channel(view, 1)
                changed.append(name)
            elif channel.view != view:
                channel.view = view
                channel.version += 1
                channel.sent = b""
                channel.bell.ring(True)
                changed.append(name)
        return changed

    def version(self, name: str) -> int:
        return self._channel(name).version

    def message(self, name: str, now: int | None = None) -> bytes:
        """The channel's latest view as one JSON message: {"now", "seq", "epoch", "view"}."""
        channel = self._channel(name)
        moment = self.now() if now is None else now
        return b'{"now":%d,"seq":%d,"epoch":%d,"view":%s}' % (moment, self.seq, self.epoch, channel.view)

    def event(self, name: str) -> bytes:
        """The channel's latest message as one SSE event, made once per version and shared by every
        client (its "now" is the moment it was made: a client woken later still counts down right,
        as its page corrects by the heartbeats' "now")."""
        channel = self._channel(name)
        if not channel.sent:
            channel.sent = b"data: " + self.message(name) + b"\n\n"
        return channel.sent

    def listeners(self) -> int:
        """Clients waiting now (table channels and the players' page)."""
        return len(self._hall.bell) + sum(len(c.bell) for c in self._channels.values())

    def close(self) -> None:
        """Ends every stream (the server is stopping)."""
        self.closed = True
        for channel in self._channels.values():
            channel.bell.ring(None)
        self._hall.bell.ring(None)

    def _channel(self, name: str) -> _Channel:
        channel = self._channels.get(name)
        if channel is None:
            channel = self._channels[name] = _Channel(_unseated(name) if name.startswith("table:") else b"null")
        return channel


def _unseated(name: str) -> bytes:
    number = int(name.partition(":")[2]) if name.startswith("table:") else None
    return encode({"table": number, "seated": False})
