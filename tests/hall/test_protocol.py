"""The hall server's protocol, end to end through Starlette's TestClient: every endpoint, every refusal,
retries that commit once, and tokens that reach one table only."""

from __future__ import annotations

import json
import re

import pytest

from tableside.app.event.session import EventSession
from tableside.app.hall.gate import MAX_BODY, Gate
from tableside.app.hall.ratelimit import BURST
from tests.hall.helpers import Hall, assemble, make_hall


@pytest.fixture
def hall() -> Hall:
    return make_hall()


def log_size(hall: Hall) -> int:
    return hall.session.state.seq


def first_message(hall: Hall, path: str) -> dict:
    with hall.client.stream("GET", path) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        for line in response.iter_lines():
            if line.startswith("data: "):
                return json.loads(line[6:])
    raise AssertionError("no message")


def out(table: int, *players: str, action_id: str = "a1b2c3d4e5") -> dict:
    return {"id": action_id, "kind": "player.out", "table": table, "players": list(players)}


# ------------------------------------------------------------------------------------------------
# Reading: the pages and the views


def test_pages_are_served_with_nothing_from_the_internet(hall: Hall) -> None:
    for path in ("/", "/table", "/static/style.css", "/static/common.js", "/static/players.js", "/static/table.js"):
        response = hall.client.get(path)
        assert response.status_code == 200, path
        assert not re.search(r"(src|href)=\"(https?:)?//", response.text), path
        assert "url(http" not in response.text and "@import" not in response.text, path
        assert "default-src 'self'" in response.headers["content-security-policy"]
    assert "Find your table" in hall.client.get("/").text
    assert "reconnecting…" in hall.client.get("/").text


def test_hall_view_lists_tables_find_and_standings(hall: Hall) -> None:
    body = hall.client.get("/api/hall").json()
    assert body["full"] is True and set(body["parts"]) == {"head", "find", "standings", "t1", "t2"}
    view = assemble(body["parts"])
    assert body["now"] == hall.session.now() and body["seq"] == hall.session.state.seq and body["epoch"] == 1
    assert view["event"] == "Tableside demo" and view["round"] == 1 and view["started"]
    assert [t["number"] for t in view["tables"]] == [1, 2]
    assert {"name": "Gus", "table": 2, "game": "Citadels"} in view["find"]
    assert len(view["standings"]) == 7
    assert view["clock"] == {"running": True, "ends_at": view["clock"]["ends_at"], "state": "running"}
    assert view["clock"]["ends_at"] == hall.session.state.rounds[1].clock.ends_at()


def test_players_stream_pushes_the_points_after_a_commit(hall: Hall) -> None:
    before = first_message(hall, "/api/hall/events")
    assert all(p["points"] == "" for p in assemble(before["parts"])["tables"][0]["players"])
    _, token = hall.pair(1)
    assert hall.post(token, out(1, "p4")).status_code == 200
    after = first_message(hall, "/api/hall/events")
    dee = next(p for p in assemble(after["parts"])["tables"][0]["players"] if p["name"] == "Dee")
    assert dee == {"name": "Dee", "status": "out", "points": "0", "place": 4}
    assert after["seq"] == hall.session.state.seq


def test_stream_sends_the_change_to_a_client_already_waiting(hall: Hall) -> None:
    _, token = hall.pair(1)
    seen = []
    with hall.client.stream("GET", "/api/hall/events") as response:
        for line in response.iter_lines():
            if line.startswith("data: "):
                seen.append(json.loads(line[6:]))
                if len(seen) == 1:
                    assert hall.post(token, out(1, "p4")).status_code == 200
                else:
                    break
            elif line.startswith("event: ping"):
                seen.append("ping")
    # Only what changed comes the second time: table 1 (and the standings, rebuilt for the first out).
    assert seen[-1]["seq"] == hall.session.state.seq and seen[-1]["full"] is False
    assert set(seen[-1]["parts"]) <= {"head", "t1", "standings"} and "t1" in seen[-1]["parts"]
    assert "t2" not in seen[-1]["parts"] and "find" not in seen[-1]["parts"]
    assert "0" in [p["points"] for p in seen[-1]["parts"]["t1"]["players"]]


def test_heartbeat_carries_the_server_time(hall: Hall) -> None:
    with hall.client.stream("GET", "/api/table/1/events") as response:
        lines = response.iter_lines()
        for line in lines:
            if line == "event: ping":
                assert json.loads(next(lines)[6:]) == {"now": hall.session.now(), "epoch": 1}
                break


def test_status_names_the_event_its_epoch_head_and_stations(hall: Hall) -> None:
    answer = hall.client.get("/api/status")  # no token: a players' page's level of information
    assert answer.status_code == 200 and answer.headers["access-control-allow-origin"] == "*"
    assert answer.headers["cache-control"] == "no-store"
    first = next(iter(hall.session.store.entries()))
    assert answer.json() == {"ok": True, "event": first.hash, "epoch": 1, "head": hall.session.state.seq,
                             "serving": None, "stations": [], "retired": [], "now": hall.session.now()}
    hall.session.do("station.join", {"station": "bob-laptop-1", "name": "Bob's laptop",
                                     "url": "http://192.168.1.21:8765"})
    hall.session.do("station.join", {"station": "cy-laptop-22", "name": "Cy", "url": ""})
    # As the writer does after a commit:
    hall.backend.publisher.publish(hall.session.state, hall.session.now(), ratings=hall.session.ratings_before)
    hall.time.advance(500)
    body = hall.client.get("/api/status").json()
    assert body["stations"] == [{"id": "bob-laptop-1", "name": "Bob's laptop", "url": "http://192.168.1.21:8765/"},
                                {"id": "cy-laptop-22", "name": "Cy", "url": ""}]
    assert body["head"] == hall.session.state.seq and body["now"] == hall.session.now()


def test_every_message_carries_the_epoch_after_a_takeover(hall: Hall) -> None:
    session = hall.session
    session.do("station.join", {"station": "bob-laptop-1", "name": "Bob", "url": "http://127.0.0.1:9001/"})
    session.do("event.takeover", {"station": "bob-laptop-1", "epoch": 2, "old_head_seq": session.state.seq,
                                  "old_head_hash": ""})
    hall.backend.publisher.publish(session.state, session.now(), ratings=session.ratings_before)
    assert hall.client.get("/api/status").json()["epoch"] == 2
    assert hall.client.get("/api/status").json()["serving"] == "bob-laptop-1"
    assert hall.client.get("/api/hall").json()["epoch"] == 2
    assert first_message(hall, "/api/hall/events")["epoch"] == 2
    assert first_message(hall, "/api/table/1/events")["epoch"] == 2
    with hall.client.stream("GET", "/api/table/1/events") as response:
        lines = response.iter_lines()
        for line in lines:
            if line == "event: ping":
                assert json.loads(next(lines)[6:])["epoch"] == 2
                break


def test_table_stream_shows_the_clocks_as_moments(hall: Hall) -> None:
    view = first_message(hall, "/api/table/1/events")["view"]
    assert view["table"] == 1 and view["seated"] and view["timers"] and view["decision"] is None
    assert [p["name"] for p in view["players"]] == ["Ana", "Ben", "Cai", "Dee"]
    assert view["players"][0]["main"] == {"running": False, "left_ms": 120_000}
    assert {"key": "roll-dice", "label": "roll dice"} in view["decisions"]
    _, token = hall.pair(1)
    decide = {"id": "decide-0001", "kind": "clock.decision", "table": 1, "player": "p1", "decision": "roll-dice"}
    assert hall.post(token, decide).status_code == 200
    now = hall.session.now()
    aux = hall.session.state.settings.rules.decisions["roll-dice"].aux_ms
    message = first_message(hall, "/api/table/1/events")
    ana = message["view"]["players"][0]
    assert ana["aux"] == {"running": True, "ends_at": now + aux}
    assert ana["main"] == {"running": False, "left_ms": 120_000, "after_aux": True}
    assert ana["deciding"] == "roll-dice"
    assert message["view"]["decision"] == {"player": "p1", "label": "roll dice"}
    hall.time.advance(1234)
    assert first_message(hall, "/api/table/1/events")["now"] == now + 1234  # the page counts down from here


def test_unknown_table_stream_says_not_seated(hall: Hall) -> None:
    assert first_message(hall, "/api/table/9/events")["view"] == {"table": 9, "seated": False}
    assert hall.client.get("/api/table/0/events").status_code == 404


def test_unknown_path_is_a_plain_404(hall: Hall) -> None:
    response = hall.client.get("/nothing")
    assert response.status_code == 404 and response.json() == {"ok": False, "message": "there is nothing here"}


# ------------------------------------------------------------------------------------------------
# The players' page cannot change anything


@pytest.mark.parametrize("method,path", [("POST", "/"), ("PUT", "/api/hall"), ("POST", "/api/hall"),
                                         ("POST", "/api/hall/events"), ("DELETE", "/api/action"),
                                         ("POST", "/static/style.css"), ("GET", "/api/action"),
                                         ("POST", "/api/status")])
def test_read_only_routes_refuse_writes(hall: Hall, method: str, path: str) -> None:
    seq = log_size(hall)
    response = hall.client.request(method, path, content=b"{}")
    assert response.status_code in (404, 405)
    assert response.json()["ok"] is False
    assert log_size(hall) == seq


# ------------------------------------------------------------------------------------------------
# Devices: who may act, and on what


def test_device_endpoint_names_the_table_of_the_token(hall: Hall) -> None:
    device, token = hall.pair(2)
    response = hall.client.get("/api/device", headers={"Authorization": f"Bearer {token}"})
    assert response.json() == {"ok": True, "device": device, "table": 2}
    assert hall.client.get("/api/device").status_code == 401
    assert hall.client.get("/api/device", headers={"Authorization": "Bearer forged-token"}).status_code == 403


def test_an_action_commits_once_with_the_device_recorded(hall: Hall) -> None:
    device, token = hall.pair(1)
    response = hall.post(token, out(1, "p4", action_id="out-dee-0001"))
    assert response.status_code == 200
    body = response.json()
    assert body["ok"] and body["seq"] == hall.session.state.seq
    entry = hall.session.store.last()
    assert entry.kind == "player.out" and entry.data["players"] == ["p4"] and entry.data["reason"] == "judge"
    assert entry.data["device"] == device and entry.data["action_id"] == "out-dee-0001"
    assert hall.session.describe(entry) == f"Table 1: Dee out (from device {device})"


def test_a_retry_with_the_same_id_commits_nothing_more(hall: Hall) -> None:
    _, token = hall.pair(1)
    first = hall.post(token, out(1, "p4", action_id="retry-0001")).json()
    seq = log_size(hall)
    again = hall.post(token, out(1, "p4", action_id="retry-0001"))
    assert again.status_code == 200
    assert again.json() == {"ok": True, "message": "already done", "seq": first["seq"], "repeated": True}
    assert log_size(hall) == seq
    other = hall.post(token, out(1, "p3", action_id="retry-0002"))
    assert other.status_code == 200 and log_size(hall) == seq + 1


def test_retry_ids_survive_reopening_the_event(hall: Hall) -> None:
    device, token = hall.pair(1)
    hall.post(token, out(1, "p4", action_id="before-reopen"))
    gate = Gate.of_store(hall.session.store)  # what a new writer builds when the file is opened again
    assert gate.committed[(device, "before-reopen")] == hall.session.state.seq


def test_two_devices_may_use_the_same_action_id(hall: Hall) -> None:
    _, one = hall.pair(1)
    _, two = hall.pair(2)
    assert hall.post(one, out(1, "p4", action_id="same-id-01")).status_code == 200
    response = hall.post(two, out(2, "p7", action_id="same-id-01"))
    assert response.status_code == 200 and "repeated" not in response.json()


def test_a_device_acts_only_on_its_own_table(hall: Hall) -> None:
    _, token = hall.pair(1)
    seq = log_size(hall)
    response = hall.post(token, out(2, "p7"))
    assert response.status_code == 403
    assert response.json()["message"] == "this device is paired to table 1, not table 2"
    assert log_size(hall) == seq
    # Players of another table through its own table number: the rules refuse it.
    response = hall.post(token, out(1, "p7"))
    assert response.status_code == 409 and "Gus is not seated at table 1" in response.json()["message"]
    assert log_size(hall) == seq


def test_revoked_token_is_refused_and_revocation_is_logged(hall: Hall) -> None:
    device, token = hall.pair(1)
    entry = hall.session.do("device.revoke", {"device": device}).entry
    assert hall.session.describe(entry) == f"Device {device} (table 1) revoked: it can no longer act"
    seq = log_size(hall)
    response = hall.post(token, out(1, "p4"))
    assert response.status_code == 403 and "revoked" in response.json()["message"]
    assert hall.client.get("/api/device", headers={"Authorization": f"Bearer {token}"}).status_code == 403
    assert log_size(hall) == seq


def test_the_token_itself_is_never_written(hall: Hall) -> None:
    _, token = hall.pair(1)
    hall.post(token, out(1, "p4"))
    everything = "".join(e.data_json for e in hall.session.store.entries())
    assert token not in everything


def test_a_rule_refusal_is_409_and_writes_nothing(hall: Hall) -> None:
    _, token = hall.pair(1)
    hall.post(token, out(1, "p4", action_id="first-out-1"))
    seq = log_size(hall)
    response = hall.post(token, out(1, "p4", action_id="second-out1"))
    assert response.status_code == 409
    # The English sentence, and its template and fields for a station's window (issue 29).
    assert response.json() == {"ok": False, "message": "Dee has already left the game at table 1",
                               "template": "{name} has already left the game at table {table}",
                               "fields": {"name": "Dee", "table": 1}}
    assert log_size(hall) == seq


@pytest.mark.parametrize("body,status,message", [
    (b"{not json", 400, "the request is not valid JSON"),
    (b"\xff\xfe", 400, "the request is not valid JSON"),
    (b"[1, 2]", 400, "the request must be a JSON object"),
    (json.dumps({"id": "abcdefgh", "kind": "event.create", "table": 1}).encode(), 400, "unknown kind 'event.create'"),
    (json.dumps({"id": "abcdefgh", "kind": "undo", "table": 1, "entry": 3}).encode(), 400, "unknown kind 'undo'"),
    (json.dumps({"id": "abcdefgh", "kind": "device.revoke", "table": 1}).encode(), 400, "unknown kind"),
    (json.dumps({"kind": "player.out", "table": 1, "players": ["p1"]}).encode(), 400, "needs an id"),
    (json.dumps({"id": "x", "kind": "player.out", "table": 1, "players": ["p1"]}).encode(), 400, "needs an id"),
    (json.dumps({"id": "abcdefgh", "kind": "player.out", "table": "1", "players": ["p1"]}).encode(), 400,
     "table must be the table's number"),
    (json.dumps({"id": "abcdefgh", "kind": "player.out", "table": 1, "players": ["p1"], "t": "0"}).encode(), 400,
     "t must be the event time the table acted"),
    (json.dumps({"id": "abcdefgh", "kind": "player.out", "table": 1, "players": ["p1"], "reason": "time"}).encode(),
     400, "does not take 'reason'"),
    (json.dumps({"id": "abcdefgh", "kind": "player.out", "table": 1, "players": ["p1"], "round": 1}).encode(),
     400, "does not take 'round'"),
])
def test_bad_requests_get_a_plain_400_and_write_nothing(hall: Hall, body: bytes, status: int, message: str) -> None:
    _, token = hall.pair(1)
    seq = log_size(hall)
    response = hall.post(token, body, **{"Content-Type": "application/json"})
    assert response.status_code == status
    assert response.json()["ok"] is False and message in response.json()["message"]
    assert log_size(hall) == seq


@pytest.mark.parametrize("authorization", [None, "", "Bearer", "Basic abc", "Bearer forged-0123456789",
                                           "Bearer " + "x" * 500])
def test_missing_or_forged_token_is_refused(hall: Hall, authorization: str | None) -> None:
    hall.pair(1)
    seq = log_size(hall)
    headers = {} if authorization is None else {"Authorization": authorization}
    response = hall.client.post("/api/action", json=out(1, "p4"), headers=headers)
    assert response.status_code in (401, 403)
    assert response.json()["ok"] is False
    assert log_size(hall) == seq


def test_an_oversized_body_is_413_and_writes_nothing(hall: Hall) -> None:
    _, token = hall.pair(1)
    seq = log_size(hall)
    padding = "x" * (MAX_BODY + 1)
    big = json.dumps({**out(1, "p4"), "pad": padding}).encode()
    response = hall.post(token, big)
    assert response.status_code == 413 and "64 KiB" in response.json()["message"]

    def chunks():  # no Content-Length: the server stops reading past the limit
        for _ in range(70):
            yield b" " * 1024

    response = hall.client.post("/api/action", content=chunks(), headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 413
    assert log_size(hall) == seq


def test_a_flood_from_one_address_is_429_and_writes_nothing(hall: Hall) -> None:
    _, token = hall.pair(1)
    seq = log_size(hall)
    statuses = [hall.post(token, out(1, "p9"), ).status_code for _ in range(100)]  # 100 in the same instant
    assert statuses[:BURST] == [409] * BURST  # the rules refuse them (no player p9) until the limit bites
    assert set(statuses[BURST:]) == {429}
    assert hall.client.get("/api/hall").status_code == 200  # the devices' bucket is not the pages'
    pages = [hall.client.get("/api/hall").status_code for _ in range(BURST + 5)]
    assert pages.count(429) >= 5
    response = hall.client.get("/api/hall")
    assert response.status_code == 429 and "too many requests" in response.json()["message"]
    assert response.headers["connection"] == "close"
    assert log_size(hall) == seq
    hall.clock[0] += 1.0  # a second later the address may ask again
    assert hall.post(token, out(1, "p4")).status_code == 200


def test_pages_flooding_an_address_leave_its_devices_their_requests(hall: Hall) -> None:
    _, token = hall.pair(1)
    assert {hall.client.get("/api/hall").status_code for _ in range(BURST + 10)} == {200, 429}
    assert hall.post(token, out(1, "p4")).status_code == 200
    assert hall.client.get("/api/device", headers={"Authorization": f"Bearer {token}"}).status_code == 200


# ------------------------------------------------------------------------------------------------
# Every device action reaches the clocks as a click does


def test_decision_done_auction_and_pause_vote_from_a_device(hall: Hall) -> None:
    device, token = hall.pair(1)
    sent = 0

    def send(kind: str, **fields: object) -> None:
        nonlocal sent
        sent += 1
        hall.time.advance(1000)
        response = hall.post(token, {"id": f"act-{sent:06d}", "kind": kind, "table": 1, **fields})
        assert response.status_code == 200, response.json()
        entry = hall.session.store.last()
        assert entry.kind == kind and entry.data["device"] == device

    send("clock.decision", player="p1", decision="roll-dice")
    send("clock.done")
    send("clock.auction", player="p2")
    send("clock.pause", player="p3")
    for player in ("p1", "p2"):
        send("clock.vote", player=player, yes=True)
    view = hall.session.state.rounds[1].tables[1].clock.view(hall.session.now())
    assert view.pause == "paused"
    for player in ("p1", "p2", "p3", "p4"):
        send("clock.resume", player=player)
    assert hall.session.state.rounds[1].tables[1].clock.view(hall.session.now()).pause == "none"
    send("player.out", players=["p3", "p4"])
    assert hall.session.state.rounds[1].tables[1].out == (("p3", "p4"),)


def test_writer_logs_a_timeout_at_its_exact_moment_with_no_device_connected(hall: Hall) -> None:
    from tableside.app.hall.writer import SessionWriter

    session: EventSession = hall.session
    session.do("clock.decision", {"round": 1, "table": 1, "player": "p1", "kind": "roll-dice"})
    started = session.now()
    writer = SessionWriter(lambda: session)  # not started: opened and woken by hand, with the fake time
    writer.open()
    hall.time.advance(10 * 60_000)
    writer.wake()
    leave = next(e for e in session.store.entries() if e.kind == "player.out")
    view_at = session.state.rounds[1].tables[1]
    assert leave.data["reason"] == "time" and leave.data["players"] == ["p1"]
    aux = session.state.settings.rules.decisions["roll-dice"].aux_ms
    assert leave.data["t"] == started + aux + 120_000
    assert view_at.finished is False
