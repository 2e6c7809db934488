"""Help > About Tableside: the icon, the version, what runs underneath, and the licence (MIT).

``app_icon()`` is the one place the window icon is made (from the PNGs in resources/icons, so no SVG
plugin is needed to show it).
"""

from __future__ import annotations

import platform
import sys

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from app import __version__, paths

ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
LICENCE_FILE = "LICENSE.txt"
_icon: QIcon | None = None


def app_icon() -> QIcon:
    global _icon
    if _icon is None or _icon.isNull():
        icon = QIcon()
        folder = paths.resources_dir() / "icons"
        for size in ICON_SIZES:
            path = folder / f"tableside-{size}.png"
            if path.exists():
                icon.addFile(str(path))
        _icon = icon
    return _icon


def licence_text() -> str:
    path = paths.resources_dir() / LICENCE_FILE
    try:
        return path.read_text(encoding="utf-8")
    except OSError as err:
        return f"MIT License (the full text, {path}, could not be read: {err.strerror or err})"


def about_text() -> str:
    frozen = " (installed bundle)" if getattr(sys, "frozen", False) else ""
    return (f"<p style='font-size: 20pt'><b>Tableside {__version__}</b></p>"
            "<p>The judge's desk for game tables at tournaments and conventions: who is out, the points "
            "they earned, player timers, the round clock and the standings. Everything stays on this "
            "computer, in one event file per event; no internet is needed.</p>"
            f"<p>Version {__version__}{frozen} &middot; Python {platform.python_version()} &middot; "
            f"Qt {qVersion()} &middot; PySide6 {PYSIDE_VERSION}</p>"
            "<p>Free software under the <b>MIT License</b> (below).</p>")


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("About Tableside")
        self.setWindowIcon(app_icon())
        self.setMinimumSize(620, 520)
        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        logo = QLabel()
        logo.setPixmap(app_icon().pixmap(96, 96))
        logo.setAlignment(Qt.AlignmentFlag.AlignTop)
        top.addWidget(logo)
        self.text = QLabel(about_text())
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top.addWidget(self.text, 1)
        outer.addLayout(top)
        self.licence = QPlainTextEdit(licence_text())
        self.licence.setReadOnly(True)
        self.licence.setObjectName("licenceText")
        outer.addWidget(self.licence, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).clicked.connect(self.accept)
        outer.addWidget(buttons)
