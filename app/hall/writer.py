"""The session's one writer: ``Jobs``, the queue every desk's writer runs, and ``SessionWriter``, the one of
``tableside serve``: a thread that owns the session (architecture.md, "Threads").

``Backend.run(job)`` runs ``job(desk, gate)`` on the session's owner and returns a Future the HTTP
handler awaits. Between jobs the serve writer wakes when the clocks next make something due, so a time-out
is logged at its moment with no device connected. What it publishes is the session's own ``Change``
(``EventSession.on_change``), never the store read back. The window's writer (``ui.hall.bridge.QtBackend``)
is the same ``Jobs`` run on the Qt main thread.
"""

from __future__ import annotations

import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import Any, Protocol, TypeVar

from ..errors import TablesideError
from ..event.automatic import next_automatic
from ..event.changes import EMPTY, Change
from ..event.faults import DeskWatch, gap_message, heartbeat_of
from ..event.gap import GapDetector
from ..event.session import EventSession
from ..event.state import EventState
from ..eventlog.entry import Entry
from ..replication import fence
from ..replication.logfeed import FENCED, LogFeed
from ..text import QT_TRANSLATE_NOOP, Text
from .gate import Desk, Gate, Outcome
from .publish import Publisher

T = TypeVar("T")
Job = Callable[[Desk, Gate], Any]
Committed = Callable[[Sequence[Entry], bool], None]  # (entries, the judge's own commit, which waits for a copy)
MAX_WAIT_S = 0.5  # the writer looks at the clocks at least this often: a stall is noticed, the heartbeat beats


class Backend(Protocol):
    def run(self, job: Callable[[Desk, Gate], T]) -> Future[T]: ...


class Jobs:
    """The jobs queued for the session's owner, from any thread (``run``), run on the owner (``run_pending``).

    Where that is is the owner's: ``wake`` (called from any thread) tells it jobs wait, and nothing is yet
    on its way to them. What a job committed (``hear``: the session's ``Change``) is published before the
    job is answered: a device sees its action in the views no later than in the reply. A turn runs at most
    ``per_turn`` jobs and starts no new one after ``turn_s`` (``clock``); the rest wake the owner anew."""

    def __init__(self, wake: Callable[[], None], publish: Callable[[Change], None], *, per_turn: int = 1,
                 turn_s: float | None = None, clock: Callable[[], float] = time.perf_counter,
                 answered: Callable[[Any, Change], None] = lambda result, change: None) -> None:
        self.wake, self.publish, self.answered = wake, publish, answered  # answered(result, change): on the owner
        self.per_turn, self.turn_s, self.clock = per_turn, turn_s, clock
        self._queue: deque[tuple[Job, Future[Any]]] = deque()
        self._lock = threading.Lock()
        self._heard = EMPTY  # the Changes the session committed since they were last taken

    def run(self, job: Callable[[Desk, Gate], T]) -> Future[T]:
        future: Future[T] = Future()
        with self._lock:
            self._queue.append((job, future))
            first = len(self._queue) == 1
        if first:  # otherwise the owner is already on its way to the queue
            self.wake()
        return future

    @property
    def waiting(self) -> bool:
        with self._lock:
            return bool(self._queue)

    def hear(self, change: Change) -> None:
        self._heard = self._heard | change

    def take(self) -> Change:
        """What the session committed since the last take, as one Change (EMPTY: nothing)."""
        change, self._heard = self._heard, EMPTY
        return change

    def run_pending(self, desk: Desk, gate: Gate) -> None:
        """On the owner: the jobs queued now, up to a turn's worth (the rest after a new ``wake``)."""
        started = self.clock()
        for ran in range(self.per_turn):
            if ran and self.turn_s is not None and self.clock() - started >= self.turn_s:
                break
            with self._lock:
                item = self._queue.popleft() if self._queue else None
            if item is None:
                return
            self._run(desk, gate, *item)
        if self.waiting:  # the rest after what else is due (the clocks, a click)
            self.wake()

    def _run(self, desk: Desk, gate: Gate, job: Job, future: Future[Any]) -> None:
        if not future.set_running_or_notify_cancel():
            return
        result: Any = None
        error: BaseException | None = None
        try:
            result = job(desk, gate)
        except BaseException as err:  # noqa: BLE001 - the waiting handler reports it; the owner lives on
            error = err
        change = self.take()
        if change.entries:
            self.publish(change)
        if error is None:
            future.set_result(result)
        else:
            future.set_exception(error)
        self.answered(result, change)


class SessionDesk:
    """A desk with no window: the session itself, committing exactly as the controller does."""

    def __init__(self, session: EventSession, watch: DeskWatch | None = None) -> None:
        self.session = session
        self.watch = watch

    @property
    def state(self) -> EventState:
        return self.session.state

    def commit(self, kind: str, data: dict[str, Any], device: str | None, action_id: str,
               station: str | None = None, moment: int | None = None) -> list[Entry]:
        session = self.session
        if moment is not None:  # queued on the device while the link was down: judged at its own moment
            entries = list(session.do(kind, data, device=device, action_id=action_id, station=station,
                                      moment=moment).entries)
        else:
            now = max(session.now(), session.state.last_t)
            # Sent while the desk was not running: judged at the last moment the desk knew, never charged for the gap.
            t = self.watch.device_moment(now) if self.watch is not None else now
            # The leaves the clocks made due come with the action, in one transaction (or not at all).
            entries = list(session.do(kind, {**data, "t": t}, device=device, action_id=action_id,
                                      station=station).entries)
        if self.watch is not None:
            entries += self.watch.after_device_action().entries
        return entries


class SessionWriter:
    """Opens, uses and closes the session on its own thread (SQLite connections belong to their thread): the
    desk runtime's writer (``service.DeskWriter``) for ``tableside serve``."""

    def __init__(self, opener: Callable[[], EventSession], publisher: Publisher | None = None,
                 on_commit: Callable[[list[Entry]], None] | None = None) -> None:
        self.opener = opener
        self.publisher = publisher
        self.on_commit = on_commit  # called on the writer thread after each durable commit
        self.log: LogFeed | None = None  # the log served: the stations' tokens it admits, the fence on desk actions
        self.session: EventSession | None = None
        self.desk: SessionDesk | None = None
        self.watch: DeskWatch | None = None  # notices a stall or a suspend, keeps the heartbeat
        # A clean stop holds the running timers at that moment (logged); not when another server outranks
        # this one: the event is that server's now, and its log is the one that goes on.
        self.hold_on_stop = True
        self.gate = Gate()
        self._signal = threading.Event()  # a job waits, or the writer is to stop
        self._stopping = False
        # One job a turn: the file, a gap and the clocks are looked at between any two jobs.
        self.jobs = Jobs(self._signal.set, self._publish, answered=self._answered)
        self._thread = threading.Thread(target=self._loop, name="tableside-writer", daemon=True)
        self._opened = threading.Event()
        self._error: BaseException | None = None
        self._published_seq = -1
        # What became of the event file (deleted, moved...), once noticed: the writer then writes nothing
        # (the store refuses every action with this sentence) and the console has said it once.
        self.lost: Text | None = None
        self._said: str | None = None  # the last failed write said on the console (a full disk: once, not per tap)
        self._clock_said: str | None = None  # the same for the clocks' own entries

    def start(self, timeout: float = 30.0) -> None:
        """Start the thread and wait until it has opened the event (its error is raised here)."""
        self._thread.start()
        self._opened.wait(timeout)
        if self._error is not None:
            raise self._error
        if self.session is None:
            raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "the event file took too long to open")))

    def stop(self) -> None:
        """Once the jobs queued now have run."""
        self._stopping = True
        self._signal.set()
        self._thread.join(timeout=10)

    def now(self) -> int:
        """The event's time (any thread may ask: the event clock reads only fixed numbers and the clock)."""
        return self.session.now() if self.session is not None else 0

    def republish(self) -> None:
        """Publish the views again on the next turn (a new server loop starts with an empty hub)."""
        def job(desk: Desk, gate: Gate) -> None:
            self._published_seq = -1

        self.run(job)

    def run(self, job: Callable[[Desk, Gate], T]) -> Future[T]:
        return self.jobs.run(job)

    def with_session(self, fn: Callable[[EventSession], T]) -> Future[T]:
        """Run fn(session) on the writer thread (the desk's own actions: pairing, revoking, reading)."""
        def job(desk: Desk, gate: Gate) -> T:
            assert self.session is not None
            return fn(self.session)

        return self.run(job)

    def open(self) -> None:
        self.session = self.opener()
        self.session.on_change = self.jobs.hear
        # The periodic snapshot (half a second at a million entries) waits for a quiet moment (``_idle``).
        self.session.defer_snapshots = True
        self.watch = DeskWatch(self.session, heartbeat_of(self.session), GapDetector())
        self.desk = SessionDesk(self.session, self.watch)
        self.gate = Gate.of_store(self.session.store)
        if self.log is not None:
            self.log.keys.take(self.session.state)  # on the writer thread, before any request is run

    def _loop(self) -> None:
        try:
            self.open()
        except BaseException as err:  # noqa: BLE001 - handed to start(), which raises it in the caller
            self._error = err
            self._opened.set()
            return
        self._opened.set()
        assert self.session is not None and self.desk is not None
        try:
            self.wake()
            while True:
                self._idle()
                if not self.jobs.waiting:  # else at once; nothing came in time: the clocks' turn
                    self._signal.wait(self._wait_s())
                self._signal.clear()
                # Before anything else: the file is still the one opened (else copy the log out of it
                # and write no more), and a gap (the process stopped, the computer slept) holds the
                # timers at its start, before a job or the clocks could charge anyone for it.
                self._watch_file()
                self._watch()
                self.jobs.run_pending(self.desk, self.gate)
                if self._stopping and not self.jobs.waiting:
                    return
                self.wake()
        finally:
            try:
                if self.watch is not None and self.hold_on_stop:  # a clean stop: running timers held at this moment
                    self.watch.close()
                    self._committed(self.jobs.take())
            except (TablesideError, OSError) as err:
                if self.lost is None:
                    print(f"tableside serve: could not hold the running timers: {err}", file=sys.stderr)
            try:
                self.session.close()
            except (TablesideError, OSError) as err:  # the snapshot, a cache only: the entries are committed
                if self.lost is None:
                    print(f"tableside serve: {err}", file=sys.stderr)

    def _watch_file(self) -> None:
        if self.lost is not None or self.session is None:
            return
        lost = self.session.store.watch_file()
        if lost is not None:
            self.lost = lost
            print(f"tableside serve: {lost}", file=sys.stderr, flush=True)

    def _answered(self, result: Any, change: Change) -> None:
        if isinstance(result, Outcome):
            self._tell(result)
        self._committed(change)

    def _tell(self, outcome: Outcome) -> None:
        """Say on the console, once until a commit goes through, that the file refused a device's action."""
        if outcome.status != 503:
            if outcome.status == 200:
                self._said = None
            return
        if outcome.message != self._said and self.lost is None:
            print(f"tableside serve: an action from the hall: {outcome.message}", file=sys.stderr, flush=True)
        self._said = outcome.message

    def _watch(self) -> None:
        watch = self.watch
        if watch is None or self.lost is not None:
            return
        try:
            noticed = watch.check()
            if noticed is not None:
                print(f"tableside serve: {gap_message(noticed)}", file=sys.stderr, flush=True)
                change = self.jobs.take()
                self._committed(change)
                self._publish(change)
            watch.beat()
        except (TablesideError, OSError) as err:  # the disk refused: say so, keep serving, try again later
            print(f"tableside serve: could not hold the timers for a stop: {err}", file=sys.stderr)

    def _committed(self, change: Change) -> None:
        for entry in change.entries:
            self.gate.remember(entry)
        if change.entries and self.on_commit is not None:
            self.on_commit(list(change.entries))

    def wake(self) -> None:
        """Log what the clocks made due, and publish what changed (on the writer thread)."""
        session = self.session
        assert session is not None
        now = session.now()
        try:
            if self.lost is None:
                session.catch_up(now)
        except (TablesideError, OSError) as err:  # the disk refused: say so, keep serving, try again later
            if str(err) != self._clock_said:  # once, not every half second
                print(f"tableside serve: could not log what the clocks made due: {err}", file=sys.stderr)
            self._clock_said = str(err)
        else:
            self._clock_said = None
        change = self.jobs.take()
        self._committed(change)  # a time-out logged by the clocks is a commit too
        if self.publisher is None:
            return
        if self._published_seq < 0:
            self._published_seq = session.state.seq
            self.publisher.publish(session.state, now, ratings=session.ratings_before)
            return
        self._publish(change)
        # The views that change by themselves (an auxiliary countdown ended), and the standings once paced.
        self.publisher.publish(session.state, now, self.publisher.due(now), ratings=session.ratings_before,
                               standings=self.publisher.standings_due())

    def _idle(self) -> None:
        """Work that waits for a quiet moment (the periodic snapshot): only while no job is queued."""
        session = self.session
        if session is None or self.lost is not None or not session.snapshot_due or self.jobs.waiting:
            return
        try:
            session.idle()
        except (TablesideError, OSError) as err:  # only a cache: the next open folds a little more
            print(f"tableside serve: the snapshot could not be saved: {err}", file=sys.stderr)

    def _publish(self, change: Change) -> None:
        """The views ``change`` touched, as the session said when it committed it."""
        if self.publisher is None or self.session is None or not change.entries:
            return
        self._published_seq = self.session.state.seq
        self.publisher.publish(self.session.state, self.session.now(), change, ratings=self.session.ratings_before)

    def _wait_s(self) -> float:
        session = self.session
        assert session is not None
        now = session.now()
        moments = [m for m in (next_automatic(session.state, now),
                               self.publisher.next_moment() if self.publisher else None) if m is not None]
        if self.publisher is not None and self.publisher.standings_stale:
            moments.append(now + 500)  # look again soon: late standings go out within a second
        if not moments:
            return MAX_WAIT_S
        return min(MAX_WAIT_S, max(0.0, (min(moments) - now) / 1000))

    def state(self) -> EventState | None:
        return self.session.state if self.session is not None else None

    def attach(self, publisher: Publisher, committed: Committed) -> None:
        self.publisher = publisher
        self.on_commit = lambda entries: committed(entries, False)

    def stand_down(self) -> None:
        self.hold_on_stop = False  # the holder held the running timers when it took over
        self.stop()

    def act(self, kind: str, data: dict[str, Any]) -> Entry | None:
        return self.commit(lambda session: session.do(kind, data).entry)

    def commit(self, fn: Callable[[EventSession], T]) -> T:
        """``fn`` on the writer; returned once a following copy holds what it wrote (at most ``SYNC_TIMEOUT_S``,
        then the desk carries on alone and says so), as a device's action is answered. The console waits
        here, not the writer. A refusal raises; so does a fenced commit, "not known yet", never "done"."""
        written: list[int] = []

        def job(session: EventSession) -> T:
            before = session.state.seq
            try:
                return fn(session)
            finally:
                if session.state.seq != before:  # also what a refusal after a first commit left
                    written.append(session.state.seq)

        try:
            return self.with_session(job).result(timeout=10)
        finally:
            if written and self.log is not None and self.log.stored_blocking(written[-1]) == FENCED:
                holder = self.log.fenced_by
                raise TablesideError(fence.fenced_message(holder) if holder is not None else fence.UNSURE_MESSAGE)
