"""Seating a round: "Seat round" draws the tables (``round.seat``), then the judge may move or swap
players until the round starts (``table.move`` / ``table.swap``, each one logged entry).

When the players cannot be split into the event's table sizes (5 players at tables of 4 or 3), the
panel says so and offers the ways out the core found: one table of 5, or byes (worth the event's bye
points; under contribution a bye leaves the rating as it is). The judge picks one; nothing is seated
until they do.

Moving and swapping: pick two players and press "Swap", or one player and a table and press "Move",
or drag a player onto another player (swap) or onto a table (move). Late entries (registered after
the seating) wait under "Not seated" until moved to a table. Once the round has started every change
is refused with the core's reason, shown here; the tables never change behind the judge's back.

Games: "Seat round" gives every table the game and hours typed beside it; then each table can get its
own ("Table 3 plays … for … h", ``table.game``), until its game is over. RPLOPS with hours weighs a
table's points by its hours; an empty hours field means the event's default.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tableside.app.display import format_points
from tableside.app.errors import TablesideError
from tableside.app.event.actions.game_actions import hours_text
from tableside.app.event.changes import Change
from tableside.app.event.final import MAX_CUT, MIN_CUT
from tableside.app.event.round_seating import active_players
from tableside.app.event.seating_constraints import explain, not_kept_now
from tableside.app.event.state import EventState, Round
from tableside.app.scoring import SYSTEMS
from tableside.app.seating import CannotSeat, SeatingOption, plan_table_sizes
from tableside.ui import collation, plain_text, style
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, translate
from tableside.ui.panel_dialog import PanelDialog, open_panel_dialog
from tableside.ui.players_panel import CSV_FILTER, import_players_file

if TYPE_CHECKING:
    from tableside.ui.main_window import MainWindow

ROLE = Qt.ItemDataRole.UserRole  # ("table", number) | ("player", pid) | ("byes", None) | ("unseated", None)
Role = tuple[str, Any]  # an item's ROLE data, as Qt gives it back


def _hours_field(tip: str) -> QLineEdit:
    field = QLineEdit()
    field.setPlaceholderText("default")
    style.set_tip(field, tip + translate("seating_panel", ". A number such as 1.5 or 3/2."))
    field.setMaximumWidth(90)
    return field


def _typed_hours(field: QLineEdit) -> str:
    """The hours as typed; a decimal comma (1,5) reads as a decimal point."""
    return field.text().strip().replace(",", ".")


def _children(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    children = (item.child(j) for j in range(item.childCount()))
    return [child for child in children if child is not None]  # each of them: j < childCount()


def _points(value: Fraction | int) -> str:
    text = format_points(value)
    return f"{text} point" if text == "1" else f"{text} points"


class SeatTree(QTreeWidget):
    """The round's tables and their players; a player dropped on a player swaps, on a table moves."""

    def __init__(self, on_drop: Callable[[str, Role], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.on_drop = on_drop
        self.setHeaderHidden(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        source = self.currentItem()
        target = self.itemAt(event.position().toPoint())
        # Qt must not move the rows itself: the tree is repainted from the log once the action is in.
        event.setDropAction(Qt.DropAction.IgnoreAction)
        event.accept()
        if source is not None and target is not None:
            pid_kind = source.data(0, ROLE)
            goal = target.data(0, ROLE)
            if pid_kind and pid_kind[0] == "player" and goal:
                # After the drag has returned: the action rebuilds this very tree.
                QTimer.singleShot(0, lambda: self.on_drop(pid_kind[1], goal))


class SeatingPanel(QWidget):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        outer = QVBoxLayout(self)

        self.status = plain_text.label()
        self.status.setWordWrap(True)
        self.status.setStyleSheet("font-weight: bold;")
        outer.addWidget(self.status)

        seat_row = QHBoxLayout()
        self.game = QLineEdit()
        self.game.setPlaceholderText(translate("seating_panel", "Game"))
        style.set_tip(self.game, translate("seating_panel", "The game played at every table of the round"))
        self.hours = _hours_field(translate("seating_panel",
                                            "Every table's usual length in hours, for RPLOPS with hours "
                                  "(empty: the event's default)"))
        self.open_button = QPushButton(translate("seating_panel", "Open next round"))
        self.open_button.clicked.connect(self.open_round)
        self.seat_button = QPushButton(translate("seating_panel", "Seat round"))
        self.seat_button.setProperty("role", "primary")
        self.seat_button.clicked.connect(lambda: self.seat())
        seat_row.addWidget(plain_text.label(translate("seating_panel", "Game:")))
        seat_row.addWidget(self.game, 1)
        seat_row.addWidget(plain_text.label(translate("seating_panel", "Hours:")))
        seat_row.addWidget(self.hours)
        outer.addLayout(seat_row)

        # One place to seat a round (issue 26, part 7; D13): its length, the players (a CSV list), the seats.
        round_row = QHBoxLayout()
        self.minutes = QSpinBox()
        self.minutes.setRange(1, 24 * 60)
        self.minutes.setSuffix(translate("seating_panel", " min"))
        style.set_tip(self.minutes, translate("seating_panel",
                                              "The next round's length (the round clock); the event's default to "
                                              "start with"))
        self.import_button = QPushButton(translate("seating_panel", "Import players…"))
        style.set_tip(self.import_button, translate("seating_panel",
                                                    "Register a list of players from a CSV file (as Event ▸ Players "
                                                    "does)"))
        self.import_button.clicked.connect(self.choose_players_file)
        round_row.addWidget(plain_text.label(translate("seating_panel", "Length:")))
        round_row.addWidget(self.minutes)
        round_row.addWidget(self.import_button)
        # A final after the Swiss rounds (app.event.final): the top N of the standings, by seed.
        self.final = QCheckBox(translate("seating_panel", "Final of the top"))
        style.set_tip(self.final, translate("seating_panel",
                                            "The next round is a final: the best players of the standings play it, "
                                            "seated by seed, and it ranks them above everyone else"))
        self.final_size = QSpinBox()
        self.final_size.setRange(MIN_CUT, MAX_CUT)
        self.final_size.setValue(4)
        self.final_system = QComboBox()
        self.final_system.addItem(translate("seating_panel", "scored as the event"), None)
        for name in SYSTEMS:
            self.final_system.addItem(arg(translate("seating_panel", "scored by %1"), name), name)
        self.final.toggled.connect(self._final_chosen)
        self._final_chosen(False)
        round_row.addWidget(self.final)
        round_row.addWidget(self.final_size)
        round_row.addWidget(self.final_system)
        round_row.addStretch(1)
        round_row.addWidget(self.open_button)
        round_row.addWidget(self.seat_button)
        outer.addLayout(round_row)
        self.note = plain_text.label()
        self.note.setWordWrap(True)
        outer.addWidget(self.note)
        self._minutes_for: int | None = None  # the round the length box was filled for

        # The ways out when the count cannot be seated.
        # The seating constraints the round's tables do not keep, and why (Constraints tab to change them).
        self.not_kept = plain_text.label()
        self.not_kept.setWordWrap(True)
        self.not_kept.setStyleSheet("color: #9a3d00;")
        outer.addWidget(self.not_kept)

        self.options_frame = QFrame()
        self.options_frame.setObjectName("decisionStrip")
        self.options_box = QVBoxLayout(self.options_frame)
        self.options_text = plain_text.label()
        self.options_text.setWordWrap(True)
        self.options_box.addWidget(self.options_text)
        self.option_buttons: list[QPushButton] = []
        outer.addWidget(self.options_frame)

        self.tree = SeatTree(self.drop_player)
        self.tree.itemSelectionChanged.connect(self._selection_changed)
        outer.addWidget(self.tree, 1)

        moves = QHBoxLayout()
        self.swap_button = QPushButton(translate("seating_panel", "Swap the two chosen players"))
        self.swap_button.clicked.connect(self.swap_selected)
        self.target = QComboBox()
        self.move_button = QPushButton(translate("seating_panel", "Move to table"))
        self.move_button.clicked.connect(self.move_selected)
        moves.addWidget(self.swap_button)
        moves.addStretch(1)
        moves.addWidget(self.move_button)
        moves.addWidget(self.target)
        outer.addLayout(moves)
        hint = plain_text.label(translate("seating_panel",
                                          "Pick two players (Ctrl+click) and Swap, or one player and a table and Move; "
                      "or drag a player onto another player (swap) or onto a table (move)."))
        hint.setWordWrap(True)
        outer.addWidget(hint)

        # One table's own game and hours (table.game), until its game is over.
        games = QHBoxLayout()
        self.game_table = QComboBox()
        self.game_table.currentIndexChanged.connect(self._game_table_chosen)
        self.table_game = QLineEdit()
        self.table_game.setPlaceholderText(translate("seating_panel", "Game"))
        self.table_hours = _hours_field(translate("seating_panel",
                                                  "This table's usual length in hours, for RPLOPS with hours "
                                        "(empty: the event's default)"))
        self.set_game_button = QPushButton(translate("seating_panel", "Set game"))
        style.set_tip(self.set_game_button, translate("seating_panel",
                                                      "Give the chosen table this game and hours (logged; Undo takes "
                                                      "it back)"))
        self.set_game_button.clicked.connect(self.set_table_game)
        games.addWidget(self.game_table)
        games.addWidget(plain_text.label("plays"))
        games.addWidget(self.table_game, 1)
        games.addWidget(plain_text.label("for"))
        games.addWidget(self.table_hours)
        games.addWidget(plain_text.label("h"))
        games.addWidget(self.set_game_button)
        outer.addLayout(games)

        self.problem = plain_text.label()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #9a3d00; font-weight: bold;")
        outer.addWidget(self.problem)

        controller.refused.connect(self._refused)
        controller.write_failed.connect(self._refused)
        controller.changed.connect(self.on_change)
        controller.opened.connect(self.refresh)
        self.refresh()

    # ------------------------------------------------------------------------------------------
    # Painting from the state

    def on_change(self, change: Change) -> None:
        if change.structure:
            self.refresh()
        elif change.entries and self.controller.is_open:
            # A game that ends leaves the list of tables whose game can change (the rest stays as typed).
            rnd = self.controller.state.current_round
            open_tables = [] if rnd is None else [n for n in sorted(rnd.tables) if not rnd.tables[n].finished]
            listed = [self.game_table.itemData(i) for i in range(self.game_table.count())]
            if open_tables != listed:
                chosen = self.game_table.currentData()
                self.game_table.blockSignals(True)
                self.game_table.clear()
                self.game_table.blockSignals(False)
                self._fill_games(rnd, chosen)

    def refresh(self) -> None:
        c = self.controller
        chosen_table = self.game_table.currentData()
        self.tree.clear()
        self.target.clear()
        self.game_table.blockSignals(True)
        self.game_table.clear()
        self.game_table.blockSignals(False)
        self._clear_options()
        if not c.is_open or c.state.settings is None:
            self.status.setText(translate("seating_panel", "No event is open."))
            self.not_kept.setVisible(False)
            for w in (self.open_button, self.seat_button):
                w.setEnabled(False)
            return
        state = c.state
        rnd = state.current_round
        seated = rnd is not None and bool(rnd.tables or rnd.byes)
        can_open = rnd is None or rnd.started_at is not None
        self.open_button.setEnabled(can_open)
        self.minutes.setEnabled(can_open)
        self._fill_minutes(state)
        # Seat opens the next round first (at the length above) when none is waiting to be seated.
        self.seat_button.setEnabled(can_open or (rnd is not None and not seated and rnd.started_at is None))
        if can_open:
            self.seat_button.setText(arg(translate("seating_panel", "Open and seat round %1"),
                                         1 if rnd is None else rnd.number + 1))
        if rnd is None:
            self.status.setText(translate("seating_panel",
                                          "No round is open: set its length and seat it (the round opens first)."))
        elif rnd.started_at is not None:
            self.status.setText(arg(translate("seating_panel",
                                              "Round %1 has started: its seats can no longer change."), rnd.number))
        elif seated:
            self.status.setText(arg(translate(
                "seating_panel", "Round %1 is seated. Move or swap players until you start it."), rnd.number))
        else:
            self._plan(rnd.number)
        if rnd is not None and not can_open:
            self.seat_button.setText(arg(translate("seating_panel", "Seat round %1"), rnd.number))
        self._show_not_kept(rnd)
        if rnd is not None:
            if not self.game.text() and rnd.number > 1:
                earlier = state.rounds.get(rnd.number - 1)
                if earlier and earlier.tables:
                    self.game.setText(next(iter(earlier.tables.values())).title)
            self._fill_tree(rnd)
        self._fill_games(rnd, chosen_table)
        self._selection_changed()

    def _show_not_kept(self, rnd: Round | None) -> None:
        state = self.controller.state
        found = not_kept_now(state, rnd) if rnd is not None else []
        self.not_kept.setVisible(bool(found))
        self.not_kept.setText("\n".join(explain(state, broken) for broken, _ in found))

    def _plan(self, number: int) -> None:
        state = self.controller.state
        rnd = state.rounds.get(number)
        if rnd is not None and rnd.cut:
            self.status.setText(arg(translate("seating_panel", "Round %1 is a final: the top %2 of the standings, "
                                                              "seated by seed."), number, rnd.cut))
            return
        count = len(active_players(state))
        assert state.settings is not None  # refresh() plans only an open event's rounds
        sizes = state.settings.table_sizes
        try:
            plan = plan_table_sizes(count, sizes)
        except CannotSeat as err:
            self.seat_button.setEnabled(False)
            self._show_options(number, str(err), err.options)
            return
        except TablesideError as err:
            self.status.setText(arg(translate("seating_panel", "Round %1 cannot be seated: %2."), number, err))
            self.seat_button.setEnabled(False)
            return
        tables = "+".join(map(str, plan.tables))
        at = len(plan.tables)
        self.status.setText(arg(translate("seating_panel", "Round %1: %2 players to seat at %n table(s) (%3).", None,
                                          at), number, count, tables))

    def _show_options(self, number: int, message: str, options: tuple[SeatingOption, ...]) -> None:
        state = self.controller.state
        settings = state.settings
        assert settings is not None  # refresh() plans only an open event's rounds
        self.status.setText(arg(translate("seating_panel",
                                          "Round %1 cannot be seated as the event's table sizes stand."), number))
        self.options_text.setText(arg(translate("seating_panel", "%1. Choose how to seat this round:"),
                                      message[0].upper() + message[1:]))
        rating = settings.system == "contribution"
        worth = translate("seating_panel", "a bye leaves the rating as it is") if rating else \
            arg(translate("seating_panel", "a bye is worth %1"), _points(settings.bye_points))
        for option in options:
            tables = "+".join(map(str, option.tables))
            if option.five:
                text = arg(translate("seating_panel", "One table of 5 (%1)"), tables)
            else:
                byes = option.byes
                text = arg(translate("seating_panel", "Give %n player(s) a bye (%1; %2)", None, byes),
                           tables, worth)
            button = QPushButton(text)
            button.clicked.connect(lambda _c=False, o=option: self.seat(o))
            self.options_box.addWidget(button)
            self.option_buttons.append(button)
        self.options_frame.setVisible(True)

    def _clear_options(self) -> None:
        for button in self.option_buttons:
            self.options_box.removeWidget(button)
            button.deleteLater()
        self.option_buttons = []
        self.options_frame.setVisible(False)

    def _fill_tree(self, rnd: Round) -> None:
        c = self.controller
        state = c.state
        flags_group = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsDropEnabled
        flags_player = (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled
                        | Qt.ItemFlag.ItemIsDropEnabled)

        def player_item(parent: QTreeWidgetItem, pid: str) -> None:
            player = state.players[pid]
            item = QTreeWidgetItem(parent, [player.name + (" (dropped)" if player.dropped else "")])
            item.setData(0, ROLE, ("player", pid))
            item.setFlags(flags_player)

        for number in sorted(rnd.tables):
            table = rnd.tables[number]
            hours = f", {hours_text(table.hours)}" if table.hours is not None else ""
            top = QTreeWidgetItem(self.tree, [f"Table {number} — {table.title}{hours} ({len(table.players)} players)"])
            top.setData(0, ROLE, ("table", number))
            top.setFlags(flags_group)
            for pid in table.players:
                player_item(top, pid)
            self.target.addItem(arg(translate("seating_panel", "Table %1"), number), number)
        if rnd.byes:
            top = QTreeWidgetItem(self.tree, [f"Byes ({len(rnd.byes)})"])
            top.setData(0, ROLE, ("byes", None))
            top.setFlags(flags_group)
            by_name = collation.name_key()
            for pid in sorted(rnd.byes, key=lambda pid: by_name(state.players[pid].name)):
                player_item(top, pid)
        if rnd.tables or rnd.byes:
            placed = {p for t in rnd.tables.values() for p in t.players} | set(rnd.byes)
            by_name = collation.name_key()
            waiting = sorted((pid for pid in active_players(state) if pid not in placed),
                             key=lambda pid: by_name(state.players[pid].name))
            if waiting:
                top = QTreeWidgetItem(self.tree, [arg(translate("seating_panel", "Not seated (%1: late entries)"),
                                                      len(waiting))])
                top.setData(0, ROLE, ("unseated", None))
                top.setFlags(flags_group)
                for pid in waiting:
                    player_item(top, pid)
        self.tree.expandAll()

    def _fill_games(self, rnd: Round | None, chosen: int | None) -> None:
        """The tables whose game can still change (not over yet), keeping the one the judge had chosen."""
        numbers = [] if rnd is None else [n for n in sorted(rnd.tables) if not rnd.tables[n].finished]
        self.game_table.blockSignals(True)
        for number in numbers:
            self.game_table.addItem(arg(translate("seating_panel", "Table %1"), number), number)
        if chosen in numbers:
            self.game_table.setCurrentIndex(numbers.index(chosen))
        self.game_table.blockSignals(False)
        for widget in (self.game_table, self.table_game, self.table_hours, self.set_game_button):
            widget.setEnabled(bool(numbers))
        self._game_table_chosen()

    def _game_table_chosen(self) -> None:
        """Show the chosen table's game and hours, ready to change."""
        number = self.game_table.currentData()
        rnd = self.controller.state.current_round if self.controller.is_open else None
        table = rnd.tables.get(number) if rnd is not None and number is not None else None
        self.table_game.setText(table.title if table is not None else "")
        self.table_hours.setText(format_points(Fraction(table.hours)) if table is not None and table.hours else "")

    # ------------------------------------------------------------------------------------------
    # Reading the judge's picks

    def selected_players(self) -> list[str]:
        return [item.data(0, ROLE)[1] for item in self.tree.selectedItems()
                if item.data(0, ROLE) and item.data(0, ROLE)[0] == "player"]

    def player_item(self, name: str) -> QTreeWidgetItem:
        player = self.controller.state.player_by_name(name)
        if player is None:
            raise KeyError(name)
        for item in self._items():
            if item.data(0, ROLE) == ("player", player.id):
                return item
        raise KeyError(name)

    def table_item(self, number: int) -> QTreeWidgetItem:
        for item in self._items():
            if item.data(0, ROLE) == ("table", number):
                return item
        raise KeyError(number)

    def tables(self) -> dict[int, list[str]]:
        """Table number -> names, as the tree shows them (for tests)."""
        shown: dict[int, list[str]] = {}
        for top in self._top_items():
            kind, number = top.data(0, ROLE)
            if kind == "table":
                shown[number] = [child.text(0) for child in _children(top)]
        return shown

    def _top_items(self) -> list[QTreeWidgetItem]:
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [item for item in items if item is not None]  # each of them: i < topLevelItemCount()

    def _items(self) -> Iterator[QTreeWidgetItem]:
        for top in self._top_items():
            yield top
            yield from _children(top)

    def _selection_changed(self) -> None:
        chosen = self.selected_players()
        self.swap_button.setEnabled(len(chosen) == 2)
        self.move_button.setEnabled(len(chosen) == 1 and self.target.count() > 0)

    # ------------------------------------------------------------------------------------------
    # Intents

    def _round_number(self) -> int | None:
        rnd = self.controller.state.current_round if self.controller.is_open else None
        return rnd.number if rnd is not None else None

    def _fill_minutes(self, state: EventState) -> None:
        """The next round's length: the event's default, or the last round's if it differed (kept as the
        judge typed it until that round opens)."""
        rnd = state.current_round
        upcoming = 1 if rnd is None else rnd.number + (1 if rnd.started_at is not None else 0)
        if self._minutes_for == upcoming:
            return
        self._minutes_for = upcoming
        assert state.settings is not None
        self.minutes.setValue(rnd.minutes if rnd is not None else state.settings.round_minutes)

    def open_round(self) -> bool:
        if not self.final.isChecked():
            return self._after(self.controller.open_round(self.minutes.value()))
        opened = self.controller.open_round(self.minutes.value(), self.final_size.value(),
                                            self.final_system.currentData())
        if opened:
            self.final.setChecked(False)  # the round after a final is a Swiss one unless chosen again
        return self._after(opened)

    def _final_chosen(self, on: bool) -> None:
        self.final_size.setEnabled(on)
        self.final_system.setEnabled(on)

    def choose_players_file(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(self, translate("seating_panel", "Import players from a CSV file"),
                                                str(Path.home()),
                                                translate("players_panel", CSV_FILTER))
        if chosen:
            self.import_players(chosen)

    def import_players(self, path: str | Path) -> bool:
        ok, text = import_players_file(self.controller, path)
        if ok:
            self.note.setText(text)
            self.problem.setText("")
        else:
            self.note.setText("")
            self.problem.setText(text)
        self.refresh()
        return ok

    def seat(self, option: SeatingOption | None = None) -> bool:
        rnd = self.controller.state.current_round if self.controller.is_open else None
        if option is None and (rnd is None or rnd.started_at is not None):
            if not self.open_round():
                return False
        number = self._round_number()
        if number is None:
            return False
        byes, five = (option.byes, option.five) if option is not None else (0, False)
        return self._after(self.controller.seat_round(number, self.game.text(), byes=byes, five=five,
                                                      hours=_typed_hours(self.hours)))

    def set_table_game(self) -> bool:
        number = self._round_number()
        table = self.game_table.currentData()
        if number is None or table is None:
            self._refused(translate("seating_panel", "Choose the table whose game to set."))
            return False
        return self._after(self.controller.set_game(number, table, self.table_game.text(),
                                                    _typed_hours(self.table_hours)))

    def swap_selected(self) -> bool:
        chosen = self.selected_players()
        number = self._round_number()
        if len(chosen) != 2 or number is None:
            self._refused(translate("seating_panel", "Pick exactly two players to swap."))
            return False
        return self._after(self.controller.swap(number, chosen[0], chosen[1]))

    def move_selected(self) -> bool:
        chosen = self.selected_players()
        number = self._round_number()
        table = self.target.currentData()
        if len(chosen) != 1 or number is None or table is None:
            self._refused(translate("seating_panel", "Pick one player and the table to move them to."))
            return False
        return self._after(self.controller.move(number, chosen[0], table))

    def drop_player(self, pid: str, goal: Role) -> bool:
        """A player dragged onto ``goal`` (an item's role): a table moves them, a player swaps them."""
        number = self._round_number()
        if number is None:
            return False
        kind, value = goal
        if kind == "table":
            return self._after(self.controller.move(number, pid, value))
        if kind == "player":
            if value == pid:
                return False
            return self._after(self.controller.swap(number, pid, value))
        self._refused(translate("seating_panel",
                                "Drop a player on a table to move them there, or on another player to swap their seats "
                      "(a bye is given by swapping with a player who has one)."))
        return False

    # ------------------------------------------------------------------------------------------

    def _after(self, ok: bool) -> bool:
        if ok:
            self.problem.setText("")
        self.refresh()
        return ok

    def _refused(self, text: str) -> None:
        self.problem.setText(text)


class SeatingDialog(PanelDialog):
    """The tables of the round (``panel``) and, on a tab of their own, the seating constraints."""

    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        from tableside.ui.constraints_panel import ConstraintsPanel

        panel = SeatingPanel(controller)
        self.constraints = ConstraintsPanel(controller)
        self.tabs = QTabWidget()
        self.tabs.addTab(panel, translate("seating_panel", "&Tables"))
        self.tabs.addTab(self.constraints, translate("seating_panel", "&Constraints"))
        super().__init__(translate("seating_panel", "Seating"), self.tabs, (740, 720), parent)
        self.panel = panel


def open_seating_dialog(window: MainWindow) -> None:
    """Event ▸ Seating…: the dialog on the window's controller."""
    open_panel_dialog(window, SeatingDialog)
