"""When the desk last heard each table device, and whether its table stream is open (issue 27, part 5).

Kept in the server's memory only, never logged: it is a reading of the network, not something a judge
did (the log says when a device was paired and revoked). Keyed by the SHA-256 of the device's token,
as the log keeps it, so the desk matches it to ``state.devices`` without ever holding a token; a forged
token is heard too, and matches no device. ``HeardDevices`` is the ASGI middleware that notes a paired
device's requests (``device_token``: its token in ``Authorization`` or its stream's ``?device=``); a
stream counts as connected from its start to its end.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import parse_qs

from starlette.types import ASGIApp, Receive, Scope, Send

from ..errors import QT_TRANSLATE_NOOP
from ..replication.token import token_hash
from ..replication.wire import bearer_token


@dataclass(frozen=True)
class Seen:
    last_s: float  # wall-clock seconds of its last request (or now, while its stream is open)
    connected: bool  # its table's stream is open


class Heard:
    """Written on the server's loop, read on the desk's thread."""

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self.clock = clock
        self._lock = threading.Lock()
        self._last: dict[str, float] = {}
        self._open: dict[str, int] = {}

    def heard(self, digest: str) -> None:
        with self._lock:
            self._last[digest] = self.clock()

    def opened(self, digest: str, delta: int) -> None:
        with self._lock:
            self._open[digest] = self._open.get(digest, 0) + delta
            self._last[digest] = self.clock()

    def seen(self, digest: str) -> Seen | None:
        """How the device with this token hash was last heard, or None: never since serving began."""
        with self._lock:
            connected = self._open.get(digest, 0) > 0
            last = self._last.get(digest)
            if last is None:
                return None
            return Seen(self.clock() if connected else last, connected)


def heard_text(seen: Seen | None) -> str:
    """A device's link as the judge reads it: connected, last heard some time ago, or not heard."""
    template, number = heard_words(seen)
    return template if number is None else template.replace("%1", str(number))


def heard_words(seen: Seen | None) -> tuple[str, int | None]:
    """``heard_text``'s template (marked for the window's translation, context "view") and its number."""
    if seen is None:
        return QT_TRANSLATE_NOOP("view", "not heard since serving began"), None
    if seen.connected:
        return QT_TRANSLATE_NOOP("view", "connected"), None
    ago = max(0, int(time.time() - seen.last_s))
    if ago < 120:
        return QT_TRANSLATE_NOOP("view", "last heard %1 s ago"), ago
    return QT_TRANSLATE_NOOP("view", "last heard %1 min ago"), ago // 60


def device_token(scope: Scope) -> str | None:
    """A paired device's token by the request's shape alone (it is checked later, on the writer): its table
    stream's ``?device=``, or ``Authorization: Bearer`` on a device's own routes; None: not a device's."""
    path = scope.get("path", "")
    if path.startswith("/api/table/"):
        values = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("device")
        return values[0] if values else None
    if path in ("/api/action", "/api/device"):
        for name, value in scope["headers"]:
            if name == b"authorization":
                return bearer_token(value.decode("latin-1"))
    return None


class HeardDevices:
    """ASGI middleware: notes every request of a paired device's shape in ``heard``."""

    def __init__(self, app: ASGIApp, heard: Heard) -> None:
        self.app, self.heard = app, heard

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        token = device_token(scope) if scope["type"] == "http" else None
        if not token or len(token) > 200:
            await self.app(scope, receive, send)
            return
        digest = token_hash(token)
        if not scope["path"].startswith("/api/table/"):
            self.heard.heard(digest)
            await self.app(scope, receive, send)
            return
        self.heard.opened(digest, 1)
        try:
            await self.app(scope, receive, send)
        finally:
            self.heard.opened(digest, -1)
