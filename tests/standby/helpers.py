"""Real processes on the loopback for the standby tests: tableside serve, tableside replicate, a deadline."""

from __future__ import annotations

import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from tableside.app.eventlog.entry import Entry
from tableside.app.eventlog.sqlite_store import open_event_file
from tests.hall.pairing_link import token_of

ROOT = Path(__file__).resolve().parents[2]
WAIT_S = 30.0  # real processes on a shared 2-core machine: bounded, generous waits


def env(home: Path, **more: str) -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT), TABLESIDE_HOME=str(home), **more)


def eventually(check: Callable[[], Any], what: str, timeout: float = WAIT_S) -> Any:
    """Poll check() until it returns something truthy; fail naming what was awaited at the deadline."""
    deadline = time.monotonic() + timeout
    last: Any = None
    while time.monotonic() < deadline:
        last = check()
        if last:
            return last
        time.sleep(0.05)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what} (last: {last!r})")


def head_of(path: Path) -> int:
    entries = entries_of(path)
    return entries[-1].seq if entries else 0


def entries_of(path: Path) -> list[Entry]:
    if not path.exists():
        return []
    store = open_event_file(path, readonly=True)
    try:
        return list(store.entries())
    finally:
        store.close()


class Lines:
    """A process's output lines, read on a thread, waited for with a deadline."""

    def __init__(self, stream: Any) -> None:
        self.seen: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()

        def pump() -> None:
            for line in stream:
                self._queue.put(line)
            self._queue.put(None)

        self._thread = threading.Thread(target=pump, daemon=True)
        self._thread.start()

    def join(self) -> None:
        self._thread.join(WAIT_S)

    def rest(self) -> list[str]:
        """Every line up to the end of the output (the process has ended), after those already seen."""
        while (line := self._queue.get(timeout=WAIT_S)) is not None:
            self.seen.append(line)
        self._queue.put(None)
        return self.seen

    def wait_for_each(self, *patterns: str, timeout: float = WAIT_S) -> list[re.Match[str]]:
        """A line for each pattern, in whatever order two threads of the process printed them."""
        deadline = time.monotonic() + timeout
        found: dict[str, re.Match[str]] = {}
        while len(found) < len(patterns):
            line = self._queue.get(timeout=max(0.01, deadline - time.monotonic()))
            assert line is not None, f"the process ended before printing {patterns!r}; it printed {self.seen}"
            self.seen.append(line)
            for pattern in patterns:
                match = re.search(pattern, line)
                if match and pattern not in found:
                    found[pattern] = match
        return [found[pattern] for pattern in patterns]

    def wait_for(self, pattern: str, timeout: float = WAIT_S) -> re.Match[str]:
        deadline = time.monotonic() + timeout
        while True:
            line = self._queue.get(timeout=max(0.01, deadline - time.monotonic()))
            assert line is not None, f"the process ended before printing {pattern!r}; it printed {self.seen}"
            self.seen.append(line)
            match = re.search(pattern, line)
            if match:
                return match


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Console:
    """A process with a console on standard input (serve, or replicate once it took over)."""

    process: subprocess.Popen[str]
    lines: Lines

    def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def pair(self, table: int) -> tuple[str, str]:
        """Pair from the console and redeem the printed link's one-time code: (device id, token)."""
        device, link = self.pair_link(table)
        return device, token_of(link)

    def pair_link(self, table: int) -> tuple[str, str]:
        """Pair from the console: (device id, the link its QR code carries, its code unspent)."""
        self.send(f"pair {table}")
        device, link = self.lines.wait_for(rf"Device (d\d+) paired to table {table}: open (\S+)").groups()
        return device, link

    def release(self) -> None:
        self.send("release")
        self.lines.wait_for(r"Timers restarted at table|No table's timers are held")


class Served(Console):
    """``tableside serve FILE`` as a process: its address, its standby token, pairing from its console."""

    def __init__(self, path: Path, home: Path, port: int = 0, *more: str, wait: bool = True) -> None:
        self.path = path
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tableside.ui.launcher", "serve", str(path), "--host", "127.0.0.1",
             "--port", str(port), "--no-qr", *more], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, env=env(home))
        self.lines = Lines(self.process.stdout)
        if wait:
            self.serving()

    def serving(self) -> None:
        self.url = self.lines.wait_for(r"Players' page: (http://127\.0\.0\.1:\d+/)").group(1)
        self.port = int(self.url.rsplit(":", 1)[1].strip("/"))
        self.token = self.lines.wait_for(r"TABLESIDE_STANDBY_TOKEN=(\S+) tableside replicate").group(1)

    def head(self) -> tuple[int, str]:
        answer = httpx.get(self.url + "api/log/head", headers={"Authorization": f"Bearer {self.token}"},
                           timeout=WAIT_S).json()
        return answer["seq"], answer["hash"]

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        finish(self.process, self.lines)

    def quit(self) -> None:
        if self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.write("quit\n")
            self.process.stdin.flush()
            assert self.process.wait(WAIT_S) == 0
        finish(self.process, self.lines)


class Replica(Console):
    """``tableside replicate URL FILE`` as a process; with ``station=(NAME, PORT)`` a judge station that may
    take over (its console on standard input)."""

    def __init__(self, url: str, path: Path, token: str, home: Path, station: tuple[str, int] | None = None) -> None:
        self.path = path
        self.token = token
        more = ["--as", station[0], "--serve-url", f"http://127.0.0.1:{station[1]}/", "--host", "127.0.0.1",
                "--no-qr"] if station else []
        self.station_url = more[3] if station else ""
        self.process = subprocess.Popen([sys.executable, "-m", "tableside.ui.launcher", "replicate", url, str(path),
                                         *more], stdin=subprocess.PIPE if station else subprocess.DEVNULL,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, env=env(home, TABLESIDE_STANDBY_TOKEN=token))
        self.lines = Lines(self.process.stdout)

    def take_over(self) -> float:
        """Type 'take over'; the seconds it printed from the command to serving again."""
        self.send("take over")
        took = float(self.lines.wait_for(r"Took over: serving again ([0-9.]+) s").group(1))
        self.url = self.lines.wait_for(r"Players' page: (http://127\.0\.0\.1:\d+/)").group(1)
        return took

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        finish(self.process, self.lines)

    def terminate(self) -> int:
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(WAIT_S)

    def stderr(self) -> str:
        assert self.process.stderr is not None
        self.process.wait(WAIT_S)
        return self.process.stderr.read()


def served_with_copy(event: Path, home: Path) -> tuple[Path, Served, Replica]:
    """``tableside serve EVENT`` and a ``tableside replicate`` copy following it (copy.tableside beside it)."""
    copy = event.with_name("copy.tableside")
    served = Served(event, home)
    return copy, served, Replica(served.url, copy, served.token, home)


def finish(process: subprocess.Popen[str], lines: Lines) -> None:
    """Wait for a process that was stopped or killed and close its pipes (after its output is read)."""
    process.wait(WAIT_S)
    lines.join()
    for stream in (process.stdin, process.stdout, process.stderr):
        if stream is not None:
            stream.close()


def run_tableside(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tableside.ui.launcher", *args], capture_output=True, text=True,
                          env=env(home), timeout=WAIT_S, stdin=subprocess.DEVNULL)


@dataclass
class Heard:
    wall_ms: int  # the time it arrived, on the wall clock (event time is the wall clock carried forward)
    seq: int
    view: dict[str, Any]
    copy_head: int  # the last entry the copy's file held when it arrived


class TableStream:
    """A table device's view stream, read on a thread; each message noted with what the copy held then."""

    def __init__(self, url: str, table: int, copy: Path) -> None:
        self.heard: list[Heard] = []
        self._stop = threading.Event()

        def read() -> None:
            try:
                with httpx.stream("GET", f"{url}api/table/{table}/events", timeout=WAIT_S) as stream:
                    for line in stream.iter_lines():
                        if self._stop.is_set():
                            return
                        if line.startswith("data: {"):
                            message = json.loads(line[6:])
                            if "view" in message:
                                self.heard.append(Heard(int(time.time() * 1000), message["seq"], message["view"],
                                                        head_of(copy)))
            except httpx.HTTPError:  # the server was killed at the end of the test
                if not self._stop.is_set():
                    raise

        self._thread = threading.Thread(target=read, daemon=True)
        self._thread.start()

    def first_at(self, seq: int) -> Heard:
        return eventually(lambda: next((h for h in self.heard if h.seq >= seq), None),
                          f"a view at entry {seq}")

    def stop(self) -> None:
        self._stop.set()
