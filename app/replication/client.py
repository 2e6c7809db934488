"""Asks a serving Tableside for pages of its log: ``GET /api/log`` over plain ``http.client``.

Two kinds of failure, kept apart because the copy reacts differently: ``Unreachable`` (no answer,
a dropped connection, a busy or restarting server: try again later) and ``ServerRefused`` (the
server said no, or is not a Tableside serving this log: retrying will not help, stop and say why).
"""

from __future__ import annotations

import http.client
import json
import socket
import urllib.parse
import uuid

from ..errors import TablesideError
from .wire import MAX_PAGE, LogPage, page_from_wire

MAX_BODY = 64 * 1024 * 1024  # a page of MAX_PAGE entries is far smaller; a server sending more is refused


class Unreachable(TablesideError):
    """No usable answer this time (the server is gone, restarting or busy); worth trying again."""


class ServerRefused(TablesideError):
    """The server refused, or is not serving a log: trying again will not help."""


def split_url(url: str) -> tuple[str, str, int, str]:
    """(scheme, host, port, path prefix) of a server address like http://192.168.1.20:8765/."""
    parts = urllib.parse.urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise TablesideError(f"{url!r} is not a server address like http://192.168.1.20:8765/")
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        raise TablesideError(f"{url!r} has a port that is not a number from 0 to 65535") from None
    return parts.scheme, parts.hostname, port, parts.path.rstrip("/")


class LogClient:
    """One keep-alive connection to the server, opened again after any failure."""

    def __init__(self, url: str, token: str, timeout_s: float = 10.0) -> None:
        self.scheme, self.host, self.port, self.prefix = split_url(url)
        self.token = token
        self.timeout_s = timeout_s
        self._conn: http.client.HTTPConnection | None = None
        self.copy_id = uuid.uuid4().hex  # the server tells this copy's acknowledgements from another's

    def page(self, after: int, limit: int = MAX_PAGE, wait_s: float = 0.0) -> LogPage:
        body = self._get(f"{self.prefix}/api/log?after={after}&limit={limit}&wait={wait_s:g}", wait_s)
        return page_from_wire(body)

    def join(self, station: dict[str, str]) -> tuple[int, str]:
        """Name this station to the server: a station.join sent as a station's action (``app.hall.station``),
        with the judge code; (the join's seq, the token the server gave this station for what follows)."""
        action = {"id": f"join-{uuid.uuid4().hex}", "station": station["station"], "kind": "station.join",
                  "data": station}
        body = self._request("POST", f"{self.prefix}/api/station/action", 0.0, json.dumps(action).encode("utf-8"))
        try:
            answer = json.loads(body)
            seq, token = int(answer["seq"]), answer["station_token"]
        except (ValueError, KeyError, TypeError):
            raise ServerRefused(f"{self.host}:{self.port} answered a join with something else") from None
        if not isinstance(token, str) or not 20 <= len(token) <= 200:
            raise ServerRefused(f"{self.host}:{self.port} answered a join without a station token")
        return seq, token

    def close(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            conn.close()

    def abort(self) -> None:
        """From another thread: end a request under way at once (a long poll), as a lost connection."""
        conn = self._conn
        sock = conn.sock if conn is not None else None
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def _get(self, path: str, wait_s: float) -> bytes:
        return self._request("GET", path, wait_s)

    def _request(self, method: str, path: str, wait_s: float, body: bytes | None = None) -> bytes:
        if self._conn is None:
            kind = http.client.HTTPSConnection if self.scheme == "https" else http.client.HTTPConnection
            self._conn = kind(self.host, self.port, timeout=self.timeout_s + wait_s)
        conn = self._conn
        conn.timeout = self.timeout_s + wait_s
        try:
            if conn.sock is None:
                conn.connect()
            sock: socket.socket | None = conn.sock
            if sock is not None:
                # The request goes out in one small packet as soon as it is written, not held back
                # waiting for the ACK of the last one (Nagle): a copy follows entries by the millisecond.
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                sock.settimeout(conn.timeout)
            headers = {"Authorization": f"Bearer {self.token}", "Accept": "application/json",
                       "X-Tableside-Copy": self.copy_id}
            if body is not None:
                headers["Content-Type"] = "application/json"
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
            answer = response.read(MAX_BODY + 1)
            if response.length and len(answer) <= MAX_BODY:
                # read(n) returns what came before the connection dropped (a server killed mid-answer)
                # without complaint: a body shorter than announced is a dropped connection, not an answer.
                raise http.client.IncompleteRead(answer, response.length)
            status = response.status
        except (OSError, http.client.HTTPException) as err:
            self.close()
            reason = "no answer in time" if isinstance(err, (TimeoutError, socket.timeout)) else (
                getattr(err, "strerror", None) or str(err) or type(err).__name__)
            raise Unreachable(f"{self.host}:{self.port}: {reason}") from None
        if len(answer) > MAX_BODY:
            self.close()
            raise ServerRefused(f"{self.host}:{self.port} sent an answer over {MAX_BODY // 2**20} MB")
        if status == 200:
            return answer
        if status in (429, 502, 503, 504) or status >= 500:
            self.close()
            raise Unreachable(f"{self.host}:{self.port} is busy ({status}): {_message(answer)}")
        self.close()
        if status == 404:
            raise ServerRefused(f"{self.host}:{self.port} serves no event log (it is not tableside serve, "
                                "or an older Tableside)")
        raise ServerRefused(f"{self.host}:{self.port} refused ({status}): {_message(answer)}")


def _message(body: bytes) -> str:
    try:
        value = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return "it is not a Tableside server serving its log"
    if isinstance(value, dict) and isinstance(value.get("message"), str):
        return str(value["message"])[:300]
    return "it is not a Tableside server serving its log"
