"""Events and ``tableside serve`` processes for the hall directory's tests (on the loopback only)."""

from __future__ import annotations

import os
import queue
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

from tableside.app.event.session import EventSession
from tableside.app.eventlog.sqlite_store import open_event_file

ROOT = Path(__file__).resolve().parents[2]
WAIT_S = 20  # real processes and network: bounded waits
LOOPBACK = "127.0.0.1"  # TABLESIDE_DIRECTORY: zeroconf on the loopback only, never the machine's network


def make_event(path: Path, name: str) -> Path:
    session = EventSession(open_event_file(str(path), create=True))
    try:
        session.do("event.create", {"name": name, "date": "2026-11-25", "system": "table-points", "options": {},
                                    "timers": "document-002", "round_minutes": 60})
    finally:
        session.close()
    return path


class Served:
    """A ``tableside serve`` process on the loopback, its console lines read on a thread."""

    def __init__(self, path: Path, home: Path) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT), TABLESIDE_HOME=str(home), TABLESIDE_DIRECTORY=LOOPBACK)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tableside.ui.launcher", "serve", str(path), "--host", LOOPBACK, "--port", "0",
             "--no-qr", "--no-log"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True, env=env)
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.said: list[str] = []
        self._pump_thread = threading.Thread(target=self._pump, daemon=True)
        self._pump_thread.start()
        try:
            self.url = self.wait_for(r"Players' page: (http://127\.0\.0\.1:\d+/)").group(1)
        except BaseException:
            self.quit()
            raise
        self.serving_at = time.monotonic()  # it announces itself as it starts serving

    def _pump(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.said.append(line)
            self.lines.put(line)
        self.lines.put(None)

    def wait_for(self, pattern: str) -> re.Match[str]:
        while True:
            line = self.lines.get(timeout=WAIT_S)
            assert line is not None, f"the server stopped: {self.said}"
            match = re.search(pattern, line)
            if match:
                return match

    def quit(self) -> None:
        if self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.write("quit\n")
            self.process.stdin.flush()
            try:
                self.process.wait(WAIT_S)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self._pump_thread.join(WAIT_S)
        for pipe in (self.process.stdin, self.process.stdout):
            if pipe is not None:
                pipe.close()
