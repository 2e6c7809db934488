"""macOS's way of opening a document: Finder sends the running app a QFileOpenEvent (no file on the
command line). The app's filter opens that file in the window, as `tableside FILE.tableside` does."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from tableside.app.event.session import EventSession
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.ui.app import create_window, parse
from tableside.ui.file_open import open_files_from_the_desktop
from tests.ui.helpers import styled


def an_event_file(folder: Path, name: str) -> Path:
    path = folder / "Finder" / f"{name}.tableside"
    path.parent.mkdir(parents=True, exist_ok=True)
    session = EventSession(open_event_file(str(path), create=True))
    session.do("event.create", {"name": name, "system": "table-points"})
    session.store.close()
    return path


def test_a_file_open_event_opens_the_file_in_the_window(qtbot, home):
    styled()
    window = create_window(parse([]))  # started from the Dock: no file on the command line
    qtbot.addWidget(window)
    assert window.stack.currentWidget() is window.start_screen
    open_files_from_the_desktop(QApplication.instance(), window)
    cup = an_event_file(home, "Autumn Cup")

    handled = QCoreApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(cup)))

    assert handled
    assert Path(window.controller.path).resolve() == cup.resolve()
    assert window.stack.currentWidget() is window.event_view
    assert "Autumn Cup" in window.windowTitle()
    # A second document while the app runs replaces the first, as opening it from the menu would.
    league = an_event_file(home, "Spring League")
    assert QCoreApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(league)))
    assert Path(window.controller.path).resolve() == league.resolve()
    assert "Spring League" in window.windowTitle()
    window.controller.close()


def test_a_missing_file_is_said_and_other_events_pass_through(qtbot, home):
    styled()
    window = create_window(parse([]))
    qtbot.addWidget(window)
    window.show()
    spy = open_files_from_the_desktop(QApplication.instance(), window)
    gone = home / "gone.tableside"

    assert QCoreApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(gone)))

    assert window.controller.path is None
    assert window.message_bar.isVisible() and str(gone) in window.message_bar.message()
    assert spy.eventFilter(QApplication.instance(), QEvent(QEvent.Type.Timer)) is False  # only FileOpen is taken
