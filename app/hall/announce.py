"""The desk in the hall directory (``app.directory``): announced while it serves, and the other desks
found, for the players' page (``GET /api/directory``).

The announcement is read from the event on the writer's thread (its name, its identity, who serves it)
and announced again only when one of them changed (an event renamed; checked after each commit, a
comparison of three strings). Discovery failing never stops serving: ``say`` tells the judge once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from ..directory import Announcement
from ..directory.mdns import HallDirectory
from ..event.state import EventState


def announcement(state: EventState, url: str) -> Announcement:
    """What this desk says of itself: a station that took the event over serves it as its "standby"."""
    return Announcement(state.settings.name if state.settings is not None else "", state.event_hash, url,
                        "standby" if state.serving else "desk")


class DeskAnnouncer:
    def __init__(self, url: Callable[[], str], say: Callable[[str], None]) -> None:
        self.url = url  # the players' page's address, with the IP the QR code carries
        self.directory = HallDirectory(say=say)
        self.closing: threading.Thread | None = None  # goodbyes on their way (``close``)
        self._said: tuple[str, str, str | None] | None = None

    def start(self) -> None:
        """Browse for the other desks; ``update`` (on the writer) then announces this one."""
        self.directory.browse()
        self._said = None

    def update(self, state: EventState | None) -> None:
        """On the writer's thread, after a commit: announce again if the name, identity or role changed."""
        if state is None or not state.event_hash:
            return
        key = (state.settings.name if state.settings is not None else "", state.event_hash, state.serving)
        if key != self._said:
            self._said = key
            self.directory.announce(announcement(state, self.url()))

    def withdraw(self) -> None:
        self._said = None
        self.directory.withdraw()

    def close(self) -> None:
        self.closing = self.directory.close()

    def others(self) -> dict[str, Any]:
        """``GET /api/directory``: the other events served in the hall, by name (plain text) and address;
        ``found``: false when discovery could not run here (the page then says nothing of other events)."""
        said = self._said
        desks = self.directory.desks.desks(besides_event=said[1] if said is not None else None,
                                           besides_key=self.directory.own_key())
        return {"events": [{"name": d.name, "url": d.url, "role": d.said.role} for d in desks],
                "found": self.directory.off is None}
