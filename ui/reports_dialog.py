"""Event ▸ Reports at the table…: whether the tables report their own leaves (``event.reports``), how long a
report may wait for a confirmation before a judge is called, and whether players' phones take part with
their seat codes. The rules themselves are ``app.event.reports``'s; a refusal shows here in plain words and
nothing is written.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QFormLayout, QSpinBox, QWidget

from tableside.app.event.reports import rule
from tableside.app.report_rule import CONFIRM_SECONDS, LEAST_SECONDS, MOST_SECONDS
from tableside.ui.controller import EventController
from tableside.ui.i18n import translate
from tableside.ui.panel_dialog import EventDialog, open_event_dialog


class ReportsDialog(EventDialog):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent, "reports", translate("reports_dialog", "Reports at the table"), translate(
            "reports_dialog", "A player or the table's device reports who leaves; another player at the table "
                              "confirms it, and only then is it the leave, at the moment it was reported. The "
                              "table's card shows a report waiting, to confirm or overrule."))
        box = self.box
        found = rule(controller.state)
        self.on = QCheckBox(translate("reports_dialog", "The tables report their own leaves"))
        self.on.setObjectName("reportsOn")
        self.on.setChecked(found is not None)
        box.addWidget(self.on)
        form = QFormLayout()
        self.seconds = QSpinBox()
        self.seconds.setObjectName("reportsSeconds")
        self.seconds.setRange(LEAST_SECONDS, MOST_SECONDS)
        self.seconds.setSuffix(translate("reports_dialog", " s"))
        self.seconds.setValue(found.confirm_ms // 1000 if found is not None else CONFIRM_SECONDS)
        form.addRow(translate("reports_dialog", "A judge is called if nobody confirms within:"), self.seconds)
        box.addLayout(form)
        self.phones = QCheckBox(translate("reports_dialog", "Players' phones take part (the seat codes the table's "
                                                            "device shows; setting this again makes new codes)"))
        self.phones.setObjectName("reportsPhones")
        self.phones.setChecked(found is not None and found.phones)
        box.addWidget(self.phones)
        self.add_refusal_line()
        self.add_buttons(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self.apply)

    def apply(self) -> None:
        """The rule as set here, committed; the dialog closes only once it is written."""
        if not self.on.isChecked():
            data: dict[str, object] = {"off": True}
            if rule(self.controller.state) is None:
                self.accept()  # already off: nothing to write
                return
        else:
            data = {"confirm_seconds": self.seconds.value(), "phones": self.phones.isChecked()}
        if self.commit(lambda: self.controller.do("event.reports", data),
                       translate("reports_dialog", "Nothing was changed.")):
            self.accept()


def open_reports_dialog(window: QWidget, controller: EventController) -> None:
    open_event_dialog(window, controller, ReportsDialog)
