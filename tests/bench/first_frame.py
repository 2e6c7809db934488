"""A window's first finished frame, as a whole process: the app's probe and the bare-window anchor.

The app (``TABLESIDE_FIRST_PAINT=1``, ``ui/app.py``) and the anchor below take it the same way: an
event filter on the top-level window notes the first paint event delivered to it (the start of the
first frame: Qt paints the window, then its children, then flushes the backing store, all in one
repaint) and posts a zero timer from it; the timer runs once that repaint has returned, the frame
painted and flushed. Both then print one line, the seconds since their own process started (from
/proc: the interpreter's start, imports and all, count) at the paint event and at the finished frame,
and their peak resident memory (VmHWM), and close the window.

The anchor is the smallest window that takes the same path: a QApplication, a QMainWindow with one
QLabel, resized to the app's default 1366x768, shown on the same (offscreen) platform.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import os, time
def age():
    fields = open("/proc/self/stat").read().rsplit(")", 1)[1].split()
    return float(open("/proc/uptime").read().split()[0]) - int(fields[19]) / os.sysconf("SC_CLK_TCK")
def peak():
    return next(int(l.split()[1]) // 1024 for l in open("/proc/self/status") if l.startswith("VmHWM"))
"""

BARE = PROBE + r"""
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication([])
window = QMainWindow()
window.setCentralWidget(QLabel("Round 1"))
window.resize(1366, 768)
class FirstPaint(QObject):
    done = False
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            began = age()
            def finished():
                print(f"first paint {began:.3f} s after process start, frame finished {age():.3f} s, "
                      f"peak {peak()} MiB", flush=True)
                window.close()
            QTimer.singleShot(0, finished)
        return False
spy = FirstPaint(window)
window.installEventFilter(spy)
window.show()
app.exec()
"""


class Frame:
    def __init__(self, line: str, spawned_to_line: float) -> None:
        words = line.split()
        self.paint = float(words[2])  # process start -> first paint event
        self.frame = float(words[words.index("finished") + 1])  # process start -> frame finished
        self.peak = int(words[words.index("peak") + 1])
        self.outside = spawned_to_line  # the parent's clock: just before spawning -> the line read


def first_frame(argv: list[str], home: str, timeout: float = 900) -> Frame:
    """Runs ``argv`` (offscreen, TABLESIDE_HOME=home, TABLESIDE_FIRST_PAINT=1) until it prints its line."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLESIDE_HOME=home, TABLESIDE_FIRST_PAINT="1",
               PYTHONPATH=str(ROOT))
    t0 = time.perf_counter()
    proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stderr is not None
    line = ""
    for out in proc.stdout:
        if out.startswith("first paint"):
            line = out
            break
    t1 = time.perf_counter()
    proc.wait(timeout=timeout)
    if not line:
        raise SystemExit(f"no first-paint line from {argv}: {proc.stderr.read()[-2000:]}")
    return Frame(line, t1 - t0)


def bare_window(home: str) -> Frame:
    return first_frame([sys.executable, "-c", BARE], home)
