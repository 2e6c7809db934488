"""A judge station's own token: the judge code admits a join, the join's answer is the station's token,
a station.revoke stops it at once, a new judge code stops the old one. No network: Starlette's TestClient
over the real app and an in-memory demo event, the writer inline (as ``test_station_protocol``).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from tableside.app.event.actions import ActionRefused
from tableside.app.hall.server import make_app
from tableside.app.replication.logfeed import InlineLog, LogFeed
from tableside.app.replication.station_keys import StationKeys
from tableside.app.replication.token import read_token, rotate_token, standby_token, token_hash, token_path
from tests.hall.helpers import Hall, make_hall

CODE = "judge-code-of-this-test-0123456789abcd"


@pytest.fixture
def hall() -> Hall:
    return make_hall()


@pytest.fixture
def feed(hall: Hall) -> LogFeed:
    return LogFeed(InlineLog(hall.session.store), CODE, state=hall.session.state)


@pytest.fixture
def client(hall: Hall, feed: LogFeed) -> TestClient:
    return TestClient(make_app(hall.backend, hall.hub, limit=hall.limit, log=feed))


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def join(client: TestClient, station: str = "station-2", token: str = CODE, action_id: str = "join-00000001",
         name: str = "Bob's laptop"):
    return client.post("/api/station/action", headers=bearer(token), json={
        "id": action_id, "station": station, "kind": "station.join",
        "data": {"station": station, "name": name, "url": ""}})


def out(client: TestClient, token: str, station: str = "station-2", action_id: str = "out-00000001"):
    return client.post("/api/station/action", headers=bearer(token), json={
        "id": action_id, "station": station, "kind": "player.out",
        "data": {"round": 1, "table": 1, "players": ["p4"]}})


def after_commit(hall: Hall, feed: LogFeed) -> None:
    """What the desk (or tableside serve) does after each commit: refresh the tokens the log admits."""
    feed.keys.take_if_changed(hall.session.state, hall.session.store.entries(hall.session.state.seq - 1))


def test_a_join_with_the_judge_code_is_answered_with_the_station_s_own_token(hall: Hall, client: TestClient) -> None:
    answer = join(client)
    assert answer.status_code == 200, answer.text
    token = answer.json()["station_token"]
    assert len(token) >= 20 and token != CODE
    entry = hall.session.entry_at(answer.json()["seq"])
    assert entry is not None and entry.data["token_hash"] == token_hash(token)
    assert token not in repr(entry.data)  # only its hash is logged, as a device's
    station = hall.session.state.stations["station-2"]
    assert station.token_hash == token_hash(token) and station.active
    acted = out(client, token)
    assert acted.status_code == 200, acted.text
    assert hall.session.entry_at(acted.json()["seq"]).data["station"] == "station-2"  # type: ignore[union-attr]


def test_the_judge_code_alone_admits_nothing_but_a_join(hall: Hall, client: TestClient) -> None:
    before = hall.session.state.seq
    answer = out(client, CODE)
    assert answer.status_code == 403 and answer.json() == {
        "ok": False, "message": answer.json()["message"]} and "only lets a station join" in answer.json()["message"]
    assert hall.session.state.seq == before


def test_a_station_s_token_acts_in_its_own_name_only(hall: Hall, client: TestClient) -> None:
    token = join(client).json()["station_token"]
    join(client, "station-3", action_id="join-00000002", name="Cy")
    before = hall.session.state.seq
    answer = out(client, token, station="station-3")
    assert answer.status_code == 403 and "given to station Bob's laptop" in answer.json()["message"]
    assert hall.session.state.seq == before


def test_a_revoked_station_is_refused_at_once_and_writes_nothing(hall: Hall, client: TestClient,
                                                                 feed: LogFeed) -> None:
    token = join(client).json()["station_token"]
    assert client.get("/api/log/head", headers=bearer(token)).status_code == 200
    revoked = hall.session.do("station.revoke", {"revoked": "station-2"}).entry  # the desk's Revoke
    after_commit(hall, feed)
    assert revoked is not None and hall.session.describe(revoked).startswith("Station Bob's laptop revoked")
    before = hall.session.state.seq
    answer = out(client, token)
    assert answer.status_code == 403
    assert answer.json() == {"ok": False, "message": "this station's token is unknown or was revoked: join again "
                                                     "with the judge code the desk shows"}
    assert hall.session.state.seq == before
    read = client.get("/api/log", headers=bearer(token))
    assert read.status_code == 403 and "revoked" in read.json()["message"]
    assert client.get("/api/log/head", headers=bearer(CODE)).status_code == 200  # a plain standby copy reads on


def test_a_revocation_is_final_and_refused_twice(hall: Hall, client: TestClient) -> None:
    join(client)
    hall.session.do("station.revoke", {"revoked": "station-2"})
    before = hall.session.state.seq
    with pytest.raises(ActionRefused, match="already revoked"):
        hall.session.do("station.revoke", {"revoked": "station-2"})
    with pytest.raises(ActionRefused, match="no joined station 'nobody'"):
        hall.session.do("station.revoke", {"revoked": "nobody"})
    assert hall.session.state.seq == before


def test_joining_again_with_the_code_gives_a_new_token_and_the_old_one_stops(hall: Hall, client: TestClient) -> None:
    first = join(client).json()["station_token"]
    hall.session.do("station.revoke", {"revoked": "station-2"})
    second = join(client, action_id="join-00000002").json()["station_token"]
    assert second != first and hall.session.state.stations["station-2"].active
    assert out(client, first).status_code == 403
    assert out(client, second, action_id="out-00000002").status_code == 200


def test_a_retried_join_is_answered_with_a_token_that_works(hall: Hall, client: TestClient) -> None:
    # The token went out only in the lost answer: the retry is a fresh join, not "already done".
    join(client)
    again = join(client)
    assert again.status_code == 200 and "repeated" not in again.json()
    assert out(client, again.json()["station_token"]).status_code == 200


def test_a_station_renames_itself_with_its_own_token_and_keeps_it(hall: Hall, client: TestClient) -> None:
    token = join(client).json()["station_token"]
    renamed = join(client, token=token, action_id="join-00000002", name="Bob again")
    assert renamed.status_code == 200 and "station_token" not in renamed.json()
    assert hall.session.state.stations["station-2"].name == "Bob again"
    assert out(client, token).status_code == 200


def test_a_station_cannot_choose_its_own_token_hash(hall: Hall, client: TestClient) -> None:
    before = hall.session.state.seq
    answer = client.post("/api/station/action", headers=bearer(CODE), json={
        "id": "join-00000001", "station": "station-2", "kind": "station.join",
        "data": {"station": "station-2", "name": "Eve", "url": "", "token_hash": "0" * 64}})
    assert answer.status_code == 400 and "sets 'token_hash' itself" in answer.json()["message"]
    assert hall.session.state.seq == before


def test_a_new_judge_code_refuses_the_old_one_for_joins_and_copies(hall: Hall, client: TestClient, feed: LogFeed,
                                                                   tmp_path: Path) -> None:
    event = str(tmp_path / "event.tableside")
    old = standby_token(event)
    feed.rotate(old)
    token = join(client, token=old).json()["station_token"]
    new = rotate_token(event)
    feed.rotate(new)  # what the desk's button and the console's new-code do with it
    assert new != old and read_token(token_path(event)) == new
    assert read_token(token_path(event) + ".old") == old  # kept, never deleted
    assert os.stat(token_path(event)).st_mode & 0o077 == 0
    before = hall.session.state.seq
    refused = join(client, "station-3", token=old, action_id="join-00000002")
    assert refused.status_code == 403 and hall.session.state.seq == before
    assert client.get("/api/log/head", headers=bearer(old)).status_code == 403
    assert join(client, "station-3", token=new, action_id="join-00000003").status_code == 200
    assert out(client, token).status_code == 200  # a station that joined keeps its own token


def test_a_station_that_takes_over_checks_the_others_tokens_from_the_log(hall: Hall, client: TestClient) -> None:
    kept = join(client).json()["station_token"]
    gone = join(client, "station-3", action_id="join-00000002", name="Cy").json()["station_token"]
    hall.session.do("station.revoke", {"revoked": "station-3"})
    # Another server of the same log, with a judge code of its own: what it admits comes from the entries.
    taker = LogFeed(InlineLog(hall.session.store), "another-code-0123456789abcdef", state=hall.session.state)
    served = TestClient(make_app(hall.backend, hall.hub, limit=hall.limit, log=taker))
    assert served.get("/api/log/head", headers=bearer(kept)).status_code == 200
    assert served.get("/api/log/head", headers=bearer(gone)).status_code == 403


def test_station_tokens_are_neither_admitted_nor_refused_before_the_event_is_open(hall: Hall) -> None:
    keys = StationKeys()
    early = LogFeed(InlineLog(hall.session.store), CODE)  # the server is up, the writer still opening the event
    served = TestClient(make_app(hall.backend, hall.hub, limit=hall.limit, log=early))
    answer = served.get("/api/log/head", headers=bearer("some-station-token-0123456789"))
    assert answer.status_code == 503 and "try again" in answer.json()["message"]  # the copy retries, not stops
    assert served.get("/api/log/head", headers=bearer(CODE)).status_code == 200
    assert not keys.ready and not keys.admits("some-station-token-0123456789")
