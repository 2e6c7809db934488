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
    QApplication,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QMenu,
    QPushButton,
    QToolButton,
    QWidget,
)

from tableside.app.event.table_view_model import CORRECTION_MS, Button, RowModel
from tableside.ui import plain_text, style
from tableside.ui.clock_widgets import AuxClock, MainClock, captioned
from tableside.ui.i18n import arg, shown, translate, view


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
                 timers: bool = True, compact: bool = False) -> None:
        pid = first.pid
        self.pid = pid
        self.actions = actions
        self.compact = compact
        self.timers = timers
        self.select = SelectBox(parent)
        self.select.setFixedWidth(24 if compact else 48)
        keep = self.select.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.select.setSizePolicy(keep)
        style.set_tip(self.select, translate("player_row", "Select for “Out together”"))
        self.select.toggled.connect(lambda _checked: actions.selection_changed())

        # One line a player: the name takes the room the fixed columns leave. A long name ends in "…",
        # whole in its tooltip; its seat number and first 11 letters stay before the buttons give way: the
        # judge finds the player by the name, and a cut button still works.
        self.name = plain_text.elided_label(parent=parent, least=14)
        self.name.setObjectName("playerName")
        # How a player left (or won) is said where their clocks and buttons were: a player still in has
        # those instead ("● in" would only repeat the Out button), and one who left has none of them.
        self.status = plain_text.elided_label(parent=parent)
        self.status.setObjectName("playerStatus")

        clocks = QWidget(parent)
        clock_box = QHBoxLayout(clocks)
        clock_box.setContentsMargins(0, 0, 0, 0)
        clock_box.setSpacing(4)
        self.main_clock = MainClock(clocks)
        self.main_clock.captions = not compact  # one main timer a line, in its own column: "MAIN" said once too often
        clock_box.addWidget(self.main_clock)
        self.clocks = clocks

        score = QWidget(parent)
        score_box = QHBoxLayout(score)
        score_box.setContentsMargins(0, 0, 0, 0)
        score_box.setSpacing(4)
        self.points = plain_text.label(parent=score)
        self.points.setObjectName("points")
        self.points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.preview = plain_text.rich_label(parent=score)  # "if out now: **12**"
        self.preview.setObjectName("preview")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # The deciding player's countdown takes the place of "if out now" (the line keeps its width): the
        # judge watches the countdown then, and what leaving would give is back once the decision is done.
        self.aux_clock = AuxClock(score)
        score_box.addStretch(1)
        score_box.addWidget(self.points)
        score_box.addWidget(self.preview)
        score_box.addWidget(self.aux_clock)

        buttons = QWidget(parent)
        button_box = QHBoxLayout(buttons)
        button_box.setContentsMargins(0, 0, 0, 0)
        button_box.setSpacing(4 if compact else 6)
        self.out_button = QPushButton(translate("player_row", "Out"), buttons)
        self.out_button.setProperty("role", "out")
        self.out_button.clicked.connect(lambda: actions.out(pid))
        self.decide_button = QToolButton(buttons)
        # Compact: the menu's ▾ alone (its tooltip and accessible name say Decide), so the name keeps the room.
        self.decide_label = "▾" if compact else view("Decide ▾")
        style.set_text(self.decide_button, self.decide_label)
        self.decide_button.setAccessibleName(arg(translate("player_row", "Decide: %1"), first.name))
        style.set_tip(self.decide_button, arg(translate("player_row", "Decide: start a decision for %1 (Ctrl+%2)"),
                                              first.name, first.seat)
                      if first.seat <= 9 else arg(translate("player_row", "Decide: start a decision for %1"),
                                                  first.name))
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
                act = self.decide_menu.addAction(shown(choice.label, choice.label_said))
            else:
                number += 1
                mnemonic = f"&{number} " if number <= 9 else ""  # the menu's own keys: 1 .. 9
                act = self.decide_menu.addAction(f"{mnemonic}{shown(choice.label, choice.label_said)}")
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
        self.pause_button = QPushButton(translate("player_row", "Pause?"), buttons)
        style.set_tip(self.pause_button, translate("player_row", "This player asks for a pause: opens the vote"))
        self.pause_button.clicked.connect(lambda: actions.request_pause(pid))
        self.yes_button = QPushButton(translate("player_row", "Yes"), buttons)
        self.yes_button.clicked.connect(lambda: actions.vote(pid, True))
        self.no_button = QPushButton(translate("player_row", "No"), buttons)
        self.no_button.clicked.connect(lambda: actions.vote(pid, False))
        self.resume_button = QPushButton(translate("player_row", "Resume"), buttons)
        self.resume_button.clicked.connect(lambda: actions.resume(pid))
        for button in (self.out_button, self.decide_button, self.pause_button, self.yes_button, self.no_button,
                       self.resume_button):
            button_box.addWidget(button)
        button_box.addStretch(1)
        self.buttons = buttons

        # Every row keeps one height whatever it shows (in / out, deciding or not), so a tap repaints
        # one card without moving the others.
        height = ROW_HEIGHT["compact" if compact else "comfortable"]
        grid.setRowMinimumHeight(row, height)
        for part in (self.name, self.status, clocks, score, buttons):
            part.setMaximumHeight(height)
        for part in (clocks, buttons, score):  # a player leaving moves nothing on the card
            keep = part.sizePolicy()
            keep.setRetainSizeWhenHidden(True)
            part.setSizePolicy(keep)
        # The points and the buttons (their widths fixed by fix_widths) fill the line's height whatever they
        # show: with their height fixed too, Qt knows their size cannot change, so showing the points or
        # hiding the buttons on a tap lays out this box alone, not the card, the round's hundred cards and
        # the window around them (Qt skips a fixed-size widget's parent when it asks for a new layout).
        for part in (buttons, score):
            part.setMinimumHeight(height)
        grid.addWidget(self.select, row, 0, Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(self.name, row, 1)
        grid.addWidget(score, row, 2)
        grid.addWidget(clocks, row, 3)
        grid.addWidget(buttons, row, 4)
        grid.addWidget(self.status, row, 3, 1, 2)  # in the room of the clocks and buttons it replaces
        self.widgets = (self.select, self.name, clocks, score, buttons, self.status)
        self.score = score
        self.model: RowModel | None = None

    def fix_widths(self, rated: bool = False) -> None:
        """Give the clocks, the points and the buttons the width of the widest thing they will ever show,
        measured with the fonts they have now: a clock running, a decision starting or a vote opening then
        moves nothing on the line (the widths are set again when the style changes). ``rated``: a
        contribution event, whose notes say the rating."""
        app = QApplication.instance()
        letters = (app.font().toString(), hash(app.styleSheet())) if isinstance(app, QApplication) else ("", 0)
        key = (self.compact, self.timers, rated, view("✓ Yes"), *letters)  # the words' language too
        widths = _MEASURED.get(key)
        if widths is None:  # every line of every card has the same fonts: measured once, not 400 times
            widths = _MEASURED[key] = self._measure(rated)
        main, aux, score, buttons, *each = widths
        # Polished first: a style sheet's min-width, applied when a button is first polished (as it is shown),
        # replaced the width set here, and "Yes" growing into "✓ Yes" pushed "No" 19 px under the pointer.
        for widget in (self.main_clock, self.aux_clock, self.score, self.buttons, *self._buttons()):
            widget.ensurePolished()
        self.main_clock.setFixedWidth(main)
        self.aux_clock.setFixedWidth(aux)
        self.score.setFixedWidth(score)
        self.buttons.setFixedWidth(buttons)
        for button, width in zip(self._buttons(), each, strict=True):
            button.setMinimumWidth(width)

    def _buttons(self) -> tuple[QAbstractButton, ...]:
        return (self.out_button, self.decide_button, self.pause_button, self.yes_button, self.no_button,
                self.resume_button)

    def _measure(self, rated: bool) -> tuple[int, ...]:
        """(main timer, countdown, points, buttons, each button) widths for the widest texts."""
        main_texts = ("88:88 ▼" if self.compact else captioned("MAIN", "88:88 ▼"), "✕ 0:00 TIME", "⚠ 88:88 ▼")
        main = max(_width_of(self.main_clock, text) for text in main_texts)
        aux = _width_of(self.aux_clock, captioned("DECIDE", "88:88 ▼"))
        spacing = layout_spacing(self.score)
        score = max(
            _width_of(self.preview, plain_text.markup(translate("player_row", "if out now: <b>{}</b>"), "+88.88")),
            _width_of(self.preview, plain_text.markup(translate("player_row", "if together: <b>{}</b>"), "+88.88")),
            _width_of(self.points, "+88.88") + spacing + _width_of(self.preview, "rating 8888" if rated else "points"),
            aux)
        out, decide, pause, yes, no, resume = (_width_of(b, text) for b, text in zip(self._buttons(), (
            view("Out"), self.decide_label, view("Pause?"), view("✓ Yes"), view("No"), view("✓ Asked")), strict=True))
        spacing = layout_spacing(self.buttons)
        beside = 0 if self.compact else out + spacing  # (compact: no Out beside a vote)
        # With player timers a line offers Decide, without them "Pause?" (the table's vote): never both.
        buttons = max(out + spacing + (decide if self.timers else pause), beside + spacing + yes + no,
                      beside + resume)
        return (main, aux, score, buttons, out, decide, pause, yes, no, resume)

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
            self.select.setAccessibleName(arg(translate("player_row", "Select %1"), row.name))
        style.set_text(self.status, shown(row.status_text, row.status_said))
        style.set_prop(self.status, "kind", row.status_kind)

        if row.points is not None:
            style.set_text(self.points, row.points)
            style.show(self.points, True)
            style.set_tip(self.points, translate("player_row", "Points for this game"))
            style.set_text(self.preview, shown(row.points_note, row.note_said))
        else:
            style.set_text(self.points, "")
            style.show(self.points, False)
            if row.together:  # ticked with others: what Out together would give (document 000), not alone
                if_out = translate("player_row", "if together: <b>{}</b>")
                tip = translate("player_row", "What leaving now, together with the other ticked players (Out "
                                              "together), would give this player")
            else:
                if_out = translate("player_row", "if out now: <b>{}</b>")
                tip = translate("player_row", "What leaving now, alone, would give this player")
            style.set_text(self.preview, plain_text.markup(if_out, row.preview) if row.preview is not None else "")
            style.set_tip(self.preview, tip)

        # A player who has left has no clock to watch; the status says how they left. Hidden clocks are
        # not painted (a reading's new state costs a style re-polish): they are when shown again.
        if row.clocks_visible:
            self.main_clock.show_reading(row.main)
            self.aux_clock.show_reading(row.aux)
        else:
            style.show(self.aux_clock, False)
        style.show(self.clocks, row.clocks_visible)
        style.show(self.preview, not self.aux_clock.isVisibleTo(self.score))

        # A row with no button on offer (the player has left) hides their box, once, rather than each button.
        buttons = ((self.out_button, row.out), (self.decide_button, row.decide), (self.pause_button, row.pause),
                   (self.yes_button, row.yes), (self.no_button, row.no), (self.resume_button, row.resume))
        offered = any(button.visible for _, button in buttons)
        if offered:
            for widget, button in buttons:
                paint_button(widget, button, text=widget is not self.decide_button)
            if self.compact and (row.yes.visible or row.resume.visible):
                # The compact line has room for the vote's buttons or for Out: while the table votes or is
                # paused, a player who leaves is ticked and put out with "Out together" (or O).
                style.show(self.out_button, False)
        style.show(self.buttons, offered)
        style.show(self.status, not offered and not row.clocks_visible)
        for choice in row.menu:
            act = self.menu_actions.get(choice.key)
            if act is not None:
                if act.isEnabled() != choice.enabled:
                    act.setEnabled(choice.enabled)
                if choice.tip:
                    style.set_tip(act, shown(choice.tip, choice.tip_said))


_MEASURED: dict[tuple[object, ...], tuple[int, ...]] = {}  # fix_widths' widths by density and letters
ROW_HEIGHT = {"compact": 26, "comfortable": 50}  # px a player's line: small buttons, or finger-sized ones


def layout_spacing(widget: QWidget) -> int:
    layout = widget.layout()
    assert layout is not None, "the line's parts are laid out before they are measured"
    return layout.spacing()


def _width_of(widget: QWidget, text: str) -> int:
    """The width ``widget`` asks for to show ``text`` whole, with its own font, padding and border."""
    widget.ensurePolished()
    before, least, most = widget.text(), widget.minimumWidth(), widget.maximumWidth()  # type: ignore[attr-defined]
    widget.setMinimumWidth(0)  # (a width fixed before is no measure)
    widget.setMaximumWidth(16_777_215)
    widget.setText(text)  # type: ignore[attr-defined]
    width = widget.sizeHint().width()
    widget.setText(before)  # type: ignore[attr-defined]
    widget.setMinimumWidth(least)
    widget.setMaximumWidth(most)
    return width


def paint_button(widget: QAbstractButton, button: Button, text: bool = True) -> None:
    """Show a model's button on a widget, touching only what changed (each change costs a repaint)."""
    style.show(widget, button.visible)
    style.set_enabled(widget, button.enabled)
    if text:
        style.set_text(widget, shown(button.label, button.label_said))
    if button.tip:
        style.set_tip(widget, shown(button.tip, button.tip_said))
