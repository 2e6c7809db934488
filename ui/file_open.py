"""macOS: documents opened from Finder. Finder opens a .tableside file (a double-click, Open With, a drop
on the Dock icon) by sending the app a file-open event, never by putting the file on the command line as
Linux and Windows do: unhandled, the app starts and opens nothing. The .app's Info.plist declares the
type (packaging/tableside.spec); PyInstaller's argv emulation is off, so the event reaches Qt."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

if TYPE_CHECKING:
    from tableside.ui.main_window import MainWindow


class FileOpenFilter(QObject):
    """Opens each file-open event's file in the window, as ``tableside FILE.tableside`` would. It sits
    on the application, which Qt gives the event to, whether it comes at start-up or while the app runs."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)  # the window owns it
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if not isinstance(event, QFileOpenEvent):  # (PySide6 gives a FileOpen event as its own class)
            return False
        if event.file():  # (a URL with no local file has nothing to open: the app declares none)
            self.window.open_event(Path(event.file()))  # (macOS brings the app to the front itself)
        return True


def open_files_from_the_desktop(qt_app: QCoreApplication, window: MainWindow) -> FileOpenFilter:
    spy = FileOpenFilter(window)
    qt_app.installEventFilter(spy)
    return spy
