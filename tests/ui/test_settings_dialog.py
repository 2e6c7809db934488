"""File > Settings: defaults, data folder, projector screen, text size and theme; saved, applied at once
and at the next start."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tableside.app import paths
from tableside.app import settings as app_settings
from tableside.ui import app as ui_app
from tableside.ui import style
from tableside.ui.settings_dialog import SettingsDialog, apply_settings
from tests.ui.helpers import make_window


@pytest.fixture(autouse=True)
def restore_style(qapp):
    yield
    style.apply(qapp)  # every other test expects the light theme at 100 %


def menu_action(window, text: str):
    for action in window.findChildren(type(window.menuBar().actions()[0])):
        if action.text().replace("&", "") == text:
            return action
    raise AssertionError(f"no menu item {text!r}")


def test_the_dialog_shows_the_settings_as_they_are(qtbot):
    settings = app_settings.Settings(default_system="rplops", default_timers="round-clock-only", font_scale=1.25,
                                     theme="dark", projector_screen=3, data_folder="/srv/events")
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.scoring.currentData() == "rplops"
    assert dialog.timers.currentData() == "round-clock-only"
    assert dialog.font_scale.value() == 125
    assert dialog.theme.currentData() == "dark"
    assert dialog.projector.currentData() == 3 and "not connected now" in dialog.projector.currentText()
    assert dialog.data_folder.text() == "/srv/events"
    assert dialog.chosen() == settings
    assert [dialog.theme.itemData(i) for i in range(dialog.theme.count())] == ["light", "dark", "high-contrast"]


def test_saving_writes_the_file_and_restyles_the_app_at_once(qtbot, clock, timers, tmp_path, qapp):
    window, _ = make_window(qtbot, clock, timers)
    window.settings_path = tmp_path / "settings.toml"
    window.settings.recent_files = ["/events/old.tableside"]
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.scoring.setCurrentIndex(dialog.scoring.findData("contribution"))
    dialog.timers.setCurrentIndex(dialog.timers.findData("round-clock-only"))
    dialog.data_folder.setText(str(tmp_path / "my events"))
    dialog.projector.setCurrentIndex(dialog.projector.findData(1))
    dialog.font_scale.setValue(150)
    dialog.theme.setCurrentIndex(dialog.theme.findData("high-contrast"))
    dialog.save_button.click()
    assert dialog.result() == dialog.DialogCode.Accepted
    dialog.apply_to(window)

    saved = app_settings.load(tmp_path / "settings.toml")
    assert saved.problem is None
    assert saved.settings == app_settings.Settings(
        recent_files=["/events/old.tableside"], default_system="contribution", default_timers="round-clock-only",
        data_folder=str(tmp_path / "my events"), font_scale=1.5, projector_screen=1, theme="high-contrast",
        window_geometry=saved.settings.window_geometry, last_event=saved.settings.last_event)
    assert (tmp_path / "my events").is_dir()
    assert paths.data_dir() == tmp_path / "my events"
    assert qapp.font().pointSizeF() == pytest.approx(style.BASE_PT * 1.5)
    assert qapp.styleSheet() == style.stylesheet("high-contrast", 1.5)
    assert "#00358a" in qapp.styleSheet() and f"font-size: {(style.BASE_PT + 14) * 1.5:g}pt" in qapp.styleSheet()
    assert window.font_scale == 1.5


def test_a_data_folder_that_cannot_be_used_is_refused_in_the_dialog(qtbot, tmp_path):
    dialog = SettingsDialog(app_settings.Settings())
    qtbot.addWidget(dialog)
    dialog.data_folder.setText("relative/folder")
    dialog.save_button.click()
    assert dialog.result() != dialog.DialogCode.Accepted
    assert "full path" in dialog.problem.text()
    blocker = tmp_path / "a file"
    blocker.write_text("")
    dialog.data_folder.setText(str(blocker / "events"))
    dialog.save_button.click()
    assert "Cannot use" in dialog.problem.text()
    dialog.data_folder.setText("")
    dialog.save_button.click()
    assert dialog.result() == dialog.DialogCode.Accepted


@pytest.mark.parametrize("theme", ["light", "dark", "high-contrast"])
def test_each_theme_styles_without_a_qt_warning(qtbot, clock, timers, qapp, theme):
    apply_settings(app_settings.Settings(theme=theme, font_scale=1.2))
    window, _ = make_window(qtbot, clock, timers)
    window.show()
    qapp.processEvents()
    assert window.grab().width() > 0
    base = qapp.palette().color(qapp.palette().ColorRole.Base).name()
    assert base == {"light": qapp.style().standardPalette().color(qapp.palette().ColorRole.Base).name(),
                    "dark": "#14181c", "high-contrast": "#ffffff"}[theme]


def test_an_unknown_theme_reads_as_light():
    assert style.stylesheet("sepia") == style.stylesheet("light") == style.STYLESHEET


def test_the_file_menu_opens_settings_and_presets(qtbot, clock, timers, monkeypatch):
    window, _ = make_window(qtbot, clock, timers)
    opened = []
    monkeypatch.setattr(SettingsDialog, "exec", lambda self: opened.append(type(self).__name__) or 0)
    from tableside.ui.presets_dialog import PresetsDialog

    monkeypatch.setattr(PresetsDialog, "exec", lambda self: opened.append(type(self).__name__) or 0)
    menu_action(window, "Settings…").trigger()
    menu_action(window, "Presets: scoring and timers…").trigger()
    assert opened == ["SettingsDialog", "PresetsDialog"]


@pytest.mark.qt_log_ignore(r"This plugin does not support")
def test_start_up_applies_the_saved_theme_font_scale_and_data_folder(qtbot, tmp_path, monkeypatch, qapp):
    app_settings.save(app_settings.Settings(theme="dark", font_scale=1.25, data_folder=str(tmp_path / "ev")))
    made = []
    real = ui_app.create_window

    def spy(wanted, controller=None):
        window = real(wanted, controller)
        qtbot.addWidget(window)
        made.append(window)
        return window

    monkeypatch.setattr(ui_app, "create_window", spy)
    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)
    assert ui_app.run([]) == 0
    assert qapp.styleSheet() == style.stylesheet("dark", 1.25)
    assert qapp.font().pointSizeF() == pytest.approx(style.BASE_PT * 1.25)
    assert paths.data_dir() == tmp_path / "ev"
    assert not qapp.windowIcon().isNull() and qapp.desktopFileName() == "tableside"
    assert made and made[0].stack.currentWidget() is made[0].start_screen


def test_a_tableside_file_given_alone_is_opened():
    assert ui_app.parse(["/events/cup.tableside"]) == ("open", "/events/cup.tableside")
    assert ui_app.parse(["cup.txt"]) is None
