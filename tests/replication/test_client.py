"""The one HTTP client (``app.replication.client.LogClient``) against a real server on loopback.

Every call of the protocol is checked both ways (what the client sends, what it makes of the answer),
and the one error mapping: ``Unreachable`` (try again: no answer, a dropped or cut connection, busy),
``NotSent`` (nothing left this machine), ``ServerRefused`` (the server said no, or is not a Tableside).
"""

from __future__ import annotations

import json
import time

import pytest

from tableside.app.eventlog.entry import GENESIS_HASH, Entry
from tableside.app.replication.client import LogClient, NotSent, ServerRefused, Unreachable
from tableside.app.replication.rivals import probe
from tableside.app.replication.wire import (
    Answer,
    LogPage,
    StationAction,
    Status,
    WireError,
    action_from_wire,
    answer_to_wire,
    page_to_wire,
    status_to_wire,
)
from tests.replication.loopback import Reply, Script, closed_port, cut_short, drop, loopback, silent_for

TOKEN = "t" * 32
EVENT = "e" * 64


def a_page() -> LogPage:
    entry = Entry(1, "id-1", "2026-11-24T20:00:00.000Z", "event.create", {"name": "Open"}, GENESIS_HASH, "a" * 64)
    return LogPage(0, GENESIS_HASH, 1, "a" * 64, (entry,))


def test_a_page_is_asked_with_the_token_and_read_back_as_sent() -> None:
    script = Script()
    script.answer("/api/log", 200, page_to_wire(a_page()))
    with loopback(script) as url:
        client = LogClient(url, TOKEN)
        try:
            assert client.page(0, 50, 0.5) == a_page()
            assert client.page(0) == a_page()  # the same keep-alive connection, asked again
        finally:
            client.close()
    first = script.heard[0]
    assert (first.method, first.path) == ("GET", "/api/log?after=0&limit=50&wait=0.5")
    assert first.headers["authorization"] == f"Bearer {TOKEN}"
    assert first.headers["x-tableside-copy"] == client.copy_id  # the server counts this copy's acknowledgements
    assert "x-tableside-reading" not in first.headers


def test_a_read_that_only_compares_says_so() -> None:
    script = Script()
    script.answer("/api/log", 200, page_to_wire(a_page()))
    with loopback(script) as url:
        client = LogClient(url, TOKEN)
        try:
            assert client.page(0, 1, holding=False) == a_page()
        finally:
            client.close()
    assert script.heard[0].headers["x-tableside-reading"] == "compare"  # no acknowledgement from this read


def test_a_status_is_public_and_read_back_as_sent() -> None:
    script = Script()
    script.answer("/api/status", 200, {**status_to_wire(EVENT, 2, 9, "st-bob", [("st-bob", "Bob", "http://b:1/")]),
                                       "now": 5})
    with loopback(script) as url:
        client = LogClient(url)
        try:
            assert client.status() == Status(url, EVENT, 2, 9, "st-bob", (("st-bob", "Bob", "http://b:1/"),))
        finally:
            client.close()
        assert probe(url) == Status(url, EVENT, 2, 9, "st-bob", (("st-bob", "Bob", "http://b:1/"),))
    assert "authorization" not in script.heard[0].headers  # no token to give away to whoever answers


def test_a_join_sends_a_station_action_and_reads_the_token_given() -> None:
    script = Script()
    given = "g" * 40
    script.answer("/api/station/action", 200, answer_to_wire(Answer(True, "done", seq=12, station_token=given)))
    with loopback(script) as url:
        client = LogClient(url, TOKEN)
        try:
            assert client.join({"station": "st-0123456789", "name": "Bob's laptop", "url": ""}) == (12, given)
        finally:
            client.close()
    heard = script.heard[0]
    assert (heard.method, heard.path, heard.headers["content-type"]) == (
        "POST", "/api/station/action", "application/json")
    sent = action_from_wire(json.loads(heard.body))
    assert isinstance(sent, StationAction)
    assert (sent.station, sent.kind, sent.data) == (
        "st-0123456789", "station.join", {"station": "st-0123456789", "name": "Bob's laptop", "url": ""})


def test_an_action_comes_back_as_the_desk_answered_it() -> None:
    script = Script()
    script.answer("/api/station/action", 200, answer_to_wire(Answer(True, "already done", seq=7, repeated=True)))
    action = StationAction("act-0123456789", "st-0123456789", "player.out", {"round": 1, "table": 2})
    with loopback(script) as url:
        client = LogClient(url, TOKEN)
        try:
            assert client.act(action) == Answer(True, "already done", seq=7, repeated=True)
        finally:
            client.close()
    assert action_from_wire(json.loads(script.heard[0].body)) == action


@pytest.mark.parametrize(("status", "value", "kind", "words"), [
    (503, {"ok": False, "message": "the event is still opening: try again"}, Unreachable,
     "is busy (503): the event is still opening: try again"),
    (429, {"ok": False, "message": "too many requests: wait a moment"}, Unreachable,
     "is busy (429): too many requests: wait a moment"),
    (500, b"Internal Server Error", Unreachable, "is busy (500): it is not a Tableside server serving its log"),
    (403, {"ok": False, "message": "that is not this server's standby token"}, ServerRefused,
     "refused (403): that is not this server's standby token"),
    (401, b"<html>no</html>", ServerRefused, "refused (401): it is not a Tableside server serving its log"),
    (404, b"not here", ServerRefused, "serves no event log (it is not tableside serve, or an older Tableside)"),
])
def test_an_answer_other_than_200_is_mapped_once_for_every_call(status: int, value: object, kind: type,
                                                                  words: str) -> None:
    script = Script()
    for path in ("/api/log", "/api/status", "/api/station/action"):
        script.answer(path, status, value)
    action = StationAction("act-0123456789", "st-0123456789", "player.out", {})
    with loopback(script) as url:
        client = LogClient(url, TOKEN)
        try:
            for call in (lambda: client.page(0), client.status, lambda: client.act(action)):
                with pytest.raises(kind) as caught:
                    call()
                assert str(caught.value) == f"127.0.0.1:{client.port} {words}"
                assert caught.value.status == status
                said = value.get("message") if isinstance(value, dict) else None
                assert caught.value.said == said  # the server's own words, for a caller that shows only them
        finally:
            client.close()


def test_an_answer_of_the_wrong_shape_is_refused_in_plain_words() -> None:
    script = Script()
    script.answer("/api/log", 200, b'{"ok": true, "after": 0')
    script.answer("/api/status", 200, {"ok": True, "event": "not an event"})
    script.answer("/api/station/action", 200, {"ok": True, "message": "done"})  # done, but which entry?
    with loopback(script) as url:
        client = LogClient(url, TOKEN)
        try:
            with pytest.raises(WireError, match="the server's answer is not valid JSON"):
                client.page(0)
            with pytest.raises(ServerRefused, match="answered its status with something else"):
                client.status()
            with pytest.raises(ServerRefused, match="is not a Tableside desk serving judge stations .the desk "
                                                    "answered done without naming the entry it committed"):
                client.act(StationAction("act-0123456789", "st-0123456789", "player.out", {}))
            with pytest.raises(ServerRefused, match="answered a join with something else"):
                script.answer("/api/station/action", 200, answer_to_wire(Answer(False, "hmm")))
                client.join({"station": "st-0123456789", "name": "Bob", "url": ""})
        finally:
            client.close()
        assert probe(url) is None  # a status that is not one: nothing to rank


@pytest.mark.parametrize(("misbehave", "words"), [
    (drop, "127.0.0.1:{port}: Remote end closed connection without response"),
    (cut_short, "127.0.0.1:{port}: IncompleteRead(10 bytes read, 990 more expected)"),
    (silent_for(1.0), "127.0.0.1:{port}: no answer in time"),
])
def test_a_lost_answer_is_unreachable_and_the_next_call_connects_again(misbehave: Reply, words: str) -> None:
    script = Script()
    script.replies["/api/log"] = misbehave
    with loopback(script) as url:
        client = LogClient(url, TOKEN, timeout_s=0.3)
        try:
            started = time.monotonic()
            with pytest.raises(Unreachable) as caught:
                client.page(0)
            assert time.monotonic() - started < 0.9  # the timeout holds, not the server's silence
            assert not isinstance(caught.value, NotSent)  # it was sent: a retry carries the same id
            assert str(caught.value) == words.format(port=client.port) and caught.value.status is None
            script.answer("/api/log", 200, page_to_wire(a_page()))
            assert client.page(0) == a_page()
        finally:
            client.close()


def test_no_server_at_all_is_not_sent() -> None:
    port = closed_port()
    client = LogClient(f"http://127.0.0.1:{port}/", TOKEN)
    try:
        with pytest.raises(NotSent, match=f"127.0.0.1:{port}: Connection refused"):
            client.act(StationAction("act-0123456789", "st-0123456789", "player.out", {}))
        with pytest.raises(Unreachable):  # the copy's follower hears it as any other outage
            client.page(0)
    finally:
        client.close()
    assert probe(f"http://127.0.0.1:{port}/") is None
    assert probe("not an address") is None
