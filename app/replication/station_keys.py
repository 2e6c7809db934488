"""Which station tokens may read the served log now: the hashes of the joined stations not revoked.

The log's routes run on the server's loop and must not wait for the writer at each long poll, so
they read this set, which whoever owns the session refreshes from the event's state when it opens
and after each commit that joins or revokes a station (the station's actions are checked on the
writer itself, ``app.hall.station``).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..event.state import EventState
from ..eventlog.entry import Entry
from .token import token_hash

KINDS = ("station.join", "station.revoke")


class StationKeys:
    def __init__(self) -> None:
        # Replaced whole, never changed in place: the loop reads it while the writer refreshes it.
        self._hashes: frozenset[str] = frozenset()
        self._ids: dict[str, str] = {}  # token hash -> station id (replaced whole, as the set)
        # Until the event is open, a station's token can be neither admitted nor refused: the server
        # answers "try again" (a copy refused for good would stop following a server that just started).
        self.ready = False

    def take(self, state: EventState) -> None:
        self._ids = {s.token_hash: s.id for s in state.stations.values() if s.active and s.token_hash}
        self._hashes = frozenset(self._ids)
        self.ready = True

    def take_if_changed(self, state: EventState, entries: Iterable[Entry]) -> None:
        if any(entry.kind in KINDS for entry in entries):
            self.take(state)

    def admits(self, token: str) -> bool:
        # A set lookup of the token's SHA-256: its timing tells of the hash, which does not help forge a token.
        return bool(token) and len(token) <= 200 and token_hash(token) in self._hashes

    def station_of(self, token: str | None) -> str | None:
        """The id of the joined station whose token this is (not revoked), or None."""
        if not token or len(token) > 200:
            return None
        return self._ids.get(token_hash(token))
