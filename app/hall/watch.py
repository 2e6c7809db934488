"""A serving desk's watch for a server of the same event that outranks it (the old head coming back, or a
network split healed): every few seconds it asks each station the log names for its status."""

from __future__ import annotations

import threading
from collections.abc import Callable

from ..replication.rivals import WATCH_EVERY_S, holder_over, probe_all, station_urls
from ..replication.wire import Status, status_from_wire


def own_status(status: bytes) -> Status | None:
    """This server's own status, as its hub holds it (``Hub.status``), or None before the event is open."""
    return status_from_wire("", status) if status else None


def check(own: Status | None) -> Status | None:
    """The server that holds the event over this one, if any station the log names is one."""
    if own is None:
        return None
    return holder_over(own, probe_all(station_urls(own.stations, besides=own.serving)))


class Watch:
    def __init__(self, own: Callable[[], Status | None], on_outranked: Callable[[Status, Status], None],
                 every_s: float = WATCH_EVERY_S) -> None:
        self.own = own
        self.on_outranked = on_outranked  # (the holder, this server as it stood)
        self.every_s = every_s
        self.stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="tableside-watch", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        while not self.stop.wait(self.every_s):
            mine = self.own()
            holder = check(mine)
            if holder is not None and mine is not None and not self.stop.is_set():
                self.on_outranked(holder, mine)
                return
