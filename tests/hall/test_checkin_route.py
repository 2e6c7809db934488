"""``POST /api/checkin``: a table device checks in its table's players for the next round, through the
real app (Starlette's TestClient); a refusal is 4xx in one sentence with nothing written; the players'
page lists who has not checked in."""

from __future__ import annotations

import pytest

from tests.hall.helpers import Hall, assemble, make_hall


@pytest.fixture
def hall() -> Hall:
    hall = make_hall()
    session = hall.session
    session.do("event.check_in", {"no_show": "skip", "late": "next_round"})
    for table, players in ((1, ["Ben", "Cai", "Dee"]), (2, ["Fay", "Gus"])):
        session.do("player.out", {"table": table, "players": players})
    session.do("round.open", {})
    hall.backend.publisher.publish(session.state, session.now(), ratings=session.ratings_before)
    return hall


def check_in(hall: Hall, token: str | None, table: int, player: str, action_id: str = "c1d2e3f4a5") -> object:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return hall.client.post("/api/checkin", json={"id": action_id, "table": table, "player": player},
                            headers=headers)


def missing(hall: Hall) -> list[str]:
    return assemble(hall.client.get("/api/hall").json()["parts"])["not_checked_in"]


def test_a_device_checks_in_its_table_s_players_once(hall: Hall) -> None:
    assert missing(hall) == ["Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus"]
    _, token = hall.pair(1)
    answer = check_in(hall, token, 1, "Ana")
    assert answer.status_code == 200 and answer.json()["ok"]
    ana = hall.session.state.player_by_name("Ana")
    assert ana is not None and ana.id in hall.session.state.rounds[2].checked_in
    seq = hall.session.state.seq
    again = check_in(hall, token, 1, "Ana")  # the same id again: answered, not written twice
    assert again.status_code == 200 and again.json()["repeated"] and hall.session.state.seq == seq
    assert missing(hall) == ["Ben", "Cai", "Dee", "Eve", "Fay", "Gus"]


@pytest.mark.parametrize(("token", "table", "player", "status", "said"), [
    ("good", 1, "Eve", 403, "'Eve' did not sit at table 1: check in at the judge's desk"),
    ("good", 2, "Eve", 403, "this device is paired to table 1, not table 2"),
    ("forged", 1, "Ana", 403, "this device's pairing is unknown or was revoked: ask the judge to pair it again"),
    (None, 1, "Ana", 401, "this page is not paired: scan the table's QR code on the judge's desk"),
])
def test_a_refused_check_in_writes_nothing(hall: Hall, token, table, player, status, said) -> None:
    _, good = hall.pair(1)
    seq = hall.session.state.seq
    answer = check_in(hall, {"good": good, "forged": "x" * 43, None: None}[token], table, player)
    assert answer.status_code == status
    assert answer.json()["ok"] is False and answer.json()["message"] == said
    assert hall.session.state.seq == seq


def test_the_core_s_refusal_comes_back_as_409_in_its_words(hall: Hall) -> None:
    _, token = hall.pair(1)
    assert check_in(hall, token, 1, "Ana").status_code == 200
    seq = hall.session.state.seq
    answer = check_in(hall, token, 1, "Ana", action_id="another-id-1")
    assert answer.status_code == 409
    assert answer.json()["message"] == "Ana has already checked in for round 2"
    assert hall.session.state.seq == seq


def test_a_malformed_check_in_is_refused_on_its_shape(hall: Hall) -> None:
    _, token = hall.pair(1)
    headers = {"Authorization": f"Bearer {token}"}
    seq = hall.session.state.seq
    answer = hall.client.post("/api/checkin", json={"id": "c1d2e3f4a5", "table": 1, "player": "Ana", "round": 9},
                              headers=headers)
    assert answer.status_code == 400 and answer.json()["message"] == "a check-in does not take 'round'"
    answer = hall.client.post("/api/checkin", json={"id": "short", "table": 1, "player": "Ana"}, headers=headers)
    assert answer.status_code == 400
    assert hall.session.state.seq == seq


def phone(hall: Hall, player: str, code: str, action_id: str = "p1h2o3n4e5") -> object:
    return hall.client.post("/api/checkin/phone", json={"id": action_id, "player": player, "code": code})


def test_a_player_s_phone_checks_in_with_the_hall_s_code(hall: Hall) -> None:
    code = hall.session.state.settings.check_in.code  # type: ignore[union-attr]
    answer = phone(hall, "Eve", code.lower())
    assert answer.status_code == 200 and answer.json()["ok"]
    eve = hall.session.state.player_by_name("Eve")
    assert eve is not None and eve.id in hall.session.state.rounds[2].checked_in
    seq = hall.session.state.seq
    again = phone(hall, "Eve", code, action_id="p1h2o3n4e6")  # the answer was lost: sent again
    assert again.status_code == 200 and again.json()["repeated"] and hall.session.state.seq == seq
    assert "Eve" not in missing(hall)


@pytest.mark.parametrize(("body", "status", "said"), [
    ({"player": "Eve", "code": "WRONG1"}, 403,
     "that is not the check-in code: it is on the projector and at the judge's desk"),
    ({"player": "Zed", "code": None}, 404, "no player 'Zed' is registered: ask at the judge's desk"),
    ({"player": "", "code": None}, 400, "choose your name first"),
    ({"player": "Eve", "code": None, "table": 1}, 400, "a check-in does not take 'table'"),
])
def test_a_refused_phone_check_in_writes_nothing(hall: Hall, body, status, said) -> None:
    code = hall.session.state.settings.check_in.code  # type: ignore[union-attr]
    seq = hall.session.state.seq
    answer = hall.client.post("/api/checkin/phone",
                              json={"id": "p1h2o3n4e5", **body, "code": body["code"] or code})
    assert answer.status_code == status
    assert {key: answer.json()[key] for key in ("ok", "message")} == {"ok": False, "message": said}
    assert hall.session.state.seq == seq


def test_phones_count_against_their_address_s_rate_limit(hall: Hall) -> None:
    from tableside.app.hall.ratelimit import BURST

    seq = hall.session.state.seq
    statuses = [phone(hall, "Eve", "WRONG1", action_id=f"guess-{n:04d}").status_code for n in range(BURST + 5)]
    assert statuses[-1] == 429 and set(statuses) == {403, 429}
    assert hall.session.state.seq == seq


def test_a_device_s_view_lists_its_players_while_check_in_is_open(hall: Hall) -> None:
    from tableside.app.event.page_view import table_numbers, table_view

    state = hall.session.state
    assert table_numbers(state) == [1, 2]  # round 2 is not seated: round 1's tables get the check-in view
    _, token = hall.pair(1)
    assert check_in(hall, token, 1, "Ben").status_code == 200
    view = table_view(hall.session.state, 1, hall.session.now())
    assert view["seated"] is False and view["check_in"] == [
        {"name": "Ana", "here": False}, {"name": "Ben", "here": True}, {"name": "Cai", "here": False},
        {"name": "Dee", "here": False}]
    for name in ("Cai", "Dee", "Eve"):
        hall.session.do("player.check_in", {"player": name})
    hall.session.do("round.seat", {"seed": 1})
    assert table_numbers(hall.session.state) == sorted(hall.session.state.rounds[2].tables)


def test_a_check_in_is_never_done_once_a_station_took_the_event_over(hall: Hall) -> None:
    """A check-in, like a device's action, is answered done only once a copy holds it: a desk that was
    taken over answers "not known yet" (the station's copy decides), never "done"."""
    from starlette.testclient import TestClient

    from tableside.app.hall.server import make_app
    from tableside.app.replication.logfeed import InlineLog, LogFeed
    from tableside.app.replication.wire import Status

    feed = LogFeed(InlineLog(None), "t" * 32)  # type: ignore[arg-type]
    feed.fenced_by = Status("http://10.0.0.2:8765/", "e" * 64, 2, 0, "st-bob", ())
    hall.client = TestClient(make_app(hall.backend, hall.hub, log=feed, pairing=hall.pairing))
    _, token = hall.pair(1)
    answer = check_in(hall, token, 1, "Ana")
    assert answer.status_code == 503 and answer.json()["ok"] is False
    assert answer.json()["message"].startswith("not known yet")
