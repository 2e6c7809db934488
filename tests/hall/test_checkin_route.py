"""``POST /api/checkin``: a table device checks in its table's players for the next round, through the
real app (Starlette's TestClient); a refusal is 4xx in one sentence with nothing written; the players'
page lists who has not checked in."""

from __future__ import annotations

import pytest

from tableside.app.hall.views import assemble
from tests.hall.helpers import Hall, make_hall


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
