"""The numbers that rank a table's players still in at the round's end (a ``by_number`` timer preset):
one whole number per player (assets, victory points), entered as one logged action (``game.numbers``).

A refusal (a number missing, the last turn not over yet) shows here in the judge's words and writes
nothing; the dialog stays open with what was typed.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QFormLayout, QLineEdit, QWidget

from tableside.app.event.changes import TableKey
from tableside.ui import plain_text
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, translate
from tableside.ui.panel_dialog import EventDialog


class NumbersDialog(EventDialog):
    def __init__(self, controller: EventController, key: TableKey, parent: QWidget | None = None) -> None:
        title = arg(translate("numbers_dialog", "Table %1: the numbers"), key[1])
        super().__init__(controller, parent, "numbers", title, translate(
            "numbers_dialog", "Enter each remaining player's number (assets, victory points). The highest number "
                              "ranks first; equal numbers share the place."))
        self.key = key
        form = QFormLayout()
        self.fields: dict[str, QLineEdit] = {}
        table = controller.table(key)
        for pid in table.still_in if table is not None else ():
            field = QLineEdit()
            field.setObjectName(f"number-{pid}")
            player = controller.state.players.get(pid)
            form.addRow(plain_text.label(player.name if player is not None else pid), field)
            self.fields[pid] = field
        self.box.addLayout(form)
        self.add_refusal_line()
        self.add_buttons(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self.enter)

    def enter(self) -> None:
        numbers: dict[str, int] = {}
        for pid, field in self.fields.items():
            text = field.text().strip().replace("\u2212", "-")
            try:
                numbers[pid] = int(text)
            except ValueError:
                player = self.controller.state.players.get(pid)
                self.refuse(arg(translate("numbers_dialog", "%1's number must be a whole number."),
                                player.name if player is not None else pid))
                return
        if self.commit(lambda: self.controller.enter_numbers(self.key[0], self.key[1], numbers),
                       translate("numbers_dialog", "Nothing was entered.")):
            self.accept()
