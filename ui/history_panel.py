"""Every action of the event with its time, newest last (kept in view); undone ones struck through.

Qt's own item model over the log's entries: appending one entry, or marking one undone, costs the
same with ten entries or ten thousand, and painting the list calls no Python.
"""

from __future__ import annotations

import datetime
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QVBoxLayout, QWidget

from app.event.actions import UNDO
from app.eventlog.entry import Entry
from ui.controller import Change, EventController

HEADERS = ("#", "Time", "Action")


class HistoryModel(QStandardItemModel):
    """The rows live in Qt's own item model, so painting the list runs no Python at all."""

    def __init__(self) -> None:
        super().__init__(0, 3)
        self.setHorizontalHeaderLabels(list(HEADERS))
        self.items: dict[int, list[QStandardItem]] = {}
        self.undone_by: dict[int, int] = {}
        self._grey = QBrush(QColor("#6b6b6b"))

    def reset(self) -> None:
        self.removeRows(0, self.rowCount())
        self.items = {}
        self.undone_by = {}

    def append(self, seq: int, time_text: str, text: str) -> None:
        cells = [QStandardItem(str(seq)), QStandardItem(time_text), QStandardItem(text)]
        cells[0].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        for cell in cells:
            cell.setEditable(False)
        cells[2].setToolTip(text)
        self.appendRow(cells)
        self.items[seq] = cells

    def mark_undone(self, seq: int, by: int) -> None:
        cells = self.items.get(seq)
        if cells is None or self.undone_by.get(seq) == by:
            return
        self.undone_by[seq] = by
        cells[2].setText(f"{cells[2].text()}  — undone by #{by}")
        for cell in cells:
            font = cell.font()
            font.setStrikeOut(True)
            cell.setFont(font)
            cell.setForeground(self._grey)
            cell.setToolTip(f"This action was taken back by entry #{by}")


class HistoryPanel(QWidget):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        self.model = HistoryModel()
        self.view = QTableView()
        self.view.setObjectName("history")
        self.view.setModel(self.model)
        self.view.setShowGrid(False)
        self.view.setWordWrap(False)
        self.view.setAlternatingRowColors(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        rows = self.view.verticalHeader()
        rows.setVisible(False)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.view.horizontalHeader()
        # Fixed widths: measuring every row to fit the columns would cost a pass over the whole log.
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(0, self.fontMetrics().horizontalAdvance("00000") + 12)
        header.resizeSection(1, self.fontMetrics().horizontalAdvance("00:00:00") + 16)
        header.setStretchLastSection(True)
        box.addWidget(self.view)
        self._last_seq = 0
        self._behind = False
        controller.opened.connect(self.reload)
        controller.changed.connect(self.on_change)
        self.reload()

    def reload(self) -> None:
        self.model.reset()
        self._last_seq = 0
        self._behind = False
        if self.controller.is_open:
            self._add(self.controller.entries())

    def on_change(self, change: Change) -> None:
        if change.entries:
            if not self.isVisible():
                self._behind = True  # caught up when shown: a hidden list costs nothing per action
                return
            self.catch_up()

    def catch_up(self) -> None:
        self._behind = False
        if self.controller.is_open:
            # Read from the store, not the signal: what is listed is exactly what was committed.
            self._add(self.controller.entries(self._last_seq))

    def showEvent(self, event) -> None:  # noqa: N802
        if self._behind:
            self.catch_up()
        super().showEvent(event)

    def _add(self, entries: list[Entry]) -> None:
        if not entries:
            return
        undone = self.controller.state.undone
        bar = self.view.verticalScrollBar()
        follow = bar.value() >= bar.maximum() - 2  # the judge is looking at the latest: keep it in view
        for entry in entries:
            text = (f"↶ Undo of #{entry.data['entry']}" if entry.kind == UNDO
                    else self.controller.describe(entry))
            self.model.append(entry.seq, self._time(entry), text)
            if entry.kind == UNDO:
                self.model.mark_undone(entry.data["entry"], entry.seq)
            elif entry.seq in undone:
                self.model.mark_undone(entry.seq, undone[entry.seq])
        self._last_seq = max(self._last_seq, entries[-1].seq)
        if follow:
            self.view.scrollToBottom()

    def _time(self, entry: Entry) -> str:
        t = entry.data.get("t")
        if isinstance(t, int) and self.controller.is_open:
            wall = self.controller.wall_ms(t)
            return datetime.datetime.fromtimestamp(wall / 1000).strftime("%H:%M:%S")
        return entry.at[11:19]

    def rows(self) -> list[tuple[str, str, str]]:
        """The rows as shown, newest first (for tests and the render script)."""
        if self._behind:
            self.catch_up()
        m = self.model
        return [tuple(m.item(r, c).text() for c in range(3))  # type: ignore[misc]
                for r in reversed(range(m.rowCount()))]

    def is_struck(self, seq: int) -> bool:
        if self._behind:
            self.catch_up()
        cells = self.model.items.get(seq)
        return cells is not None and cells[2].font().strikeOut()
