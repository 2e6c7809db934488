"""File > Presets: every scoring and timer preset, shipped and the judge's own; import one (checked, then
copied into the judge's presets folder), export one (the file as it is, comments and all), remove one
of the judge's own. Files that cannot be read are listed with the line and the problem."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QPlainTextEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tableside.app import presets as app_presets
from tableside.app.errors import QT_TRANSLATE_NOOP, TablesideError
from tableside.ui import plain_text, style
from tableside.ui.i18n import arg, said, translate

KIND_LABELS = {app_presets.SCORING: "Scoring", app_presets.TIMERS: "Timers"}
TOML_FILTER = QT_TRANSLATE_NOOP("presets_dialog", "Presets (*.toml);;All files (*)")


class PresetsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("presets_dialog", "Presets: scoring and timers"))
        self.setMinimumSize(940, 560)
        # Asked before an import replaces one of the judge's presets (tests answer it themselves).
        self.confirm_replace: Callable[[str], bool] = self._ask_replace
        outer = QVBoxLayout(self)
        hint = plain_text.rich_label(plain_text.markup(
            "A new event starts from a preset. Shipped presets come with Tableside; yours are "
            "TOML files in <b>{}</b> (import them here).", app_presets.user_dir()))
        hint.setWordWrap(True)
        outer.addWidget(hint)

        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([translate("presets_dialog", "Kind"), translate("presets_dialog", "Name"),
                                   translate("presets_dialog", "What it is"), translate("presets_dialog", "From")])
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.currentItemChanged.connect(lambda *_: self._selection_changed())
        outer.addWidget(self.tree, 1)

        self.problems_title = plain_text.rich_label(translate("presets_dialog",
                                                              "<b>⚠ These files could not be read and are left "
                                                              "out:</b>"))
        self.problems = QPlainTextEdit()
        self.problems.setReadOnly(True)
        self.problems.setMaximumHeight(120)
        outer.addWidget(self.problems_title)
        outer.addWidget(self.problems)

        self.status = plain_text.label()
        self.status.setWordWrap(True)
        self.status.setObjectName("messageText")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.status)

        row = QHBoxLayout()
        self.import_button = QPushButton(translate("presets_dialog", "Import…"))
        self.import_button.clicked.connect(self._choose_import)
        self.export_button = QPushButton(translate("presets_dialog", "Export…"))
        self.export_button.clicked.connect(self._choose_export)
        self.remove_button = QPushButton(translate("presets_dialog", "Remove"))
        style.set_tip(self.remove_button, translate("presets_dialog",
                                                    "Delete one of your own presets (shipped ones stay)"))
        self.remove_button.clicked.connect(self.remove_selected)
        folder = QPushButton(translate("presets_dialog", "Open my presets folder"))
        folder.clicked.connect(self._open_folder)
        for button in (self.import_button, self.export_button, self.remove_button, folder):
            row.addWidget(button)
        row.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).clicked.connect(self.accept)
        row.addWidget(buttons)
        outer.addLayout(row)
        self.reload()

    # ------------------------------------------------------------------------------------------

    def reload(self, select: tuple[str, str] | None = None) -> None:
        self.catalog = app_presets.load_presets()
        self.tree.clear()
        for preset in self.catalog.all():
            what = preset.label
            if isinstance(preset, app_presets.ScoringPreset) and preset.description:  # its kind: SCORING
                what = f"{preset.label}: {preset.description}"
            item = QTreeWidgetItem([KIND_LABELS[preset.kind], preset.name, what,
                                    "shipped" if preset.builtin else "yours"])
            item.setData(0, Qt.ItemDataRole.UserRole, (preset.kind, preset.name))
            item.setToolTip(2, plain_text.tip(str(preset.path)))
            self.tree.addTopLevelItem(item)
            if select == (preset.kind, preset.name):
                self.tree.setCurrentItem(item)
        self.problems.setPlainText("\n".join(said(problem) for problem in self.catalog.problems))
        self.problems.setVisible(bool(self.catalog.problems))
        self.problems_title.setVisible(bool(self.catalog.problems))
        self._selection_changed()

    def selected(self) -> app_presets.ScoringPreset | app_presets.TimerPreset | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        kind, name = item.data(0, Qt.ItemDataRole.UserRole)
        return self.catalog.of_kind(kind).get(name)

    def select(self, kind: str, name: str) -> None:
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None and item.data(0, Qt.ItemDataRole.UserRole) == (kind, name):
                self.tree.setCurrentItem(item)
                return

    def _selection_changed(self) -> None:
        preset = self.selected()
        self.export_button.setEnabled(preset is not None)
        self.remove_button.setEnabled(preset is not None and not preset.builtin)

    def say(self, text: str) -> None:
        self.status.setText(text)

    # ------------------------------------------------------------------------------------------

    def import_file(self, path: str | Path) -> bool:
        """Check a .toml and copy it into the judge's presets; says what happened in the dialog."""
        path = Path(path)
        try:
            try:
                preset = app_presets.import_preset(path)
            except app_presets.PresetExists as exists:
                if not self.confirm_replace(arg(translate("presets_dialog", "You already have a preset called %1. "
                                                          "Replace it with %2?"), repr(exists.target.stem), path.name)):
                    self.say(arg(translate("presets_dialog", "Not imported: you kept your preset %1."),
                                 repr(exists.target.stem)))
                    return False
                preset = app_presets.import_preset(path, replace=True)
        except TablesideError as err:
            self.say(arg(translate("presets_dialog", "Not imported: %1"), err))
            return False
        except OSError as err:
            self.say(arg(translate("presets_dialog", "Not imported: %1: %2"), path, err.strerror or err))
            return False
        self.reload(select=(preset.kind, preset.name))
        self.say(arg(translate("presets_dialog", "Imported the %1 preset %2 into %3."), preset.kind, repr(preset.name),
                     preset.path.parent))
        return True

    def export_to(self, path: str | Path) -> bool:
        preset = self.selected()
        if preset is None:
            self.say(translate("presets_dialog", "Choose a preset to export first."))
            return False
        try:
            written = app_presets.export_preset(preset, path)
        except OSError as err:
            self.say(arg(translate("presets_dialog", "Not exported: %1: %2"), path, err.strerror or err))
            return False
        self.say(arg(translate("presets_dialog", "Exported %1 to %2."), repr(preset.name), written))
        return True

    def remove_selected(self) -> bool:
        preset = self.selected()
        if preset is None or preset.builtin:
            return False
        try:
            preset.path.unlink()
        except OSError as err:
            self.say(arg(translate("presets_dialog", "Not removed: %1"), err.strerror or err))
            return False
        self.reload()
        self.say(arg(translate("presets_dialog", "Removed your %1 preset %2."), preset.kind, repr(preset.name)))
        return True

    # ------------------------------------------------------------------------------------------

    def _choose_import(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(self, translate("presets_dialog", "Import a preset"), str(Path.home()),
                                                translate("presets_dialog", TOML_FILTER))
        if chosen:
            self.import_file(chosen)

    def _choose_export(self) -> None:
        preset = self.selected()
        if preset is None:
            return
        start = str(Path.home() / f"{preset.name}.toml")
        chosen, _ = QFileDialog.getSaveFileName(self, translate("presets_dialog", "Export the preset"), start,
                                                translate("presets_dialog", TOML_FILTER))
        if chosen:
            self.export_to(chosen if chosen.endswith(".toml") else chosen + ".toml")

    def _open_folder(self) -> None:
        folder = app_presets.user_dir()
        for kind in app_presets.KINDS:
            (folder / kind).mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def _ask_replace(self, question: str) -> bool:
        return plain_text.ask(self, translate("presets_dialog", "Replace your preset?"), question)

