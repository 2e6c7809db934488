"""SIGKILL the serving process at random moments during a stream of actions from table devices and a judge
station, 60 times (``KILL_TEST_KILLS=200`` for the long run: each takeover listens 1.6 s before it commits,
the fence's lease, so 200 take about 10 minutes here), taking over on a standby each time: every action
any client saw acknowledged (with a copy holding it) is in the new head's log, and ``tableside verify``
passes on it.

Each round: a fresh standby (``tableside replicate --as … --serve-url …``, forked from a pre-imported
zygote: still a real process) catches up and follows; the judge restarts the held timers on the server;
two devices post decisions and Done as the table page does, and a station renames a player through
``POST /api/station/action``; after a random number of answers the server is SIGKILLed; the standby's
console gets ``take over`` and serves. The counts are printed for the closing note.
"""

from __future__ import annotations

import random
import threading
import time

import httpx
import pytest

from tests.hall.pairing_link import token_of
from tests.standby.forked import Forked, Zygote
from tests.standby.helpers import WAIT_S, entries_of, free_port, run_tableside
from tests.standby.test_kill_server import build

KILLS = int(__import__("os").environ.get("KILL_TEST_KILLS", "60"))
pytestmark = [pytest.mark.e2e, pytest.mark.slow]


class Acks:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.seen: list[tuple[str, str]] = []  # (action id, "stored" / "alone" / "none")

    def add(self, action_id: str, standby: str) -> None:
        with self.lock:
            self.seen.append((action_id, standby))

    def __len__(self) -> int:
        with self.lock:
            return len(self.seen)


def device_stream(url: str, token: str, table: int, acks: Acks, stop: threading.Event, tag: str) -> None:
    n = 0
    with httpx.Client(base_url=url, timeout=5) as http:
        while not stop.is_set():
            n += 1
            body = ({"kind": "clock.decision", "player": f"p{4 * (table - 1) + 1 + n % 4}", "decision": "roll-dice"}
                    if n % 2 else {"kind": "clock.done"})
            action_id = f"{tag}-t{table}-{n:05d}"
            try:
                answer = http.post("/api/action", json={"id": action_id, "table": table, **body},
                                   headers={"Authorization": f"Bearer {token}"})
            except httpx.HTTPError:
                return  # the server is gone: this answer was never seen
            if answer.status_code == 200:
                acks.add(action_id, answer.json()["standby"])


def station_stream(url: str, judge: str, acks: Acks, stop: threading.Event, tag: str) -> None:
    n = 0
    with httpx.Client(base_url=url, timeout=5) as http:
        while not stop.is_set():
            n += 1
            action_id = f"{tag}-desk-{n:05d}"
            try:
                answer = http.post("/api/station/action", json={
                    "id": action_id, "station": "kill-test-desk", "kind": "player.rename",
                    "data": {"player": "p8", "name": f"Player 8 ({tag} {n})"}},
                    headers={"Authorization": f"Bearer {judge}"})
            except httpx.HTTPError:
                return
            if answer.status_code == 200:
                acks.add(action_id, answer.json()["standby"])
            time.sleep(0.01)  # a judge's pace, well above a human's


def standby(zygote: Zygote, server_url: str, path, token: str, n: int) -> tuple[Forked, str]:
    url = f"http://127.0.0.1:{free_port()}/"
    process = zygote.spawn("replicate", server_url, str(path), "--as", f"Standby {n}", "--serve-url", url,
                           "--host", "127.0.0.1", "--no-qr", TABLESIDE_STANDBY_TOKEN=token)
    process.lines.wait_for(r"up to date")
    return process, url


def check(acks: Acks, path, when: str) -> int:
    held = {e.data.get("action_id") for e in entries_of(path)}
    with acks.lock:
        lost = [action_id for action_id, standby in acks.seen if standby == "stored" and action_id not in held]
        found = sum(1 for action_id, _ in acks.seen if action_id in held)
    assert lost == [], f"{when}: acknowledged as stored by a copy but not in the new head's log: {lost}"
    return found


def test_two_hundred_kills_with_a_takeover_each(tmp_path) -> None:
    started = time.monotonic()
    event = tmp_path / "event.tableside"
    build(event)
    home = tmp_path / "home"
    rng = random.Random(1414)
    zygote = Zygote(home)
    acks = Acks()
    takeovers: list[float] = []
    released = 0  # takeovers after which held timers were restarted (a kill mid-decision)
    server = zygote.spawn("serve", str(event), "--host", "127.0.0.1", "--port", "0", "--no-qr")
    processes: list[Forked] = [server]
    head = event
    try:
        url = server.lines.wait_for(r"Players' page: (http://127\.0\.0\.1:\d+/)").group(1)
        token = server.lines.wait_for(r"TABLESIDE_STANDBY_TOKEN=(\S+) tableside replicate").group(1)
        devices = {}
        for table in (1, 2):
            server.send(f"pair {table}")
            devices[table] = token_of(server.lines.wait_for(rf"paired to table {table}: open (\S+)").group(1))
        for kill in range(KILLS):
            copy = tmp_path / f"standby-{kill}.tableside"
            waiting, standby_url = standby(zygote, url, copy, token, kill)
            processes.append(waiting)
            server.send("release")  # the judge restarts the timers the takeover held
            if server.lines.wait_for(r"Timers restarted at table|No table's timers are held").group(0)[0] == "T":
                released += 1
            stop = threading.Event()
            tag = f"k{kill}"
            workers = [threading.Thread(target=device_stream, args=(url, devices[t], t, acks, stop, tag))
                       for t in devices]
            workers.append(threading.Thread(target=station_stream, args=(url, token, acks, stop, tag)))
            for worker in workers:
                worker.start()
            wanted = len(acks) + rng.randint(1, 8)  # a random moment in the stream
            deadline = time.monotonic() + WAIT_S
            while len(acks) < wanted and time.monotonic() < deadline:
                time.sleep(0.002)
            assert len(acks) >= wanted, f"kill {kill}: the stream stalled"
            time.sleep(rng.uniform(0, 0.03))
            server.kill()  # SIGKILL, mid-stream
            stop.set()
            for worker in workers:
                worker.join(WAIT_S)
            waiting.send("take over")
            took = float(waiting.lines.wait_for(r"Took over: serving again ([0-9.]+) s").group(1))
            url = waiting.lines.wait_for(r"Players' page: (http://127\.0\.0\.1:\d+/)").group(1)
            assert url == standby_url
            takeovers.append(took)
            server, head = waiting, copy
            if kill % 25 == 24:
                check(acks, head, f"kill {kill}")
        server.send("quit")
    finally:
        for process in processes:
            process.kill()
        zygote.close()
    found = check(acks, head, "the end")
    checked = run_tableside(home, "verify", str(head))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    stored = sum(1 for _, standby in acks.seen if standby == "stored")
    alone = sum(1 for _, standby in acks.seen if standby != "stored")
    takeovers.sort()
    print(f"\nkill test: {KILLS} kills, {len(takeovers)} takeovers, {len(acks.seen)} actions acknowledged "
          f"({stored} with a copy holding them, {alone} answered alone), {found} found in the last head's log "
          f"({len(entries_of(head))} entries, verify passed); takeover p50 {takeovers[len(takeovers) // 2]:.2f} s, "
          f"max {takeovers[-1]:.2f} s; timers held and restarted after {released} takeovers; "
          f"{time.monotonic() - started:.0f} s in all")
    assert len(takeovers) == KILLS and stored >= KILLS and released > 0
