"""The hall in a real browser: Debian's chromium driven by Playwright, against a real uvicorn on loopback.

A player follows the players' page on a phone-sized screen; a table device (1024×768) paired by its
QR code's one-time code marks a player out; the points appear on the players' page and in the desk's session. Then
the network drops (the server goes away; the device goes offline) and comes back: both pages say
so at once and recover by themselves. Screenshots of both pages are saved (``TABLESIDE_SCREENSHOTS``
names a folder to keep them in).
"""

from __future__ import annotations

import pytest

from tableside.app.clocks.clock_text import clock_text
from tableside.app.hall.service import HallService
from tests.hall.chromium import keep, needs_chromium

WAIT_MS = 10_000  # real I/O: bounded waits, never fixed sleeps

pytestmark = [pytest.mark.e2e, needs_chromium]


def on_desk(service: HallService, fn):
    return service.writer.with_session(lambda session: fn(session.state)).result(timeout=10)


def test_out_on_a_table_device_reaches_the_players_page_and_the_desk(service, browser, tmp_path) -> None:
    from playwright.sync_api import expect

    url = service.url("/")
    phone = browser.new_page()
    phone.goto(url)
    expect(phone.locator("#t1")).to_contain_text("Dee", timeout=WAIT_MS)
    expect(phone.locator("#event")).to_have_text("Tableside demo")
    phone.fill("#find", "de")
    expect(phone.locator("#found")).to_contain_text("Table 1")
    expect(phone.locator("#clock")).to_have_text(__import__("re").compile(r"^\d+:\d\d$"))

    paired = service.pair(1)
    device = paired.device
    tablet = browser.new_page()
    tablet.set_viewport_size({"width": 1024, "height": 768})
    tablet.goto(paired.link(url))  # the QR code's address: a one-time code, exchanged for the token
    expect(tablet.locator("#title")).to_have_text("Table 1", timeout=WAIT_MS)
    assert "#" not in tablet.url  # the code left the address bar
    assert tablet.evaluate("localStorage.getItem('tableside-token')") == paired.token
    dee = tablet.locator("article.player", has_text="Dee")
    out = dee.get_by_role("button", name="Out")
    expect(out).to_be_enabled(timeout=WAIT_MS)
    tablet.screenshot(path=str(tmp_path / "hall-table-1024x768.png"))
    keep(tmp_path / "hall-table-1024x768.png")
    # The device counts down from the desk's own clock: its idea of the server's time is within 100 ms.
    before = service.writer.now()
    seen = tablet.evaluate("Tableside.serverNow()")
    after = service.writer.now()
    assert before - 100 <= seen <= after + 100, (before, seen, after)

    # A decision from the device: its auxiliary countdown reads as the desk's does.
    ana = tablet.locator("article.player", has_text="Ana")
    ana.get_by_role("button", name="Decide").click()
    tablet.locator("#kinds").get_by_role("button", name="roll dice").click()
    aux = ana.locator(".aux")
    expect(aux).to_be_visible(timeout=WAIT_MS)
    ends = on_desk(service, lambda state: state.rounds[1].tables[1].clock.view(
        state.last_t).decision.aux_ends_at)
    before = service.writer.now()
    shown = aux.inner_text()
    after = service.writer.now()
    readings = {"+" + clock_text(ends - moment) for moment in range(before - 100, after + 101, 10)}
    assert shown in readings, (shown, sorted(readings))
    tablet.screenshot(path=str(tmp_path / "hall-table-deciding.png"))
    keep(tmp_path / "hall-table-deciding.png")
    tablet.get_by_role("button", name="Done").click()
    expect(aux).to_be_hidden(timeout=WAIT_MS)

    out.click()
    dee.get_by_role("button", name="Confirm: out").click()

    # The players' page gets the points pushed, with no reload.
    expect(phone.locator("#t1 li.out")).to_contain_text("Dee", timeout=WAIT_MS)
    expect(phone.locator("#t1 li.out .pts")).to_have_text("0")
    # And the desk has it, made by this device.
    out_entries = on_desk(service, lambda state: state.rounds[1].tables[1].out)
    assert out_entries == (("p4",),)
    last = service.writer.with_session(lambda session: session.store.last()).result(timeout=10)
    assert last.kind == "player.out" and last.data["device"] == device and last.data["players"] == ["p4"]
    expect(dee).to_contain_text("0 pts", timeout=WAIT_MS)
    phone.fill("#find", "")
    phone.screenshot(path=str(tmp_path / "hall-phone-390x844.png"), full_page=False)
    keep(tmp_path / "hall-phone-390x844.png")

    # The device's Wi-Fi drops: it says so at once, and the table goes on (its actions are kept on the
    # device and sent once the desk is back: test_browser_offline_table.py).
    browser.set_offline(True)
    expect(tablet.locator("#link")).to_be_visible(timeout=WAIT_MS)
    expect(tablet.locator("#queue")).to_contain_text("Offline since")
    expect(tablet.locator("article.player", has_text="Ana").get_by_role("button", name="Out")).to_be_enabled()
    tablet.screenshot(path=str(tmp_path / "hall-table-offline.png"))
    keep(tmp_path / "hall-table-offline.png")
    browser.set_offline(False)
    expect(tablet.locator("#link")).to_be_hidden(timeout=WAIT_MS)
    expect(tablet.locator("article.player", has_text="Ana").get_by_role("button", name="Out")).to_be_enabled()

    # The server goes away and comes back: "reconnecting…", then the page recovers by itself.
    service.stop_server()
    expect(phone.locator("#link")).to_have_text("reconnecting…")
    expect(phone.locator("#link")).to_be_visible(timeout=WAIT_MS)
    phone.screenshot(path=str(tmp_path / "hall-phone-reconnecting.png"))
    keep(tmp_path / "hall-phone-reconnecting.png")
    service.start_server()
    expect(phone.locator("#link")).to_be_hidden(timeout=WAIT_MS)
    # A change made while it was away is there once it is back.
    tablet.reload()
    ben = tablet.locator("article.player", has_text="Ben")
    ben.get_by_role("button", name="Out").click()
    ben.get_by_role("button", name="Confirm: out").click()
    expect(phone.locator("#t1 li.out")).to_have_count(2, timeout=WAIT_MS)
