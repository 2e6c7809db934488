"""Creating an event: name, date, scoring system with its options (or a preset), timer preset, round
length, file. Presets come from ``app.presets``: the shipped ones and the judge's own.

Under the contribution system the judge can import the ratings an earlier event exported
(``name,rating``, ``app.ratings_csv``); a file with a bad line is named line by line and imports
nothing, keeping whatever was imported before.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tableside.app import paths
from tableside.app.errors import QT_TRANSLATE_NOOP, TablesideError
from tableside.app.presets import Presets, ScoringPreset, load_presets
from tableside.app.ratings_csv import parse_ratings_csv
from tableside.app.scoring import SYSTEMS, make_system, placement
from tableside.ui import plain_text, style
from tableside.ui.i18n import arg, translate

SYSTEM_LABELS = {
    "table-points": QT_TRANSLATE_NOOP("new_event_dialog", "Table points (document 000): 6·(2M−P−J)/(M−1)"),
    "rplops": QT_TRANSLATE_NOOP("new_event_dialog", "RPLOPS v1 (document 001)"),
    "rplops2": QT_TRANSLATE_NOOP("new_event_dialog", "RPLOPS v2 (document 001)"),
    "plops": "PLOPS (document 001): RPLOPS₀(50)",
    "contribution": QT_TRANSLATE_NOOP("new_event_dialog", "Contribution rating (document 002)"),
    "placement": QT_TRANSLATE_NOOP("new_event_dialog", "Placement: fixed points per place"),
}


AskOpenPath = Callable[[str, str, str], str | None]  # (title, folder, filter) -> the chosen file or None
RATINGS_FILTER = QT_TRANSLATE_NOOP("new_event_dialog", "CSV files (*.csv);;All files (*)")


def ask_open_path(owner: QWidget) -> AskOpenPath:
    def ask(title: str, folder: str, filters: str) -> str | None:
        chosen, _ = QFileDialog.getOpenFileName(owner, title, folder, filters)
        return chosen or None

    return ask


def slug(name: str) -> str:
    text = re.sub(r"[^A-Za-z0-9]+", "-", name.strip()).strip("-").lower()
    return text or "event"


class NewEventDialog(QDialog):
    def __init__(self, default_system: str = "table-points", default_timers: str = "document-002",
                 parent: QWidget | None = None, presets: Presets | None = None,
                 ask_open: AskOpenPath | None = None) -> None:
        super().__init__(parent)
        self.presets = presets if presets is not None else load_presets()
        self.ask_open = ask_open or ask_open_path(self)
        self.ratings: dict[str, int] = {}  # brought from an earlier event (contribution), by name
        self._applied: ScoringPreset | None = None  # the preset whose options the fields were filled from
        self.setWindowTitle(translate("new_event_dialog", "New event"))
        self.setMinimumWidth(640)
        outer = QVBoxLayout(self)
        form = QFormLayout()
        outer.addLayout(form)
        self.name = QLineEdit()
        self.name.setPlaceholderText(translate("new_event_dialog", "e.g. Autumn Cup 2026"))
        self.name.textChanged.connect(self._name_changed)
        form.addRow(translate("new_event_dialog", "Event name"), self.name)
        self.date = QDateEdit(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        form.addRow(translate("new_event_dialog", "Date"), self.date)

        self.preset = QComboBox()
        for name, preset in self.presets.scoring.items():
            mine = arg(translate("new_event_dialog", "%1 (your preset)"), preset.label)
            self.preset.addItem(preset.label if preset.builtin else mine, name)
        self.preset.activated.connect(lambda _i: self.apply_preset(self.preset.currentData()))
        form.addRow(translate("new_event_dialog", "Scoring preset"), self.preset)
        self.system = QComboBox()
        for key in SYSTEMS:
            self.system.addItem(translate("new_event_dialog", SYSTEM_LABELS[key]) if key in SYSTEM_LABELS else key, key)
        self.options = QStackedWidget()
        self._option_pages: dict[str, QWidget] = {}
        self._build_option_pages()
        self.system.currentIndexChanged.connect(self._system_changed)
        form.addRow(translate("new_event_dialog", "Scoring system"), self.system)
        form.addRow(translate("new_event_dialog", "Options"), self.options)

        self.timers = QComboBox()
        for name, timer_preset in self.presets.timers.items():
            mine = arg(translate("new_event_dialog", "%1 (your preset)"), timer_preset.label)
            self.timers.addItem(timer_preset.label if timer_preset.builtin else mine, name)
        form.addRow(translate("new_event_dialog", "Timer preset"), self.timers)
        self.minutes = QSpinBox()
        self.minutes.setRange(1, 600)
        self.minutes.setValue(60)
        self.minutes.setSuffix(translate("new_event_dialog", " min"))
        form.addRow(translate("new_event_dialog", "Round length"), self.minutes)

        file_row = QHBoxLayout()
        self.file = QLineEdit(str(paths.data_dir() / "event.tableside"))
        self._file_edited = False
        self.file.textEdited.connect(lambda _t: setattr(self, "_file_edited", True))
        browse = QPushButton(translate("new_event_dialog", "Browse…"))
        browse.clicked.connect(self._browse)
        file_row.addWidget(self.file, 1)
        file_row.addWidget(browse)
        form.addRow(translate("new_event_dialog", "Event file"), file_row)

        self.problem = plain_text.label()
        self.problem.setWordWrap(True)
        self.problem.setObjectName("messageText")
        self.problem.setStyleSheet("color: #9a3d00; font-weight: bold;")
        outer.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("new_event_dialog", "Create event"))
        buttons.accepted.connect(self._try_accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)

        if default_system in self.presets.scoring:
            self.apply_preset(default_system)
        else:
            self._select(self.system, default_system)
        self._select(self.timers, default_timers)
        self._system_changed()

    # ------------------------------------------------------------------------------------------

    def _build_option_pages(self) -> None:
        def page(rows: list[tuple[str, QWidget]]) -> QWidget:
            widget = QWidget()
            form = QFormLayout(widget)
            form.setContentsMargins(0, 0, 0, 0)
            for label, field in rows:
                form.addRow(label, field)
            return widget

        none = plain_text.label(translate("new_event_dialog", "No options"))
        for key in ("table-points", "plops"):
            self._option_pages[key] = page([("", plain_text.label(translate("new_event_dialog", "No options")))])
        self.rplops_x = QLineEdit("50")
        self.rplops_use_hours = QCheckBox(translate("new_event_dialog", "Weight by the game's usual length"))
        self.rplops_hours = QLineEdit("1")
        rplops = page([(translate("new_event_dialog", "x (average points)"), self.rplops_x), ("",
                                                                                              self.rplops_use_hours),
                       (translate("new_event_dialog", "Default hours"), self.rplops_hours)])
        self._option_pages["rplops"] = rplops
        self.rplops2_x = QLineEdit("6")
        self.rplops2_use_hours = QCheckBox(translate("new_event_dialog", "Weight by the game's usual length"))
        self.rplops2_hours = QLineEdit("1")
        self._option_pages["rplops2"] = page([("x", self.rplops2_x), ("", self.rplops2_use_hours),
                                              (translate("new_event_dialog", "Default hours"), self.rplops2_hours)])
        self.start_rating = QSpinBox()
        self.start_rating.setRange(1, 100_000)
        self.start_rating.setValue(1000)
        self.bonus = QSpinBox()
        self.bonus.setRange(0, 10_000)
        self.bonus.setValue(100)
        self.bonus_after = QSpinBox()
        self.bonus_after.setRange(0, 100_000)
        self.bonus_after.setValue(600)
        self.bonus_after.setSuffix(translate("new_event_dialog", " s"))
        self.import_ratings_button = QPushButton(translate("new_event_dialog", "Import ratings (CSV)…"))
        style.set_tip(self.import_ratings_button, translate("new_event_dialog",
                                                            "The ratings an earlier event exported (name,rating): its "
                                                            "players "
                                              "start from them here"))
        self.import_ratings_button.clicked.connect(lambda: self.import_ratings())
        self.clear_ratings_button = QPushButton(translate("new_event_dialog", "Clear"))
        self.clear_ratings_button.clicked.connect(self.clear_ratings)
        self.ratings_note = plain_text.label()
        self.ratings_note.setWordWrap(True)
        self.ratings_note.setObjectName("ratingsNote")
        # The options sit in a stack, which ignores a wrapped label's height for its width: ask for 2 lines.
        self.ratings_note.setMinimumHeight(2 * self.ratings_note.fontMetrics().lineSpacing() + 12)
        ratings_row = QWidget()
        ratings_box = QHBoxLayout(ratings_row)
        ratings_box.setContentsMargins(0, 0, 0, 0)
        ratings_box.addWidget(plain_text.label(translate("new_event_dialog", "Ratings brought in:")))
        ratings_box.addWidget(self.import_ratings_button)
        ratings_box.addWidget(self.clear_ratings_button)
        ratings_box.addStretch(1)
        ratings_row.setMinimumHeight(self.import_ratings_button.sizeHint().height())
        contribution = page([(translate("new_event_dialog", "Start rating"), self.start_rating), ("Bonus", self.bonus),
                             (translate("new_event_dialog", "Bonus after playing more than"), self.bonus_after)])
        rows = contribution.layout()
        assert isinstance(rows, QFormLayout)
        rows.addRow(ratings_row)  # full width: the buttons and the note never squeeze into the field column
        rows.addRow(self.ratings_note)
        self._option_pages["contribution"] = contribution
        self._show_ratings()
        self.placement_points = QLineEdit("12, 8, 4, 0")
        style.set_tip(self.placement_points,
                      translate("new_event_dialog",
                                "One table size: 12, 8, 4, 0. A list per size: 4: 12, 8, 4, 0; 3: 12, 6, 0"))
        self._option_pages["placement"] = page([(translate("new_event_dialog", "Points, first place first"),
                                                 self.placement_points)])
        del none
        for key in SYSTEMS:
            self.options.addWidget(self._option_pages.setdefault(key, page([])))

    @staticmethod
    def _select(combo: QComboBox, data: str) -> None:
        index = combo.findData(data)
        if index >= 0:
            combo.setCurrentIndex(index)

    def _system_changed(self) -> None:
        self.options.setCurrentWidget(self._option_pages[self.system.currentData()])

    def apply_preset(self, name: str) -> None:
        """Fill the system and its options from a scoring preset (the judge can still change them)."""
        preset = self.presets.scoring.get(name)
        if preset is None:
            return
        self._applied = preset
        self._select(self.preset, name)
        self._select(self.system, preset.system)
        options = preset.create_data()["options"]

        def text(value: object) -> str:
            return str(value).lower() if isinstance(value, bool) else str(value)

        if preset.system in ("rplops", "rplops2"):
            v1 = preset.system == "rplops"
            x, use_hours, hours = ((self.rplops_x, self.rplops_use_hours, self.rplops_hours) if v1
                                   else (self.rplops2_x, self.rplops2_use_hours, self.rplops2_hours))
            x.setText(text(options.get("x", 50 if v1 else 6)))
            use_hours.setChecked(bool(options.get("use_hours", False)))
            hours.setText(text(options.get("hours", 1)))
        elif preset.system == "contribution":
            for box, key, default in ((self.start_rating, "start_rating", 1000), (self.bonus, "bonus", 100),
                                      (self.bonus_after, "bonus_after_seconds", 600)):
                value = options.get(key, default)
                if isinstance(value, int) and not isinstance(value, bool):
                    box.setValue(value)
        elif preset.system == "placement":
            self.placement_points.setText(placement.points_text(options.get("points", [])))
        self._system_changed()

    def chosen_presets(self) -> tuple[str, str]:
        """The scoring preset (or, changed by hand, the system) and the timer preset: the next defaults."""
        system = self.system.currentData()
        scoring = self._applied.name if self._applied is not None and self._applied.system == system else system
        return scoring, self.timers.currentData()

    def import_ratings(self, path: str | None = None) -> bool:
        """Read a ratings CSV: all of it, or (a bad line, an unreadable file) none of it, said in words."""
        chosen = path or self.ask_open(translate("new_event_dialog", "Import ratings from an earlier event"),
                                       str(paths.data_dir()),
                                       translate("new_event_dialog", RATINGS_FILTER))
        if not chosen:
            return False
        name = Path(chosen).name
        try:
            ratings = parse_ratings_csv(Path(chosen).read_bytes())
        except TablesideError as err:
            self.problem.setText(arg(translate("new_event_dialog", "%1: %2. Nothing was imported."), name, err))
            return False
        except OSError as err:
            self.problem.setText(arg(translate("new_event_dialog", "%1 cannot be read: %2. Nothing was imported."),
                                     name, err.strerror or err))
            return False
        if not ratings:
            self.problem.setText(arg(translate("new_event_dialog", "%1 has no ratings in it. Nothing was imported."),
                                     name))
            return False
        self.ratings = ratings
        self.problem.setText("")
        self._show_ratings(name)
        return True

    def clear_ratings(self) -> None:
        self.ratings = {}
        self._show_ratings()

    def _show_ratings(self, source: str = "") -> None:
        count = len(self.ratings)
        if count == 0:
            self.ratings_note.setText(translate("new_event_dialog", "None: every player starts at the start rating."))
        else:
            where = f" from {source}" if source else ""
            self.ratings_note.setText(arg(translate(
                "new_event_dialog", "%n rating(s)%1; the others start at the start rating.", None, count), where))
        self.clear_ratings_button.setEnabled(count > 0)

    def _name_changed(self, text: str) -> None:
        if not self._file_edited:
            self.file.setText(str(paths.data_dir() / f"{slug(text)}.tableside"))

    def _browse(self) -> None:
        chosen, _ = QFileDialog.getSaveFileName(self, translate("new_event_dialog", "Event file"), self.file.text(),
                                                translate("new_event_dialog", "Tableside events (*.tableside)"))
        if chosen:
            self.file.setText(chosen if chosen.endswith(".tableside") else chosen + ".tableside")
            self._file_edited = True

    # ------------------------------------------------------------------------------------------

    def scoring_options(self) -> dict[str, Any]:
        """The options shown, over the applied preset's options the dialog has no field for."""
        system = self.system.currentData()
        shown = self._shown_options(system)
        if self._applied is not None and self._applied.system == system:
            return {**self._applied.create_data()["options"], **shown}
        return shown

    def _shown_options(self, system: str) -> dict[str, Any]:
        if system == "rplops":
            return {"x": self.rplops_x.text().strip(), "use_hours": self.rplops_use_hours.isChecked(),
                    "hours": self.rplops_hours.text().strip()}
        if system == "rplops2":
            return {"x": self.rplops2_x.text().strip(), "use_hours": self.rplops2_use_hours.isChecked(),
                    "hours": self.rplops2_hours.text().strip()}
        if system == "contribution":
            return {"start_rating": self.start_rating.value(), "bonus": self.bonus.value(),
                    "bonus_after_seconds": self.bonus_after.value()}
        if system == "placement":
            return {"points": placement.points_from_text(self.placement_points.text())}
        return {}

    def create_data(self) -> dict[str, Any]:
        system = self.system.currentData()
        options = self.scoring_options()
        data = {"name": self.name.text().strip(), "date": self.date.date().toString("yyyy-MM-dd"),
                "system": system, "options": options, "timers": self._timers_value(),
                "round_minutes": self.minutes.value()}
        preset = self._applied if self._applied is not None and self._applied.system == system else None
        sizes = list(preset.table_sizes) if preset is not None else []
        if system == "placement" and (preset is None or preset.create_data()["options"] != options):
            sizes = placement.table_sizes_for(options.get("points"))  # points typed here: the sizes they serve
        if sizes:
            data["table_sizes"] = sizes
        if system == "contribution" and self.ratings:
            data["ratings"] = dict(self.ratings)  # ratings mean nothing to a points system
        return data

    def _timers_value(self) -> str | dict[str, Any]:
        preset = self.presets.timers.get(self.timers.currentData())
        return preset.timers_value() if preset is not None else self.timers.currentData()

    def path(self) -> Path:
        return Path(self.file.text().strip()).expanduser()

    def check(self) -> str | None:
        data = self.create_data()
        if not data["name"]:
            return translate("new_event_dialog", "Give the event a name.")
        try:
            make_system(data["system"], data["options"])
        except TablesideError as err:
            return arg(translate("new_event_dialog", "The scoring options are not right: %1."), err)
        path = self.path()
        if not self.file.text().strip():
            return translate("new_event_dialog", "Choose where to save the event file.")
        if path.exists():
            return arg(translate("new_event_dialog", "%1 already exists; choose another name or open it instead."),
                       path)
        return None

    def _try_accept(self) -> None:
        problem = self.check()
        self.problem.setText(problem or "")
        if problem is None:
            self.accept()
