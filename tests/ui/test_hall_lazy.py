"""The window does not load the hall server until the judge serves: opening stays light.

Run in a fresh process, since this test process may already have imported the server for other tests.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e  # a fresh Python process

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from tableside.app import settings
from tableside.ui.controller import EventController
from tableside.ui.main_window import MainWindow
window = MainWindow(EventController(), settings.Settings())
window.show()
app.processEvents()
heavy = ("uvicorn", "starlette", "segno", "zeroconf", "tableside.app.hall.server", "tableside.app.hall.runner",
         "tableside.ui.hall.serving")
print("before", sorted(m for m in heavy if m in sys.modules))
menu = window.hall_menu
print("entry", menu.action.text(), menu.action.isCheckable(), menu.action.isChecked(), menu.running)
menu.hall  # what serving builds first
print("after", sorted(m for m in heavy if m in sys.modules))
menu.stop()
window.close()
"""


def test_the_server_is_imported_only_when_the_judge_serves(tmp_path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLESIDE_HOME=str(tmp_path),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines())
    assert lines.get("before") == "[]", (done.stdout, done.stderr)
    assert done.returncode == 0, done.stderr
    assert lines["entry"] == "Ser&ve on the local network True False False"
    assert "uvicorn" in lines["after"] and "tableside.ui.hall.serving" in lines["after"], lines["after"]
