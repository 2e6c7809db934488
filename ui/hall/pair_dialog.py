"""Pairing a device to a table: the table's QR code, carrying a one-time code for a new token.

Opening the dialog pairs one device (a logged device.pair, storing only the token's hash); the QR
code carries a code the device exchanges once for its token (``app.hall.pairing``), within ten
minutes; it is shown until the dialog closes and never again (pair again for another device). The
table's paired devices are listed with a Revoke button each.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tableside.ui import plain_text
from tableside.ui.hall.qr import QrLabel
from tableside.ui.hall.serving import DeskHall
from tableside.ui.i18n import arg, translate


class PairDialog(QDialog):
    def __init__(self, hall: DeskHall, table: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hall = hall
        self.table = table
        self.setWindowTitle(arg(translate("hall.pair_dialog", "Pair a device to table %1"), table))
        box = QVBoxLayout(self)
        self.note = plain_text.label()
        self.note.setWordWrap(True)
        self.qr = QrLabel(size=300)
        self.link = plain_text.label()
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.link.setWordWrap(True)
        self.devices = QVBoxLayout()
        again = QPushButton(translate("hall.pair_dialog", "Pair another device"))
        again.clicked.connect(self.pair)
        again.setMinimumWidth(again.sizeHint().width() + 24)  # the style's padding clipped its words
        close = QPushButton(translate("hall.pair_dialog", "Close"))
        close.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addWidget(again)
        buttons.addStretch(1)
        buttons.addWidget(close)
        box.addWidget(self.note)
        box.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.link)
        box.addLayout(self.devices)
        box.addLayout(buttons)
        self.device: str | None = None
        self.address = ""
        self.pair()

    def pair(self) -> None:
        paired = self.hall.pair(self.table)
        if paired is None:
            self.note.setText(translate("hall.pair_dialog", "The pairing was refused; see the message in the window."))
            return
        self.device, self.address = paired
        self.note.setText(arg(translate("hall.pair_dialog",
                                        "Scan this code with the tablet or phone for table %1 (on the hall's Wi-Fi). "
                                        "It becomes device %2 and can act on table %1 only, until you revoke it. The "
                                        "code works once, within ten minutes."), self.table, self.device))
        self.qr.set_text(self.address)
        self.link.setText(self.address)
        self._list()

    def _list(self) -> None:
        while self.devices.count():
            item = self.devices.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        state = self.hall.controller.state
        for device in state.devices.values():
            if device.table != self.table or not device.active:
                continue
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.addWidget(plain_text.label(arg(translate("hall.pair_dialog", "Device %1"), device.id)), 1)
            button = QPushButton(translate("hall.pair_dialog", "Revoke"))
            button.clicked.connect(lambda _c=False, d=device.id: self._revoke(d))
            line.addWidget(button)
            self.devices.addWidget(row)

    def _revoke(self, device: str) -> None:
        if self.hall.revoke(device) and device == self.device:
            self.qr.set_text("")
            self.link.setText("")
            self.note.setText(arg(translate("hall.pair_dialog",
                                            "Device %1 was revoked: its code and token no longer work."), device))
        self._list()
