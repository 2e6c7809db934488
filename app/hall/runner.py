"""uvicorn in a background thread with its own asyncio loop. The socket is bound before the thread starts,
so "that port is taken" is a plain error at the moment the judge asks, and port 0 tells its number at once.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import gc
import socket
import sys
import threading
from collections.abc import Callable
from typing import Any

import uvicorn
from starlette.types import ASGIApp

from ..errors import TablesideError
from ..text import QT_TRANSLATE_NOOP, Text
from . import DEFAULT_PORT
from .capacity import ACCEPT_BATCH, Capacity, capped_protocol
from .hub import Hub

__all__ = ["DEFAULT_PORT", "ServerError", "ServerThread", "bind", "lan_address"]

# Connections the kernel holds for us until accepted: they cost the process no descriptor, so a burst
# of pages waits there instead of being dropped, and a judge's connection queues behind it, not out.
LISTEN_BACKLOG = 2048
DROP = 128  # connections closed since the peak before memory is worth collecting for
# An oldest-generation threshold this high means the process runs its full passes itself, at moments
# it chose (the window: ``ui.quiet_collector``, never inside a judge's tap): then only trim here.
HELD = 1 << 20
CHECK_S = 2.0  # how often the server looks whether a crowd has left


class ServerError(TablesideError):
    """The server could not start (the port is taken, the address is not this machine's, ...)."""


def lan_address() -> str:
    """This machine's address on the local network (no packet is sent), or 127.0.0.1 when offline."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        address = probe.getsockname()[0]
    except OSError:
        address = "127.0.0.1"
    finally:
        probe.close()
    return str(address)


def bind(host: str, port: int) -> socket.socket:
    try:
        sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        # Connections accepted from it inherit this (Linux, macOS, Windows): an answer's headers and
        # body are two writes, and with Nagle the body waited for the client's delayed ACK, 40 ms
        # on every answer that came after a wait (a long poll, an action behind the writer).
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        sock.bind((host, port))
        sock.listen(LISTEN_BACKLOG)
    except OSError as err:
        raise ServerError(Text(QT_TRANSLATE_NOOP("messages", "cannot listen on {address}: {why}"),
                               {"address": f"{host}:{port}", "why": err.strerror or str(err)})) from None
    sock.setblocking(False)
    return sock


# A station taking the event over listens on its address before it commits its takeover and keeps
# listening until its server runs (the fence's lease, ``replication.fence``): a desk's status probe in
# between waits in the backlog and times out ("unknown"), never meets a refused connection ("nobody
# serves there"). The window's server takes the socket reserved for its address.
_reserved: dict[tuple[str, int], socket.socket] = {}
_reserved_lock = threading.Lock()


def reserve(host: str, port: int) -> None:
    """Listen on ``host:port`` now, answering nobody yet, for the next ``ServerThread`` on that address."""
    sock = bind(host, port)
    with _reserved_lock:
        old = _reserved.pop((host, port), None)
        _reserved[(host, port)] = sock
    if old is not None:
        old.close()


def unreserve(host: str, port: int) -> None:
    """Give up a reservation nobody took (the takeover failed)."""
    with _reserved_lock:
        sock = _reserved.pop((host, port), None)
    if sock is not None:
        sock.close()


def _reserved_or_bound(host: str, port: int) -> socket.socket:
    with _reserved_lock:
        sock = _reserved.pop((host, port), None)
    return sock if sock is not None else bind(host, port)


class ServerThread:
    """uvicorn serving ``make_app(loop_hub)`` on a socket, in a thread with its own loop.

    The process's open-files limit is raised first, and connections are capped at the socket from what
    was obtained (``capacity``); ``build`` should cap the streams from the same limit (``make_app`` does
    by default)."""

    def __init__(self, build: Callable[[Hub], ASGIApp], hub: Hub, host: str = "0.0.0.0",
                 port: int = DEFAULT_PORT, capacity: Capacity | None = None) -> None:
        self.capacity = capacity or Capacity.raised()
        self.hub = hub
        hub.closed = False  # a hub outlives a stopped server: serving again opens it again
        self.host = host
        self.sock = _reserved_or_bound(host, port)
        self.port: int = self.sock.getsockname()[1]
        self.app = build(hub)
        self.loop: asyncio.AbstractEventLoop | None = None
        self._server: uvicorn.Server | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="tableside-hall-server", daemon=True)
        self.error: BaseException | None = None

    def url(self, path: str = "/") -> str:
        host = lan_address() if self.host in ("0.0.0.0", "::", "") else self.host
        host = f"[{host}]" if ":" in host else host
        return f"http://{host}:{self.port}{path}"

    def start(self, timeout: float = 10.0) -> None:
        self._thread.start()
        if not self._ready.wait(timeout):
            raise ServerError(QT_TRANSLATE_NOOP("messages", "the server did not start in time"))
        if self.error is not None:
            why = self.error.text if isinstance(self.error, TablesideError) else str(self.error)
            raise ServerError(Text(QT_TRANSLATE_NOOP("messages", "the server could not start: {why}"), {"why": why}))

    def call(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run fn(*args) on the server's loop (from any thread)."""
        if self.loop is not None and not self.loop.is_closed():
            try:
                self.loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:  # the loop closed in between: the server is gone, nobody to tell
                pass

    def stop(self, timeout: float = 5.0) -> None:
        # Long waits (a copy's long poll, a device's action behind a slow writer) answer at once, instead
        # of being cancelled after the graceful second, which uvicorn prints as a traceback.
        stopping = getattr(getattr(self.app, "state", None), "stopping", None)
        if stopping is not None:
            self.call(stopping.set)
        self.call(self.hub.close)
        if self._server is not None:
            self._server.should_exit = True
        self._thread.join(timeout)
        try:
            self.sock.close()
        except OSError:
            pass

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        self.loop = loop
        # backlog: asyncio accepts this many connections per wake-up (and listens with it: LISTEN_BACKLOG
        # is set again once serving); the capped protocol drops the excess at once (``capacity``).
        protocol, connections = capped_protocol(self.capacity)
        config = uvicorn.Config(self.app, log_level="warning", access_log=False, lifespan="off",
                                timeout_graceful_shutdown=1, loop="asyncio", http=protocol,
                                ws="none", backlog=ACCEPT_BATCH)
        reclaimer = Reclaimer(lambda: connections.total)

        def reclaim() -> None:
            reclaimer.check()
            loop.call_later(CHECK_S, reclaim)

        loop.call_later(CHECK_S, reclaim)
        self._server = uvicorn.Server(config)

        async def serve() -> None:
            assert self._server is not None
            task = asyncio.ensure_future(self._server.serve(sockets=[self.sock]))
            while not self._server.started and not task.done():
                await asyncio.sleep(0.01)
            if self._server.started:
                self.sock.listen(LISTEN_BACKLOG)
            self._ready.set()
            await task

        try:
            loop.run_until_complete(serve())
        except BaseException as err:  # noqa: BLE001 - reported to start(); the window must not crash
            self.error = err
        finally:
            self._ready.set()
            try:
                loop.run_until_complete(loop.shutdown_asyncgens())
            finally:
                loop.close()


class Reclaimer:
    """Gives memory back once a crowd of connections has left: a closed connection's objects (protocol,
    transport, ASGI cycle) hold each other in cycles, which only the oldest generation frees, rarely on an
    idle server; then glibc keeps the freed heap unless trimmed. So after the connections fall by ``DROP``
    from their peak the server collects and trims once (10-30 ms)."""

    def __init__(self, count: Callable[[], int], release: Callable[[], None] | None = None) -> None:
        self.count = count
        self.release = release or release_memory
        self.peak = 0

    def check(self) -> bool:
        """Look at the connections now; collect and trim if a crowd has left since the last look. Whether it did."""
        now = self.count()
        if now > self.peak:
            self.peak = now
            return False
        if self.peak - now < DROP:
            return False
        self.peak = now
        self.release()
        return True


def release_memory() -> None:
    """Collect (or only trim, where the process runs its full collections itself: the window), then trim."""
    if gc.isenabled() and gc.get_threshold()[2] < HELD:
        gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's malloc_trim (Linux): hands freed heap pages back to the system. None elsewhere."""
    if not sys.platform.startswith("linux"):
        return None
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
        return getattr(libc, "malloc_trim", None) if libc is not None else None
    except OSError:
        return None
