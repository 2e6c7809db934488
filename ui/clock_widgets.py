"""Countdown labels: a player's main timer and the auxiliary countdown of the decision in progress.

They look different on purpose (the auxiliary one is dashed orange and says "DECIDE", the main one
is solid and says "MAIN"), and a main timer at 20 s or less says so in words and with ⚠, never by
colour alone. They paint the reading they are given; the clocks themselves live in ``app.clocks``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from app.clocks.clock_text import clock_text
from app.clocks.table_view import PlayerView
from ui import style


def _captioned(caption: str, reading: str) -> str:
    """A small caption word before the big reading: "MAIN 1:45" without the width of big letters."""
    return f'<span style="font-size:9pt; font-weight:normal;">{caption}</span>&nbsp;{reading}'


class MainClock(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainClock")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.plain = ""  # the reading as plain words (tests, screen readers)

    def show_player(self, view: PlayerView | None, timers: bool, held: bool = False) -> None:
        if view is None or not timers:
            self.plain = ""
            style.set_text(self, "")
            style.set_tip(self, "")
            style.set_prop(self, "state", "off")
            style.show(self, False)
            return
        style.show(self, True)
        reading = clock_text(view.main_ms)
        if view.out:
            state, text, tip = "off", f"{reading}", "Main timer (stopped: the player has left)"
            if view.main_ms == 0:
                text = f"{style.SYM_OUT} 0:00"
        elif view.timed_out_at is not None or view.main_ms == 0:
            state, text, tip = "expired", f"{style.SYM_OUT} 0:00 TIME", "Main timer ran out"
        elif view.warning:
            running = " ▼" if view.counting == "main" and not held else ""
            state, text, tip = "warning", f"{style.SYM_WARN} {reading}{running}", "Main timer: 20 s or less left"
        elif view.counting == "main" and not held:
            state, text, tip = "running", f"MAIN {reading} ▼", "Main timer running down"
        else:
            state, text, tip = "idle", f"MAIN {reading}", "Main timer (not running)"
        self.plain = text
        self.setAccessibleName(text)
        if text.startswith("MAIN "):
            text = _captioned("MAIN", text[5:])
        style.set_text(self, text)
        style.set_tip(self, tip)
        style.set_prop(self, "state", state)


class AuxClock(QLabel):
    """The auxiliary countdown; shown only for the player who is deciding."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("auxClock")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.plain = ""
        style.show(self, False)

    def show_player(self, view: PlayerView | None, held: bool = False) -> None:
        if view is None or view.aux_ms is None:
            style.show(self, False)
            self.plain = ""
            style.set_text(self, "")
            return
        style.show(self, True)
        if view.aux_ms > 0:
            arrow = " ▼" if view.counting == "aux" and not held else ""
            self.plain = f"DECIDE {clock_text(view.aux_ms)}{arrow}"
            self.setAccessibleName(self.plain)
            style.set_text(self, _captioned("DECIDE", f"{clock_text(view.aux_ms)}{arrow}"))
            style.set_tip(self, "Auxiliary countdown: it runs first; the main timer runs only once it reaches 0")
        else:
            self.plain = "DECIDE 0:00"
            style.set_text(self, _captioned("DECIDE", "0:00"))
            style.set_tip(self, "The auxiliary countdown is over: the main timer is running")
