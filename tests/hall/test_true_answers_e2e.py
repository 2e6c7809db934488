"""``tableside serve`` as a real process, with real faults: its event file deleted while it serves, its
writer stalled past the server's wait (another program holds the file's write lock), and its stops
(quit while a copy follows, SIGTERM twice, Ctrl+C twice). Every answer true, every stop clean."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import httpx
import pytest

from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.ui.demo import build_demo
from tests.hall.pairing_link import token_of
from tests.standby.helpers import WAIT_S, Lines, Replica, env, eventually, run_tableside

pytestmark = pytest.mark.e2e  # a real process, browser, server or build


class Serve:
    """``tableside serve`` with its console on stdin and both its outputs read."""

    def __init__(self, path: Path, home: Path, **more_env: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tableside.ui.launcher", "serve", str(path), "--host", "127.0.0.1",
             "--port", "0", "--no-qr"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, env=env(home, **more_env))
        self.lines = Lines(self.process.stdout)
        self.errors = Lines(self.process.stderr)
        self.url = self.lines.wait_for(r"Players' page: (http://127\.0\.0\.1:\d+/)").group(1)
        self.standby = self.lines.wait_for(r"TABLESIDE_STANDBY_TOKEN=(\S+) tableside replicate").group(1)

    def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def pair(self, table: int) -> str:
        self.send(f"pair {table}")
        return token_of(self.lines.wait_for(rf"Device d\d+ paired to table {table}: open (\S+)").group(1))

    def act(self, token: str, action: dict) -> httpx.Response:
        return httpx.post(self.url + "api/action", json=action, headers={"Authorization": f"Bearer {token}"},
                          timeout=WAIT_S)

    def ended(self) -> tuple[int, str]:
        """Exit status and everything on standard error, once the process has ended by itself."""
        code = self.process.wait(WAIT_S)
        self.lines.rest()
        return code, "".join(self.errors.rest())

    def kill(self) -> None:
        """Kill it if it still runs, and close its pipes once its output is read."""
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(WAIT_S)
        self.lines.join()
        self.errors.join()
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()


@pytest.fixture
def event(tmp_path) -> Path:
    return build_demo(tmp_path / "cup.tableside")


def verified(home: Path, path: Path) -> str:
    done = run_tableside(home, "verify", str(path))
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def action_ids(path: Path) -> list[str]:
    store = open_event_file(path, readonly=True)
    try:
        return [e.data["action_id"] for e in store.entries() if "action_id" in e.data]
    finally:
        store.close()


def clean(code: int, errors: str) -> None:
    assert code == 0, errors
    assert "Traceback" not in errors and "KeyboardInterrupt" not in errors, errors


def test_the_event_file_deleted_while_served(event, tmp_path) -> None:
    serve = Serve(event, tmp_path / "home")
    try:
        one, two = serve.pair(1), serve.pair(2)
        done = [serve.act(one, {"id": "before-del-1", "kind": "player.out", "table": 1, "players": ["p4"]}),
                serve.act(two, {"id": "before-del-2", "kind": "player.out", "table": 2, "players": ["p7"]})]
        assert [r.status_code for r in done] == [200, 200]

        os.remove(event)
        # Noticed on the writer's own turn (every half second), with no action sent: said once, plainly.
        line = serve.errors.wait_for(r"tableside serve: The event file .* was deleted or moved away while "
                                     r"Tableside had it open: .* is now in (\S+\.tableside);")
        copy = Path(line.group(1))
        assert copy == tmp_path / "cup.rescued.tableside"
        after = serve.act(one, {"id": "after-del-1", "kind": "player.out", "table": 1, "players": ["p3"]})
        assert after.status_code == 503 and "known" not in after.json(), after.text
        assert str(copy) in after.json()["message"]
        serve.send("quit")
        code, errors = serve.ended()
    finally:
        serve.kill()
    clean(code, errors)
    assert errors.count("was deleted or moved away") == 1  # said once, not every half second
    assert "OK" in verified(tmp_path / "home", copy)
    assert action_ids(copy) == ["before-del-1", "before-del-2"]  # every action acknowledged, none refused


def hold_the_write_lock(path: Path, seconds: float, holding: threading.Event) -> threading.Thread:
    """Another program takes the file's write lock for a while: the writer's commit waits (SQLite's busy wait)."""
    def hold() -> None:
        cx = sqlite3.connect(path, isolation_level=None)
        try:
            cx.execute("BEGIN IMMEDIATE")
            holding.set()
            threading.Event().wait(seconds)
            cx.execute("ROLLBACK")
        finally:
            cx.close()

    thread = threading.Thread(target=hold, daemon=True)
    thread.start()
    return thread


def test_a_writer_stalled_past_the_wait_answers_not_known_then_done_once(event, tmp_path) -> None:
    serve = Serve(event, tmp_path / "home", TABLESIDE_WRITER_TIMEOUT_S="1")
    try:
        token = serve.pair(1)
        holding = threading.Event()
        holder = hold_the_write_lock(event, 3.0, holding)  # 3 s: past the 1 s wait, within SQLite's 5 s
        assert holding.wait(WAIT_S)
        dee = {"id": "stalled-out-1", "kind": "player.out", "table": 1, "players": ["p4"]}
        first = serve.act(token, dee)
        assert first.status_code == 503, first.text
        assert first.json()["known"] is False and first.json()["message"].startswith("not known yet")
        # The page's retry: joins the commit under way (no second one), answered when it is done.
        answers = [serve.act(token, dee)]
        while answers[-1].status_code != 200 and len(answers) < 20:
            assert answers[-1].json().get("known") is False, answers[-1].text
            answers.append(serve.act(token, dee))
        holder.join(WAIT_S)
        assert answers[-1].json()["message"] in ("done", "already done")
        again = serve.act(token, dee)
        assert (again.status_code, again.json()["message"]) == (200, "already done")
        serve.send("quit")
        code, errors = serve.ended()
    finally:
        serve.kill()
    clean(code, errors)
    assert action_ids(event) == ["stalled-out-1"]  # exactly one entry for the one press
    verified(tmp_path / "home", event)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["sigterm-twice", "ctrl-c-twice"])
def test_two_signals_stop_serve_cleanly(event, tmp_path, sig) -> None:
    serve = Serve(event, tmp_path / "home")
    try:
        token = serve.pair(1)
        assert serve.act(token, {"id": "before-stop", "kind": "player.out", "table": 1,
                                 "players": ["p4"]}).status_code == 200
        serve.process.send_signal(sig)
        serve.process.send_signal(sig)  # impatient: again while it stops
        code, errors = serve.ended()
    finally:
        serve.kill()
    clean(code, errors)
    assert "before-stop" in action_ids(event)
    verified(tmp_path / "home", event)


def test_quit_while_a_copy_follows_is_clean(event, tmp_path) -> None:
    home = tmp_path / "home"
    serve = Serve(event, home)
    copy = tmp_path / "copy.tableside"
    replica = Replica(serve.url, copy, serve.standby, home)
    try:
        replica.lines.wait_for(r"up to date")
        token = serve.pair(1)
        assert serve.act(token, {"id": "followed-1", "kind": "player.out", "table": 1,
                                 "players": ["p4"]}).status_code == 200
        eventually(lambda: "followed-1" in action_ids(copy), "the copy to hold the action")
        serve.send("quit")  # the copy's long poll is waiting on the server
        code, errors = serve.ended()
    finally:
        serve.kill()
        replica.kill()
    clean(code, errors)
    assert "ERROR" not in errors, errors
    verified(home, event)
