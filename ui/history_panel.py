"""Every action of the event with its time, newest first; undone ones struck through and marked."""

from __future__ import annotations

import datetime

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHeaderView, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from app.event.actions import UNDO
from app.eventlog.entry import Entry
from ui.controller import Change, EventController


class HistoryPanel(QWidget):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        self.tree = QTreeWidget()
        self.tree.setObjectName("history")
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels(["#", "Time", "Action"])
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setWordWrap(False)
        self.tree.setAlternatingRowColors(True)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        box.addWidget(self.tree)
        self._items: dict[int, QTreeWidgetItem] = {}
        self._last_seq = 0
        controller.opened.connect(self.reload)
        controller.changed.connect(self.on_change)
        self.reload()

    def reload(self) -> None:
        self.tree.clear()
        self._items.clear()
        self._last_seq = 0
        if self.controller.is_open:
            self._add(self.controller.entries())

    def on_change(self, change: Change) -> None:
        if change.entries:
            # Read from the store, not the signal: what is listed is exactly what was committed.
            self._add(self.controller.entries(self._last_seq))

    def _add(self, entries: list[Entry]) -> None:
        undone = self.controller.state.undone
        for entry in entries:
            item = QTreeWidgetItem([f"{entry.seq}", self._time(entry), self.controller.describe(entry)])
            item.setData(0, Qt.ItemDataRole.UserRole, entry.seq)
            item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if entry.kind == UNDO:
                item.setText(2, f"↶ Undo of #{entry.data['entry']}")
            self.tree.insertTopLevelItem(0, item)
            self._items[entry.seq] = item
            self._last_seq = max(self._last_seq, entry.seq)
            if entry.kind == UNDO:
                self._mark_undone(entry.data["entry"], entry.seq)
            elif entry.seq in undone:
                self._mark_undone(entry.seq, undone[entry.seq])

    def _mark_undone(self, seq: int, by: int) -> None:
        item = self._items.get(seq)
        if item is None or item.data(2, Qt.ItemDataRole.UserRole) == by:
            return
        item.setData(2, Qt.ItemDataRole.UserRole, by)
        item.setText(2, f"{item.text(2)}  — undone by #{by}")
        for col in range(3):
            font = item.font(col)
            font.setStrikeOut(True)
            item.setFont(col, font)
            item.setForeground(col, QBrush(QColor("#6b6b6b")))
        item.setToolTip(2, f"This action was taken back by entry #{by}")

    def _time(self, entry: Entry) -> str:
        t = entry.data.get("t")
        if isinstance(t, int) and self.controller.is_open:
            wall = self.controller.wall_ms(t)
            return datetime.datetime.fromtimestamp(wall / 1000).strftime("%H:%M:%S")
        return entry.at[11:19]

    def rows(self) -> list[tuple[str, str, str]]:
        """The rows as shown, newest first (for tests and the render script)."""
        return [tuple(self.tree.topLevelItem(i).text(c) for c in range(3))  # type: ignore[misc]
                for i in range(self.tree.topLevelItemCount())]

    def is_struck(self, seq: int) -> bool:
        item = self._items.get(seq)
        return bool(item and item.font(2).strikeOut())
