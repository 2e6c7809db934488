"""The history follows each tap once the tapped card is painted: every entry, in order, read lazily."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

from tableside.app.event.session import EventSession
from tableside.app.eventlog.memory_store import MemoryStore
from tests.ui.helpers import click, event_window, make_window, row


class Paints(QObject):
    """Which watched widget was painted, in order, with the history's row count at that moment."""

    def __init__(self, history) -> None:
        super().__init__()
        self.history = history
        self.seen: list[tuple[str, int]] = []

    def watch(self, widget, name: str) -> None:
        widget.setProperty("paintName", name)
        widget.installEventFilter(self)

    def eventFilter(self, watched, event):  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.Paint:
            self.seen.append((watched.property("paintName"), self.history.model.count))
        return False


def _shown_rows(history) -> list[tuple[str, str, str]]:
    """The table's rows as the view reads them (not through ``rows()``, which would catch up itself)."""
    m = history.model
    return [tuple(m.data(m.index(r, c)) for c in range(3)) for r in range(m.rowCount())]


def _history_window(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai", "Dee"]})
    window.show()
    window.history_dock.show()
    history = window.history
    qtbot.waitUntil(lambda: history.view.isVisible())
    QApplication.processEvents()
    assert history.model.count == len(c.session.store)
    return window, c, history


def test_the_tapped_card_is_painted_before_the_history_takes_the_new_row(qtbot, clock, timers):
    window, c, history = _history_window(qtbot, clock, timers)
    before = len(c.session.store)
    paints = Paints(history)
    dee = row(window, 1, "Dee")
    paints.watch(dee.points, "points")
    paints.watch(history.view.viewport(), "history")

    click(qtbot, dee.out_button)
    qtbot.waitUntil(lambda: ("history", before + 1) in paints.seen)

    # The points were painted while the history still had the old rows: inserting one inside the tap
    # makes Qt repaint the whole table before the card (the dock open doubled the time to the points).
    first_points = next(count for name, count in paints.seen if name == "points")
    assert first_points == before
    assert paints.seen.index(("history", before + 1)) > paints.seen.index(("points", before))
    number, _, action = _shown_rows(history)[-1]
    assert number == str(before + 1) and action == "Table 1: Dee out"
    bar = history.view.verticalScrollBar()
    assert bar.value() == bar.maximum()  # the newest action is in view


def test_actions_taken_before_the_loop_runs_all_show_in_order_with_the_undone_one_struck(qtbot, clock, timers):
    window, c, history = _history_window(qtbot, clock, timers)
    before = len(c.session.store)
    pages = history.model.pages_read
    repainted: list[int] = []
    history.model.dataChanged.connect(lambda top, bottom, *_: repainted.extend(range(top.row(), bottom.row() + 1)))
    dee, cai = c.state.player_by_name("Dee").id, c.state.player_by_name("Cai").id
    # Three actions in one turn of the loop (a burst from a station, say): one catch-up takes them all.
    assert c.out(1, 1, [dee])
    assert c.out(1, 1, [cai])
    assert c.undo_entry(before + 2)
    assert history.model.count == before  # nothing inserted inside the actions
    QApplication.processEvents()

    shown = _shown_rows(history)
    assert len(shown) == len(c.session.store) == before + 3
    assert [r[2] for r in shown[-3:]] == ["Table 1: Dee out", f"Table 1: Cai out  — undone by #{before + 3}",
                                          f"↶ Undo of #{before + 2}"]
    assert [r[0] for r in shown] == [str(seq) for seq in range(1, before + 4)]
    struck = history.model.data(history.model.index(before + 1, 2), Qt.ItemDataRole.FontRole)
    assert struck is not None and struck.strikeOut()
    assert history.model.data(history.model.index(before, 2), Qt.ItemDataRole.FontRole) is None
    assert before + 1 in repainted  # the undone row is repainted struck through
    assert history.model.pages_read == pages  # the new rows only, not their page read again
    assert history.rows()[0][2] == f"↶ Undo of #{before + 2}"  # newest first, as the helper reads it


def test_a_long_history_follows_taps_reading_only_the_new_entries(qtbot, clock, timers):
    store = MemoryStore()
    # The long log written before the window opens it: a register a commit, as the desk would have.
    session = EventSession(store, clock)
    session.do("event.create", {"name": "Long Cup", "date": "2026-11-22", "system": "table-points",
                                "options": {}, "timers": "round-clock-only", "round_minutes": 60})
    for i in range(3000):
        session.do("player.register", {"name": f"Player {i:04d}"})
    window, c = make_window(qtbot, clock, timers)
    window.show()
    c.open_store(store)
    assert c.open_round()
    for table in range(1, 21):
        assert c.seat(1, table, [f"Player {4 * table + k:04d}" for k in range(4)], "Catan")
    assert c.start_round(1)
    window.history_dock.show()
    history = window.history
    qtbot.waitUntil(lambda: history.view.isVisible())
    QApplication.processEvents()
    history.view.viewport().repaint()
    read = history.model.pages_read
    assert 1 <= read <= 2  # the screenful at the end
    for table in range(1, 21):
        assert c.out(1, table, [c.state.player_by_name(f"Player {4 * table + 3:04d}").id])
        QApplication.processEvents()
        assert history.model.count == len(store)
        history.view.viewport().repaint()
    assert history.model.pages_read == read  # twenty new rows, no page of the log read again
    shown = _shown_rows(history)
    assert shown[-1][2] == "Table 20: Player 0083 out"
    assert shown[-20][2] == "Table 1: Player 0007 out"
    assert shown[1][2] == "Player 0000 registered"
    bar = history.view.verticalScrollBar()
    assert bar.value() == bar.maximum()


def test_a_history_hidden_between_the_tap_and_its_catch_up_waits_until_shown(qtbot, clock, timers):
    window, c, history = _history_window(qtbot, clock, timers)
    before = len(c.session.store)
    assert c.out(1, 1, [c.state.player_by_name("Dee").id])
    window.history_dock.hide()
    QApplication.processEvents()
    assert history.model.count == before  # hidden: nothing read or inserted
    window.history_dock.show()
    qtbot.waitUntil(lambda: history.view.isVisible())
    assert history.model.count == before + 1
    assert _shown_rows(history)[-1][2] == "Table 1: Dee out"


def test_a_row_read_just_before_its_undo_is_read_again_struck(qtbot, clock, timers):
    window, c, history = _history_window(qtbot, clock, timers)
    assert c.out(1, 1, [c.state.player_by_name("Dee").id])
    QApplication.processEvents()
    out = len(c.session.store)
    m = history.model
    assert m.data(m.index(out - 1, 2)) == "Table 1: Dee out"  # the row is looked up (and remembered)
    assert m.data(m.index(out - 1, 2), Qt.ItemDataRole.FontRole) is None
    assert c.undo_entry(out)
    # Before the rows catch up (the view may repaint that row meanwhile), it already reads as undone.
    assert m.data(m.index(out - 1, 2)) == f"Table 1: Dee out  — undone by #{out + 1}"
    assert m.data(m.index(out - 1, 2), Qt.ItemDataRole.FontRole).strikeOut()
    assert m.data(m.index(out - 1, 1), Qt.ItemDataRole.ForegroundRole) is not None


def test_the_history_keeps_the_latest_rows_in_view_when_a_dock_takes_its_room(qtbot, clock, timers):
    """Serving on the local network opens its panel under the history: the view shrinks, and Qt keeps its
    top row; the judge, who was looking at the latest action, must still see the latest one."""
    window, c, history = _history_window(qtbot, clock, timers)
    bar = history.view.verticalScrollBar()
    window.resize(1366, 560)
    QApplication.processEvents()
    window.hall_menu.host, window.hall_menu.port = "127.0.0.1", 0
    window.hall_menu.action.trigger()
    try:
        qtbot.waitUntil(lambda: window.hall_menu.dock.isVisible())
        QApplication.processEvents()
        assert bar.maximum() > 0, "the history has room for every row: nothing to check"
        assert bar.value() == bar.maximum()
        click(qtbot, row(window, 1, "Ana").out_button)
        qtbot.waitUntil(lambda: history.model.count == len(c.session.store))
        QApplication.processEvents()
        assert bar.value() == bar.maximum()
        last = history.view.rowAt(history.view.viewport().height() - 2)
        assert last == history.model.count - 1 and "Ana out" in history.model.data(history.model.index(last, 2))

        # A judge who scrolled back to read stays there, whatever comes in or opens beside.
        bar.setValue(0)
        click(qtbot, row(window, 1, "Ben").out_button)
        qtbot.waitUntil(lambda: history.model.count == len(c.session.store))
        window.resize(1366, 500)
        QApplication.processEvents()
        assert bar.value() == 0
    finally:
        window.hall_menu.stop()
