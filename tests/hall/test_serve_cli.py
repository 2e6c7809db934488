"""``tableside serve FILE``: the same server with no window, its console pairing a device, a real POST."""

from __future__ import annotations

import os
import queue
import re
import subprocess
import sys
import threading
from pathlib import Path

import httpx
import pytest

from tableside.app.cli.event_files import open_session
from tableside.ui.demo import build_demo
from tests.hall.pairing_link import token_of

pytestmark = pytest.mark.e2e  # a real process, browser, server or build

ROOT = Path(__file__).resolve().parents[2]
WAIT_S = 20  # real process and network: bounded waits


def lines_of(process: subprocess.Popen) -> queue.Queue:
    found: queue.Queue = queue.Queue()

    def pump() -> None:
        for line in process.stdout:
            found.put(line)
        found.put(None)

    threading.Thread(target=pump, daemon=True).start()
    return found


def wait_for(lines: queue.Queue, pattern: str) -> re.Match:
    while True:
        line = lines.get(timeout=WAIT_S)
        assert line is not None, "the server stopped"
        match = re.search(pattern, line)
        if match:
            return match


def test_serve_pairs_a_device_and_commits_its_action(tmp_path) -> None:
    path = build_demo(tmp_path / "demo.tableside")
    env = dict(os.environ, PYTHONPATH=str(ROOT), TABLESIDE_HOME=str(tmp_path / "home"))
    with subprocess.Popen([sys.executable, "-m", "tableside.ui.launcher", "serve", str(path), "--host", "127.0.0.1",
                           "--port", "0", "--no-qr"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, text=True, env=env) as process:
        device = serve_and_act(process)
    check_log(path, device)


def serve_and_act(process: subprocess.Popen) -> str:
    try:
        lines = lines_of(process)
        url = wait_for(lines, r"Players' page: (http://127\.0\.0\.1:\d+/)").group(1)
        assert httpx.get(url + "api/hall", timeout=WAIT_S).json()["parts"]["head"]["event"] == "Tableside demo"
        process.stdin.write("pair 2\n")
        process.stdin.flush()
        device, link = wait_for(lines, r"Device (d\d+) paired to table 2: open (\S+)").groups()
        token = token_of(link)
        response = httpx.post(url + "api/action", json={"id": "cli-test-01", "kind": "player.out", "table": 2,
                                                        "players": ["p7"]},
                              headers={"Authorization": f"Bearer {token}"}, timeout=WAIT_S)
        assert response.status_code == 200, response.text
        process.stdin.write("devices\n")  # when the desk last heard it: memory only, never logged
        process.stdin.flush()
        wait_for(lines, rf"{device}: table 2 · last heard \d+ s ago")
        process.stdin.write(f"revoke {device}\ndevices\n")
        process.stdin.flush()
        wait_for(lines, rf"{device}: table 2 \(revoked\)")
        process.stdin.write("quit\n")
        process.stdin.flush()
        assert process.wait(WAIT_S) == 0
    finally:
        if process.poll() is None:
            process.kill()
    return device


def check_log(path: Path, device: str) -> None:
    session = open_session(str(path), readonly=True)
    try:
        kinds = [(e.kind, e.data.get("device"), e.data.get("action_id")) for e in session.store.entries()][-3:]
        assert kinds == [("device.pair", device, None), ("player.out", device, "cli-test-01"),
                         ("device.revoke", device, None)]
    finally:
        session.close()


def test_serve_refuses_a_port_in_use(tmp_path) -> None:
    import socket

    path = build_demo(tmp_path / "demo.tableside")
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen(1)
    port = holder.getsockname()[1]
    try:
        env = dict(os.environ, PYTHONPATH=str(ROOT), TABLESIDE_HOME=str(tmp_path / "home"))
        result = subprocess.run([sys.executable, "-m", "tableside.ui.launcher", "serve", str(path),
                                 "--host", "127.0.0.1", "--port", str(port)], capture_output=True, text=True,
                                env=env, timeout=WAIT_S, stdin=subprocess.DEVNULL)
    finally:
        holder.close()
    assert result.returncode == 2
    assert result.stderr.strip().startswith(f"tableside serve: cannot listen on 127.0.0.1:{port}")
    assert "Traceback" not in result.stderr
