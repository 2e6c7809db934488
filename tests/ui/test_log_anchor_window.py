"""Issue 11 item 6 in the window: the warning on opening a forged file, and the fingerprint on every
export, every PDF page and slip, and the projector's standings."""

from __future__ import annotations

import csv
import io

import pytest

from tableside.app.eventlog.anchor import check_fingerprint, parse_fingerprint
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.ui.exports import Exports
from tests.eventlog.forgery import drop_last, edit_and_rehash
from tests.eventlog.test_anchor import LAST_OUT, make_event
from tests.ui.helpers import make_window
from tests.ui.test_projector import projector, shown

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


@pytest.fixture
def event_file(tmp_path):
    path = tmp_path / "cup.tableside"
    return path, make_event(path)


def opened(qtbot, clock, timers, path):
    window, c = make_window(qtbot, clock, timers)
    window.show()
    assert window.open_event(path)
    return window, c


@pytest.mark.parametrize("forge, says", [
    (lambda path: drop_last(path, 2), "cup.tableside is shorter than when Tableside last saw it: it ended at entry "),
    (lambda path: edit_and_rehash(path, LAST_OUT, lambda data: data.update(players=["p1"])),
     "cup.tableside has another entry 11 than when Tableside last saw it"),
])
def test_a_forged_file_is_named_in_the_message_bar_on_opening(qtbot, clock, timers, event_file, forge, says):
    path, head = event_file
    window, c = opened(qtbot, clock, timers, path)
    assert window.message_bar.message() == ""
    assert c.fingerprint() == head
    c.close()
    forge(path)
    for _ in range(2):  # until the judge writes to it, it says so at every opening
        window, c = opened(qtbot, clock, timers, path)
        assert window.message_bar.kind == "warning"
        assert window.message_bar.message().startswith(says)
        assert head in window.message_bar.message()
        c.close()
    window, c = opened(qtbot, clock, timers, path)
    assert c.register("Eve")  # the judge carries on: the file's new head is the one remembered
    c.close()
    window, c = opened(qtbot, clock, timers, path)
    assert window.message_bar.message() == ""


def test_the_demo_made_afresh_is_not_a_forgery(qtbot, clock, timers):
    window, c = make_window(qtbot, clock, timers)
    window.show()
    assert window.open_demo()
    assert c.register("Extra Player")
    assert window.open_demo()
    assert window.message_bar.message() == ""


def test_every_export_and_every_pdf_page_and_slip_carry_the_fingerprint(qtbot, clock, timers, tmp_path, event_file):
    path, head = event_file
    window, c = opened(qtbot, clock, timers, path)
    for what in ("standings", "results"):
        target = tmp_path / f"{what}.csv"
        getattr(Exports(c, say=lambda *_: None), what)(str(target))
        rows = list(csv.DictReader(io.StringIO(target.read_text(encoding="utf-8-sig"))))
        assert rows and {r["log_head"] for r in rows} == {head}
    report = Exports(c, ask=lambda *_: str(tmp_path / "round.pdf"), say=lambda *_: None).pdf()
    assert report.pages == 2
    for page in report.texts:
        assert f"Event log {head} · check the event file with: tableside verify FILE --expect {head}" in page
    slips = report.texts[1]
    assert slips.count(f"Event log {head}") == 1  # the slip itself, not only the page's foot
    store = open_event_file(str(path), readonly=True)
    try:
        assert check_fingerprint(store, parse_fingerprint(head)) is None
    finally:
        store.close()


def test_the_projectors_standings_show_the_fingerprint(qtbot, clock, timers, event_file):
    path, head = event_file
    window, c = opened(qtbot, clock, timers, path)
    screen = projector(qtbot, c, timers, mode="standings")
    assert shown(screen, "note") == [f"Log {head}"]
    assert c.register("Eve")
    screen.reload()
    assert shown(screen, "note") == [f"Log {c.fingerprint()}"] and c.fingerprint() != head


def test_leaves_the_clocks_make_are_remembered_too(qtbot, clock, timers, tmp_path):
    """The head last seen is written a second after a commit (``SEEN_HEAD_AFTER_MS``), a leave the clocks
    made included; the test fires that timer by hand instead of waiting for it."""
    from tableside.app import settings as app_settings
    from tableside.app.eventlog.seen_heads import seen_head
    from tableside.ui.controller import SEEN_HEAD_AFTER_MS, EventController
    from tableside.ui.main_window import MainWindow

    background: list = []

    def background_timer(parent):
        made = timers(parent)
        timers.made.remove(made)  # the wake-up timer stays the first one made
        background.append(made)
        return made

    path = tmp_path / "timed.tableside"
    c = EventController(clock, timers, watch_timer_factory=background_timer)
    window = MainWindow(c, app_settings.Settings())
    qtbot.addWidget(window)
    (seen_timer,) = [t for t in background if t.single_shot]
    data = {"name": "Cup", "date": "2026-11-22", "system": "table-points", "options": {},
            "timers": "round-clock-only", "round_minutes": 1}
    assert window.open_event(path, create_data=data)
    for name in ("Ana", "Ben"):
        assert c.register(name)
    assert c.open_round() and c.seat(1, 1, ["Ana", "Ben"], "Catan") and c.start_round(1)
    head = c.session.store.last()
    assert seen_timer.interval == SEEN_HEAD_AFTER_MS
    seen_timer.fire()
    assert seen_head(path) == (head.seq, head.hash)
    assert not seen_timer.isActive()  # nothing more to write
    clock.advance(61_000)
    c.wake()  # the round ends: the table's players leave by the clock, logged without a click
    last = c.session.store.last()
    assert last.kind == "player.out" and last.seq > head.seq
    assert seen_head(path) == (head.seq, head.hash)  # not yet: written once a second at most
    seen_timer.fire()
    assert seen_head(path) == (last.seq, last.hash)
