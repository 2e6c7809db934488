"""A device's and a station's action share one reader of the request's envelope (``gate.read_request``):
the same fault gets the same refusal from both, only the "no token" words are each sender's own."""

from __future__ import annotations

import pytest

from tableside.app.hall.gate import MAX_BODY, Outcome, parse_action
from tableside.app.hall.station import StationRequest, parse_station_action

JUDGE = "j" * 32
BEARER = "Bearer " + "d" * 32


def both(body: bytes, authorization: str | None) -> tuple[object, object]:
    return parse_action(body, authorization), parse_station_action(body, authorization, JUDGE)


@pytest.mark.parametrize(("body", "status", "words"), [
    (b"x" * (MAX_BODY + 1), 413, f"the request is larger than {MAX_BODY // 1024} KiB"),
    (b"{", 400, "the request is not valid JSON"),
    (b"\xff", 400, "the request is not valid JSON"),
    (b"[" * 5_000, 400, "the request is not valid JSON"),  # nesting deeper than the parser goes
    (b"[]", 400, "the request must be a JSON object"),
])
def test_the_same_fault_is_refused_alike(body: bytes, status: int, words: str) -> None:
    device, station = both(body, BEARER)
    assert device == station
    assert isinstance(device, Outcome) and (device.status, device.message) == (status, words)


def test_no_token_is_refused_in_each_senders_words() -> None:
    device, station = both(b"{}", None)
    assert device == Outcome(401, "this page is not paired: scan the table's QR code on the judge's desk")
    assert station == Outcome(401, "a judge station needs the judge code shown on the desk (File ▸ Serve)")
    assert both(b"{}", "Basic abc") == (device, station)  # not a bearer token: none at all


def test_past_the_envelope_each_reads_its_own_fields() -> None:
    body = b'{"id": "act-0123456789", "station": "st-aaaa1111", "kind": "station.join", "data": {}}'
    device, station = both(body, f"Bearer {JUDGE}")
    assert isinstance(device, Outcome)
    assert (device.status, device.message) == (
        400, "unknown kind 'station.join': a table device may send player.out, clock.decision, clock.done, "
             "clock.auction, clock.pause, clock.vote, clock.resume, call.raise, game.numbers, result.report, "
             "result.confirm")
    assert device.template == "unknown kind {kind}: a table device may send {kinds}"  # for the pages' words
    assert station == StationRequest("st-aaaa1111", "act-0123456789", "station.join", {}, "", with_code=True)
