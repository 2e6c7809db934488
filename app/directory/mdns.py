"""python-zeroconf as the hall directory: this desk's announcement and the browser of the others.

zeroconf runs its own threads (its asyncio loop, and one per browser, which tells ``DeskList``); nothing
here blocks the caller: registering (the probes of RFC 6762 8.1 take about 1.5 s) and updating are
scheduled on zeroconf's loop, and closing (its goodbyes) runs on a short thread of its own, which
``tableside serve`` waits for before it exits so the others see the desk go at once.

Discovery is a convenience: when it cannot start (no network with multicast, the port 5353 refused) the
desk serves all the same and says so once (``OFF``); typing an address always works.
"""

from __future__ import annotations

import asyncio
import os
import socket
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import Any
from urllib.parse import urlsplit

from .announcement import SERVICE_TYPE, Announcement, read
from .desks import DeskList

# "off": no discovery at all (the tests, a hall that wants none); a comma list of addresses: those
# interfaces only ("127.0.0.1": two desks on one computer, the end-to-end tests); unset: every interface.
ENV = "TABLESIDE_DIRECTORY"
TTL_S = 120  # a desk gone without its goodbye (a crash, a pulled cable) leaves the lists within 2 minutes
LOOKUP_MS = 1500  # how long the browser asks for a desk's record the announcement did not carry
OFF = ("other desks cannot be found on this network and this desk cannot be found by them ({why}); "
       "serving goes on: type the address instead")


def interfaces_from_env() -> list[str] | None:
    """The interfaces ``ENV`` names: [] for no discovery, None for every interface."""
    value = os.environ.get(ENV, "").strip()
    if value.lower() == "off":
        return []
    return [part.strip() for part in value.split(",") if part.strip()] or None


class HallDirectory:
    """One zeroconf instance: announce this desk (``announce``), browse for the others (``browse``)."""

    def __init__(self, desks: DeskList | None = None, *, interfaces: Sequence[str] | None = None,
                 clock: Callable[[], float] = time.monotonic, say: Callable[[str], None] = lambda _: None) -> None:
        self.desks = desks if desks is not None else DeskList()
        # None: every interface; []: no discovery (``ENV``)
        self.interfaces = interfaces_from_env() if interfaces is None else list(interfaces)
        self.clock, self.say = clock, say
        self.zeroconf: Any = None
        self.off: str | None = None  # why discovery is off, once it failed
        self._browser: Any = None
        self._info: Any = None
        self._said: Announcement | None = None
        self._lock = threading.Lock()
        self._closed = False  # for good: a late announce (a commit as serving stops) opens nothing again

    def start(self) -> bool:
        """Open zeroconf's sockets; False (said once) when discovery cannot run here."""
        if self._closed:
            return False
        if self.zeroconf is not None or self.off is not None:
            return self.zeroconf is not None
        if self.interfaces == []:
            self.off = "switched off"
            return False
        try:
            from zeroconf import InterfaceChoice, IPVersion, Zeroconf

            chosen = InterfaceChoice.All if self.interfaces is None else self.interfaces
            self.zeroconf = Zeroconf(interfaces=chosen, ip_version=IPVersion.V4Only)
        except Exception as err:  # no interface, a refused socket, a missing library: serving goes on
            self._failed(err)
            return False
        return True

    def _failed(self, err: BaseException) -> None:
        if self.off is None:
            self.off = OFF.format(why=str(err) or type(err).__name__)
            self.say(self.off)

    def browse(self) -> None:
        """Follow the desks announced (``self.desks``), on zeroconf's browser thread."""
        if not self.start() or self._browser is not None:
            return
        from zeroconf import ServiceBrowser

        try:
            self._browser = ServiceBrowser(self.zeroconf, SERVICE_TYPE, handlers=[self._news])
        except Exception as err:
            self._failed(err)

    def _news(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        """On the browser's thread: a desk came, changed or went."""
        from zeroconf import ServiceInfo, ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            self.desks.gone(name)
            return
        info = ServiceInfo(service_type, name)
        try:
            if not info.load_from_cache(zeroconf):
                info.request(zeroconf, LOOKUP_MS)
        except Exception:  # zeroconf closing under us: the desk stays as last seen
            return
        addresses = info.parsed_addresses()
        fallback = f"http://{addresses[0]}:{info.port}/" if addresses and info.port else None
        said = read(info.properties or {}, fallback)
        if said is None:  # not a record this version reads: not listed
            self.desks.gone(name)
        else:
            self.desks.seen(name, said, self.clock())

    def announce(self, said: Announcement) -> None:
        """Announce this desk, or update what it says (a renamed event); returns at once."""
        if said == self._said or not self.start():
            return
        from zeroconf import ServiceInfo

        host = urlsplit(said.url).hostname or "127.0.0.1"
        port = urlsplit(said.url).port or 0
        try:
            address = socket.inet_pton(socket.AF_INET6 if ":" in host else socket.AF_INET, host)
        except OSError:
            address = socket.inet_aton("127.0.0.1")
        zc = self.zeroconf
        with self._lock:
            old, self._said = self._info, said
            if old is not None and old.name.removesuffix("." + SERVICE_TYPE) != said.instance():
                old = None  # a new name: a new service, the old one withdrawn first
                self._schedule(self._unregister(self._info, zc))
            info = ServiceInfo(SERVICE_TYPE, f"{said.instance()}.{SERVICE_TYPE}", addresses=[address], port=port,
                               properties=said.txt(), host_ttl=TTL_S, other_ttl=TTL_S,
                               server=f"tableside-{said.event[:12] or 'desk'}-{port}.local.")
            if old is not None:
                info.name = old.name  # keep the name zeroconf settled on (a conflict made it "-2")
            self._info = info
        self._schedule(self._update(info, zc) if old is not None else self._register(info, zc))

    def withdraw(self) -> None:
        """Say goodbye (the desk stopped serving); returns at once."""
        with self._lock:
            info, self._info, self._said = self._info, None, None
        if info is not None:
            self._schedule(self._unregister(info, self.zeroconf))

    async def _register(self, info: Any, zc: Any) -> None:
        await (await zc.async_register_service(info, allow_name_change=True))

    async def _update(self, info: Any, zc: Any) -> None:
        await (await zc.async_update_service(info))

    async def _unregister(self, info: Any, zc: Any) -> None:
        await (await zc.async_unregister_service(info))

    def _schedule(self, job: Any) -> None:
        zc = self.zeroconf
        if zc is None or zc.loop is None or zc.loop.is_closed():
            job.close()
            return
        done: Future[None] = asyncio.run_coroutine_threadsafe(job, zc.loop)
        done.add_done_callback(self._check)

    def _check(self, done: Future[None]) -> None:
        error = None if done.cancelled() else done.exception()
        if error is not None and self.zeroconf is not None and not self.zeroconf.done:
            self._failed(error)

    def own_key(self) -> str | None:
        """This desk's service name as announced (zeroconf may have renamed it on a conflict)."""
        with self._lock:
            return self._info.name if self._info is not None else None

    def close(self) -> threading.Thread | None:
        """Goodbyes and sockets closed on a thread of its own (returned, to wait for it if the process ends)."""
        self._closed = True
        zc, self.zeroconf = self.zeroconf, None
        browser, self._browser = self._browser, None
        with self._lock:
            self._info, self._said = None, None
        if zc is None:
            return None

        def close() -> None:
            try:
                if browser is not None:
                    browser.cancel()
                zc.close()  # unregisters what it announced: the others drop the desk at once
            except Exception:  # a closing network: nothing left to tell
                pass

        thread = threading.Thread(target=close, name="tableside-directory-close", daemon=True)
        thread.start()
        return thread
