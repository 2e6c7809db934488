"""The one writer: who runs a network request against the session, and how the server waits for it.

``Backend`` is what the server needs: ``run(job)`` runs ``job(desk, gate)`` on the thread that owns
the session and returns a ``concurrent.futures.Future`` for its result, which the HTTP handler
awaits. In the window the backend is the Qt bridge (``ui.hall.bridge``: the main thread, reached by a
queued signal); in ``tableside serve`` it is ``SessionWriter``, a dedicated thread that owns the
session, takes jobs from a queue one at a time, and in between wakes at the moment the clocks next
make something due (a time-out is logged at its exact moment, with no device connected at all).
"""

from __future__ import annotations

import queue
import sys
import threading
from concurrent.futures import Future
from typing import Any, Callable, Protocol, TypeVar

from app.errors import TablesideError
from app.event.automatic import next_automatic
from app.event.session import EventSession
from app.event.state import EventState
from app.eventlog.entry import Entry
from app.hall.gate import Desk, Gate
from app.hall.publish import Publisher

T = TypeVar("T")
Job = Callable[[Desk, Gate], Any]
MAX_WAIT_S = 30.0  # the writer looks at the clocks at least this often, whatever they say


class Backend(Protocol):
    def run(self, job: Callable[[Desk, Gate], T]) -> Future[T]: ...


class SessionDesk:
    """A desk with no window: the session itself, committing exactly as the controller does."""

    def __init__(self, session: EventSession) -> None:
        self.session = session

    @property
    def state(self) -> EventState:
        return self.session.state

    def commit(self, kind: str, data: dict[str, Any], device: str, action_id: str) -> list[Entry]:
        session = self.session
        now = session.now()
        written = session.catch_up(now)
        written.append(session.do(kind, {**data, "t": max(now, session.state.last_t)},
                                  device=device, action_id=action_id))
        return written


class SessionWriter:
    """The writer thread of ``tableside serve``: owns the session; nothing else touches it."""

    def __init__(self, session: EventSession, publisher: Publisher | None = None,
                 on_commit: Callable[[list[Entry]], None] | None = None) -> None:
        self.desk = SessionDesk(session)
        self.gate = Gate(session.store.entries())
        self.publisher = publisher
        self.on_commit = on_commit  # called on the writer thread after each durable commit
        self._jobs: queue.Queue[tuple[Job, Future[Any]] | None] = queue.Queue()
        self._thread = threading.Thread(target=self._loop, name="tableside-writer", daemon=True)
        self._published_seq = -1

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._jobs.put(None)
        self._thread.join(timeout=10)

    def run(self, job: Callable[[Desk, Gate], T]) -> Future[T]:
        future: Future[T] = Future()
        self._jobs.put((job, future))
        return future

    def _loop(self) -> None:
        self._wake()
        while True:
            try:
                item = self._jobs.get(timeout=self._wait_s())
            except queue.Empty:
                self._wake()
                continue
            if item is None:
                return
            job, future = item
            if future.set_running_or_notify_cancel():
                seq = self.desk.state.seq
                try:
                    future.set_result(job(self.desk, self.gate))
                except BaseException as err:  # noqa: BLE001 - the waiting handler reports it; the writer lives on
                    future.set_exception(err)
                if self.desk.state.seq != seq and self.on_commit is not None:
                    self.on_commit(list(self.desk.session.store.entries(seq)))
            self._wake()

    def _wake(self) -> None:
        """Log what the clocks made due, and publish when the views changed."""
        session = self.desk.session
        now = session.now()
        try:
            written = session.catch_up(now)
        except (TablesideError, OSError) as err:  # the disk refused: say so, keep serving, try again later
            print(f"tableside serve: could not log what the clocks made due: {err}", file=sys.stderr)
            written = []
        for entry in written:
            self.gate.remember(entry)
        if self.publisher is not None and self.publisher.due(session.state, now, self._published_seq):
            self._published_seq = session.state.seq
            self.publisher.publish(session.state, now)

    def _wait_s(self) -> float:
        session = self.desk.session
        now = session.now()
        moments = [m for m in (next_automatic(session.state, now),
                               self.publisher.next_change if self.publisher else None) if m is not None]
        if not moments:
            return MAX_WAIT_S
        return min(MAX_WAIT_S, max(0.0, (min(moments) - now) / 1000))
