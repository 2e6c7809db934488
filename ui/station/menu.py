"""File ▸ Join an event on the network… and Take over the event, and what the window says while it is a
judge station; the work is ``StationLink``'s."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu

from tableside.app.text import Text
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, said, translate
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
        self.link.joined.connect(self._joined)
        self.link.join_waiting.connect(self._join_waiting)
        self.link.join_refused.connect(self._join_refused)
        self.link.moved.connect(self._moved)
        self.link.set_aside.connect(self._set_aside)
        self._joining = ""  # the station name of the join under way, for what is said when it lands
        self._waiting_said = False
        self.join_action = file_menu.addAction(translate("station.menu", "&Join an event on the network…"))
        self.join_action.triggered.connect(self.open_dialog)
        window.addAction(self.join_action)
        self.take_over_action = file_menu.addAction(translate("station.menu", "&Take over the event"))
        self.take_over_action.setEnabled(False)  # offered only while the desk cannot be reached
        self.take_over_action.triggered.connect(self.take_over)
        window.addAction(self.take_over_action)
        self.serve_host = ""  # the address this laptop would serve on after a takeover ("": its LAN address)
        self.listen_host = ""  # where it listens after a takeover ("": every network of this laptop)

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
        self._joining, self._waiting_said = name, False
        self.link.join(url, token, name, f"http://{host}:{port}/")  # the join itself lands on its own thread

    def _joined(self) -> None:
        remote = self.link.remote
        if remote is not None:
            self.say(arg(translate("station.menu",
                                   "Joined %1 as station %2: what you do here is done at the judge's desk."),
                         remote.url, self._joining), "info")

    def _join_waiting(self, why: str) -> None:
        remote = self.link.remote
        if remote is not None and not self._waiting_said:
            self._waiting_said = True  # said once: the join is sent again quietly until it lands
            self.say(arg(translate("station.menu",
                                   "The judge's desk at %1 has not taken this station's join yet (%2); it is sent "
                                   "again until it lands, and clicks wait until then."), remote.url, why), "info")

    def _join_refused(self, why: str) -> None:
        remote = self.link.remote
        if remote is not None:
            self.say(arg(translate("station.menu",
                                   "The judge's desk at %1 refused this station's join (%2): join again with the "
                                   "judge code it shows."), remote.url, why), "error")

    def leave(self) -> None:
        self.link.leave()

    def _link_changed(self, reachable: bool, why: str) -> None:
        if not self.link.active:
            return
        remote = self.link.remote
        assert remote is not None
        self.take_over_action.setEnabled(not reachable)
        if reachable:
            self.say(arg(translate("station.menu", "The judge's desk at %1 answers again: this station acts through "
                                                   "it again."), remote.url), "info")
        else:
            self._offer(arg(translate("station.menu",
                                      "The judge's desk at %1 cannot be reached (%2). This station shows the event as "
                                      "it last heard it and refuses clicks until the desk is back; or take over the "
                                      "event (File ▸ Take over the event): this laptop then holds it and serves it."),
                            remote.url, why))

    def _moved(self, holder: str, url: str, epoch: int) -> None:
        if self.link.active:
            self.take_over_action.setEnabled(False)
            self.say(arg(translate("station.menu",
                                   "%1 took the event over (epoch %2): this station follows it at %3, and what you do "
                                   "here is done there."), holder, epoch, url), "info")

    def _set_aside(self, _kept: str, message: str | Text) -> None:
        if self.link.active:  # each line in the judge's language: the entries as the history says them
            self.say(arg(translate("station.menu", "This station's copy held entries the new holder lacks: %1"),
                         said(message)), "error")

    def _ended(self, why: str) -> None:
        if self.link.active:  # else a join that failed: its dialog says why
            self.take_over_action.setEnabled(True)
            self._offer(arg(translate("station.menu", "This station stopped copying the event: %1"), why))

    def _offer(self, text: str) -> None:
        bar = getattr(self.window, "message_bar", None)
        if bar is not None:
            bar.show_message(text, "error", (translate("station.menu", "Take over the event"), self.take_over))
        else:
            self.say(text, "error")

    def take_over(self) -> bool:
        """This laptop becomes the desk: the replica becomes the event file, opened and served on its url."""
        from tableside.app.errors import TablesideError
        from tableside.app.hall.runner import reserve, unreserve
        from tableside.app.replication.client import split_url
        from tableside.app.replication.fence import TAKEOVER_WAIT_S

        if not self.link.active:
            self.say(translate("station.menu", "Take over needs a judge station whose desk cannot be reached."),
                     "refused")
            return False
        remote = self.link.remote
        assert remote is not None
        if remote.unreachable is None:
            self.say(arg(translate(
                "station.menu", "The judge's desk at %1 still answers: take over only once it is gone."), remote.url),
                "refused")
            return False
        serve_url = self.link.serve_url
        host = self.listen_host or "0.0.0.0"
        port = split_url(serve_url)[2] if serve_url else None
        try:
            if port is not None:
                # The fence's lease: listen first, commit the takeover TAKEOVER_WAIT_S later (as serve does).
                reserve(host, port)
                QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
                try:
                    time.sleep(TAKEOVER_WAIT_S)  # 1.6 s, once, at the judge's own decision
                finally:
                    QApplication.restoreOverrideCursor()
            path = self.link.take_over()
        except (TablesideError, OSError) as err:
            if port is not None:
                unreserve(host, port)
            self.say(arg(translate("station.menu", "Could not take over the event: %1"), err), "error")
            return False
        self.take_over_action.setEnabled(False)
        open_event = getattr(self.window, "open_event", None)
        if open_event is None or not open_event(path):
            return False
        hall_menu = getattr(self.window, "hall_menu", None)
        if hall_menu is not None and port is not None:
            hall_menu.host = host
            hall_menu.port = port
            hall_menu.action.setChecked(True)
            if not hall_menu.running:
                return False
        epoch = self.controller.state.epoch
        if serve_url:
            took = arg(translate("station.menu", "This laptop took over the event (epoch %1) and serves it on %2: "
                                                 "devices and stations reconnect to it."), epoch, serve_url)
        else:
            took = arg(translate("station.menu", "This laptop took over the event (epoch %1) and serves it: devices "
                                                 "and stations reconnect to it."), epoch)
        self.say(took, "info")
        return True
