"""A correction under ratings touches every later card and the whole standings: the window paints the cards in
view at once and the others as they scroll into view, and updates the standings' cells in place; each ends
exactly as a screen built fresh shows it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from tableside.app.eventlog.memory_store import MemoryStore
from tableside.ui.standings_panel import StandingsPanel
from tableside.ui.table_card import TableCard
from tests.ui.helpers import make_window, text_of

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

NAMES = tuple(f"P{i:02d}" for i in range(16))


def round_two(qtbot, clock, timers):
    """Contribution, 16 players: round 1 at eight tables of two, finished; round 2 seated so that the players
    of round 1's table 1 sit at tables 7 and 8 (below the fold of a small window), and started."""
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Cup", "date": "2026-11-25", "system": "contribution", "options": {},
                                 "timers": "round-clock-only", "round_minutes": 60})
    for name in NAMES:
        assert c.register(name)
    assert c.open_round()
    for t in range(8):
        assert c.seat(1, t + 1, [NAMES[2 * t], NAMES[2 * t + 1]], "Catan")
    assert c.start_round(1)
    for t in range(8):
        clock.advance(60_000)
        assert c.out(1, t + 1, [c.state.player_by_name(NAMES[2 * t + 1]).id])
    assert c.open_round()
    seats = {7: ["P00", "P02"], 8: ["P01", "P03"]}
    rest = [n for n in NAMES if n not in ("P00", "P01", "P02", "P03")]
    for t in range(6):
        seats[t + 1] = rest[2 * t:2 * t + 2]
    for number in sorted(seats):
        assert c.seat(2, number, seats[number], "Catan")
    assert c.start_round(2)
    window.resize(900, 560)
    window.show()
    qtbot.waitExposed(window)
    window.event_view.build_all()
    qtbot.wait(20)  # the scroll area settles its width first
    return window, c


def correct_table_1(c, loser: str = "P00") -> None:
    ids = [c.state.player_by_name(n).id for n in ("P00", "P01")]
    order = [[ids[0]], [ids[1]]] if loser == "P00" else [[ids[1]], [ids[0]]]
    assert c.correct(1, 1, order, "the slips were swapped")


def painted(card: TableCard) -> list[tuple[str, ...]]:
    return [(text_of(r.name), text_of(r.status), r.points.text(), text_of(r.preview)) for r in card.rows]


def fresh(window, c, key) -> list[tuple[str, ...]]:
    card = TableCard(c, key, None, window.event_view.density)
    try:
        card.refresh()
        return painted(card)
    finally:
        card.deleteLater()


class StalePaints(QObject):
    """The cards painted on screen while still stale (what they show is what they said before)."""

    def __init__(self, view) -> None:
        super().__init__()
        self.view, self.seen = view, []
        for card in view.cards.values():
            card.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.Paint and watched.key in self.view.stale:
            self.seen.append(watched.key)
        return False


def test_a_card_out_of_view_is_right_once_scrolled_or_resized_into_view(qtbot, clock, timers):
    window, c = round_two(qtbot, clock, timers)
    view = window.event_view
    below = view.cards[(2, 8)]
    assert view.in_view(view.cards[(2, 1)]) and not view.in_view(below)
    before = painted(below)
    correct_table_1(c)
    QApplication.processEvents()
    assert (2, 8) in view.stale and painted(below) == before  # out of view: not painted yet
    assert painted(below) != fresh(window, c, (2, 8))  # (its ratings did change)
    spy = StalePaints(view)
    view.scroll_area.ensureWidgetVisible(below)
    assert view.in_view(below) and (2, 8) not in view.stale
    QApplication.processEvents()
    assert spy.seen == []
    assert painted(below) == fresh(window, c, (2, 8))
    # Every card in view is right as soon as the correction is painted, whichever scrolled out meanwhile.
    for key, card in view.cards.items():
        if view.in_view(card):
            assert painted(card) == fresh(window, c, key), key

    # Brought into view with no scroll: a larger window, the cards placed again and more of them shown.
    view.scroll_area.verticalScrollBar().setValue(0)
    correct_table_1(c, "P01")
    QApplication.processEvents()
    assert (2, 8) in view.stale
    window.resize(1900, 1400)
    qtbot.waitUntil(lambda: view.in_view(below))
    assert (2, 8) not in view.stale and spy.seen == []  # painted before the frame that shows it
    for key, card in view.cards.items():
        if view.in_view(card):
            assert painted(card) == fresh(window, c, key), key


def test_the_standings_dock_after_a_correction_is_a_fresh_one(qtbot, clock, timers):
    window, c = round_two(qtbot, clock, timers)
    window.standings_dock.setVisible(True)
    panel = window.standings_panel
    for loser in ("P00", "P01", "P00"):  # (the first adds the Corrected column; the others keep the columns)
        panel.choose_player(0)
        first_cell, rows_before = panel.model.item(0, 0), panel.rows()
        correct_table_1(c, loser)
        QApplication.processEvents()
        again = StandingsPanel(c)
        qtbot.addWidget(again)
        again.show()
        assert panel.rows() != rows_before  # (the correction moved players)
        shown = (panel.headers(), panel.rows(), panel.note.text(), panel.ledger_note.text(), panel.detail.text())
        assert shown == (again.headers(), again.rows(), again.note.text(), again.ledger_note.text(),
                         again.detail.text())
        assert not panel.table.selectionModel().selectedRows()  # (as a fresh one: nobody chosen)
        if loser == "P01":
            assert panel.model.item(0, 0) is first_cell  # its cells were updated, not made anew
        panel.choose_player(3)  # a player's games read from the rows as they are now
        again.choose_player(3)
        assert panel.detail.text() == again.detail.text() != ""

