"""The table page as the table's clock (issue 27, part 1), in Chromium against the headless desk.

Table 1 seats four players with short timers (30 s main, 2 s to roll): Ana's decision began 9 s ago, so
her main timer runs at about 0:23 when the page opens and goes under 0:20 within seconds. On a landscape
tablet (1280 x 800) the seats sit round the table, Ana's panel is marked as deciding and Ben's (to her
left) as next; her panel turns to the warning colour as her time runs low, and the tap that unlocked the
page's audio has sounded it; seat 1's key on a keyboard ends her decision. The first tap keeps the screen
awake (a page with no Wake Lock API plays the muted looping video). On a phone (390 x 844) the seats are a
plain list. Screenshots of both (TABLESIDE_SCREENSHOTS keeps them). Under the preset's judge time, a judge
called from the tablet stops the table's clocks and the page counts the table's judge time instead.
"""

from __future__ import annotations

import pytest

from tests.hall.chromium import keep, needs_chromium

WAIT_MS = 10_000  # real I/O: bounded waits, never fixed sleeps

pytestmark = [pytest.mark.e2e, needs_chromium]


@pytest.fixture
def service(tmp_path):
    from tableside.app.cli.event_files import open_session
    from tableside.app.hall.service import HallService

    path = str(tmp_path / "clock.tableside")
    session = open_session(path, create=True)
    now = session.now()
    steps = [
        ("event.create", {"name": "Monopoly Open", "date": "2026-11-25", "system": "table-points", "options": {},
                          "timers": {"main_ms": 30_000, "decisions": {"roll-dice": {"label": "roll dice",
                                                                                    "aux_ms": 2_000}},
                                     "judge_time": True},
                          "round_minutes": 60}),
        *[("player.register", {"name": name}) for name in ("Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus")],
        ("round.open", {}),
        ("table.seat", {"table": 1, "players": ["Ana", "Ben", "Cai", "Dee"], "game": "Monopoly"}),
        ("table.seat", {"table": 2, "players": ["Eve", "Fay", "Gus"], "game": "Monopoly"}),
        ("round.start", {}),
    ]
    for i, (kind, data) in enumerate(steps):
        session.do(kind, {**data, "t": now - 20_000 + i})
    session.close()  # no timer runs yet: the desk that opens it holds nothing
    hall = HallService(lambda: open_session(path), "127.0.0.1", 0)
    hall.start()
    hall.writer.with_session(lambda s: s.do("clock.decision", {"table": 1, "player": "p1", "decision": "roll-dice",
                                                                "t": s.now() - 9_000})).result(timeout=10)
    yield hall
    hall.stop()


def test_the_tablet_lays_the_seats_out_and_warns(service, browser, tmp_path) -> None:
    from playwright.sync_api import expect

    tablet = browser.new_page()
    tablet.set_viewport_size({"width": 1280, "height": 800})
    tablet.goto(service.pair(1).link(service.url("/")))
    panels = tablet.locator("#players article.player")
    expect(panels).to_have_count(4, timeout=WAIT_MS)
    places = [panels.nth(i).get_attribute("data-place") for i in range(4)]
    assert places == ["bottom", "left", "top", "right"]
    turns = [panels.nth(i).evaluate("p => getComputedStyle(p).transform + ' ' + getComputedStyle(p).writingMode")
             for i in range(4)]
    assert turns[0].startswith("none horizontal") and turns[1].endswith("vertical-rl")
    assert "matrix(-1" in turns[2] and "matrix(-1" in turns[3] and turns[3].endswith("vertical-rl")
    seats = [panels.nth(i).locator(".seat-badge").text_content() for i in range(4)]
    assert seats == ["1", "2", "3", "4"]
    colours = {panels.nth(i).evaluate("p => getComputedStyle(p).getPropertyValue('--seat')") for i in range(4)}
    assert len(colours) == 4

    ana, ben = panels.nth(0), panels.nth(1)
    expect(ana).to_have_class(__import__("re").compile(r"\bdeciding\b"))
    expect(ana.locator(".seat-mark")).to_have_text("Deciding")
    expect(ben).to_have_class(__import__("re").compile(r"\bnext\b"))
    expect(ben.locator(".seat-mark")).to_have_text("Next")
    expect(ana.get_by_role("button", name="Finished")).to_be_enabled()
    main = ana.locator(".main")
    digits = main.evaluate("m => parseFloat(getComputedStyle(m).fontSize)")
    assert digits >= 60  # readable across the table

    # A tap (anywhere) unlocks the audio and keeps the screen awake (a wake lock on this localhost page,
    # or the video where the browser refuses one).
    tablet.locator("#title").click()
    expect(tablet.locator("body")).to_have_attribute("data-awake", __import__("re").compile("lock|video"))
    assert not ana.evaluate("p => p.classList.contains('low')")
    expect(ana).to_have_class(__import__("re").compile(r"\blow\b"), timeout=WAIT_MS)
    expect(ana.locator("[data-low]")).to_have_text("Low on time")
    background = ana.evaluate("p => getComputedStyle(p).backgroundColor")
    assert background == "rgb(255, 224, 138)"
    expect(tablet.locator("body")).to_have_attribute("data-beeps", "1")
    tablet.screenshot(path=str(tmp_path / "hall-table-clock-1280x800.png"))
    keep(tmp_path / "hall-table-clock-1280x800.png")

    # Seat 1's key ends Ana's decision; Ben (to her left) is still next.
    tablet.keyboard.press("1")
    expect(ana).not_to_have_class(__import__("re").compile(r"\bdeciding\b"), timeout=WAIT_MS)
    expect(ben.locator(".seat-mark")).to_have_text("Next")

    def decision(session):
        return session.state.rounds[1].tables[1].clock.decision

    assert service.writer.with_session(decision).result(timeout=10) is None


def test_without_a_wake_lock_the_tap_plays_the_video(service, browser) -> None:
    from playwright.sync_api import expect

    tablet = browser.new_page()
    tablet.add_init_script("delete Navigator.prototype.wakeLock;")
    tablet.set_viewport_size({"width": 1280, "height": 800})
    tablet.goto(service.pair(2).link(service.url("/")))
    expect(tablet.locator("#players article.player")).to_have_count(3, timeout=WAIT_MS)
    assert tablet.locator("#keep-awake").count() == 0
    tablet.locator("#title").click()
    expect(tablet.locator("body")).to_have_attribute("data-awake", "video")
    tablet.wait_for_function("() => { const v = document.getElementById('keep-awake');"
                             " return v && !v.paused && v.currentTime > 0; }", timeout=WAIT_MS)
    places = tablet.locator("#players article.player").evaluate_all("ps => ps.map(p => p.dataset.place)")
    assert places == ["bottom", "left", "right"]


def test_a_phone_lists_the_seats(service, browser, tmp_path) -> None:
    from playwright.sync_api import expect

    phone = browser.new_page()  # 390 x 844, portrait
    phone.goto(service.pair(1).link(service.url("/")))
    panels = phone.locator("#players article.player")
    expect(panels).to_have_count(4, timeout=WAIT_MS)
    assert panels.evaluate_all("ps => ps.map(p => getComputedStyle(p).transform + getComputedStyle(p).writingMode)") \
        == ["nonehorizontal-tb"] * 4
    boxes = [panels.nth(i).bounding_box() for i in range(4)]
    assert all(b["width"] <= 390 for b in boxes) and [b["y"] for b in boxes] == sorted(b["y"] for b in boxes)
    expect(panels.nth(0).locator(".seat-mark")).to_have_text("Deciding")
    expect(panels.nth(1).locator(".seat-mark")).to_have_text("Next")
    # Nothing is cut: every seat's name and timer fit inside its panel.
    for i in range(4):
        assert panels.nth(i).evaluate("p => p.scrollWidth <= p.clientWidth + 1")
    phone.screenshot(path=str(tmp_path / "hall-table-clock-phone.png"), full_page=True)
    keep(tmp_path / "hall-table-clock-phone.png")


def test_a_judge_call_stops_the_clocks_and_counts_judge_time(service, browser, tmp_path) -> None:
    from playwright.sync_api import expect

    tablet = browser.new_page()
    tablet.set_viewport_size({"width": 1280, "height": 800})
    tablet.goto(service.pair(1).link(service.url("/")))
    ana = tablet.locator("#players article.player").nth(0)
    expect(ana.locator(".seat-mark")).to_have_text("Deciding", timeout=WAIT_MS)
    tablet.get_by_role("button", name="Call a judge").click()
    tablet.locator("#call").get_by_role("button", name="Rules question").click()
    line = tablet.locator("#judge-time")
    expect(line).to_contain_text("every clock stands still", timeout=WAIT_MS)
    stood = ana.locator(".main").text_content()
    expect(line.locator("[data-judge-time]")).to_have_text("0:02", timeout=WAIT_MS)
    assert ana.locator(".main").text_content() == stood  # no player's time runs meanwhile
    tablet.screenshot(path=str(tmp_path / "hall-table-judge-time.png"))
    keep(tmp_path / "hall-table-judge-time.png")

    def judge(session):
        clock = session.state.rounds[1].tables[1].clock
        return clock.judge_called, clock.view(session.now()).player("p1").main_ms

    called, main = service.writer.with_session(judge).result(timeout=10)
    assert called and stood == f"0:{-(-main // 1000):02d}"  # the desk's time, whole seconds rounded up
    assert service.writer.act("call.done", {"table": 1}) is not None
    expect(line).to_contain_text("Judge time so far: 0:0", timeout=WAIT_MS)
    assert not service.writer.with_session(judge).result(timeout=10)[0]
