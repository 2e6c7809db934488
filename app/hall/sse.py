"""A Server-Sent-Events response that costs its loop little per client and message.

Starlette's ``StreamingResponse`` (under uvicorn's h11, ASGI 2.3) runs a task group per client with a
second task listening for the disconnect, and resumes an async generator per chunk; with five
hundred players' pages that was most of the loop's time per commit. Here each client is one task
that sends a chunk, parks one plain future on its channel's bell (``hub.Bell``) and sends what the
bell rang for: the event taking it to the newest version (one ``bytes`` shared by every client at
that version), or a heartbeat. The disconnect is heard by a callback on one pending ``receive``,
which ends the client's wait.

A client that takes gzip gets the stream gzip-encoded, each message flushed whole (``gzip_sse``):
its shared messages deflated once for every client, its own bytes (heartbeats) stored as they are.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from typing import Protocol

from starlette.responses import Response
from starlette.types import Receive, Scope, Send

from .gzip_sse import GzipFraming, SharedDeflate, stored
from .hub import Rung


class Follower(Protocol):
    """One client's place in a channel."""

    def first(self) -> bytes:
        """What a client is sent on connecting (the whole view, with the server's "now")."""
        ...

    def first_shared(self) -> tuple[bytes, bytes, int]:
        """``first`` as this client's own start (``data: {"now":`` this moment) and the event every client
        at this version is sent, from the offset where its own "now" ends."""
        ...

    def news(self) -> bytes | None:
        """The event taking this client to the newest version (and moving it there); None: it has it."""
        ...

    def wait(self) -> asyncio.Future[Rung]:
        """The channel's next ring (``hub.Hub.wait`` / ``hall_wait``)."""
        ...

    def ping(self) -> bytes:
        ...


class EventStream(Response):
    media_type = "text/event-stream"

    def __init__(self, follower: Follower, headers: Mapping[str, str] | None = None,
                 pack: SharedDeflate | None = None, on_end: Callable[[], None] | None = None) -> None:
        """``pack``: gzip-encode the stream, shared messages deflated by it (the client takes gzip);
        ``on_end``: gives the stream's place back when it ends, however it ends (``streamcap.Ticket``)."""
        self.follower = follower
        self.pack = pack
        self.on_end = on_end
        self.status_code = 200
        self.background = None
        self.init_headers(headers)
        if pack is not None:
            self.headers["content-encoding"] = "gzip"
            self.headers["vary"] = "Accept-Encoding"

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        follower = self.follower
        parked: list[asyncio.Future[Rung]] = []
        left = asyncio.ensure_future(_disconnect(receive))
        left.add_done_callback(_ending(parked))
        gzip = GzipFraming() if self.pack is not None else None
        try:
            await send({"type": "http.response.start", "status": self.status_code, "headers": self.raw_headers})
            chunk: bytes | None = self._opening(gzip)
            while chunk is not None:
                await send({"type": "http.response.body", "body": chunk, "more_body": True})
                chunk = follower.news()  # the channel may have moved on while this client was written to
                ping = False
                while chunk is None and not left.done():
                    future = follower.wait()
                    parked[:] = [future]
                    rung = await future
                    if rung is None:
                        break
                    chunk = follower.news()
                    if chunk is None and rung is False:
                        chunk, ping = follower.ping(), True
                if chunk is not None and gzip is not None and self.pack is not None:
                    # News is the same bytes for every client at this version; a heartbeat is this client's.
                    chunk = gzip.piece(chunk, stored(chunk) if ping else self.pack(chunk))
            if not left.done():
                await send({"type": "http.response.body", "body": b"" if gzip is None else gzip.end(),
                            "more_body": False})
        finally:
            left.cancel()
            for future in parked:
                future.cancel()
            if self.on_end is not None:
                self.on_end()

    def _opening(self, gzip: GzipFraming | None) -> bytes:
        if gzip is None or self.pack is None:
            return b"retry: 1000\n\n" + self.follower.first()
        # The view, deflated once for every client at this version, after this client's own "now".
        own, shared, start = self.follower.first_shared()
        own = b"retry: 1000\n\n" + own
        return (gzip.start() + gzip.piece(own, stored(own))
                + gzip.piece(memoryview(shared)[start:], self.pack(shared, start)))


async def _disconnect(receive: Receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass


def _ending(parked: list[asyncio.Future[Rung]]) -> Callable[[asyncio.Future[None]], None]:
    def end(listener: asyncio.Future[None]) -> None:
        if not listener.cancelled():
            listener.exception()  # retrieved: a receive that failed ends the stream like a disconnect
        for future in parked:
            if not future.done():
                future.set_result(None)

    return end
