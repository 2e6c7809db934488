"""Taking over on a station: the copy becomes the event at epoch 2, served on the station's address, with
nothing acknowledged lost; the devices paired before keep working there."""

from __future__ import annotations

import httpx
import pytest

from tableside.ui.demo import build_demo
from tests.standby.helpers import WAIT_S, Replica, Served, entries_of, eventually, free_port, run_tableside

pytestmark = pytest.mark.e2e  # a real process, browser, server or build


def test_a_station_takes_over_when_the_server_is_killed(tmp_path) -> None:
    event = build_demo(tmp_path / "event.tableside")
    copy = tmp_path / "bob.tableside"
    home = tmp_path / "home"
    served = Served(event, home)
    port = free_port()
    bob = Replica(served.url, copy, served.token, home, station=("Bob's laptop", port))
    try:
        bob.lines.wait_for(r"up to date")

        def with_station() -> dict | None:
            status = httpx.get(served.url + "api/status", timeout=WAIT_S).json()
            return status if status["stations"] else None

        # "up to date" is the copy's own; the server commits the station's join a moment later.
        status = eventually(with_station, "the server to list the station that joined")
        first = entries_of(event)[0]
        assert status["event"] == first.hash and status["epoch"] == 1 and status["serving"] is None
        assert [(s["name"], s["url"]) for s in status["stations"]] == [("Bob's laptop", bob.station_url)]
        _, device = served.pair(1)
        answer = httpx.post(served.url + "api/action", json={"id": "before-kill-1", "kind": "player.out", "table": 1,
                                                             "players": ["p4"]},
                            headers={"Authorization": f"Bearer {device}"}, timeout=WAIT_S)
        assert answer.status_code == 200 and answer.json()["standby"] == "stored", answer.text
        acked = answer.json()["seq"]
        served.kill()
        bob.lines.wait_for(r"type 'take over' \(and Enter\) to take the event over and serve it on "
                           + bob.station_url.replace(".", r"\."))
        took = bob.take_over()
        assert 0 < took < 30
        after = httpx.get(bob.url + "api/status", timeout=WAIT_S).json()
        assert after["event"] == first.hash and after["epoch"] == 2
        assert after["serving"] == (copy.parent / "bob.tableside.station").read_text().strip()
        held = entries_of(copy)
        assert acked in {e.seq for e in held}
        assert held[-1].kind == "event.takeover" and held[-1].data["epoch"] == 2
        assert held[-1].data["old_head_seq"] >= acked
        # The device paired on the old server acts on the new one: the pairing is in the log.
        again = httpx.post(bob.url + "api/action", json={"id": "after-takeover", "kind": "player.out", "table": 1,
                                                         "players": ["p3"]},
                           headers={"Authorization": f"Bearer {device}"}, timeout=WAIT_S)
        assert again.status_code == 200, again.text
        bob.send("release 99")  # the console's release: a table that does not exist is refused, saying why
        assert "round 1 has no table 99" in bob.lines.wait_for(r"^refused: ").string
        bob.release()
        bob.send("quit")
        assert bob.process.wait(WAIT_S) == 0
    finally:
        bob.kill()
        served.kill()
    checked = run_tableside(home, "verify", str(copy))
    assert checked.returncode == 0, checked.stdout + checked.stderr
