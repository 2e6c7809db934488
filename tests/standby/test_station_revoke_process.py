"""Stations' own tokens with real processes on the loopback: ``tableside serve``, a ``tableside replicate
--as`` station and a station speaking HTTP; the serve console's ``revoke-station`` stops a station's token
at once (refused, nothing written, its copy stops), ``role`` limits a station to a judge's role, ``new-code``
stops the old judge code.
"""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from tableside.ui.demo import build_demo
from tests.standby.helpers import WAIT_S, Replica, Served, entries_of, eventually, free_port

pytestmark = pytest.mark.e2e  # a real process, browser, server or build


def station_post(served: Served, token: str, body: dict) -> httpx.Response:
    return httpx.post(served.url + "api/station/action", json=body, headers={"Authorization": f"Bearer {token}"},
                      timeout=WAIT_S)


def join(served: Served, token: str, station: str, action_id: str) -> httpx.Response:
    return station_post(served, token, {"id": action_id, "station": station, "kind": "station.join",
                                        "data": {"station": station, "name": "Cy's laptop", "url": ""}})


def out(served: Served, token: str, station: str, action_id: str, player: str) -> httpx.Response:
    return station_post(served, token, {"id": action_id, "station": station, "kind": "player.out",
                                        "data": {"round": 1, "table": 1, "players": [player]}})


def test_a_revoked_station_is_refused_writes_nothing_and_its_copy_stops(tmp_path: Path) -> None:
    event = build_demo(tmp_path / "event.tableside")
    home = tmp_path / "home"
    served = Served(event, home)
    station = None
    try:
        station = Replica(served.url, tmp_path / "bob.tableside", served.token, home, station=("Bob", free_port()))
        bob = station.lines.wait_for(r"as station Bob \(([A-Za-z0-9_-]+)\)").group(1)
        eventually(lambda: any(e.kind == "station.join" and e.data.get("station") == bob and "token_hash" in e.data
                               for e in entries_of(event)), "Bob's join, with its token's hash")

        joined = join(served, served.token, "station-cy-01", "join-cy-0001")
        assert joined.status_code == 200, joined.text
        cy = joined.json()["station_token"]
        acted = out(served, cy, "station-cy-01", "out-cy-00001", "p4")
        assert acted.status_code == 200, acted.text
        assert out(served, served.token, "station-cy-01", "out-cy-00002", "p5").status_code == 403  # code: join only

        # The console gives Cy a floor judge's role: table 2 only, so table 1 is refused with nothing written.
        served.send("role station-cy-01 floor 2")
        served.lines.wait_for(r"Station station-cy-01 is now a floor judge for table\(s\) 2")
        before_role = entries_of(event)
        elsewhere = out(served, cy, "station-cy-01", "out-cy-00004", "p5")
        assert 400 <= elsewhere.status_code < 500 and "floor judge for tables 2, not table 1" in elsewhere.text
        assert entries_of(event) == before_role
        served.send("stations")
        served.lines.wait_for(rf"{bob}: Bob · head judge$")
        served.lines.wait_for(r"station-cy-01: Cy's laptop · floor judge for table\(s\) 2$")
        served.send("revoke-station station-cy-01")
        served.lines.wait_for(r"Station station-cy-01 revoked: its token no longer works")
        served.send(f"revoke-station {bob}")
        served.lines.wait_for(rf"Station {bob} revoked")

        before = entries_of(event)
        refused = out(served, cy, "station-cy-01", "out-cy-00003", "p5")
        assert refused.status_code == 403 and refused.json()["ok"] is False
        assert "revoked" in refused.json()["message"]
        read = httpx.get(served.url + "api/log/head", headers={"Authorization": f"Bearer {cy}"}, timeout=WAIT_S)
        assert read.status_code == 403
        assert entries_of(event) == before  # nothing written
        # Bob's copy read with its own token: its next read is refused, and it stops saying so.
        assert station.process.wait(WAIT_S) == 1
        assert "refused (403)" in station.stderr()
    finally:
        if station is not None:
            station.kill()
        served.kill()


def test_a_new_code_from_the_console_stops_the_old_one_and_joined_stations_keep_theirs(tmp_path: Path) -> None:
    event = build_demo(tmp_path / "event.tableside")
    served = Served(event, tmp_path / "home")
    try:
        old = served.token
        cy = join(served, old, "station-cy-01", "join-cy-0001").json()["station_token"]
        served.send("new-code")
        new = served.lines.wait_for(r"New judge code \(.*\): (\S+)$").group(1)
        assert new != old
        before = entries_of(event)
        assert join(served, old, "station-dee-1", "join-dee-001").status_code == 403
        assert entries_of(event) == before
        assert join(served, new, "station-dee-1", "join-dee-002").status_code == 200
        assert out(served, cy, "station-cy-01", "out-cy-00001", "p4").status_code == 200
    finally:
        served.kill()
