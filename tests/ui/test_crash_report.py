"""What the judge sees when something unexpected happens, and the log behind it: an exception in a Qt
slot is logged with its traceback and told in one sentence; Help > Open the log folder; the log holds
paths and names, never an event file's content."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from tableside.app import log_file, paths
from tests.ui.helpers import make_window

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    monkeypatch.setattr(logging.getLogger(), "level", logging.getLogger().level)
    paths.override(tmp_path)
    yield tmp_path
    log_file.stop()
    paths.override(None)


SLOT_SCRIPT = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QPushButton
    from tableside.ui import crash_report

    crash_report.CrashReporter.box = lambda self, sentence: print("BOX:", sentence, flush=True)
    reporter = crash_report.install()
    app = QApplication([])
    button = QPushButton("Out")

    def out_clicked():
        raise ZeroDivisionError("a slot that divides by zero")

    button.clicked.connect(out_clicked)
    QTimer.singleShot(0, button.click)
    QTimer.singleShot(0, button.click)  # a second problem: logged, told again once the first box is gone
    QTimer.singleShot(200, app.quit)
    sys.exit(app.exec())
""")


@pytest.mark.e2e  # starts a process
def test_an_exception_in_a_qt_slot_is_logged_and_told_in_one_sentence(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("TABLESIDE_")}
    env.update(TABLESIDE_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", SLOT_SCRIPT], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr  # the app carries on after a failed slot
    log = tmp_path / "logs" / "tableside.log"
    sentence = (f"Tableside hit an unexpected problem and wrote the details to {log}; "
                "please send that file to whoever supports you.")
    assert done.stdout.splitlines() == [f"BOX: {sentence}"] * 2
    text = log.read_text(encoding="utf-8")
    assert text.count("ERROR tableside: Uncaught exception") == 2
    assert "in out_clicked" in text and "ZeroDivisionError: a slot that divides by zero" in text
    assert "Traceback" not in done.stderr  # the judge's console gets the sentence, the log the details


def test_a_second_problem_while_the_box_is_open_is_only_logged(home, qapp):
    from tableside.ui.crash_report import CrashReporter

    reporter = CrashReporter()
    boxes: list[str] = []

    def box(sentence: str) -> None:
        boxes.append(sentence)
        reporter.tell("while the box is open")  # a timer failing again behind the modal box

    reporter.box = box
    reporter.tell("first")
    assert boxes == ["first"] and reporter.shown == ["first", "while the box is open"]


def test_a_problem_told_from_another_thread_reaches_the_main_thread(home, qtbot):
    from tableside.ui.crash_report import CrashReporter

    reporter = CrashReporter()
    seen: list[tuple[str, bool]] = []
    reporter.box = lambda sentence: seen.append((sentence, threading.current_thread() is threading.main_thread()))
    worker = threading.Thread(target=reporter.tell, args=("from the web server thread",))
    worker.start()
    worker.join(timeout=10)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen == [("from the web server thread", True)]


def test_help_opens_the_log_folder(qtbot, clock, timers, monkeypatch, home):
    from PySide6.QtGui import QDesktopServices

    window, _ = make_window(qtbot, clock, timers)
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()) or True)
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    action = next(a for a in help_menu.actions() if a.text() == "Open the &log folder")
    action.trigger()
    assert opened == [str(home / "logs")] and (home / "logs").is_dir()


def test_help_says_where_the_log_folder_is_when_it_cannot_open_it(qtbot, clock, timers, monkeypatch, home):
    from PySide6.QtGui import QDesktopServices

    window, _ = make_window(qtbot, clock, timers)
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: False)
    window.show()
    window.open_log_folder()
    assert str(home / "logs") in window.message_bar.message()


def test_a_played_event_leaves_only_paths_and_names_in_the_log(home):
    """The controller logs which file it opened and closed, never the entries, hashes or payloads."""
    from tableside.ui.controller import EventController

    path = log_file.start()
    event = home / "data" / "cup.tableside"
    event.parent.mkdir(parents=True)
    controller = EventController()
    session = controller.open_file(event, create=True)
    session.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only",
                                "round_minutes": 60})
    for name in ("Ana", "Ben", "Cai", "Dee"):
        session.do("player.register", {"name": name})
    session.do("round.open", {})
    session.do("table.seat", {"table": 1, "players": ["Ana", "Ben", "Cai", "Dee"], "game": "Catan"})
    entries = list(session.store.entries())
    controller.close()
    text = path.read_text(encoding="utf-8")
    assert f"created event file {event}" in text and f"closed event file {event}" in text
    for entry in entries:
        assert entry.hash not in text
        assert entry.kind not in text
    assert "Catan" not in text and "table-points" not in text
