"""File > Settings: the defaults for a new event, where event files go, the projector's screen, the font
size and the theme. Saved to the settings file (app.settings) and applied at once, and at every start."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tableside.app import density as app_density
from tableside.app import paths
from tableside.app import settings as app_settings
from tableside.app.presets import Presets, load_presets
from tableside.ui import i18n, plain_text, style
from tableside.ui.i18n import arg, translate

if TYPE_CHECKING:
    from tableside.ui.main_window import MainWindow


class SettingsDialog(QDialog):
    def __init__(self, settings: app_settings.Settings, parent: QWidget | None = None,
                 presets: Presets | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.presets = presets if presets is not None else load_presets()
        self.setWindowTitle(translate("settings_dialog", "Settings"))
        self.setMinimumWidth(780)
        outer = QVBoxLayout(self)
        form = QFormLayout()
        outer.addLayout(form)

        self.scoring = QComboBox()
        for name, preset in self.presets.scoring.items():
            self.scoring.addItem(preset.label, name)
        self._choose(self.scoring, settings.default_system)
        form.addRow(translate("settings_dialog", "New events score with"), self.scoring)
        self.timers = QComboBox()
        for name, timer_preset in self.presets.timers.items():
            self.timers.addItem(timer_preset.label, name)
        self._choose(self.timers, settings.default_timers)
        form.addRow(translate("settings_dialog", "New events time with"), self.timers)

        folder_row = QHBoxLayout()
        self.data_folder = QLineEdit(settings.data_folder)
        # The default's full path is in the tooltip: it is longer than the field on most screens.
        self.data_folder.setPlaceholderText(translate("settings_dialog", "The default folder"))
        style.set_tip(self.data_folder, arg(translate("settings_dialog", "Empty: the default folder, %1"),
                                            paths.default_data_dir()))
        browse = QPushButton(translate("settings_dialog", "Browse…"))
        browse.clicked.connect(self._browse)
        default = QPushButton(translate("settings_dialog", "Default"))
        style.set_tip(default, translate("settings_dialog", "Go back to the default data folder"))
        default.clicked.connect(self.data_folder.clear)
        folder_row.addWidget(self.data_folder, 1)
        folder_row.addWidget(browse)
        folder_row.addWidget(default)
        form.addRow(translate("settings_dialog", "Event files go in"), folder_row)

        self.projector = QComboBox()
        self.projector.addItem(translate("settings_dialog", "Choose by itself (a screen other than this window's)"), 0)
        for number, screen in enumerate(QGuiApplication.screens(), start=1):
            size = screen.geometry().size()
            self.projector.addItem(arg(translate("settings_dialog", "Screen %1: %2 (%3×%4)"), number, screen.name(),
                                       size.width(), size.height()), number)
        if settings.projector_screen > 0 and self.projector.findData(settings.projector_screen) < 0:
            self.projector.addItem(arg(translate("settings_dialog", "Screen %1 (not connected now)"),
                                       settings.projector_screen),
                                   settings.projector_screen)
        self._choose(self.projector, settings.projector_screen)
        form.addRow(translate("settings_dialog", "Projector screen"), self.projector)

        self.font_scale = QSpinBox()
        self.font_scale.setRange(75, 200)
        self.font_scale.setSingleStep(5)
        self.font_scale.setSuffix(" %")
        self.font_scale.setValue(round(max(0.75, min(settings.font_scale, 2.0)) * 100))
        form.addRow(translate("settings_dialog", "Text size"), self.font_scale)
        self.theme = QComboBox()
        for key, label in style.THEMES.items():
            self.theme.addItem(translate("settings_dialog", label), key)
        self._choose(self.theme, settings.theme)
        form.addRow(translate("settings_dialog", "Theme"), self.theme)
        self.density = QComboBox()
        for key, label in app_density.CHOICES.items():
            self.density.addItem(translate("settings_dialog", label), key)
        self._choose(self.density, settings.density)
        style.set_tip(self.density, arg(translate("settings_dialog",
                                                  "Compact shows more tables at once (one short line a player); "
                                                  "comfortable has finger-sized buttons. Automatic: compact on a "
                                                  "screen below %1 pixels high."), app_density.COMFORTABLE_FROM))
        form.addRow(translate("settings_dialog", "Table cards"), self.density)
        self.language = QComboBox()
        self.language.addItem(arg(translate("settings_dialog", "System (%1)"),
                                  i18n.language_name(i18n.pick(i18n.SYSTEM))), i18n.SYSTEM)
        for code in [i18n.SOURCE, *i18n.available()]:
            self.language.addItem(i18n.language_name(code), code)
        self._choose(self.language, settings.language)
        style.set_tip(self.language, translate("settings_dialog", "The window's language; it changes when Tableside "
                                                                  "starts again"))
        language_row = QHBoxLayout()
        language_row.addWidget(self.language)
        language_row.addWidget(plain_text.label(translate("settings_dialog", "(applies on restart)")), 1)
        form.addRow(translate("settings_dialog", "Language"), language_row)

        from tableside.ui.sounds import MISSING, sounds_available

        sounds_row = QHBoxLayout()
        self.sounds = QCheckBox(translate("settings_dialog", "Chime"))
        self.sounds.setChecked(settings.sounds)
        self.warn_minutes = QSpinBox()
        self.warn_minutes.setRange(0, 60)
        self.warn_minutes.setSuffix(translate("settings_dialog", " min before the end"))
        self.warn_minutes.setSpecialValueText(translate("settings_dialog", "no warning before the end"))
        self.warn_minutes.setValue(max(0, min(settings.warn_minutes, 60)))
        self.volume = QSpinBox()
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(10)
        self.volume.setPrefix(translate("settings_dialog", "volume "))
        self.volume.setSuffix(" %")
        self.volume.setValue(max(0, min(settings.sound_volume, 100)))
        for widget in (self.sounds, self.warn_minutes, self.volume):
            sounds_row.addWidget(widget)
        sounds_row.addStretch(1)
        style.set_tip(self.sounds, translate("settings_dialog",
                                             "A chime before the round's end, at its end, and when a table's timers "
                                   "are held after a restart"))
        form.addRow(translate("settings_dialog", "Sounds"), sounds_row)
        self.sounds_note = plain_text.label("" if sounds_available() else translate("settings_dialog", MISSING))
        self.sounds_note.setWordWrap(True)
        if not sounds_available():
            form.addRow("", self.sounds_note)

        self.problem = plain_text.label()
        self.problem.setWordWrap(True)
        self.problem.setObjectName("messageText")
        outer.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        buttons.accepted.connect(self._try_accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)

    @staticmethod
    def _choose(combo: QComboBox, data: object) -> None:
        index = combo.findData(data)
        if index < 0 and isinstance(data, str) and data:
            combo.addItem(data, data)  # a default that is no preset any more stays as it was
            index = combo.count() - 1
        if index >= 0:
            combo.setCurrentIndex(index)

    def _browse(self) -> None:
        start = self.data_folder.text().strip() or str(paths.default_data_dir())
        chosen = QFileDialog.getExistingDirectory(self, translate("settings_dialog", "Folder for event files"), start)
        if chosen:
            self.data_folder.setText(chosen)

    def chosen(self) -> app_settings.Settings:
        """The settings as the dialog shows them (the recent files and the geometry are kept)."""
        return dataclasses.replace(
            self.settings,
            default_system=self.scoring.currentData(),
            default_timers=self.timers.currentData(),
            data_folder=self.data_folder.text().strip(),
            projector_screen=int(self.projector.currentData()),
            font_scale=self.font_scale.value() / 100,
            theme=self.theme.currentData(),
            sounds=self.sounds.isChecked(),
            warn_minutes=self.warn_minutes.value(),
            sound_volume=self.volume.value(),
            density=self.density.currentData(),
            language=self.language.currentData(),
        )

    def check(self) -> str | None:
        folder = self.data_folder.text().strip()
        if folder:
            path = Path(folder).expanduser()
            if not path.is_absolute():
                return arg(translate("settings_dialog", "Give the data folder as a full path (such as %1)."),
                           paths.default_data_dir())
            try:
                path.mkdir(parents=True, exist_ok=True)
            except OSError as err:
                return arg(translate("settings_dialog", "Cannot use %1 for event files: %2."), path,
                           err.strerror or err)
        return None

    def _try_accept(self) -> None:
        problem = self.check()
        self.problem.setText(problem or "")
        if problem is None:
            self.accept()

    def apply_to(self, window: MainWindow) -> None:
        """Take the chosen settings into the window, save them and restyle the app at once."""
        chosen = self.chosen()
        for field in dataclasses.fields(chosen):
            setattr(window.settings, field.name, getattr(chosen, field.name))
        window.font_scale = chosen.font_scale
        window.save_settings()
        apply_settings(chosen)
        if hasattr(window, "set_density"):
            window.set_density(chosen.density)


def apply_settings(settings: app_settings.Settings) -> None:
    """What a setting changes outside the settings file: the data folder, the text size and the theme."""
    paths.use_data_folder(settings.data_folder)
    app = QApplication.instance()
    if isinstance(app, QApplication):
        style.apply(app, settings.font_scale, settings.theme)
