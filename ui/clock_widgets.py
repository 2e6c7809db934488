"""Countdown labels: a player's main timer and the auxiliary countdown of the decision in progress.

They look different on purpose (the auxiliary one is dashed orange and says "DECIDE", the main one
is solid and says "MAIN"), and a main timer at 20 s or less says so in words and with ⚠, never by
colour alone. What they read is decided in ``app.event.table_view_model`` (``Reading``); these
labels only paint it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from tableside.app.event.table_view_model import Reading
from tableside.ui import plain_text, style
from tableside.ui.i18n import shown, view


def captioned(caption: str, reading: str) -> str:
    """A small caption word before the big reading: "MAIN 1:45" without the width of big letters."""
    return plain_text.markup('<span style="font-size:9pt; font-weight:normal;">{}</span>&nbsp;{}', view(caption),
                             reading)


class _Countdown(QLabel):
    NAME = ""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(self.NAME)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.plain = ""  # the reading as plain words (tests, screen readers)
        # "MAIN" before the reading; the compact card's main timer goes without (its tooltip says it).
        self.captions = True
        style.show(self, False)

    def show_reading(self, reading: Reading) -> None:
        style.show(self, reading.visible)
        self.plain = reading.plain
        if reading.plain and self.accessibleName() != reading.plain:
            self.setAccessibleName(reading.plain)
        text = shown(reading.text, reading.text_said) if reading.text_said is not None else reading.text
        style.set_text(self, captioned(reading.caption, text) if reading.caption and self.captions else text)
        style.set_tip(self, view(reading.tip))
        style.set_prop(self, "state", reading.state)


class MainClock(_Countdown):
    NAME = "mainClock"


class AuxClock(_Countdown):
    """The auxiliary countdown; shown only for the player who is deciding."""

    NAME = "auxClock"
