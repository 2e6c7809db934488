"""Every end-of-round procedure under every scoring system, in a real browser (issue 27, part 4), against
the headless desk (``HallService``, a real uvicorn on loopback): one Chromium for the whole module, one
served event per system and procedure (the procedure is the timer preset's, event-wide, so a table cannot
have its own).

The round (60 minutes, document 002's player timers) began a little over an hour ago; Ana went out at
30 minutes. Ben, Cai and Dee are still in when the page opens, past their time. The table's device then
plays the procedure out: nothing (time up, they leave together), the turn under way finished by the next
turn's "roll dice", one more turn after that, or a capped phase already over; with ``by_number`` it
enters Ben 1500, Cai 1500, Dee 3200. The points the players' page and the table page show must be exactly
the core's, scored from the same log and formatted as the pages format them; every ``by_number`` case is
also the judge's guide's worked example ("How a round ends"), figure for figure. The players' page also
shows the table's last-turn phase while it lasts (part C: the same field the device gets).
"""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction
from pathlib import Path

import pytest

from tests.event.helpers import SYSTEMS
from tests.hall.chromium import ARGS, CHROMIUM, needs_chromium, tap

WAIT_MS = 10_000  # real I/O: bounded waits, never fixed sleeps
MIN = 60_000
pytestmark = [pytest.mark.e2e, needs_chromium]

# (round_end, survivors): document 000's default, the turn under way, one more turn, capped minutes.
PROCEDURES = [
    (end, survivors)
    for end in ("together", "finish_turn", "turns:1", "minutes:2")
    for survivors in ("together", "by_number")
]
NUMBERS = {"Ben": 1500, "Cai": 1500, "Dee": 3200}
GUIDE = Path(__file__).resolve().parents[2] / "resources" / "guide" / "guide.md"


def guide_figures() -> dict[tuple[str, str], list[str]]:
    """The judge's guide's worked example ("A worked example of the round's end under every system"), read
    from the guide itself: {(system, "together" or "by_number"): the points of Ana, Ben, Cai, Dee}."""
    text = GUIDE.read_text(encoding="utf-8").split("### A worked example of the round's end under every system")[1]
    figures = {}
    for line in text.split("\n\n")[3].splitlines()[2:]:  # the table after the example's three paragraphs
        system, together, by_number = (cell.strip() for cell in line.strip("|").split("|"))
        for survivors, cell in (("together", together), ("by_number", by_number)):
            numbers = re.sub(r"\s*\(.*\)$", "", cell).replace("\u2212", "-").split(", ")
            figures[(system.split("`")[1], survivors)] = numbers
    assert {system for system, _ in figures} == set(SYSTEMS)
    return figures


NAMES = ("Ana", "Ben", "Cai", "Dee")


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    """One browser for the module, with a tablet and a phone page per procedure: each system's cases load
    their own servers' pages into them (a new page costs more than loading one)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("profile")),
            executable_path=CHROMIUM,
            args=ARGS,
            headless=True,
            viewport={"width": 1024, "height": 768},
        )
        try:
            yield [(context.new_page(), context.new_page()) for _ in PROCEDURES]
        finally:
            context.close()


def serve(tmp_path, system: str, round_end: str, survivors: str):
    """The event, played up to just past the round's time (minutes:2: past its capped phase too)."""
    from tableside.app.cli.event_files import open_session
    from tableside.app.clocks.rules import builtin_presets, rules_to_dict
    from tableside.app.hall.service import HallService

    path = str(tmp_path / f"{system}-{round_end.replace(':', '')}-{survivors}.tableside")
    session = open_session(path, create=True)
    timers = {**rules_to_dict(builtin_presets()["document-002"]), "round_end": round_end, "survivors": survivors}
    past = 62 * MIN + 5_000 if round_end.startswith("minutes") else 60 * MIN + 5_000
    t0 = session.now() - past
    session.do(
        "event.create",
        {
            "name": "Round ends",
            "date": "2026-11-25",
            "system": system,
            "options": SYSTEMS[system],
            "timers": timers,
            "round_minutes": 60,
            "t": t0,
        },
    )
    for i, name in enumerate(NAMES):
        session.do("player.register", {"name": name, "t": t0 + i})
    session.do("round.open", {"t": t0 + 10})
    session.do("table.seat", {"table": 1, "players": list(NAMES), "game": "Monopoly", "t": t0 + 11})
    session.do("round.start", {"t": t0 + 20})
    session.do("player.out", {"table": 1, "players": ["Ana"], "t": t0 + 20 + 30 * MIN})
    session.close()
    hall = HallService(lambda: open_session(path), "127.0.0.1", 0)
    hall.start()
    return hall


def expected_points(service) -> list[str]:
    """The core's points for Ana, Ben, Cai, Dee, scored from the log as folded (the leaves in order, each
    player's time at the table), formatted as the pages format them."""
    from tableside.app.display import format_points
    from tableside.app.game import Game
    from tableside.app.scoring import GameContext, make_system

    def score(session):
        state = session.state
        table = state.rounds[1].tables[1]
        left = {pid: leave.t for leave in table.leaves for pid in leave.players}
        left.update({pid: table.leaves[-1].t for pid in table.still_in})  # the winner played to the end
        played = {pid: Fraction(t - table.started_at, 1000) for pid, t in left.items()}
        settings = state.settings
        system = make_system(settings.system, settings.options)
        result = system.score(
            Game(table.players, table.out),
            GameContext(hours=None, ratings=session.ratings_before(1), played_seconds=played),
        )
        names = {p.id: p.name for p in state.players.values()}
        return {names[r.name]: r for r in result.players}

    got = service.writer.with_session(score).result(timeout=10)
    texts = []
    for name in NAMES:
        r = got[name]
        text = format_points(r.points)
        texts.append("+" + text if r.rating is not None and r.points > 0 else text)
    return texts


def decide(tablet, name: str) -> None:
    tap(tablet.locator("article.player", has_text=name).get_by_role("button", name="Decide"))
    tap(tablet.get_by_role("button", name="roll dice"))


def play_out(tablet, phone, round_end: str, survivors: str) -> list[str]:
    """The procedure played on the table's device; the points the players' page shows at the end."""
    from playwright.sync_api import expect

    line = tablet.locator("#round-end [data-round-end]")
    on_phone = phone.locator('#t1 [data-round-end="1"]')
    if round_end in ("finish_turn", "turns:1"):
        first = "1 turns left" if round_end == "turns:1" else "Last turn"
        expect(line).to_have_text(first, timeout=WAIT_MS)
        expect(on_phone).to_have_text(first, timeout=WAIT_MS)  # the phone says it as the device does
        decide(tablet, "Ben")
        if round_end == "turns:1":
            expect(line).to_have_text("Last turn", timeout=WAIT_MS)
            expect(on_phone).to_have_text("Last turn", timeout=WAIT_MS)
            tap(tablet.get_by_role("button", name="Done"))
            decide(tablet, "Cai")  # turn 2 after time begins: the phase is over
    if survivors == "by_number":
        expect(line).to_have_text("Play is over: enter the numbers", timeout=WAIT_MS)
        expect(on_phone).to_have_text("Play is over: enter the numbers", timeout=WAIT_MS)
        box = tablet.locator("#round-end")
        for name, number in NUMBERS.items():
            box.get_by_label(name, exact=True).fill(str(number))
        tap(box.get_by_role("button", name="Enter the numbers"))
    expect(phone.locator("#t1.done")).to_have_count(1, timeout=WAIT_MS)
    expect(on_phone).to_have_count(0)
    return [phone.locator("#t1 li.p", has_text=name).locator(".pts").inner_text() for name in NAMES]


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_each_round_end_shows_the_cores_points_on_the_pages(system, pages, tmp_path) -> None:
    from playwright.sync_api import expect

    guide = guide_figures()
    services = []
    try:
        for round_end, survivors in PROCEDURES:
            services.append(serve(tmp_path, system, round_end, survivors))
        # Every case's two pages load at once (the browser loads them side by side); each is then driven.
        for service, (tablet, phone) in zip(services, pages, strict=True):
            url = service.url("/")
            tablet.goto(service.pair(1).link(url), wait_until="commit")
            phone.goto(url, wait_until="commit")
        for service, (tablet, phone), (round_end, survivors) in zip(services, pages, PROCEDURES, strict=True):
            case = f"{system} {round_end} {survivors}"
            shown = play_out(tablet, phone, round_end, survivors)
            expected = expected_points(service)
            assert shown == expected, case
            for name, points in zip(NAMES, expected, strict=True):
                expect(tablet.locator("article.player", has_text=name)).to_contain_text(f"{points} pts")
            # Each case is the guide's worked example ("How a round ends"), whatever the procedure.
            assert shown == guide[(system, survivors)], case
    finally:
        for tablet, phone in pages:  # off the servers first: they stop with no stream left open
            tablet.goto("about:blank", wait_until="commit")
            phone.goto("about:blank", wait_until="commit")
        with ThreadPoolExecutor(len(PROCEDURES)) as stopping:  # side by side: each waits for its server's thread
            list(stopping.map(lambda service: service.stop(), services))
