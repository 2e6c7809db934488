"""The round clock, always at the top, with the judge's controls: start, pause / resume, extend a table."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QWidget,
)

from tableside.app.clocks.clock_text import clock_text
from tableside.app.event.projector_view import round_clock_line
from tableside.app.event.round_end import tables_past_time
from tableside.app.event.state import Round
from tableside.ui import plain_text, style
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, translate


class ExtendDialog(QDialog):
    def __init__(self, tables: list[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("round_bar", "Extend a table's round"))
        form = QFormLayout(self)
        self.table = QSpinBox()
        self.table.setRange(min(tables), max(tables))
        self.minutes = QSpinBox()
        self.minutes.setRange(1, 120)
        self.minutes.setValue(5)
        self.minutes.setSuffix(translate("round_bar", " min"))
        self.table_label = plain_text.label(translate("round_bar", "Table"))
        self.minutes_label = plain_text.label(translate("round_bar", "Extra time"))
        form.addRow(self.table_label, self.table)
        form.addRow(self.minutes_label, self.minutes)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


class RoundBar(QFrame):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("roundBar")
        box = QHBoxLayout(self)
        box.setContentsMargins(8, 6, 8, 6)
        box.setSpacing(6)  # (12 cut the buttons' words at 1280 wide with the history open)
        # The round's name and state give way ("…", whole in the tooltip) before the clock and the buttons
        # do: with the history open, or a larger text size, the bar was cut to "ause roun", "Hi…ry".
        self.title = plain_text.elided_label()
        self.title.setObjectName("roundTitle")
        self.clock = plain_text.label()
        self.clock.setObjectName("roundClock")
        self.state_label = plain_text.elided_label()
        self.state_label.setObjectName("roundState")
        self.start_button = QPushButton(translate("round_bar", "Start round"))
        self.start_button.setProperty("role", "primary")
        style.set_tip(self.start_button, translate("round_bar",
                                                   "Start the round clock and every table's game (Ctrl+Shift+S)"))
        self.start_button.clicked.connect(self.start_round)
        self.pause_button = QPushButton(translate("round_bar", "Pause round"))
        style.set_tip(self.pause_button, translate("round_bar", "Pause or resume the round clock (Ctrl+Shift+P)"))
        self.pause_button.clicked.connect(self.toggle_pause)
        self.extend_button = QPushButton(translate("round_bar", "Extend…"))
        style.set_tip(self.extend_button, translate("round_bar", "Give one table more minutes (Ctrl+Shift+E)"))
        self.extend_button.clicked.connect(self.extend)
        # Once every table of the round is finished, the next step is seating the next round: said, and offered.
        self.next_button = QPushButton(arg(translate("round_bar", "Seat round %1…"), 2))
        self.next_button.setProperty("role", "primary")
        style.set_tip(self.next_button, translate("round_bar",
                                                  "Every table is finished: open and seat the next round"))
        self.next_button.clicked.connect(self.seat_next)
        self.next_button.setVisible(False)
        box.addWidget(self.title)
        box.addWidget(self.clock)
        box.addWidget(self.state_label)
        box.addStretch(1)
        box.addWidget(self.next_button)
        box.addWidget(self.start_button)
        box.addWidget(self.pause_button)
        box.addWidget(self.extend_button)
        self.box = box
        self.refresh()
        self.keep_words()

    def keep_words(self) -> None:
        """Each button at least as wide as its words (the longer of Pause / Resume round): the title and the
        state give way first ("…"), and a window too narrow for the rest scrolls the bar sideways
        (ui.event_view.BarArea). A style sheet's min-width was all a crowded bar left them."""
        for button in self.findChildren(QAbstractButton):
            button.ensurePolished()
            texts = ((translate("round_bar", "Pause round"), translate("round_bar", "Resume round"))
                     if button is self.pause_button else (button.text(),))
            before = button.text()
            widths = []
            for text in texts:
                button.setText(text)
                widths.append(button.sizeHint().width())
            button.setText(before)
            button.setMinimumWidth(max(widths))

    def add_toggle(self, action: QAction) -> None:
        """A button on the bar for a window action (the history panel), so a touch screen reaches it."""
        from PySide6.QtWidgets import QToolButton

        button = QToolButton()
        button.setDefaultAction(action)
        button.setText(translate("round_bar", "History"))
        self.box.addWidget(button)
        self.history_button = button
        self.keep_words()

    def _round(self) -> Round | None:
        return self.controller.current_round() if self.controller.is_open else None

    def refresh(self) -> None:
        rnd = self._round()
        if rnd is None:
            settings = self.controller.state.settings if self.controller.is_open else None
            name = settings.name if settings else ""
            self.title.setText(arg(translate("round_bar", "%1 · no round open"),
                                   name) if name else translate("round_bar", "No round open"))
            self.clock.setText("")
            self.state_label.setText("")
            for button in (self.start_button, self.pause_button, self.extend_button, self.next_button):
                button.setVisible(False)
            return
        self.title.setText(arg(translate("round_bar", "Round %1"), rnd.number))
        clock = rnd.clock
        now = self.controller.now()
        time_is_up = False
        if clock is None:
            self.clock.setText(clock_text(rnd.minutes * 60_000))
            self.state_label.setText(translate("round_bar", "Not started"))
        else:
            # As the projector reads it: an extended table still playing keeps the round going.
            line = round_clock_line(self.controller.state, now, rnd.number)
            self.clock.setText(arg(translate("round_bar", "%1 left"), clock_text(line.left_ms or 0)))
            extended = f" · {line.extended_text}" if line.extended else ""
            time_is_up = line.state == "TIME IS UP"
            if line.state == "LAST TURN":
                # Time is up, but tables play their last turn (or wait for their numbers): the round goes on.
                past = tables_past_time(self.controller.state, rnd.number, now)
                self.state_label.setText(arg(translate("round_bar", "%1 Time is up · last turn at %2"),
                                             style.SYM_PLAY, ", ".join(map(str, past))))
            elif time_is_up:
                self.state_label.setText(arg(translate("round_bar", "%1 Time is up"), style.SYM_OUT))
            elif line.state == "PAUSED":
                self.state_label.setText(arg(translate("round_bar", "%1 PAUSED%2"), style.SYM_PAUSE, extended))
            elif line.state == "EXTRA TIME":
                self.state_label.setText(arg(translate("round_bar", "%1 extra time%2"), style.SYM_PLAY, extended))
            else:
                self.state_label.setText(arg(translate("round_bar", "%1 running%2"), style.SYM_PLAY, extended))
        self.clock.setAccessibleName(arg(translate("round_bar", "Round %1 time left: %2"), rnd.number,
                                         self.clock.text()))
        self.start_button.setVisible(clock is None)
        self.pause_button.setVisible(clock is not None)
        paused = clock is not None and clock.state == "paused"
        self.pause_button.setText(translate("round_bar", "Resume round") if paused
                                  else translate("round_bar", "Pause round"))
        self.pause_button.setEnabled(clock is not None and not time_is_up)
        self.extend_button.setVisible(clock is not None)
        self.extend_button.setEnabled(bool(rnd.tables))
        all_finished = clock is not None and bool(rnd.tables) and all(t.finished for t in rnd.tables.values())
        if all_finished:  # pausing or extending a round nobody plays in has nothing left to do
            if not time_is_up:  # ("Time is up" says it already: the round's end finished every table)
                self.state_label.setText(arg(translate("round_bar", "%1 All tables finished"), style.SYM_WIN))
            self.pause_button.setVisible(False)
            self.extend_button.setVisible(False)
            text = arg(translate("round_bar", "Seat round %1…"), rnd.number + 1)
            if self.next_button.text() != text:
                self.next_button.setText(text)
                self.next_button.setMinimumWidth(self.next_button.sizeHint().width())
        self.next_button.setVisible(all_finished)

    def seat_next(self) -> None:
        from tableside.ui.seating_panel import open_seating_dialog

        open_seating_dialog(self.window())  # type: ignore[arg-type]  # (the main window holds the bar)

    def start_round(self) -> None:
        rnd = self._round()
        if rnd is not None:
            self.controller.start_round(rnd.number)

    def toggle_pause(self) -> None:
        rnd = self._round()
        if rnd is None or rnd.clock is None:
            return
        if rnd.clock.state == "paused":
            self.controller.resume_round(rnd.number)
        else:
            self.controller.pause_round(rnd.number)

    def extend(self) -> None:
        rnd = self._round()
        if rnd is None:
            return
        dialog = self.extend_dialog()
        if dialog is None:
            return
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                self.controller.extend(rnd.number, dialog.table.value(), dialog.minutes.value())
        finally:
            dialog.deleteLater()

    def extend_dialog(self) -> ExtendDialog | None:
        """The Extend dialog, a child of the window (not of the bar: nothing of the bar's look is its)."""
        rnd = self._round()
        if rnd is None or not rnd.tables:
            return None
        return ExtendDialog(sorted(rnd.tables), self.window())
