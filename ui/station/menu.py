"""File ▸ Join an event on the network…, and what the window says while it is a judge station.

The station's menu entries live here; the work is ``StationLink``'s. When the desk stops answering
the message bar says so at once and every click is refused in plain words until it is back.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow, QMenu

from tableside.ui.controller import EventController
from tableside.ui.station.link import StationLink


class StationMenu(QObject):
    def __init__(self, controller: EventController, window: QMainWindow, file_menu: QMenu,
                 say: Callable[[str, str], None]) -> None:
        super().__init__(window)
        self.controller = controller
        self.window = window
        self.say = say
        self.link = StationLink(controller, self)
        self.link.link_changed.connect(self._link_changed)
        self.link.ended.connect(self._ended)
        self.join_action = file_menu.addAction("&Join an event on the network…")
        self.join_action.triggered.connect(self.open_dialog)
        window.addAction(self.join_action)
        self.serve_host = ""  # the address this laptop would serve on after a takeover ("": its LAN address)

    @property
    def active(self) -> bool:
        return self.link.active

    def open_dialog(self) -> None:
        from tableside.ui.station.join_dialog import JoinDialog

        dialog = JoinDialog(self.join, self.window)
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()

    def join(self, url: str, token: str, name: str, port: int) -> None:
        """Join (from the dialog, or a test); raises TablesideError with nothing changed."""
        hall_menu = getattr(self.window, "hall_menu", None)
        if hall_menu is not None:
            hall_menu.stop()  # a station does not serve: the desk it joins does
        from tableside.app.hall.runner import lan_address  # the server's stack loads only when needed

        host = self.serve_host or lan_address()
        self.link.join(url, token, name, f"http://{host}:{port}/")
        self.say(f"Joined {url} as station {name}: what you do here is done at the judge's desk.", "info")

    def leave(self) -> None:
        self.link.leave()

    def _link_changed(self, reachable: bool, why: str) -> None:
        if not self.link.active:
            return
        remote = self.link.remote
        assert remote is not None
        if reachable:
            self.say(f"The judge's desk at {remote.url} answers again: this station acts through it again.", "info")
        else:
            self.say(f"The judge's desk at {remote.url} cannot be reached ({why}). This station shows the event "
                     "as it last heard it and refuses clicks until the desk is back.", "error")

    def _ended(self, why: str) -> None:
        self.say(f"This station stopped copying the event: {why}", "error")
