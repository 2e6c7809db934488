"""The hall server as the window runs it: File ▸ Serve on the local network starts and stops it.

The parts are those of ``tableside serve`` (``app.hall``), with the Qt main thread as the writer
(``bridge.QtBackend``) and the controller's changes as what triggers publishing. Nothing here
blocks the window: starting binds a socket and waits (bounded) for uvicorn's thread to be ready.

An event kept in a file is served with its log (``app.replication.logfeed``, read on its own thread with a
read-only connection), behind the judge token (the standby token kept beside the file): standby
copies (``tableside replicate``) and judge stations follow the desk with it, and stations send
their actions to ``/api/station/action``. While a copy follows, the judge's own click is painted
only once a copy holds its entry, at most ``SYNC_TIMEOUT_S`` later (``LogFeed.stored_blocking``);
after that the desk carries on alone and says so until a copy has caught up. A time-out the clocks
logged waits the same way before it is painted (the controller's wake-up), and every view pushed to
pages and devices waits on the server's loop until a copy holds what it shows (``LogFeed.hold``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from tableside.app.errors import TablesideError
from tableside.app.event.changes import Change
from tableside.app.hall import DEFAULT_PORT
from tableside.app.hall.hub import Hub
from tableside.app.hall.pairing import DevicePairing
from tableside.app.hall.publish import Publisher
from tableside.app.hall.runner import ServerError, ServerThread
from tableside.app.hall.server import make_app
from tableside.app.hall.watch import own_status
from tableside.app.replication import fence
from tableside.app.replication.logfeed import LogFeed, StoreLog
from tableside.ui.controller import EventController
from tableside.ui.hall.bridge import DeskPublisher, QtBackend

PORTS_TO_TRY = 10  # 8765, 8766, ... when another program holds the port


class DeskHall(QObject):
    started = Signal(str)  # the players' page address
    stopped = Signal()
    standby_said = Signal(str)  # the log's news for the desk (a copy stopped answering, or caught up)
    fenced = Signal(str)  # a station took the event over (said from the server's side): stop serving

    def __init__(self, controller: EventController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.server: ServerThread | None = None
        self._backend: QtBackend | None = None
        self._publisher: DeskPublisher | None = None
        self.log: LogFeed | None = None
        self._log_source: StoreLog | None = None
        self._served_path: str | None = None
        self._serve_next: tuple[str, int] | None = None
        self.pairing = DevicePairing()
        controller.opened.connect(self._reopened)
        self.fenced.connect(self._stand_down)  # queued to the main thread: the fence asks on a worker

    @property
    def judge_token(self) -> str:
        """The token a judge station (or ``tableside replicate``) needs; "" when no log is served."""
        return self.log.token if self.log is not None else ""

    def join_link(self) -> str:
        """What a station pastes (or scans) to join: the server's address with the token after ``#join=``."""
        return join_link(self.url("/"), self.judge_token) if self.log is not None else ""

    def _serve_log(self) -> LogFeed | None:
        """The log of the open event file, behind its judge token; None for an event not kept in a file."""
        path = self.controller.path
        session = self.controller.session
        if path is None or session is None or session.store.readonly:
            return None
        from tableside.app.eventlog.sqlite_store import open_event_file
        from tableside.app.replication.token import standby_token

        token = standby_token(path)
        self._log_source = StoreLog(lambda: open_event_file(path, readonly=True))
        self._served_path = path
        # Said on the server's loop or during a click: a queued signal brings it to the message bar.
        return LogFeed(self._log_source, token, say=self.standby_said.emit, state=self.controller.state)

    def _committed(self, change: Change, click: bool) -> None:
        """After each commit (main thread): wake the copies; a click (or a time-out the clocks logged)
        waits until one holds it (bounded)."""
        log, server = self.log, self.server
        if log is None or server is None or not change.entries:
            return
        log.keys.take_if_changed(self.controller.state, change.entries)  # a station joined or was revoked
        server.call(log.committed)
        if click:
            log.stored_blocking(change.entries[-1].seq, fence=False)  # asking the stations would freeze the window

    def _handover(self, fn: Callable[..., Any], *args: Any) -> None:
        """Views for the hub (main thread): with a log, once a copy holds the entries they show."""
        log, server = self.log, self.server
        if server is None:
            return
        if log is None:
            server.call(fn, *args)
        else:
            server.call(log.hold, self.controller.state.seq if self.controller.is_open else 0, fn, *args)

    def _reopened(self) -> None:
        # Another event (or none) while serving with a log: its log and token are another's, so the
        # server stops with the old event and serves the next one afresh, on the same address.
        if self.server is not None and self.log is not None and self.controller.path != self._served_path:
            self._serve_next = (self.server.host, self.server.port)
            self.stop()
        if self.server is None and self._serve_next is not None and self.controller.is_open \
                and self.controller.remote is None:  # a station serves nothing: its desk does
            (host, port), self._serve_next = self._serve_next, None
            try:
                self.start(host, port, tries=1)
            except ServerError as err:
                self.standby_said.emit(f"could not serve the event just opened: {err}")

    @property
    def running(self) -> bool:
        return self.server is not None

    def start(self, host: str = "0.0.0.0", port: int = DEFAULT_PORT, tries: int = PORTS_TO_TRY) -> str:
        """Start serving; returns the players' page address. Raises ServerError in plain words."""
        if self.server is not None:
            return self.url()
        hub = Hub(now=self._now, yield_to=lambda: self.controller.judge_painting)
        self.pairing = DevicePairing()  # codes of an event served before are not this one's
        backend = QtBackend(self.controller, self)
        try:
            log = self._serve_log()
        except TablesideError as err:
            backend.deleteLater()
            raise ServerError(str(err)) from None
        error: ServerError | None = None
        server = None
        codes = self.pairing.codes
        for offset in range(max(1, tries) if port else 1):
            try:
                server = ServerThread(lambda h: make_app(backend, h, log=log, pairing=codes), hub, host,
                                      port + offset if port else 0)
                break
            except ServerError as err:
                error = err
        if server is None:
            backend.deleteLater()
            self._close_log()
            raise error or ServerError("no port to listen on")
        server.start()
        self.server, self._backend, self.log = server, backend, log
        self.controller.waiting_commits = backend  # its device actions before the window's own work
        if log is not None:
            self.controller.on_commit = self._committed
            # The fence (``app.replication.fence``): a device's or station's action no copy stored is answered
            # done only once no station the log names took over; the judge's own clicks do not wait for it.
            log.fence = lambda: fence.check(own_status(hub.status))
            log.on_fenced = lambda holder: self.fenced.emit(fence.fenced_message(holder))
        self._publisher = DeskPublisher(self.controller, Publisher(hub, self._handover), self)
        backend.on_written = self._publisher.take
        self._publisher.publish()
        self.started.emit(self.url())
        return self.url()

    def _stand_down(self, message: str) -> None:
        self.standby_said.emit(message.replace("not known yet: this desk", "this desk stopped serving: it"))
        self.stop()

    def stop(self) -> None:
        if self.server is None:
            return
        server, self.server = self.server, None
        if self.controller.on_commit == self._committed:
            self.controller.on_commit = None
        server.stop()
        self._close_log()
        for part in (self._publisher, self._backend):
            if part is not None:
                if isinstance(part, DeskPublisher):
                    part.disconnect_all()
                else:
                    part.detach()
                part.deleteLater()
        self._publisher = self._backend = None
        self.stopped.emit()

    def _close_log(self) -> None:
        source, self._log_source, self.log, self._served_path = self._log_source, None, None, None
        if source is not None:
            source.close()

    def url(self, path: str = "/") -> str:
        return self.server.url(path) if self.server is not None else ""

    def pair(self, table: int) -> tuple[str, str] | None:
        """Pair a new device to ``table`` (logged); returns (device id, pairing address), None if refused."""
        if self.server is None:
            raise ServerError("start File ▸ Serve on the local network first")
        def commit(data: dict[str, object]) -> str | None:
            if not self.controller.do("device.pair", data):
                return None
            return next(d.id for d in self.controller.state.devices.values() if d.token_hash == data["token_hash"])

        paired = self.pairing.pair(table, commit)
        return None if paired is None else (paired.device, paired.link(self.url("/")))

    def revoke(self, device: str) -> bool:
        self.pairing.revoked(device)
        return self.controller.do("device.revoke", {"device": device})

    def revoke_station(self, station: str) -> bool:
        """A logged station.revoke: the station's own token stops working at once (``app.hall.station``)."""
        return self.controller.do("station.revoke", {"revoked": station})

    def new_judge_code(self) -> str:
        """A new judge code, kept beside the event file: the old one (perhaps photographed) stops working
        for joins and copies at once; stations that joined keep their own tokens."""
        from tableside.app.replication.token import rotate_token

        if self.log is None or self._served_path is None:
            raise ServerError("only an event kept in a file, while it is served, has a judge code")
        try:
            token = rotate_token(self._served_path)
        except TablesideError as err:
            raise ServerError(str(err)) from None
        self.log.rotate(token)
        return token

    def _now(self) -> int:
        # Read on the server's thread: the event clock only reads immutable numbers and the monotonic clock.
        session = self.controller.session
        return session.now() if session is not None else 0


JOIN_MARK = "#join="


def join_link(url: str, token: str) -> str:
    """``http://HOST:PORT/#join=TOKEN``: the token rides after ``#``, which a browser never sends."""
    return url.rstrip("/") + "/" + JOIN_MARK + token


def describe_error(err: Exception) -> str:
    return str(err) if isinstance(err, TablesideError) else f"the server could not start ({err})"


__all__ = ["DeskHall", "ServerError", "describe_error"]
