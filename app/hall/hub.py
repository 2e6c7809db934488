"""The latest message of each channel, for the Server-Sent-Events pages that follow it: "hall" (the
players' page, in parts) and "table:N" (table N's devices).

Lives on the server's asyncio loop (the writer hands views over with ``call_soon_threadsafe``). A
channel keeps only its newest view, built once as the bytes every page at a version is sent: a page
that fell behind gets that one, never a backlog, so one slow phone costs nothing to the others. A
publish rings the ``fanout.Fanout``, which reads the messages under ``lock``.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .fanout import Fanout


def encode(value: Any) -> bytes:
    """A view as the bytes every page is sent (compact, UTF-8)."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


@dataclass(slots=True)
class _Channel:
    view: bytes
    version: int = 0
    sent: bytes = b""  # the SSE event for this version, built once for every client it wakes


@dataclass(slots=True)
class _Parts:
    """The players' page as parts; a client that has version v is sent the parts changed after v."""

    parts: dict[str, bytes] = field(default_factory=dict)
    changed: dict[str, int] = field(default_factory=dict)  # part -> the version it last changed in
    removed: dict[str, int] = field(default_factory=dict)  # part -> the version it went away in
    version: int = 0
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
    status: bytes = b""  # GET /api/status without its "now" (``publish.status``), once the event is open
    _channels: dict[str, _Channel] = field(default_factory=dict)
    _hall: _Parts = field(default_factory=_Parts)
    lock: threading.Lock = field(default_factory=threading.Lock)  # the fan-out reads what a publish changes
    _fanout: Fanout | None = None

    @property
    def fanout(self) -> Fanout:
        """The thread writing to the pages (a new one once the last was closed with its server)."""
        if self._fanout is None:
            self._fanout = Fanout(self.lock, self.ping, self.yield_to)
        return self._fanout

    def _ring(self, channel: str) -> None:
        if self._fanout is not None:
            self._fanout.ring(channel)

    def status_message(self, now: int | None = None) -> bytes:
        moment = self.now() if now is None else now
        return self.status[:-1] + b',"now":%d}' % moment

    def ping(self) -> bytes:
        """A heartbeat: the server's time and epoch."""
        return b'event: ping\ndata: {"now":%d,"epoch":%d}\n\n' % (self.now(), self.epoch)

    def take(self, hall: dict[str, bytes] | None, views: dict[str, bytes], seq: int, complete: bool,
             status: tuple[bytes, int] | None = None) -> None:
        """What the writer just built, handed over in one call: the status and its epoch (None: the
        same), the players' page's parts (None: not touched) and the table views. ``complete``: every part
        (one not given is gone) and every table of the round (a table channel not given is unseated)."""
        if status is not None:
            self.status = status[0]  # its event, epoch, head and stations
        with self.lock:
            if status is not None and status[1] != self.epoch:
                self.epoch = status[1]
                self._hall.sent.clear()  # built with the old epoch
                for channel in self._channels.values():
                    channel.sent = b""
            self.seq = max(self.seq, seq)
            rung = ["hall"] if hall is not None and self._publish_hall(hall, complete) else []
            if views or complete:
                rung += self._publish(views, complete)
        for name in rung:
            self._ring(name)

    def _publish_hall(self, parts: dict[str, bytes], complete: bool) -> bool:
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
        return touched

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

    def _publish(self, views: dict[str, bytes], complete: bool) -> list[str]:
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
                changed.append(name)
        return changed

    def version(self, name: str) -> int:
        return self._hall.version if name == "hall" else self._channel(name).version

    def message(self, name: str, now: int | None = None) -> bytes:
        """The channel's latest view as one JSON message: {"now", "seq", "epoch", "view"}."""
        channel = self._channel(name)
        moment = self.now() if now is None else now
        return b'{"now":%d,"seq":%d,"epoch":%d,"view":%s}' % (moment, self.seq, self.epoch, channel.view)

    def event(self, name: str, since: int = 0) -> bytes:
        """The channel's latest message as one SSE event (the players' page: the parts changed after
        ``since``), made once per version and shared by every client (its "now" is the moment it was
        made: a client woken later still counts down right, as its page corrects by the heartbeats' "now")."""
        if name == "hall":
            return self.hall_event(since)
        channel = self._channel(name)
        if not channel.sent:
            channel.sent = b"data: " + self.message(name) + b"\n\n"
        return channel.sent

    def listeners(self) -> int:
        """Pages following a channel now (the players' page and the tables')."""
        return self._fanout.pages() if self._fanout is not None else 0

    def close(self) -> None:
        """Ends every stream (the server is stopping)."""
        self.closed = True
        fanout, self._fanout = self._fanout, None
        if fanout is not None:
            fanout.close()

    def _channel(self, name: str) -> _Channel:
        channel = self._channels.get(name)
        if channel is None:
            channel = self._channels[name] = _Channel(_unseated(name) if name.startswith("table:") else b"null")
        return channel


def _unseated(name: str) -> bytes:
    number = int(name.partition(":")[2]) if name.startswith("table:") else None
    return encode({"table": number, "seated": False})


class Follower:
    """A page's place in a channel (``fanout.Follower``): the whole view on connecting, then the news."""

    def __init__(self, hub: Hub, channel: str, heartbeat_s: float) -> None:
        self.hub, self.channel, self.heartbeat_s, self.version = hub, channel, heartbeat_s, 0

    def first_shared(self) -> tuple[bytes, bytes, int]:
        """The shared event as this moment's start and where the shared rest begins: the shared event has
        the "now" and "seq" of when it was made (a page sets its clock by the first message's "now"; a
        commit that left this view alone moved the seq on)."""
        self.version = self.hub.version(self.channel)
        event = self.hub.event(self.channel)
        return b'data: {"now":%d,"seq":%d' % (self.hub.now(), self.hub.seq), event, event.index(b',"epoch":')

    def news(self) -> bytes | None:
        version = self.hub.version(self.channel)
        if version == self.version:
            return None
        event = self.hub.event(self.channel, self.version)
        self.version = version
        return event
