"""A table that never stops (issue 27, part 5), in Chromium: the table page's network is cut while its
players decide and one leaves; the page says it is offline, keeps the clocks running and the actions
with their moments; once the network is back it sends them in order, and the desk's log holds each
once, at the moment it was made at the table (within the page's estimate of the desk's clock). The page with
its actions waiting is the guide's picture (``TABLESIDE_SCREENSHOTS`` names a folder to keep it in)."""

from __future__ import annotations

import os
import time

import pytest

from tests.hall.chromium import keep, needs_chromium
from tests.standby.helpers import WAIT_S

pytestmark = [pytest.mark.e2e, needs_chromium]

# How close an entry's moment is to the moment the page read at the tap: the page's estimate of the
# desk's clock (a message's delay on the loopback) and the click's own way through the page.
WITHIN_MS = 250
CUT_S = float(os.environ.get("OFFLINE_CUT_S") or 6.0)  # the minute: OFFLINE_CUT_S=60


def table_log(service, since_seq: int) -> list[tuple[str, dict]]:
    entries = service.writer.with_session(lambda session: list(session.store.entries(since_seq))).result(timeout=WAIT_S)
    return [(e.kind, dict(e.data)) for e in entries if e.data.get("table") == 1 and not e.kind.startswith("device.")]


@pytest.mark.parametrize("cut_s", [CUT_S, pytest.param(60.0, marks=pytest.mark.slow, id="a-minute")])
def test_a_table_cut_off_keeps_its_actions_and_the_desk_writes_what_a_connected_table_would(
        service, browser, cut_s: float, tmp_path) -> None:
    from playwright.sync_api import expect

    tablet = browser.new_page()
    tablet.set_viewport_size({"width": 1024, "height": 768})  # a tablet, as at a real table
    tablet.goto(service.pair(1).link(service.url("/")))
    ana = tablet.locator("article.player", has_text="Ana")
    expect(ana.get_by_role("button", name="Decide")).to_be_enabled(timeout=WAIT_S * 1000)
    head = service.writer.with_session(lambda session: session.state.seq).result(timeout=WAIT_S)

    browser.set_offline(True)
    expect(tablet.locator("#queue")).to_contain_text("Offline since", timeout=WAIT_S * 1000)
    clock = tablet.locator("#clock")
    shown = clock.text_content()
    taps: list[tuple[str, int]] = []

    def tap(kind: str, *clicks) -> None:
        moment = tablet.evaluate("Tableside.serverNow()")
        for click in clicks:
            click.click()
        taps.append((kind, int(moment)))
        time.sleep(cut_s / 5)  # five taps over the cut

    tap("clock.decision", ana.get_by_role("button", name="Decide"), tablet.get_by_role("button", name="roll dice"))
    tap("clock.done", tablet.get_by_role("button", name="Done"))
    # The desk announces meanwhile: the stream is cut too, so the page hears it only once back.
    service.writer.with_session(lambda session: session.do("event.announce", {"text": "Lunch at one"})).result(
        timeout=WAIT_S)
    ben = tablet.locator("article.player", has_text="Ben")
    tap("clock.decision", ben.get_by_role("button", name="Decide"),
        tablet.get_by_role("button", name="auction or pass"))
    cai = tablet.locator("article.player", has_text="Cai")
    tap("player.out", cai.get_by_role("button", name="Out"), cai.get_by_role("button", name="Confirm: out"))
    expect(cai).to_contain_text("kept, not sent yet")
    tap("clock.done", tablet.get_by_role("button", name="Done"))
    # Offline all along: nothing reached the desk, the clocks ran on here, the actions wait on the device.
    assert table_log(service, head) == []
    assert len(tablet.evaluate("JSON.parse(localStorage.getItem('tableside-queue'))")) == 5
    assert tablet.locator("#queue li.waiting").count() == 5
    assert clock.text_content() != shown  # the round's clock kept counting from the desk's last view
    assert "Lunch" not in (tablet.locator("#announcements").text_content() or "")
    # Five kept actions leave the table's own buttons whole in the middle (the kept list scrolls instead).
    assert tablet.locator(".centre").evaluate("e => e.scrollHeight <= e.clientHeight")
    tablet.screenshot(path=str(tmp_path / "hall-table-offline-kept.png"))
    keep(tmp_path / "hall-table-offline-kept.png")

    # The Wi-Fi is back but the desk does not answer actions yet: a reload keeps what waits.
    tablet.route("**/api/action", lambda route: route.abort())
    browser.set_offline(False)
    tablet.reload()
    expect(tablet.locator("#title")).to_have_text("Table 1", timeout=WAIT_S * 1000)
    expect(tablet.locator("#queue li.waiting")).to_have_count(5)
    assert table_log(service, head) == []

    tablet.unroute("**/api/action")
    expect(tablet.locator("#queue li.done")).to_have_count(5, timeout=WAIT_S * 1000)
    expect(tablet.locator("#queue")).not_to_contain_text("Offline since")
    assert tablet.evaluate("localStorage.getItem('tableside-queue')") is None

    log = table_log(service, head)
    assert [kind for kind, _ in log] == [kind for kind, _ in taps], log
    assert [data.get("players") for kind, data in log if kind == "player.out"] == [["p3"]]
    assert [data.get("player") for kind, data in log if kind == "clock.decision"] == ["p1", "p2"]
    assert len({data["action_id"] for _, data in log}) == len(taps)  # each once: nothing doubled, nothing lost
    for (kind, data), (_, moment) in zip(log, taps, strict=True):
        assert 0 <= data["t"] - moment <= WITHIN_MS, (kind, data["t"], moment)
    # The desk's view comes back to the page with every kept action applied.
    expect(cai).to_contain_text("pts", timeout=WAIT_S * 1000)
    expect(tablet.locator("#announcements")).to_contain_text("Lunch at one")


def test_a_kept_action_the_desk_overtook_is_refused_with_its_reason_and_the_next_is_done(service, browser) -> None:
    from playwright.sync_api import expect

    tablet = browser.new_page()
    tablet.goto(service.pair(1).link(service.url("/")))
    ben = tablet.locator("article.player", has_text="Ben")
    expect(ben.get_by_role("button", name="Decide")).to_be_enabled(timeout=WAIT_S * 1000)
    head = service.writer.with_session(lambda session: session.state.seq).result(timeout=WAIT_S)

    browser.set_offline(True)
    expect(tablet.locator("#queue")).to_contain_text("Offline since", timeout=WAIT_S * 1000)
    ben.get_by_role("button", name="Decide").click()
    tablet.get_by_role("button", name="roll dice").click()
    # Meanwhile the judge marks Cai out at the desk: the table changed after Ben's decision was made.
    time.sleep(0.3)
    service.writer.with_session(lambda session: session.do("player.out", {"round": 1, "table": 1,
                                                                          "players": ["p3"]})).result(timeout=WAIT_S)
    time.sleep(0.3)
    dee = tablet.locator("article.player", has_text="Dee")
    dee.get_by_role("button", name="Out").click()
    dee.get_by_role("button", name="Confirm: out").click()
    # A pause vote offline: Ana asks, Ben's vote is offered although the desk's last view had no vote.
    tablet.locator("article.player", has_text="Ana").get_by_role("button", name="Pause", exact=True).click()
    ben.get_by_role("button", name="Pause: yes").click()

    browser.set_offline(False)
    refused = tablet.locator("#queue li.refused")
    expect(refused).to_have_count(1, timeout=WAIT_S * 1000)
    expect(refused).to_contain_text("no longer applies")
    expect(tablet.locator("#queue li.done")).to_have_count(3, timeout=WAIT_S * 1000)
    log = table_log(service, head)
    assert [(kind, data.get("players") or data.get("player"), "device" in data) for kind, data in log] == [
        ("player.out", ["p3"], False), ("player.out", ["p4"], True), ("clock.pause", "p1", True),
        ("clock.vote", "p2", True)]
    expect(tablet.locator("#status")).not_to_contain_text("Ben decides")  # the desk refused it; the view says so
