"""Pages follow the event to the station that took it over: two real servers on the loopback, Chromium.

Station A serves the demo (``tableside serve``) with station B's copy following (``tableside
replicate --as "Bench 2" --serve-url …``). A players' page and table 1's device are open on A. A table
device's action reaches A and is stored on B's copy, but its answer is lost on the way back. Then A is
killed with SIGKILL and the judge types ``take over`` on B's console (epoch 2, served on B's address). Both
pages move to B's own pages by themselves, the device keeps its pairing and sends its unanswered
action again with the same id (committed once), a player marked out on the device there shows on the
players' page. A move carries only a flag and the device's token and action: the pages on B learn the
event, the epoch and the name in the banner from B's own status. Then B goes away and the old A comes
back at epoch 1: a page opened at A's address (its storage remembers epoch 2) refuses it and waits,
and every page finds B again when it is back. Screenshots: ``TABLESIDE_SCREENSHOTS`` names a folder to keep them.
"""

from __future__ import annotations

import httpx
import pytest

from tableside.ui.demo import build_demo
from tests.hall.chromium import needs_chromium
from tests.hall.test_browser import keep
from tests.standby.helpers import WAIT_S, Replica, Served, entries_of, eventually, free_port

MOVE_MS = 60_000  # a kill, a takeover and the pages' growing pauses on a loaded machine

pytestmark = [pytest.mark.e2e, needs_chromium]


def _commit_then_lose_the_answer(route) -> None:
    """The request reaches the server; its answer never reaches the page. Once the server is killed (below)
    the device's retries find nobody: the fetch fails, and the request is lost all the same."""
    from playwright.sync_api import Error

    try:
        route.fetch()
    except Error:
        pass
    route.abort()


def test_pages_move_to_the_station_that_took_over_and_never_follow_a_lower_epoch(tmp_path, browser) -> None:
    from playwright.sync_api import expect

    home = tmp_path / "home"
    event, copy = tmp_path / "a.tableside", tmp_path / "b.tableside"
    build_demo(event)
    port_a, port_b = free_port(), free_port()
    url_b = f"http://127.0.0.1:{port_b}/"
    a = Served(event, home, port_a)
    replica = Replica(a.url, copy, a.token, home, station=("Bench 2", port_b))
    servers = [a]
    try:
        device, link = a.pair_link(1)
        eventually(lambda: [s["url"] for s in httpx.get(a.url + "api/status").json()["stations"]] == [url_b],
                   "station B to join")
        eventually(lambda: len(entries_of(copy)) == a.head()[0], "B's copy to hold A's log")

        phone = browser.new_page()
        phone.goto(a.url)
        expect(phone.locator("#t1")).to_contain_text("Dee", timeout=WAIT_S * 1000)
        tablet = browser.new_page()
        tablet.goto(link)
        expect(tablet.locator("#title")).to_have_text("Table 1", timeout=WAIT_S * 1000)
        # Both know station B from A's status, and remember it on the device.
        for page in (phone, tablet):
            eventually(lambda page=page: url_b in page.evaluate("Stations.known().urls"), "the pages to know B")
        assert tablet.evaluate("Stations.known().epoch") == 1

        # Ben out on the device: A commits it (and B's copy stores it), but the answer never arrives.
        tablet.route(f"{a.url}api/action", _commit_then_lose_the_answer)
        ben = tablet.locator("article.player", has_text="Ben")
        ben.get_by_role("button", name="Out").click()
        ben.get_by_role("button", name="Confirm: out").click()
        expect(tablet.locator("#message")).to_contain_text("Not answered yet", timeout=WAIT_S * 1000)
        outs = [e for e in entries_of(copy) if e.kind == "player.out"]
        assert len(outs) == 1 and outs[0].data["device"] == device  # on the copy: B's log will have it
        sent = outs[0].data["action_id"]
        assert tablet.evaluate("JSON.parse(localStorage.getItem('tableside-pending')).id") == sent
        tablet.screenshot(path=str(tmp_path / "roaming-table-unanswered.png"))
        keep(tmp_path / "roaming-table-unanswered.png")

        # A dies mid-event; station B's judge takes over from the copy.
        a.kill()
        expect(phone.locator("#link")).to_be_visible(timeout=WAIT_S * 1000)
        replica.take_over()
        assert replica.url == url_b

        # Both pages move to B's own pages and say so.
        phone.wait_for_url(url_b, timeout=MOVE_MS)
        expect(phone.locator("#moved")).to_contain_text("Moved to station Bench 2", timeout=WAIT_S * 1000)
        expect(phone.locator("#link")).to_be_hidden(timeout=WAIT_S * 1000)
        expect(phone.locator("#t1")).to_contain_text("Dee")
        assert phone.evaluate("Stations.known().epoch") == 2
        assert "#" not in phone.url
        tablet.wait_for_url(f"{url_b}table", timeout=MOVE_MS)
        old_page = browser.new_page()  # A's address in the same browser: the action left A's storage
        old_page.route(f"{a.url}**", lambda route: route.fulfill(body="<!doctype html><title>A</title>"))
        old_page.goto(f"{a.url}gone")
        assert old_page.evaluate("localStorage.getItem('tableside-pending')") is None
        assert old_page.evaluate("JSON.parse(localStorage.getItem('tableside-hall')).epoch") == 2
        old_page.close()
        expect(tablet.locator("#title")).to_have_text("Table 1", timeout=WAIT_S * 1000)
        assert "token" not in tablet.url  # carried in the # part, then gone from the address bar
        phone.screenshot(path=str(tmp_path / "roaming-phone-moved-390x844.png"))
        keep(tmp_path / "roaming-phone-moved-390x844.png")

        # The unanswered action went to B with its id: answered "already done", in B's log once.
        expect(tablet.locator("#message")).to_be_hidden(timeout=WAIT_S * 1000)
        assert [e.seq for e in entries_of(copy) if e.data.get("action_id") == sent] == [outs[0].seq]
        assert tablet.evaluate("localStorage.getItem('tableside-pending')") is None

        # The device works on B: Dee out there shows on the players' page.
        dee = tablet.locator("article.player", has_text="Dee")
        dee.get_by_role("button", name="Out").click()
        dee.get_by_role("button", name="Confirm: out").click()
        expect(phone.locator("#t1 li.out")).to_have_count(2, timeout=WAIT_S * 1000)
        expect(phone.locator("#t1 li.out", has_text="Dee")).to_have_count(1)
        last = entries_of(copy)[-1]
        assert last.kind == "player.out" and last.data["device"] == device and last.data["players"] == ["p4"]
        tablet.screenshot(path=str(tmp_path / "roaming-table-on-b.png"))
        keep(tmp_path / "roaming-table-on-b.png")

        # B goes away and the old A is back, still at epoch 1. The pages on B never heard of A (B's status
        # does not name it); a phone that opens A's old address remembers epoch 2 there, asks A and stays away.
        replica.kill()
        followed: list[str] = []
        a = Served(event, home, port_a)
        servers.append(a)
        bookmark = browser.new_page()
        bookmark.on("request", lambda request: followed.append(request.url) if "/events" in request.url else None)
        with bookmark.expect_response(lambda r: r.url == f"{a.url}api/status" and r.status == 200, timeout=MOVE_MS):
            bookmark.goto(a.url)
        with bookmark.expect_response(lambda r: r.url == f"{a.url}api/status" and r.status == 200, timeout=MOVE_MS):
            pass  # the next round of tries: A's answer at epoch 1 again
        expect(bookmark.locator("#link")).to_be_visible()
        assert not followed  # it never followed A's stream
        assert bookmark.evaluate("Stations.known().epoch") == 2 and url_b in bookmark.evaluate("Stations.known().urls")
        assert phone.url == url_b and phone.locator("#link").is_visible()
        assert phone.evaluate("Stations.known().epoch") == 2
        bookmark.screenshot(path=str(tmp_path / "roaming-phone-refuses-epoch-1.png"))
        keep(tmp_path / "roaming-phone-refuses-epoch-1.png")

        # B back: both pages are there again (and A, seeing B at a higher epoch, stops serving).
        b = Served(copy, home, port_b)
        servers.append(b)
        expect(phone.locator("#link")).to_be_hidden(timeout=MOVE_MS)
        expect(tablet.locator("#link")).to_be_hidden(timeout=MOVE_MS)
        bookmark.wait_for_url(url_b, timeout=MOVE_MS)  # from A's address to B, which A's status had named
        expect(bookmark.locator("#moved")).to_contain_text("Moved to station Bench 2", timeout=WAIT_S * 1000)
        assert phone.url == url_b and tablet.url == f"{url_b}table"
        eventually(lambda: a.process.poll() == 3, "the old A to stand down once it sees B at epoch 2")
    finally:
        replica.kill()
        for server in servers:
            server.kill()


def desk_outs(service) -> list[tuple[str, list[str]]]:
    entries = service.writer.with_session(lambda session: list(session.store.entries())).result(timeout=WAIT_S)
    return [(e.data["action_id"], e.data["players"]) for e in entries if e.kind == "player.out"]


def test_an_unanswered_action_waits_and_goes_again_once_with_its_id(service, browser) -> None:
    from playwright.sync_api import expect

    url = service.url("/")
    paired = service.pair(1)
    tablet = browser.new_page()
    tablet.goto(paired.link(url))
    dee = tablet.locator("article.player", has_text="Dee")
    expect(dee.get_by_role("button", name="Out")).to_be_enabled(timeout=WAIT_S * 1000)

    # The request never reaches the desk: the device says so, keeps the action, and from then on counts
    # as offline: another action is kept behind it (test_browser_offline_table.py), none is sent.
    tablet.route(f"{url}api/action", lambda route: route.abort())
    dee.get_by_role("button", name="Out").click()
    dee.get_by_role("button", name="Confirm: out").click()
    expect(tablet.locator("#message")).to_contain_text("Not answered yet", timeout=WAIT_S * 1000)
    ana_out = tablet.locator("article.player", has_text="Ana").get_by_role("button", name="Out")
    expect(tablet.locator("#queue")).to_contain_text("Offline since")
    kept = tablet.evaluate("JSON.parse(localStorage.getItem('tableside-pending'))")
    assert kept["kind"] == "player.out" and kept["players"] == ["p4"]
    assert desk_outs(service) == []

    # The way is clear again: the same action goes with the same id, and is done once.
    tablet.unroute(f"{url}api/action")
    expect(dee).to_contain_text("pts", timeout=WAIT_S * 1000)
    expect(tablet.locator("#message")).to_be_hidden(timeout=WAIT_S * 1000)
    expect(ana_out).to_be_enabled()
    assert desk_outs(service) == [(kept["id"], ["p4"])]
    assert tablet.evaluate("localStorage.getItem('tableside-pending')") is None


def test_a_page_that_saw_a_higher_epoch_refuses_its_own_server_behind_it(service, browser) -> None:
    from playwright.sync_api import expect

    url = service.url("/")
    event = httpx.get(url + "api/status").json()["event"]
    phone = browser.new_page()
    phone.goto(url)
    expect(phone.locator("#t1")).to_contain_text("Dee", timeout=WAIT_S * 1000)
    assert phone.evaluate("Stations.known()") == {"event": event, "epoch": 1, "urls": [url]}

    # This device saw the event at epoch 3 (another station took it over): the server here, at 1, is behind.
    phone.evaluate("e => localStorage.setItem('tableside-hall', JSON.stringify({event: e, epoch: 3, urls: []}))",
                   event)
    streams: list[str] = []
    phone.on("request", lambda request: streams.append(request.url) if "/events" in request.url else None)
    with phone.expect_response(f"{url}api/status", timeout=WAIT_S * 1000):
        phone.reload()
    with phone.expect_response(f"{url}api/status", timeout=WAIT_S * 1000):
        pass  # asked again in the next round, and refused again
    expect(phone.locator("#link")).to_be_visible()
    expect(phone.locator("#t1")).to_have_count(0)
    assert streams == []

    # Another event remembered (last week's, on the same laptop): a new visit starts afresh.
    phone.evaluate("localStorage.setItem('tableside-hall', "
                   "JSON.stringify({event: 'f'.repeat(64), epoch: 3, urls: []}))")
    phone.reload()
    expect(phone.locator("#t1")).to_contain_text("Dee", timeout=WAIT_S * 1000)
    expect(phone.locator("#link")).to_be_hidden()
    assert phone.evaluate("Stations.known().event") == event
