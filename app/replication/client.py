"""The one HTTP client for every call a station or a desk makes to a serving Tableside (plain ``http.client``).

Calls: ``page`` (``GET /api/log``, a long poll when ``wait_s`` > 0), ``status`` (``GET /api/status``, the
rank rule's facts), ``join`` and ``act`` (``POST /api/station/action``: a station's join with the judge
code, or any action with its own token). The shapes are ``wire``'s.

One timeout policy: each request waits ``timeout_s`` for its answer, plus the long poll's ``wait_s``;
the caller picks ``timeout_s`` for its purpose (``PROBE_TIMEOUT_S`` for a status, ``SEND_TIMEOUT_S`` for
a station's action, ``ANSWER_TIMEOUT_S`` for the log). One keep-alive connection, opened again after
any failure.

One error mapping, kept apart because callers react differently:

* ``Unreachable``: no usable answer this time (no answer, a dropped connection, a busy or restarting
  server: 429 or 5xx); worth trying again. ``NotSent`` is the part of it where no connection could be
  made at all: the request did not leave this machine.
* ``ServerRefused``: the server said no (4xx), or is not a Tableside serving this (an answer of the
  wrong shape): retrying will not help; stop and say why.

Both carry the HTTP status (None when there was none) and the server's own message, if it gave one.
"""

from __future__ import annotations

import http.client
import socket
import urllib.parse
import uuid
from collections.abc import Mapping

from ..errors import TablesideError
from ..text import QT_TRANSLATE_NOOP, Text
from .wire import (
    COMPARING_HEADER,
    MAX_PAGE,
    Answer,
    LogPage,
    StationAction,
    Status,
    WireError,
    action_to_wire,
    answer_from_wire,
    json_object,
    message_of,
    page_from_wire,
    said_from_wire,
    said_text,
    status_from_wire,
)

MAX_BODY = 64 * 1024 * 1024  # a page of MAX_PAGE entries is far smaller; a server sending more is refused
ANSWER_TIMEOUT_S = 10.0  # the log: a page is read in milliseconds, a busy desk's disk may take seconds
SEND_TIMEOUT_S = 4.0  # a station's action: answered once a standby holds the entry (at most 1 s) or alone
PROBE_TIMEOUT_S = 1.0  # a status on the hall's network answers in milliseconds; a gone one must not hold us up
BUSY = (429, 502, 503, 504)  # the server is there but cannot answer now: try again


class Unreachable(TablesideError):
    """No usable answer this time (the server is gone, restarting or busy); worth trying again."""

    def __init__(self, message: str | Text, *, status: int | None = None, said: str | None = None) -> None:
        super().__init__(message)
        self.status = status  # the HTTP status of a busy answer; None: no answer at all
        self.said = said  # the server's own message, if it gave one


class NotSent(Unreachable):
    """No connection could be made: the request did not leave this machine."""

    def __init__(self, message: str | Text, *, refused: bool = False) -> None:
        super().__init__(message)
        # The address refused the connection: nothing listens there (the fence counts that as "not
        # serving"; a timeout or an unreachable host says nothing).
        self.refused = refused


class ServerRefused(TablesideError):
    """The server refused, or is not serving what was asked: trying again will not help. ``refusal``: the
    server's words as a template and fields (app.text), when it sent them, for the judge's language."""

    def __init__(self, message: str | Text, *, status: int | None = None, said: str | None = None,
                 refusal: Text | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.said = said
        self.refusal = refusal


def split_url(url: str) -> tuple[str, str, int, str]:
    """(scheme, host, port, path prefix) of a server address like http://192.168.1.20:8765/."""
    parts = urllib.parse.urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "{url} is not a server address like http://192.168.1.20:8765/"),
                                  {"url": repr(url)}))
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "{url} has a port that is not a number from 0 to "
                                                                "65535"), {"url": repr(url)})) from None
    return parts.scheme, parts.hostname, port, parts.path.rstrip("/")


class LogClient:
    """One server, one keep-alive connection, every call of the protocol. Not shared between threads
    (``abort`` aside): each reader, prober and sender holds its own."""

    def __init__(self, url: str, token: str = "", timeout_s: float = ANSWER_TIMEOUT_S) -> None:
        self.url = url
        self.scheme, self.host, self.port, self.prefix = split_url(url)
        self.token = token  # "" for the public calls (a status)
        self.timeout_s = timeout_s
        self._conn: http.client.HTTPConnection | None = None
        self.copy_id = uuid.uuid4().hex  # the server tells this copy's acknowledgements from another's

    @property
    def where(self) -> str:
        return f"{self.host}:{self.port}"

    # The calls ------------------------------------------------------------------------------------

    def page(self, after: int, limit: int = MAX_PAGE, wait_s: float = 0.0, *, holding: bool = True) -> LogPage:
        """The entries after ``after``; with ``wait_s`` the server holds the answer until one is committed.
        A page of the wrong shape raises ``WireError`` (the copy stops: the server is not to be trusted).

        ``holding``: this copy holds entries 1..``after`` of the server's chain, and the server may count
        them as stored (its acknowledgement). False for a read that only compares two logs (the rank
        rule's checks, what a stood-down desk lists): the server must not answer "done" on its strength."""
        extra = {} if holding else {COMPARING_HEADER: "compare"}
        _, body = self._request("GET", f"{self.prefix}/api/log?after={after}&limit={limit}&wait={wait_s:g}", wait_s,
                                headers=extra)
        return page_from_wire(body)

    def status(self) -> Status:
        """The server's status (public: no token needed)."""
        _, body = self._request("GET", f"{self.prefix}/api/status")
        status = status_from_wire(self.url, body)
        if status is None:
            raise ServerRefused(Text(QT_TRANSLATE_NOOP("messages", "{server} answered its status with something else"),
                                     {"server": self.where}), status=200)
        return status

    def act(self, action: StationAction) -> Answer:
        """Send a station's action; the desk's answer once it committed it (``ok``, its ``seq``).

        A refusal raises ``ServerRefused`` with the desk's message (``said``); busy or no answer raises
        ``Unreachable`` (send it again, with the same id: the desk commits an id once)."""
        _, body = self._request("POST", f"{self.prefix}/api/station/action", body=action_to_wire(action))
        try:
            return answer_from_wire(body)
        except WireError as err:
            raise ServerRefused(Text(QT_TRANSLATE_NOOP("messages", "{server} is not a Tableside desk serving judge "
                                                                   "stations ({why})"),
                                     {"server": self.where, "why": err.text}), status=200) from None

    def join(self, station: Mapping[str, str]) -> tuple[int, str]:
        """Name this station to the server: a station.join sent as a station's action (``app.hall.station``),
        with the judge code; (the join's seq, the token the server gave this station for what follows)."""
        answer = self.act(StationAction(f"join-{uuid.uuid4().hex}", station["station"], "station.join",
                                        dict(station)))
        if answer.seq is None:
            raise ServerRefused(Text(QT_TRANSLATE_NOOP("messages", "{server} answered a join with something else"),
                                     {"server": self.where}), status=200)
        if answer.station_token is None:
            raise ServerRefused(Text(QT_TRANSLATE_NOOP("messages", "{server} answered a join without a station token"),
                                     {"server": self.where}), status=200)
        return answer.seq, answer.station_token

    # The connection -------------------------------------------------------------------------------

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

    def _connect(self, timeout: float) -> http.client.HTTPConnection:
        if self._conn is None:
            kind = http.client.HTTPSConnection if self.scheme == "https" else http.client.HTTPConnection
            self._conn = kind(self.host, self.port, timeout=timeout)
        conn = self._conn
        conn.timeout = timeout
        if conn.sock is None:
            try:
                conn.connect()
            except OSError as err:
                self.close()
                raise NotSent(Text("{server}: {why}", {"server": self.where, "why": _reason(err)}, context=""),
                              refused=isinstance(err, ConnectionRefusedError)) from None
        sock: socket.socket | None = conn.sock
        if sock is not None:
            # The request goes out in one small packet as soon as it is written, not held back
            # waiting for the ACK of the last one (Nagle): a copy follows entries by the millisecond.
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            sock.settimeout(timeout)
        return conn

    def _request(self, method: str, path: str, wait_s: float = 0.0, body: bytes | None = None,
                 headers: Mapping[str, str] | None = None) -> tuple[int, bytes]:
        """(200, the answer's body); every other outcome raised as ``Unreachable`` or ``ServerRefused``."""
        conn = self._connect(self.timeout_s + wait_s)
        headers = {"Accept": "application/json", "X-Tableside-Copy": self.copy_id, **(headers or {})}
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        if body is not None:
            headers["Content-Type"] = "application/json"
        try:
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
            raise Unreachable(Text("{server}: {why}", {"server": self.where, "why": _reason(err)},
                                   context="")) from None
        if len(answer) > MAX_BODY:
            self.close()
            raise ServerRefused(Text(QT_TRANSLATE_NOOP("messages", "{server} sent an answer over {mb} MB"),
                                     {"server": self.where, "mb": MAX_BODY // 2**20}), status=status)
        if status == 200:
            return status, answer
        self.close()
        said = message_of(answer)
        refusal = refusal_of(answer) if said else None
        # The server's own words (a template the judge's window translates, or a marked sentence looked up)
        shown = refusal or (Text(said, {}) if said else
                            Text(QT_TRANSLATE_NOOP("messages", "it is not a Tableside server serving its log")))
        where = {"server": self.where, "status": status, "why": shown}
        if status in BUSY or status >= 500:
            raise Unreachable(Text(QT_TRANSLATE_NOOP("messages", "{server} is busy ({status}): {why}"), where),
                              status=status, said=said)
        if status == 404:
            raise ServerRefused(Text(QT_TRANSLATE_NOOP("messages", "{server} serves no event log (it is not "
                                                                   "tableside serve, or an older Tableside)"),
                                     {"server": self.where}), status=status, said=said)
        raise ServerRefused(Text(QT_TRANSLATE_NOOP("messages", "{server} refused ({status}): {why}"), where),
                            status=status, said=said, refusal=refusal)


def refusal_of(body: bytes) -> Text | None:
    """The refusal's template and fields an answer carries (``wire.said_from_wire``), as a ``Text``: its
    ``said`` when it holds a sentence, a place or a view's word in turn (``wire.said_text``)."""
    try:
        value = json_object(body)
    except WireError:
        return None
    nested_said = said_text(value["said"]) if isinstance(value.get("said"), dict) else None
    if nested_said is not None:
        return nested_said
    found = said_from_wire(value)
    return Text(found[0], found[1]) if found is not None else None


def _reason(err: BaseException) -> str | Text:
    if isinstance(err, (TimeoutError, socket.timeout)):
        return Text(QT_TRANSLATE_NOOP("messages", "no answer in time"))
    return getattr(err, "strerror", None) or str(err) or type(err).__name__
