"""The leave a table reported and nobody has confirmed yet, on its desk card: Confirm or Overrule.

The desk sees a report as soon as it is written (``result.report``: the table's card is repainted from
the commit's ``Change``); the judge may confirm it (``result.confirm`` from the desk, which names no
seat) or overrule it with a reason (``result.overrule``). Both are the controller's intents; the rules
are the core's (``app.event.reports``).
"""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QInputDialog, QLineEdit, QPushButton, QWidget

from tableside.app.event.changes import TableKey
from tableside.app.event.reports import pending_at
from tableside.app.text import joined
from tableside.ui import plain_text, style
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, said, translate


class ReportStrip(QFrame):
    def __init__(self, controller: EventController, key: TableKey, compact: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.key = key
        self.setObjectName("pauseBanner")
        self.setProperty("state", "pending")
        box = QHBoxLayout(self)
        box.setContentsMargins(*((4, 0, 4, 0) if compact else (8, 4, 8, 4)))
        self.text = plain_text.elided_label(lines=1 if compact else 2)
        self.text.setObjectName("reportText")
        self.confirm_button = QPushButton(translate("report_strip", "Confirm"))
        self.confirm_button.setObjectName("reportConfirm")
        self.confirm_button.setProperty("role", "primary")
        style.set_tip(self.confirm_button, translate("report_strip", "The judge confirms the leave as reported"))
        self.overrule_button = QPushButton(translate("report_strip", "Overrule…"))
        self.overrule_button.setObjectName("reportOverrule")
        style.set_tip(self.overrule_button,
                      translate("report_strip", "Refuse the report, saying why (the log keeps it)"))
        self.confirm_button.clicked.connect(self.confirm)
        self.overrule_button.clicked.connect(self.ask_reason)
        box.addWidget(self.text, 1)
        box.addWidget(self.confirm_button)
        box.addWidget(self.overrule_button)
        self.dialog: QInputDialog | None = None
        self.setVisible(False)

    def paint(self) -> None:
        state = self.controller.state
        report = pending_at(state, *self.key)
        style.show(self, report is not None)
        if report is None:
            return
        who = said(joined([state.players[p].name for p in report.players if p in state.players]))
        words = (translate("report_strip", "Reported: %1 out — not confirmed in time: a judge is called")
                 if report.called else
                 translate("report_strip", "Reported: %1 out — waiting for another player to confirm"))
        style.set_text(self.text, arg(words, who))

    def confirm(self) -> bool:
        return self.controller.confirm_report(*self.key)

    def ask_reason(self) -> None:
        """A small box for the judge's reason; not exec (no nested event loop: the clocks keep being served)."""
        dialog = QInputDialog(self.window())
        dialog.setWindowTitle(translate("report_strip", "Overrule the report"))
        dialog.setLabelText(translate("report_strip", "Why is the report overruled? (the history shows it)"))
        dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
        dialog.textValueSelected.connect(self.overrule)
        dialog.setModal(True)
        dialog.show()
        self.dialog = dialog

    def overrule(self, reason: str) -> bool:
        return self.controller.overrule_report(*self.key, reason)
