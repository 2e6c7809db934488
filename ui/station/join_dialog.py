"""File ▸ Join an event on the network…: the desk's join link (or its address and the judge code), a name,
and the port this laptop would serve on if it took over (another than the desk's on one computer).

The desks found on the network (the hall directory, ``app.directory``) are listed above: a click fills
in the address; the judge code is still typed (an announcement is no key). Typing an address always works.
"""

from __future__ import annotations

import socket
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tableside.app.directory import Desk
from tableside.app.directory.mdns import HallDirectory
from tableside.app.errors import TablesideError
from tableside.app.hall import DEFAULT_PORT
from tableside.app.standby.station import JOIN_MARK, parse_join
from tableside.ui import plain_text, style
from tableside.ui.i18n import arg, said, translate


class JoinDialog(QDialog):
    _found = Signal(object)  # the desks found, from zeroconf's browser thread: queued to this one

    def __init__(self, join: Callable[[str, str, str, int], None], parent: QWidget | None = None) -> None:
        """``join(url, token, name, port)`` joins, or raises TablesideError (shown here; the dialog stays)."""
        super().__init__(parent)
        self.join = join
        self.setWindowTitle(translate("station.join_dialog", "Join an event on the network"))
        self.setMinimumWidth(560)
        box = QVBoxLayout(self)
        intro = plain_text.label(translate(
            "station.join_dialog", "This laptop becomes a judge station of the event another laptop serves: it keeps "
                                   "its own copy of the event and shows the same tables, clocks, history and "
                                   "standings. What you do here is done at the serving desk."))
        intro.setWordWrap(True)
        box.addWidget(intro)
        self._desks_found(box)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText(translate("station.join_dialog", "the join link, or the desk's address"))
        style.set_tip(self.address, arg(translate("station.join_dialog",
                                                  "The join link (http://192.168.1.20:8765/%1…) or the desk's address "
                                                  "(http://192.168.1.20:8765/)"), JOIN_MARK))
        self.address.textChanged.connect(self._pasted)
        self.token = QLineEdit()
        self.token.setPlaceholderText(translate("station.join_dialog", "shown on the desk"))
        style.set_tip(self.token, translate("station.join_dialog",
                                            "Shown on the desk under File ▸ Serve on the local network"))
        self.name = QLineEdit(_default_name())
        self.name.setMaxLength(40)
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        style.set_tip(self.port, translate(
            "station.join_dialog", "Where this laptop serves the event if it takes over (use another port than the "
                                   "desk's when both run on one computer)"))
        form.addRow(translate("station.join_dialog", "Desk's address or join link"), self.address)
        form.addRow(translate("station.join_dialog", "Judge token"), self.token)
        form.addRow(translate("station.join_dialog", "This station's name"), self.name)
        form.addRow(translate("station.join_dialog", "Serve on port if it takes over"), self.port)
        box.addLayout(form)
        self.problem = plain_text.label()
        self.problem.setObjectName("messageText")
        self.problem.setStyleSheet("color: #9a3d00; font-weight: bold;")
        self.problem.setWordWrap(True)
        self.problem.hide()
        box.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = buttons.addButton(translate("station.join_dialog", "Join"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self._join)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)

    def _desks_found(self, box: QVBoxLayout) -> None:
        """The desks the hall directory finds, listed as they come and go; nothing when it is switched off."""
        self.directory = HallDirectory()
        self.found_title = plain_text.label(translate("station.join_dialog", "Desks found on this network:"))
        self.found = QListWidget()
        self.found.setMaximumHeight(120)
        self.found.itemClicked.connect(self._chosen)
        self.found.itemActivated.connect(self._chosen)
        self.found_note = plain_text.label()
        self.found_note.setWordWrap(True)
        for widget in (self.found_title, self.found, self.found_note):
            box.addWidget(widget)
        self._found.connect(self._show_found)
        self.finished.connect(lambda _: self._stop_browsing())
        directory = self.directory  # a dialog deleted unfinished (never shown) still closes its sockets
        self.destroyed.connect(lambda *_: directory.close())
        if self.directory.interfaces == []:  # switched off (TABLESIDE_DIRECTORY=off)
            for widget in (self.found_title, self.found, self.found_note):
                widget.hide()
            return
        self._stop_listening = self.directory.desks.listen(self._found.emit)
        self.directory.browse()
        if self.directory.off is not None:
            self.found.hide()
            self.found_note.setText(translate("station.join_dialog",
                                              "No desk can be found on this network from here: type the desk's "
                                              "address or paste its join link."))
        else:
            self._show_found([])

    def _show_found(self, desks: list[Desk]) -> None:
        current = self.found.currentItem().data(Qt.ItemDataRole.UserRole) if self.found.currentItem() else None
        self.found.clear()
        unnamed = translate("station.join_dialog", "(no name)")
        for desk in desks:
            item = QListWidgetItem(f"{desk.name or unnamed} · {desk.url}")
            item.setData(Qt.ItemDataRole.UserRole, desk.url)
            self.found.addItem(item)
            if desk.url == current:
                self.found.setCurrentItem(item)
        self.found_note.setText(translate("station.join_dialog", "Looking for desks… none found yet.") if not desks
                                else translate("station.join_dialog",
                                               "Click a desk to fill in its address, then type its judge code."))

    def _chosen(self, item: QListWidgetItem) -> None:
        self.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))
        self.token.setFocus()

    def _stop_browsing(self) -> None:
        stop = getattr(self, "_stop_listening", None)
        if stop is not None:
            stop()
        self.directory.close()

    def _pasted(self, text: str) -> None:
        # A pasted join link carries the token: show it in its field, so the judge sees it was taken.
        if JOIN_MARK in text and not self.token.text().strip():
            self.token.setText(text.partition(JOIN_MARK)[2].strip())
            self.address.setCursorPosition(0)

    def _join(self) -> None:
        name = self.name.text().strip()
        try:
            url, token = parse_join(self.address.text(), self.token.text())
            if not name:
                raise TablesideError(translate("station.join_dialog",
                                               "give this station a name: the desk's history shows it beside its "
                                               "entries"))
            self.join(url, token, name, self.port.value())
        except TablesideError as err:
            self.show_problem(said(err))  # the address and token checks are templates: in the judge's language
            return
        self.accept()

    def show_problem(self, text: str) -> None:
        text = text[0].upper() + text[1:] if text else text
        self.problem.setText(text if text.endswith(".") else text + ".")
        self.problem.show()
        self.adjustSize()


def _default_name() -> str:
    return (socket.gethostname().split(".")[0] or "Station")[:40]
