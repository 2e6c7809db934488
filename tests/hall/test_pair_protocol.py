"""``POST /api/pair``: the QR code's one-time code, exchanged once for the device's token, through
Starlette's TestClient with the rate limit's and the codes' clock injected (no sleeping)."""

from __future__ import annotations

import pytest

from tableside.app.hall.pairing import CODE_TTL_S, PairingCodes, pairing_url
from tableside.app.hall.ratelimit import BURST
from tableside.app.replication.token import token_hash
from tests.hall.helpers import Hall, make_hall

REFUSED = "this pairing code is unknown, used or expired: ask the judge to pair this device again"


@pytest.fixture
def hall() -> Hall:
    return make_hall()


def redeem(hall: Hall, code: object):
    return hall.client.post("/api/pair", json={"code": code})


def test_a_code_is_exchanged_once_for_a_token_that_works(hall: Hall) -> None:
    device, code = hall.pair_code(2)
    seq = hall.session.state.seq
    answer = redeem(hall, code)
    assert answer.status_code == 200 and answer.headers["cache-control"] == "no-store"
    body = answer.json()
    assert body["ok"] is True and body["device"] == device and body["table"] == 2
    assert hall.session.state.devices[device].token_hash == token_hash(body["token"])
    who = hall.client.get("/api/device", headers={"Authorization": f"Bearer {body['token']}"})
    assert who.status_code == 200 and who.json()["table"] == 2
    # The second use (a photo of the QR code, a link passed on) gets nothing, and nothing is written.
    again = redeem(hall, code)
    assert again.status_code == 403 and again.json() == {"ok": False, "message": REFUSED}
    assert hall.session.state.seq == seq


def test_a_code_expires_after_ten_minutes(hall: Hall) -> None:
    _, late = hall.pair_code(1)
    _, in_time = hall.pair_code(1)
    hall.clock[0] += CODE_TTL_S - 0.5
    assert redeem(hall, in_time).status_code == 200
    hall.clock[0] += 1.0
    answer = redeem(hall, late)
    assert answer.status_code == 403 and answer.json()["message"] == REFUSED


def test_unknown_codes_and_bad_requests_are_refused_in_plain_words(hall: Hall) -> None:
    seq = hall.session.state.seq
    assert redeem(hall, "AAAAAAAAAAAAAAAA").json() == {"ok": False, "message": REFUSED}
    for body in (b"not json", b'{"code": 7}', b'{"code": ""}', b"[]"):
        answer = hall.client.post("/api/pair", content=body, headers={"content-type": "application/json"})
        assert answer.status_code == 400, body
        assert answer.json()["ok"] is False and "QR code" in answer.json()["message"]
    big = hall.client.post("/api/pair", content=b'{"code": "' + b"A" * 4096 + b'"}')
    assert big.status_code == 413 and big.json()["ok"] is False
    assert hall.client.get("/api/pair").status_code == 405
    assert hall.session.state.seq == seq


def test_a_revoked_devices_code_hands_out_nothing(hall: Hall) -> None:
    device, code = hall.pair_code(1)
    hall.session.do("device.revoke", {"device": device})
    hall.pairing.forget(device)
    assert redeem(hall, code).status_code == 403


def test_codes_are_rate_limited_like_every_request(hall: Hall) -> None:
    statuses = [redeem(hall, f"WRONG{n:011d}").status_code for n in range(BURST + 1)]
    assert statuses[:BURST] == [403] * BURST and statuses[BURST] == 429


def test_a_server_given_no_codes_pairs_nothing() -> None:
    from starlette.testclient import TestClient

    from tableside.app.hall.server import make_app

    hall = make_hall()
    _, code = hall.pair_code(1)
    bare = TestClient(make_app(hall.backend, hall.hub))  # no pairing codes: a server that pairs nothing
    assert bare.post("/api/pair", json={"code": code}).status_code == 403


def test_the_qr_code_carries_the_code_never_the_token() -> None:
    codes = PairingCodes(clock=lambda: 0.0)
    paired = codes.pair(3, lambda data: "d9")
    assert paired is not None
    link = paired.link("http://127.0.0.1:8765/")
    assert link == pairing_url("http://127.0.0.1:8765", paired.code) == f"http://127.0.0.1:8765/table#pair={paired.code}"
    assert paired.token not in link and len(paired.code) >= 16
    assert codes.redeem(paired.code.lower()) is None  # exact: the page sends it as the QR code has it
    redeemed = codes.redeem(paired.code)
    assert redeemed is not None and redeemed.token == paired.token and redeemed.table == 3


def test_a_refused_pairing_makes_no_code() -> None:
    codes = PairingCodes(clock=lambda: 0.0)
    assert codes.pair(3, lambda data: None) is None
    assert codes.redeem("") is None
