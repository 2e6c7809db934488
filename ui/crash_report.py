"""What a judge sees when something unexpected happens: one plain sentence naming the log file, in a
message box over the window. ``app.log_file`` writes the traceback first; an exception in a Qt slot
reaches it too (PySide6 reports those through ``sys.excepthook``), and one from another thread is handed
to the main thread through a queued signal.
"""

from __future__ import annotations

import logging
import sys

from PySide6.QtCore import (
    QMessageLogContext,
    QObject,
    Qt,
    QThread,
    QtMsgType,
    QUrl,
    Signal,
    qInstallMessageHandler,
)
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication

from tableside.app import log_file, paths
from tableside.ui import plain_text
from tableside.ui.i18n import translate

log = logging.getLogger("tableside.ui")


class CrashReporter(QObject):
    """Shows the sentence; while one box is open, later problems are only logged (no cascade of boxes
    when a paint or a timer keeps failing)."""

    said = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.showing = False
        self.shown: list[str] = []  # every sentence shown, for tests and for the self-test
        self.said.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def tell(self, sentence: str) -> None:
        if QThread.currentThread() is self.thread():
            self._show(sentence)
        else:
            self.said.emit(sentence)

    def _show(self, sentence: str) -> None:
        self.shown.append(sentence)
        if self.showing or QApplication.instance() is None:
            return
        self.showing = True
        try:
            self.box(sentence)
        finally:
            self.showing = False

    def box(self, sentence: str) -> None:
        parent = QApplication.activeWindow()
        plain_text.warn(parent, translate("crash_report", "Tableside: unexpected problem"), sentence)


_reporter: CrashReporter | None = None


def install() -> CrashReporter:
    """Start the log file and route uncaught exceptions to it and to the judge (once per process)."""
    global _reporter
    if _reporter is None:
        log_file.start()
        _reporter = CrashReporter()
        log_file.install_excepthook(_reporter.tell)
    return _reporter


def open_log_folder() -> bool:
    """Help > Open the log folder: the file manager on the folder (made if missing)."""
    folder = paths.log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        log.warning("the log folder %s cannot be made: %s", folder, err.strerror or err)
        return False
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


def log_qt_messages() -> None:
    """Qt's own warnings ("could not connect to display", a missing plugin) go to the log too."""
    qInstallMessageHandler(_qt_message)


def _qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    level = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
             QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
             QtMsgType.QtFatalMsg: logging.CRITICAL}.get(kind, logging.WARNING)
    logging.getLogger("tableside.qt").log(level, "%s", message)
    if level >= logging.WARNING:
        print(message, file=sys.stderr)
