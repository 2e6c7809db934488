"""The desks found on the hall's network: a list kept from the browser's news, thread-safe.

zeroconf tells of a service added, updated or removed on its own thread; the window and the server read
the list on theirs. Time is given (``now``), as everywhere in the core: the list never reads a clock.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, replace

from .announcement import Announcement


@dataclass(frozen=True)
class Desk:
    """A desk found: the service's name on the network (its key) and what it announced."""

    key: str
    said: Announcement
    first_seen: float
    last_seen: float

    @property
    def name(self) -> str:
        return self.said.name

    @property
    def url(self) -> str:
        return self.said.url

    @property
    def event(self) -> str:
        return self.said.event


Listener = Callable[[list["Desk"]], None]


class DeskList:
    """The desks found, by service name. ``on_change(desks)`` is called after each change that shows,
    outside the lock, on the thread that made it (the browser's)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._desks: dict[str, Desk] = {}
        self._listeners: list[Listener] = []

    def listen(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` after each change; returns the call that stops it."""
        with self._lock:
            self._listeners.append(listener)

        def stop() -> None:
            with self._lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)

        return stop

    def seen(self, key: str, said: Announcement, now: float) -> None:
        """A desk added or updated (what it says may have changed: a renamed event, a new address)."""
        with self._lock:
            old = self._desks.get(key)
            self._desks[key] = Desk(key, said, old.first_seen if old is not None else now, now)
            changed = old is None or old.said != said
        if changed:
            self._tell()

    def heard(self, key: str, now: float) -> None:
        """A desk answered again with nothing new: only when it was last seen moves."""
        with self._lock:
            old = self._desks.get(key)
            if old is not None:
                self._desks[key] = replace(old, last_seen=now)

    def gone(self, key: str) -> None:
        """A desk said goodbye, or its records expired."""
        with self._lock:
            changed = self._desks.pop(key, None) is not None
        if changed:
            self._tell()

    def clear(self) -> None:
        with self._lock:
            changed = bool(self._desks)
            self._desks.clear()
        if changed:
            self._tell()

    def desks(self, besides_event: str | None = None, besides_key: str | None = None) -> list[Desk]:
        """The desks found, by name then address; ``besides_*``: leave out this desk's own event or service."""
        with self._lock:
            found = [d for d in self._desks.values() if d.event != besides_event and d.key != besides_key]
        return sorted(found, key=lambda d: (d.name.casefold(), d.url, d.key))

    def _tell(self) -> None:
        with self._lock:
            listeners = list(self._listeners)
        if not listeners:
            return
        desks = self.desks()
        for listener in listeners:
            listener(desks)
