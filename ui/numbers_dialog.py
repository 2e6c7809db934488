"""The numbers that rank a table's players still in at the round's end (a ``by_number`` timer preset):
one whole number per player (assets, victory points), entered as one logged action (``game.numbers``).

A refusal (a number missing, the last turn not over yet) shows here in the judge's words and writes
nothing; the dialog stays open with what was typed.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QVBoxLayout, QWidget

from tableside.app.event.changes import TableKey
from tableside.ui import plain_text
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, translate


class NumbersDialog(QDialog):
    def __init__(self, controller: EventController, key: TableKey, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.key = key
        self.setObjectName("numbersDialog")
        self.setWindowTitle(arg(translate("numbers_dialog", "Table %1: the numbers"), key[1]))
        box = QVBoxLayout(self)
        intro = plain_text.label(translate(
            "numbers_dialog", "Enter each remaining player's number (assets, victory points). The highest number "
                              "ranks first; equal numbers share the place."))
        intro.setWordWrap(True)
        box.addWidget(intro)
        form = QFormLayout()
        self.fields: dict[str, QLineEdit] = {}
        table = controller.table(key)
        for pid in table.still_in if table is not None else ():
            field = QLineEdit()
            field.setObjectName(f"number-{pid}")
            player = controller.state.players.get(pid)
            form.addRow(plain_text.label(player.name if player is not None else pid), field)
            self.fields[pid] = field
        box.addLayout(form)
        self.error = plain_text.label()
        self.error.setObjectName("numbersRefused")
        self.error.setWordWrap(True)
        self.error.setVisible(False)
        box.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.enter)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)

    def enter(self) -> None:
        numbers: dict[str, int] = {}
        for pid, field in self.fields.items():
            text = field.text().strip().replace("\u2212", "-")
            try:
                numbers[pid] = int(text)
            except ValueError:
                player = self.controller.state.players.get(pid)
                self._refuse(arg(translate("numbers_dialog", "%1's number must be a whole number."),
                                 player.name if player is not None else pid))
                return
        refusals: list[str] = []
        self.controller.refused.connect(refusals.append)
        try:
            done = self.controller.enter_numbers(self.key[0], self.key[1], numbers)
        finally:
            self.controller.refused.disconnect(refusals.append)
        if done:
            self.accept()
        else:
            self._refuse(refusals[-1] if refusals else translate("numbers_dialog", "Nothing was entered."))

    def _refuse(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(True)
