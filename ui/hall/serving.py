"""File ▸ Serve on the local network: ``tableside serve``'s own ``DeskRuntime`` with the Qt main thread as
its writer (``bridge.QtBackend``), the runtime's news turned into queued signals. Standing down, the window
reopens its event read-only: it writes nothing more, not even the hold of its timers.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal

from tableside.app.errors import TablesideError
from tableside.app.hall import DEFAULT_PORT
from tableside.app.hall.heard import Seen
from tableside.app.hall.runner import ServerError
from tableside.app.hall.service import DeskRuntime
from tableside.app.replication.token import standby_token
from tableside.app.standby.station import join_link
from tableside.app.text import Text
from tableside.ui.controller import EventController
from tableside.ui.hall.bridge import QtBackend
from tableside.ui.i18n import arg, said, translate

PORTS_TO_TRY = 10  # 8765, 8766, ... when another program holds the port


class DeskHall(QObject):
    started = Signal(str)  # the players' page address
    stopped = Signal()
    standby_said = Signal(object)  # the log's news for the desk (a Text: a copy stopped answering, or caught up)
    stood_down = Signal(str)  # a station holds the event over this desk: who, and what to re-enter there
    _stood_down = Signal(object)  # the runtime's lines, from its stand-down thread: queued to this one
    directory_said = Signal(str)  # the hall directory cannot run here (said once): serving goes on
    _directory_failed = Signal(str)  # its reason, from whichever thread found it: queued to this one

    def __init__(self, controller: EventController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.runtime: DeskRuntime[QtBackend] | None = None
        self._serve_next: tuple[str, int] | None = None
        self._held_elsewhere: str | None = None  # the file of an event another station holds: not served again
        controller.opened.connect(self._reopened)
        self._stood_down.connect(self._said_stood_down)
        # Queued even from this thread: said after "Serving on the local network…", not hidden under it.
        self._directory_failed.connect(self._directory_off, Qt.ConnectionType.QueuedConnection)
        self._directory_told = False

    @property
    def judge_token(self) -> str:
        """The token a judge station (or ``tableside replicate``) needs; "" when no log is served."""
        log = self.runtime.log if self.runtime is not None else None
        return log.token if log is not None else ""

    def join_link(self) -> str:
        """What a station pastes (or scans) to join: the server's address with the token after ``#join=``."""
        return join_link(self.url("/"), self.judge_token) if self.judge_token else ""

    def _reopened(self) -> None:
        # Another event (or none): its log and token are another's, so it is served afresh on the same address.
        runtime = self.runtime
        if runtime is not None and runtime.stand_down.holder is not None:
            return  # the event reopened read-only as the desk stands down: served nowhere here
        if runtime is not None and runtime.server is not None and runtime.log is not None \
                and self.controller.path != runtime.path:
            self._serve_next = (runtime.server.host, runtime.server.port)
            self.stop()
        if self.runtime is None and self._serve_next is not None and self.controller.is_open \
                and self.controller.remote is None:  # a station serves nothing: its desk does
            (host, port), self._serve_next = self._serve_next, None
            try:
                self.start(host, port, tries=1)
            except ServerError as err:
                self.standby_said.emit(arg(translate("hall.serving", "could not serve the event just opened: %1"), err))

    @property
    def running(self) -> bool:
        return self.runtime is not None

    def start(self, host: str = "0.0.0.0", port: int = DEFAULT_PORT, tries: int = PORTS_TO_TRY) -> str:
        """Start serving; returns the players' page address. Raises ServerError in plain words."""
        if self.runtime is not None:
            return self.url()
        c = self.controller
        if c.path is not None and c.path == self._held_elsewhere:  # as ``serve`` will not start again
            raise ServerError(translate("hall.serving",
                                        "another station holds this event now: it is served there, not here"))
        path = c.path if c.session is not None and not c.session.store.readonly else None
        try:  # an event kept in a file is served with its log, behind the judge code kept beside it
            token = standby_token(path) if path is not None else None
        except TablesideError as err:
            raise ServerError.again(err) from None  # its template kept: said in the judge's language
        self.runtime = DeskRuntime(QtBackend(c, self), path=path, token=token,
                                   state=c.state if token and c.is_open else None,
                                   say=self.standby_said.emit,  # said on the server's loop or in a click: queued
                                   yield_to=lambda: c.judge_painting, on_stood_down=self._stood_down.emit,
                                   me=translate("hall.serving", "this desk"),
                                   directory_said=self._directory_failed.emit)
        try:
            self.runtime.bind(host, port, tries)
            self.runtime.start()
        except ServerError:
            self.stop()
            raise
        self.started.emit(self.url())
        return self.url()

    def _directory_off(self, reason: str) -> None:
        if not self._directory_told:  # once a run: the judge needs to know, not to be reminded
            self._directory_told = True
            self.directory_said.emit(translate(
                "hall.serving", "Other desks cannot find this event on the network, nor this desk theirs: the event "
                                "is served all the same; players and stations use its address or QR code."))

    def _said_stood_down(self, lines: list[str | Text]) -> None:
        self._held_elsewhere = self.runtime.path if self.runtime is not None else None
        self.stop()
        self.stood_down.emit("\n".join(said(line) for line in lines))

    def stop(self) -> None:
        runtime, self.runtime = self.runtime, None
        if runtime is None:
            return
        runtime.stop()
        self.stopped.emit()

    def url(self, path: str = "/") -> str:
        return self.runtime.url(path) if self.runtime is not None else ""

    def pair(self, table: int, replace: bool = False) -> tuple[str, str] | None:
        """Pair a new device to ``table`` (logged); returns (device id, pairing address), None if refused.
        ``replace``: mid-game, the table's devices are revoked first (logged)."""
        if self.runtime is None:
            raise ServerError(translate("hall.serving", "start File ▸ Serve on the local network first"))
        devices = self.controller.state.devices.values() if replace else ()  # as the window shows them
        paired = self.runtime.replace(table, [d.id for d in devices if d.table == table and d.active]) if replace \
            else self.runtime.pair(table)
        return None if paired is None else (paired.device, paired.link(self.url("/")))

    def seen(self, token_hash: str) -> Seen | None:
        """When the device with this token hash was last heard while serving (memory only), or None."""
        return self.runtime.heard.seen(token_hash) if self.runtime is not None else None

    def revoke(self, device: str) -> bool:
        if self.runtime is None:  # no pairing code outlives the runtime that issued it
            return self.controller.do("device.revoke", {"device": device})
        return self.runtime.revoke(device)


__all__ = ["DeskHall", "ServerError"]
