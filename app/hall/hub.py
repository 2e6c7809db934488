"""The latest message of each channel, and the Server-Sent-Events clients waiting for the next one.

Lives on the server's asyncio loop: ``publish`` is called there (the writer hands it over with
``call_soon_threadsafe``), and so is every client's ``wait``. A channel keeps only its newest view:
a client that fell behind gets that one, never a backlog, so one slow phone costs nothing to the
others. Channels: "hall" (the players' page) and "table:N" (table N's devices).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field

from app.hall.views import encode


@dataclass(slots=True)
class _Channel:
    view: bytes
    version: int = 0
    waiter: asyncio.Future[None] | None = None
    listeners: int = 0


@dataclass
class Hub:
    now: Callable[[], int]  # the server's event time, for messages sent on connect and heartbeats
    seq: int = 0  # the last log entry the views stand at
    closed: bool = False
    _channels: dict[str, _Channel] = field(default_factory=dict)

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
                self._wake(channel)
                changed.append(name)
        return changed

    def version(self, name: str) -> int:
        return self._channel(name).version

    def message(self, name: str, now: int | None = None) -> bytes:
        """The channel's latest view as one JSON message: {"now", "seq", "view"}."""
        channel = self._channel(name)
        moment = self.now() if now is None else now
        return b'{"now":%d,"seq":%d,"view":%s}' % (moment, self.seq, channel.view)

    async def wait(self, name: str, version: int, timeout: float) -> bool:
        """Wait until the channel moves past ``version`` (True) or ``timeout`` seconds pass (False)."""
        channel = self._channel(name)
        if channel.version != version or self.closed:
            return True
        if channel.waiter is None or channel.waiter.done():
            channel.waiter = asyncio.get_running_loop().create_future()
        channel.listeners += 1
        try:
            done, _ = await asyncio.wait({channel.waiter}, timeout=timeout)
        finally:
            channel.listeners -= 1
        return bool(done)

    def listeners(self) -> int:
        return sum(c.listeners for c in self._channels.values())

    def close(self) -> None:
        """Ends every stream (the server is stopping)."""
        self.closed = True
        for channel in self._channels.values():
            self._wake(channel)

    def _channel(self, name: str) -> _Channel:
        channel = self._channels.get(name)
        if channel is None:
            channel = self._channels[name] = _Channel(_unseated(name) if name.startswith("table:") else b"null")
        return channel

    @staticmethod
    def _wake(channel: _Channel) -> None:
        if channel.waiter is not None and not channel.waiter.done():
            channel.waiter.set_result(None)
        channel.waiter = None


def _unseated(name: str) -> bytes:
    number = int(name.partition(":")[2]) if name.startswith("table:") else None
    return encode({"table": number, "seated": False})
