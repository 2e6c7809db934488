"""Leaves reported at the table, in a real browser (issue 27, part 2), against the headless desk
(``HallService``, a real uvicorn on loopback): the tablet reports Ana out, reads its seats' codes, and
Ben's phone confirms with his seat code on the players' page: the desk's state has the leave. Then a
report the desk overrules: the tablet drops it and nobody has left."""

from __future__ import annotations

import re

import pytest

from tests.hall.chromium import needs_chromium

WAIT_MS = 10_000  # real I/O: bounded waits, never fixed sleeps

pytestmark = [pytest.mark.e2e, needs_chromium]


def on_desk(service, fn):
    return service.writer.with_session(fn).result(timeout=10)


def leaves(service) -> list[list[str]]:
    return on_desk(service, lambda s: [[s.state.players[p].name for p in leave.players]
                                       for leave in s.state.rounds[1].tables[1].leaves])


def report_on_tablet(tablet, who: str) -> None:
    from playwright.sync_api import expect

    report = tablet.locator("#report")
    report.get_by_role("button", name="Report a leave").click()
    report.get_by_role("button", name=who, exact=True).click()
    report.get_by_role("button", name="Report: 1 out").click()
    expect(tablet.locator("#report-state")).to_have_text(
        f"Reported: {who} out — waiting for another player to confirm", timeout=WAIT_MS)


def test_the_tablet_reports_and_a_phone_confirms_with_its_seat_code(service, browser) -> None:
    from playwright.sync_api import expect

    assert service.writer.act("event.reports", {"confirm_seconds": 120, "phones": True}) is not None
    url = service.url("/")
    paired = service.pair(1)
    tablet = browser.new_page()
    tablet.set_viewport_size({"width": 1024, "height": 768})
    tablet.goto(paired.link(url))
    expect(tablet.locator("#title")).to_have_text("Table 1", timeout=WAIT_MS)
    report_on_tablet(tablet, "Ana")
    assert on_desk(service, lambda s: len(s.state.reports)) == 1 and leaves(service) == []

    tablet.locator("#report").get_by_role("button", name="Seat codes for phones").click()
    ben = tablet.locator("#seat-codes li", has_text="Ben")
    expect(ben).to_have_text(re.compile(r"^Ben: [A-Z0-9]{5}$"), timeout=WAIT_MS)
    code = ben.inner_text().split(": ")[1]

    phone = browser.new_page()
    phone.goto(url)
    waiting = phone.locator("#t1 .reported")
    expect(waiting).to_have_text("Reported: Ana out — waiting to be confirmed", timeout=WAIT_MS)
    phone.locator("#seat summary").click()
    phone.fill("#seat-table", "1")
    phone.fill("#seat-name", "Ben")
    phone.fill("#seat-code", "WRONG")
    phone.get_by_role("button", name="Use this seat").click()
    expect(phone.locator("#seat-said")).to_have_text("that is not your seat's code: it is shown on your table's "
                                                     "device", timeout=WAIT_MS)
    phone.fill("#seat-code", code.lower())
    phone.get_by_role("button", name="Use this seat").click()
    expect(phone.locator("#seat-said")).to_have_text("Acting for Ben, table 1.", timeout=WAIT_MS)
    phone.get_by_role("button", name="Confirm the report at my table").click()
    expect(phone.locator("#seat-said")).to_have_text("Confirmed.", timeout=WAIT_MS)

    assert leaves(service) == [["Ana"]]
    expect(waiting).to_have_count(0, timeout=WAIT_MS)
    last = on_desk(service, lambda s: s.store.last())
    assert (last.kind, last.data["via"]) == ("result.confirm", "phone")
    expect(tablet.locator("#report-state")).to_have_count(0, timeout=WAIT_MS)


def test_the_desk_overrules_a_report_and_the_tablet_drops_it(service, browser) -> None:
    from playwright.sync_api import expect

    assert service.writer.act("event.reports", {"confirm_seconds": 120}) is not None
    paired = service.pair(1)
    tablet = browser.new_page()
    tablet.set_viewport_size({"width": 1024, "height": 768})
    tablet.goto(paired.link(service.url("/")))
    expect(tablet.locator("#title")).to_have_text("Table 1", timeout=WAIT_MS)
    report_on_tablet(tablet, "Cai")
    assert service.writer.act("result.overrule", {"round": 1, "table": 1, "reason": "Cai is still in"}) is not None
    expect(tablet.locator("#report-state")).to_have_count(0, timeout=WAIT_MS)
    expect(tablet.locator("#report").get_by_role("button", name="Report a leave")).to_be_enabled(timeout=WAIT_MS)
    assert leaves(service) == [] and on_desk(service, lambda s: s.state.reports) == {}
    assert on_desk(service, lambda s: s.store.last().data["reason"]) == "Cai is still in"
