"""The "Local network" dock: the players' page address and QR code, the judge code, the paired devices
(each with when the server last heard it, kept in memory only by ``app.hall.heard``, Replace and Revoke).

The judge code lets anyone who has it join as a judge station, so it is not left on the screen for
whoever walks past with a phone: it is shown on request and hides again by itself after ``SHOWN_MS``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tableside.app.errors import TablesideError
from tableside.app.event.judge_roles import parse_tables
from tableside.app.hall.heard import Seen, heard_words
from tableside.ui import plain_text
from tableside.ui.controller import EventController, WakeTimer, qt_timer
from tableside.ui.hall.serving import DeskHall
from tableside.ui.i18n import arg, said, translate
from tableside.ui.qr import QrLabel

SHOWN_MS = 60_000  # long enough to scan the code or copy the link, short enough not to be left up
HEARD_EVERY_MS = 5_000  # how often the devices' "last heard" reads again


def heard_said(seen: Seen | None) -> str:
    """When a device was last heard, in the window's language (``heard_text``'s words)."""
    template, number = heard_words(seen)
    return translate("view", template) if number is None else arg(translate("view", template), number)


def _label(name: str = "", text: str = "", *, wrap: bool = True, selectable: bool = False) -> QLabel:
    made = plain_text.label(text)
    made.setObjectName(name)
    made.setWordWrap(wrap)
    if selectable:
        made.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return made


def button(text: str, clicked: Callable[[], object]) -> QPushButton:
    made = QPushButton(text)
    made.clicked.connect(lambda _c=False: clicked())
    return made


class HallPanel(QWidget):
    def __init__(self, controller: EventController, hall: DeskHall, parent: QWidget | None = None, *,
                 timer_factory: Callable[[QObject], WakeTimer] = qt_timer) -> None:
        super().__init__(parent)
        self.controller = controller
        self.hall = hall
        self.status = _label("hallStatus")
        self.address = _label("hallAddress", wrap=False, selectable=True)
        self.qr = QrLabel(size=220)
        self.toggle = button("", self._toggle)
        self.judge_title = _label("cardTitle", translate("hall.panel", "Judge stations and standby copies"), wrap=False)
        self.judge_intro = _label(text=translate(
            "hall.panel", "A second laptop joins as a judge station with the judge code. Anyone who has the code can "
                          "join and act as a judge: show it only to pair a station."))
        self.show_code = button(translate("hall.panel", "Show the judge code"), self._toggle_code)
        self.new_code = button(translate("hall.panel", "Make a new judge code"), self._new_code)
        self.new_code.setToolTip(plain_text.tip(translate(
            "hall.panel", "The old code stops working for new stations and standby copies; stations that joined "
                          "keep working")))
        self.code_shown = False
        self.hide_timer = timer_factory(self)
        self.hide_timer.setSingleShot(True)
        self.hide_timer.timeout.connect(self.hide_code)
        self.judge_text = _label("hallJudge", selectable=True)
        self.join_qr = QrLabel(size=160)
        self.stations_title = _label("cardTitle", translate("hall.panel", "Joined judge stations"), wrap=False)
        self.stations = QVBoxLayout()
        self.devices_title = _label("cardTitle", translate("hall.panel", "Paired table devices"), wrap=False)
        self.devices = QVBoxLayout()
        holder = QWidget()
        holder.setLayout(self.devices)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        code_buttons = QHBoxLayout()
        code_buttons.addWidget(self.show_code)
        code_buttons.addWidget(self.new_code)
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 10, 10, 10)
        for item in (self.status, self.address, self.qr, self.toggle, self.judge_title, self.judge_intro,
                     code_buttons, self.judge_text, self.join_qr, self.stations_title, self.stations,
                     self.devices_title):
            if isinstance(item, QVBoxLayout | QHBoxLayout):
                box.addLayout(item)
            elif isinstance(item, QrLabel):
                box.addWidget(item, 0, Qt.AlignmentFlag.AlignHCenter)
            else:
                box.addWidget(item)
        box.addWidget(scroll, 1)
        self.revoke_buttons: dict[str, QPushButton] = {}
        self.open_dialog: QWidget | None = None  # the Replace dialog while it is open
        self.device_lines: dict[str, str] = {}  # device -> its line as shown (tests read it)
        # The devices' "last heard" reads again every HEARD_EVERY_MS while a device is listed.
        self.heard_timer = timer_factory(self)
        self.heard_timer.setSingleShot(True)
        self.heard_timer.timeout.connect(self.refresh_devices)
        self.station_buttons: dict[str, QPushButton] = {}
        self.device_rows = RevokeRows(self.devices, extra=self._replace_button)
        self.devices.addStretch(1)
        self.station_rows = RevokeRows(self.stations, translate(
            "hall.panel", "Its token stops working at once. To keep it from joining again, also make a new "
                          "judge code."), extra=self._role_button)
        hall.started.connect(lambda _url: self.refresh())
        hall.stopped.connect(self.refresh)
        controller.changed.connect(lambda change: self._maybe_devices(change))
        controller.opened.connect(self.refresh)
        self.on_error: Callable[[str], object] = lambda text: None
        self.start_hall: Callable[[], object] = lambda: self.hall.start()  # the menu passes its host and port
        self.refresh()

    def _toggle(self) -> None:
        if self.hall.running:
            self.hall.stop()
        else:
            from tableside.ui.hall.serving import ServerError

            try:
                self.start_hall()
            except ServerError as err:
                self.on_error(arg(translate("hall.panel", "Could not serve on the local network: %1"), said(err)))
        self.refresh()

    def _maybe_devices(self, change: object) -> None:
        entries = getattr(change, "entries", ())
        if any(e.kind.startswith("device.") or e.kind.startswith("station.") for e in entries):
            self.refresh_devices()

    def refresh(self) -> None:
        if self.hall.running:
            url = self.hall.url("/")
            self.status.setText(translate(
                "hall.panel", "Serving on the local network. Players open this page on their phones (same Wi-Fi); "
                              "pair a table's device from its card (“Pair a device”)."))
            self.address.setText(url)
            self.qr.set_text(url)
            self.qr.show()
            self.toggle.setText(translate("hall.panel", "Stop serving"))
            self._judge(self.hall.join_link(), self.hall.judge_token, url)
        else:
            self.hide_code()
            self._judge("", "", "")
            self.status.setText(translate(
                "hall.panel", "Not serving. Start it to give every player the live tables and standings on their "
                              "phone, and to run a table's clocks from a tablet at the table."))
            self.address.setText("")
            self.qr.set_text("")
            self.qr.hide()
            self.toggle.setText(translate("hall.panel", "Serve on the local network"))
        self.refresh_devices()

    def _toggle_code(self) -> None:
        if self.code_shown:
            self.hide_code()
        else:
            self.show_judge_code()

    def show_judge_code(self) -> None:
        """Show the code and its QR code for ``SHOWN_MS`` (again from the start if shown already)."""
        self.code_shown = True
        self.hide_timer.start(SHOWN_MS)
        self.refresh()

    def hide_code(self) -> None:
        self.hide_timer.stop()
        if self.code_shown:
            self.code_shown = False
            self.refresh()

    def _new_code(self) -> None:
        runtime = self.hall.runtime  # shown only while it serves
        try:
            if runtime is not None:
                runtime.new_code()
        except TablesideError as err:
            self.on_error(arg(translate("hall.panel", "Could not make a new judge code: %1"), said(err)))
            return
        self.show_judge_code()  # the judge made it to pair a station: shown, for as long as the first

    def _judge(self, link: str, token: str, url: str) -> None:
        for widget in (self.judge_title, self.judge_intro, self.show_code, self.new_code):
            widget.setVisible(bool(link))
        shown = bool(link) and self.code_shown
        self.show_code.setText(translate("hall.panel", "Hide the judge code") if shown
                               else translate("hall.panel", "Show the judge code"))
        for widget in (self.judge_text, self.join_qr):
            widget.setVisible(shown)
        # Not kept in the widgets while hidden: nothing to read from them (or from a screenshot of them).
        self.join_qr.set_text(link if shown else "")
        if not shown:
            self.judge_text.setText("")
            return
        self.judge_text.setText(arg(translate(
            "hall.panel", "On the second laptop, File ▸ Join an event on the network…: paste this join link or scan "
                          "the code.\n%1\nJudge code: %2\nA standby copy with no window: TABLESIDE_STANDBY_TOKEN=%2 "
                          "tableside replicate %3 COPY.tableside\nThis hides again by itself in %4 seconds."),
            link, token, url, SHOWN_MS // 1000))

    def refresh_devices(self) -> None:
        self.refresh_stations()
        devices = list(self.controller.state.devices.values()) if self.controller.is_open else []
        rows = sorted((d for d in devices if d.active), key=lambda d: (d.table, d.id))
        self.devices_title.setVisible(bool(rows))
        self.device_lines = {d.id: arg(translate("hall.panel", "Table %1: device %2"), d.table, d.id)
                             + " · " + heard_said(self.hall.seen(d.token_hash)) for d in rows}
        self.revoke_buttons = self.device_rows.show(
            [(d.id, self.device_lines[d.id], "", partial(self.hall.revoke, d.id)) for d in rows])
        if rows and self.hall.running:
            self.heard_timer.start(HEARD_EVERY_MS)
        else:
            self.heard_timer.stop()

    @property
    def replace_buttons(self) -> dict[str, QPushButton]:
        return self.device_rows.extras

    @property
    def role_buttons(self) -> dict[str, QPushButton]:
        return self.station_rows.extras

    def _replace_button(self, device: str) -> QPushButton:
        table = self.controller.state.devices[device].table
        replace = QPushButton(translate("hall.panel", "Replace"))
        replace.setToolTip(plain_text.tip(translate("hall.panel", "Revoke this device and show a QR code to pair "
                                                                  "the table's new one")))
        replace.clicked.connect(lambda _c=False: self.replace_device(table))
        return replace

    def replace_device(self, table: int) -> None:
        """Replace the table's device mid-game: the old one revoked (logged), the new one's QR code shown."""
        from tableside.ui.hall.pair_dialog import PairDialog

        dialog = PairDialog(self.hall, table, self.window(), replace=True)
        self.open_dialog = dialog  # tests reach it while it is open
        try:
            dialog.exec()
        finally:
            self.open_dialog = None
            dialog.deleteLater()

    def refresh_stations(self) -> None:
        """The joined stations not revoked, each with a Revoke button (a logged station.revoke)."""
        joined = list(self.controller.state.stations.values()) if self.controller.is_open else []
        active = [s for s in joined if s.active and s.token_hash] if self.hall.running else []
        self.stations_title.setVisible(bool(active))
        self.station_buttons = self.station_rows.show([
            (station.id, arg(translate("hall.panel", "%1 (station %2) · %3"), station.name, station.id[:8],
                             role_words(station.role, station.tables)),
             station.url or translate("hall.panel", "it would not serve the event if it took over"),
             # A logged station.revoke, served or not: its own token stops working at once (``app.hall.station``).
             partial(self.controller.do, "station.revoke", {"revoked": station.id}))
            for station in sorted(active, key=lambda s: (s.name.casefold(), s.id))])

    def _role_button(self, station: str) -> QPushButton:
        """Role (a menu, Qt draws its arrow): what the station may do (a logged station.role; judge_roles)."""
        made = QPushButton(translate("hall.panel", "Role"))
        made.setToolTip(plain_text.tip(translate("hall.panel", "What this judge station may do: everything, its "
                                                               "own tables, results only, or nothing")))
        menu = QMenu(made)
        for role in ("head", "floor", "scorekeeper", "viewer"):
            menu.addAction(role_words(role, ()), partial(self.give_role, station, role))
        made.setMenu(menu)
        return made

    def give_role(self, station: str, role: str, tables: str | None = None) -> bool:
        """Give ``station`` a role; a floor judge's tables are asked for (or given, as typed: "1-8, 12")."""
        data: dict[str, object] = {"of": station, "role": role}
        if role == "floor":
            if tables is None:
                tables, ok = QInputDialog.getText(self, translate("hall.panel", "Floor judge"),
                                                  translate("hall.panel", "Their tables (such as 1-8, 12):"))
                if not ok:
                    return False
            try:
                data["tables"] = parse_tables(tables)
            except TablesideError as err:
                self.controller.refused.emit(said(err))
                return False
        return self.controller.do("station.role", data)


def role_words(role: str, tables: tuple[int, ...]) -> str:
    if role == "floor":
        return arg(translate("hall.panel", "floor judge for tables %1"), ", ".join(map(str, tables)))
    return {"head": translate("hall.panel", "head judge"), "scorekeeper": translate("hall.panel", "scorekeeper"),
            "viewer": translate("hall.panel", "viewer")}.get(role, role)


class RevokeRows:
    """Rows in ``layout`` by key (a plain label, its ``extra`` button if any, a Revoke button), kept: a
    refresh sets the labels' text and makes or drops only the rows that came or went.

    Made anew on every refresh, 130 paired devices' rows cost the main thread 0.4-0.9 s each
    ``HEARD_EVERY_MS`` (Qt deleting and laying out 520 widgets), and pairing them 16 s, while the hall's
    device actions and the judge's taps waited behind it (tests/bench/README.md, bench_hall_load).
    """

    def __init__(self, layout: QVBoxLayout, tip: str = "",
                 extra: Callable[[str], QPushButton] | None = None) -> None:
        self.layout = layout
        self.tip = tip
        self.extra = extra  # makes a row's own button (Replace), once, when the row is made
        self.labels: dict[str, QLabel] = {}
        self.buttons: dict[str, QPushButton] = {}  # the Revoke buttons, by key
        self.extras: dict[str, QPushButton] = {}
        self._rows: dict[str, QWidget] = {}

    def show(self, rows: Sequence[tuple[str, str, str, Callable[[], object]]]) -> dict[str, QPushButton]:
        """``rows`` as (key, text, tooltip, revoke), in order (a row's revoke is the one it was made with);
        returns the Revoke buttons by key."""
        keys = {key for key, *_ in rows}
        for key in [key for key in self._rows if key not in keys]:
            row = self._rows.pop(key)
            del self.labels[key], self.buttons[key]
            self.extras.pop(key, None)
            self.layout.removeWidget(row)
            row.deleteLater()
        for index, (key, text, tip, revoke) in enumerate(rows):
            row = self._rows[key] if key in self._rows else self._row(key, revoke)
            label = self.labels[key]
            if label.text() != text:
                label.setText(text)
            tip = plain_text.tip(tip) if tip else ""
            if label.toolTip() != tip:
                label.setToolTip(tip)
            if self.layout.indexOf(row) != index:  # (new, or another came or went before it)
                self.layout.removeWidget(row)
                self.layout.insertWidget(index, row)
        return self.buttons

    def _row(self, key: str, revoke: Callable[[], object]) -> QWidget:
        row = self._rows[key] = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        label = self.labels[key] = plain_text.label()
        label.setWordWrap(True)  # a long name and role wrap; the buttons keep their words
        line.addWidget(label, 1)
        if self.extra is not None:
            line.addWidget(self.extras.setdefault(key, self.extra(key)))
        button = self.buttons[key] = QPushButton(translate("hall.panel", "Revoke"))
        if self.tip:
            button.setToolTip(plain_text.tip(self.tip))
        button.clicked.connect(lambda _c=False, r=revoke: r())
        line.addWidget(button)
        return row
