"""File ▸ Serve on the local network: the checkable action, the "Local network" dock, the projector's code.

Starting shows the dock with the players' page address and QR code (and gives them to the
projector, which shows them in a strip at its foot); stopping hides them. A table card's "Pair a
device" asks here for the running server.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QWidget

from app.hall import DEFAULT_PORT
from ui.controller import EventController
from ui.hall.panel import HallPanel
from ui.hall.serving import DeskHall, ServerError


class HallMenu(QObject):
    def __init__(self, controller: EventController, window: QMainWindow, file_menu: QMenu,
                 say: Callable[[str, str], None]) -> None:
        super().__init__(window)
        self.controller = controller
        self.window = window
        self.say = say
        self.hall = DeskHall(controller, self)
        self.host = "0.0.0.0"  # every network of this laptop: the hall's Wi-Fi is one of them
        self.port = DEFAULT_PORT
        self.action = file_menu.addAction("Ser&ve on the local network")
        self.action.setCheckable(True)
        self.action.toggled.connect(self._toggled)
        window.addAction(self.action)
        self.panel = HallPanel(controller, self.hall)
        self.panel.on_error = lambda text: self.say(text, "error")
        self.panel.start_hall = lambda: self.hall.start(self.host, self.port)
        self.dock = QDockWidget("Local network", window)
        self.dock.setObjectName("hallDock")
        self.dock.setWidget(self.panel)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                              | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self.hall.started.connect(self._started)
        self.hall.stopped.connect(self._stopped)

    def _toggled(self, on: bool) -> None:
        if on and not self.hall.running:
            try:
                self.hall.start(self.host, self.port)
            except ServerError as err:
                self.say(f"Could not serve on the local network: {err}", "error")
                self.action.setChecked(False)
        elif not on and self.hall.running:
            self.hall.stop()

    def _started(self, url: str) -> None:
        self.action.setChecked(True)
        self.dock.show()
        self.dock.raise_()
        self._projector(url)
        self.say(f"Serving on the local network: players open {url}", "info")

    def _stopped(self) -> None:
        self.action.setChecked(False)
        self._projector("")

    def _projector(self, url: str) -> None:
        projector_menu = getattr(self.window, "projector_menu", None)
        if projector_menu is not None:
            projector_menu.set_hall_url(url)

    def stop(self) -> None:
        self.hall.stop()


def pair_device(widget: QWidget, table: int) -> None:
    """From a table card: pair a device to ``table`` if the window serves, else say how to start."""
    window = widget.window()
    menu: HallMenu | None = getattr(window, "hall_menu", None)
    if menu is None:
        return
    if not menu.hall.running:
        menu.say("Start File ▸ Serve on the local network first, then pair the table's device.", "refused")
        return
    from ui.hall.pair_dialog import PairDialog

    dialog = PairDialog(menu.hall, table, window)
    try:
        dialog.exec()
    finally:
        dialog.deleteLater()
