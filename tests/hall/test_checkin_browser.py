"""Check-in from a player's phone in a real browser (issue 28, part 3), against the headless desk
(``HallService``, a real uvicorn on loopback): the players' page lists who has not checked in; a wrong
code is refused in the desk's words with nothing written; the right one checks the player in and the
list follows with no reload."""

from __future__ import annotations

import pytest

from tests.hall.chromium import keep, needs_chromium

WAIT_MS = 10_000  # real I/O: bounded waits, never fixed sleeps
CODE = "K7QMXA"

pytestmark = [pytest.mark.e2e, needs_chromium]


def test_a_player_checks_in_from_the_players_page_with_the_hall_s_code(service, browser, tmp_path) -> None:
    from playwright.sync_api import expect

    act = service.writer.act
    assert act("event.check_in", {"no_show": "loss", "late": "free_seat", "code": CODE}) is not None
    for table, players in ((1, ["Ben", "Cai", "Dee"]), (2, ["Fay", "Gus"])):
        assert act("player.out", {"table": table, "players": players}) is not None
    assert act("round.open", {}) is not None
    assert act("player.check_in", {"player": "Ana"}) is not None

    phone = browser.new_page()
    phone.goto(service.url("/"))
    names = phone.locator("#checkin-names")
    expect(names).to_have_text("Ben, Cai, Dee, Eve, Fay, Gus", timeout=WAIT_MS)
    expect(phone.locator("#checkin-title")).to_have_text("Not checked in yet for round 2 (6)")

    phone.locator("#checkin-who").select_option("Eve")
    phone.locator("#checkin-code").fill("WRONG1")
    phone.locator("#checkin-send").click()
    expect(phone.locator("#checkin-said")).to_have_text(
        "that is not the check-in code: it is on the projector and at the judge's desk", timeout=WAIT_MS)
    expect(names).to_have_text("Ben, Cai, Dee, Eve, Fay, Gus")  # nothing written

    phone.locator("#checkin-code").fill(CODE.lower())
    phone.locator("#checkin-send").click()
    expect(phone.locator("#checkin-said")).to_have_text("Eve is checked in.", timeout=WAIT_MS)
    expect(names).to_have_text("Ben, Cai, Dee, Fay, Gus", timeout=WAIT_MS)
    phone.screenshot(path=str(tmp_path / "hall-checkin.png"))
    keep(tmp_path / "hall-checkin.png")
    # The desk refuses Eve a second check-in in its own words: the phone's one is in the log.
    from tableside.app.event.actions import ActionRefused

    with pytest.raises(ActionRefused, match="Eve has already checked in for round 2"):
        act("player.check_in", {"player": "Eve"})


def test_a_table_device_checks_in_the_players_who_sat_there(service, browser) -> None:
    from playwright.sync_api import expect

    act = service.writer.act
    assert act("event.check_in", {"no_show": "skip", "late": "next_round"}) is not None
    for table, players in ((1, ["Ben", "Cai", "Dee"]), (2, ["Fay", "Gus"])):
        assert act("player.out", {"table": table, "players": players}) is not None
    assert act("round.open", {}) is not None
    assert act("player.check_in", {"player": "Ana"}) is not None
    url = service.url("/")
    paired = service.pair(1)
    tablet = browser.new_page()
    tablet.set_viewport_size({"width": 1024, "height": 768})
    tablet.goto(paired.link(url))
    expect(tablet.locator("#title")).to_have_text("Table 1", timeout=WAIT_MS)
    rows = tablet.locator("#players .player")
    expect(rows).to_have_count(4, timeout=WAIT_MS)  # who sat at table 1 in round 1, in their seats' order
    expect(rows.locator(".name")).to_have_text(["Ana", "Ben", "Cai", "Dee"])
    expect(rows.nth(0).get_by_role("button")).to_have_text("Checked in")
    expect(rows.nth(0).get_by_role("button")).to_be_disabled()
    rows.nth(1).get_by_role("button", name="Check in").click()
    expect(rows.nth(1).get_by_role("button")).to_have_text("Checked in", timeout=WAIT_MS)
    players = browser.new_page()
    players.goto(url)
    expect(players.locator("#checkin-names")).to_have_text("Cai, Dee, Eve, Fay, Gus", timeout=WAIT_MS)
