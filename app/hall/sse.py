"""A Server-Sent-Events response that costs its loop little per client and message.

Starlette's ``StreamingResponse`` (under uvicorn's h11, ASGI 2.3) runs a task group per client with a
second task listening for the disconnect, and resumes an async generator per chunk; with five
hundred players' pages that was most of the loop's time per commit. Here each client is one task
that sends a chunk, parks one plain future on its channel's bell (``hub.Bell``) and sends what the
bell rang for: the event taking it to the newest version (one ``bytes`` shared by every client at
that version), or a heartbeat. The disconnect is heard by a callback on one pending ``receive``,
which ends the client's wait.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from typing import Protocol

from starlette.responses import Response
from starlette.types import Receive, Scope, Send

from .hub import Rung


class Follower(Protocol):
    """One client's place in a channel."""

    def first(self) -> bytes:
        """What a client is sent on connecting (the whole view, with the server's "now")."""
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
                 on_end: Callable[[], None] | None = None) -> None:
        self.follower = follower
        self.on_end = on_end  # gives the stream's place back (``streamcap.Ticket.release``)
        self.status_code = 200
        self.background = None
        self.init_headers(headers)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        follower = self.follower
        parked: list[asyncio.Future[Rung]] = []
        left = asyncio.ensure_future(_disconnect(receive))
        left.add_done_callback(_ending(parked))
        try:
            await send({"type": "http.response.start", "status": self.status_code, "headers": self.raw_headers})
            chunk: bytes | None = b"retry: 1000\n\n" + follower.first()
            while chunk is not None:
                await send({"type": "http.response.body", "body": chunk, "more_body": True})
                chunk = follower.news()  # the channel may have moved on while this client was written to
                while chunk is None and not left.done():
                    future = follower.wait()
                    parked[:] = [future]
                    rung = await future
                    if rung is None:
                        break
                    chunk = follower.news() or (follower.ping() if rung is False else None)
            if not left.done():
                await send({"type": "http.response.body", "body": b"", "more_body": False})
        finally:
            left.cancel()
            for future in parked:
                future.cancel()
            if self.on_end is not None:
                self.on_end()


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
