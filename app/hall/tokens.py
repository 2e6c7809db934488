"""Table devices' and stations' tokens (made by ``replication.token.new_token``): random, handed once to
the device that redeems its pairing code (``pairing``) or the station that joins, stored only as a SHA-256 hash."""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from typing import TypeVar

from ..event.state import Device, EventState, Station
from ..replication.token import token_hash

H = TypeVar("H", Device, Station)


def holder_of(holders: Iterable[H], token: str) -> H | None:
    """The device or station this token was given to, while not revoked; None (unknown, forged, revoked)."""
    if not token or len(token) > 200:
        return None
    wanted = token_hash(token)
    for holder in holders:
        if secrets.compare_digest(holder.token_hash, wanted):
            return holder if holder.active else None
    return None


def device_for(state: EventState, token: str) -> Device | None:
    return holder_of(state.devices.values(), token)

