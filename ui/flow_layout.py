"""A grid that reflows with its width: as many equal columns as fit, each card as tall as it needs.

Cards in one row share the row's height (the tallest), so the grid reads as rows of tables; the
number of columns follows the window (one on a narrow window, two on a 1366 px laptop, three or four
on a large screen). The parent scroll area scrolls when the rows are taller than the window.

Qt asks the layout to lay itself out again whenever anything in any card changes (a label's text
is enough), which with 100 tables is every click. So the layout remembers each card's height per
width and measures again only the cards that asked for it (a card's own layout request, seen through
an event filter) and every card only when the width or the set of cards changes; when no height
changed, nothing is moved.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget

Rows = list[tuple[list[QLayoutItem], int]]
KEEP_WIDTHS = 4  # widths remembered (the scroll area asks for one or two)


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, min_column_width: int = 520, spacing: int = 12) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.min_column_width = min_column_width
        self._spacing = spacing
        self._measured: dict[int, dict[QLayoutItem, int]] = {}  # width -> item -> height
        self._arranged: dict[int, tuple[int, Rows, int]] = {}  # width -> (column width, rows, height)
        self._dirty: set[QObject] = set()  # cards that asked to be measured again
        # width -> the items to measure again at that width, when it is next asked for: Qt asks for two
        # widths a layout pass (the scroll area's, the window's least size) of the four remembered.
        self._stale_at: dict[int, set[QLayoutItem]] = {}
        # id(item) -> its card: Qt deletes an item as soon as takeAt returns it, and asking a taken
        # item for its widget during removeWidget crashes, so the card is remembered from addItem.
        self._widgets: dict[int, QWidget] = {}
        self._item_of: dict[QObject, QLayoutItem] = {}  # the other way: a card that asked -> its item
        self._minimum: QSize | None = None
        self._applied: tuple[QRect, tuple[int, Rows, int]] | None = None  # the rect and arrangement last applied
        self.arrangements = 0  # how many times the rows were worked out (for tests and benchmarks)
        self.placed: Callable[[], None] | None = None  # told after the cards were moved (what shows changed)
        self.setContentsMargins(spacing, spacing, spacing, spacing)

    def set_spacing(self, spacing: int) -> None:
        self._spacing = spacing
        self.setContentsMargins(spacing, spacing, spacing, spacing)
        self.forget()

    def forget(self) -> None:
        """Measure everything again at the next layout (the cards' style changed)."""
        self._measured.clear()
        self._stale_at.clear()
        self._dirty.clear()
        self._rearrange()

    def _rearrange(self) -> None:
        """Work the rows out again at the next layout (a card came or went); heights measured stay."""
        self._arranged.clear()
        self._minimum = None
        self._applied = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind == QEvent.Type.LayoutRequest:
            self._dirty.add(watched)  # this card's contents changed: its height may have
        elif kind in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self._dirty.add(watched)  # a theme or a card's own state (finished) may change its size
            self.invalidate()
        elif kind in (QEvent.Type.Show, QEvent.Type.Hide):
            self._rearrange()  # the cards on show changed, not their heights
            self.invalidate()
        return False

    # -- QLayout plumbing ------------------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt naming)
        self._items.append(item)
        widget = item.widget()
        if widget is not None:
            widget.installEventFilter(self)
            self._widgets[id(item)] = widget
            self._item_of[widget] = item
        self._rearrange()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        if not 0 <= index < len(self._items):
            return None
        item = self._items.pop(index)
        widget = self._widgets.pop(id(item), None)
        if widget is not None:
            widget.removeEventFilter(self)
            self._item_of.pop(widget, None)
        for heights in self._measured.values():
            heights.pop(item, None)
        for stale in self._stale_at.values():
            stale.discard(item)
        self._rearrange()
        return item

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._arrangement(width)[2]

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        arrangement = self._arrangement(rect.width())
        if self._applied is not None and self._applied[0] == rect and self._applied[1] is arrangement:
            return  # nothing moved: no card to place again
        self._apply(rect, arrangement)
        self._applied = (QRect(rect), arrangement)
        if self.placed is not None:
            self.placed()

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
        # Never narrower than the widest card's minimum: a squeezed card cut its buttons' words.
        column = max(self.min_column_width, self.minimumSize().width() - m.left() - m.right())
        return max(1, (inner + self._spacing) // (column + self._spacing))

    def _column_width(self, width: int) -> int:
        m = self.contentsMargins()
        inner = width - m.left() - m.right()
        columns = self.columns_for(width)
        return max(1, (inner - (columns - 1) * self._spacing) // columns)

    @staticmethod
    def _measure(item: QLayoutItem, column_width: int) -> int:
        return item.heightForWidth(column_width) if item.hasHeightForWidth() else item.sizeHint().height()

    def _take_dirty(self, width: int) -> None:
        """Measure again, at ``width``, the cards that changed; drop the arrangement only if a height did.
        The other widths remembered measure them when they are asked for (if ever)."""
        if self._dirty:
            dirty, self._dirty = self._dirty, set()
            items = [item for item in map(self._item_of.get, dirty) if item is not None]
            for known in self._measured:
                self._stale_at.setdefault(known, set()).update(items)
        stale = self._stale_at.pop(width, None)
        heights = self._measured.get(width)
        if not stale or heights is None:
            return
        column_width = self._column_width(width)
        for item in [item for item in self._items if item in stale and item in heights]:
            height = self._measure(item, column_width)
            if height != heights[item]:
                heights[item] = height
                self._arranged.pop(width, None)

    def _arrangement(self, width: int) -> tuple[int, Rows, int]:
        """(column width, [(the items of a row, the row's height)], total height) for a width."""
        self._take_dirty(width)
        cached = self._arranged.get(width)
        if cached is not None:
            return cached
        self.arrangements += 1
        if len(self._measured) >= KEEP_WIDTHS and width not in self._measured:
            self._measured.clear()
            self._stale_at.clear()
            self._arranged.clear()
        heights = self._measured.setdefault(width, {})
        m = self.contentsMargins()
        visible = [item for item in self._items if not item.isEmpty()]
        columns = self.columns_for(width)
        column_width = self._column_width(width)
        rows: Rows = []
        for start in range(0, len(visible), columns):
            row = visible[start:start + columns]
            for item in row:
                if item not in heights:
                    heights[item] = self._measure(item, column_width)
            rows.append((row, max(heights[item] for item in row)))
        total = m.top() + sum(h for _, h in rows) + self._spacing * max(0, len(rows) - 1) + m.bottom()
        arrangement = (column_width, rows, total)
        self._arranged[width] = arrangement
        return arrangement

    def _apply(self, rect: QRect, arrangement: tuple[int, Rows, int]) -> None:
        m = self.contentsMargins()
        column_width, rows, _ = arrangement
        y = rect.y() + m.top()
        for row, row_height in rows:
            for i, item in enumerate(row):
                x = rect.x() + m.left() + i * (column_width + self._spacing)
                # Every card of a row gets the row's height, from the row's top: tidy rows.
                target = QRect(x, y, column_width, row_height)
                widget = item.widget()
                if widget is None or widget.geometry() != target:
                    item.setGeometry(target)
            y += row_height + self._spacing
