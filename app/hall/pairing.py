"""Pairing a table device: a one-time code in the QR code, exchanged once for the device's token.

The desk logs ``device.pair`` with the token's hash and keeps, in memory only, a short-lived code for
the token. The QR code carries the code, not the token: a QR code photographed or a link passed on
after the tablet scanned it is worth nothing, and so is a code nobody used after ``CODE_TTL_S``.
"""

from __future__ import annotations

import base64
import json
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..replication.token import new_token, token_hash

CODE_TTL_S = 600.0  # ten minutes: time to walk to the table and scan, not a standing secret
CODE_BYTES = 10     # 80 random bits, 16 base32 letters: no guessing at 20 tries a second
MAX_PAIR_BODY = 1024  # {"code": "16 letters"}: anything much longer is not a pairing


@dataclass(frozen=True)
class Paired:
    """A device just paired: its id, its token (the desk's own use: never shown) and its one-time code."""

    device: str
    table: int
    token: str
    code: str

    def link(self, base: str) -> str:
        return pairing_url(base, self.code)


def pairing_url(base: str, code: str) -> str:
    """The address a device opens to pair: the one-time code rides in the fragment, which browsers never
    send to a server or put in a Referer; the page exchanges it for its token."""
    return f"{base.rstrip('/')}/table#pair={code}"


def new_code() -> str:
    return base64.b32encode(secrets.token_bytes(CODE_BYTES)).decode("ascii")


def code_of(body: bytes) -> str | None:
    """The code in ``POST /api/pair``'s ``{"code": ...}``, or None."""
    try:
        data = json.loads(body)
    except ValueError:
        return None
    code = data.get("code") if isinstance(data, dict) else None
    return code if isinstance(code, str) and code else None


class PairingCodes:
    """Codes waiting to be exchanged. Issued on the desk's thread, redeemed on the server's loop."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._waiting: dict[str, tuple[float, Paired]] = {}

    def issue(self, device: str, table: int, token: str) -> Paired:
        paired = Paired(device, table, token, new_code())
        with self._lock:
            self._drop_expired()
            self._waiting[paired.code] = (self._clock() + CODE_TTL_S, paired)
        return paired

    def redeem(self, code: str) -> Paired | None:
        """The token for ``code``, once; None for a code unknown, used or expired."""
        with self._lock:
            self._drop_expired()
            found = self._waiting.pop(code, None) if isinstance(code, str) else None
        return found[1] if found is not None else None

    def pair(self, table: int, commit: Callable[[dict[str, object]], str | None]) -> Paired | None:
        """Pair as both desks do it: a new token, its hash logged by ``commit`` (``device.pair``, returning the
        device's id; None: refused), a code for the QR."""
        token = new_token()
        device = commit({"table": table, "token_hash": token_hash(token)})
        return None if device is None else self.issue(device, table, token)

    def forget(self, device: str) -> None:
        """A revoked device's code must not hand out its (dead) token."""
        with self._lock:
            self._waiting = {c: w for c, w in self._waiting.items() if w[1].device != device}

    def _drop_expired(self) -> None:
        now = self._clock()
        for code in [c for c, (ends, _) in self._waiting.items() if ends <= now]:
            del self._waiting[code]
