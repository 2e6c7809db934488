"""Help > About Tableside: the icon, the version, what runs underneath, the licence (MIT) and the
third-party notices (Qt and PySide6 under the LGPL-3.0, and the rest; resources/licences/).

``app_icon()`` is the one place the window icon is made (from the PNGs in resources/icons, so no SVG
plugin is needed to show it).
"""

from __future__ import annotations

import platform
import sys

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QPlainTextEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tableside.app import __version__, paths
from tableside.ui import plain_text
from tableside.ui.i18n import arg, translate

ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
LICENCE_FILE = "LICENSE.txt"
NOTICES_FILE = "licences/THIRD-PARTY-NOTICES.txt"
SYSTEM_NOTICES_FILE = "licences/SYSTEM-LIBRARIES.txt"  # only in the Linux one-folder app (packaging/build.py)
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
        return arg(translate("about_dialog", "MIT License (the full text, %1, could not be read: %2)"), path,
                   err.strerror or err)


def notices_text() -> str:
    path = paths.resources_dir() / NOTICES_FILE
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        return (arg(translate("about_dialog",
                              "The third-party notices (%1) could not be read: %2. Tableside uses Qt and PySide6 "
                              "(LGPL-3.0), platformdirs and tomli-w (MIT), Starlette, Uvicorn and segno "
                              "(BSD-3-Clause)."), path, err.strerror or err))
    system = paths.resources_dir() / SYSTEM_NOTICES_FILE
    if system.exists():
        text += "\n\n" + system.read_text(encoding="utf-8", errors="replace")
    return text


def about_text() -> str:
    frozen = translate("about_dialog", " (installed bundle)") if getattr(sys, "frozen", False) else ""
    return (f"<p style='font-size: 20pt'><b>Tableside {__version__}</b></p>"
            "<p>The judge's desk for game tables at tournaments and conventions: who is out, the points "
            "they earned, player timers, the round clock and the standings. Everything stays on this "
            "computer, in one event file per event; no internet is needed.</p>"
            f"<p>Version {__version__}{frozen} &middot; Python {platform.python_version()} &middot; "
            f"Qt {qVersion()} &middot; PySide6 {pyside_version}</p>"
            "<p>Free software under the <b>MIT License</b> (the Licence tab below). It uses Qt and PySide6 under the "
            "LGPL-3.0, and the other parts listed under <i>Third-party notices</i>.</p>")


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("about_dialog", "About Tableside"))
        self.setWindowIcon(app_icon())
        self.setMinimumSize(620, 520)
        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        logo = plain_text.label()
        logo.setPixmap(app_icon().pixmap(96, 96))
        logo.setAlignment(Qt.AlignmentFlag.AlignTop)
        top.addWidget(logo)
        self.text = plain_text.rich_label(about_text())  # Tableside's own words and versions, no user text
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top.addWidget(self.text, 1)
        outer.addLayout(top)
        self.tabs = QTabWidget()
        self.licence = QPlainTextEdit(licence_text())
        self.licence.setReadOnly(True)
        self.licence.setObjectName("licenceText")
        self.licence.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)  # the texts come wrapped already
        self.tabs.addTab(self.licence, translate("about_dialog", "Licence"))
        self.notices = QPlainTextEdit(notices_text())
        self.notices.setReadOnly(True)
        self.notices.setObjectName("noticesText")
        self.notices.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.tabs.addTab(self.notices, translate("about_dialog", "Third-party notices"))
        outer.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).clicked.connect(self.accept)
        outer.addWidget(buttons)
