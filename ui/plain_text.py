"""Text a person or a device typed (a player's name, a game, a file name) shown as the characters it is.

Qt guesses rich text from the string itself (Qt::AutoText, Qt::mightBeRichText) in labels, tooltips
and message boxes: a player registered as ``<img src="/dev/zero">`` made the window read /dev/zero
until memory ran out, and ``<s>Dee</s>`` showed Dee struck through as the card shows a player who is
out. So every label is made here, as plain text; the few laid out with markup take every piece of
user text through ``markup``; tooltips and message boxes, which cannot be told "plain", get their
text escaped inside markup Qt then draws literally.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

if TYPE_CHECKING:
    from tableside.ui.elided_label import ElidedLabel


def label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows ``text`` exactly, now and whatever it is given later."""
    made = QLabel(text, parent)
    made.setTextFormat(Qt.TextFormat.PlainText)
    return made


def elided_label(text: str = "", parent: QWidget | None = None, lines: int = 1,
                 least: int | None = None) -> ElidedLabel:
    """A plain label for a name in a place of fixed width: what does not fit on its ``lines`` ends in "…",
    and its tooltip then holds the whole text (``ui.elided_label``). ``least``: the letters it keeps before
    the layout may squeeze it further (the others in its row give way first)."""
    from tableside.ui.elided_label import LEAST, ElidedLabel

    return ElidedLabel(text, parent, lines, LEAST if least is None else least)


def rich_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label laid out with markup (bold words, a small table); its text comes from ``markup``."""
    made = QLabel(text, parent)
    made.setTextFormat(Qt.TextFormat.RichText)
    return made


def markup(template: str, *pieces: object) -> str:
    """``template`` (Tableside's own markup, with ``{}`` places) with each piece escaped into its place;
    a piece's line breaks stay line breaks."""
    return template.format(*(html.escape(str(piece)).replace("\n", "<br>") for piece in pieces))


def tip(text: str) -> str:
    """A tooltip that shows ``text`` as written (Qt's tooltips always guess; escaped markup reads literally)."""
    return markup("<qt>{}</qt>", text) if text else ""


def button_text(text: str) -> str:
    """Text for a button or menu entry, where ``&`` would otherwise underline the next letter as a key."""
    return text.replace("&", "&&")


def message_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str,
                buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok) -> QMessageBox:
    """A message box that shows ``text`` as written."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def warn(parent: QWidget | None, title: str, text: str) -> None:
    message_box(parent, QMessageBox.Icon.Warning, title, text).exec()


def ask(parent: QWidget | None, title: str, question: str) -> bool:
    """Yes or no, as QMessageBox.question asks it."""
    box = message_box(parent, QMessageBox.Icon.Question, title, question,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes
