"""The Qt main thread as the hall server's one writer, and the views published after each change.

``QtBackend.run`` is called on the server's loop thread: it emits a signal with the job and a
``concurrent.futures.Future``; the connection is queued, so the job runs on the main thread between
two events, exactly like a click, and the future carries the answer back to the awaiting handler.
``DeskPublisher`` follows the controller: after every change that wrote entries (a click, a device,
a time-out logged by the wake-up timer), or when a countdown phase ended on its own, it builds the
views on the main thread and hands them to the server's loop.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from tableside.app.event.state import EventState
from tableside.app.eventlog.entry import Entry
from tableside.app.hall.gate import Desk, Gate
from tableside.app.hall.publish import STANDINGS_EVERY_S, Publisher, scope
from tableside.ui.controller import Change, EventController

T = TypeVar("T")


class ControllerDesk:
    def __init__(self, controller: EventController) -> None:
        self.controller = controller

    @property
    def state(self) -> EventState:
        return self.controller.state if self.controller.is_open else EventState()

    def commit(self, kind: str, data: dict[str, Any], device: str | None, action_id: str,
               station: str | None = None) -> list[Entry]:
        return self.controller.commit_from_device(kind, data, device, action_id, station=station)


class QtBackend(QObject):
    _job = Signal(object)

    def __init__(self, controller: EventController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.desk = ControllerDesk(controller)
        self.gate = Gate(controller.entries() if controller.is_open else ())
        self._job.connect(self._run, Qt.ConnectionType.QueuedConnection)
        controller.opened.connect(self._reopened)

    def run(self, job: Callable[[Desk, Gate], T]) -> Future[T]:
        future: Future[T] = Future()
        self._job.emit((job, future))
        return future

    def _run(self, item: tuple[Callable[[Desk, Gate], Any], Future[Any]]) -> None:
        job, future = item
        if not future.set_running_or_notify_cancel():
            return
        try:
            future.set_result(job(self.desk, self.gate))
        except BaseException as err:  # noqa: BLE001 - the waiting handler answers 5xx; the window lives on
            future.set_exception(err)

    def _reopened(self) -> None:
        # Another event (or none): the retry ids are that event's, rebuilt from its log.
        self.gate = Gate(self.controller.entries() if self.controller.is_open else ())


class DeskPublisher(QObject):
    def __init__(self, controller: EventController, publisher: Publisher, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.publisher = publisher
        self._late = QTimer(self)  # sends standings held back by the pacing, when no wake-up does
        self._late.setSingleShot(True)
        self._late.timeout.connect(self._send_late)
        controller.changed.connect(self._changed)
        controller.opened.connect(self.publish)

    def publish(self) -> None:
        """Every view afresh (serving starts, another event opens)."""
        c = self.controller
        state = c.state if c.is_open else EventState()
        self.publisher.publish(state, c.now() if c.is_open else 0)

    def _changed(self, change: Change) -> None:
        c = self.controller
        if not c.is_open:
            return
        now = c.now()
        if change.entries:
            self.publisher.publish(c.state, now, scope(c.state, change.entries))
        self.publisher.publish(c.state, now, self.publisher.due(now))
        if self.publisher.standings_stale and not self._late.isActive():
            self._late.start(int(STANDINGS_EVERY_S * 1000) + 50)

    def _send_late(self) -> None:
        c = self.controller
        if c.is_open:
            self.publisher.publish(c.state, c.now(), self.publisher.due(c.now()))

    def disconnect_all(self) -> None:
        self._late.stop()
        self.controller.changed.disconnect(self._changed)
        self.controller.opened.disconnect(self.publish)
