"""What the window shows with no event open: the demo in one click, a new event, a file, the recent ones."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from tableside.ui import plain_text, style
from tableside.ui.i18n import translate


class StartScreen(QWidget):
    demo_requested = Signal()
    new_requested = Signal()
    open_requested = Signal()
    recent_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 30, 40, 30)
        outer.setSpacing(14)
        title = plain_text.label(translate("start_screen", "Tableside"))
        title.setObjectName("startTitle")
        hint = plain_text.label(translate("start_screen",
                                          "The judge's desk for game tables. Choose an event to work on."))
        hint.setObjectName("startHint")
        outer.addWidget(title)
        outer.addWidget(hint)

        row = QHBoxLayout()
        row.setSpacing(12)
        self.demo_button = QPushButton(translate("start_screen", "Open the demo event"))
        self.demo_button.setProperty("role", "primary")
        style.set_tip(self.demo_button, translate("start_screen",
                                                  "A fresh demo: round 1 running at a 4-player and a 3-player table"))
        self.demo_button.clicked.connect(self.demo_requested)
        self.new_button = QPushButton(translate("start_screen", "New event…"))
        style.set_tip(self.new_button, translate("start_screen",
                                                 "Create an event: name, date, scoring system, timers (Ctrl+N)"))
        self.new_button.clicked.connect(self.new_requested)
        self.open_button = QPushButton(translate("start_screen", "Open an event file…"))
        style.set_tip(self.open_button, translate("start_screen", "Open a .tableside event file (Ctrl+O)"))
        self.open_button.clicked.connect(self.open_requested)
        self.demo_button.setStyleSheet("min-height: 60px; font-size: 15pt; padding: 0 22px;")
        for button in (self.new_button, self.open_button):
            button.setStyleSheet("min-height: 60px; font-size: 14pt; padding: 0 18px;")
        for button in (self.demo_button, self.new_button, self.open_button):
            row.addWidget(button)
        row.addStretch(1)
        outer.addLayout(row)

        self.recent_title = plain_text.rich_label(translate("start_screen", "<b>Recent events</b>"))
        outer.addWidget(self.recent_title)
        self.recent_box = QVBoxLayout()
        self.recent_box.setSpacing(6)
        outer.addLayout(self.recent_box)
        outer.addStretch(1)
        self.recent_buttons: list[QPushButton] = []

    def set_recent(self, files: list[str]) -> None:
        for button in self.recent_buttons:
            self.recent_box.removeWidget(button)
            button.hide()
            button.setParent(None)
            button.deleteLater()
        self.recent_buttons = []
        for file in files:
            path = Path(file)
            missing = not path.exists()
            button = QPushButton(plain_text.button_text(f"{path.stem}   —   {path.parent}"
                                                        + ("   (missing)" if missing else "")))
            button.setStyleSheet("text-align: left; padding-left: 14px;")
            style.set_tip(button, file)
            button.setEnabled(not missing)
            button.clicked.connect(lambda _c=False, f=file: self.recent_chosen.emit(f))
            self.recent_box.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
            self.recent_buttons.append(button)
        self.recent_title.setVisible(bool(files))
