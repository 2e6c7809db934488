"""Kill a writer with SIGKILL at random moments, many times over: every committed entry survives, intact.

A real process appends in a loop and prints ``committed <seq>`` after each append returns. The test
kills it either after a random number of those lines or at a random moment measured from its start
(which also lands inside starting up, creating and opening the file), then checks the file: it opens
for writing (the kernel released the dead writer's lock), verify passes, and the entries are exactly
{"n": 1}, ..., {"n": k} with k at least the last number the writer announced.
"""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.eventlog.verify import verify

WRITER = Path(__file__).with_name("crash_writer.py")
KILLS = 60
SEED = 20260509

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.slow,
    pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and select on pipes are POSIX"),
]


class Writer:
    def __init__(self, path: Path, start: int) -> None:
        self.start = start  # entries the file held when this writer was started
        self.proc = subprocess.Popen([sys.executable, str(WRITER), str(path)], stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, bufsize=0)
        self.fd = self.proc.stdout.fileno()
        self.buffer = b""
        self.committed = 0  # the last seq it announced
        self.opened: float | None = None  # when its "opened" line was read (monotonic)

    def read_some(self, timeout: float) -> bool:
        """Take in whatever the writer printed within timeout; False once its output has ended."""
        ready, _, _ = select.select([self.fd], [], [], max(timeout, 0))
        if not ready:
            return True
        chunk = os.read(self.fd, 65536)
        self._take(chunk)
        return chunk != b""

    def _take(self, chunk: bytes) -> None:
        *lines, self.buffer = (self.buffer + chunk).split(b"\n")
        for line in lines:
            if line.startswith(b"committed "):
                self.committed = int(line.split()[1])
            elif line.startswith(b"opened ") and self.opened is None:
                self.opened = time.monotonic()

    def kill(self) -> int:
        self.proc.send_signal(signal.SIGKILL)
        out, err = self.proc.communicate(timeout=60)  # lines it printed that were not read yet count too
        self._take(out)
        self.stderr = err.decode(errors="replace")
        return self.proc.returncode


def startup_seconds(path: Path) -> float:
    """How long a writer takes on this machine from its start to the file opened (Python's start-up,
    the imports, creating the file): the time-based kills are drawn over this span, so that as many land
    inside start-up on a fast machine as on a slow or busy one."""
    writer = Writer(path, 0)
    began = time.monotonic()
    while writer.opened is None:
        assert writer.read_some(30), f"the writer stopped: {writer.proc.stderr.read().decode()}"
    writer.kill()
    return writer.opened - began


def run_until_killed(writer: Writer, rng: random.Random, startup: float) -> None:
    if rng.random() < 0.5:
        target = rng.randint(1, 30)  # after some appends: kills land anywhere inside the append loop
        while writer.committed - writer.start < target:
            assert writer.read_some(10), f"the writer stopped: {writer.proc.stderr.read().decode()}"
    else:
        # From its start, over one and a half start-ups: about two in three land in open/create.
        deadline = time.monotonic() + rng.uniform(0.0, 1.5 * startup)
        while (left := deadline - time.monotonic()) > 0:
            if not writer.read_some(left):
                break


def test_killed_writers_lose_nothing_committed(tmp_path):
    path = tmp_path / "event.tableside"
    rng = random.Random(SEED)
    startup = startup_seconds(tmp_path / "scratch.tableside")
    kept = 0  # entries the file is known to hold
    early = mid_append = 0  # kills before the first commit of a run / after at least one
    for kill in range(KILLS):
        writer = Writer(path, kept)
        run_until_killed(writer, rng, startup)
        assert writer.kill() == -signal.SIGKILL, writer.stderr
        if not path.exists():
            assert writer.committed == 0 and kept == 0
            continue
        with open_event_file(path, readonly=True) as reader:  # a reader first: it reads through the -wal
            seen = [e.data for e in reader.entries()]
        with open_event_file(path) as store:  # opens for writing: the dead writer's lock is gone
            report = verify(store)
            entries = list(store.entries())
        k = len(entries)
        assert report.ok, f"after kill {kill}: {report.problem}"
        assert report.entries == k
        assert [e.seq for e in entries] == list(range(1, k + 1))
        assert [e.data for e in entries] == [{"n": n} for n in range(1, k + 1)] == seen
        assert k >= writer.committed, f"after kill {kill}: entry {writer.committed} was announced but is gone"
        assert k >= kept
        if writer.committed > writer.start:
            mid_append += 1
        else:
            early += 1
        kept = k
    print(f"{KILLS} kills: {early} before a run's first commit, {mid_append} among appends; {kept} entries")
    assert mid_append >= KILLS // 3 and early >= 5  # kills landed both in starting up and in appending


def test_a_writer_killed_while_creating_the_file_leaves_none_or_a_whole_one(tmp_path):
    rng = random.Random(SEED + 1)
    startup = startup_seconds(tmp_path / "scratch.tableside")
    outcomes = set()
    for attempt in range(15):
        path = tmp_path / f"event{attempt}.tableside"
        writer = Writer(path, 0)
        deadline = time.monotonic() + rng.uniform(0.3, 1.7) * startup  # around the time it creates the file
        while (left := deadline - time.monotonic()) > 0:
            if not writer.read_some(left):
                break
        assert writer.kill() == -signal.SIGKILL, writer.stderr
        if not path.exists():
            outcomes.add("none")
            continue
        with open_event_file(path) as store:
            assert verify(store).ok
            assert [e.data for e in store.entries()] == [{"n": n} for n in range(1, len(store) + 1)]
            assert len(store) >= writer.committed
            outcomes.add("empty" if len(store) == 0 else "entries")
    assert "none" in outcomes and len(outcomes) >= 2
