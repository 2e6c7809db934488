"""The players (listed by name in the judge's language, ui.collation): add (late entries too), rename, drop,
and import a whole list from a CSV file.

Every button is one intent on the controller, so each change is one logged entry (an import is one
``player.import``: the whole list or no one). A CSV file with a bad line imports nothing and lists
every bad line with its number. Duplicate names are refused, or, if the judge chooses, numbered
("Ana" already registered: the file's Ana becomes "Ana (2)").
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tableside.app.errors import QT_TRANSLATE_NOOP, TablesideError
from tableside.app.event.actions.seating_actions import seat_of
from tableside.app.event.changes import Change
from tableside.app.players_csv import (
    Disambiguate,
    PlayersCsvError,
    check_against,
    import_data,
    read_players_csv,
)
from tableside.app.text import Text
from tableside.ui import collation, plain_text, style
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, said, translate
from tableside.ui.panel_dialog import PanelDialog, open_panel_dialog

if TYPE_CHECKING:
    from tableside.ui.main_window import MainWindow

CSV_FILTER = QT_TRANSLATE_NOOP("players_panel", "Player lists (*.csv *.txt);;All files (*)")
SHOWN_PROBLEMS = 12
MESSAGE_LINES = 7  # the problems and notes under the list show this many lines, then scroll


class PlayersPanel(QWidget):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        outer = QVBoxLayout(self)

        add = QGroupBox(translate("players_panel", "Add a player (late entries too)"))
        add_box = QHBoxLayout(add)
        self.name = QLineEdit()
        self.name.setPlaceholderText(translate("players_panel", "Name"))
        self.name.returnPressed.connect(self.add)
        self.add_button = QPushButton(translate("players_panel", "Add"))
        self.add_button.setProperty("role", "primary")
        self.add_button.clicked.connect(self.add)
        add_box.addWidget(self.name, 1)
        add_box.addWidget(self.add_button)
        outer.addWidget(add)

        self.list = QTableWidget(0, 3)
        self.list.setHorizontalHeaderLabels([translate("players_panel", "Name"), translate("players_panel", "Id"),
                                             translate("players_panel", "This round")])
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.verticalHeader().setVisible(False)
        self.list.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.list.itemSelectionChanged.connect(self._selection_changed)
        self.list.setMinimumHeight(220)
        outer.addWidget(self.list, 1)

        chosen = QHBoxLayout()
        self.new_name = QLineEdit()
        self.new_name.setPlaceholderText(translate("players_panel", "New name for the chosen player"))
        self.new_name.returnPressed.connect(self.rename)
        self.rename_button = QPushButton(translate("players_panel", "Rename"))
        self.rename_button.clicked.connect(self.rename)
        self.drop_button = QPushButton(translate("players_panel", "Drop"))
        style.set_tip(self.drop_button, translate("players_panel",
                                                  "The player keeps their results in the standings and is never "
                                                  "seated again"))
        self.drop_button.clicked.connect(self.drop)
        chosen.addWidget(self.new_name, 1)
        chosen.addWidget(self.rename_button)
        chosen.addWidget(self.drop_button)
        outer.addLayout(chosen)

        csv_box = QGroupBox(translate("players_panel",
                                      "Import a list from a CSV file: one name per line, or a first line naming the "
                            "columns (the name column is read, an id column too, the others are ignored)"))
        csv_row = QHBoxLayout(csv_box)
        self.duplicates = QComboBox()
        self.duplicates.addItem(translate("players_panel", "Refuse names already taken"), "refuse")
        self.duplicates.addItem(translate("players_panel", "Number them: Ana (2)"), "number")
        self.import_button = QPushButton(translate("players_panel", "Import from CSV…"))
        self.import_button.clicked.connect(self.choose_file)
        csv_row.addWidget(plain_text.label(translate("players_panel", "Duplicate names:")))
        csv_row.addWidget(self.duplicates, 1)
        csv_row.addWidget(self.import_button)
        outer.addWidget(csv_box)

        self.problem = plain_text.label()
        self.problem.setObjectName("panelProblem")
        self.problem.setWordWrap(True)
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem.setStyleSheet("color: #9a3d00; font-weight: bold;")
        self.note = plain_text.label()
        self.note.setWordWrap(True)
        messages = QWidget()
        message_box = QVBoxLayout(messages)
        message_box.setContentsMargins(0, 0, 0, 0)
        message_box.addWidget(self.problem)
        message_box.addWidget(self.note)
        message_box.addStretch(1)
        # A file with many bad lines lists them here: the list scrolls, the dialog keeps its size.
        self.messages = QScrollArea()
        self.messages.setObjectName("panelMessages")
        self.messages.setWidget(messages)
        self.messages.setWidgetResizable(True)
        self.messages.setFrameShape(QScrollArea.Shape.NoFrame)
        self.messages.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.messages.setMaximumHeight(self.fontMetrics().lineSpacing() * MESSAGE_LINES)
        outer.addWidget(self.messages)

        controller.refused.connect(self._refused)
        controller.write_failed.connect(self._refused)
        controller.changed.connect(self.on_change)
        controller.opened.connect(self.refresh)
        self.refresh()

    # ------------------------------------------------------------------------------------------

    def on_change(self, change: Change) -> None:
        if change.structure:
            self.refresh()

    def refresh(self) -> None:
        c = self.controller
        selected = self.selected_player()
        self.list.setRowCount(0)
        if not c.is_open:
            return
        state = c.state
        rnd = state.current_round
        by_name = collation.name_key()
        for pid, player in sorted(state.players.items(), key=lambda item: by_name(item[1].name)):
            row = self.list.rowCount()
            self.list.insertRow(row)
            name = QTableWidgetItem(player.name)
            name.setData(Qt.ItemDataRole.UserRole, pid)
            if player.dropped:
                status = translate("players_panel", "dropped")
            elif rnd is None or not (rnd.tables or rnd.byes):
                status = ""
            else:
                seat = seat_of(rnd, pid)
                status = (translate("players_panel", "bye") if seat == "bye" else
                          arg(translate("players_panel", "table %1"), seat) if seat is not None
                          else translate("players_panel", "not seated"))
            self.list.setItem(row, 0, name)
            self.list.setItem(row, 1, QTableWidgetItem(pid))
            self.list.setItem(row, 2, QTableWidgetItem(status))
            if pid == selected:
                self.list.selectRow(row)
        self._selection_changed()

    def selected_player(self) -> str | None:
        rows = self.list.selectionModel().selectedRows() if self.list.selectionModel() else []
        if not rows:
            return None
        item = self.list.item(rows[0].row(), 0)
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def select(self, name: str) -> None:
        for row in range(self.list.rowCount()):
            if self._cell(row, 0) == name:
                self.list.selectRow(row)
                return
        raise KeyError(name)

    def names(self) -> list[tuple[str, str]]:
        """(name, status) as listed (for tests)."""
        return [(self._cell(r, 0), self._cell(r, 2)) for r in range(self.list.rowCount())]

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt naming)
        # Enter in a name box has done its job (returnPressed: Add, Rename); passed on, the dialog pressed its
        # default button too, and "Add" again with the box just emptied said "Type the player's name first."
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return
        super().keyPressEvent(event)

    def _cell(self, row: int, column: int) -> str:
        item = self.list.item(row, column)
        return item.text() if item is not None else ""  # refresh() fills every cell

    # ------------------------------------------------------------------------------------------
    # Intents

    def add(self) -> None:
        name = self.name.text().strip()
        if not name:
            self._refused(translate("players_panel", "Type the player's name first."))
            return
        if self._after(self.controller.register(name)):
            self.name.clear()
            rnd = self.controller.state.current_round
            if rnd is not None and (rnd.tables or rnd.byes):
                where = (translate("players_panel", "move them to a table in Seating before the round starts")
                         if rnd.started_at is None else translate("players_panel",
                                                                  "they are seated from the next round on"))
                self.note.setText(arg(translate("players_panel", "%1 is registered as a late entry: %2."), name, where))

    def rename(self) -> None:
        pid = self.selected_player()
        if pid is None:
            self._refused(translate("players_panel", "Choose a player in the list first."))
            return
        before, after = self.controller.player_name(pid), self.new_name.text().strip()
        if self._after(self.controller.rename(pid, after)):
            self.new_name.clear()
            self.note.setText(arg(translate("players_panel", "%1 is now %2."), before, after))

    def drop(self) -> None:
        pid = self.selected_player()
        if pid is None:
            self._refused(translate("players_panel", "Choose a player in the list first."))
            return
        name = self.controller.player_name(pid)
        if self._after(self.controller.drop(pid)):
            self.note.setText(arg(translate("players_panel",
                                            "%1 is dropped: kept in the standings, never seated again (the history "
                                            "can undo it)."), name))

    def choose_file(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(self, translate("players_panel", "Import players from a CSV file"),
                                                str(Path.home()), translate("players_panel", CSV_FILTER))
        if chosen:
            self.import_file(chosen)

    def import_file(self, path: str | Path) -> bool:
        try:
            data = Path(path).read_bytes()
        except OSError as err:
            self._refused(arg(translate("players_panel", "Could not read %1: %2. Nothing was imported."), path,
                              err.strerror or err))
            return False
        return self.import_csv(data)

    def import_csv(self, data: str | bytes) -> bool:
        """Check the whole list, then register it as one player.import entry (or say which lines are wrong)."""
        c = self.controller
        if not c.is_open:
            return False
        outcome = import_players(c, data, self.duplicates.currentData())
        if isinstance(outcome, list):
            self._show_problems(outcome)
            return False
        ok, text = outcome
        if not ok:
            if text:
                self._refused(text)
            self.refresh()
            return False
        self._after(True)
        self.note.setText(text)
        return True

    # ------------------------------------------------------------------------------------------

    def _show_problems(self, problems: list[tuple[int, str | Text]]) -> None:
        lines = [arg(translate("players_panel", "Line %1: %2"), line, said(what))
                 for line, what in problems[:SHOWN_PROBLEMS]]
        if len(problems) > SHOWN_PROBLEMS:
            more = len(problems) - SHOWN_PROBLEMS
            lines.append("… " + translate("players_panel", "and %n more.", None, more))
        hint = ""
        if self.duplicates.currentData() == "refuse" and any(
                "also on line" in str(w) or "already registered" in str(w) for _, w in problems):
            hint = translate("players_panel",
                             "\n(To import repeated names as “Ana (2)”, choose “Number them” and import again.)")
        self.note.setText("")
        self.problem.setText(translate("players_panel", "Nothing was imported. Fix the file and import it again:\n")
                             + "\n".join(lines) + hint)

    def _after(self, ok: bool) -> bool:
        if ok:  # what an earlier action said is stale now ("Imported 8 players." after a rename)
            self.problem.setText("")
            self.note.setText("")
        self.refresh()
        return ok

    def _refused(self, text: str) -> None:
        self.problem.setText(text)
        self.note.setText("")

    def _selection_changed(self) -> None:
        pid = self.selected_player()
        dropped = pid is not None and self.controller.is_open and self.controller.state.players[pid].dropped
        self.rename_button.setEnabled(pid is not None)
        self.drop_button.setEnabled(pid is not None and not dropped)


def import_players(c: EventController, data: str | bytes, how: Disambiguate = "refuse"
                   ) -> tuple[bool, str] | list[tuple[int, str | Text]]:
    """Register a CSV list as one player.import entry: (done, what to say), or the bad lines."""
    try:
        found = read_players_csv(data, how)
        rows = check_against(c.state, found.rows, how)
    except PlayersCsvError as err:
        return err.problems
    except TablesideError as err:
        return False, arg(translate("players_panel", "Nothing was imported: %1."), said(err))
    if not rows:
        return False, translate("players_panel", "The file lists no players; nothing was imported.")
    if not c.import_players(import_data(rows)):
        return False, ""  # the controller said why (its refused signal)
    renamed = [f"{r.original} → {r.name}" for r in rows if r.original]
    imported = len(rows)
    text = translate("players_panel", "Imported %n player(s).", None, imported)
    if renamed:
        text += " " + arg(translate("players_panel", "Numbered: %1."), ", ".join(renamed))
    if found.ignored:
        text += " " + said(found.ignored_note())
    return True, text


def import_players_file(c: EventController, path: str | Path, how: Disambiguate = "refuse") -> tuple[bool, str]:
    """``import_players`` from a file, every outcome in one text (the Seating dialog's import)."""
    try:
        data = Path(path).read_bytes()
    except OSError as err:
        return False, arg(translate("players_panel", "Could not read %1: %2. Nothing was imported."), path,
                          err.strerror or err)
    outcome = import_players(c, data, how)
    if isinstance(outcome, list):
        lines = [f"Line {line}: {what}" for line, what in outcome[:SHOWN_PROBLEMS]]
        if len(outcome) > SHOWN_PROBLEMS:
            lines.append(f"… and {len(outcome) - SHOWN_PROBLEMS} more.")
        return False, translate("players_panel",
                                "Nothing was imported. Fix the file and import it again:\n") + "\n".join(lines)
    return outcome


class PlayersDialog(PanelDialog):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__("Players", PlayersPanel(controller), (680, 720), parent)


def open_players_dialog(window: MainWindow) -> None:
    """Event ▸ Players…: the dialog on the window's controller."""
    open_panel_dialog(window, PlayersDialog)
