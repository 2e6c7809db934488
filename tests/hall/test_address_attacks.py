"""A page's address is never an instruction: links, stickers and redirects from another site, in Chromium.

A real desk (``HallService`` on loopback) serves the demo; a paired tablet and a phone follow it. Another
origin (``http://localhost:PORT``) opens the hall's pages with crafted addresses, by a link, a script and
a redirect, in the ``#`` part and in the query: an action to post (a), a fake station at epoch 99 (b and c),
a token to replace the paired one (d), a banner's text (e). The fake station answers ``/api/status`` for
the same event at epoch 99 and records everything it is sent. Nothing is written to the event's log,
nothing reaches the fake station, no attacker text is shown, and both pages still work after a reload.
Then the legitimate pairing: the QR code's one-time code works once.
"""

from __future__ import annotations

import json
import threading
import urllib.parse
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest

from tableside.app.hall.server import PAIRING_REFUSED as REFUSED
from tableside.app.hall.service import HallService
from tests.hall.chromium import needs_chromium

WAIT_MS = 15_000  # real I/O: bounded waits on conditions, never fixed sleeps
EVIL = "EVIL-7f3a"  # in every string an attacker controls: it must never be shown

pytestmark = [needs_chromium, pytest.mark.e2e]


@dataclass
class Elsewhere:
    """A loopback server of another origin: the attacker's site, or a fake station (``status`` set)."""

    host: str
    status: dict[str, Any] | None = None
    heard: list[dict[str, Any]] = field(default_factory=list)
    server: ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        assert self.server is not None
        return f"http://{self.host}:{self.server.server_address[1]}/"


def serve(site: Elsewhere) -> Elsewhere:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

        def _record(self) -> None:
            length = int(self.headers.get("content-length") or 0)
            body = self.rfile.read(length).decode("utf-8", "replace") if length else ""
            site.heard.append({"method": self.command, "path": self.path, "headers": dict(self.headers),
                               "body": body})

        def _send(self, status: int, body: str, kind: str, extra: dict[str, str] | None = None) -> None:
            data = body.encode()
            self.send_response(status)
            for key, value in {"content-type": kind, "content-length": str(len(data)),
                               "access-control-allow-origin": "*", "access-control-allow-headers": "*",
                               **(extra or {})}.items():
                self.send_header(key, value)
            self.end_headers()
            self.wfile.write(data)

        def do_OPTIONS(self) -> None:
            self._record()
            self._send(204, "", "text/plain")

        def do_POST(self) -> None:
            self._record()
            self._send(200, json.dumps({"ok": True, "table": 1, "device": "d1"}), "application/json")

        def do_GET(self) -> None:
            self._record()
            path, _, query = self.path.partition("?")
            to = urllib.parse.parse_qs(query).get("to", [""])[0]
            if site.status is not None and path == "/api/status":
                self._send(200, json.dumps(site.status), "application/json")
            elif site.status is not None and path == "/api/device":
                self._send(200, json.dumps({"ok": True, "table": 1, "device": "d1"}), "application/json")
            elif path == "/redirect":
                self._send(302, "", "text/plain", {"location": to})
            elif path == "/script":
                self._send(200, f"<!doctype html><script>location.replace({json.dumps(to)})</script>", "text/html")
            elif path == "/link":
                self._send(200, f'<!doctype html><a id="go" href="{to}">free pizza</a>', "text/html")
            else:  # any page a move could land on: it sends home whatever its address carries
                self._send(200, "<!doctype html><script>fetch('/landed', {method: 'POST', body: location.href})"
                                "</script>", "text/html")

    site.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=site.server.serve_forever, daemon=True).start()
    return site


@pytest.fixture
def attacker() -> Iterator[Elsewhere]:
    site = serve(Elsewhere("localhost"))
    yield site
    assert site.server is not None
    site.server.shutdown()
    site.server.server_close()  # shutdown() only stops the loop; the listening socket stays open


@pytest.fixture
def fake_station(service: HallService) -> Iterator[Elsewhere]:
    status = httpx.get(service.url("/api/status")).json()
    site = serve(Elsewhere("127.0.0.1", status={**status, "epoch": 99, "head": 10_000, "serving": "s9",
                                                "stations": [{"id": "s9", "name": EVIL, "url": ""}]}))
    yield site
    assert site.server is not None
    site.server.shutdown()
    site.server.server_close()  # shutdown() only stops the loop; the listening socket stays open


def log_entries(service: HallService) -> list[Any]:
    return service.writer.with_session(lambda session: list(session.store.entries())).result(timeout=10)


def seqs(entries: list[Any]) -> list[tuple[int, str]]:
    return [(e.seq, e.kind) for e in entries]


def visit_from(page: Any, attacker: Elsewhere, how: str, target: str) -> None:
    """``page`` opens the attacker's site, which sends it to ``target`` by a link, a script or a redirect."""
    page.goto(f"{attacker.url}{how}?to={urllib.parse.quote(target, safe='')}")
    if how == "link":
        page.click("#go")
    victim = target.split("#")[0].split("?")[0]
    page.wait_for_url(lambda url: url.startswith(victim), timeout=WAIT_MS)


def tablet_works(tablet: Any) -> None:
    """Paired, linked, its table shown and no action waiting (a waiting action disables every button)."""
    from playwright.sync_api import expect

    expect(tablet.locator("#title")).to_have_text("Table 1", timeout=WAIT_MS)
    expect(tablet.locator("#link")).to_be_hidden(timeout=WAIT_MS)
    expect(tablet.locator("article.player", has_text="Dee").get_by_role("button", name="Out")).to_be_enabled(
        timeout=WAIT_MS)
    expect(tablet.locator("#unpaired")).to_be_hidden()


def phone_works(phone: Any) -> None:
    from playwright.sync_api import expect

    expect(phone.locator("#t1")).to_contain_text("Dee", timeout=WAIT_MS)
    expect(phone.locator("#link")).to_be_hidden(timeout=WAIT_MS)


def test_no_address_makes_a_page_act_leak_trust_or_say_anything(service, browser, attacker, fake_station) -> None:
    from playwright.sync_api import expect

    url = service.url("/")
    event = fake_station.status["event"] if fake_station.status else ""
    sent: list[str] = []  # every request the browser made anywhere but the hall's server, with what it carried
    browser.on("request", lambda r: sent.append(f"{r.url} {r.headers} {r.post_data}")
               if not r.url.startswith(url) else None)

    paired = service.pair(1)
    tablet = browser.new_page()
    tablet.goto(paired.link(url))
    tablet_works(tablet)
    phone = browser.new_page()
    phone.goto(url)
    phone_works(phone)
    before = log_entries(service)

    evil_action = json.dumps({"id": f"{EVIL}-1", "kind": "player.out", "table": 1, "players": ["p2"]})
    fake = fake_station.url
    stations = urllib.parse.quote(f"{fake} {fake}table", safe="")
    pending = urllib.parse.quote(evil_action, safe="")
    attacks = {
        # (a) an action posted with the tablet's own token; (d) its token replaced
        "a": (tablet, "link", f"{url}table#pending={pending}"),
        "a+": (tablet, "script", f"{url}table#moved=1&token={EVIL}forged&pending={pending}"),
        "d": (tablet, "redirect", f"{url}table#token={EVIL}forged"),
        "d-pair": (tablet, "link", f"{url}table#pair={EVIL}WRONGCODE"),
        # (b) the tablet's token sent to a fake station; (c) a phone kept behind epoch 99
        "b": (tablet, "script", f"{url}table#event={event}&epoch=99&urls={stations}&moved={EVIL}"),
        "c": (phone, "redirect", f"{url}#event={event}&epoch=99&urls={stations}"),
        # (e) the banner's text
        "e": (phone, "link", f"{url}#moved={EVIL}%20-%20call%20555"),
        # keys no link writes, the object's own machinery among them
        "proto": (tablet, "link", f"{url}table#__proto__={EVIL}&constructor={EVIL}&toString={EVIL}"
                                  f"&hasOwnProperty={EVIL}"),
        # the same in the query, which no page reads
        "query-table": (tablet, "redirect", f"{url}table?pending={pending}&token={EVIL}&event={event}&epoch=99"
                                            f"&urls={stations}&moved={EVIL}"),
        "query-phone": (phone, "script", f"{url}?event={event}&epoch=99&urls={stations}&moved={EVIL}"),
    }
    for name, (page, how, target) in attacks.items():
        visit_from(page, attacker, how, target)
        (tablet_works if page is tablet else phone_works)(page)
        assert "#" not in page.url and "?" not in page.url, name  # the address bar keeps nothing
        assert EVIL not in page.content(), name
        assert page.evaluate("Stations.known()") == {"event": event, "epoch": 1, "urls": [url]}, name
        if name == "d-pair":  # the desk's refusal, in its words; the pairing held stays
            expect(tablet.locator("#message")).to_have_text(REFUSED)

    # The tablet still holds its own token and no action; the phone's memory is its server's.
    assert tablet.evaluate("localStorage.getItem('tableside-token')") == paired.token
    assert tablet.evaluate("localStorage.getItem('tableside-pending')") is None

    # A link drop makes every page look for the event's server: only its own, never the fake station.
    service.stop_server()
    expect(tablet.locator("#link")).to_be_visible(timeout=WAIT_MS)
    expect(phone.locator("#link")).to_be_visible(timeout=WAIT_MS)
    for page in (tablet, phone):
        with page.expect_request(f"{url}api/status", timeout=WAIT_MS):
            pass  # a round of tries with the server gone
    service.start_server()

    # Both pages still work after a reload, and the tablet's Out still commits.
    for page in (tablet, phone):
        page.reload()
    phone_works(phone)
    tablet_works(tablet)
    assert seqs(log_entries(service)) == seqs(before)  # nothing any address asked for was written
    dee = tablet.locator("article.player", has_text="Dee")
    dee.get_by_role("button", name="Out").click()
    dee.get_by_role("button", name="Confirm: out").click()
    expect(phone.locator("#t1 li.out")).to_contain_text("Dee", timeout=WAIT_MS)
    written = log_entries(service)[len(before):]
    assert [(e.kind, e.data["device"], e.data["players"]) for e in written] == [("player.out", paired.device, ["p4"])]

    assert fake_station.heard == []  # never asked, so never trusted and never sent a token
    assert not [line for line in sent if paired.token in line]
    assert not [line for line in sent if line.startswith(fake)]
    for page in (tablet, phone):
        assert EVIL not in page.content()


def test_a_device_poisoned_before_this_fix_starts_clean(service, browser) -> None:
    """Epoch 99 and a fake station kept under the old storage key (an attack before the fix) are dropped."""
    url = service.url("/")
    phone = browser.new_page()
    phone.goto(url)
    phone_works(phone)
    event = phone.evaluate("Stations.known().event")
    phone.evaluate("e => localStorage.setItem('tableside-stations', JSON.stringify({event: e, epoch: 99, "
                   "urls: ['http://127.0.0.1:9/']}))", event)
    phone.reload()
    phone_works(phone)
    assert phone.evaluate("Stations.known()") == {"event": event, "epoch": 1, "urls": [url]}
    assert phone.evaluate("localStorage.getItem('tableside-stations')") is None


def test_a_pairing_code_pairs_once_and_a_second_use_changes_nothing(service, browser) -> None:
    from playwright.sync_api import expect

    url = service.url("/")
    paired = service.pair(1)
    link = paired.link(url)
    tablet = browser.new_page()
    tablet.goto(link)
    tablet_works(tablet)
    assert tablet.evaluate("localStorage.getItem('tableside-token')") == paired.token

    # The same QR code again (a photo of it, the link from the history): refused by the desk, and the
    # page keeps the pairing it has.
    again = browser.new_page()
    with again.expect_response(f"{url}api/pair") as answer:
        again.goto(link)
    assert answer.value.status == 403
    expect(again.locator("#message")).to_have_text(REFUSED, timeout=WAIT_MS)
    tablet_works(again)
    assert again.evaluate("localStorage.getItem('tableside-token')") == paired.token

    # A new code for table 2 re-pairs the device there: the legitimate way to move a tablet.
    second = service.pair(2)
    again.goto(second.link(url))
    expect(again.locator("#title")).to_have_text("Table 2", timeout=WAIT_MS)
    assert again.evaluate("localStorage.getItem('tableside-token')") == second.token
