"""The hall end to end with the judge's own window: a real chromium as a player's phone and as table 1's
tablet, against the window serving on loopback (*File ▸ Serve on the local network*).

The judge taps Ana out on the desk; the tablet marks Dee out. Dee's 4 points (the second out at a
four-player table) must then show on the players' page with no reload, on the desk's card, in its
history as the device's, and on the projector, which also shows the players' page's address.

Playwright's sync API blocks its thread while it waits for the page, and the device's action is
committed by the Qt main thread (the one writer), so the browser is driven from a worker thread
while the test's thread keeps Qt's event loop turning (``qtbot.waitUntil``).
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from tableside.app.hall.pairing import pairing_url
from tests.hall.chromium import ARGS, CHROMIUM, keep, needs_chromium
from tests.ui.helpers import click, event_window, points_shown, row

WAIT_MS = 10_000  # real I/O: bounded waits, never fixed sleeps

pytestmark = [pytest.mark.e2e, needs_chromium]


def projector_texts(projector, role: str) -> list[str]:
    return [t.text for t in projector.scene().by_role(role)]


def drive_the_browser(url: str, pairing: str, folder: Path, seen: dict[str, object]) -> None:
    """The phone and the tablet, in this (worker) thread; what they showed goes into ``seen``."""
    from playwright.sync_api import expect, sync_playwright

    try:
        with sync_playwright() as p:
            context = p.chromium.launch_persistent_context(
                str(folder / "profile"), executable_path=CHROMIUM, args=ARGS, headless=True,
                viewport={"width": 390, "height": 844})
            try:
                phone = context.new_page()
                phone.goto(url)
                expect(phone.locator("#t1")).to_contain_text("Dee", timeout=WAIT_MS)
                # The judge's own tap (made before the page opened) is there.
                expect(phone.locator("#t1 li.out")).to_have_count(1, timeout=WAIT_MS)
                expect(phone.locator("#t1 li.out")).to_contain_text("Ana")

                tablet = context.new_page()
                tablet.set_viewport_size({"width": 1024, "height": 768})
                tablet.goto(pairing)
                expect(tablet.locator("#title")).to_have_text("Table 1", timeout=WAIT_MS)
                dee = tablet.locator("article.player", has_text="Dee")
                out = dee.get_by_role("button", name="Out")
                expect(out).to_be_enabled(timeout=WAIT_MS)
                out.click()
                dee.get_by_role("button", name="Confirm: out").click()

                dee_on_phone = phone.locator("#t1 li.out", has_text="Dee")
                expect(dee_on_phone).to_have_count(1, timeout=WAIT_MS)
                seen["phone points"] = dee_on_phone.locator(".pts").inner_text()
                expect(dee).to_contain_text("4 pts", timeout=WAIT_MS)
                seen["tablet"] = dee.inner_text()
                phone.screenshot(path=str(folder / "hall-desk-phone-390x844.png"))
                tablet.screenshot(path=str(folder / "hall-desk-table-1024x768.png"))
            finally:
                context.close()
    except BaseException as err:  # noqa: BLE001 - raised again on the test's thread
        seen["error"] = err
    finally:
        seen["done"] = True


def test_a_tablet_out_reaches_the_players_page_the_desk_and_the_projector(qtbot, clock, timers, tmp_path) -> None:
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai", "Dee"], 2: ["Eve", "Fay", "Gus"]})
    window.show()
    window.history_dock.show()
    menu = window.hall_menu
    menu.host, menu.port = "127.0.0.1", 0
    menu.action.trigger()
    assert menu.hall.running
    try:
        click(qtbot, row(window, 1, "Ana").out_button)  # the judge's tap on the desk
        assert points_shown(window, 1)["Ana"] == "0"
        url = menu.hall.url("/")
        device, address = menu.hall.pair(1)  # as *Pair a device* on table 1's card does
        assert address == pairing_url(url, address.split("#pair=")[1])

        seen: dict[str, object] = {}
        worker = threading.Thread(target=drive_the_browser, args=(url, address, tmp_path, seen), daemon=True)
        worker.start()
        # The tablet's action is committed here, on the main thread, while the browser waits for it.
        qtbot.waitUntil(lambda: points_shown(window, 1)["Dee"] == "4" or "done" in seen, timeout=60_000)
        qtbot.waitUntil(lambda: "done" in seen, timeout=60_000)
        worker.join(timeout=10)
        if "error" in seen:
            raise seen["error"]

        assert seen["phone points"] == "4"
        assert "4 pts" in str(seen["tablet"])
        assert points_shown(window, 1) == {"Ana": "0", "Ben": "", "Cai": "", "Dee": "4"}
        last = c.session.store.last()
        assert last.kind == "player.out" and last.data["device"] == device
        assert any("Dee out (from device d1)" in r[2] for r in window.history.rows())

        projector = window.projector_menu.show_windowed()
        projector.set_mode("tables")
        lines = list(zip(projector_texts(projector, "name"), projector_texts(projector, "points"), strict=True))
        assert ("Dee", "4") in lines and ("Ana", "0") in lines
        assert projector.hall_url == url
        for shot, widget in (("hall-desk-window.png", window), ("hall-desk-projector.png", projector)):
            assert widget.grab().save(str(tmp_path / shot))
        for shot in ("hall-desk-phone-390x844.png", "hall-desk-table-1024x768.png", "hall-desk-window.png",
                     "hall-desk-projector.png"):
            keep(tmp_path / shot)
    finally:
        menu.stop()
