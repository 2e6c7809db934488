"""Event ▸ Agenda…: the rounds planned and the breaks between them (``event.rounds``, ``event.break``),
and the estimated end they give (``app.event.agenda``), as the projector and the phones show it.

Each Set is a logged action; a refusal shows here in plain words with nothing written.
"""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QWidget,
)

from tableside.app.event.actions.agenda_actions import MOST_BREAK, MOST_ROUNDS
from tableside.app.event.agenda import CHANGEOVER_MINUTES, ends_at
from tableside.ui import plain_text
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, translate
from tableside.ui.panel_dialog import EventDialog, open_event_dialog


class AgendaDialog(EventDialog):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent, "agenda", translate("agenda_dialog", "Agenda"), arg(translate(
            "agenda_dialog", "The estimated end counts, for each round still to come, the round's length, a "
                             "changeover of %1 minutes and the break planned before it. The projector and the "
                             "players' page show it."), CHANGEOVER_MINUTES))
        box = self.box
        form = QFormLayout()
        rounds_row = QHBoxLayout()
        self.rounds = QSpinBox()
        self.rounds.setObjectName("agendaRounds")
        self.rounds.setRange(1, MOST_ROUNDS)
        rounds_row.addWidget(self.rounds)
        self.set_rounds = QPushButton(translate("agenda_dialog", "Set &rounds"))
        self.set_rounds.setAutoDefault(False)
        self.set_rounds.clicked.connect(
            lambda: self._commit("event.rounds", {"rounds": self.rounds.value()}))
        rounds_row.addWidget(self.set_rounds)
        form.addRow(translate("agenda_dialog", "Rounds planned:"), rounds_row)
        break_row = QHBoxLayout()
        self.after = QSpinBox()
        self.after.setObjectName("agendaAfter")
        self.after.setRange(1, MOST_ROUNDS)
        self.after.setPrefix(translate("agenda_dialog", "after round "))
        self.minutes = QSpinBox()
        self.minutes.setObjectName("agendaMinutes")
        self.minutes.setRange(0, MOST_BREAK)
        self.minutes.setSuffix(translate("agenda_dialog", " min"))
        self.minutes.setSpecialValueText(translate("agenda_dialog", "no break"))
        break_row.addWidget(self.after)
        break_row.addWidget(self.minutes)
        self.set_break = QPushButton(translate("agenda_dialog", "Set &break"))
        self.set_break.setAutoDefault(False)
        self.set_break.clicked.connect(
            lambda: self._commit("event.break", {"after": self.after.value(), "minutes": self.minutes.value()}))
        break_row.addWidget(self.set_break)
        form.addRow(translate("agenda_dialog", "A break:"), break_row)
        box.addLayout(form)
        self.breaks = plain_text.label()
        self.breaks.setObjectName("agendaBreaks")
        self.breaks.setWordWrap(True)
        box.addWidget(self.breaks)
        self.ends = plain_text.label()
        self.ends.setObjectName("agendaEnds")
        box.addWidget(self.ends)
        self.add_refusal_line()
        self.add_buttons(QDialogButtonBox.StandardButton.Close)
        state = controller.state
        self.rounds.setValue(state.planned_rounds or max(max(state.rounds, default=0), 1))
        self.follow(lambda change: change.round_clock or change.structure)
        self.refresh()

    def refresh(self) -> None:
        state = self.controller.state
        if state.breaks:
            listed = ", ".join(arg(translate("agenda_dialog", "%1 min after round %2"), minutes, after)
                               for after, minutes in sorted(state.breaks.items()))
            self.breaks.setText(arg(translate("agenda_dialog", "Breaks: %1"), listed))
        else:
            self.breaks.setText(translate("agenda_dialog", "No break planned."))
        end = ends_at(state, self.controller.now())
        if end is None:
            self.ends.setText(translate("agenda_dialog", "No estimated end: plan the rounds first."))
        else:
            moment = QDateTime.fromMSecsSinceEpoch(self.controller.wall_ms(end)).toLocalTime()
            self.ends.setText(arg(translate("agenda_dialog", "Estimated end %1"),
                                  QLocale().toString(moment.time(), QLocale.FormatType.ShortFormat)))

    def _commit(self, kind: str, data: dict[str, object]) -> None:
        self.commit(lambda: self.controller.do(kind, data), translate("agenda_dialog", "Nothing was changed."))
        self.refresh()


def open_agenda_dialog(window: QWidget, controller: EventController) -> None:
    open_event_dialog(window, controller, AgendaDialog)
