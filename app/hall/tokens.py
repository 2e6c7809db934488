"""Table devices' tokens (made by ``replication.token.new_token``): random, handed once to the device
that redeems its pairing code (``pairing``), stored only as a SHA-256 hash."""

from __future__ import annotations

import secrets

from ..event.state import Device, EventState
from ..replication.token import token_hash


def device_for(state: EventState, token: str) -> Device | None:
    """The active device this token was paired as, or None (unknown, forged or revoked)."""
    if not token or len(token) > 200:
        return None
    wanted = token_hash(token)
    for device in state.devices.values():
        if secrets.compare_digest(device.token_hash, wanted):
            return device if device.active else None
    return None


def pairing_url(base: str, code: str) -> str:
    """The address a device opens to pair: a one-time code (``pairing``) rides in the fragment, which
    browsers never send to a server or put in a Referer; the page exchanges it for its token."""
    return f"{base.rstrip('/')}/table#pair={code}"
