"""Leaves reported at the table through the real app (Starlette's TestClient): a table device reports and
confirms over ``/api/action``, a player's phone acts for its seat with the seat code over ``/api/seat``,
the device alone reads the codes (``/api/seatcodes``); every refusal is 4xx in one sentence with nothing written."""

from __future__ import annotations

import json

import pytest

from tableside.app.event.reports import seat_code
from tests.hall.helpers import Hall, make_hall

SECRET = "k" * 32


@pytest.fixture
def hall() -> Hall:
    hall = make_hall()
    hall.session.do("event.reports", {"confirm_seconds": 120, "phones": True, "secret": SECRET})
    hall.backend.publisher.publish(hall.session.state, hall.session.now(), ratings=hall.session.ratings_before)
    return hall


def code(hall: Hall, name: str, table: int = 1) -> str:
    player = hall.session.state.player_by_name(name)
    assert player is not None
    return seat_code(SECRET, 1, table, player.id)


def seat(hall: Hall, kind: str, player: str, code: str, action_id: str = "phone-0001", table: int = 1,
         **extra: object) -> object:
    return hall.client.post("/api/seat", json={"id": action_id, "table": table, "player": player, "code": code,
                                               "kind": kind, **extra})


def view(hall: Hall, table: int = 1) -> dict:
    return json.loads(hall.hub.message(f"table:{table}"))["view"]


def out_at_table(hall: Hall) -> list[tuple[str, ...]]:
    return [leave.players for leave in hall.session.state.rounds[1].tables[1].leaves]


def test_the_device_reports_and_a_phone_confirms_with_its_seat_code(hall: Hall) -> None:
    _, token = hall.pair(1)
    answer = hall.post(token, {"kind": "result.report", "id": "dev-report-1", "table": 1, "players": ["Ana"],
                               "by": "Ana"})
    assert answer.status_code == 200, answer.json()
    pending = view(hall)["reports"]["pending"]
    assert pending["players"] == ["p1"] and pending["via"] == "device" and out_at_table(hall) == []
    confirmed = seat(hall, "confirm", "Ben", code(hall, "Ben").lower())
    assert confirmed.status_code == 200, confirmed.json()
    assert out_at_table(hall) == [("p1",)] and view(hall)["reports"]["pending"] is None
    last = hall.session.store.entries_page(hall.session.state.seq - 1, 1)[0]
    assert (last.kind, last.data["by"], last.data["via"]) == ("result.confirm", "p2", "phone")


def test_a_phone_reports_and_the_device_confirms_and_a_phone_calls_a_judge(hall: Hall) -> None:
    assert seat(hall, "check", "Cai", code(hall, "Cai")).json()["message"] == "Cai, table 1"
    answer = seat(hall, "report", "Cai", code(hall, "Cai"), players=["Cai"])
    assert answer.status_code == 200, answer.json()
    _, token = hall.pair(1)
    refused = hall.post(token, {"kind": "result.confirm", "id": "dev-confirm-1", "table": 1})
    assert refused.status_code == 409
    assert refused.json()["message"] == "choose who confirms: another player at table 1"
    assert hall.post(token, {"kind": "result.confirm", "id": "dev-confirm-2", "table": 1,
                             "by": "Dee"}).status_code == 200
    assert out_at_table(hall) == [("p3",)]
    called = seat(hall, "call", "Dee", code(hall, "Dee"), action_id="phone-0002", reason="rules")
    assert called.status_code == 200 and view(hall)["call"]["reason"] == "Rules question"


@pytest.mark.parametrize(("who", "which", "table", "status", "said"), [
    ("Ana", "Ben", 1, 403, "that is not your seat's code: it is shown on your table's device"),
    ("Eve", "Eve", 1, 403, "that is not your seat's code: it is shown on your table's device"),
    ("Zed", "Ana", 1, 403, "that is not your seat's code: it is shown on your table's device"),
    ("Ana", "Ana", 7, 409, "there is no table 7 in the round being played"),
])
def test_a_wrong_seat_or_code_is_refused_with_nothing_written(hall: Hall, who, which, table, status, said) -> None:
    seq = hall.session.state.seq
    given = code(hall, which, 2 if which == "Eve" else 1) if which != "Zed" else "AAAAA"
    answer = seat(hall, "report", who, given, table=table, players=["Ana"])
    assert answer.status_code == status and answer.json() == {**answer.json(), "ok": False, "message": said}
    assert hall.session.state.seq == seq


def test_the_reporter_s_own_phone_cannot_confirm_and_phones_off_refuses_every_seat(hall: Hall) -> None:
    seat(hall, "report", "Ana", code(hall, "Ana"), players=["Ana"])
    seq = hall.session.state.seq
    again = seat(hall, "confirm", "Ana", code(hall, "Ana"), action_id="phone-0003")
    assert again.status_code == 409
    assert again.json()["message"] == "Ana reported this: another player at table 1 confirms it"
    hall.session.do("event.reports", {"phones": False})
    seq = hall.session.state.seq
    off = seat(hall, "confirm", "Ben", code(hall, "Ben"), action_id="phone-0004")
    assert off.status_code == 403 and "do not take part" in off.json()["message"]
    assert hall.session.state.seq == seq


@pytest.mark.parametrize(("body", "said"), [
    ({"kind": "explode"}, "kind must be one of check, report, confirm, call"),
    ({"kind": "report"}, "choose who leaves"),
    ({"kind": "call"}, "choose why you call a judge"),
    ({"kind": "check", "admin": True}, "a seat's request does not take 'admin'"),
])
def test_a_malformed_phone_request_is_refused_before_the_writer(hall: Hall, body, said) -> None:
    jobs, seq = hall.backend.jobs, hall.session.state.seq
    answer = hall.client.post("/api/seat", json={"id": "phone-0005", "table": 1, "player": "Ana",
                                                 "code": code(hall, "Ana"), **body})
    assert answer.status_code == 400 and answer.json()["message"] == said
    assert hall.backend.jobs == jobs and hall.session.state.seq == seq


def test_only_the_paired_device_reads_its_table_s_seat_codes(hall: Hall) -> None:
    _, token = hall.pair(1)
    codes = hall.client.get("/api/seatcodes", headers={"Authorization": f"Bearer {token}"})
    assert codes.status_code == 200
    assert codes.json()["codes"] == {pid: seat_code(SECRET, 1, 1, pid) for pid in ("p1", "p2", "p3", "p4")}
    assert hall.client.get("/api/seatcodes").status_code == 401
    assert hall.client.get("/api/seatcodes", headers={"Authorization": "Bearer " + "x" * 43}).status_code == 403
    assert "codes" not in json.dumps(view(hall)) and code(hall, "Ana") not in hall.hub.message("table:1").decode()


def test_phone_requests_count_against_the_address_s_rate_limit(hall: Hall) -> None:
    seq = hall.session.state.seq
    statuses = [seat(hall, "check", "Ana", "WRONG", action_id=f"phone-{i:04d}").status_code for i in range(40)]
    assert 429 in statuses and hall.session.state.seq == seq


def test_the_players_page_shows_a_waiting_report_until_it_is_confirmed(hall: Hall) -> None:
    from tests.hall.helpers import assemble

    def reported() -> list[str]:
        return assemble(hall.client.get("/api/hall").json()["parts"])["tables"][0]["reported"]

    assert reported() == []
    seat(hall, "report", "Ana", code(hall, "Ana"), players=["Ana", "Ben"])
    assert reported() == ["Ana", "Ben"]
    seat(hall, "confirm", "Cai", code(hall, "Cai"), action_id="phone-0006")
    assert reported() == []
