"""Finding text cut by its room: every visible label, button, placeholder and combo box under a widget.

A text is cut when it is wider (``fontMetrics().horizontalAdvance``) than the room its widget paints it
in, unless the widget says so itself: an ``ElidedLabel`` that ends it in "…" and holds the whole text in
its tooltip. A label that wraps is cut when its lines are taller than the label.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QWidget,
)

from tableside.ui.elided_label import ElidedLabel

SLACK = 1  # px: rounding between the metrics and the layout


def _label_room(label: QLabel) -> int:
    room = label.contentsRect().width() - 2 * label.margin()
    return room - max(0, label.indent())


def _label_width(label: QLabel) -> int:
    if label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and "<" in label.text()):
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(label.text())
        return int(doc.idealWidth() + 0.999)
    metrics = label.fontMetrics()
    # A label with a buddy ("&Game:" beside its box) draws its mnemonic's & as an underline, not a character.
    text = re.sub(r"&(.)", r"\1", label.text()) if label.buddy() is not None else label.text()
    return max((metrics.horizontalAdvance(line) for line in text.split("\n")), default=0)


def _button_text(button: QAbstractButton) -> str:
    return re.sub(r"&(.)", r"\1", button.text())  # a mnemonic's & is not drawn (&& draws one)


def clipped(widget: QWidget) -> str | None:
    """What is cut on ``widget`` and by how much, or None when its text fits (or it ends it in "…" itself)."""
    name = f"{type(widget).__name__} {widget.objectName() or ''}".strip()
    if isinstance(widget, ElidedLabel):
        if widget.is_elided():
            return None if widget.shown_text().endswith("…") and widget.toolTip() else \
                f"{name} {widget.text()!r} cut without its tooltip"
        return None
    if isinstance(widget, QLabel):
        if not widget.text() or widget.pixmap() is not None and not widget.pixmap().isNull():
            return None
        if widget.wordWrap():
            need = widget.heightForWidth(widget.width())
            return f"{name} {widget.text()[:60]!r}: {need} px tall in {widget.height()}" \
                if need > widget.height() + SLACK else None
        need, room = _label_width(widget), _label_room(widget)
        return f"{name} {widget.text()[:60]!r}: {need} px in {room}" if need > room + SLACK else None
    if isinstance(widget, QPushButton):
        text = _button_text(widget)
        if not text:
            return None
        option = QStyleOptionButton()
        widget.initStyleOption(option)
        room = widget.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, widget).width()
        need = widget.fontMetrics().horizontalAdvance(text)
        if not widget.icon().isNull():
            need += widget.iconSize().width() + 4
        return f"{name} {text!r}: {need} px in {room}" if need > room + SLACK else None
    if isinstance(widget, QAbstractButton):
        if not _button_text(widget):
            return None
        need, room = widget.sizeHint().width(), widget.width()
        return f"{name} {widget.text()!r}: {need} px in {room}" if need > room + SLACK else None
    if isinstance(widget, QLineEdit):
        if widget.text() or not widget.placeholderText():
            return None
        margins = widget.textMargins()
        room = widget.contentsRect().width() - margins.left() - margins.right() - 4  # the frame's own 2 px
        need = widget.fontMetrics().horizontalAdvance(widget.placeholderText())
        return f"{name} placeholder {widget.placeholderText()!r}: {need} px in {room}" if need > room else None
    if isinstance(widget, QComboBox):
        text = widget.currentText()
        if not text:
            return None
        option = QStyleOptionComboBox()
        widget.initStyleOption(option)
        room = widget.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                             QStyle.SubControl.SC_ComboBoxEditField, widget).width()
        need = widget.fontMetrics().horizontalAdvance(text)
        return f"{name} {text!r}: {need} px in {room}" if need > room + SLACK else None
    return None


def _where(widget: QWidget, root: QWidget) -> str:
    """The nearest named ancestor ("Table 12: "), so a problem on one card of thirty can be found."""
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        if parent.accessibleName():
            return f"{parent.accessibleName()}: "
        parent = parent.parentWidget()
    return ""


def clipped_texts(root: QWidget) -> list[str]:
    """Every cut text among the visible widgets under ``root`` (``root`` included)."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.isVisible() and widget.width() > 0:
            problem = clipped(widget)
            if problem is not None:
                found.append(f"{_where(widget, root)}{problem}")
    return found
