"""Issue 24 with real processes: ``tableside serve`` stopped (SIGSTOP) or killed (SIGKILL) while a player
decides. Nobody is charged for the time the desk was not running."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

from tableside.app.event.session import EventSession
from tableside.app.eventlog.sqlite_store import open_event_file
from tests.hall.pairing_link import token_of
from tests.hall.test_serve_cli import ROOT, WAIT_S, lines_of, wait_for

pytestmark = pytest.mark.e2e  # real processes and a real network

STOPPED_S = 5.0  # long enough to be a gap (3 s), short enough for the suite


def event_file(tmp_path: Path) -> Path:
    path = tmp_path / "cup.tableside"
    session = EventSession(open_event_file(str(path), create=True))
    session.do("event.create", {"name": "Cup", "system": "table-points", "timers": "document-002"})
    for name in ("Ana", "Ben", "Cai", "Dee"):
        session.do("player.register", {"name": name})
    session.do("round.open", {})
    session.do("table.seat", {"table": 1, "players": ["Ana", "Ben", "Cai", "Dee"], "game": "Catan"})
    session.do("round.start", {})
    session.close()
    return path


class Served:
    """``tableside serve`` on the file, with table 1's device paired."""

    def __init__(self, path: Path, tmp_path: Path) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT), TABLESIDE_HOME=str(tmp_path / "home"))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tableside.ui.launcher", "serve", str(path), "--host", "127.0.0.1", "--port", "0",
             "--no-qr"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        self.lines = lines_of(self.process)
        self.url = wait_for(self.lines, r"Players' page: (http://127\.0\.0\.1:\d+/)").group(1)
        self.process.stdin.write("pair 1\n")
        self.process.stdin.flush()
        self.token = token_of(wait_for(self.lines, r"Device d\d+ paired to table 1: open (\S+)").group(1))

    def act(self, action_id: str, kind: str, **fields) -> httpx.Response:
        return httpx.post(self.url + "api/action", json={"id": action_id, "kind": kind, "table": 1, **fields},
                          headers={"Authorization": f"Bearer {self.token}"}, timeout=WAIT_S + STOPPED_S)

    def quit(self) -> str:
        self.process.stdin.write("quit\n")
        self.process.stdin.flush()
        assert self.process.wait(WAIT_S) == 0
        return self.process.stderr.read()

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(WAIT_S)
        while self.lines.get(timeout=WAIT_S) is not None:  # the console's reader is done with stdout
            pass
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            try:
                stream.close()
            except OSError:
                pass  # stdin of a killed process: nothing left to say to it


def entries_of(path: Path):
    store = open_event_file(str(path), readonly=True)
    try:
        return list(store.entries())
    finally:
        store.close()


def test_a_stalled_desk_holds_the_timers_for_the_gap_and_judges_a_done_sent_during_it_at_its_start(tmp_path):
    path = event_file(tmp_path)
    served = Served(path, tmp_path)
    try:
        asked = time.time()
        assert served.act("decide-0001", "clock.decision", player="p2", decision="sell-houses").status_code == 200
        decided = time.time()
        # Real time, on purpose: the fault under test is a real process stopped while the wall clock runs
        # (SIGSTOP); no injected clock can stand in for the desk's own. Bounded, a few seconds in all.
        time.sleep(1.0)
        stopped = time.time()
        os.kill(served.process.pid, signal.SIGSTOP)
        try:
            done: list[httpx.Response] = []
            sender = threading.Thread(target=lambda: done.append(served.act("done-000001", "clock.done")))
            time.sleep(1.0)
            sender.start()  # Ben's Done, pressed a second into the stall: it waits in the socket
            time.sleep(STOPPED_S - 1.0)
        finally:
            os.kill(served.process.pid, signal.SIGCONT)
        sender.join(WAIT_S)
        assert done and done[0].status_code == 200, done
        said = served.quit()
    finally:
        served.kill()
    assert "Tableside was not running for" in said
    log = entries_of(path)
    decision = next(e for e in log if e.kind == "clock.decision")
    hold = next(e for e in log if e.kind == "clock.hold_all")
    done_entry = next(e for e in log if e.kind == "clock.done")
    assert hold.data["why"] == "stall" and hold.data["gap_ms"] >= (STOPPED_S - 0.5) * 1000
    # Held from the last moment the desk knew: at most a loop's turn (0.5 s) before the stop, never after it.
    ran_before = hold.data["t"] - decision.data["t"]
    assert (stopped - decided) * 1000 - 1_000 <= ran_before <= (stopped - asked) * 1000 + 100
    # The Done is judged there: Ben gets half the auxiliary time that was left then, and loses nothing.
    assert done_entry.data["t"] == hold.data["t"]
    session = EventSession(open_event_file(str(path), readonly=True))
    ben = session.state.rounds[1].tables[1].clock.view(session.now()).player("p2")
    session.close()
    assert ben.main_ms == 120_000 + (12_000 - ran_before) // 2


def test_a_killed_desk_holds_the_timers_on_the_next_start_within_a_second_of_the_kill(tmp_path):
    path = event_file(tmp_path)
    served = Served(path, tmp_path)
    try:
        assert served.act("decide-0001", "clock.decision", player="p2", decision="roll-dice").status_code == 200
        time.sleep(2.5)  # the auxiliary 4 s is not over: then the main timer would run
        killed = time.time()
        os.kill(served.process.pid, signal.SIGKILL)
    finally:
        served.kill()
    assert Path(str(path) + "-alive").exists()
    time.sleep(1.0)
    session = EventSession(open_event_file(str(path)))  # the next start
    hold = session.store.last()
    assert hold.kind == "clock.hold_all" and hold.data["why"] == "crash"
    # Event time is the wall clock carried by a monotonic one, in both processes: the hold is at the
    # last heartbeat, at most a second before the kill (and 0.25 s for the two clocks' readings).
    assert killed * 1000 - 1_250 <= hold.data["t"] <= killed * 1000 + 250
    table = session.state.rounds[1].tables[1]
    assert table.held_by_restart and table.held_why == "crash"
    session.close()
