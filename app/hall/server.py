"""The hall's web server: a Starlette app over a ``Backend`` (the one writer) and a ``Hub`` (the views).

The routes, their answers and their limits are protocol.md's ("The device API", "Judge stations"). A
write is checked on the writer exactly as ``tableside apply`` checks it and answered only once it is on
disk; when whether it was written is not known the answer is 503 with ``"known": false``, and a retry
of the same id joins the commit under way (``inflight``): done at most once.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Awaitable, Callable, Hashable
from pathlib import Path
from typing import Any, TypeVar

from starlette.applications import Starlette
from starlette.middleware.gzip import GZipMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .. import paths
from ..event.state import Device, EventState
from ..replication.logfeed import FENCED, LogFeed, log_routes
from ..replication.wire import bearer_token
from ..text import QT_TRANSLATE_NOOP, Text
from . import checkin_route, seat_route
from .capacity import Capacity, StreamCaps, Ticket
from .gate import (
    MAX_BODY,
    NOT_PAIRED,
    UNPAIRED,
    Desk,
    Gate,
    Outcome,
    not_known,
    on_device,
    parse_action,
    refusal,
    too_large,
)
from .gzip_sse import LEVEL, SharedDeflate, accepts_gzip
from .heard import Heard, HeardDevices, device_token
from .hub import Follower, Hub
from .inflight import InFlight, Stopping
from .pairing import MAX_PAIR_BODY, PairingCodes, code_of
from .ratelimit import RateLimit
from .sse import EventStream
from .station import StationRequest, handle_station, parse_station_action
from .writer import Backend

R = TypeVar("R")
Endpoint = Callable[[Request], Awaitable[Response]]
HEARTBEAT_S = 1.0  # table devices: one a second, so a device says "no connection" within 2.5 s
HALL_HEARTBEAT_S = 3.0  # players' pages (hundreds of them): the page says "reconnecting…" after 8 s of silence
# How long a request waits for the writer before its answer is "not known yet" (the job stays queued).
# TABLESIDE_WRITER_TIMEOUT_S: for the end-to-end tests, which stall a real writer for seconds, not tens.
WRITER_TIMEOUT_S = float(os.environ.get("TABLESIDE_WRITER_TIMEOUT_S") or 10.0)
GZIP_MIN_BYTES = 500  # smaller answers (a status, a refusal) gain less than gzip's own 18 bytes and a round of CPU
PAIRING_REFUSED = QT_TRANSLATE_NOOP("messages", "this pairing code is unknown, used or expired: ask the judge to "
                                                "pair this device again")
SECURITY_HEADERS = [
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (b"content-security-policy",
     # connect-src reaches other stations: a page whose server is gone asks each known station's
     # /api/status (public, read-only) for the one holding the event, then goes there itself.
     b"default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self' http: https:"),
]


def refuse(status: int, message: str | Text, headers: dict[str, str] | None = None) -> JSONResponse:
    """A refusal: its plain English ``message``, with its template and fields beside it (``gate.refusal``)
    for the pages to say it in the phone's language."""
    return answered(refusal(status, message), headers)


def answered(outcome: Outcome, headers: dict[str, str] | None = None) -> JSONResponse:
    return JSONResponse(outcome.body(), status_code=outcome.status,
                        headers={"cache-control": "no-store", **(headers or {})})


def hall_full(retry_after_s: int) -> JSONResponse:
    """A stream refused at the cap: closed at once, so its descriptor is back before the next request."""
    return refuse(503, Text(QT_TRANSLATE_NOOP("messages", "the hall is full right now: this page will try again "
                                                          "in {seconds} s"), {"seconds": retry_after_s}),
                  {"retry-after": str(retry_after_s), "connection": "close"})


class Guard:
    """ASGI middleware: the rate limit per address, and headers that keep pages from being framed."""

    def __init__(self, app: ASGIApp, limit: RateLimit, device_limit: RateLimit,
                 exempt: Callable[[Scope], bool], early: Callable[[Scope, str], Response | None]) -> None:
        self.app = app
        self.limit = limit
        # A paired device's requests, in buckets of their own: the players' pages behind one router
        # cannot use up the tablets'. A forged token only spends this bucket, and is refused on the writer.
        self.device_limit = device_limit
        self.exempt = exempt  # requests the limit does not count (a standby copy with its token)
        # A refusal known from the path and address alone (a players' stream at its cap), answered here:
        # a crowd's refused pages then cost the loop no routing, and a judge's request waits less behind them.
        self.early = early

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        client = scope.get("client")
        address = client[0] if client else "?"
        limit = self.device_limit if device_token(scope) is not None else self.limit
        if not self.exempt(scope) and not limit.allow(address):
            response = refuse(429, QT_TRANSLATE_NOOP("messages", "too many requests from this address: wait a "
                                                                 "second and try again"),
                              {"connection": "close"})  # its descriptor back now, not after keep-alive
            await response(scope, receive, send)
            return
        refusal = self.early(scope, address)
        if refusal is not None:
            await refusal(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = list(message.get("headers", [])) + SECURITY_HEADERS
            await send(message)

        await self.app(scope, receive, send_with_headers)


async def read_body(request: Request, most: int = MAX_BODY) -> bytes | None:
    """The body, or None once it grows past ``most`` bytes (read no further)."""
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > most):
        return None
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > most:
            return None
    return bytes(body)


def make_app(backend: Backend, hub: Hub, *, limit: RateLimit | None = None,
             heartbeat_s: float = HEARTBEAT_S, hall_heartbeat_s: float = HALL_HEARTBEAT_S,
             web: Path | None = None, log: LogFeed | None = None,
             pairing: PairingCodes | None = None, capacity: Capacity | None = None,
             device_limit: RateLimit | None = None, heard: Heard | None = None,
             directory: Callable[[], dict[str, Any]] | None = None) -> Starlette:
    """The hall's app. ``hub`` must be published to from the loop the app runs on. ``pairing``: the
    desk's pairing codes (none given: every code is refused). ``capacity``: the stream caps (by default
    from the open-files limit, raised as far as it goes). ``heard``: when each device was last heard (``heard``)."""
    folder = web or paths.resources_dir() / "web"
    limit = limit if limit is not None else RateLimit()
    device_limit = device_limit if device_limit is not None else RateLimit()
    caps = StreamCaps(capacity or Capacity.raised())
    retry_after_s = caps.capacity.retry_after_s

    async def on_writer(job: Callable[..., Any]) -> Any:
        return await asyncio.wait_for(asyncio.wrap_future(backend.run(job)), WRITER_TIMEOUT_S)

    async def on_writer_or_unknown(job: Callable[..., Outcome]) -> Outcome:
        try:
            return await on_writer(job)  # type: ignore[no-any-return]
        except TimeoutError:
            return not_known()

    stopping = Stopping()  # set as the server stops (ServerThread.stop): long waits answer at once
    inflight = InFlight(WRITER_TIMEOUT_S, stopping)  # actions being committed: a retry joins its commit

    def page(name: str) -> Callable[[Request], Awaitable[Response]]:
        async def serve(request: Request) -> Response:
            return FileResponse(folder / name, headers={"cache-control": "no-cache"})
        return serve

    def address(request: Request) -> str:
        return request.client.host if request.client else "?"

    async def hall_once(request: Request) -> Response:
        headers = {"cache-control": "no-store"}
        if caps.players_full(address(request)):  # the page falling back on this learns when to try again
            headers["retry-after"] = str(retry_after_s)
        return Response(hub.hall_message(), media_type="application/json", headers=headers)

    async def others(request: Request) -> Response:
        found = directory() if directory is not None else {"events": [], "found": False}
        return JSONResponse(found, headers={"cache-control": "no-store"})

    async def favicon(request: Request) -> Response:
        return FileResponse(paths.resources_dir() / "icons" / "tableside-32.png", media_type="image/png",
                            headers={"cache-control": "max-age=86400"})

    stream_headers = {"cache-control": "no-store", "x-accel-buffering": "no"}
    shared = SharedDeflate()  # every stream's messages, deflated once for all the pages that take gzip

    def pack(request: Request) -> SharedDeflate | None:
        return shared if accepts_gzip(request.headers.get("accept-encoding")) else None

    async def hall_events(request: Request) -> Response:
        ticket = caps.admit_player(address(request))
        if ticket is None:
            return hall_full(retry_after_s)
        return EventStream(Follower(hub, "hall", hall_heartbeat_s), stream_headers, pack(request), ticket.release)

    async def status(request: Request) -> Response:
        # Public, and readable from a page served by another station (players' pages and devices
        # probe every station they know of for the one serving the highest epoch).
        headers = {"cache-control": "no-store", "access-control-allow-origin": "*"}
        if not hub.status:
            return refuse(503, QT_TRANSLATE_NOOP("messages", "the event is still opening: try again"), headers)
        return Response(hub.status_message(), media_type="application/json", headers=headers)

    async def device_ticket(token: str, number: int) -> Ticket | None:
        """A place among the devices' streams for a device paired to table ``number``, or None. The token is
        read on the writer: a revocation holds from the next request."""
        try:
            device: str | None = await on_writer(lambda desk, gate: on_device(
                desk, token, lambda state, found: found.id if found.table == number else None))
        except TimeoutError:
            return None
        return caps.admit_device(device) if device is not None else None

    async def table_events(request: Request) -> Response:
        number = request.path_params["number"]
        if not 1 <= number <= 10_000:
            return refuse(404, QT_TRANSLATE_NOOP("messages", "there is no such table"))
        token = request.query_params.get("device")
        # Without a token (or with one not paired here) it is a page like the players': capped as theirs.
        ticket = (await device_ticket(token, number) if token else None) or caps.admit_player(address(request))
        if ticket is None:
            return hall_full(retry_after_s)
        return EventStream(Follower(hub, f"table:{number}", heartbeat_s), stream_headers, pack(request),
                           ticket.release)

    def device_read(read: Callable[[EventState, Device], dict[str, Any]]) -> Endpoint:
        """A paired device's GET: ``read`` on the writer, for the device its bearer token names."""
        async def endpoint(request: Request) -> Response:
            token = bearer_token(request.headers.get("authorization"))
            if token is None:
                return refuse(401, NOT_PAIRED)
            try:
                found = await on_writer(lambda desk, gate: on_device(desk, token, read))
            except TimeoutError:
                return refuse(503, QT_TRANSLATE_NOOP("messages", "the judge's desk is busy: try again"))
            if found is None:
                return refuse(403, UNPAIRED)
            return JSONResponse(found, headers={"cache-control": "no-store"})
        return endpoint

    async def write_answer(outcome: Outcome) -> Response:
        """A write's answer, given once a following copy holds it (protocol.md): a check-in or a seat code's
        action is as lost as a device's if the desk dies before a copy has it."""
        answer = outcome.body()
        if log is not None and outcome.status == 200 and outcome.seq is not None:
            answer["standby"] = await log.stored(outcome.seq)
            if answer["standby"] == FENCED:  # a station took over: "not known yet", never "done"
                return log.fenced_answer()
        return JSONResponse(answer, status_code=outcome.status, headers={"cache-control": "no-store"})

    def post(parse: Callable[[bytes, str | None], R | Outcome], handle: Callable[[Desk, Gate, R], Outcome],
             retry_key: Callable[[R], Hashable] | None = None) -> Endpoint:
        """A write: the body (bounded) and its shape on the loop, then ``handle`` on the writer. With a
        ``retry_key`` a retry joins the commit under way (``inflight``). Every answer waits for a copy."""
        async def endpoint(request: Request) -> Response:
            body = await read_body(request)
            if body is None:
                return refuse(413, too_large(MAX_BODY))
            parsed = parse(body, request.headers.get("authorization"))
            if isinstance(parsed, Outcome):
                return answered(parsed)
            request_: R = parsed

            def job(desk: Desk, gate: Gate) -> Outcome:
                return handle(desk, gate, request_)

            if retry_key is None:
                return await write_answer(await on_writer_or_unknown(job))
            return await write_answer(await inflight.answer(retry_key(request_), lambda: backend.run(job)))
        return endpoint

    def station_act(desk: Desk, gate: Gate, request: StationRequest) -> Outcome:
        assert log is not None
        done = handle_station(desk, gate, request)
        # On the writer, before the answer leaves: a station that just joined reads with its new token next.
        log.keys.take_if_changed(desk.state, done.entries)
        return done

    def station_routes(log: LogFeed) -> list[Route]:
        action = post(lambda body, authorization: parse_station_action(body, authorization, log.token),
                      station_act, lambda r: ("station", r.station, r.action_id))
        return [*log_routes(log, stopping), Route("/api/station/action", action, methods=["POST"])]

    codes = pairing if pairing is not None else PairingCodes()

    async def pair(request: Request) -> Response:
        """A table page's one-time code exchanged for its token, once: from the desk's memory, never the
        writer (the pairing was logged when the code was made)."""
        body = await read_body(request, MAX_PAIR_BODY)
        if body is None:
            return refuse(413, QT_TRANSLATE_NOOP("messages", "that is not a pairing code: scan the QR code on the "
                                                             "judge's desk"))
        code = code_of(body)
        if code is None:
            return refuse(400, Text(QT_TRANSLATE_NOOP("messages", "the request must be JSON like {example} from the "
                                                                  "QR code on the judge's desk"),
                                    {"example": '{"code": "…"}'}))
        redeemed = codes.redeem(code)
        if redeemed is None:
            return refuse(403, PAIRING_REFUSED)
        return JSONResponse({"ok": True, "device": redeemed.device, "table": redeemed.table, "token": redeemed.token},
                            headers={"cache-control": "no-store"})

    async def not_found(request: Request, exc: Exception) -> Response:
        return refuse(404, QT_TRANSLATE_NOOP("messages", "there is nothing here"))

    async def not_allowed(request: Request, exc: Exception) -> Response:
        return refuse(405, QT_TRANSLATE_NOOP("messages", "that method is not allowed here (the players' page only "
                                                         "reads)"))

    routes = [
        Route("/", page("players.html")),
        Route("/table", page("table.html")),
        Route("/favicon.ico", favicon),
        Route("/api/hall", hall_once),
        Route("/api/status", status),
        Route("/api/directory", others),
        Route("/api/hall/events", hall_events),
        Route("/api/table/{number:int}/events", table_events),
        Route("/api/device", device_read(lambda state, device: {"ok": True, "device": device.id,
                                                                 "table": device.table})),
        Route("/api/seatcodes", device_read(seat_route.read_codes)),
        Route("/api/action", post(parse_action, lambda desk, gate, r: gate.handle(desk, r),
                                  lambda r: (r.token, r.action_id)), methods=["POST"]),
        Route("/api/pair", pair, methods=["POST"]),
        *(Route(path, post(parse, handle), methods=["POST"])
          for path, parse, handle in (*checkin_route.ROUTES, *seat_route.ROUTES)),
        *(station_routes(log) if log is not None else []),
        Mount("/static", StaticFiles(directory=folder)),
    ]
    app = Starlette(routes=routes, exception_handlers={404: not_found, 405: not_allowed})
    app.state.stopping = stopping
    full = hall_full(retry_after_s)  # the same answer every time: built once

    def early(scope: Scope, address: str) -> Response | None:
        return full if scope["path"] == "/api/hall/events" and caps.players_full(address) else None

    if heard is not None:
        app.add_middleware(HeardDevices, heard=heard)
    app.add_middleware(GZipMiddleware, minimum_size=GZIP_MIN_BYTES, compresslevel=LEVEL)
    app.add_middleware(Guard, limit=limit, device_limit=device_limit,
                       exempt=log.exempt if log is not None else lambda scope: False, early=early)
    return app

