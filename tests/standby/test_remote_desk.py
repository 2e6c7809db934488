"""A station's actions through the one client (``RemoteDesk.send`` over ``LogClient.act``), against a real
desk-shaped server on loopback: what the judge at the station hears for each thing the desk can answer."""

from __future__ import annotations

import json

import pytest

from tableside.app.errors import TablesideError
from tableside.app.event.actions import ActionRefused
from tableside.app.replication.wire import Answer, answer_to_wire, refusal_to_wire
from tableside.app.standby.station import RemoteDesk
from tests.replication.loopback import Script, closed_port, drop, loopback, reply

TOKEN = "s" * 32
PATH = "/api/station/action"


def desk(url: str) -> RemoteDesk:
    return RemoteDesk(url, TOKEN, "st-aaaa1111", send_timeout_s=0.5, deadline_s=2.0)


def test_busy_then_done_is_sent_again_with_the_same_id() -> None:
    script = Script()
    script.replies[PATH] = [reply(503, refusal_to_wire("the desk is busy: send it again")),
                            reply(200, answer_to_wire(Answer(True, "done", seq=8)))]
    with loopback(script) as url:
        assert desk(url).send("player.out", {"round": 1, "table": 2}) == 8
    ids = [json.loads(heard.body)["id"] for heard in script.heard]
    assert len(ids) == 2 and ids[0] == ids[1]  # the desk commits an id once, however often it comes
    assert script.heard[0].headers["authorization"] == f"Bearer {TOKEN}"


def test_a_lost_answer_is_sent_again_and_a_join_keeps_the_token_given() -> None:
    script = Script()
    given = "g" * 40
    script.replies[PATH] = [drop, reply(200, answer_to_wire(Answer(True, "done", seq=3, station_token=given)))]
    with loopback(script) as url:
        remote = desk(url)
        assert remote.send("station.join", {"station": "st-aaaa1111", "name": "Ann", "url": ""}) == 3
    assert remote.token == given


def test_a_refusal_is_the_desks_own_words() -> None:
    script = Script()
    script.answer(PATH, 409, refusal_to_wire("there is no table 9 in the round being played"))
    with loopback(script) as url, pytest.raises(ActionRefused) as caught:
        desk(url).send("player.out", {"round": 1, "table": 9})
    assert str(caught.value) == "there is no table 9 in the round being played"


def test_a_desk_still_busy_at_the_deadline_is_refused_in_its_words() -> None:
    script = Script()
    script.answer(PATH, 503, refusal_to_wire("not known yet: it will be done at most once"))
    with loopback(script) as url, pytest.raises(ActionRefused, match="^not known yet: it will be done at most once$"):
        RemoteDesk(url, TOKEN, "st-aaaa1111", send_timeout_s=0.5, deadline_s=0.5).send("player.out", {})


def test_no_desk_at_all_sends_nothing_and_says_so() -> None:
    url = f"http://127.0.0.1:{closed_port()}/"
    remote = desk(url)
    with pytest.raises(TablesideError, match=r"cannot be reached \(127\.0\.0\.1:\d+: Connection refused\); "
                                             "nothing was sent$"):
        remote.send("player.out", {})
    assert remote.unreachable is not None  # every later action is refused at once, in the same words
