"""Creating an event: name, date, scoring system with its options, timer preset, round length, file."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDateEdit, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout, QLabel,
    QLineEdit, QPushButton, QSpinBox, QStackedWidget, QVBoxLayout, QWidget,
)

from app import paths
from app.errors import TablesideError
from app.scoring import SYSTEMS, make_system

SYSTEM_LABELS = {
    "table-points": "Table points (document 000): 6·(2M−P−J)/(M−1)",
    "rplops": "RPLOPS v1 (document 001)",
    "rplops2": "RPLOPS v2 (document 001)",
    "plops": "PLOPS (document 001): RPLOPS₀(50)",
    "contribution": "Contribution rating (document 002)",
    "placement": "Placement: fixed points per place",
}


def slug(name: str) -> str:
    text = re.sub(r"[^A-Za-z0-9]+", "-", name.strip()).strip("-").lower()
    return text or "event"


class NewEventDialog(QDialog):
    def __init__(self, default_system: str = "table-points", default_timers: str = "document-002",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New event")
        self.setMinimumWidth(640)
        outer = QVBoxLayout(self)
        form = QFormLayout()
        outer.addLayout(form)
        self.name = QLineEdit()
        self.name.setPlaceholderText("e.g. Autumn Cup 2026")
        self.name.textChanged.connect(self._name_changed)
        form.addRow("Event name", self.name)
        self.date = QDateEdit(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        form.addRow("Date", self.date)

        self.system = QComboBox()
        for key in SYSTEMS:
            self.system.addItem(SYSTEM_LABELS.get(key, key), key)
        self.options = QStackedWidget()
        self._option_pages: dict[str, QWidget] = {}
        self._build_option_pages()
        self.system.currentIndexChanged.connect(self._system_changed)
        form.addRow("Scoring system", self.system)
        form.addRow("Options", self.options)

        from app.clocks.rules import builtin_presets

        self.timers = QComboBox()
        for name, rules in builtin_presets().items():
            label = (f"{name}: player timers, {rules.main_ms // 1000} s main" if rules.player_timers
                     else f"{name}: round clock only")
            self.timers.addItem(label, name)
        form.addRow("Timer preset", self.timers)
        self.minutes = QSpinBox()
        self.minutes.setRange(1, 600)
        self.minutes.setValue(60)
        self.minutes.setSuffix(" min")
        form.addRow("Round length", self.minutes)

        file_row = QHBoxLayout()
        self.file = QLineEdit(str(paths.data_dir() / "event.tableside"))
        self._file_edited = False
        self.file.textEdited.connect(lambda _t: setattr(self, "_file_edited", True))
        browse = QPushButton("Browse…")
        browse.clicked.connect(self._browse)
        file_row.addWidget(self.file, 1)
        file_row.addWidget(browse)
        form.addRow("Event file", file_row)

        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setObjectName("messageText")
        self.problem.setStyleSheet("color: #9a3d00; font-weight: bold;")
        outer.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Create event")
        buttons.accepted.connect(self._try_accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)

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

        none = QLabel("No options")
        for key in ("table-points", "plops"):
            self._option_pages[key] = page([("", QLabel("No options"))])
        self.rplops_x = QLineEdit("50")
        self.rplops_use_hours = QCheckBox("Weight by the game's usual length")
        self.rplops_hours = QLineEdit("1")
        rplops = page([("x (average points)", self.rplops_x), ("", self.rplops_use_hours),
                       ("Default hours", self.rplops_hours)])
        self._option_pages["rplops"] = rplops
        self.rplops2_x = QLineEdit("6")
        self.rplops2_use_hours = QCheckBox("Weight by the game's usual length")
        self.rplops2_hours = QLineEdit("1")
        self._option_pages["rplops2"] = page([("x", self.rplops2_x), ("", self.rplops2_use_hours),
                                              ("Default hours", self.rplops2_hours)])
        self.start_rating = QSpinBox()
        self.start_rating.setRange(1, 100_000)
        self.start_rating.setValue(1000)
        self.bonus = QSpinBox()
        self.bonus.setRange(0, 10_000)
        self.bonus.setValue(100)
        self.bonus_after = QSpinBox()
        self.bonus_after.setRange(0, 100_000)
        self.bonus_after.setValue(600)
        self.bonus_after.setSuffix(" s")
        self._option_pages["contribution"] = page([("Start rating", self.start_rating), ("Bonus", self.bonus),
                                                   ("Bonus after playing more than", self.bonus_after)])
        self.placement_points = QLineEdit("12, 8, 4, 0")
        self._option_pages["placement"] = page([("Points, first place first", self.placement_points)])
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

    def _name_changed(self, text: str) -> None:
        if not self._file_edited:
            self.file.setText(str(paths.data_dir() / f"{slug(text)}.tableside"))

    def _browse(self) -> None:
        chosen, _ = QFileDialog.getSaveFileName(self, "Event file", self.file.text(), "Tableside events (*.tableside)")
        if chosen:
            self.file.setText(chosen if chosen.endswith(".tableside") else chosen + ".tableside")
            self._file_edited = True

    # ------------------------------------------------------------------------------------------

    def scoring_options(self) -> dict[str, Any]:
        system = self.system.currentData()
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
            values = []
            for part in self.placement_points.text().replace(";", ",").split(","):
                part = part.strip()
                if part:
                    values.append(int(part) if part.lstrip("-").isdigit() else part)
            return {"points": values}
        return {}

    def create_data(self) -> dict[str, Any]:
        return {"name": self.name.text().strip(), "date": self.date.date().toString("yyyy-MM-dd"),
                "system": self.system.currentData(), "options": self.scoring_options(),
                "timers": self.timers.currentData(), "round_minutes": self.minutes.value()}

    def path(self) -> Path:
        return Path(self.file.text().strip()).expanduser()

    def check(self) -> str | None:
        data = self.create_data()
        if not data["name"]:
            return "Give the event a name."
        try:
            make_system(data["system"], data["options"])
        except TablesideError as err:
            return f"The scoring options are not right: {err}."
        path = self.path()
        if not self.file.text().strip():
            return "Choose where to save the event file."
        if path.exists():
            return f"{path} already exists; choose another name or open it instead."
        return None

    def _try_accept(self) -> None:
        problem = self.check()
        self.problem.setText(problem or "")
        if problem is None:
            self.accept()
