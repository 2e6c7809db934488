"""A full hall in a real browser: a page refused at the cap shows the standings without live updates
and follows again once there is room; a paired tablet gets in whatever the pages hold."""

from __future__ import annotations

import pytest

from tableside.app.hall.capacity import Capacity
from tests.hall.chromium import needs_chromium
from tests.hall.helpers import serve_demo

WAIT_MS = 10_000  # real I/O: bounded waits, never fixed sleeps

pytestmark = [needs_chromium, pytest.mark.e2e]

# One players' stream in all, retried after 1 s (20 s in the hall) so the test sees the page come back.
ONE_PAGE = Capacity(open_files=1024, connections=900, reserved=200, player_streams=1, device_streams=50,
                    per_address_streams=1, per_address_connections=500, retry_after_s=1)


@pytest.fixture
def service(tmp_path):
    hall = serve_demo(tmp_path, capacity=ONE_PAGE)
    yield hall
    hall.stop()


def test_a_page_refused_at_the_cap_shows_the_standings_and_follows_once_there_is_room(service, browser) -> None:
    from playwright.sync_api import expect

    url = service.url("/")
    first = browser.new_page()
    first.goto(url)
    expect(first.locator("#t1")).to_contain_text("Dee", timeout=WAIT_MS)
    expect(first.locator("#link")).to_be_hidden(timeout=WAIT_MS)

    second = browser.new_page()
    refused: list[int] = []
    second.on("response", lambda r: refused.append(r.status) if r.url.endswith("/api/hall/events") else None)
    with second.expect_response(lambda r: r.url.endswith("/api/hall") and r.headers.get("retry-after") == "1",
                                timeout=WAIT_MS):
        second.goto(url)
    expect(second.locator("#t1")).to_contain_text("Dee", timeout=WAIT_MS)  # the standings, once
    expect(second.locator("#link")).to_be_visible()  # and it says they are not live
    assert 503 in refused

    paired = service.pair(1)  # a tablet paired now gets its stream: the pages cannot take the devices' share
    tablet = browser.new_page()
    tablet.goto(paired.link(url))
    expect(tablet.locator("#title")).to_have_text("Table 1", timeout=WAIT_MS)
    expect(tablet.locator("#link")).to_be_hidden(timeout=WAIT_MS)

    first.close()  # room again: the second page follows the stream at its next try (1 to 2 s)
    expect(second.locator("#link")).to_be_hidden(timeout=WAIT_MS)
