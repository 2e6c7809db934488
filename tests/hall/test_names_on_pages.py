"""Names are text on the hall's pages too: a player named like markup shows as written on the players' page
and the table device, and nothing of it runs or renders as HTML (real chromium, real server on loopback)."""

from __future__ import annotations

import pytest

from tableside.app.hall.service import HallService
from tests.hall.chromium import needs_chromium

WAIT_MS = 10_000

pytestmark = [pytest.mark.e2e, needs_chromium]
HOSTILE = '<img src=x onerror="window.pwned=1">'
BOLD = "<b>Big</b> Ben"


def rename(service: HallService, old: str, new: str) -> None:
    def do(session) -> None:
        session.do("player.rename", {"player": session.state.player_by_name(old).id, "name": new})

    service.writer.with_session(do).result(timeout=10)


def test_markup_names_are_shown_as_written_and_never_run(service, browser) -> None:
    from playwright.sync_api import expect

    rename(service, "Dee", HOSTILE)
    rename(service, "Ben", BOLD)
    phone = browser.new_page()
    phone.goto(service.url("/"))
    expect(phone.locator("#t1")).to_contain_text(HOSTILE, timeout=WAIT_MS)
    expect(phone.locator("#t1")).to_contain_text(BOLD)
    paired = service.pair(1)
    tablet = browser.new_page()
    tablet.goto(paired.link(service.url("/")))
    expect(tablet.locator("article.player", has_text=HOSTILE)).to_be_visible(timeout=WAIT_MS)
    expect(tablet.locator("article.player", has_text=BOLD)).to_be_visible()
    for page in (phone, tablet):
        assert page.locator("img").count() == 0
        assert page.locator("b").count() == 0
        assert page.evaluate("window.pwned") is None
