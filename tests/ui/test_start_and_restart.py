"""The start screen (demo in one click, a broken settings file) and reopening after a restart."""

from __future__ import annotations

from tableside.app import paths
from tableside.app import settings as app_settings
from tableside.app.event.session import EventSession
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.ui import window_geometry
from tableside.ui.app import create_window, parse
from tests.ui.helpers import card, click, make_window, points_shown, row, styled


def test_the_demo_opens_in_one_click(qtbot, clock, timers):
    window, c = make_window(qtbot, clock, timers)
    window.show()
    assert window.stack.currentWidget() is window.start_screen
    click(qtbot, window.start_screen.demo_button)
    assert window.stack.currentWidget() is window.event_view
    assert sorted(window.event_view.cards) == [(1, 1), (1, 2)]
    assert [len(card(window, n).rows) for n in (1, 2)] == [4, 3]
    assert window.event_view.round_bar.clock.text() == "1:00:00 left"
    assert c.path == str(paths.data_dir() / "demo.tableside")
    assert "Tableside demo" in window.windowTitle()
    # Playing in the demo, then asking for it again, gives a fresh demo.
    click(qtbot, row(window, 1, "Dee").out_button)
    assert points_shown(window, 1)["Dee"] == "0"
    assert window.open_demo()
    assert points_shown(window, 1)["Dee"] == ""


def test_tableside_demo_opens_the_demo_directly(qtbot, home):
    styled()
    window = create_window(parse(["demo"]))
    qtbot.addWidget(window)
    assert window.stack.currentWidget() is window.event_view
    assert len(window.event_view.cards) == 2
    window.controller.close()


def test_a_broken_settings_file_is_set_aside_with_a_message_and_the_app_starts(qtbot, home):
    styled()
    path = paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("recent_files = [broken\n")
    window = create_window(parse([]))
    qtbot.addWidget(window)
    window.show()
    assert window.stack.currentWidget() is window.start_screen
    assert window.message_bar.isVisible()
    text = window.message_bar.message()
    assert "broken" in text and "default settings" in text
    kept = list(path.parent.glob("settings.broken-*.toml"))
    assert len(kept) == 1 and kept[0].read_text() == "recent_files = [broken\n"
    assert window.start_screen.demo_button.isEnabled()


def test_recent_files_and_the_last_event_persist(qtbot, home, clock, timers):
    styled()
    window = create_window(parse(["demo"]))
    qtbot.addWidget(window)
    event = home / "elsewhere" / "cup.tableside"
    event.parent.mkdir(parents=True)
    session = EventSession(open_event_file(str(event), create=True))
    session.do("event.create", {"name": "Autumn Cup", "system": "table-points"})
    session.store.close()
    assert window.open_event(event)
    window.close()
    saved = app_settings.load().settings
    assert saved.recent_files == [str(event.resolve())]
    assert saved.last_event == str(event.resolve())
    assert list(saved.window_geometries) == [window_geometry.screen_key(window.screen())]  # kept per screen
    again = create_window(parse([]))  # plain `tableside`: the last event
    qtbot.addWidget(again)
    assert again.controller.path == str(event.resolve())
    assert "Autumn Cup" in again.windowTitle()
    again.controller.close()


def test_after_a_restart_held_timers_show_a_banner_and_resume_on_request(qtbot, tmp_path, clock, timers):
    path = tmp_path / "cup.tableside"
    first = EventSession(open_event_file(str(path), create=True), clock)
    first.do("event.create", {"name": "Cup", "system": "table-points", "timers": "document-002"})
    for name in ("Ana", "Ben", "Cai", "Dee", "Eve"):
        first.do("player.register", {"name": name})
    first.do("round.open", {})
    first.do("table.seat", {"table": 1, "players": ["Ana", "Ben", "Cai"]})
    first.do("table.seat", {"table": 2, "players": ["Dee", "Eve"]})
    first.do("round.start", {})
    clock.advance(1_000)
    first.do("clock.decision", {"table": 1, "player": "Ben", "kind": "sell-houses"})
    clock.advance(5_000)  # the app dies here, 5 s into Ben's 12 s
    first.store.close()  # a crash: the file is all there is

    clock.advance(7 * 60_000)  # seven minutes later the judge restarts Tableside
    window, c = make_window(qtbot, clock, timers)
    c.open_file(path)
    window.show()
    view = window.event_view
    assert view.restart_banner.isVisible()
    assert "table 1 are held" in view.restart_banner.text.text()
    held = card(window, 1)
    assert held.held_strip.isVisible() and held.release_button.isVisible()
    # No heartbeat beside this file: held at the last entry, and the judge is told to check the time.
    assert "(the desk stopped; held at its last action): 7 min 5 s; check the time with the players" \
        in held.held_text.text()
    # The file's last word on Ben's clock is the decision's start: that is where it is held.
    assert "Ben was deciding (sell houses to pay bills): DECIDE 0:12, MAIN 2:00" in held.held_text.text()
    assert held.status.text() == "■ Timers held"
    assert not card(window, 2).held_strip.isVisible()  # no decision ran there: nothing to hold
    # Nothing counts down while held, so no wake-up is armed for it.
    clock.advance(60_000)
    timers.made[0].fire()
    assert row(window, 1, "Ben").aux_clock.plain == "DECIDE 0:12"

    click(qtbot, held.release_button)
    assert not held.held_strip.isVisible()
    assert not view.restart_banner.isVisible()
    assert row(window, 1, "Ben").aux_clock.plain == "DECIDE 0:12 ▼"
    assert c.session.store.last().kind == "clock.release"
    clock.advance(12_000)
    timers.made[0].fire()
    assert row(window, 1, "Ben").aux_clock.plain == "DECIDE 0:00"
    assert "MAIN 2:00 ▼" == row(window, 1, "Ben").main_clock.plain
    c.close()


def test_parse_of_the_command_line():
    assert parse([]) == ("last", None)
    assert parse(["demo"]) == ("demo", None)
    assert parse(["open", "x.tableside"]) == ("open", "x.tableside")
    assert parse(["bogus"]) is None


def test_a_file_that_cannot_be_opened_is_said_in_plain_words(qtbot, tmp_path, clock, timers):
    window, c = make_window(qtbot, clock, timers)
    window.show()
    assert not window.open_event(tmp_path / "missing.tableside")
    assert window.stack.currentWidget() is window.start_screen
    assert window.message_bar.kind == "error"
    assert "Could not open" in window.message_bar.message() and "missing.tableside" in window.message_bar.message()
