"""The event log, served to standby copies: ``GET /api/log`` (a page of entries) and ``GET /api/log/head``.

* ``GET /api/log?after=N&limit=L&wait=S``: the entries after seq N, in order, at most L of them
  (at most ``wire.MAX_PAGE``), with the head and the hash of entry N (``wire.page_to_wire``). When
  there is nothing after N, the answer waits up to S seconds (at most ``MAX_WAIT_S``) for the next
  commit: a long poll, so a copy hears of an entry as soon as it is on disk.
* ``GET /api/log/head``: ``{"ok": true, "seq": ..., "hash": ...}``.

Both need, in ``Authorization: Bearer``, the standby token (the judge code: a standby copy started
with ``tableside replicate``, or a station before it has joined) or a joined station's own token,
while it is not revoked (``station_keys``). The log is no secret the way a device token is (the
players' page shows the results), but it holds everything: every device's token hash, every
correction, the judge's own actions. So it is read only by whoever the judge gave the code to
(``tableside serve`` prints it); without a token the server offers no log at all. A new judge code
(``rotate``) stops the old one at once; the stations' own tokens keep working.

The log is read on its own thread with its own read-only connection (SQLite's WAL lets a reader
work beside the one writer without ever blocking it), never on the writer and never on the loop.
The writer calls ``LogFeed.committed`` (through the loop) after each durable commit, which wakes
the waiting long polls.

While a copy follows, nothing the desk commits reaches a screen before a copy holds it (bounded by
``SYNC_TIMEOUT_S``): an action's answer waits in ``stored`` (or ``stored_blocking``), and the views
pushed to pages and devices wait in ``hold``, on the loop, so the writer never waits for them. That
covers the entries nobody asked for, the time-outs the clocks log by themselves.

An answer no copy stored ("alone" or "none") passes the fence first (``fence``): the desk asks
the stations its log names whether one took the event over; if one did, the answer is ``FENCED`` (the
route answers "not known yet: go to the new holder", never "done") and ``on_fenced`` stands the desk down.
It is ``FENCED`` too ("not known yet: send it again", the desk serving on) when a station asked gave no
positive answer, when the positive verdict is older than ``fence.FENCE_VALID_S`` by the time the answer
would leave (the lease), and, for a device's or a station's action, when a joined station's copy follows
this desk without holding the entry yet (that station could take over without it).
"""

from __future__ import annotations

import asyncio
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Protocol

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import Scope

from ..event.state import EventState
from ..eventlog.entry import GENESIS_HASH
from ..eventlog.store import LogStore
from ..text import QT_TRANSLATE_NOOP, Text
from .fence import FENCE_VALID_S, UNSURE_MESSAGE, Verdict, fenced_message
from .station_keys import StationKeys
from .wire import (
    COMPARING_HEADER,
    MAX_PAGE,
    LogPage,
    Status,
    bearer_token,
    head_to_wire,
    page_to_wire,
    refusal_to_wire,
    wire_fields,
)

MAX_WAIT_S = 20.0  # a long poll's longest wait: a copy then asks again (and sees a server that died quietly)
MAX_AFTER = 10**12
SYNC_TIMEOUT_S = 1.0  # an action's answer waits at most this long for a copy to store it
COPY_LIVE_S = MAX_WAIT_S + 10  # a copy not heard from for this long is no longer following
FENCED = "fenced"  # a station took the event over: the action is not answered done here


class Stopping(Protocol):
    """The server's "stopping" signal (``app.hall.inflight.Stopping``): a long poll ends when it is done."""

    def future(self) -> asyncio.Future[None]: ...


class LogSource(Protocol):
    def read(self, after: int, limit: int) -> Future[LogPage]:
        """A page of entries after ``after`` (a Future: the read runs wherever the store lives)."""
        ...


def read_page(store: LogStore, after: int, limit: int) -> LogPage:
    entries = tuple(store.entries_page(after, limit))
    last = store.last()  # read after the page: the head is at or past its last entry
    head_seq, head_hash = (last.seq, last.hash) if last is not None else (0, GENESIS_HASH)
    if entries:
        after_hash: str | None = entries[0].prev_hash
    elif after == 0:
        after_hash = GENESIS_HASH
    elif after == head_seq:
        after_hash = head_hash
    elif after < head_seq:  # committed between the two reads: look the entry up
        found = store.entries_page(after - 1, 1)
        after_hash = found[0].hash if found else None
    else:  # past the head: this log has no entry ``after`` (the copy is of another log, or ahead of it)
        after_hash = None
    return LogPage(after, after_hash, head_seq, head_hash, entries)


class StoreLog:
    """Reads a store opened by ``opener`` on one thread of its own (an SQLite connection stays on its thread)."""

    def __init__(self, opener: Callable[[], LogStore]) -> None:
        self._opener = opener
        self._store: LogStore | None = None
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="tableside-log-reader")

    def read(self, after: int, limit: int) -> Future[LogPage]:
        return self._pool.submit(self._read, after, limit)

    def _read(self, after: int, limit: int) -> LogPage:
        if self._store is None:
            self._store = self._opener()
        return read_page(self._store, after, limit)

    def close(self) -> None:
        def shut() -> None:
            if self._store is not None:
                self._store.close()
                self._store = None

        self._pool.submit(shut)
        self._pool.shutdown(wait=True)


class InlineLog:
    """Reads a store on the caller's thread (an in-memory store in tests)."""

    def __init__(self, store: LogStore) -> None:
        self.store = store

    def read(self, after: int, limit: int) -> Future[LogPage]:
        future: Future[LogPage] = Future()
        try:
            future.set_result(read_page(self.store, after, limit))
        except BaseException as err:  # noqa: BLE001 - handed to the awaiting handler
            future.set_exception(err)
        return future


class LogFeed:
    """The log's routes' state on the server loop: the source, the token, and who waits for a commit."""

    def __init__(self, source: LogSource, token: str, say: Callable[[Text], None] = lambda _: None,
                 state: EventState | None = None) -> None:
        """``state``: the event as it stands, when already open (else its owner calls ``keys.take``)."""
        if not token:
            raise ValueError("a served log needs a standby token")
        self.source = source
        self.token = token  # the judge code: read on the loop at each request, replaced whole by ``rotate``
        self.keys = StationKeys()  # the joined stations' tokens, refreshed by whoever owns the session
        if state is not None:
            self.keys.take(state)
        self.version = 0
        self._waiter: asyncio.Future[None] | None = None
        self.say = say  # tells the desk when actions stop or start waiting for a copy (in its reader's language)
        self.copies: dict[str, tuple[int, float]] = {}  # copy id -> (the last seq it holds, when it asked)
        self.copy_station: dict[str, str] = {}  # copy id -> the joined station whose token it reads with
        self.alone = False  # no copy stored an entry in time: answer without waiting until one catches up
        self._waited_for = 0  # the highest seq an answer waited for
        self._stored_waiter: asyncio.Future[None] | None = None
        # The desk's own clicks wait on the window's thread (``stored_blocking``), the devices' on the
        # loop: this guards what both read (the copies, "alone") and wakes the window's wait.
        self._lock = threading.Condition()
        self.timeout = SYNC_TIMEOUT_S  # how long a view waits for a copy in ``hold``
        # Views waiting for a copy (on the loop), in the order the writer made them: (seq, since, fn, args).
        self._held: deque[tuple[int, float, Callable[..., Any], tuple[Any, ...]]] = deque()
        self._held_timer: asyncio.TimerHandle | None = None
        self._held_loop: asyncio.AbstractEventLoop | None = None
        # The fence (``fence``): ``fence`` asks the stations (blocking, bounded), set by the owner.
        self.fence: Callable[[], Verdict] | None = None
        self.on_fenced: Callable[[Status], None] = lambda _: None
        self.fenced_by: Status | None = None  # once set, nothing more is answered done here
        self.clock: Callable[[], float] = time.monotonic
        self._unchecked_said = False
        self._fence_last: tuple[float, Verdict] | None = None  # (when the asking began, what it found)
        self._fence_running: tuple[float, asyncio.Future[Verdict]] | None = None

    def committed(self) -> None:
        """An entry is on disk (called on the loop): wake every long poll."""
        self.version += 1
        waiter, self._waiter = self._waiter, None
        if waiter is not None and not waiter.done():
            try:
                waiter.set_result(None)
            except RuntimeError:  # its loop is gone (a server stopped and started again)
                pass

    async def wait(self, version: int, timeout: float, stop: asyncio.Future[None] | None = None) -> None:
        """Until an entry is committed, ``timeout`` passes, or ``stop`` is done (the server stops)."""
        if self.version != version or timeout <= 0 or stop is not None and stop.done():
            return
        loop = asyncio.get_running_loop()
        if self._waiter is None or self._waiter.done() or self._waiter.get_loop() is not loop:
            self._waiter = loop.create_future()
        await asyncio.wait({self._waiter} if stop is None else {self._waiter, stop}, timeout=timeout,
                           return_when=asyncio.FIRST_COMPLETED)

    def heard(self, copy: str, held: int, now: float, station: str | None = None) -> None:
        """A copy asked for the entries after ``held``: it holds (durably) every entry up to there.
        ``station``: the joined station whose own token it read with (a station that could take over)."""
        with self._lock:
            before = self.copies.get(copy, (0, now))[0]
            self.copies[copy] = (max(before, held), now)
            if station is not None:
                self.copy_station[copy] = station
            back = self.alone and held >= self._waited_for
            if back:
                self.alone = False
            self._lock.notify_all()
        if back:
            self.say(Text(QT_TRANSLATE_NOOP("messages", "a standby copy holds every entry (to {held}): actions wait "
                                                        "for it again"), {"held": held}))
        if self._held:
            self._release()  # the views go out before the answers that waited for the same entry
        waiter, self._stored_waiter = self._stored_waiter, None
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    def _stored_up_to(self, now: float) -> int | None:
        """The most any live copy holds, or None when no copy is following."""
        live = [held for held, seen in self.copies.values() if now - seen <= COPY_LIVE_S]
        return max(live) if live else None

    def stations_behind(self, seq: int, now: float) -> list[str]:
        """The joined stations whose copy follows (heard within ``COPY_LIVE_S``) but holds no entry ``seq`` yet,
        nor does any other copy of theirs: each could take the event over without it."""
        with self._lock:
            holding: dict[str, bool] = {}
            for copy, station in self.copy_station.items():
                held, seen = self.copies.get(copy, (0, float("-inf")))
                if now - seen <= COPY_LIVE_S:
                    holding[station] = holding.get(station, False) or held >= seq
            return sorted(station for station, has in holding.items() if not has)

    def _ready(self, seq: int) -> bool:
        """(Under the lock.) Whether what shows entry ``seq`` may go out now: a copy holds it, no copy
        is following, or the server carries on alone."""
        held = self._stored_up_to(time.monotonic())
        return held is None or held >= seq or self.alone

    def hold(self, seq: int, fn: Callable[..., Any], *args: Any) -> None:
        """On the loop: run ``fn(*args)`` (views that show the log up to entry ``seq``, for the hub)
        once a following copy holds that entry, at most ``timeout`` later (then the server carries on
        alone and says so, as ``stored`` does). Views keep their order: one made later waits behind.

        The writer hands every view over through here, so it never waits itself: a time-out the
        clocks logged reaches no page or device before a copy holds it, and the writer goes on with
        the next device's action meanwhile.
        """
        loop = asyncio.get_running_loop()
        if self._held_loop is not loop:  # a server started again: the old loop's views are gone with it
            self._held.clear()
            self._held_timer = None
            self._held_loop = loop
        if not self._held:
            with self._lock:
                ready = self._ready(seq)
                if not ready:
                    self._waited_for = max(self._waited_for, seq)
            if ready:
                fn(*args)
                return
        else:
            with self._lock:
                self._waited_for = max(self._waited_for, seq)
        self._held.append((seq, loop.time(), fn, args))
        if self._held_timer is None:
            self._held_timer = loop.call_later(self.timeout, self._late)

    def _release(self) -> None:
        """On the loop: send the held views a copy now holds (or that wait no longer), in order."""
        loop = self._held_loop
        if self.fenced_by is not None:  # a station took over: what this desk wrote since is shown nowhere
            self._held.clear()
        while self._held:
            seq, _, fn, args = self._held[0]
            with self._lock:
                if not self._ready(seq):
                    break
            self._held.popleft()
            if loop is not None:
                loop.call_soon(fn, *args)  # in order, each on its own (one failing stops no other)
        if self._held_timer is not None:
            self._held_timer.cancel()
            self._held_timer = None
        if self._held and loop is not None:
            _, since, _, _ = self._held[0]
            self._held_timer = loop.call_at(since + self.timeout, self._late)

    def _late(self) -> None:
        """The oldest held view waited its limit: carry on alone (said once) and send every view."""
        self._held_timer = None
        if self._held:
            with self._lock:
                ready = self._ready(self._held[0][0])
            if not ready:
                self._carry_on_alone(self._held[0][0], self.timeout)
            self._release()

    async def stored(self, seq: int, timeout: float = SYNC_TIMEOUT_S) -> str:
        """Wait (bounded) until a following copy holds entry ``seq``: synchronous replication.

        "stored": a copy holds it, and so does every joined station's following copy; "alone": not in time
        (the server carries on alone,
        says so once, and waits again once a copy has caught up); "none": no copy is following;
        ``FENCED``: a station took the event over (checked before "alone" or "none" is answered).
        """
        since = self.clock()  # after the entry was written: only an asking begun from here covers it
        if self.fenced_by is not None:
            return FENCED
        result = await self._stored(seq, timeout)
        if self.fenced_by is not None:
            return FENCED
        if result == "stored" or self.fence is None:
            return result
        started, verdict = await self._fence_since(since)
        return self._judge(verdict, result, started, seq)

    async def _fence_since(self, since: float) -> tuple[float, Verdict]:
        """(when the asking began, the fence's verdict) from an asking begun at or after ``since``;
        concurrent answers share one."""
        loop = asyncio.get_running_loop()
        last = self._fence_last
        if last is not None and last[0] >= since:
            return last
        running = self._fence_running
        if running is None or running[0] < since or running[1].get_loop() is not loop:
            started = self.clock()
            running = self._fence_running = (started, loop.run_in_executor(None, self._ask_fence))
        verdict = await asyncio.shield(running[1])
        if self._fence_last is None or self._fence_last[0] < running[0]:
            self._fence_last = (running[0], verdict)
        if self._fence_running is running:
            self._fence_running = None
        return running[0], verdict

    def _ask_fence(self) -> Verdict:
        assert self.fence is not None
        try:
            return self.fence()
        except Exception as err:  # noqa: BLE001 - not asked is not known: never answered "done", said on the desk
            self.say(Text(QT_TRANSLATE_NOOP("messages", "could not ask the stations whether one took over "
                                                        "({error}): answering 'not known yet'"), {"error": str(err)}))
            return Verdict(None, 1, 0, failed=True)

    def _judge(self, verdict: Verdict, result: str, started: float | None = None, seq: int | None = None) -> str:
        """The answer after the fence: ``FENCED`` (said and handed to ``on_fenced`` once; or "not known yet"),
        or ``result``: only when every station asked answered positively, the asking began at most
        ``FENCE_VALID_S`` ago (``started``, on ``clock``), and no joined station's copy lacks entry ``seq``."""
        holder = verdict.holder
        if holder is not None:
            with self._lock:
                first = self.fenced_by is None
                if first:
                    self.fenced_by = holder
            if first:
                self.say(Text(QT_TRANSLATE_NOOP("messages", "{holder} took the event over (epoch {epoch}, {url}): "
                                                            "this desk answers nothing more as done and stands down"),
                              {"holder": holder.holder, "epoch": holder.epoch, "url": holder.url}))
                self.on_fenced(holder)
            return FENCED
        if verdict.failed:
            return FENCED  # "not known yet: send it again" (``fenced_answer``), without standing down
        if not verdict.sure:
            if not self._unchecked_said:
                self._unchecked_said = True
                silent: str | Text = ", ".join(verdict.unknown) or Text(
                    QT_TRANSLATE_NOOP("messages", "{count} of them"), {"count": verdict.asked - verdict.answered})
                self.say(Text(QT_TRANSLATE_NOOP(
                    "messages", "of the {asked} stations in the log that could take the event over, some did not "
                                "answer ({silent}): an action no copy stored is answered 'not known yet' until each "
                                "answers (revoke a station that is gone for good)"),
                    {"asked": verdict.asked, "silent": silent}))
            return FENCED  # "not known yet: send it again", without standing down
        self._unchecked_said = False
        if started is not None and self.clock() - started > FENCE_VALID_S:
            return FENCED  # the lease ran out (a pause, a slow asking): what it said may no longer hold
        if seq is not None:
            behind = self.stations_behind(seq, time.monotonic())
            if behind:
                return FENCED  # a station that could take over lacks it: not done alone
        return result

    def fenced_answer(self) -> JSONResponse:
        """What a device or station hears for an action written here after a station took over."""
        holder = self.fenced_by
        message = fenced_message(holder) if holder is not None else UNSURE_MESSAGE
        # "known": False, as every "not known yet": the page keeps the action's id and sends it again (here,
        # or at the holder once it follows the event there) until it is answered done or refused.
        return JSONResponse({"ok": False, "message": message, "standby": FENCED,
                             "holder": holder.url if holder is not None else "", "known": False},
                            status_code=503, headers={"cache-control": "no-store"})

    async def _stored(self, seq: int, timeout: float) -> str:
        loop = asyncio.get_running_loop()
        with self._lock:
            self._waited_for = max(self._waited_for, seq)
        deadline = loop.time() + timeout
        while True:
            with self._lock:
                held = self._stored_up_to(time.monotonic())
            if held is None:
                return "none"
            # Stored once a copy holds it and no joined station's following copy lacks it: a station
            # whose copy is behind could take the event over without it (two stations, one slower).
            if held >= seq and not self.stations_behind(seq, time.monotonic()):
                return "stored"
            left = deadline - loop.time()
            if self.alone or left <= 0:
                break
            if self._stored_waiter is None or self._stored_waiter.done() or self._stored_waiter.get_loop() is not loop:
                self._stored_waiter = loop.create_future()
            await asyncio.wait({self._stored_waiter}, timeout=left)
        return self._carry_on_alone(seq, timeout)

    def stored_blocking(self, seq: int, timeout: float = SYNC_TIMEOUT_S, *, fence: bool = True) -> str:
        """``stored``, for a thread that is not the loop's: the window's own click waits here (bounded).

        Called after the entry is on disk and ``committed`` was handed to the loop; the copies'
        requests are served on the loop and the log's reader thread, so waiting here blocks neither.
        The fence is asked here too, on this thread (bounded), before "alone" or "none" is answered,
        unless ``fence`` is False (the window's own click: the judge sees the desk, nobody waits on an answer).
        """
        if self.fenced_by is not None:
            return FENCED
        result = self._stored_blocking(seq, timeout)
        if self.fenced_by is not None:
            return FENCED
        if result == "stored" or self.fence is None or not fence:
            return result
        started = self.clock()
        return self._judge(self._ask_fence(), result, started)

    def _stored_blocking(self, seq: int, timeout: float) -> str:
        deadline = time.monotonic() + timeout
        with self._lock:
            self._waited_for = max(self._waited_for, seq)
            while True:
                held = self._stored_up_to(time.monotonic())
                if held is None:
                    return "none"
                if held >= seq:
                    return "stored"
                left = deadline - time.monotonic()
                if self.alone or left <= 0:
                    break
                self._lock.wait(left)
        return self._carry_on_alone(seq, timeout)

    def _carry_on_alone(self, seq: int, timeout: float) -> str:
        with self._lock:
            first, self.alone = not self.alone, True
        if first:
            self.say(Text(QT_TRANSLATE_NOOP("messages", "no standby copy stored entry {seq} within {seconds} s: "
                                                        "carrying on alone until one has caught up"),
                          {"seq": seq, "seconds": f"{timeout:g}"}))
        return "alone"

    def rotate(self, token: str) -> None:
        """A new judge code (kept beside the event file by the caller): the old one stops working at once."""
        if not token:
            raise ValueError("a served log needs a standby token")
        self.token = token

    def admits(self, token: str | None) -> bool:
        """Whether ``token`` may read the log: the judge code, or a joined station's own, not revoked."""
        if token is None or len(token) > 200:
            return False
        return secrets.compare_digest(token.encode(), self.token.encode()) or self.keys.admits(token)

    def exempt(self, scope: Scope) -> bool:
        """Whether a request is a standby copy's, with the right token: the rate limit does not count it.

        A copy following a busy hall asks once per commit (its long poll returns at each one), which
        a limit meant for floods from phones would throttle; a wrong token is counted as usual.
        """
        if scope.get("type") != "http" or scope.get("path") not in ("/api/log", "/api/log/head"):
            return False
        for name, value in scope.get("headers", ()):
            if name == b"authorization":
                return self.admits(bearer_token(value.decode("latin-1")))
        return False

    def following(self) -> int:
        """How many copies are following now (heard from within ``COPY_LIVE_S``)."""
        now = time.monotonic()
        with self._lock:
            return sum(1 for _, seen in self.copies.values() if now - seen <= COPY_LIVE_S)

    def allowed(self, request: Request) -> Response | None:
        """None if the request carries the standby token, else the refusal."""
        token = bearer_token(request.headers.get("authorization"))
        if token is None:
            return _refuse(401, QT_TRANSLATE_NOOP("messages", "the event log needs the standby token that tableside "
                                                              "serve printed"))
        if not self.admits(token):
            if not self.keys.ready:
                return _refuse(503, QT_TRANSLATE_NOOP("messages", "the server is still opening the event: try again"))
            return _refuse(403, QT_TRANSLATE_NOOP("messages", "that is not this server's standby token, nor a joined "
                                                              "station's own token (a revoked station's no longer "
                                                              "works)"))
        return None


def _refuse(status: int, message: str | Text) -> JSONResponse:
    """A refusal: its English message, and its template and fields beside it (``gate.refusal``'s shape),
    so a station's window says it in its judge's language (``client.refusal_of``)."""
    body = refusal_to_wire(str(message))
    if isinstance(message, Text):
        body.update({"template": message.template, "fields": wire_fields(message.params)})
    return JSONResponse(body, status_code=status, headers={"cache-control": "no-store"})


def _number(request: Request, name: str, default: float, low: float, high: float) -> float | None:
    text = request.query_params.get(name)
    if text is None:
        return default
    try:
        value = float(text) if name == "wait" else int(text)
    except ValueError:
        return None
    return value if low <= value <= high else None


def log_routes(feed: LogFeed, stopping: Stopping | None = None) -> list[Route]:
    """``stopping``: a long poll ends when the server stops, answered, instead of being cancelled."""
    async def read(after: int, limit: int) -> LogPage:
        return await asyncio.wrap_future(feed.source.read(after, limit))

    async def log(request: Request) -> Response:
        refused = feed.allowed(request)
        if refused is not None:
            return refused
        after = _number(request, "after", 0, 0, MAX_AFTER)
        limit = _number(request, "limit", MAX_PAGE, 1, MAX_PAGE)
        wait = _number(request, "wait", 0.0, 0.0, MAX_WAIT_S)
        if after is None or limit is None or wait is None:
            return _refuse(400, Text(QT_TRANSLATE_NOOP("messages", "after must be a seq (0 or more), limit 1 to "
                                                               "{limit}, wait 0 to {wait} seconds"),
                                     {"limit": MAX_PAGE, "wait": f"{MAX_WAIT_S:g}"}))
        version = feed.version  # taken before the read: a commit during the read still wakes the wait
        page = await read(int(after), int(limit))
        comparing = request.headers.get(COMPARING_HEADER.lower()) == "compare"
        if page.after_hash is not None and not comparing:  # asking for what follows entry N: the copy holds 1..N
            copy = request.headers.get("x-tableside-copy") or str(request.client)
            station = feed.keys.station_of(bearer_token(request.headers.get("authorization")))
            feed.heard(copy[:100], int(after), time.monotonic(), station)
        if not page.entries and wait > 0 and page.after_hash is not None:
            await feed.wait(version, wait, stopping.future() if stopping is not None else None)
            page = await read(int(after), int(limit))
        return JSONResponse(page_to_wire(page), headers={"cache-control": "no-store"})

    async def head(request: Request) -> Response:
        refused = feed.allowed(request)
        if refused is not None:
            return refused
        page = await read(MAX_AFTER, 1)
        return JSONResponse(head_to_wire(page.head_seq, page.head_hash), headers={"cache-control": "no-store"})

    return [Route("/api/log", log), Route("/api/log/head", head)]
