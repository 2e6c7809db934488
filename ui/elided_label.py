"""A plain-text label that ends what does not fit with "…" and shows the whole text in its tooltip.

A QLabel too narrow for its text cuts it mid-letter ("Bartholom", "Gus Whitfi"), and a plain one will
not let a layout make it narrower than its whole text, so a grid squeezed below its minimum cut it
anyway. This label keeps its whole text (``text()``, what tests, accessibility and ``style.set_text``
read), asks for its whole width but accepts a few letters, and on each resize works out what fits:
the text as it is, or its first lines with the last one cut at the right with "…" (the tooltip then
holds the whole text, as written). Only the painting changes with the width: no new size is asked
for, so resizing moves nothing else.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent, QTextLayout, QTextOption
from PySide6.QtWidgets import QFrame, QLabel, QStyle, QWidget

from tableside.ui import plain_text

ELLIPSIS = "…"
LEAST = 4  # letters a squeezed label still shows before its "…"


class ElidedLabel(QLabel):
    """Plain text on at most ``lines`` lines (wrapped at words when more than one), "…" where it is cut."""

    def __init__(self, text: str = "", parent: QWidget | None = None, lines: int = 1, least: int = LEAST) -> None:
        super().__init__(parent)
        self._least = least  # letters it keeps before a layout may squeeze it further
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._lines = max(1, lines)
        self._shown: str | None = None  # what is painted when the text is cut; None: the whole text
        self._fitted = (-1, "")  # the width and text it was worked out for
        if self._lines > 1:
            self.setWordWrap(True)
        self.setText(text)

    # -- what is shown ----------------------------------------------------------------------------
    def setText(self, text: str) -> None:  # noqa: N802 (Qt naming)
        super().setText(text)
        self._fit()

    def shown_text(self) -> str:
        """The text as painted now: the whole text, or its cut form ending in "…"."""
        self._fresh()
        return self.text() if self._shown is None else self._shown

    def is_elided(self) -> bool:
        self._fresh()
        return self._shown is not None

    def _fresh(self) -> None:
        """Worked out for the width it has now (a hidden label is resized without a resize event)."""
        if self._fitted != (self._text_rect().width(), self.text()):
            self._fit()

    def _text_rect(self) -> QRect:
        m = self.margin()
        return self.contentsRect().adjusted(m, m, -m, -m)

    def _fit(self) -> None:
        text = self.text()
        width = self._text_rect().width()
        self._fitted = (width, text)
        shown = None if width <= 0 else self._cut(text, width)
        if shown != self._shown:
            self._shown = shown
            self.update()
        tip = plain_text.tip(text) if shown is not None else ""
        if self.toolTip() != tip:
            self.setToolTip(tip)

    def _cut(self, text: str, width: int) -> str | None:
        """``text`` as it fits ``width`` on the label's lines, or None when it fits whole."""
        metrics = self.fontMetrics()
        if self._lines == 1:
            if "\n" not in text and metrics.horizontalAdvance(text) <= width:
                return None
            return metrics.elidedText(text.replace("\n", " "), Qt.TextElideMode.ElideRight, width)
        layout = QTextLayout(text, self.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        starts: list[int] = []
        layout.beginLayout()
        while len(starts) <= self._lines:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            starts.append(line.textStart())
        layout.endLayout()
        if len(starts) <= self._lines:
            return None
        kept = [text[a:b].rstrip() for a, b in zip(starts[:self._lines - 1], starts[1:self._lines], strict=True)]
        rest = text[starts[self._lines - 1]:].replace("\n", " ")
        return "\n".join([*kept, metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)])

    # -- Qt ---------------------------------------------------------------------------------------
    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt naming)
        hint = super().minimumSizeHint()
        text = self.text()
        if self._lines > 1 or len(text) <= self._least:
            return hint
        least = self.fontMetrics().horizontalAdvance(text[:self._least] + ELLIPSIS)
        frame = self.contentsMargins()
        width = least + frame.left() + frame.right() + 2 * self.margin()
        return QSize(min(width, hint.width()), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.ContentsRectChange):
            self._fit()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt naming)
        self._fresh()
        if self._shown is None:
            super().paintEvent(event)
            return
        QFrame.paintEvent(self, event)
        painter = QPainter(self)
        align = QStyle.visualAlignment(self.layoutDirection(), self.alignment())
        self.style().drawItemText(painter, self._text_rect(), int(align), self.palette(), self.isEnabled(),
                                  self._shown, self.foregroundRole())
        painter.end()
