"""The "Judge calls" dock: the tables that called a judge, oldest first, with each call's age, and
Take and Done (issue 27, part 3). A station's window has it too: it folds the same log, and its
buttons go to the serving desk like any of its clicks.

It paints from the controller's ``Change`` (``calls``: the queue or an age's reading changed; the
controller arms its one wake-up for the next second of the oldest age, ``judge_queue.next_tick``) and
from ``app.event.judge_queue``'s lines. A new call shows the dock and raises it; the chime is
``ui.sounds``'. Every text a caller typed is shown as plain text.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLabel, QMainWindow, QPushButton, QVBoxLayout, QWidget

from tableside.app.event.changes import Change
from tableside.app.event.judge_queue import CallLine, queue
from tableside.ui import plain_text, style
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, translate, view


class CallRow(QWidget):
    def __init__(self, controller: EventController, call: CallLine) -> None:
        super().__init__()
        self.call_id = call.id
        line = QHBoxLayout(self)
        line.setContentsMargins(0, 2, 0, 2)
        caller = f" · {call.caller}" if call.caller else ""
        self.what = plain_text.label(arg(translate("judge_calls_panel", "Table %1 · %2"), call.table,
                                         view(call.reason)) + caller)
        self.what.setObjectName("cardTitle")
        self.note = plain_text.label(call.note)
        self.note.setWordWrap(True)
        self.note.setVisible(bool(call.note))
        self.age = plain_text.label()
        self.age.setObjectName("callAge")
        texts = QVBoxLayout()
        texts.addWidget(self.what)
        texts.addWidget(self.note)
        texts.addWidget(self.age)
        line.addLayout(texts, 1)
        self.take = QPushButton(translate("judge_calls_panel", "Take"))
        self.take.setVisible(call.taken_by is None)
        self.take.clicked.connect(lambda: controller.do("call.take", {"call": call.id}))
        self.done = QPushButton(translate("judge_calls_panel", "Done"))
        self.done.setProperty("role", "primary")
        self.done.clicked.connect(lambda: controller.do("call.done", {"call": call.id}))
        line.addWidget(self.take)
        line.addWidget(self.done)
        self.paint(call)

    def keep_words(self) -> None:
        """The buttons keep their words in a narrow dock ("Atender", "Übernehmen"): the texts beside them
        wrap. Once the row is in the window (its style sheet sets the buttons' padding), polished first."""
        for button in (self.take, self.done):
            button.ensurePolished()
            button.setMinimumWidth(button.sizeHint().width())

    def paint(self, call: CallLine) -> None:
        # The age and the taker are filled in at once: a name holding "%2" is never filled in again.
        if call.taken_by:
            text = arg(translate("judge_calls_panel", "%1 ago · taken by %2"), call.age, call.taken_by)
        else:
            text = arg(translate("judge_calls_panel", "%1 ago · waiting"), call.age)
        style.set_text(self.age, text)


class JudgeCallsPanel(QWidget):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 10, 10, 10)
        self.empty: QLabel = plain_text.label(translate("judge_calls_panel", "No table is calling a judge."))
        self.empty.setObjectName("callsEmpty")
        box.addWidget(self.empty)
        self.list = QVBoxLayout()
        box.addLayout(self.list)
        box.addStretch(1)
        self.rows: list[CallRow] = []
        self._shown: list[tuple[int, str | None]] = []  # (call, taken by) as the rows stand
        controller.changed.connect(self._changed)
        controller.opened.connect(self.refresh)
        self.refresh()

    def _changed(self, change: Change) -> None:
        if change.calls:
            self.refresh()

    def lines(self) -> list[CallLine]:
        c = self.controller
        return queue(c.state, c.now()) if c.is_open else []

    def refresh(self) -> list[int]:
        """Paint the queue; returns the calls new since the last paint (the window raises the dock for them)."""
        lines = self.lines()
        shown = [(call.id, call.taken_by) for call in lines]
        before = {call for call, _ in self._shown}
        if shown != self._shown:
            for row in self.rows:
                self.list.removeWidget(row)
                row.deleteLater()
            self.rows = [CallRow(self.controller, call) for call in lines]
            for row in self.rows:
                self.list.addWidget(row)
                row.keep_words()
            self._shown = shown
        else:
            for row, call in zip(self.rows, lines, strict=True):
                row.paint(call)
        style.show(self.empty, not lines)
        return [call.id for call in lines if call.id not in before]


def make_dock(controller: EventController, window: QMainWindow) -> QDockWidget:
    """The Judge calls dock, tabbed with the history; shown and brought to the front when a table calls."""
    panel = JudgeCallsPanel(controller)
    dock = QDockWidget(translate("judge_calls_panel", "Judge calls"), window)
    dock.setObjectName("judgeCallsDock")
    dock.setWidget(panel)
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                     | QDockWidget.DockWidgetFeature.DockWidgetMovable)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    # Hidden until a table calls (or View ▸ Judge calls): a third tab beside the history would narrow the
    # cards' area on a small screen at a large scale for nothing while no table is calling.
    dock.setVisible(False)
    dock.toggleViewAction().triggered.connect(lambda checked: dock.raise_() if checked else None)

    def changed(change: Change) -> None:
        if change.calls and change.entries and any(e.kind == "call.raise" for e in change.entries):
            dock.setVisible(True)
            dock.raise_()

    controller.changed.connect(changed)
    return dock
