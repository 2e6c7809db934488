"""Event ▸ Check-in…: the rule (``event.check_in``) and, for the round open, who is here: a list of the
players with a tick each (``player.check_in``; untick: ``player.check_out``) and the count.

Keyboard first: type a few letters of a name and press Enter to check in the first player listed, or move
in the list and press Space. Each tick is a logged action; a refusal shows here in plain words, the tick
goes back and nothing is written. The rules themselves are ``app.event.checkin``'s.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QWidget,
)

from tableside.app.event.checkin import active_players, checking_in, rule
from tableside.ui import collation, plain_text
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, translate
from tableside.ui.panel_dialog import EventDialog, open_event_dialog

NO_SHOW = ("off", "skip", "loss", "drop")
LATE = ("next_round", "free_seat")


class CheckInDialog(EventDialog):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent, "checkIn", translate("checkin_dialog", "Check-in"), translate(
            "checkin_dialog", "With check-in on, seating a round seats only the players checked in for it. "
                              "Check-in opens when you open the round and closes when it starts; the "
                              "projector and the players' page list who has not checked in."))
        self.resize(460, 560)
        box = self.box
        form = QFormLayout()
        self.no_show = QComboBox()
        self.no_show.setObjectName("checkInNoShow")
        for key, label in zip(NO_SHOW, (
                translate("checkin_dialog", "Check-in off: everyone is seated"),
                translate("checkin_dialog", "Not seated this round"),
                translate("checkin_dialog", "A game lost: 0 points for the round"),
                translate("checkin_dialog", "Dropped from the event")), strict=True):
            self.no_show.addItem(label, key)
        form.addRow(translate("checkin_dialog", "A no-show is:"), self.no_show)
        self.late = QComboBox()
        self.late.setObjectName("checkInLate")
        for key, label in zip(LATE, (translate("checkin_dialog", "Joins from the next round"),
                                     translate("checkin_dialog", "Takes a free seat before the round starts")),
                              strict=True):
            self.late.addItem(label, key)
        form.addRow(translate("checkin_dialog", "A late arrival:"), self.late)
        box.addLayout(form)
        rule_row = QHBoxLayout()
        rule_row.addStretch(1)
        self.set_rule = QPushButton(translate("checkin_dialog", "Set &rule"))
        self.set_rule.setObjectName("checkInSetRule")
        self.set_rule.setAutoDefault(False)
        self.set_rule.clicked.connect(self._set_rule)
        rule_row.addWidget(self.set_rule)
        box.addLayout(rule_row)
        self.count = plain_text.label()
        self.count.setObjectName("checkInCount")
        box.addWidget(self.count)
        self.code = plain_text.label()
        self.code.setObjectName("checkInCode")
        self.code.setWordWrap(True)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.code)
        self.search = QLineEdit()
        self.search.setObjectName("checkInFind")
        self.search.setPlaceholderText(translate("checkin_dialog", "Type a name, then Enter to check them in"))
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self._check_first)
        box.addWidget(self.search)
        self.list = QListWidget()
        self.list.setObjectName("checkInList")
        self.list.itemChanged.connect(self._ticked)
        box.addWidget(self.list, 1)
        self.add_refusal_line()
        self.add_buttons(QDialogButtonBox.StandardButton.Close)
        self._filling = False
        current = rule(controller.state)
        self.no_show.setCurrentIndex(NO_SHOW.index(current.no_show) if current else 0)
        self.late.setCurrentIndex(LATE.index(current.late) if current else 0)
        self.follow(lambda change: change.structure)
        self.refresh()
        self.search.setFocus()

    def refresh(self) -> None:
        state = self.controller.state
        rnd = state.current_round
        open_now = checking_in(state, rnd)
        current = self.list.currentItem()
        keep = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self._filling = True
        try:
            self.list.clear()
            if open_now:
                assert rnd is not None
                seated = {p for t in rnd.tables.values() for p in t.players} | set(rnd.byes)
                key = collation.name_key()
                for pid in sorted(active_players(state), key=lambda p: key(state.players[p].name)):
                    item = QListWidgetItem(state.players[pid].name)  # a QListWidgetItem shows plain text
                    item.setData(Qt.ItemDataRole.UserRole, pid)
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                                  | Qt.ItemFlag.ItemIsUserCheckable)
                    here = pid in rnd.checked_in or pid in seated
                    item.setCheckState(Qt.CheckState.Checked if here else Qt.CheckState.Unchecked)
                    self.list.addItem(item)
                    if pid == keep:  # the judge's place in the list stays where it was (Space, Down, Space)
                        self.list.setCurrentItem(item)
        finally:
            self._filling = False
        self._filter(self.search.text())
        self.list.setEnabled(open_now)
        self.search.setEnabled(open_now)
        checking = rule(state)
        code = checking.code if checking is not None else ""
        self.code.setVisible(bool(code))
        self.code.setText(arg(translate(
            "checkin_dialog", "Code for phones: %1 (on the projector too; players check in on the players' page "
                              "with it; Set rule again for a new code)."), code))
        if rule(state) is None:
            self.count.setText(translate("checkin_dialog", "Check-in is off: every player is seated."))
        elif not open_now:
            self.count.setText(translate("checkin_dialog", "Open the next round to check players in for it."))
        else:
            assert rnd is not None
            ticked = sum(1 for i in range(self.list.count())
                       if self.list.item(i).checkState() == Qt.CheckState.Checked)
            self.count.setText(arg(translate("checkin_dialog", "Round %1: %2 of %3 players checked in."),
                                   rnd.number, ticked, self.list.count()))

    def _filter(self, text: str) -> None:
        wanted = text.strip().casefold()
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setHidden(bool(wanted) and wanted not in item.text().casefold())

    def _check_first(self) -> None:
        for i in range(self.list.count()):
            item = self.list.item(i)
            if not item.isHidden() and item.checkState() == Qt.CheckState.Unchecked:
                item.setCheckState(Qt.CheckState.Checked)  # -> _ticked, which logs it
                if not self.error.isVisible():
                    self.search.clear()
                return

    def _ticked(self, item: QListWidgetItem) -> None:
        if self._filling:
            return
        pid = item.data(Qt.ItemDataRole.UserRole)
        kind = "player.check_in" if item.checkState() == Qt.CheckState.Checked else "player.check_out"
        self._commit(kind, {"player": pid})

    def _set_rule(self) -> None:
        no_show = self.no_show.currentData()
        if no_show == "off":
            self._commit("event.check_in", {"off": True})
        else:
            self._commit("event.check_in", {"no_show": no_show, "late": self.late.currentData()})

    def _commit(self, kind: str, data: dict[str, object]) -> None:
        self.commit(lambda: self.controller.do(kind, data), translate("checkin_dialog", "Nothing was changed."))
        self.refresh()  # a refused tick goes back as the state stands


def open_check_in_dialog(window: QWidget, controller: EventController) -> None:
    open_event_dialog(window, controller, CheckInDialog)
