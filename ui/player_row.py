"""One seated player on a table card: selection, name and status, timers, points, and their buttons.

The row's widgets sit in the card's grid (so columns line up from player to player); the row only
paints what ``RowPicture`` says and reports the judge's taps through the callbacks it is given.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QGridLayout, QHBoxLayout, QLabel, QMenu, QPushButton, QToolButton, QVBoxLayout, QWidget,
)

from app.clocks.table_view import PlayerView
from ui import style
from ui.clock_widgets import AuxClock, MainClock


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


@dataclass(frozen=True)
class RowPicture:
    """Everything one row shows, computed by the card from the state at paint time."""

    pid: str
    name: str
    index: int  # 1-based seat number (the keyboard's 1..9)
    status: str  # "in", "out", "winner"
    reason: str | None  # leave reason: "judge", "time", "round"
    place: int | None
    tied: bool
    points: str | None  # shown once the player has left (or won)
    rating: str | None  # contribution: the rating after the game
    preview: str | None  # for a player still in: what leaving now would give
    clock: PlayerView | None
    timers: bool
    held: bool
    can_act: bool  # the game is running (started, not over)
    pause: str  # none / voting / pending / paused
    voted_yes: bool
    asked_resume: bool
    pause_over: bool
    decision_running: bool


@dataclass
class RowActions:
    out: Callable[[str], None]
    decide: Callable[[str, str], None]
    auction: Callable[[str], None]
    request_pause: Callable[[str], None]
    vote: Callable[[str, bool], None]
    resume: Callable[[str], None]
    adjust: Callable[[str, int], None]
    selection_changed: Callable[[], None]


class SelectBox(QCheckBox):
    """A tick box that answers to a tap anywhere on it (a finger is not a mouse pointer)."""

    def hitButton(self, pos) -> bool:  # noqa: N802
        return self.rect().contains(pos)


class PlayerRow:
    COLUMNS = 5

    def __init__(self, parent: QWidget, grid: QGridLayout, row: int, pid: str,
                 decisions: list[tuple[str, str, int]], actions: RowActions, timers: bool = True) -> None:
        self.pid = pid
        self.actions = actions
        self.select = SelectBox(parent)
        self.select.setFixedWidth(48)
        keep = self.select.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.select.setSizePolicy(keep)
        style.set_tip(self.select, "Select for “Out together”")
        self.select.toggled.connect(lambda _checked: actions.selection_changed())

        who = QWidget(parent)
        who_box = QVBoxLayout(who)
        who_box.setContentsMargins(0, 0, 0, 0)
        who_box.setSpacing(0)
        self.name = QLabel(who)
        self.name.setObjectName("playerName")
        self.status = QLabel(who)
        self.status.setObjectName("playerStatus")
        who_box.addWidget(self.name)
        who_box.addWidget(self.status)

        clocks = QWidget(parent)
        clock_box = QVBoxLayout(clocks)
        clock_box.setContentsMargins(0, 0, 0, 0)
        clock_box.setSpacing(2)
        self.main_clock = MainClock(clocks)
        self.aux_clock = AuxClock(clocks)
        clock_box.addWidget(self.aux_clock)
        clock_box.addWidget(self.main_clock)
        self.clocks = clocks

        score = QWidget(parent)
        score_box = QVBoxLayout(score)
        score_box.setContentsMargins(0, 0, 0, 0)
        score_box.setSpacing(0)
        self.points = QLabel(score)
        self.points.setObjectName("points")
        self.points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.preview = QLabel(score)
        self.preview.setObjectName("preview")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        score_box.addWidget(self.points)
        score_box.addWidget(self.preview)

        buttons = QWidget(parent)
        button_box = QHBoxLayout(buttons)
        button_box.setContentsMargins(0, 0, 0, 0)
        button_box.setSpacing(6)
        self.out_button = QPushButton("Out", buttons)
        self.out_button.setProperty("role", "out")
        self.out_button.clicked.connect(lambda: actions.out(pid))
        self.decide_button = QToolButton(buttons)
        style.set_text(self.decide_button, "Decide ▾")
        self.decide_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.decide_menu = QMenu(self.decide_button)
        self.decide_menu.setToolTipsVisible(True)
        self.decide_actions = {}
        for number, (key, label, aux_ms) in enumerate(decisions, start=1):
            mnemonic = f"&{number} " if number <= 9 else ""  # the menu's own keys: 1 .. 9
            act = self.decide_menu.addAction(f"{mnemonic}{label}  ({aux_ms / 1000:g} s)")
            act.triggered.connect(lambda _c=False, k=key: actions.decide(pid, k))
            self.decide_actions[key] = act
        self.decide_menu.addSeparator()
        self.auction_action = self.decide_menu.addAction("Start an &auction (−20 s)")
        self.auction_action.triggered.connect(lambda: actions.auction(pid))
        self.pause_action = self.decide_menu.addAction("Ask for a &pause")
        self.pause_action.triggered.connect(lambda: actions.request_pause(pid))
        self.decide_menu.addSeparator()
        plus = self.decide_menu.addAction("Correct main timer: +10 s")
        plus.triggered.connect(lambda: actions.adjust(pid, 10_000))
        minus = self.decide_menu.addAction("Correct main timer: −10 s")
        minus.triggered.connect(lambda: actions.adjust(pid, -10_000))
        self.correct_actions = (plus, minus)
        self.decide_button.setMenu(self.decide_menu)
        self.pause_button = QPushButton("Pause?", buttons)
        style.set_tip(self.pause_button, "This player asks for a pause: opens the vote")
        self.pause_button.clicked.connect(lambda: actions.request_pause(pid))
        self.yes_button = QPushButton("Yes", buttons)
        self.yes_button.clicked.connect(lambda: actions.vote(pid, True))
        self.no_button = QPushButton("No", buttons)
        self.no_button.clicked.connect(lambda: actions.vote(pid, False))
        self.resume_button = QPushButton("Resume", buttons)
        self.resume_button.clicked.connect(lambda: actions.resume(pid))
        for button in (self.out_button, self.decide_button, self.pause_button, self.yes_button, self.no_button,
                       self.resume_button):
            button_box.addWidget(button)
        button_box.addStretch(1)
        self.buttons = buttons

        # Every row keeps one height whatever it shows (in / out, deciding or not), so a tap repaints
        # one card without moving the others.
        height = 72 if timers else 56  # room for the auxiliary countdown above the main timer
        grid.setRowMinimumHeight(row, height)
        for part in (who, clocks, score, buttons):
            part.setMaximumHeight(height)
        keep = clocks.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        clocks.setSizePolicy(keep)
        grid.addWidget(self.select, row, 0, Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(who, row, 1)
        grid.addWidget(clocks, row, 2)
        grid.addWidget(score, row, 3)
        grid.addWidget(buttons, row, 4)
        self.widgets = (self.select, who, clocks, score, buttons)
        self._last: RowPicture | None = None

    @property
    def selected(self) -> bool:
        return self.select.isChecked() and self.select.isEnabled()

    def set_selected(self, on: bool) -> None:
        if self.select.isEnabled():
            self.select.setChecked(on)

    def paint(self, pic: RowPicture) -> None:
        self._last = pic
        is_in = pic.status == "in"
        style.set_text(self.name, f"{pic.index}  {pic.name}")
        style.set_prop(self.name, "out", "true" if pic.status == "out" else "false")
        style.set_enabled(self.select, is_in and pic.can_act)
        style.show(self.select, is_in and pic.can_act)
        if not self.select.isEnabled() and self.select.isChecked():
            self.select.blockSignals(True)
            self.select.setChecked(False)
            self.select.blockSignals(False)
        self.select.setAccessibleName(f"Select {pic.name}")

        tie = " (tied)" if pic.tied else ""
        if pic.status == "winner":
            status, kind = f"{style.SYM_WIN} WINNER · {ordinal(1)}", "winner"
        elif pic.status == "out":
            why = {"time": "OUT — time", "round": "OUT — round end"}.get(pic.reason or "", "OUT")
            status = f"{style.SYM_OUT} {why} · {ordinal(pic.place or 0)}{tie}"
            kind = "time" if pic.reason == "time" else "out"
        elif pic.clock is not None and pic.clock.deciding:
            status, kind = f"{style.SYM_PLAY} deciding", "in"
        else:
            status, kind = f"{style.SYM_IN} in", "in"
        style.set_text(self.status, status)
        style.set_prop(self.status, "kind", kind)

        if pic.points is not None:
            style.set_text(self.points, pic.points)
            style.show(self.points, True)
            style.set_tip(self.points, "Points for this game")
            style.set_text(self.preview, f"rating {pic.rating}" if pic.rating else "points")
        else:
            style.set_text(self.points, "")
            style.show(self.points, False)
            style.set_text(self.preview, f"if out now: <b>{pic.preview}</b>" if pic.preview is not None else "")
            style.set_tip(self.preview, "What leaving now, alone, would give this player")

        self.main_clock.show_player(pic.clock, pic.timers, pic.held)
        self.aux_clock.show_player(pic.clock, pic.held)
        # A player who has left has no clock to watch; the status says how they left.
        style.show(self.clocks, pic.timers and is_in)

        running = is_in and pic.can_act
        voting = running and pic.pause == "voting"
        paused = running and pic.pause == "paused"
        style.show(self.out_button, running)
        style.set_tip(self.out_button, f"{pic.name} is out (alone)")
        style.show(self.decide_button, running and pic.timers and not voting and not paused)
        style.set_enabled(self.decide_button, running and not pic.held)
        can_decide = pic.timers and not pic.decision_running and pic.pause == "none" and not pic.held
        for act in self.decide_actions.values():
            act.setEnabled(can_decide)
        for act in self.correct_actions:
            act.setEnabled(pic.timers)
        style.set_enabled(self.pause_action, pic.pause == "none" and not pic.held)
        style.show(self.pause_button, running and pic.pause == "none" and not pic.timers)
        style.show(self.yes_button, voting)
        style.show(self.no_button, voting)
        style.set_enabled(self.yes_button, voting and not pic.voted_yes)
        style.set_enabled(self.no_button, voting and not pic.voted_yes)
        style.set_text(self.yes_button, "✓ Yes" if pic.voted_yes else "Yes")
        style.set_tip(self.yes_button, f"{pic.name} votes yes to pause" if not pic.voted_yes
                                   else f"{pic.name} has voted yes")
        style.set_tip(self.no_button, f"{pic.name} votes no: the pause is denied")
        style.show(self.resume_button, paused)
        style.set_enabled(self.resume_button, paused and (not pic.asked_resume or pic.pause_over))
        style.set_text(self.resume_button, "✓ Asked" if pic.asked_resume and not pic.pause_over else "Resume")
        style.set_tip(self.resume_button, f"{pic.name} asks to resume play")

    def set_auction(self, enabled: bool, reason: str) -> None:
        style.set_enabled(self.auction_action, enabled)
        style.set_tip(self.auction_action, reason)
