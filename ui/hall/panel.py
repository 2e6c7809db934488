"""The "Local network" dock: whether the hall server runs, its address and QR code, the paired devices.

The address and QR code are the players' page: the judge can turn the laptop to a player, and the
projector shows the same code. Each paired device is listed with its table and a Revoke button
(a logged device.revoke: its token stops working at once). Below them, for an event kept in a file,
the judge token and a QR code of the join link (``http://HOST:PORT/#join=TOKEN``) that a second
laptop pastes into *File ▸ Join an event on the network…*, and the line for ``tableside replicate``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tableside.ui import plain_text
from tableside.ui.controller import EventController
from tableside.ui.hall.qr import QrLabel
from tableside.ui.hall.serving import DeskHall


class HallPanel(QWidget):
    def __init__(self, controller: EventController, hall: DeskHall, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.hall = hall
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 10, 10, 10)
        self.status = plain_text.label()
        self.status.setObjectName("hallStatus")
        self.status.setWordWrap(True)
        self.address = plain_text.label()
        self.address.setObjectName("hallAddress")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.qr = QrLabel(size=220)
        self.toggle = QPushButton()
        self.toggle.clicked.connect(self._toggle)
        self.judge_title = plain_text.label("Judge stations and standby copies")
        self.judge_title.setObjectName("cardTitle")
        self.judge_text = plain_text.label()
        self.judge_text.setObjectName("hallJudge")
        self.judge_text.setWordWrap(True)
        self.judge_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.join_qr = QrLabel(size=160)
        self.devices_title = plain_text.label("Paired table devices")
        self.devices_title.setObjectName("cardTitle")
        self.devices = QVBoxLayout()
        holder = QWidget()
        holder.setLayout(self.devices)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        box.addWidget(self.status)
        box.addWidget(self.address)
        box.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.toggle)
        box.addWidget(self.judge_title)
        box.addWidget(self.judge_text)
        box.addWidget(self.join_qr, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.devices_title)
        box.addWidget(scroll, 1)
        self.revoke_buttons: dict[str, QPushButton] = {}
        hall.started.connect(lambda _url: self.refresh())
        hall.stopped.connect(self.refresh)
        controller.changed.connect(lambda change: self._maybe_devices(change))
        controller.opened.connect(self.refresh)
        self.on_error = lambda text: None
        self.start_hall = lambda: self.hall.start()  # the menu passes its host and port
        self.refresh()

    def _toggle(self) -> None:
        if self.hall.running:
            self.hall.stop()
        else:
            from tableside.ui.hall.serving import ServerError

            try:
                self.start_hall()
            except ServerError as err:
                self.on_error(f"Could not serve on the local network: {err}")
        self.refresh()

    def _maybe_devices(self, change: object) -> None:
        entries = getattr(change, "entries", ())
        if any(e.kind.startswith("device.") for e in entries):
            self.refresh_devices()

    def refresh(self) -> None:
        if self.hall.running:
            url = self.hall.url("/")
            self.status.setText("Serving on the local network. Players open this page on their phones "
                                "(same Wi-Fi); pair a table's device from its card (“Pair a device”).")
            self.address.setText(url)
            self.qr.set_text(url)
            self.qr.show()
            self.toggle.setText("Stop serving")
            self._judge(self.hall.join_link(), self.hall.judge_token, url)
        else:
            self._judge("", "", "")
            self.status.setText("Not serving. Start it to give every player the live tables and standings on "
                                "their phone, and to run a table's clocks from a tablet at the table.")
            self.address.setText("")
            self.qr.set_text("")
            self.qr.hide()
            self.toggle.setText("Serve on the local network")
        self.refresh_devices()

    def _judge(self, link: str, token: str, url: str) -> None:
        for widget in (self.judge_title, self.judge_text, self.join_qr):
            widget.setVisible(bool(link))
        self.join_qr.set_text(link)
        if not link:
            self.judge_text.setText("")
            return
        self.judge_text.setText(
            "A second laptop joins as a judge station with File ▸ Join an event on the network…: paste this "
            f"join link or scan the code.\n{link}\nJudge token: {token}\nA standby copy with no window: "
            f"TABLESIDE_STANDBY_TOKEN={token} tableside replicate {url} COPY.tableside\n"
            "Whoever holds the token can read the whole event and act as a judge: give it to judges only.")

    def refresh_devices(self) -> None:
        while self.devices.count():
            item = self.devices.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.revoke_buttons = {}
        devices = list(self.controller.state.devices.values()) if self.controller.is_open else []
        active = [d for d in devices if d.active]
        self.devices_title.setVisible(bool(active))
        for device in sorted(active, key=lambda d: (d.table, d.id)):
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.addWidget(plain_text.label(f"Table {device.table}: device {device.id}"), 1)
            button = QPushButton("Revoke")
            button.clicked.connect(lambda _c=False, d=device.id: self.hall.revoke(d))
            line.addWidget(button)
            self.revoke_buttons[device.id] = button
            self.devices.addWidget(row)
        self.devices.addStretch(1)
