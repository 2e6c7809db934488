"""Every JSON shape of the protocol, both ways (``app.replication.wire``): what one side writes, the other
reads back as it was; what is not the shape is refused in plain words, never half read."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tableside.app.eventlog.entry import GENESIS_HASH, Entry
from tableside.app.replication.wire import (
    Answer,
    LogPage,
    StationAction,
    Status,
    WireError,
    action_from_wire,
    action_to_wire,
    answer_from_wire,
    answer_to_wire,
    head_from_wire,
    head_to_wire,
    message_of,
    page_from_wire,
    page_to_wire,
    refusal_to_wire,
    said_text,
    said_to_wire,
    status_from_wire,
    status_to_wire,
)
from tableside.app.text import Text, ordinal, words

EVENT = "e" * 64


def sent(value: dict[str, Any]) -> bytes:
    """As the server's JSONResponse writes it."""
    return json.dumps(value, ensure_ascii=False).encode("utf-8")


def test_a_page_round_trips() -> None:
    entries = (Entry(1, "a1", "2026-11-24T20:00:00.000Z", "event.create", {"name": "Ünï"}, GENESIS_HASH, "a" * 64),
               Entry(2, "a2", "2026-11-24T20:00:01.000Z", "player.add", {"names": ["Bo"]}, "a" * 64, "b" * 64))
    for page in (LogPage(0, GENESIS_HASH, 2, "b" * 64, entries), LogPage(2, "b" * 64, 2, "b" * 64, ()),
                 LogPage(9, None, 2, "b" * 64, ())):
        assert page_from_wire(sent(page_to_wire(page))) == page


def test_a_head_round_trips() -> None:
    assert head_from_wire(sent(head_to_wire(41, "c" * 64))) == (41, "c" * 64)
    with pytest.raises(WireError, match="the server's head hash is not 64 hex digits"):
        head_from_wire(sent({"ok": True, "seq": 41, "hash": "c"}))


def test_a_status_round_trips() -> None:
    stations = [("st-aaaa1111", "Ann", "http://10.0.0.2:8765/"), ("st-bbbb2222", "Bo", "")]
    for serving in (None, "st-aaaa1111"):
        written = {**status_to_wire(EVENT, 3, 120, serving, stations), "now": 1}  # the hub adds "now"
        assert status_from_wire("http://x:1/", sent(written)) == Status("http://x:1/", EVENT, 3, 120, serving,
                                                                         tuple(stations))


def test_a_station_action_round_trips() -> None:
    for action in (StationAction("act-0123456789", "st-aaaa1111", "player.out", {"round": 1, "table": 2}),
                   StationAction("join-" + "f" * 32, "st-aaaa1111", "station.join",
                                 {"station": "st-aaaa1111", "name": "Ann's laptop", "url": ""})):
        assert action_from_wire(json.loads(action_to_wire(action))) == action


@pytest.mark.parametrize("answer", [
    Answer(True, "done", seq=4), Answer(True, "already done", seq=4, repeated=True),
    Answer(True, "done", seq=5, station_token="s" * 32), Answer(False, "there is no table 9 in the round being played"),
    Answer(False, "not known yet: it will be done at most once", known=False),
])
def test_an_answer_round_trips(answer: Answer) -> None:
    assert answer_from_wire(sent(answer_to_wire(answer))) == answer


@pytest.mark.parametrize(("body", "words"), [
    (b"{", "the server's answer is not valid JSON"),
    (b"\xff\xfe", "the server's answer is not valid JSON"),
    (b"[1]", "the server's answer is not a JSON object"),
    (b"[" * 100_000, "the server's answer is not valid JSON"),  # nesting deep enough to exhaust the parser
])
def test_malformed_json_is_refused_with_a_plain_message(body: bytes, words: str) -> None:
    for read in (page_from_wire, answer_from_wire, head_from_wire):
        with pytest.raises(WireError) as caught:
            read(body)
        assert str(caught.value) == words
    assert status_from_wire("http://x:1/", body) is None
    assert message_of(body) is None


@pytest.mark.parametrize(("value", "words"), [
    ({"ok": "yes", "message": "done", "seq": 1}, "the desk's answer has no ok and message"),
    ({"ok": True, "message": "done"}, "the desk answered done without naming the entry it committed"),
    ({"ok": True, "message": "done", "seq": True}, "the desk's answer names an entry that is not a whole number"),
    ({"ok": True, "message": "done", "seq": 3, "station_token": "short"},
     "the desk's answer holds a station token that is not one"),
    ({"ok": False, "message": "no", "known": "maybe"},
     "the desk's answer has known or repeated that is not true or false"),
])
def test_an_answer_of_the_wrong_shape_says_what_is_wrong(value: dict[str, Any], words: str) -> None:
    with pytest.raises(WireError) as caught:
        answer_from_wire(sent(value))
    assert str(caught.value) == words


@pytest.mark.parametrize(("value", "words"), [
    ({"id": "act-0123456789", "station": "st-aaaa1111", "kind": "player.out", "data": {}, "when": 1},
     "a station's action takes only id, station, kind, data, not 'when'"),
    ({"id": "short", "station": "st-aaaa1111", "kind": "player.out"},
     "each action needs an id made on the station (8 to 64 letters, digits, - or _)"),
    ({"id": "act-0123456789", "station": "st", "kind": "player.out"},
     "station must be the station's id (8 to 64 letters, digits, - or _)"),
    ({"id": "act-0123456789", "station": "st-aaaa1111", "kind": "desk.explode"},
     "unknown kind 'desk.explode': a station may send any action tableside apply accepts"),
    ({"id": "act-0123456789", "station": "st-aaaa1111", "kind": "player.out", "data": []},
     "data must be a JSON object (the action's fields)"),
    ({"id": "act-0123456789", "station": "st-aaaa1111", "kind": "player.out", "data": {"station": "st-other99"}},
     "a station acts in its own name: data's station must be the sender's station id"),
    ({"id": "act-0123456789", "station": "st-aaaa1111", "kind": "player.out", "data": {"t": 1}},
     "the serving desk sets 't' itself: leave it out"),
])
def test_a_station_action_of_the_wrong_shape_is_refused_in_the_judges_words(value: dict[str, Any], words: str) -> None:
    assert str(action_from_wire(value)) == words


def test_a_sentence_with_a_place_and_a_views_word_reads_back_as_it_was_sent() -> None:
    text = Text("table {table}: {reason}", {"table": 3, "reason": Text("{who} ({label}) is {place}", {
        "who": "Ana", "label": words("roll dice"), "place": ordinal(2)})})
    sent = json.loads(json.dumps(said_to_wire(text.template, text.params)))
    back = said_text(sent)
    assert back == text and str(back) == "table 3: Ana (roll dice) is 2nd"
    assert back is not None and back.params["reason"].params["label"].context == "view"  # type: ignore[union-attr]
    assert said_text({"template": "{x}", "fields": {"x": {"ordinal": "3"}}}) is None  # not a place: not trusted
    assert said_text({"template": "{x.__class__}", "fields": {"x": "a"}}) is None


def test_a_refusal_carries_its_message() -> None:
    assert message_of(sent(refusal_to_wire("that pairing code was used"))) == "that pairing code was used"
    assert message_of(sent({"ok": False, "message": "x" * 500})) == "x" * 300  # cut short: it is shown as is
