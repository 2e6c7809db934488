"""How many connections and live-update streams the hall serves at once, from the open-files limit: the
limit raised, the shares (protocol.md's "Capacity: a crowd of pages") and the counts held against them.

``IN_FLIGHT`` descriptors stay free for connections accepted but not yet closed when refused (asyncio
accepts ``ACCEPT_BATCH`` at once; 1,006 open at the peak of a 2,000-connection burst), so accept() never
fails with EMFILE, which would stop asyncio accepting anyone for a whole second.
"""

from __future__ import annotations

try:
    import resource
except ImportError:  # Windows: no rlimits (its C runtime's own limit does not bound sockets)
    resource = None  # type: ignore[assignment]

import asyncio
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

FILE_RESERVE = 64
ACCEPT_BATCH = 16  # connections asyncio accepts per wake-up (uvicorn's backlog setting)
IN_FLIGHT = 4 * ACCEPT_BATCH
MIN_RESERVED = 96
MAX_PLAYER_STREAMS = 10_000  # about 10 KB each: a hall this size is more than any event needs
PER_ADDRESS_STREAMS = 256
DEVICE_STREAMS_PER_DEVICE = 4  # a tablet's stream, and the ones a flaky Wi-Fi left behind it
# Beside its streams, an address's connections in flight: a burst's connections take about eight turns
# of the loop from accept to their answer's close (accepted, made, read, answered, closed), at
# ACCEPT_BATCH a turn; twice that, so a burst is answered (a 503) rather than reset at the socket.
PER_ADDRESS_CONNECTION_SLACK = 16 * ACCEPT_BATCH
RETRY_AFTER_S = 20  # a refused page tries again after this long (and a random part of it more)
FIRST_REQUEST_S = 10.0  # a phone on a bad Wi-Fi sends its request well within this
WINDOWS_ASSUMED = 8192  # what the caps assume where there is no rlimit to read
UNLIMITED_TRY = 1 << 20  # a hard limit of "infinity" (macOS) is tried at this, then halved until accepted


def raise_open_files() -> int:
    """Raise the soft RLIMIT_NOFILE to the hard one (or as near as the system lets it); the limit now.

    A desktop session starts a program with a soft limit of 1,024, which about a thousand pages used up
    (accept() then failed for judges and devices too); raising it to the hard one needs no privilege."""
    if resource is None:
        return WINDOWS_ASSUMED
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = UNLIMITED_TRY if hard == resource.RLIM_INFINITY else hard
    while target > soft:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            return target
        except (ValueError, OSError):  # macOS caps it below "infinity" (kern.maxfilesperproc)
            target //= 2
    return soft if soft != resource.RLIM_INFINITY else UNLIMITED_TRY


def open_now() -> int:
    """Descriptors this process holds already (the window holds far more than ``tableside serve``: Qt,
    fonts, its display's socket); 0 where it cannot be told."""
    for folder in ("/proc/self/fd", "/dev/fd"):
        if sys.platform != "win32" and os.path.isdir(folder):
            try:
                return len(os.listdir(folder))
            except OSError:
                return 0
    return 0


@dataclass(frozen=True, slots=True)
class Capacity:
    open_files: int
    connections: int  # every connection at once, whoever holds it
    reserved: int  # of those, never players' streams
    player_streams: int
    device_streams: int
    per_address_streams: int
    per_address_connections: int
    retry_after_s: int = RETRY_AFTER_S

    @classmethod
    def from_limit(cls, open_files: int, per_address_streams: int = PER_ADDRESS_STREAMS,
                   already_open: int = 0) -> Capacity:
        connections = max(open_files - already_open - FILE_RESERVE - IN_FLIGHT, 16)
        reserved = max(connections // 4, min(MIN_RESERVED, connections // 2))
        players = min(MAX_PLAYER_STREAMS, connections - reserved)
        per_address = min(per_address_streams, players)
        return cls(open_files=open_files, connections=connections, reserved=reserved, player_streams=players,
                   device_streams=reserved // 2, per_address_streams=per_address,
                   per_address_connections=min(connections, per_address + PER_ADDRESS_CONNECTION_SLACK))

    @classmethod
    def raised(cls) -> Capacity:
        """The open-files limit raised as far as it goes, shared out beside what this process holds."""
        return cls.from_limit(raise_open_files(), already_open=open_now())


class Counts:
    """How many each key holds, and in all; a key at zero is forgotten (spoofed addresses cost nothing)."""

    def __init__(self) -> None:
        self.total = 0
        self.by: dict[str, int] = {}

    def add(self, key: str) -> None:
        self.total += 1
        self.by[key] = self.by.get(key, 0) + 1

    def remove(self, key: str) -> None:
        self.total -= 1
        left = self.by[key] - 1
        if left:
            self.by[key] = left
        else:
            del self.by[key]


class Ticket:
    """One admitted stream; ``release`` gives its place back (once, however often it is called)."""

    __slots__ = ("_release",)

    def __init__(self, release: Callable[[], None]) -> None:
        self._release: Callable[[], None] | None = release

    def release(self) -> None:
        release, self._release = self._release, None
        if release is not None:
            release()


class StreamCaps:
    """The open live-update streams: players' pages capped per address and in total, paired devices'
    table streams counted apart, so a crowd of pages never takes the devices' share (on the loop)."""

    def __init__(self, capacity: Capacity) -> None:
        self.capacity = capacity
        self.players = Counts()
        self.devices = Counts()

    def players_full(self, address: str) -> bool:
        """Whether a players' stream from ``address`` would be refused now."""
        return (self.players.total >= self.capacity.player_streams
                or self.players.by.get(address, 0) >= self.capacity.per_address_streams)

    def admit_player(self, address: str) -> Ticket | None:
        """A players' page's stream (or a table's, opened without a device's token), or None: full."""
        return None if self.players_full(address) else self._admit(self.players, address)

    def admit_device(self, device: str) -> Ticket | None:
        """A paired device's table stream, or None: the devices' share, or this device's, is used up."""
        held = self.devices.by.get(device, 0)
        if self.devices.total >= self.capacity.device_streams or held >= DEVICE_STREAMS_PER_DEVICE:
            return None
        return self._admit(self.devices, device)

    @staticmethod
    def _admit(counts: Counts, key: str) -> Ticket:
        counts.add(key)
        return Ticket(lambda: counts.remove(key))


class Connections(Counts):
    """Open connections, in all and per address (on the server's loop)."""

    def __init__(self, capacity: Capacity) -> None:
        super().__init__()
        self.capacity = capacity

    def open(self, address: str) -> bool:
        if self.total >= self.capacity.connections or self.by.get(address, 0) >= self.capacity.per_address_connections:
            return False
        self.add(address)
        return True


def capped_protocol(capacity: Capacity) -> tuple[type[H11Protocol], Connections]:
    """uvicorn's h11 protocol with ``Connections`` kept for one server (pass it as ``Config(http=...)``).

    A stream the app refuses has already been accepted, and a client may open connections and never send
    a request: each holds a descriptor whatever the app says. So a connection over the caps is aborted the
    moment it is made, and one with no whole request within ``FIRST_REQUEST_S`` is closed (uvicorn itself
    times out only idle kept-alive connections)."""
    connections = Connections(capacity)

    class CappedH11Protocol(H11Protocol):
        counted: str | None = None
        first_request: asyncio.TimerHandle | None = None
        losing: list[Callable[[], None]] | None = None  # told before the socket closes (``fanout.Page.lose``)

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
                connections.remove(self.counted)
                self.counted = None
            if self.first_request is not None:
                self.first_request.cancel()
                self.first_request = None
            super().connection_lost(exc)

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
