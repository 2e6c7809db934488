"""A corrected result on the players' page: the standings say so, as text (real chromium, real server)."""

from __future__ import annotations

import pytest

from tableside.app.hall.service import HallService
from tests.hall.chromium import needs_chromium

WAIT_MS = 10_000
REASON = '<img src=x onerror="window.pwned=1"> slips swapped'

pytestmark = [pytest.mark.e2e, needs_chromium]


def play_out_and_correct(service: HallService) -> list[str]:
    """Table 1 played out (its players out in seat order), then its result corrected: reversed."""
    def do(session) -> list[str]:
        rnd = max(session.state.rounds)
        table = session.state.rounds[rnd].tables[1]
        for pid in table.still_in[:-1]:
            session.do("player.out", {"round": rnd, "table": 1, "players": [pid]})
        order = [[pid] for pid in reversed(session.state.rounds[rnd].tables[1].order[0] + tuple(
            p for group in session.state.rounds[rnd].tables[1].order[1:] for p in group))]
        session.do("game.correct", {"round": rnd, "table": 1, "order": order, "reason": REASON})
        return [session.state.players[group[0]].name for group in order]

    return service.writer.with_session(do).result(timeout=10)


def test_the_players_standings_say_a_result_was_corrected(service, browser) -> None:
    from playwright.sync_api import expect

    names = play_out_and_correct(service)
    phone = browser.new_page()
    phone.goto(service.url("/"))
    phone.locator("#tab-standings").click()
    expect(phone.locator("#standings-note")).to_have_text(
        "Standings include 1 correction by the judge: round 1, table 1.", timeout=WAIT_MS)
    winner = names[-1]  # the corrected winner was out first as played: moved up
    expect(phone.locator("#standings-rows tr", has_text=f"{winner} (corrected ▲")).to_be_visible()
    assert phone.locator("img").count() == 0 and phone.evaluate("window.pwned") is None
