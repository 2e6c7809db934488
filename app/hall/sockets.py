"""The connection cap at the socket, under the app: uvicorn's HTTP/1.1 protocol counting connections.

A stream the app refuses has already been accepted, and a client may open connections and never send
a request: each holds a descriptor whatever the app says. So a connection over the caps is aborted the
moment it is made, and one with no whole request within ``FIRST_REQUEST_S`` is closed (uvicorn itself
times out only idle kept-alive connections).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

from .capacity import Capacity

FIRST_REQUEST_S = 10.0  # a phone on a bad Wi-Fi sends its request well within this


class Connections:
    """Open connections, in all and per address (pure bookkeeping, on the server's loop)."""

    def __init__(self, capacity: Capacity) -> None:
        self.capacity = capacity
        self.total = 0
        self._by_address: dict[str, int] = {}

    def open(self, address: str) -> bool:
        held = self._by_address.get(address, 0)
        if self.total >= self.capacity.connections or held >= self.capacity.per_address_connections:
            return False
        self.total += 1
        self._by_address[address] = held + 1
        return True

    def close(self, address: str) -> None:
        self.total -= 1
        left = self._by_address[address] - 1
        if left:
            self._by_address[address] = left
        else:
            del self._by_address[address]


def capped_protocol(capacity: Capacity) -> tuple[type[H11Protocol], Connections]:
    """uvicorn's h11 protocol with ``Connections`` kept for one server (pass it as ``Config(http=...)``),
    and those connections."""
    connections = Connections(capacity)

    class CappedH11Protocol(H11Protocol):
        counted: str | None = None
        first_request: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            address = self.client[0] if self.client else "?"
            if not connections.open(address):
                transport.abort()
                return
            self.counted = address
            self.first_request = self.loop.call_later(FIRST_REQUEST_S, self._no_request)

        def connection_lost(self, exc: Exception | None) -> None:
            for lose in self.losing or ():  # (asyncio closes the socket right after this returns)
                lose()
            if self.counted is not None:
                connections.close(self.counted)
                self.counted = None
            if self.first_request is not None:
                self.first_request.cancel()
                self.first_request = None
            super().connection_lost(exc)

        losing: list[Callable[[], None]] | None = None  # told before the socket closes (``fanout.Page.lose``)

        def handle_events(self) -> None:
            super().handle_events()
            if self.cycle is not None:  # a live stream hands its socket to the fan-out (``sse``, ``fanout``)
                self.losing = []
                extensions: dict[str, Any] = self.cycle.scope.setdefault("extensions", {})
                extensions["tableside.transport"] = (self.transport, self.losing)

        def _no_request(self) -> None:
            self.first_request = None
            if self.cycle is None and not self.transport.is_closing():
                self.transport.close()

    return CappedH11Protocol, connections
