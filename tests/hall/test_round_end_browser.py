"""The round's end on a table device, in a real browser (issue 27, part 4), against the headless desk
(``HallService``, a real uvicorn on loopback).

The event was played a few minutes ago (its entries are dated then): round of 1 minute, then
``minutes:2`` and ``by_number``. Table 1's last-turn time is over: its tablet asks for the numbers,
refuses a blank one on the page, and enters them (``game.numbers``, the same action a click does): the
desk ranks the players still in. Table 2 was given 3 more minutes: its tablet counts its last-turn time.
"""

from __future__ import annotations

import re

import pytest

from tests.hall.chromium import needs_chromium

WAIT_MS = 10_000  # real I/O: bounded waits, never fixed sleeps
MIN = 60_000

pytestmark = [pytest.mark.e2e, needs_chromium]


@pytest.fixture
def service(tmp_path):
    from tableside.app.cli.event_files import open_session
    from tableside.app.hall.service import HallService

    path = str(tmp_path / "round-end.tableside")
    session = open_session(path, create=True)
    t0 = session.now() - 4 * MIN - 30_000
    steps = [
        ("event.create", {"name": "Monopoly Open", "date": "2026-11-25", "system": "table-points", "options": {},
                          "timers": {"player_timers": False, "decisions": {}, "round_end": "minutes:2",
                                     "survivors": "by_number"}, "round_minutes": 1}),
        *[("player.register", {"name": name}) for name in ("Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus")],
        ("round.open", {}),
        ("table.seat", {"table": 1, "players": ["Ana", "Ben", "Cai", "Dee"], "game": "Monopoly"}),
        ("table.seat", {"table": 2, "players": ["Eve", "Fay", "Gus"], "game": "Monopoly"}),
        ("round.start", {}),
        ("player.out", {"table": 1, "players": ["Ana"]}),
        ("round.extend", {"table": 2, "minutes": 3}),
    ]
    for i, (kind, data) in enumerate(steps):
        session.do(kind, {**data, "t": t0 + i})
    session.close()
    hall = HallService(lambda: open_session(path), "127.0.0.1", 0)
    hall.start()
    yield hall
    hall.stop()


def test_the_tablet_shows_the_last_turn_and_enters_the_numbers(service, browser) -> None:
    from playwright.sync_api import expect

    url = service.url("/")
    first = browser.new_page()
    first.goto(service.pair(1).link(url))
    box = first.locator("#round-end")
    expect(box.locator("[data-round-end]")).to_have_text("Play is over: enter the numbers", timeout=WAIT_MS)
    fields = box.locator("input[data-number]")
    expect(fields).to_have_count(3)
    fields.nth(0).fill("1500")
    fields.nth(2).fill("3200")
    box.get_by_role("button", name="Enter the numbers").click()
    expect(first.locator("#message")).to_have_text("Enter a whole number for every player still in.")
    fields.nth(1).fill("1500")
    box.get_by_role("button", name="Enter the numbers").click()
    expect(box).to_be_hidden(timeout=WAIT_MS)

    def table_one(session):
        table = session.state.rounds[1].tables[1]
        return table.finished, [[session.state.players[p].name for p in group] for group in table.out]

    assert service.writer.with_session(table_one).result(timeout=10) == (True, [["Ana"], ["Ben", "Cai"]])
    expect(first.locator(".player", has_text="Dee")).to_contain_text("12 pts", timeout=WAIT_MS)
    expect(first.locator(".player", has_text="Ben")).to_contain_text("6 pts")

    second = browser.new_page()
    second.goto(service.pair(2).link(url))
    line = second.locator("#round-end [data-round-end]")
    expect(line).to_have_text(re.compile(r"^\d:\d\d of last-turn time$"), timeout=WAIT_MS)
    expect(second.locator("#round-end input")).to_have_count(0)
