"""A refusal quotes at most a short prefix of what was sent: a 5,000-character field, kind or unknown key
sent to each write route is answered with a short message (under 300 characters) and nothing written.
"""

from __future__ import annotations

from typing import Any

import pytest
from starlette.testclient import TestClient

from tableside.app.hall.server import make_app
from tableside.app.replication.logfeed import InlineLog, LogFeed
from tableside.app.short_quote import MAX_QUOTED, quoted
from tests.hall.helpers import Hall, make_hall

CODE = "judge-code-of-this-test-0123456789abcd"
HUGE = "x" * 5000
SHORT = 300


@pytest.fixture
def hall() -> Hall:
    return make_hall()


@pytest.fixture
def client(hall: Hall) -> TestClient:
    feed = LogFeed(InlineLog(hall.session.store), CODE, state=hall.session.state)
    return TestClient(make_app(hall.backend, hall.hub, limit=hall.limit, log=feed))


def refused_short(hall: Hall, answer: Any) -> str:
    message = answer.json()["message"]
    assert 400 <= answer.status_code < 500, answer.text[:SHORT]
    assert answer.json()["ok"] is False
    assert len(message) < SHORT, message[:SHORT]
    assert HUGE[:MAX_QUOTED + 1] not in message
    return str(message)


def test_quoted_keeps_a_short_prefix_and_says_it_was_cut() -> None:
    assert quoted("short") == "'short'" and quoted(7) == "7" and quoted(None) == "None"
    assert quoted(HUGE) == repr("x" * MAX_QUOTED) + "…"
    assert quoted(["y" * 100]) == repr(["y" * 100])[:MAX_QUOTED] + "…"


@pytest.mark.parametrize("action", [
    {"id": "device-0001", "kind": HUGE, "table": 1},
    {"id": "device-0001", "kind": "player.out", "table": 1, HUGE: 1},
    {"id": "device-0001", "kind": "player.out", "table": 1, **{f"{i}{HUGE}": 1 for i in range(8)}},
    {"id": "device-0001", "kind": "player.out", "table": 1, "players": [HUGE]},
    {"id": HUGE, "kind": "player.out", "table": 1, "players": ["p4"]},
    {"id": "device-0001", "kind": "clock.decision", "table": 1, "player": "p1", "decision": HUGE},
])
def test_a_device_s_huge_request_is_refused_in_a_short_message(hall: Hall, action: dict[str, Any]) -> None:
    _, token = hall.pair(1)
    before = hall.session.state.seq
    refused_short(hall, hall.post(token, action))
    assert hall.session.state.seq == before


def station(kind: str, data: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"id": "station-act-01", "station": "station-2", "kind": kind, "data": data, **more}


@pytest.mark.parametrize("body", [
    station(HUGE, {}),
    station("player.out", {}, **{HUGE: 1}),
    station("player.out", {"round": 1, "table": 1, "players": [HUGE]}),
    station("clock.decision", {"round": 1, "table": 1, "player": "p1", "decision": HUGE}),
    station("station.revoke", {"revoked": HUGE}),
    station("station.join", {"station": "station-2", "name": "Bob", "url": "http://" + HUGE}),
    station("undo", {"entry": HUGE}),
    {**station("player.out", {}), "station": HUGE},
    {**station("player.out", {}), "id": HUGE},
])
@pytest.mark.parametrize("credential", ["code", "own"])
def test_a_station_s_huge_request_is_refused_in_a_short_message(hall: Hall, client: TestClient,
                                                                body: dict[str, Any], credential: str) -> None:
    joined = client.post("/api/station/action", headers={"Authorization": f"Bearer {CODE}"}, json=station(
        "station.join", {"station": "station-2", "name": "Bob", "url": ""}, id="join-station-2"))
    token = CODE if credential == "code" else joined.json()["station_token"]
    before = hall.session.state.seq
    refused_short(hall, client.post("/api/station/action", json=body, headers={"Authorization": f"Bearer {token}"}))
    assert hall.session.state.seq == before


@pytest.mark.parametrize("query", [f"after={HUGE}", f"limit={HUGE}", f"wait={HUGE}", f"{HUGE}=1&after=x"])
def test_the_log_s_refusals_are_short(hall: Hall, client: TestClient, query: str) -> None:
    refused_short(hall, client.get(f"/api/log?{query}", headers={"Authorization": f"Bearer {CODE}"}))


def test_a_huge_token_is_refused_in_a_short_message(hall: Hall, client: TestClient) -> None:
    before = hall.session.state.seq
    for answer in (client.get("/api/log", headers={"Authorization": f"Bearer {HUGE}"}),
                   client.post("/api/station/action", json=station("player.out", {}),
                               headers={"Authorization": f"Bearer {HUGE}"})):
        assert answer.status_code == 403
        refused_short(hall, answer)
    assert hall.session.state.seq == before
