"""The projector: read-only, paged by a hand-fired single-shot timer, legible from 1280x720 to 4K."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from tableside.app.event.projector_view import name_key
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.ui.controller import EventController
from tableside.ui.projector import ProjectorWindow
from tableside.ui.projector import scene as sc
from tests.ui.helpers import make_window, styled

PAGE_MS = 9_000
NAMES = [f"Player {i:02d}" for i in range(1, 41)]


def event(clock, timers, names=NAMES, seat=True, start=False, minutes=60, name="Autumn Cup", **create):
    c = EventController(clock, timers)
    c.open_store(MemoryStore())
    assert c.do("event.create", {"name": name, "date": "2026-11-22", "system": "table-points",
                                 "timers": "round-clock-only", "round_minutes": minutes, "tiebreak_seed": "t",
                                 **create})
    assert c.import_players({"players": [{"name": n} for n in names]})
    assert c.open_round()
    if seat:
        assert c.seat_round(1, "Catan")
    if start:
        assert c.start_round(1)
    return c


def projector(qtbot, c, timers, size=(1280, 720), mode="auto") -> ProjectorWindow:
    styled()
    window = ProjectorWindow(c, timer_factory=timers, page_ms=PAGE_MS)
    qtbot.addWidget(window)
    window.set_mode(mode)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def shown(window: ProjectorWindow, role: str) -> list[str]:
    return [t.text for t in window.scene().by_role(role)]


def test_forty_players_page_through_the_standings_and_wrap(qtbot, clock, timers):
    c = event(clock, timers, seat=False)
    window = projector(qtbot, c, timers, mode="standings")
    m = window.metrics
    assert m.rows_fit() == 9  # (720 - header - title - column heads) // row height
    assert window.playlist == [("standings", page) for page in range(5)]  # 40 rows, 9 a page
    timer = window.page_timer
    assert timer.single_shot and timer.active and timer.interval == PAGE_MS
    ranks = [shown(window, "rank")]
    assert shown(window, "page") == ["Page 1 of 5"]
    for page in range(2, 6):
        timer.fire()
        assert timer.active and timer.interval == PAGE_MS  # armed again, once per flip
        assert shown(window, "page") == [f"Page {page} of 5"]
        ranks.append(shown(window, "rank"))
    assert ranks == [[str(r) for r in range(1 + 9 * p, min(41, 10 + 9 * p))] for p in range(5)]
    timer.fire()  # wraps to the first page
    assert shown(window, "rank")[0] == "1" and shown(window, "page") == ["Page 1 of 5"]
    assert timer.starts == [PAGE_MS] * 6


def test_the_page_holds_the_same_rows_at_4k_with_text_three_times_as_tall(qtbot, clock, timers):
    c = event(clock, timers, seat=False)
    small = projector(qtbot, c, timers, (1280, 720), mode="standings")
    big = projector(qtbot, c, timers, (3840, 2160), mode="standings")
    assert big.metrics.rows_fit() == small.metrics.rows_fit()
    assert big.playlist == small.playlist
    for role in ("name", "clock", "title", "rank"):
        a, b = small.scene().by_role(role)[0], big.scene().by_role(role)[0]
        assert b.font.pixelSize() == pytest.approx(3 * a.font.pixelSize(), abs=2), role
    assert small.scene().by_role("clock")[0].font.pixelSize() >= 120  # very large digits even at 720p
    assert small.scene().by_role("name")[0].font.pixelSize() >= 30


def test_one_page_arms_no_page_timer_and_a_growing_list_starts_it(qtbot, clock, timers):
    c = event(clock, timers, names=NAMES[:8], seat=False)
    window = projector(qtbot, c, timers, mode="standings")
    assert window.playlist == [("standings", 0)]
    assert not window.page_timer.active
    for name in ("Late 1", "Late 2"):
        assert c.register(name)
    assert window.playlist == [("standings", 0), ("standings", 1)]  # repainted from the controller's changed
    assert window.page_timer.active and window.page_timer.interval == PAGE_MS


def test_find_your_table_lists_everyone_by_name_with_their_table(qtbot, clock, timers):
    names = ["zoë Ørsted", "Ben", "Álvaro", "anna", "Cai", "Dee", "eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]
    c = event(clock, timers, names=names)
    window = projector(qtbot, c, timers)
    assert window.views() == ["find"]  # seated, not started: the room looks for its seats
    rows = list(zip(shown(window, "name"), shown(window, "table"), strict=True))
    assert [name for name, _ in rows] == sorted(names, key=name_key)
    assert [name for name, _ in rows][:3] == ["Álvaro", "anna", "Ben"]
    rnd = c.state.current_round
    seat = {c.player_name(p): str(t.number) for t in rnd.tables.values() for p in t.players}
    assert dict(rows) == seat
    assert shown(window, "title") == ["Find your table — Round 1"]


def test_find_your_table_pages_in_two_columns_and_shows_byes(qtbot, clock, timers):
    c = event(clock, timers, names=NAMES[:37], seat=False)
    assert c.seat_round(1, "Catan", byes=1)  # 37 = 4*9 + 1 bye
    window = projector(qtbot, c, timers, mode="find")
    assert window.metrics.find_columns() == 2
    # 2 columns of 9 would take 3 pages: the rows get a little smaller, 2 columns of 10, 2 pages.
    assert window.metrics.find_layout(37) == sc.FindLayout(2, 10, 40, 40 / 47)
    assert window.playlist == [("find", 0), ("find", 1)]
    everyone = []
    for _ in window.playlist:
        everyone += list(zip(shown(window, "name"), shown(window, "table"), strict=True))
        window.page_timer.fire()
    assert window.current() == ("find", 0)  # wrapped
    assert len(everyone) == 37 and ("bye" in dict(everyone).values())
    assert [n for n, _ in everyone] == sorted(NAMES[:37], key=name_key)


def test_automatic_view_follows_the_round(qtbot, clock, timers):
    c = event(clock, timers, names=NAMES[:8], seat=False)
    window = projector(qtbot, c, timers)
    assert window.views() == ["standings"]  # nothing seated yet
    assert c.seat_round(1, "Catan")
    assert window.views() == ["find"]
    assert c.start_round(1)
    assert window.views() == ["find"]  # still the first minutes of play
    # The clock wake-up: armed for the next change of the clock's reading, not a periodic tick.
    assert window.clock_timer.active and window.clock_timer.interval == 1000
    clock.advance(400)
    window.clock_timer.fire()
    assert window.clock_timer.interval == 600
    assert shown(window, "clock") == ["60:00"]
    clock.advance(600)
    window.clock_timer.fire()
    assert shown(window, "clock") == ["59:59"]
    clock.advance(5 * 60_000)
    window.clock_timer.fire()
    assert window.views() == ["tables", "standings"]
    assert window.current() == ("tables", 0)
    window.page_timer.fire()
    assert window.current() == ("standings", 0)
    window.page_timer.fire()
    assert window.current() == ("tables", 0)  # the cycle wraps
    rnd = c.state.current_round
    for table in rnd.tables.values():
        for pid in table.players[1:]:
            assert c.out(1, table.number, [pid])
    assert window.views() == ["standings"]  # every game over: the standings alone
    assert not window.page_timer.active
    assert shown(window, "title") == ["Standings after round 1"]


def test_live_tables_show_who_is_out_and_their_points(qtbot, clock, timers):
    c = event(clock, timers, names=NAMES[:8], start=True)
    window = projector(qtbot, c, timers, mode="tables")
    table = c.state.current_round.tables[1]
    first, second = table.players[0], table.players[1]
    assert c.out(1, 1, [first])
    texts = [(t.role, t.text) for t in window.scene().texts]
    boxes = window.scene().by_role("table")
    assert [b.text for b in boxes] == ["Table 1", "Table 2"]
    lines = list(zip(shown(window, "symbol"), shown(window, "name"), shown(window, "points"), strict=True))
    assert (sc.SYMBOL["out"], c.player_name(first), "0") in lines
    assert (sc.SYMBOL["in"], c.player_name(second), "in") in lines
    assert ("title", "Tables — Round 1 · Catan") in texts
    for pid in table.players[1:3]:
        assert c.out(1, 1, [pid])
    lines = list(zip(shown(window, "symbol"), shown(window, "name"), shown(window, "points"), strict=True))
    assert (sc.SYMBOL["winner"], c.player_name(table.players[3]), "12") in lines
    assert "FINISHED" in shown(window, "tag")


def test_long_names_are_elided_not_wrapped(qtbot, clock, timers):
    long = "Maximilian Alexander Konstantin Hohenberg-Wittelsbach de Fontana"  # 64: the most a name may have
    c = event(clock, timers, names=[long] + NAMES[:11], start=True)
    for mode, size in (("standings", (1280, 720)), ("find", (1280, 720)), ("tables", (3840, 2160))):
        window = projector(qtbot, c, timers, size, mode=mode)
        item = next(t for t in window.scene().by_role("name") if t.full == long)
        if mode in ("find", "tables"):  # on "find your table" and the live tables the first names go first
            assert item.elided and item.text == "M. A. K. H. de Fontana"
        else:
            assert item.elided and item.text.endswith("…") and item.text.startswith("Maximilian")
        assert QFontMetrics(item.font).horizontalAdvance(item.text) <= item.rect.width()
        assert item.rect.height() < 2 * QFontMetrics(item.font).height()  # one line, never wrapped
        window.close()


def test_colours_are_black_white_and_yellow_only(qtbot, clock, timers):
    c = event(clock, timers, names=NAMES[:12], start=True, minutes=1)
    window = projector(qtbot, c, timers, mode="standings")
    clock.advance(61_000)
    c.wake()
    window.clock_timer.stop()
    for mode in ("standings", "find", "tables"):
        window.set_mode(mode)
        picture = window.scene()
        assert {t.color for t in picture.texts} <= set(sc.TEXT_COLOURS)
        for text in picture.texts:
            if text.color == sc.BLACK:  # black only on yellow: the clock once time is up
                assert any(f.color == sc.YELLOW and f.rect.contains(text.rect) for f in picture.fills)
    assert shown(window, "clock") == ["0:00"] and shown(window, "state") == ["TIME IS UP"]


def test_the_projector_is_read_only(qtbot, clock, timers):
    c = event(clock, timers, names=NAMES[:12], start=True)
    window = projector(qtbot, c, timers)
    controls = (QAbstractButton, QLineEdit, QAbstractSpinBox, QComboBox, QAbstractSlider, QTextEdit, QPlainTextEdit,
                QAbstractItemView)
    enabled = [w for w in window.findChildren(QWidget) if isinstance(w, controls) and w.isEnabled()]
    assert enabled == []
    assert window.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert window.windowFlags() & Qt.WindowType.WindowDoesNotAcceptFocus
    before = len(c.entries())
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_U, Qt.Key.Key_O, Qt.Key.Key_1):
        qtbot.keyClick(window, key)
    qtbot.mouseClick(window, Qt.MouseButton.LeftButton)
    assert len(c.entries()) == before


def test_menu_places_the_projector_full_screen_on_a_screen(qtbot, clock, timers):
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only"})
    menu = window.projector_menu
    menu.timer_factory = timers
    texts = [a.text() for a in menu.menu.actions()]
    assert texts[0] == "&Show the projector (screen from Settings)"
    assert texts[1].startswith("Projector on screen 1")
    assert "Show: Standings" in texts
    screen = QGuiApplication.screens()[0]
    menu.menu.actions()[1].trigger()
    assert window.settings.projector_screen == 1  # remembered for next time
    projector_window = menu.projector
    assert projector_window is not None and projector_window.isVisible()
    assert projector_window.windowState() & Qt.WindowState.WindowFullScreen
    assert projector_window.geometry() == screen.geometry()
    assert projector_window.screen() is screen
    assert projector_window.parent() is window  # closes with the judge's window
    next(a for a in menu.menu.actions() if a.text() == "Show: Live tables").trigger()
    assert projector_window.mode == "tables"
    menu.fill()
    next(a for a in menu.menu.actions() if a.text() == "Hide the projector").trigger()
    assert not projector_window.isVisible()
    assert not projector_window.clock_timer.active and not projector_window.page_timer.active


def test_no_event_shows_a_plain_screen(qtbot, clock, timers):
    c = EventController(clock, timers)
    window = projector(qtbot, c, timers)
    assert shown(window, "event") == ["Tableside"]
    assert shown(window, "empty") == ["No event is open"]
    c.open_store(MemoryStore())
    assert c.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only"})
    assert shown(window, "event") == ["Cup"]
    assert shown(window, "empty") == ["No players registered yet"]
    image = window.grab().toImage()
    assert image.pixelColor(2, 2).name() == sc.BLACK


def test_a_hidden_projector_does_no_work_and_is_fresh_when_shown(qtbot, clock, timers):
    c = event(clock, timers, names=NAMES[:8], start=True)
    window = projector(qtbot, c, timers, mode="tables")
    window.hide()
    table = c.state.current_round.tables[1]
    assert c.out(1, 1, [table.players[0]])
    assert window.tables[0].players[0].status == "in"  # not recomputed while hidden
    window.show()
    assert window.tables[0].players[0].status == "out"
    assert sc.SYMBOL["out"] in shown(window, "symbol")
    assert window.clock_timer.active


def test_a_four_by_three_projector_scales_from_its_width(qtbot, clock, timers):
    c = event(clock, timers, seat=False)
    window = projector(qtbot, c, timers, (1024, 768), mode="standings")
    assert window.metrics.u == 1.0
    assert "OPP. AVG" not in shown(window, "head")  # the narrow screen keeps the columns that matter


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080), (3840, 2160)])
def test_no_text_overflows_its_box_or_the_screen(qtbot, clock, timers, size):
    long = "Maximilian Alexander Konstantin Hohenberg-Wittelsbach de Fontana"  # 64: the most a name may have
    c = event(clock, timers, names=[long] + NAMES[:39], start=True, name="The Very Long Name of an Autumn Cup "
              "Regional Qualifier 2026")
    table = c.state.current_round.tables[1]
    assert c.out(1, 1, [table.players[0]])
    assert c.extend(1, 1, 15) and c.extend(1, 2, 5)  # their own clocks in the header and the boxes
    window = projector(qtbot, c, timers, size)
    for mode in ("standings", "find", "tables"):
        window.set_mode(mode)
        for item in window.scene().texts:
            assert 0 <= item.rect.left() and item.rect.right() < size[0], (mode, item.text)
            assert item.rect.top() >= 0 and item.rect.bottom() < size[1], (mode, item.text)
            assert QFontMetrics(item.font).horizontalAdvance(item.text) <= item.rect.width(), (mode, item.text)


def test_show_the_projector_uses_the_screen_from_settings(qtbot, clock, timers):
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    menu = window.projector_menu
    menu.timer_factory = timers
    window.settings.projector_screen = 7  # not connected now: falls back to a screen that is
    assert menu.default_screen() == 0
    menu.menu.actions()[0].trigger()
    assert menu.projector.isVisible() and menu.projector.screen() is QGuiApplication.screens()[0]
    assert window.settings.projector_screen == 7  # the setting is the judge's, not overwritten


def test_an_extended_table_keeps_its_own_clock_after_the_round_time(qtbot, clock, timers):
    c = event(clock, timers, names=NAMES[:12], start=True, minutes=30)  # three tables of four
    clock.advance(20 * 60_000)
    assert c.extend(1, 2, 10)
    window = projector(qtbot, c, timers, mode="tables")
    assert shown(window, "clock") == ["10:00"] and shown(window, "state") == []
    assert shown(window, "extended") == ["Table 2 +10 min · 20:00"]
    assert shown(window, "extension") == ["+10 min · 20:00"]
    clock.advance(10 * 60_000 + 65_000)  # the round's time is over; table 2 still has 8:55 to play
    c.wake()
    window.clock_wake()
    assert shown(window, "clock") == ["8:55"]  # not "0:00 TIME IS UP"
    assert shown(window, "state") == ["EXTRA TIME"]
    assert shown(window, "extended") == ["Table 2 +10 min · 8:55"]
    assert shown(window, "tag") == ["FINISHED", "FINISHED"] and shown(window, "extension") == ["+10 min · 8:55"]
    note = window.scene().by_role("extension")[0]
    title = next(t for t in window.scene().by_role("table") if t.text == "Table 2")
    title_end = title.rect.left() + QFontMetrics(title.font).horizontalAdvance(title.text)
    assert note.rect.left() > title_end  # beside the table's number, not over it
    assert window.clock_timer.active and window.clock_timer.interval == 1000
    clock.advance(1_000)
    window.clock_timer.fire()
    assert shown(window, "clock") == ["8:54"] and shown(window, "extension") == ["+10 min · 8:54"]
    clock.advance(8 * 60_000 + 54_000)
    c.wake()
    window.clock_wake()
    assert shown(window, "clock") == ["0:00"] and shown(window, "state") == ["TIME IS UP"]
    assert shown(window, "extension") == [] and shown(window, "extended") == []


BIG_HALL = [f"{first} {last}" for first in ("Bartholomew", "Ana", "Kemal", "Łukasz", "Fay", "Maximilian",
                                            "Guinevere", "Cai", "Ivo", "Hana")
            for last in ("Fitzgerald-Lee", "Van der Berghe", "Yıldırım", "Wiśniewski", "Østergaard", "Alexandrov",
                         "Nakamura", "Papadopoulos", "Ferreira-Santos", "Dubois", "Lindqvist", "Whitfield")]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1280, 720)])
def test_find_your_table_fits_120_players_on_two_pages_and_cuts_first_names_first(qtbot, clock, timers, size):
    assert len(set(BIG_HALL)) == 120
    c = event(clock, timers, names=BIG_HALL)
    window = projector(qtbot, c, timers, size=size, mode="find")
    assert window.playlist == [("find", 0), ("find", 1)]
    seen = []
    for _ in window.playlist:
        names = window.scene().by_role("name")
        seen += [t.full for t in names]
        for item in names:
            fm = QFontMetrics(item.font)
            assert fm.horizontalAdvance(item.text) <= item.rect.width()
            if item.text != item.full:  # cut: the first names go first, to initials
                assert item.text.split(". ")[0] == item.full[0], item.text
                if size == (1920, 1080):  # ... and at 1080p every surname then stays whole
                    assert "…" not in item.text and item.text.endswith(item.full.split()[-1]), item.text
        window.page_timer.fire()
    assert sorted(seen) == sorted(BIG_HALL)
    if size == (1920, 1080):
        shown = {t.text for t in window.scene().by_role("name")}
        assert any(text.startswith("B. Fitzgerald-Lee") for text in shown)


def test_short_forms_cut_first_names_before_the_surname():
    from tableside.app.event.projector_view import shorter_names

    assert shorter_names("Bartholomew Fitzgerald-Lee") == ["B. Fitzgerald-Lee"]
    assert shorter_names("Ana María van der Berg") == ["A. María van der Berg", "A. M. van der Berg"]
    assert shorter_names("Luis de la Cruz") == ["L. de la Cruz"]
    assert shorter_names("Cher") == [] and shorter_names("De Bruyne") == []


def test_the_dense_find_page_keeps_its_headings_whole(qtbot, clock, timers):
    c = event(clock, timers, names=BIG_HALL)
    for size in ((1920, 1080), (1280, 720)):
        window = projector(qtbot, c, timers, size=size, mode="find")
        heads = window.scene().by_role("head")
        assert {t.text for t in heads} == {"PLAYER", "TABLE"} and not any(t.elided for t in heads)
        assert not any(t.elided for t in window.scene().by_role("table"))
        window.close()
