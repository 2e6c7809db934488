"""The Qt main thread as the hall server's one writer, and the views published after each change.

When anything here runs beside the window's paints is ``ui.paint_policy``'s to say; this module only
asks it. ``QtBackend`` is the serve writer's own job queue (``app.hall.writer.Jobs``) run on the main
thread: ``run`` (on the server's loop) queues the job and wakes the main thread with an event posted at
high priority; a turn runs at most ``JOBS_PER_TURN`` jobs (a stalled disk can queue a dozen, and a click
must not wait for them all), and starts no new one once it has run ``TURN_S``: a device action costs the
main thread 3 ms (p50; 17 ms p99, a durable append and its views), and eight of them in one turn kept a
judge's tap waiting 40-80 ms at 2,000 pages and 130 devices (bench_hall_load).
``DeskPublisher`` publishes each commit's ``Change``: a device's before its answer (``take``), the desk's
own on a zero timer after the tap's paint, and the standings a step per turn of the event loop (``app.steps``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer

from tableside.app.event.changes import EMPTY, Change
from tableside.app.event.state import EventState
from tableside.app.eventlog.entry import Entry
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.hall.gate import Desk, Gate
from tableside.app.hall.publish import Publisher
from tableside.app.hall.writer import Committed, Jobs
from tableside.app.steps import Steps
from tableside.ui.controller import EventController

T = TypeVar("T")
JOBS_PER_TURN = 8
TURN_S = 0.008  # ... and no new job once a turn has run this long: the rest after what else is due (a tap)
STAND_DOWN_WAIT_S = 30.0  # the main thread reopens the event read-only: a click's wait for a copy at most
_JOBS = QEvent.Type(QEvent.registerEventType())


class ControllerDesk:
    def __init__(self, controller: EventController, hear: Callable[[Change], None]) -> None:
        self.controller = controller
        self.hear = hear  # what the job being run committed, as the session said (``Jobs.hear``)

    @property
    def state(self) -> EventState:
        return self.controller.state if self.controller.is_open else EventState()

    def commit(self, kind: str, data: dict[str, Any], device: str | None, action_id: str,
               station: str | None = None, moment: int | None = None) -> list[Entry]:
        change = self.controller.commit_from_device(kind, data, device, action_id, station=station, moment=moment)
        self.hear(change)
        return list(change.entries)


class QtBackend(QObject):
    """The window's main thread as the runtime's writer (``service.DeskWriter``): ``Jobs`` woken by a posted
    event and run when the paint policy lets them; the desk's own commits reach the runtime from the
    controller's ``on_commit``."""

    def __init__(self, controller: EventController, parent: QObject | None = None,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        super().__init__(parent)
        self.controller = controller
        self.clock = clock  # a turn's length (``TURN_S``); tests pass their own
        self.publisher: DeskPublisher | None = None
        # A job's Change goes out before its answer (``DeskPublisher.take``): the views go first.
        self.jobs = Jobs(self._wake, lambda change: self.publisher.take(change) if self.publisher else None,
                         per_turn=JOBS_PER_TURN, turn_s=TURN_S, clock=lambda: self.clock())
        self.desk = ControllerDesk(controller, self.jobs.hear)
        self.gate = self._gate()
        self._committed: Committed = lambda entries, wait: None
        self._stopped = False
        controller.opened.connect(self._reopened)

    def run(self, job: Callable[[Desk, Gate], T]) -> Future[T]:
        return self.jobs.run(job)

    def _wake(self) -> None:
        QCoreApplication.postEvent(self, QEvent(_JOBS), Qt.EventPriority.HighEventPriority.value)

    def customEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        if event.type() != _JOBS:
            super().customEvent(event)
            return
        if self.controller.paint.may_run_commits():  # else the policy calls run_soon once the tap is painted
            self.run_now()

    def run_soon(self) -> None:
        """The jobs queued now, on the next turn of the loop (ahead of its paints)."""
        if self.jobs.waiting:
            self._wake()

    def run_now(self) -> None:
        """Run the jobs queued now, up to a turn's worth (the rest posted anew, still ahead of paints)."""
        self.jobs.run_pending(self.desk, self.gate)

    def now(self) -> int:
        # Read on the server's thread: the event clock only reads immutable numbers and the monotonic clock.
        session = self.controller.session
        return session.now() if session is not None else 0

    def state(self) -> EventState | None:
        return self.controller.state if self.controller.is_open else None

    def attach(self, publisher: Publisher, committed: Committed) -> None:
        self.publisher = DeskPublisher(self.controller, publisher, self)
        self._committed = committed

    def _on_commit(self, change: Change, click: bool) -> None:
        self._committed(change.entries, click)

    def start(self) -> None:
        self.controller.waiting_commits = self  # its device actions before the window's own work
        self.controller.on_commit = self._on_commit
        self.republish()

    def republish(self) -> None:
        if self.publisher is not None:
            self.publisher.publish()

    def stop(self) -> None:
        if self._stopped:  # standing down stopped it already; the runtime's stop comes after
            return
        self._stopped = True
        if self.controller.on_commit == self._on_commit:
            self.controller.on_commit = None
        if self.publisher is not None:
            self.publisher.disconnect_all()
            self.publisher = None
        if self.controller.waiting_commits is self:  # its deferred work no longer looks for jobs here
            self.controller.waiting_commits = None
        self.deleteLater()  # the publisher with it

    def act(self, kind: str, data: dict[str, Any]) -> Entry | None:
        before = self.controller.state.seq if self.controller.is_open else 0
        if not self.controller.do(kind, data):  # the controller said why
            return None
        return next(e for e in reversed(self.controller.entries(before)) if e.kind == kind)

    def stand_down(self) -> None:
        self.run(lambda desk, gate: self._read_only()).result(timeout=STAND_DOWN_WAIT_S)

    def _read_only(self) -> None:
        """On the main thread: nothing more reaches the event, from the hall or from the window."""
        self.stop()
        c = self.controller
        session, path = c.session, c.path
        if session is None or path is None or session.store.readonly:
            return
        c.watch = None  # closing holds no timers: the holder held them when it took over
        c.open_store(open_event_file(path, readonly=True), path, run=session.run)

    def _reopened(self) -> None:
        # Another event (or none): the retry ids are that event's, rebuilt from its log.
        self.gate = self._gate()

    def _gate(self) -> Gate:
        session = self.controller.session
        return Gate.of_store(session.store) if session is not None else Gate()


class DeskPublisher(QObject):
    def __init__(self, controller: EventController, publisher: Publisher, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.publisher = publisher
        self._pending = EMPTY  # the desk's own commits' Changes since the last build
        self._soon = self._timer(self._flush)  # builds what the controller said, once its slots have run
        self._late = self._timer(self._flush)  # sends standings held back by the pacing, when no wake-up does
        self._standings: Steps[None] | None = None  # the paced standings being built, a step a turn
        self._step = self._timer(self._standings_step)
        controller.committed.connect(self._committed)
        controller.changed.connect(self._repainted)
        controller.opened.connect(self.publish)

    def _timer(self, slot: Callable[[], None]) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
        return timer

    def publish(self) -> None:
        """Every view afresh (serving starts, another event opens)."""
        c = self.controller
        state = c.state if c.is_open else EventState()
        self._pending = EMPTY
        self._standings = None  # (another event, or serving anew: what was being built is another's)
        self.publisher.publish(state, c.now() if c.is_open else 0, ratings=self._ratings)

    def take(self, change: Change) -> None:
        """A device's commit, as the session returned it: its tables' views go out now (the standings later)."""
        c = self.controller
        if not c.is_open:
            return
        what, self._pending = self._pending | change, EMPTY
        self.publisher.publish(c.state, c.now(), what, ratings=self._ratings)
        self._later()

    def _committed(self, change: Change, click: bool) -> None:
        """The desk's own commit (a click, an undo, a time-out): built on the zero timer. A device's is
        ``take``n by the backend before its answer instead."""
        if not click or not self.controller.is_open:
            return
        self._pending = self._pending | change
        if not self._soon.isActive():
            self._soon.start(0)

    def _repainted(self, change: Change) -> None:
        """The window repaints (a commit, or its wake-up's countdown readings): the views that changed on
        their own by now (``Publisher.due``) go out with the next build. What to rebuild for a commit is
        never read from here: ``change`` may carry readings and a frame's split, not one commit."""
        if self.controller.is_open and not self._soon.isActive():
            self._soon.start(0)

    def _ratings(self, round_number: int) -> dict[str, int]:
        c = self.controller
        return c.ratings_for(round_number) if c.is_open else {}

    def _flush(self) -> None:
        c = self.controller
        if c.paint.defer(self._flush):  # after the tap's paint; device actions waiting first (their views
            return  # go out before their answers, in take: this build follows them)
        if not c.is_open:
            return
        now = c.now()
        what, self._pending = self._pending, EMPTY
        # The tables whose clocks moved go out now; standings due are built a step a turn (they are most
        # of a build: 10-15 ms at 520 players, which a tap due meanwhile would wait for).
        self.publisher.publish(c.state, now, what | self.publisher.due(now), ratings=self._ratings)
        if self._standings is None and self.publisher.standings_due():
            self._standings = self.publisher.standings_in_steps(c.state)
            self._step.start(0)
        self._later()

    def _standings_step(self) -> None:
        if self.controller.paint.defer(self._step_soon):
            return
        if self._standings is None:
            return
        try:
            next(self._standings)
        except StopIteration:
            self._standings = None
            self._later()  # entries committed meanwhile made them stale again
        else:
            self._step.start(0)

    def _step_soon(self) -> None:
        self._step.start(0)

    def _later(self) -> None:
        wait = self.publisher.standings_in()
        if wait is not None and not self._late.isActive():
            # A little past the pacing, so the build is due when the timer fires.
            self._late.start(int(wait * 1000) + 50 if wait > 0 else 0)

    def disconnect_all(self) -> None:
        self._soon.stop()
        self._late.stop()
        self._step.stop()
        self._standings = None
        self.controller.committed.disconnect(self._committed)
        self.controller.changed.disconnect(self._repainted)
        self.controller.opened.disconnect(self.publish)
