"""A Server-Sent-Events response: its headers sent on the loop, its body by the hub's fan-out thread.

Starlette's ``StreamingResponse`` cost the loop a task, an ASGI message, an h11 chunk and a write per page
and message (``fanout`` says why that mattered). Here the answer starts like any other, then its socket
is handed to the fan-out, and this task only waits: for the page to leave or for the fan-out to let it
go; a stream the fan-out lets go of whole (the server stops) is ended here, through uvicorn again.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable, Mapping
from typing import Any

from starlette.responses import Response
from starlette.types import Receive, Scope, Send

from .fanout import Follower, Page
from .gzip_sse import SharedDeflate

# The connection's asyncio transport, and what to tell before it closes, in the scope's extensions (``capacity``)
TRANSPORT = "tableside.transport"


class EventStream(Response):
    media_type = "text/event-stream"

    def __init__(self, follower: Follower, headers: Mapping[str, str] | None = None,
                 pack: SharedDeflate | None = None, on_end: Callable[[], None] | None = None) -> None:
        """``follower``: the page's place in its channel (its ``hub`` has the fan-out); ``pack``: gzip-encode
        the stream, shared messages deflated by it; ``on_end``: gives the stream's place back when it ends,
        however it ends (``capacity.Ticket``)."""
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
        loop = asyncio.get_running_loop()
        let_go: asyncio.Future[bool] = loop.create_future()  # the fan-out let go: whether the body is whole
        left = asyncio.ensure_future(_disconnect(receive))
        handed: Any = scope.get("extensions", {}).get(TRANSPORT)
        transport, losing = handed if handed is not None else (None, None)
        relay: asyncio.Future[None] | None = None
        pair: socket.socket | None = None
        try:
            await send({"type": "http.response.start", "status": self.status_code, "headers": self.raw_headers})
            hub = getattr(self.follower, "hub", None)
            if hub is None or hub.closed or scope.get("method") == "HEAD":
                await send({"type": "http.response.body", "body": b"", "more_body": False})
                return
            if transport is not None:
                while transport.get_write_buffer_size() and not left.done():  # the headers on their way first
                    await asyncio.sleep(0.005)
                fd = transport.get_extra_info("socket").fileno()
            else:  # no socket to hand over (an in-process client): the fan-out writes to a pair, relayed here
                pair, mine = socket.socketpair()
                pair.setblocking(False)
                fd = pair.fileno()
                relay = asyncio.ensure_future(_relay(loop, mine, send))

            def done(whole: bool) -> None:  # on the fan-out's thread
                try:
                    loop.call_soon_threadsafe(_settle, let_go, whole)
                except RuntimeError:  # the loop has closed: nobody is waiting
                    pass

            page = Page(fd, self.follower, done, self.pack,
                        chunked=transport is not None and scope.get("http_version") == "1.1")
            fanout = hub.fanout
            if losing is not None:
                def lose() -> None:
                    page.lose()
                    fanout.drop(page)

                losing.append(lose)
            fanout.add(page)
            try:
                await asyncio.wait((left, let_go), return_when=asyncio.FIRST_COMPLETED)
            finally:
                if not let_go.done():
                    fanout.drop(page)  # it left (or the server gave up on it): the fan-out lets go first
            whole = await let_go
            if pair is not None and relay is not None:
                pair.close()
                pair = None
                if not left.done():
                    await relay  # what the fan-out wrote, to its end
            if left.done():
                return
            if whole:
                # (uvicorn frames this last piece as a chunk of the same body)
                await send({"type": "http.response.body", "body": b"" if page.gzip is None else page.gzip.end(),
                            "more_body": False})
            elif transport is not None:
                transport.abort()  # what the page was sent ends mid-message: it connects again
        finally:
            left.cancel()
            if relay is not None:
                relay.cancel()
            if pair is not None:
                pair.close()
            if self.on_end is not None:
                self.on_end()


async def _relay(loop: asyncio.AbstractEventLoop, sock: socket.socket, send: Send) -> None:
    with sock:
        sock.setblocking(False)
        while data := await loop.sock_recv(sock, 1 << 16):
            await send({"type": "http.response.body", "body": data, "more_body": True})


def _settle(future: asyncio.Future[bool], whole: bool) -> None:
    if not future.done():
        future.set_result(whole)


async def _disconnect(receive: Receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass
