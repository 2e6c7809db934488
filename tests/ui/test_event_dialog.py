"""The event's dialogs share one base (``ui.panel_dialog.EventDialog``): a refusal shows on the dialog's
own line and the dialog stays open, nothing written; the next action that passes hides it; a dialog stops
following the controller's changes once closed."""

from __future__ import annotations

import pytest

from tableside.ui.agenda_dialog import AgendaDialog
from tableside.ui.reports_dialog import ReportsDialog
from tests.ui.helpers import event_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

TABLES = {1: ["Ana", "Ben"], 2: ["Cai", "Dee"]}


def test_the_reports_dialog_shows_a_refusal_and_stays_open(qtbot, clock, timers, monkeypatch):
    window, c = event_window(qtbot, clock, timers, TABLES)
    dialog = ReportsDialog(c, window)
    qtbot.addWidget(dialog)
    dialog.show()
    real = c.do

    def refusing(kind: str, data: dict[str, object]) -> bool:
        c.refused.emit("The desk said no.")
        return False

    monkeypatch.setattr(c, "do", refusing)
    dialog.on.setChecked(True)
    dialog.apply()
    assert dialog.isVisible() and dialog.objectName() == "reportsDialog"
    assert dialog.error.objectName() == "reportsRefused" and dialog.error.text() == "The desk said no."
    assert not dialog.error.isHidden() and c.state.settings.reports is None
    monkeypatch.setattr(c, "do", real)
    dialog.apply()
    assert dialog.error.isHidden() and not dialog.isVisible() and c.state.settings.reports is not None


def test_a_closed_dialog_follows_no_more_changes(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, TABLES)
    dialog = AgendaDialog(c, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert c.do("event.rounds", {"rounds": 3})
    assert dialog.breaks.text() == "No break planned."
    assert c.do("event.break", {"after": 1, "minutes": 20})  # from elsewhere: the open dialog follows
    assert dialog.breaks.text() == "Breaks: 20 min after round 1"
    dialog.close()
    dialog.close()  # a second close disconnects nothing twice
    assert c.do("event.break", {"after": 2, "minutes": 30})
    assert dialog.breaks.text() == "Breaks: 20 min after round 1"


def test_the_window_opens_each_modal_dialog_and_frees_it(qtbot, clock, timers):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    window, c = event_window(qtbot, clock, timers, TABLES)
    seen: list[str] = []

    def close_it() -> None:
        modal = QApplication.activeModalWidget()
        assert isinstance(modal, QDialog)
        seen.append(type(modal).__name__)
        modal.reject()

    for open_it in (window.setup, window.open_presets, window.about, window.announce_action.trigger):
        QTimer.singleShot(0, close_it)
        open_it()
    assert seen == ["SetupDialog", "PresetsDialog", "AboutDialog", "AnnounceDialog"]
