"""A modal dialog that holds one panel and a Close button, opened from the event menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QPushButton, QVBoxLayout, QWidget

from tableside.ui.i18n import translate

if TYPE_CHECKING:
    from tableside.ui.controller import EventController
    from tableside.ui.main_window import MainWindow


class PanelDialog(QDialog):
    def __init__(self, title: str, panel: QWidget, size: tuple[int, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(size[0] - 40)
        self.resize(*size)
        box = QVBoxLayout(self)
        self.panel = panel
        panel.setParent(self)
        box.addWidget(panel)
        close = QPushButton(translate("panel_dialog", "Close"))
        close.clicked.connect(self.accept)
        box.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)


def open_panel_dialog(window: MainWindow, make: Callable[[EventController, QWidget], QDialog]) -> None:
    """Show the dialog on the window's controller (modal; deleted when closed)."""
    if not window.controller.is_open:
        return
    dialog = make(window.controller, window)
    try:
        dialog.exec()
    finally:
        dialog.deleteLater()
