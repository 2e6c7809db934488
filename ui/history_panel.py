"""Every action of the event with its time, newest last (kept in view); undone ones struck through.

A lazy model over the log: the table has one row per entry, but a row is read from the store (a page
of ``PAGE`` entries by sequence number) only when the view asks to paint it, so opening an event of a
million entries reads one screenful. The list does nothing while it is hidden; it catches up when
shown. While shown it takes a tap's entries once the tapped card is painted (a row added changes the
table's row count, and Qt repaints the whole table for that), so the open history does not slow the
tap. Times are worked out with arithmetic from a cached UTC offset, not a strftime per row.

Any entry can be taken back from here (select it, then Undo, or its context menu): the request goes
to the controller's ``undo_entry``, so it passes the same checks as every undo, and a refusal is
shown with its reason and writes nothing.
"""

from __future__ import annotations

import datetime
from collections import OrderedDict
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QPoint, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QMenu,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tableside.app.errors import QT_TRANSLATE_NOOP
from tableside.app.event.actions import UNDO
from tableside.app.event.changes import Change
from tableside.app.eventlog.entry import Entry
from tableside.ui import plain_text, style
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, translate

HEADERS = ("#", QT_TRANSLATE_NOOP("history_panel", "Time"), QT_TRANSLATE_NOOP("history_panel", "Action"))
PAGE = 256  # entries read from the store at a time (a few screenfuls)
KEEP_PAGES = 16  # pages kept formatted; the rest is read again if scrolled back to

Index = QModelIndex | QPersistentModelIndex
_ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole
_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.FontRole,
                    Qt.ItemDataRole.ForegroundRole, _ALIGNMENT})
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class LocalTime:
    """Wall-clock ms as local "HH:MM:SS", with the zone's offset looked up once per hour of time."""

    def __init__(self) -> None:
        self._offsets: dict[int, int] = {}

    def text(self, wall_ms: int) -> str:
        hour = wall_ms // 3_600_000
        offset = self._offsets.get(hour)
        if offset is None:
            moment = datetime.datetime.fromtimestamp(hour * 3600, datetime.UTC).astimezone()
            delta = moment.utcoffset()
            offset = self._offsets[hour] = int(delta.total_seconds()) if delta is not None else 0
        seconds = (wall_ms // 1000 + offset) % 86_400
        return f"{seconds // 3600:02d}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


class HistoryModel(QAbstractTableModel):
    """Rows are entries by sequence number (row r is entry r + 1); each page is read when first shown."""

    def __init__(self, controller: EventController) -> None:
        super().__init__()
        self.controller = controller
        self.count = 0
        self._pages: OrderedDict[int, list[tuple[str, str, str]]] = OrderedDict()
        self._clock = LocalTime()
        self._grey = QBrush(QColor("#6b6b6b"))
        self._struck = QFont()
        self._struck.setStrikeOut(True)
        self.pages_read = 0  # for tests and benchmarks: how much of the log was read
        self._last: tuple[int, int | None, tuple[str, str, str]] | None = None  # (row, undone by, cells)

    # -- Qt's model -------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt's signature)
        return 0 if parent.isValid() else self.count

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translate("history_panel", HEADERS[section]) if 0 <= section < len(HEADERS) else None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # The view asks every cell on screen for a dozen roles at each repaint (500 calls per click with
        # the history open): the roles it has nothing for are answered first, with nothing looked up.
        if role not in _ROLES or not index.isValid():
            return None
        row = index.row()
        if not 0 <= row < self.count:
            return None
        column = index.column()
        if role == _ALIGNMENT:
            return _RIGHT if column == 0 else None
        # A row's cells are asked for one after the other, each for its roles: the row is looked up once.
        last = self._last
        if last is not None and last[0] == row:
            _, by, cells = last
        else:
            seq = row + 1
            by, cells = self.undone_by(seq), self.row(seq)
            self._last = (row, by, cells)
        if role == Qt.ItemDataRole.FontRole:
            return self._struck if by is not None else None
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._grey if by is not None else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_text.tip(arg(translate("history_panel", "This action was taken back by entry #%1"),
                                      by) if by is not None else cells[2])
        if column == 2 and by is not None:
            return arg(translate("history_panel", "%1  — undone by #%2"), cells[2], by)
        return cells[column]

    # -- reading the log --------------------------------------------------------------------------
    def forget(self) -> None:
        """The log or what was undone changed: the row looked up last is looked up again."""
        self._last = None

    def undone_by(self, seq: int) -> int | None:
        if not self.controller.is_open:
            return None
        return self.controller.state.undone.get(seq)

    def row(self, seq: int) -> tuple[str, str, str]:
        """(number, time, action) of one entry, read with its page when first needed."""
        page = (seq - 1) // PAGE
        rows = self._pages.get(page)
        if rows is None:
            rows = self._read(page)
            self._pages[page] = rows
            while len(self._pages) > KEEP_PAGES:
                self._pages.popitem(last=False)
        else:
            self._pages.move_to_end(page)
        i = (seq - 1) - page * PAGE
        if len(rows) <= i < PAGE and seq <= self.count:
            # Written since the page was read (the newest page grows with the log; it showed the new row
            # blank): only the entries that are new are read and formatted, not the page again.
            rows.extend(self._read(page, len(rows)))
        return rows[i] if i < len(rows) else (str(seq), "", "")

    def _read(self, page: int, start: int = 0) -> list[tuple[str, str, str]]:
        session = self.controller.session
        if session is None:
            return []
        self.pages_read += start == 0
        return [self._cells(entry) for entry in session.store.entries_page(page * PAGE + start, PAGE - start)]

    def _cells(self, entry: Entry) -> tuple[str, str, str]:
        if entry.kind == UNDO:
            text = arg(translate("history_panel", "↶ Undo of #%1"), entry.data.get('entry'))
        else:
            text = self.controller.describe(entry)
        t = entry.data.get("t")
        if isinstance(t, int) and not isinstance(t, bool):
            when = self._clock.text(self.controller.wall_ms(t))
        else:
            when = entry.at[11:19]
        return str(entry.seq), when, text

    # -- keeping up with the log ------------------------------------------------------------------
    def reset(self, count: int) -> None:
        """Start again on a log of ``count`` entries (another event, or names changed)."""
        self.beginResetModel()
        self._last = None
        self._pages.clear()
        self.count = count
        self.endResetModel()

    def grow(self, count: int, undone: tuple[int, ...] = ()) -> None:
        """The log now has ``count`` entries; ``undone`` were newly taken back (repaint those rows)."""
        self._last = None
        if count > self.count:
            self.beginInsertRows(QModelIndex(), self.count, count - 1)
            self.count = count
            self.endInsertRows()
        for seq in undone:
            if 1 <= seq <= self.count:
                self.dataChanged.emit(self.index(seq - 1, 0), self.index(seq - 1, len(HEADERS) - 1))


class HistoryPanel(QWidget):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        self.model = HistoryModel(controller)
        self.view = QTableView()
        self.view.setObjectName("history")
        self.view.setModel(self.model)
        self.view.setShowGrid(False)
        self.view.setWordWrap(False)
        self.view.setAlternatingRowColors(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        rows = self.view.verticalHeader()
        rows.setVisible(False)
        # Fixed heights and widths: measuring rows to fit them would read the whole log.
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(0, self.fontMetrics().horizontalAdvance("0000000") + 12)
        header.resizeSection(1, self.fontMetrics().horizontalAdvance("00:00:00") + 16)
        header.setStretchLastSection(True)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
        box.addWidget(self.view)
        # The judge follows the latest rows until they scroll back; the view keeps its top row when it
        # shrinks (another dock opening beside it, the window made smaller), so following means holding
        # the bottom whenever the range changes, not only when rows are added.
        self._following = True
        bar = self.view.verticalScrollBar()
        bar.valueChanged.connect(self._note_following)
        bar.rangeChanged.connect(self._keep_following)

        foot = QHBoxLayout()
        self.hint = plain_text.label(translate("history_panel", "Select an action to take it back."))
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)  # it wraps in a narrow dock rather than squeezing Undo ("Un…")
        self.undo_button = QPushButton(translate("history_panel", "Undo"))
        style.set_tip(self.undo_button, translate("history_panel",
                                                  "Take back the selected action (it is logged too; the rules may "
                                                  "refuse)"))
        self.undo_button.setEnabled(False)
        self.undo_button.clicked.connect(self.undo_selected)
        foot.addWidget(self.hint, 1)
        foot.addWidget(self.undo_button)
        box.addLayout(foot)
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._selection_changed())

        self._behind = True
        self._structure = True
        self._undone: set[int] = set()  # entries taken back since the rows were last brought up to date
        controller.opened.connect(self._on_opened)
        controller.changed.connect(self.on_change)

    # -- keeping up, only while shown ---------------------------------------------------------------
    def _on_opened(self) -> None:
        self._behind = self._structure = True
        self._undone.clear()
        self.model.forget()
        if self.isVisible():
            self.catch_up()
        elif self.model.count:
            self.model.reset(0)  # let go of the old event's rows; nothing read until shown

    def on_change(self, change: Change) -> None:
        if not (change.entries or change.undone):
            return
        self.model.forget()  # an undo changes a row's look at once, before the rows catch up
        self._behind = True
        self._structure = self._structure or change.structure
        self._undone.update(change.undone)
        if self.isVisible():
            # The card the judge tapped is painted first; the new row follows in the same turn of the
            # loop. A row inserted now would have Qt repaint the whole table inside the tap (its row count
            # changed, every row moved up one), doubling the time to the points on screen.
            self.controller.after_paint(self._catch_up_if_behind)

    def _catch_up_if_behind(self) -> None:
        if self._behind and self.isVisible():
            self.catch_up()

    def catch_up(self) -> None:
        self._behind = False
        undone, self._undone = tuple(sorted(self._undone)), set()
        session = self.controller.session
        count = len(session.store) if session is not None else 0
        follow = self._structure or self._following
        if self._structure or count < self.model.count:
            # Names may have changed (or it is another event): read the rows again as they are shown.
            self._structure = False
            self.model.reset(count)
        else:
            self.model.grow(count, undone)
        if follow:
            self.view.scrollToBottom()
        self._selection_changed()

    def _note_following(self, value: int) -> None:
        self._following = value >= self.view.verticalScrollBar().maximum() - 2

    def _keep_following(self, _minimum: int, maximum: int) -> None:
        if self._following:
            self.view.verticalScrollBar().setValue(maximum)

    def showEvent(self, event: Any) -> None:  # noqa: N802
        if self._behind:
            self.catch_up()
        super().showEvent(event)

    # -- undo from the history --------------------------------------------------------------------
    def selected_seq(self) -> int | None:
        rows = self.view.selectionModel().selectedRows()
        return rows[0].row() + 1 if rows else None

    def select(self, seq: int) -> None:
        if self._behind:  # the entry may be newer than the rows (they follow the tap's paint)
            self.catch_up()
        self.view.selectRow(seq - 1)
        self.view.scrollTo(self.model.index(seq - 1, 0))

    def undo_selected(self) -> bool:
        seq = self.selected_seq()
        if seq is None:
            self.controller.refused.emit(translate("history_panel", "Choose an action in the history first."))
            return False
        return self.controller.undo_entry(seq)

    def _selection_changed(self) -> None:
        seq = self.selected_seq()
        style.set_enabled(self.undo_button, seq is not None)
        style.set_text(self.undo_button, arg(translate("history_panel", "Undo #%1"), seq) if seq is not None
                       else translate("history_panel", "Undo"))

    def _context_menu(self, pos: QPoint) -> None:
        menu = self.menu_at(pos)
        if menu is not None:
            menu.popup(self.view.viewport().mapToGlobal(pos))  # popup, not exec: the clocks keep being served

    def menu_at(self, pos: QPoint) -> QMenu | None:
        """The context menu of the row under ``pos`` (selecting it), or None off the rows."""
        index = self.view.indexAt(pos)
        if not index.isValid():
            return None
        self.view.selectRow(index.row())
        menu = QMenu(self)
        act = menu.addAction(arg(translate("history_panel", "Undo entry #%1"), index.row() + 1))
        act.triggered.connect(self.undo_selected)
        menu.aboutToHide.connect(menu.deleteLater)
        return menu

    # -- for tests and the render script ----------------------------------------------------------
    def rows(self) -> list[tuple[str, str, str]]:
        """The rows as shown, newest first."""
        if self._behind:
            self.catch_up()
        m = self.model
        return [tuple(m.data(m.index(r, c)) for c in range(len(HEADERS)))
                for r in reversed(range(m.rowCount()))]

    def is_struck(self, seq: int) -> bool:
        if self._behind:
            self.catch_up()
        font = self.model.data(self.model.index(seq - 1, 2), Qt.ItemDataRole.FontRole)
        return isinstance(font, QFont) and font.strikeOut()
