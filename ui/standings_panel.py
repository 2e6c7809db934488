"""The standings in the judge's window: now or after an earlier round, and a what-if under two systems.

A dock beside the history. "As it stood" picks the view (now, or after round N: the players, drops
and results the log held then). "Compare with" puts a second scoring system beside the event's own:
each player's rank and total under both, in the event's order, and how many places they would move.
Every system and every scoring preset is offered (``app.event.whatif``); the options line below shows
the chosen one's options as JSON and can be changed (Enter applies); bad options are said in one line.
It recomputes only when an action was logged (not on a clock tick), and only while it is shown.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMainWindow,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tableside.app.display import format_points
from tableside.app.errors import TablesideError
from tableside.app.event.changes import Change
from tableside.app.event.corrections import corrections_said, moved_text, places_moved
from tableside.app.event.final import final_kind
from tableside.app.event.ledger import GameLine, event_ledger, player_games
from tableside.app.event.results import system_of
from tableside.app.event.standings import standings, standings_side_by_side
from tableside.app.event.table_view_model import ordinal
from tableside.app.event.whatif import Choice, choices, default_hours, make, parse_options
from tableside.app.presets import Presets, load_presets
from tableside.ui import plain_text, style
from tableside.ui.controller import EventController
from tableside.ui.final_text import final_note
from tableside.ui.i18n import arg, said, translate

COLUMNS = ("Rank", "Player", "Total", "Wins", "Opp. avg", "Games", "Byes")


def game_text(game: GameLine) -> str:
    """One game of a player: "round 1, table 2 (Catan): 2nd, 1000 − 110 + 80 + 100 = 1070"."""
    where = f"round {game.round}, table {game.table} ({game.game})"
    if game.place is None or game.points is None:
        return arg(translate("standings_panel", "%1: still in"), where)
    if game.ledger is not None:
        return f"{where}: {ordinal(game.place)}, {game.ledger.text}"
    return f"{where}: {ordinal(game.place)}, {format_points(game.points)} points"


def _item(text: str, number: bool = False) -> QStandardItem:
    item = QStandardItem(text)
    item.setEditable(False)
    if number:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class StandingsPanel(QWidget):
    def __init__(self, controller: EventController, parent: QWidget | None = None,
                 presets: Presets | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._given_presets = presets
        self._choices: dict[str, Choice] = {}
        self.setObjectName("standingsPanel")
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 6, 6, 6)
        choices = QHBoxLayout()
        self.after = QComboBox()
        style.set_tip(self.after, translate("standings_panel", "The standings as they stood after an earlier round"))
        self.compare = QComboBox()
        style.set_tip(self.compare, translate("standings_panel",
                                              "What if the event were scored with another system? Both side by side"))
        choices.addWidget(plain_text.label(translate("standings_panel", "As it stood:")))
        choices.addWidget(self.after, 1)
        choices.addWidget(plain_text.label(translate("standings_panel", "Compare with:")))
        choices.addWidget(self.compare, 1)
        box.addLayout(choices)
        self.options_row = QWidget()
        options_box = QHBoxLayout(self.options_row)
        options_box.setContentsMargins(0, 0, 0, 0)
        options_box.addWidget(plain_text.label(translate("standings_panel", "Options:")))
        self.options = QLineEdit()
        style.set_tip(self.options, translate(
            "standings_panel", 'The compared system\'s options as JSON, e.g. {"x": 50, "use_hours": true}; '
                               "Enter applies them"))
        options_box.addWidget(self.options, 1)
        self.options_row.setVisible(False)
        box.addWidget(self.options_row)
        self.note = plain_text.label()
        self.note.setWordWrap(True)
        box.addWidget(self.note)
        self.model = QStandardItemModel(0, len(COLUMNS))
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._selected())
        box.addWidget(self.table, 1)
        # Under the contribution system: the event's rounding remainder and how the ratings moved.
        self.ledger_note = plain_text.label()
        self.ledger_note.setObjectName("ledgerNote")
        self.ledger_note.setWordWrap(True)
        self.ledger_note.setVisible(False)
        box.addWidget(self.ledger_note)
        # The chosen player's games: place and points, or each rating change term by term.
        self.detail = plain_text.label()
        self.detail.setObjectName("standingsDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.detail)
        self._row_players: list[str] = []
        self._dirty = True
        self._filling = False
        self.after.currentIndexChanged.connect(self._choice_changed)
        self.compare.currentIndexChanged.connect(self._compare_changed)
        self.options.editingFinished.connect(self._choice_changed)
        controller.opened.connect(self.rebuild)
        controller.changed.connect(self.on_change)
        self.rebuild()

    # ------------------------------------------------------------------------------------------

    def rebuild(self) -> None:
        """A new event (or none): refill the choices (the judge's presets read again), then the table."""
        presets = self._given_presets if self._given_presets is not None else load_presets()
        self._choices = {choice.key: choice for choice in choices(presets)}
        self._fill_choices()
        self.refresh()

    def on_change(self, change: Change) -> None:
        if change.structure or change.entries:
            if change.structure:
                self._fill_choices()
            self.refresh()

    def refresh(self) -> None:
        if not self.isVisible():
            self._dirty = True
            return
        self._dirty = False
        self._row_players = []
        self.ledger_note.setVisible(False)
        self.detail.setText("")
        c = self.controller
        if not c.is_open or c.state.settings is None:
            self.model.removeRows(0, self.model.rowCount())
            self.note.setText(translate("standings_panel", "No event is open."))
            return
        after = self.after.currentData()
        other = self._choices.get(self.compare.currentData() or "")
        try:
            if other is not None:
                self._side_by_side(after, other)
            else:
                self._plain(after)
        except TablesideError as err:
            self.note.setText(arg(translate("standings_panel", "These standings cannot be shown: %1."), err))
            self.model.removeRows(0, self.model.rowCount())

    def rows(self) -> list[tuple[str, ...]]:
        """What the table shows, as text (for tests)."""
        return [tuple(self.model.item(r, col).text() for col in range(self.model.columnCount()))
                for r in range(self.model.rowCount())]

    def headers(self) -> list[str]:
        return [self.model.headerData(col, Qt.Orientation.Horizontal) for col in range(self.model.columnCount())]

    def choose_round(self, after_round: int | None) -> None:
        self.after.setCurrentIndex(max(0, self.after.findData(after_round)))

    def choose_system(self, system: str | None, options: str | None = None) -> None:
        """Compare with a system ("plops") or a choice's key ("preset:placement"); options as JSON text."""
        index = self.compare.findData(system)
        if index < 0:
            index = self.compare.findData(f"system:{system}")
        self.compare.setCurrentIndex(max(0, index))
        if options is not None:
            self.options.setText(options)
            self.refresh()

    # ------------------------------------------------------------------------------------------

    def _fill_choices(self) -> None:
        self._filling = True
        try:
            after, other = self.after.currentData(), self.compare.currentData()
            self.after.clear()
            self.compare.clear()
            self.after.addItem(translate("standings_panel", "Now"), None)
            self.compare.addItem(translate("standings_panel", "— (only the event's system)"), None)
            c = self.controller
            if c.is_open and c.state.settings is not None:
                for number in sorted(c.state.rounds):
                    self.after.addItem(arg(translate("standings_panel", "After round %1"), number), number)
                own = _system(c)
                for key, choice in self._choices.items():
                    if key != f"system:{own}":  # the event's own system is column A already
                        self.compare.addItem(choice.label, key)
            self.after.setCurrentIndex(max(0, self.after.findData(after)))
            self.compare.setCurrentIndex(max(0, self.compare.findData(other)))
            self._show_options()
        finally:
            self._filling = False

    def _compare_changed(self) -> None:
        if not self._filling:
            self._show_options()
            self.refresh()

    def _show_options(self) -> None:
        """A new choice brings its own options into the line (the judge's edits were for the last one)."""
        choice = self._choices.get(self.compare.currentData() or "")
        if choice is None:
            self.options_row.setVisible(False)
            return
        if self.options.property("choice") != choice.key:
            self.options.setText(choice.options_text())
            self.options.setProperty("choice", choice.key)
        self.options_row.setVisible(True)

    def _choice_changed(self) -> None:
        if not self._filling:
            self.refresh()

    def _plain(self, after: int | None) -> None:
        c = self.controller
        system = _system(c)
        rating = system == "contribution"
        # The judge corrected a result: a column says how the corrections moved each player.
        rows = standings(c.state, after)
        moved = places_moved(c.state, after, now=rows)
        headers = [translate("standings_panel", "Rank"), translate("standings_panel", "Player"),
                   translate("standings_panel", "Rating") if rating else translate("standings_panel", "Total"),
                   translate("standings_panel", "Wins"), translate("standings_panel", "Opp. avg"),
                   translate("standings_panel", "Games"), translate("standings_panel", "Byes")]
        headers += [translate("standings_panel", "Corrected")] if moved else []
        # A final's places beside the names: what the judge reads first once the event has one.
        last_stage = max((s.final.stage for s in rows if s.final is not None), default=0)
        if last_stage:
            headers.insert(2, translate("standings_panel", "Final"))
        table: list[list[tuple[str, bool]]] = []
        for s in rows:
            name = s.name + (" " + translate("standings_panel", "(dropped)") if s.dropped else "")
            cells = [(str(s.rank), True), (name, False), (format_points(s.total), True),
                     (str(s.wins), True), (format_points(s.opponents_average), True),
                     (str(s.games), True), (str(s.byes), True)]
            if moved:
                cells.append((moved_text(moved[s.player]) if s.player in moved else "", True))
            if last_stage:
                kind = final_kind(s.final, last_stage)
                cells.insert(2, (final_note(kind, s.final.place).strip("()") if s.final else "", False))
            table.append(cells)
            self._row_players.append(s.player)
        self._show(headers, table)
        when = (translate("standings_panel", "now") if after is None
                else arg(translate("standings_panel", "after round %1"), after))
        text = arg(translate("standings_panel", "Standings %1 (%2)."), when, system)
        note = corrections_said(c.state)
        if note is not None:
            text += " " + said(note) + " " + translate(
                "standings_panel", "Corrected: places the corrections moved each player (▲ gained, ▼ lost).")
        self.note.setText(text)
        ledger = event_ledger(c.state, after)
        if ledger is not None:
            self.ledger_note.setText(ledger.text)
            self.ledger_note.setVisible(True)
        self.detail.setText(translate("standings_panel", "Choose a player to see their games."))
        self._fit()

    def choose_player(self, row: int) -> None:
        """Select a row of the plain standings (its player's games show below)."""
        self.table.selectRow(row)

    def _selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or not self._row_players or rows[0].row() >= len(self._row_players):
            return
        pid = self._row_players[rows[0].row()]
        c = self.controller
        after = self.after.currentData()
        mark = " " + translate("standings_panel", "(corrected by the judge)")
        lines = [game_text(game) + (mark if _corrected(c, game) else "") for game in player_games(c.state, pid, after)]
        name = c.state.players[pid].name
        self.detail.setText(f"{name}: " + ("; ".join(lines) if lines else translate("standings_panel",
                                                                                    "no games yet")) + ".")

    def _side_by_side(self, after: int | None, choice: Choice) -> None:
        c = self.controller
        own = _system(c)
        options = parse_options(self.options.text())
        other = make(choice.system, options)
        shown = choice.system + (f" {self.options.text().strip()}" if options else "")
        heads = [translate("standings_panel", "Player"), translate("standings_panel", "Rank A"),
                 translate("standings_panel", "Total A"), translate("standings_panel", "Rank B"),
                 translate("standings_panel", "Total B"), translate("standings_panel", "Moves")]
        table: list[list[tuple[str, bool]]] = []
        for row in standings_side_by_side(c.state, None, other, after):
            moved = row.moved
            moves = f"▲ {moved}" if moved > 0 else (f"▼ {-moved}" if moved < 0 else "=")
            dropped = " " + translate("standings_panel", "(dropped)") if row.a.dropped else ""
            table.append([(row.name + dropped, False),
                          (str(row.a.rank), True), (format_points(row.a.total), True),
                          (str(row.b.rank), True), (format_points(row.b.total), True),
                          (moves, True)])
        self._show(heads, table)
        when = "now" if after is None else arg(translate("standings_panel", "after round %1"), after)
        text = arg(translate("standings_panel", "What if, %1: A = %2 (the event's system), B = %3. Nothing is "
                                                "changed; the event keeps its own system."), when, own, shown)
        for side, system in (("A", system_of(c.state)), ("B", other)):
            stood_in = default_hours(c.state, system, after)
            if stood_in is not None:  # "by hours" with games that had none: the h used instead, said plainly
                text += " " + arg(translate("standings_panel", "%1 counts each game by its hours: %2 of the games "
                                                               "played have none, counted as h = %3."),
                                  side, stood_in.games, format_points(stood_in.hours))
        self.note.setText(text)
        self._fit()

    def _show(self, headers: list[str], table: list[list[tuple[str, bool]]]) -> None:
        """The table's cells as ``table`` says (text, right-aligned): with the same columns and as many rows,
        only the cells whose text changed are set (a correction moves a few hundred of 1,600 cells; the
        view redraws those, not a new model of 200 rows); otherwise the rows are made anew."""
        model = self.model
        if model.rowCount() == len(table) and self.headers() == headers and table:
            self.table.clearSelection()  # (as a new model had: the detail below asks to choose a player again)
            changed: list[tuple[int, int]] = []
            # One dataChanged for the cells changed, not one each: the view (its columns sized to their
            # contents) measured itself again at every one, seconds for a correction.
            model.blockSignals(True)
            try:
                for r, cells in enumerate(table):
                    for col, (text, _number) in enumerate(cells):
                        item = model.item(r, col)
                        if item.text() != text:
                            item.setText(text)
                            changed.append((r, col))
            finally:
                model.blockSignals(False)
            if changed:
                rows, cols = [r for r, _ in changed], [col for _, col in changed]
                model.dataChanged.emit(model.index(min(rows), min(cols)), model.index(max(rows), max(cols)))
            return
        model.removeRows(0, model.rowCount())
        model.setColumnCount(len(headers))
        model.setHorizontalHeaderLabels(headers)
        for cells in table:
            model.appendRow([_item(text, number) for text, number in cells])

    def _fit(self) -> None:
        # Every column as wide as its contents: a name is never cut; a narrow dock scrolls sideways.
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if self._dirty:
            self.refresh()


def make_dock(controller: EventController, window: QMainWindow) -> QDockWidget:
    """The Standings dock, tabbed with the history on the right; View ▸ Standings (Ctrl+T) shows it."""
    panel = StandingsPanel(controller)
    dock = QDockWidget(translate("standings_panel", "Standings"), window)
    dock.setObjectName("standingsDock")
    dock.setWidget(panel)
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                     | QDockWidget.DockWidgetFeature.DockWidgetMovable)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.setVisible(False)
    # Tabbed with the history: showing it from the menu also brings its tab to the front.
    dock.toggleViewAction().triggered.connect(lambda checked: dock.raise_() if checked else None)
    return dock


def _corrected(controller: EventController, game: GameLine) -> bool:
    table = controller.table((game.round, game.table))
    return table is not None and table.correction is not None


def _system(controller: EventController) -> str:
    """The open event's scoring system (refresh() shows standings only with its settings)."""
    settings = controller.state.settings
    assert settings is not None
    return settings.system
