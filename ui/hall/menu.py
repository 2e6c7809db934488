"""File ▸ Serve on the local network: the checkable action, the "Local network" dock, the projector's code.

The server's stack (uvicorn, Starlette, segno, ``app.hall.server``) is imported on the first ``hall``
or ``panel`` access, so a window that never serves never pays for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QWidget

from tableside.app.hall import DEFAULT_PORT
from tableside.app.text import Text
from tableside.ui.controller import EventController, WakeTimer, qt_timer
from tableside.ui.i18n import arg, said, translate

if TYPE_CHECKING:
    from tableside.ui.hall.panel import HallPanel
    from tableside.ui.hall.serving import DeskHall


class HallMenu(QObject):
    def __init__(self, controller: EventController, window: QMainWindow, file_menu: QMenu,
                 say: Callable[[str, str], None]) -> None:
        super().__init__(window)
        self.controller = controller
        self.window = window
        self.say = say
        self._hall: DeskHall | None = None
        self._panel: HallPanel | None = None
        self.panel_timer: Callable[[QObject], WakeTimer] = qt_timer  # hides the judge code (a fake in tests)
        self.host = "0.0.0.0"  # every network of this laptop: the hall's Wi-Fi is one of them
        self.port = DEFAULT_PORT
        self.action = file_menu.addAction(translate("hall.menu", "Ser&ve on the local network"))
        self.action.setCheckable(True)
        self.action.toggled.connect(self._toggled)
        window.addAction(self.action)
        self.dock = QDockWidget(translate("hall.menu", "Local network"), window)
        self.dock.setObjectName("hallDock")
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                              | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()

    @property
    def hall(self) -> DeskHall:
        """The server as the window runs it, built (and its modules imported) on first use."""
        if self._hall is None:
            from tableside.ui.hall.panel import HallPanel
            from tableside.ui.hall.serving import DeskHall

            hall = self._hall = DeskHall(self.controller, self)
            panel = self._panel = HallPanel(self.controller, hall, timer_factory=self.panel_timer)
            panel.on_error = lambda text: self.say(text, "error")
            panel.start_hall = lambda: hall.start(self.host, self.port)
            self.dock.setWidget(panel)
            hall.started.connect(self._started)
            hall.stopped.connect(self._stopped)
            hall.standby_said.connect(self._standby)
            hall.stood_down.connect(lambda text: self.say(text, "error"))
            hall.directory_said.connect(lambda text: self.say(text, "warning"))
        return self._hall

    @property
    def panel(self) -> HallPanel:
        self.hall  # noqa: B018 (builds the panel with the server)
        assert self._panel is not None
        return self._panel

    @property
    def running(self) -> bool:
        return self._hall is not None and self._hall.running

    def _toggled(self, on: bool) -> None:
        from tableside.ui.hall.serving import ServerError

        if on and self.controller.remote is not None:
            self.say(translate("hall.menu", "This laptop is a judge station: the desk it joined serves the event."),
                     "refused")
            self.action.setChecked(False)
        elif on and not self.hall.running:
            try:
                self.hall.start(self.host, self.port)
            except ServerError as err:
                self.say(arg(translate("hall.menu", "Could not serve on the local network: %1"), said(err)), "error")
                self.action.setChecked(False)
        elif not on and self.running:
            self.hall.stop()

    def _started(self, url: str) -> None:
        self.action.setChecked(True)
        self.dock.show()
        self.dock.raise_()
        self._projector(url)
        self.say(arg(translate("hall.menu", "Serving on the local network: players open %1"), url), "info")

    def _standby(self, line: Text | str) -> None:
        english = str(line)
        alone = "alone" in english or "could not" in english  # (its English template, whatever the language)
        self.say(arg(translate("hall.menu", "Standby: %1."), said(line)), "warning" if alone else "info")

    def _stopped(self) -> None:
        self.action.setChecked(False)
        self._projector("")

    def _projector(self, url: str) -> None:
        projector_menu = getattr(self.window, "projector_menu", None)
        if projector_menu is not None:
            projector_menu.set_hall_url(url)

    def stop(self) -> None:
        if self._hall is not None:
            self._hall.stop()


def pair_device(widget: QWidget, table: int) -> None:
    """From a table card: pair a device to ``table`` if the window serves, else say how to start."""
    window = widget.window()
    menu: HallMenu | None = getattr(window, "hall_menu", None)
    if menu is None:
        return
    if menu.controller.remote is not None:
        menu.say(translate("hall.menu",
                           "A judge station pairs no devices: pair them at the desk that serves the event."), "refused")
        return
    if not menu.running:
        menu.say(translate("hall.menu",
                           "Start File ▸ Serve on the local network first, then pair the table's device."), "refused")
        return
    from tableside.ui.hall.pair_dialog import PairDialog

    dialog = PairDialog(menu.hall, table, window)
    try:
        dialog.exec()
    finally:
        dialog.deleteLater()
