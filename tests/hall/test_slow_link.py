"""A slow hall Wi-Fi is slow, not dead: at a 3 s round trip (Chromium's network emulation) the players'
page shows the standings within 20 s and then stays live, and a table device connects too.

The pages measure the round trip (their own load, each status probe) and give their probes and their
heartbeat watchdog that much longer (``link_timing.js``); a fixed 2 s probe never connected at 2 s.
"""

from __future__ import annotations

import time

import pytest

from tests.hall.chromium import needs_chromium

pytestmark = [needs_chromium, pytest.mark.e2e]

ROUND_TRIP_MS = 3000
GOAL_MS = 20_000  # the issue's: a page at a 3 s round trip shows the players' page within 20 s
# How long the page is watched once live: longer than its heartbeat watchdog on a quick link (8 s),
# so a watchdog that ignored the round trip would have dropped the link meanwhile.
LIVE_MS = 12_000

# Counts the "reconnecting…" banner being shown once the page was live (a dropped link).
COUNT_DROPS = """() => {
  const banner = document.getElementById("link");
  window.drops = 0;
  new MutationObserver(() => { if (!banner.hidden) window.drops += 1; })
    .observe(banner, { attributes: true, attributeFilter: ["hidden"] });
}"""


def slow(browser, page, latency_ms: int = ROUND_TRIP_MS) -> None:
    """Every request of ``page`` waits ``latency_ms`` for its answer, as over a congested hall Wi-Fi."""
    cdp = browser.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": latency_ms,
                                                  "downloadThroughput": -1, "uploadThroughput": -1})


def test_players_page_connects_at_a_3s_round_trip_and_stays_live(service, browser) -> None:
    from playwright.sync_api import expect

    phone = browser.new_page()
    slow(browser, phone)
    started = time.monotonic()
    phone.goto(service.url("/"), wait_until="commit", timeout=GOAL_MS)
    phone.click("#tab-standings", timeout=GOAL_MS)
    expect(phone.locator("#standings-rows tr")).to_have_count(7, timeout=GOAL_MS)
    shown_ms = (time.monotonic() - started) * 1000
    assert shown_ms <= GOAL_MS, shown_ms
    expect(phone.locator("#link")).to_be_hidden()
    assert phone.evaluate("LinkTiming.estimate().srtt") >= ROUND_TRIP_MS  # it measured the link

    # Live for longer than a quick link's watchdog, then a commit on the server shows up on the page.
    phone.evaluate(COUNT_DROPS)
    phone.wait_for_timeout(LIVE_MS)
    service.writer.with_session(lambda s: s.do("player.out", {"table": 1, "players": ["p4"]})).result(timeout=10)
    phone.click("#tab-tables")
    expect(phone.locator("#t1 li.out")).to_contain_text("Dee", timeout=GOAL_MS)
    assert phone.evaluate("window.drops") == 0
    expect(phone.locator("#link")).to_be_hidden()


def test_table_device_connects_at_a_3s_round_trip(service, browser) -> None:
    from playwright.sync_api import expect

    paired = service.pair(1)  # the QR code's link: a one-time code the page redeems for its token
    tablet = browser.new_page()
    tablet.set_viewport_size({"width": 1024, "height": 768})
    slow(browser, tablet)
    started = time.monotonic()
    tablet.goto(paired.link(service.url("/")), wait_until="commit", timeout=GOAL_MS)
    out = tablet.locator("article.player", has_text="Dee").get_by_role("button", name="Out")
    expect(out).to_be_enabled(timeout=GOAL_MS)
    assert (time.monotonic() - started) * 1000 <= GOAL_MS
    expect(tablet.locator("#title")).to_have_text("Table 1")
    expect(tablet.locator("#link")).to_be_hidden()
