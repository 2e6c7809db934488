"""A table page told "not known yet" keeps its action's id, across a reload, and sends it again until
the desk answers: done once, one entry. The writer is really stalled (a job that waits), as a disk
stall longer than the server's wait for its writer stalls it."""

from __future__ import annotations

import threading

import pytest

from tableside.app.hall import server
from tableside.ui.demo import build_demo
from tests.hall.chromium import needs_chromium
from tests.standby.helpers import WAIT_S

pytestmark = [pytest.mark.e2e, needs_chromium]


@pytest.fixture
def stalling_service(tmp_path, monkeypatch):
    from tableside.app.cli.event_files import open_session
    from tableside.app.hall.service import HallService

    monkeypatch.setattr(server, "WRITER_TIMEOUT_S", 1.0)  # the writer's answer is late after 1 s, not 10
    path = build_demo(tmp_path / "demo.tableside")
    hall = HallService(lambda: open_session(str(path)), "127.0.0.1", 0)
    hall.start()
    yield hall
    hall.stop()


def desk_outs(service) -> list[tuple[str, list[str]]]:
    entries = service.writer.with_session(lambda session: list(session.store.entries())).result(timeout=WAIT_S)
    return [(e.data["action_id"], e.data["players"]) for e in entries if e.kind == "player.out"]


def test_a_not_known_action_is_kept_across_a_reload_and_sent_until_done_once(stalling_service, browser) -> None:
    from playwright.sync_api import expect

    service = stalling_service
    url = service.url("/")
    tablet = browser.new_page()
    tablet.goto(service.pair(1).link(url))
    dee = tablet.locator("article.player", has_text="Dee")
    expect(dee.get_by_role("button", name="Out")).to_be_enabled(timeout=WAIT_S * 1000)

    stall = threading.Event()
    service.writer.run(lambda desk, gate: stall.wait(WAIT_S))  # the disk stalls: the writer answers nothing
    try:
        dee.get_by_role("button", name="Out").click()
        dee.get_by_role("button", name="Confirm: out").click()
        expect(tablet.locator("#message")).to_contain_text("Not known yet", timeout=WAIT_S * 1000)
        kept = tablet.evaluate("JSON.parse(localStorage.getItem('tableside-pending'))")
        assert kept["kind"] == "player.out" and kept["players"] == ["p4"]

        tablet.reload()
        expect(tablet.locator("#message")).to_contain_text("Waiting for the desk", timeout=WAIT_S * 1000)
        assert tablet.evaluate("JSON.parse(localStorage.getItem('tableside-pending')).id") == kept["id"]
        expect(tablet.locator("#unpaired")).to_be_hidden()  # a busy desk unpaired no one
    finally:
        stall.set()  # the disk is back: the first send commits, the page's next send hears "already done"

    expect(dee).to_contain_text("pts", timeout=WAIT_S * 1000)
    expect(tablet.locator("#message")).to_be_hidden(timeout=WAIT_S * 1000)
    assert tablet.evaluate("localStorage.getItem('tableside-pending')") is None
    assert desk_outs(service) == [(kept["id"], ["p4"])]
