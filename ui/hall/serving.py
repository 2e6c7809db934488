"""The hall server as the window runs it: File ▸ Serve on the local network starts and stops it.

The parts are those of ``tableside serve`` (``app.hall``), with the Qt main thread as the writer
(``bridge.QtBackend``) and the controller's changes as what triggers publishing. Nothing here
blocks the window: starting binds a socket and waits (bounded) for uvicorn's thread to be ready.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from tableside.app.errors import TablesideError
from tableside.app.hall import DEFAULT_PORT
from tableside.app.hall.hub import Hub
from tableside.app.hall.publish import Publisher
from tableside.app.hall.runner import ServerError, ServerThread
from tableside.app.hall.server import make_app
from tableside.app.hall.tokens import new_token, pairing_url, token_hash
from tableside.ui.controller import EventController
from tableside.ui.hall.bridge import DeskPublisher, QtBackend

PORTS_TO_TRY = 10  # 8765, 8766, ... when another program holds the port


class DeskHall(QObject):
    started = Signal(str)  # the players' page address
    stopped = Signal()

    def __init__(self, controller: EventController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.server: ServerThread | None = None
        self._backend: QtBackend | None = None
        self._publisher: DeskPublisher | None = None

    @property
    def running(self) -> bool:
        return self.server is not None

    def start(self, host: str = "0.0.0.0", port: int = DEFAULT_PORT, tries: int = PORTS_TO_TRY) -> str:
        """Start serving; returns the players' page address. Raises ServerError in plain words."""
        if self.server is not None:
            return self.url()
        hub = Hub(now=self._now)
        backend = QtBackend(self.controller, self)
        error: ServerError | None = None
        server = None
        for offset in range(max(1, tries) if port else 1):
            try:
                server = ServerThread(lambda h: make_app(backend, h), hub, host, port + offset if port else 0)
                break
            except ServerError as err:
                error = err
        if server is None:
            backend.deleteLater()
            raise error or ServerError("no port to listen on")
        server.start()
        self.server, self._backend = server, backend
        self._publisher = DeskPublisher(self.controller, Publisher(hub, server.call), self)
        self._publisher.publish()
        self.started.emit(self.url())
        return self.url()

    def stop(self) -> None:
        if self.server is None:
            return
        server, self.server = self.server, None
        server.stop()
        for part in (self._publisher, self._backend):
            if part is not None:
                if isinstance(part, DeskPublisher):
                    part.disconnect_all()
                part.deleteLater()
        self._publisher = self._backend = None
        self.stopped.emit()

    def url(self, path: str = "/") -> str:
        return self.server.url(path) if self.server is not None else ""

    def pair(self, table: int) -> tuple[str, str] | None:
        """Pair a new device to ``table`` (logged); returns (device id, pairing address), None if refused."""
        if self.server is None:
            raise ServerError("start File ▸ Serve on the local network first")
        token = new_token()
        wanted = token_hash(token)
        if not self.controller.do("device.pair", {"table": table, "token_hash": wanted}):
            return None
        device = next(d for d in self.controller.state.devices.values() if d.token_hash == wanted)
        return device.id, pairing_url(self.url("/"), token)

    def revoke(self, device: str) -> bool:
        return self.controller.do("device.revoke", {"device": device})

    def _now(self) -> int:
        # Read on the server's thread: the event clock only reads immutable numbers and the monotonic clock.
        session = self.controller.session
        return session.now() if session is not None else 0


def describe_error(err: Exception) -> str:
    return str(err) if isinstance(err, TablesideError) else f"the server could not start ({err})"


__all__ = ["DeskHall", "ServerError", "describe_error"]
