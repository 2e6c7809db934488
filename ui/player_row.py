"""One seated player on a table card: selection, name and status, timers, points, and their buttons.

The row's widgets sit in the card's grid (so columns line up from player to player); the row only
paints what its ``RowModel`` (``app.event.table_view_model``) says and reports the judge's taps
through the callbacks it is given.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tableside.app.event.table_view_model import CORRECTION_MS, Button, RowModel
from tableside.ui import plain_text, style
from tableside.ui.clock_widgets import AuxClock, MainClock


@dataclass
class RowActions:
    out: Callable[[str], object]  # what each returns is not used (the controller's bool: done or refused)
    decide: Callable[[str, str], object]
    auction: Callable[[str], object]
    request_pause: Callable[[str], object]
    vote: Callable[[str, bool], object]
    resume: Callable[[str], object]
    adjust: Callable[[str, int], object]
    selection_changed: Callable[[], object]


class SelectBox(QCheckBox):
    """A tick box that answers to a tap anywhere on it (a finger is not a mouse pointer)."""

    def hitButton(self, pos: QPoint) -> bool:  # noqa: N802 (Qt naming)
        return self.rect().contains(pos)


class PlayerRow:
    COLUMNS = 5

    def __init__(self, parent: QWidget, grid: QGridLayout, row: int, first: RowModel, actions: RowActions,
                 timers: bool = True) -> None:
        pid = first.pid
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
        # A long name ends in "…", whole in its tooltip; its seat number and first 11 letters stay before
        # the buttons give way: the judge finds the player by the name, and a cut button still works.
        self.name = plain_text.elided_label(parent=who, least=14)
        self.name.setObjectName("playerName")
        self.status = plain_text.label(parent=who)
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
        self.points = plain_text.label(parent=score)
        self.points.setObjectName("points")
        self.points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.preview = plain_text.rich_label(parent=score)  # "if out now: **12**"
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
        # The menu's entries are the rules' (decision kinds with their auxiliary time, the auction
        # with its cost), built once from the first model: the rules of an event never change.
        self.decide_actions: dict[str, QAction] = {}
        self.menu_actions: dict[str, QAction] = {}
        number = 0
        for choice in first.menu:
            if choice.key in ("auction", "plus"):
                self.decide_menu.addSeparator()
            if choice.key in ("auction", "pause", "plus", "minus"):
                act = self.decide_menu.addAction(choice.label)
            else:
                number += 1
                mnemonic = f"&{number} " if number <= 9 else ""  # the menu's own keys: 1 .. 9
                act = self.decide_menu.addAction(f"{mnemonic}{choice.label}")
                act.triggered.connect(lambda _c=False, k=choice.key: actions.decide(pid, k))
                self.decide_actions[choice.key] = act
            self.menu_actions[choice.key] = act
        none = self.decide_menu.addAction("")  # placeholders keep the attributes when there are no timers
        none.setVisible(False)
        self.auction_action = self.menu_actions.get("auction", none)
        self.auction_action.triggered.connect(lambda: actions.auction(pid))
        self.pause_action = self.menu_actions.get("pause", none)
        self.pause_action.triggered.connect(lambda: actions.request_pause(pid))
        plus = self.menu_actions.get("plus", none)
        plus.triggered.connect(lambda: actions.adjust(pid, CORRECTION_MS))
        minus = self.menu_actions.get("minus", none)
        minus.triggered.connect(lambda: actions.adjust(pid, -CORRECTION_MS))
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
        for part in (clocks, buttons):  # a player leaving moves nothing on the card
            keep = part.sizePolicy()
            keep.setRetainSizeWhenHidden(True)
            part.setSizePolicy(keep)
        grid.addWidget(self.select, row, 0, Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(who, row, 1)
        grid.addWidget(clocks, row, 2)
        grid.addWidget(score, row, 3)
        grid.addWidget(buttons, row, 4)
        self.widgets = (self.select, who, clocks, score, buttons)
        self.model: RowModel | None = None

    @property
    def selected(self) -> bool:
        return self.select.isChecked() and self.select.isEnabled()

    def set_selected(self, on: bool) -> None:
        if self.select.isEnabled():
            self.select.setChecked(on)

    def paint(self, row: RowModel) -> None:
        if row == self.model:
            return  # the same words, readings and buttons: nothing to touch (most rows of a tap)
        self.model = row
        style.set_text(self.name, f"{row.seat}  {row.name}")
        style.set_prop(self.name, "out", "true" if row.status == "out" else "false")
        style.set_enabled(self.select, row.selectable)
        style.show(self.select, row.selectable)
        if not self.select.isEnabled() and self.select.isChecked():
            self.select.blockSignals(True)
            self.select.setChecked(False)
            self.select.blockSignals(False)
        if self.select.accessibleName() != f"Select {row.name}":
            self.select.setAccessibleName(f"Select {row.name}")
        style.set_text(self.status, row.status_text)
        style.set_prop(self.status, "kind", row.status_kind)

        if row.points is not None:
            style.set_text(self.points, row.points)
            style.show(self.points, True)
            style.set_tip(self.points, "Points for this game")
            style.set_text(self.preview, row.points_note)
        else:
            style.set_text(self.points, "")
            style.show(self.points, False)
            style.set_text(self.preview, plain_text.markup("if out now: <b>{}</b>", row.preview)
                           if row.preview is not None else "")
            style.set_tip(self.preview, "What leaving now, alone, would give this player")

        # A player who has left has no clock to watch; the status says how they left. Hidden clocks are
        # not painted (a reading's new state costs a style re-polish): they are when shown again.
        if row.clocks_visible:
            self.main_clock.show_reading(row.main)
            self.aux_clock.show_reading(row.aux)
        style.show(self.clocks, row.clocks_visible)

        # A row with no button on offer (the player has left) hides their box, once, rather than each button.
        buttons = ((self.out_button, row.out), (self.decide_button, row.decide), (self.pause_button, row.pause),
                   (self.yes_button, row.yes), (self.no_button, row.no), (self.resume_button, row.resume))
        offered = any(button.visible for _, button in buttons)
        if offered:
            for widget, button in buttons:
                paint_button(widget, button)
        style.show(self.buttons, offered)
        for choice in row.menu:
            act = self.menu_actions.get(choice.key)
            if act is not None:
                if act.isEnabled() != choice.enabled:
                    act.setEnabled(choice.enabled)
                if choice.tip:
                    style.set_tip(act, choice.tip)


def paint_button(widget: QAbstractButton, button: Button, text: bool = True) -> None:
    """Show a model's button on a widget, touching only what changed (each change costs a repaint)."""
    style.show(widget, button.visible)
    style.set_enabled(widget, button.enabled)
    if text:
        style.set_text(widget, button.label)
    if button.tip:
        style.set_tip(widget, button.tip)
