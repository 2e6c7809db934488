"""A grid that reflows with its width: as many equal columns as fit, each card as tall as it needs.

Cards in one row share the row's height (the tallest), so the grid reads as rows of tables; the
number of columns follows the window (one on a narrow window, two on a 1366 px laptop, three or four
on a large screen). The parent scroll area scrolls when the rows are taller than the window.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, min_column_width: int = 520, spacing: int = 12) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.min_column_width = min_column_width
        self._spacing = spacing
        self._heights: dict[int, tuple[int, list[tuple[list[QLayoutItem], int]]]] = {}  # width -> arrangement
        self._minimum: QSize | None = None
        self.setContentsMargins(12, 12, 12, 12)

    def invalidate(self) -> None:
        # Qt calls this whenever a card's size may have changed; only then is anything measured again.
        self._heights.clear()
        self._minimum = None
        super().invalidate()

    # -- QLayout plumbing ------------------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt naming)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._arrange(QRect(0, 0, width, 0), apply=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._arrange(rect, apply=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802
        if self._minimum is None:
            m = self.contentsMargins()
            width = max((item.minimumSize().width() for item in self._items), default=0)
            self._minimum = QSize(max(width, min(self.min_column_width, 360)) + m.left() + m.right(),
                                  m.top() + m.bottom())
        return QSize(self._minimum)

    # -- the arrangement -------------------------------------------------------------------------
    def columns_for(self, width: int) -> int:
        m = self.contentsMargins()
        inner = width - m.left() - m.right()
        return max(1, (inner + self._spacing) // (self.min_column_width + self._spacing))

    def _rows(self, width: int) -> tuple[int, list[tuple[list[QLayoutItem], int]]]:
        """(column width, [(the items of a row, the row's height)]) for a given width, measured once."""
        cached = self._heights.get(width)
        if cached is not None:
            return cached
        m = self.contentsMargins()
        inner = width - m.left() - m.right()
        visible = [item for item in self._items if not item.isEmpty()]
        columns = self.columns_for(width)
        column_width = max(1, (inner - (columns - 1) * self._spacing) // columns)
        rows = []
        for start in range(0, len(visible), columns):
            row = visible[start:start + columns]
            rows.append((row, max(
                item.heightForWidth(column_width) if item.hasHeightForWidth() else item.sizeHint().height()
                for item in row
            )))
        self._heights[width] = (column_width, rows)
        return column_width, rows

    def _arrange(self, rect: QRect, apply: bool) -> int:
        m = self.contentsMargins()
        column_width, rows = self._rows(rect.width())
        y = rect.y() + m.top()
        for row, row_height in rows:
            if apply:
                for i, item in enumerate(row):
                    x = rect.x() + m.left() + i * (column_width + self._spacing)
                    # Every card of a row gets the row's height, from the row's top: tidy rows.
                    target = QRect(x, y, column_width, row_height)
                    widget = item.widget()
                    if widget is None or widget.geometry() != target:
                        item.setGeometry(target)
            y += row_height + self._spacing
        if rows:
            y -= self._spacing
        return y + m.bottom() - rect.y()
