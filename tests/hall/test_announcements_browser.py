"""Announcements in a real browser (issue 28, part 7), against the headless desk (``HallService``, a real
uvicorn on loopback): the desk announces; the players' page and a paired table's page show the banner
with no reload; OK hides it, and it stays hidden after a reload; a new one shows again; one taken down
leaves every page; a hostile text shows as the very characters typed, never as markup."""

from __future__ import annotations

import re

import pytest

from tests.hall.chromium import keep, needs_chromium

WAIT_MS = 10_000  # real I/O: bounded waits, never fixed sleeps
HOSTILE = "<img src=x onerror=alert(1)>"

pytestmark = [pytest.mark.e2e, needs_chromium]


def test_an_announcement_reaches_both_pages_stays_read_after_ok_and_shows_as_plain_text(
        service, browser, tmp_path) -> None:
    from playwright.sync_api import expect

    url = service.url("/")
    dialogs: list[str] = []
    players = browser.new_page()
    players.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    players.goto(url)
    paired = service.pair(1)
    tablet = browser.new_page()
    tablet.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    tablet.set_viewport_size({"width": 1024, "height": 768})
    tablet.goto(paired.link(url))
    expect(tablet.locator("#title")).to_have_text("Table 1", timeout=WAIT_MS)
    for page in (players, tablet):
        expect(page.locator("#announcements")).to_be_hidden(timeout=WAIT_MS)

    lunch = service.writer.act("event.announce", {"text": "Lunch break until 13:00"})
    assert lunch is not None
    for page in (players, tablet):
        banner = page.locator(".announcement")
        expect(banner).to_have_count(1, timeout=WAIT_MS)
        expect(banner.locator(".text")).to_have_text("Lunch break until 13:00")
    players.screenshot(path=str(tmp_path / "hall-announcement.png"))
    keep(tmp_path / "hall-announcement.png")

    # OK on the players' page: gone there, still up on the tablet (each reader taps their own).
    players.locator(".announcement").get_by_role("button", name="OK").click()
    expect(players.locator(".announcement")).to_have_count(0)
    expect(players.locator("#announcements")).to_be_hidden()
    expect(tablet.locator(".announcement")).to_have_count(1)
    players.reload()
    expect(players.locator("#event")).not_to_have_text("Tableside", timeout=WAIT_MS)
    expect(players.locator("#round")).not_to_have_text("—", timeout=WAIT_MS)
    expect(players.locator(".announcement")).to_have_count(0)

    # A hostile text: the characters as typed, no element made from them, no script run.
    hostile = service.writer.act("event.announce", {"text": HOSTILE})
    assert hostile is not None
    for page in (players, tablet):
        newest = page.locator(f'.announcement[data-id="{hostile.seq}"] .text')
        expect(newest).to_have_text(HOSTILE, timeout=WAIT_MS)
        assert page.locator("#announcements img").count() == 0
    assert players.locator(".announcement").count() == 1  # the new one only: lunch stays read
    assert tablet.locator(".announcement").count() == 2  # latest first
    expect(tablet.locator(".announcement .text").first).to_have_text(HOSTILE)

    tablet.locator(f'.announcement[data-id="{lunch.seq}"]').get_by_role("button", name="OK").click()
    expect(tablet.locator(".announcement")).to_have_count(1)
    tablet.reload()
    expect(tablet.locator("#title")).to_have_text("Table 1", timeout=WAIT_MS)
    expect(tablet.locator(".announcement")).to_have_count(1, timeout=WAIT_MS)
    expect(tablet.locator(".announcement .text")).to_have_text(HOSTILE)

    # Taken down at the desk: gone from every page without a tap.
    assert service.writer.act("event.announce_end", {"announcement": hostile.seq}) is not None
    for page in (players, tablet):
        expect(page.locator(".announcement")).to_have_count(0, timeout=WAIT_MS)
    assert dialogs == []


def test_the_estimated_end_shows_on_the_players_page_as_a_time_of_day(service, browser) -> None:
    from playwright.sync_api import expect

    from tableside.app.event.agenda import ends_at

    page = browser.new_page()
    page.goto(service.url("/"))
    expect(page.locator("#round")).not_to_have_text("—", timeout=WAIT_MS)
    expect(page.locator("#ends")).to_be_hidden()  # no agenda planned: nothing said
    assert service.writer.act("event.rounds", {"rounds": 3}) is not None
    assert service.writer.act("event.break", {"after": 1, "minutes": 30}) is not None
    ends = page.locator("#ends")
    expect(ends).to_have_text(re.compile(r"^Estimated end \d\d:\d\d"), timeout=WAIT_MS)
    # The desk's own estimate, as a wall-clock moment, written by this browser: the page's words (the
    # minute either side, as the page counts on from its own clock).
    wall = on_desk(service, lambda s: s.clock.event_to_wall_ms(ends_at(s.state, s.now())))
    options = "{hour: '2-digit', minute: '2-digit'}"
    expected = {page.evaluate(f"new Date({wall + d}).toLocaleTimeString('en', {options})")
                for d in (-60_000, 0, 60_000)}
    assert ends.inner_text().removeprefix("Estimated end ") in expected
    assert service.writer.act("event.rounds", {"rounds": 1}) is not None  # round 1 is the last: its clock's end
    wall = on_desk(service, lambda s: s.clock.event_to_wall_ms(ends_at(s.state, s.now())))
    expected = {page.evaluate(f"new Date({wall + d}).toLocaleTimeString('en', {options})")
                for d in (-60_000, 0, 60_000)}
    expect(ends).to_have_text(re.compile("|".join(f"Estimated end {t}" for t in expected)), timeout=WAIT_MS)


def on_desk(service, fn):
    return service.writer.with_session(fn).result(timeout=10)


def test_a_table_device_may_not_announce_and_nothing_is_written(service) -> None:
    import httpx

    paired = service.pair(1)
    head = on_desk(service, lambda s: s.state.seq)
    for kind, fields in (("event.announce", {"text": "free pizza"}), ("event.announce_end", {"announcement": 1})):
        answer = httpx.post(service.url("/api/action"), headers={"Authorization": f"Bearer {paired.token}"},
                            json={"id": f"device-{kind}-01".replace(".", "-"), "kind": kind, "table": 1, **fields})
        assert answer.status_code == 400 and not answer.json()["ok"], answer.text
    assert on_desk(service, lambda s: s.state.seq) == head and on_desk(service, lambda s: s.state.announcements) == {}
