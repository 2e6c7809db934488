"""SIGKILL the server during a stream of device actions: every action acknowledged as stored is on the copy."""

from __future__ import annotations

import random
import threading

import httpx
import pytest

from tests.standby.helpers import WAIT_S, Replica, Served, entries_of, eventually, run_tableside

pytestmark = pytest.mark.e2e  # a real process, browser, server or build

KILLS = 3


def build(path) -> None:
    """Two four-player tables under document 002's timers (a decision, then Done, turn after turn)."""
    from tableside.app.event.session import EventSession
    from tableside.app.eventlog.sqlite_store import open_event_file

    session = EventSession(open_event_file(str(path), create=True))
    session.do("event.create", {"name": "Kill Cup", "system": "table-points", "timers": "document-002",
                                "round_minutes": 120})
    session.do("player.import", {"players": [{"name": f"Player {i + 1}"} for i in range(8)]})
    session.do("round.open", {})
    for t in range(2):
        session.do("table.seat", {"table": t + 1, "players": [f"p{4 * t + k + 1}" for k in range(4)],
                                  "game": "Catan"})
    session.do("round.start", {})
    session.store.close()


def stream(url: str, token: str, table: int, acked: list[tuple[int, str]], stop: threading.Event, tag: str) -> None:
    """Decisions and Done on one table until the server dies; note (seq, standby) of every answer."""
    n = 0
    with httpx.Client(base_url=url, timeout=5) as http:
        while not stop.is_set():
            n += 1
            body = ({"kind": "clock.decision", "player": f"p{4 * (table - 1) + 1 + n % 4}", "decision": "roll-dice"}
                    if n % 2 else {"kind": "clock.done"})
            try:
                answer = http.post("/api/action", json={"id": f"{tag}-{n:05d}", "table": table, **body},
                                   headers={"Authorization": f"Bearer {token}"})
            except httpx.HTTPError:
                return  # the server is gone: this answer was never seen
            if answer.status_code == 200:
                acked.append((answer.json()["seq"], answer.json()["standby"]))


def test_every_acknowledged_action_survives_a_killed_server(tmp_path) -> None:
    event = tmp_path / "event.tableside"
    build(event)
    copy = tmp_path / "copy.tableside"
    home = tmp_path / "home"
    rng = random.Random(14)
    served = Served(event, home)
    replica = Replica(served.url, copy, served.token, home)
    acked: list[tuple[int, str]] = []
    try:
        tokens = {table: served.pair(table)[1] for table in (1, 2)}
        for kill in range(KILLS):
            replica.lines.wait_for(r"up to date|the server is back")
            stop = threading.Event()
            workers = [threading.Thread(target=stream, args=(served.url, tokens[t], t, acked, stop, f"k{kill}t{t}"))
                       for t in tokens]
            for worker in workers:
                worker.start()
            wanted = len(acked) + rng.randint(5, 30)  # a random moment in the stream
            eventually(lambda wanted=wanted: len(acked) >= wanted, "some actions to be acknowledged")
            served.kill()  # SIGKILL, mid-stream
            stop.set()
            for worker in workers:
                worker.join(WAIT_S)
            held = {e.seq for e in entries_of(copy)}
            lost = [seq for seq, standby in acked if standby == "stored" and seq not in held]
            assert lost == [], f"kill {kill}: acknowledged as stored but not on the copy: {lost}"
            served = Served(event, home, served.port)  # the same event again, for the next round
            # What the judge does at the console after a restart: the server held every table caught
            # mid-decision (README: restarts); without it every device action there is refused.
            served.release()
    finally:
        replica.kill()
        served.kill()
    assert sum(1 for _, standby in acked if standby == "stored") >= KILLS * 5
    checked = run_tableside(home, "verify", str(copy))
    assert checked.returncode == 0, checked.stdout + checked.stderr
