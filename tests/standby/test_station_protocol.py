"""POST /api/station/action: a judge station's action, with its own token, checked as apply checks it.

Through Starlette's TestClient over the real app and an in-memory demo event (the writer inline):
every refusal is a 4xx with a plain message and nothing written; a retry commits exactly once; the
entry names the station, and the desk's history says so. Each test's stations joined first with the
judge code (``tests/standby/test_station_tokens.py`` follows the tokens themselves).
"""

from __future__ import annotations

import json

import pytest
from starlette.testclient import TestClient

from tableside.app.hall.gate import MAX_BODY
from tableside.app.hall.ratelimit import BURST
from tableside.app.hall.server import make_app
from tableside.app.replication.logfeed import InlineLog, LogFeed
from tests.hall.helpers import Hall, make_hall

TOKEN = "judge-token-of-this-test-0123456789abc"
AUTH = {"Authorization": f"Bearer {TOKEN}"}


@pytest.fixture
def hall() -> Hall:
    return make_hall()


@pytest.fixture
def client(hall: Hall) -> TestClient:
    feed = LogFeed(InlineLog(hall.session.store), TOKEN, state=hall.session.state)
    return joined(TestClient(make_app(hall.backend, hall.hub, limit=hall.limit, log=feed)))


STATIONS: dict[str, str] = {}  # station id -> the token its join was answered with (this test's)


def joined(client: TestClient) -> TestClient:
    """Stations 2 and 3 joined with the judge code; their tokens kept for ``post``."""
    STATIONS.clear()
    for station in ("station-2", "station-3"):
        answer = post(client, action("station.join", {"station": station, "name": station, "url": ""},
                                     f"join-{station}", station), AUTH)
        assert answer.status_code == 200, answer.text
        STATIONS[station] = answer.json()["station_token"]
    return client


def action(kind: str, data: dict, action_id: str = "st-action-0001", station: str = "station-2") -> dict:
    return {"id": action_id, "station": station, "kind": kind, "data": data}


def post(client: TestClient, body: dict | bytes, headers: dict | None = None):
    """With the sending station's own token unless ``headers`` are given (the judge code, for a station
    that has not joined)."""
    if headers is None:
        sender = body.get("station") if isinstance(body, dict) else None
        token = STATIONS.get(sender) if isinstance(sender, str) else STATIONS.get("station-2")
        headers = {"Authorization": f"Bearer {token}"} if token else AUTH
    if isinstance(body, bytes):
        return client.post("/api/station/action", content=body, headers=headers)
    return client.post("/api/station/action", json=body, headers=headers)


def test_a_station_outs_a_player_and_the_entry_names_the_station(hall: Hall, client: TestClient) -> None:
    before = hall.session.state.seq
    answer = post(client, action("player.out", {"round": 1, "table": 1, "players": ["p4"]}, station="station-2"))
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["ok"] is True and body["seq"] == before + 1 and body["standby"] == "none"
    entry = hall.session.entry_at(body["seq"])
    assert entry is not None and entry.kind == "player.out"
    assert entry.data["station"] == "station-2" and entry.data["action_id"] == "st-action-0001"
    assert "device" not in entry.data
    assert hall.session.describe(entry).endswith("(from station station-2)")


def test_a_station_may_act_at_any_table_and_beyond_a_device_s_scope(hall: Hall, client: TestClient) -> None:
    assert post(client, action("player.out", {"round": 1, "table": 2, "players": ["Gus"]}, "a-00000001")
                ).status_code == 200
    assert post(client, action("player.register", {"name": "Late Lou"}, "a-00000002")).status_code == 200
    assert hall.session.state.player_by_name("Late Lou") is not None
    out_seq = next(e.seq for e in hall.session.store.entries() if e.kind == "player.out")
    undo = post(client, action("undo", {"entry": out_seq}, "a-00000003"))
    assert undo.status_code == 200, undo.text
    assert out_seq in hall.session.state.undone


def test_a_station_joins_in_its_own_name_and_the_history_names_it(hall: Hall, client: TestClient) -> None:
    joined = post(client, action("station.join", {"station": "station-2", "name": "Bob's laptop",
                                                  "url": "http://127.0.0.1:8766/"}, "join-0001"))
    assert joined.status_code == 200, joined.text
    assert hall.session.state.stations["station-2"].name == "Bob's laptop"
    seq = post(client, action("player.out", {"round": 1, "table": 1, "players": ["p4"]})).json()["seq"]
    entry = hall.session.entry_at(seq)
    assert entry is not None and hall.session.describe(entry).endswith("(from station Bob's laptop)")


def test_a_retry_with_the_same_id_commits_exactly_once(hall: Hall, client: TestClient) -> None:
    body = action("player.out", {"round": 1, "table": 1, "players": ["p4"]}, "retry-0001")
    first = post(client, body).json()
    seq = hall.session.state.seq
    again = post(client, body)
    assert again.status_code == 200 and again.json()["seq"] == first["seq"] and again.json()["repeated"] is True
    assert hall.session.state.seq == seq
    # The same id from another station is another action (and here refused: Dee is out already).
    other = post(client, action("player.out", {"round": 1, "table": 1, "players": ["p4"]}, "retry-0001", "station-3"))
    assert other.status_code == 409 and hall.session.state.seq == seq


def test_retries_are_recognised_from_the_log_after_a_restart(hall: Hall) -> None:
    feed = LogFeed(InlineLog(hall.session.store), TOKEN, state=hall.session.state)
    first = joined(TestClient(make_app(hall.backend, hall.hub, limit=hall.limit, log=feed)))
    body = action("player.out", {"round": 1, "table": 1, "players": ["p4"]}, "restart-01")
    seq = post(first, body).json()["seq"]
    from tests.hall.helpers import InlineBackend

    reopened = InlineBackend(hall.session, hall.backend.publisher)  # a new gate, rebuilt from the log
    second = TestClient(make_app(reopened, hall.hub, limit=hall.limit, log=feed))
    again = post(second, body).json()
    assert again["seq"] == seq and again["repeated"] is True and hall.session.state.seq == seq


@pytest.mark.parametrize(("body", "headers", "status", "words"), [
    (action("player.out", {"round": 1, "table": 1, "players": ["p4"]}), {}, 401, "judge code"),
    (action("player.out", {"round": 1, "table": 1, "players": ["p4"]}),
     {"Authorization": "Bearer not-the-token-0123456789"}, 403, "unknown or was revoked"),
    (action("player.out", {"round": 1, "table": 1, "players": ["p4"]}),
     {"Authorization": "Basic " + TOKEN}, 401, "judge code"),
    (action("player.out", {"round": 1, "table": 1, "players": ["p4"]}), AUTH, 403, "only lets a station join"),
    (b"{not json", None, 400, "not valid JSON"),
    (b"\xff\xfe", None, 400, "not valid JSON"),
    (b"[1, 2]", None, 400, "JSON object"),
    (action("player.teleport", {}), None, 400, "unknown kind 'player.teleport'"),
    ({**action("player.out", {}), "table": 1}, None, 400, "not 'table'"),
    ({k: v for k, v in action("player.out", {}).items() if k != "id"}, None, 400, "needs an id"),
    (action("player.out", {}, action_id="short"), None, 400, "needs an id"),
    (action("player.out", {}, station="station 2"), None, 400, "station must be"),
    (action("player.out", {}, station="s2"), None, 400, "station must be"),
    ({**action("player.out", {}), "data": [1]}, None, 400, "data must be a JSON object"),
    (action("player.out", {"round": 1, "table": 1, "players": ["p4"], "t": 5}), None, 400, "sets 't' itself"),
    (action("player.out", {"round": 1, "table": 1, "players": ["p4"], "action_id": "x"}), None, 400,
     "sets 'action_id' itself"),
    (action("station.join", {"station": "someone-else", "name": "Bob", "url": ""}), None, 400,
     "acts in its own name"),
    (action("player.out", {"round": 1, "table": 1, "players": ["Nobody"]}), None, 409, "no player 'Nobody'"),
    (action("player.out", {"round": 1, "table": 9, "players": ["p4"]}), None, 409, "has no table 9"),
    (action("undo", {"entry": 999}), None, 409, "no entry 999"),
])
def test_every_refusal_is_a_plain_4xx_and_writes_nothing(hall: Hall, client: TestClient, body, headers,
                                                          status: int, words: str) -> None:
    before = hall.session.state.seq
    answer = post(client, body, headers)
    assert answer.status_code == status, answer.text
    assert answer.json()["ok"] is False and words in answer.json()["message"]
    assert hall.session.state.seq == before


def test_an_oversized_body_is_refused_unread(hall: Hall, client: TestClient) -> None:
    before = hall.session.state.seq
    big = json.dumps(action("player.register", {"name": "x" * (MAX_BODY + 10)})).encode()
    answer = post(client, big)
    assert answer.status_code == 413 and "larger than 64 KiB" in answer.json()["message"]
    assert hall.session.state.seq == before


def test_a_flood_gets_429_and_writes_nothing_more(hall: Hall, client: TestClient) -> None:
    hall.clock[0] = 100.0  # the limit's own clock: frozen, so no token comes back during the flood
    statuses = [post(client, action("player.out", {"round": 1, "table": 1, "players": ["Nobody"]},
                                    f"flood-{i:04d}")).status_code for i in range(BURST + 5)]
    assert statuses[:BURST] == [409] * BURST and set(statuses[BURST:]) == {429}
    before = hall.session.state.seq
    limited = post(client, action("player.out", {"round": 1, "table": 1, "players": ["p4"]}, "after-flood"))
    assert limited.status_code == 429 and "too many requests" in limited.json()["message"]
    assert hall.session.state.seq == before


def test_a_server_without_the_log_has_no_station_route(hall: Hall) -> None:
    answer = post(hall.client, action("player.out", {"round": 1, "table": 1, "players": ["p4"]}))
    assert answer.status_code == 404


def test_the_device_route_does_not_take_the_judge_token(hall: Hall, client: TestClient) -> None:
    before = hall.session.state.seq
    answer = client.post("/api/action", json={"id": "dev-000001", "kind": "player.out", "table": 1,
                                              "players": ["p4"]}, headers=AUTH)
    assert answer.status_code == 403 and hall.session.state.seq == before


def test_a_floor_judge_station_is_refused_another_table_over_http_and_nothing_is_written(
        hall: Hall, client: TestClient) -> None:
    hall.session.do("station.role", {"of": "station-3", "role": "floor", "tables": [1]})
    seq = hall.session.state.seq
    answer = post(client, action("player.out", {"round": 1, "table": 2, "players": ["Gus"]}, "floor-0001",
                                 "station-3"))
    assert 400 <= answer.status_code < 500, answer.text
    assert "floor judge for tables 1, not table 2" in answer.text
    assert hall.session.state.seq == seq
    mine = post(client, action("player.out", {"round": 1, "table": 1, "players": ["p4"]}, "floor-0002", "station-3"))
    assert mine.status_code == 200, mine.text
