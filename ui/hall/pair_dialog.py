"""Pairing a device to a table: the table's QR code, carrying a one-time code for a new token.

Opening the dialog pairs one device (a logged device.pair, storing only the token's hash); the QR
code carries a code the device exchanges once for its token (``app.hall.pairing``), within ten
minutes; it is shown until the dialog closes and never again (pair again for another device). The
table's paired devices are listed with a Revoke button each.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QVBoxLayout,
    QWidget,
)

from tableside.ui import plain_text
from tableside.ui.hall.panel import RevokeRows, button
from tableside.ui.hall.serving import DeskHall
from tableside.ui.i18n import arg, translate
from tableside.ui.qr import QrLabel


class PairDialog(QDialog):
    def __init__(self, hall: DeskHall, table: int, parent: QWidget | None = None, *, replace: bool = False) -> None:
        """``replace``: the table's device is replaced (its devices revoked first, logged: ``DeskHall.replace``)."""
        super().__init__(parent)
        self.hall = hall
        self.table = table
        self.replacing = replace
        self.setWindowTitle(arg(translate("hall.pair_dialog", "Replace the device of table %1") if replace
                                else translate("hall.pair_dialog", "Pair a device to table %1"), table))
        box = QVBoxLayout(self)
        self.note = plain_text.label()
        self.note.setWordWrap(True)
        self.qr = QrLabel(size=300)
        self.link = plain_text.label()
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.link.setWordWrap(True)
        self.devices = QVBoxLayout()
        self.rows = RevokeRows(self.devices)
        again = button(translate("hall.pair_dialog", "Pair another device"), self.pair)
        again.setMinimumWidth(again.sizeHint().width() + 24)  # the style's padding clipped its words
        buttons = QHBoxLayout()
        buttons.addWidget(again)
        buttons.addStretch(1)
        buttons.addWidget(button(translate("hall.pair_dialog", "Close"), self.accept))
        box.addWidget(self.note)
        box.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.link)
        box.addLayout(self.devices)
        box.addLayout(buttons)
        self.device: str | None = None
        self.address = ""
        self.pair()

    def pair(self) -> None:
        paired = self.hall.pair(self.table, replace=self.replacing)
        self.replacing = False  # "Pair another device" adds one
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
        devices = self.hall.controller.state.devices.values()
        self.rows.show([(d.id, arg(translate("hall.pair_dialog", "Device %1"), d.id), "", partial(self._revoke, d.id))
                        for d in devices if d.table == self.table and d.active])

    def _revoke(self, device: str) -> None:
        if self.hall.revoke(device) and device == self.device:
            self.qr.set_text("")
            self.link.setText("")
            self.note.setText(arg(translate("hall.pair_dialog",
                                            "Device %1 was revoked: its code and token no longer work."), device))
        self._list()
