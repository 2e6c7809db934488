"""Players and tables: register players, open the next round, seat tables and start the round.

Every button is one intent on the controller; what the dialog lists is re-read from the state after
each one, and a refusal is shown inline in plain words.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tableside.ui import plain_text, style
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, translate


class SetupDialog(QDialog):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle(translate("setup_dialog", "Players and tables"))
        self.setMinimumWidth(720)
        outer = QVBoxLayout(self)

        players = QGroupBox(translate("setup_dialog", "Register players (one name per line)"))
        pbox = QHBoxLayout(players)
        self.names = QPlainTextEdit()
        self.names.setFixedHeight(110)
        self.register_button = QPushButton(translate("setup_dialog", "Register"))
        self.register_button.clicked.connect(self.register)
        pbox.addWidget(self.names, 1)
        pbox.addWidget(self.register_button)
        outer.addWidget(players)

        rounds = QGroupBox(translate("setup_dialog", "Round"))
        rbox = QHBoxLayout(rounds)
        self.round_label = plain_text.label()
        self.minutes = QSpinBox()
        self.minutes.setRange(1, 600)
        self.minutes.setSuffix(translate("setup_dialog", " min"))
        self.open_button = QPushButton(translate("setup_dialog", "Open next round"))
        self.open_button.clicked.connect(self.open_round)
        self.start_button = QPushButton(translate("setup_dialog", "Start round"))
        self.start_button.setProperty("role", "primary")
        self.start_button.clicked.connect(self.start_round)
        rbox.addWidget(self.round_label, 1)
        rbox.addWidget(self.minutes)
        rbox.addWidget(self.open_button)
        rbox.addWidget(self.start_button)
        outer.addWidget(rounds)

        seat = QGroupBox(translate("setup_dialog", "Seat a table"))
        sform = QFormLayout(seat)
        self.table_number = QSpinBox()
        self.table_number.setRange(1, 999)
        self.game = QLineEdit("Game")
        self.hours = QLineEdit()
        self.hours.setPlaceholderText(translate("setup_dialog", "the event's default"))
        style.set_tip(self.hours, translate("setup_dialog",
                                            "The game's usual length in hours, for RPLOPS with hours (1.5 or 3/2)"))
        self.unseated = QListWidget()
        self.unseated.setFixedHeight(160)
        self.seat_button = QPushButton(translate("setup_dialog", "Seat the ticked players"))
        self.seat_button.clicked.connect(self.seat)
        sform.addRow(translate("setup_dialog", "Table"), self.table_number)
        sform.addRow(translate("setup_dialog", "Game"), self.game)
        sform.addRow(translate("setup_dialog", "Hours"), self.hours)
        sform.addRow(translate("setup_dialog", "Players"), self.unseated)
        sform.addRow("", self.seat_button)
        outer.addWidget(seat)

        self.problem = plain_text.label()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #9a3d00; font-weight: bold;")
        outer.addWidget(self.problem)
        close = QPushButton(translate("setup_dialog", "Close"))
        close.clicked.connect(self.accept)
        outer.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)
        controller.refused.connect(self._refused)
        controller.write_failed.connect(self._refused)
        self.refresh()

    def _refused(self, text: str) -> None:
        self.problem.setText(text)

    def _after(self, ok: bool) -> None:
        if ok:
            self.problem.setText("")
        self.refresh()

    def refresh(self) -> None:
        state = self.controller.state
        rnd = state.current_round
        self.minutes.setValue(state.settings.round_minutes if state.settings else 60)
        if rnd is None:
            self.round_label.setText(translate("setup_dialog", "No round open yet."))
        else:
            started = (translate("setup_dialog", "started") if rnd.started_at is not None
                       else translate("setup_dialog", "not started"))
            tables = len(rnd.tables)
            self.round_label.setText(arg(translate("setup_dialog", "Round %1: %n table(s), %2.", None, tables),
                                         rnd.number, started))
        self.start_button.setEnabled(rnd is not None and rnd.started_at is None and bool(rnd.tables))
        seated = {p for t in rnd.tables.values() for p in t.players} if rnd else set()
        self.unseated.clear()
        for player in state.players.values():
            if player.id in seated or player.dropped:
                continue
            item = QListWidgetItem(player.name)
            item.setData(Qt.ItemDataRole.UserRole, player.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.unseated.addItem(item)
        if rnd is not None:
            self.table_number.setValue(max(rnd.tables, default=0) + 1)
        self.seat_button.setEnabled(rnd is not None)

    def register(self) -> None:
        ok = True
        for line in self.names.toPlainText().splitlines():
            if line.strip():
                ok = self.controller.register(line.strip()) and ok
        if ok:
            self.names.clear()
        self._after(ok)

    def open_round(self) -> None:
        self._after(self.controller.open_round(self.minutes.value()))

    def start_round(self) -> None:
        rnd = self.controller.state.current_round
        if rnd is not None:
            self._after(self.controller.start_round(rnd.number))

    def seat(self) -> None:
        rnd = self.controller.state.current_round
        if rnd is None:
            return
        chosen = [self.unseated.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.unseated.count())
                  if self.unseated.item(i).checkState() == Qt.CheckState.Checked]
        hours = self.hours.text().strip().replace(",", ".")  # a decimal comma reads as a point
        self._after(self.controller.seat(rnd.number, self.table_number.value(), chosen, self.game.text(), hours))
