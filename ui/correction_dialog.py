"""Event ▸ Correct a past result…: the judge opens a finished game of any round and gives its right result.

Each player of the table gets a place (1 = the winner); players given the same place left together.
The places start as the result in force, so the judge changes only what was wrong. A reason is required
and goes with the correction everywhere (history, standings note, exports). Everything is typed and
tabbed through; the core checks the correction (``game.correct``) and its refusal shows in the dialog,
in plain words, with nothing written. Every name and the reason are shown as plain text.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from tableside.app.event.actions.correction_actions import MAX_REASON, order_text
from tableside.app.event.state import Table
from tableside.app.game import Game
from tableside.ui import plain_text, style
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, translate
from tableside.ui.panel_dialog import EventDialog, open_event_dialog


def finished_tables(controller: EventController) -> list[Table]:
    """Every finished game of every round, by round and table: what can be corrected."""
    state = controller.state
    return [table for number in sorted(state.rounds) for _, table in sorted(state.rounds[number].tables.items())
            if table.started_at is not None and table.finished]


def places_of(table: Table) -> dict[str, int]:
    """Each player's finishing place in the result in force (players who left together share it)."""
    return {pid: place for group, place, _ in Game(table.players, table.out).placed_groups() for pid in group}


def order_from_places(players: tuple[str, ...], places: dict[str, int]) -> list[list[str]]:
    """Groups of equal place, the worst place first (first out first), each in seat order."""
    return [[pid for pid in players if places[pid] == place] for place in sorted(set(places.values()), reverse=True)]


class CorrectionDialog(EventDialog):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent, "correction", translate("correction_dialog", "Correct a past result"),
                         translate("correction_dialog",
                                   "Choose a finished game, give each player their right place (1 = the "
                                   "winner; players who left together share a place) and say why. Scores, "
                                   "ratings and standings are recomputed; later rounds keep their seating."))
        box = self.box
        self.game = QComboBox()
        self.game.setObjectName("correctionGame")
        style.set_tip(self.game, translate("correction_dialog", "A finished game of any round"))
        choose = QFormLayout()
        choose.addRow(translate("correction_dialog", "&Game:"), self.game)
        box.addLayout(choose)
        self.as_played = plain_text.label()
        self.as_played.setObjectName("correctionInForce")
        self.as_played.setWordWrap(True)
        box.addWidget(self.as_played)
        self.places_box = QWidget()
        self.places_form = QFormLayout(self.places_box)
        self.places_form.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.places_box)
        self.spins: dict[str, QSpinBox] = {}
        self.preview = plain_text.label()
        self.preview.setObjectName("correctionPreview")
        self.preview.setWordWrap(True)
        box.addWidget(self.preview)
        self.reason = QLineEdit()
        self.reason.setObjectName("correctionReason")
        self.reason.setMaxLength(MAX_REASON)
        self.reason.setPlaceholderText(translate("correction_dialog", "Why: e.g. the wrong player was marked out"))
        reason_form = QFormLayout()
        reason_form.addRow(translate("correction_dialog", "&Reason:"), self.reason)
        box.addLayout(reason_form)
        self.add_refusal_line()
        self.buttons = self.add_buttons(QDialogButtonBox.StandardButton.Cancel, self.submit)
        self.apply_button = self.buttons.addButton(translate("correction_dialog", "&Correct the result"),
                                                   QDialogButtonBox.ButtonRole.AcceptRole)
        self._tables = finished_tables(controller)
        for table in self._tables:
            line = arg(translate("correction_dialog", "Round %1, table %2 — %3"), table.round, table.number,
                       table.title)
            if table.correction is not None:
                line += " " + translate("correction_dialog", "(corrected)")
            self.game.addItem(line, (table.round, table.number))
        self.game.currentIndexChanged.connect(lambda _: self._show_table())
        if self._tables:
            self.game.setCurrentIndex(len(self._tables) - 1)  # the latest finished game
        self._show_table()
        self.resize(560, self.sizeHint().height())

    # ------------------------------------------------------------------------------------------

    def choose(self, round_number: int, table: int) -> None:
        self.game.setCurrentIndex(max(0, self.game.findData((round_number, table))))

    def table(self) -> Table | None:
        key = self.game.currentData()
        return self.controller.table(key) if key is not None else None

    def set_place(self, name: str, place: int) -> None:
        pid = self.controller.state.player_by_name(name)
        assert pid is not None
        self.spins[pid.id].setValue(place)

    def order(self) -> list[list[str]]:
        table = self.table()
        if table is None:
            return []
        return order_from_places(table.players, {pid: spin.value() for pid, spin in self.spins.items()})

    def submit(self) -> None:
        table = self.table()
        if table is None:
            return
        if self.commit(lambda: self.controller.correct(table.round, table.number, self.order(), self.reason.text()),
                       translate("correction_dialog", "The result was not corrected.")):
            self.accept()

    # ------------------------------------------------------------------------------------------

    def _show_table(self) -> None:
        while self.places_form.rowCount():
            self.places_form.removeRow(0)
        self.spins = {}
        table = self.table()
        self.apply_button.setEnabled(table is not None)
        if table is None:
            self.as_played.setText(translate("correction_dialog",
                                             "No game is finished yet: a result can be corrected once its game is "
                                             "over."))
            self.preview.setText("")
            return
        state = self.controller.state
        now = (translate("correction_dialog", "Result now (already corrected): %1.") if table.correction is not None
               else translate("correction_dialog", "Result now: %1."))
        self.as_played.setText(arg(now, order_text(state, table.order)))
        places = places_of(table)
        for pid in table.players:
            spin = QSpinBox()
            spin.setRange(1, len(table.players))
            spin.setValue(places[pid])
            spin.setObjectName(f"place-{pid}")
            spin.valueChanged.connect(lambda _: self._preview())
            # No buddy: a name's "&" must stay a character, not become a shortcut (Tab reaches the box).
            self.places_form.addRow(plain_text.label(self.controller.player_name(pid)), spin)
            self.spins[pid] = spin
        self.error.setVisible(False)
        self._preview()

    def _preview(self) -> None:
        order = self.order()
        said = order_text(self.controller.state, order) if order else ""
        self.preview.setText(arg(translate("correction_dialog", "Corrected: %1."), said) if order else "")
        self.error.setVisible(False)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        # Enter in a place or the reason submits, as the button does (a spin box would swallow it).
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit()
            return
        super().keyPressEvent(event)


def open_correction_dialog(window: QWidget, controller: EventController) -> None:
    open_event_dialog(window, controller, CorrectionDialog)
