"""The history: any entry can be undone from it (through the same checks), and it reads only what it shows."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tableside.app.eventlog.memory_store import MemoryStore
from tests.ui.helpers import click, event_window, make_window


def _seq_of(c, kind, **data):
    return next(e.seq for e in reversed(list(c.session.store.entries()))
                if e.kind == kind and all(e.data.get(k) == v for k, v in data.items()))


def test_a_dropped_player_is_brought_back_from_the_history(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"]})
    window.show()
    window.history_dock.show()
    gus = c.state.player_by_name("Gus").id
    assert c.drop(gus)
    drop = c.session.store.last().seq
    assert c.state.players[gus].dropped
    history = window.history
    assert not history.undo_button.isEnabled()
    history.select(drop)
    assert history.undo_button.text() == f"Undo #{drop}"
    click(qtbot, history.undo_button)
    assert not c.state.players[gus].dropped
    undo = c.session.store.last()
    assert undo.kind == "undo" and undo.data["entry"] == drop
    assert history.is_struck(drop)
    assert history.rows()[0][2] == f"↶ Undo of #{drop}"


def test_a_registration_is_undone_from_the_context_menu(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"]})
    window.show()
    window.history_dock.show()
    c.register("Hal")
    hal = _seq_of(c, "player.register", name="Hal")
    # The judge right-clicks the row on screen: it is there once the window has painted after the action.
    qtbot.waitUntil(lambda: window.history.model.count == len(c.session.store))
    view = window.history.view
    view.scrollTo(window.history.model.index(hal - 1, 0))
    pos = view.visualRect(window.history.model.index(hal - 1, 2)).center()
    menu = window.history.menu_at(pos)
    act = next(a for a in menu.actions() if a.text() == f"Undo entry #{hal}")
    act.trigger()
    assert c.state.player_by_name("Hal") is None
    assert c.state.undone == {hal: c.session.store.last().seq}


def test_an_undo_the_rules_refuse_says_why_and_writes_nothing(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"]})
    window.show()
    window.history_dock.show()
    ana = _seq_of(c, "player.register", name="Ana")  # Ana is seated: her table depends on her
    before = len(c.session.store)
    window.history.select(ana)
    click(qtbot, window.history.undo_button)
    assert len(c.session.store) == before
    assert c.state.player_by_name("Ana") is not None
    assert window.message_bar.kind == "refused"
    text = window.message_bar.message()
    assert "“Ana registered” cannot be undone" in text and "depends on it, “Table 1 seated" in text
    assert f"entry {ana}" not in text.lower()
    assert "Traceback" not in text
    assert not window.history.is_struck(ana)


def test_a_long_history_opens_at_its_end_and_reads_one_page_and_nothing_while_hidden(qtbot, clock, timers):
    store = MemoryStore()
    window, c = make_window(qtbot, clock, timers)
    window.show()
    window.history_dock.hide()
    c.open_store(store)
    assert c.do("event.create", {"name": "Long Cup", "date": "2026-11-22", "system": "table-points",
                                 "options": {}, "timers": "round-clock-only", "round_minutes": 60})
    for i in range(3000):
        assert c.register(f"Player {i:04d}")
    history = window.history
    assert history.model.pages_read == 0  # hidden: nothing read, nothing formatted
    window.history_dock.show()
    qtbot.waitUntil(lambda: history.view.isVisible())
    history.view.viewport().repaint()
    assert history.model.count == 3001
    assert history.model.pages_read <= 2  # the screenful at the end, not the log
    bar = history.view.verticalScrollBar()
    assert bar.value() == bar.maximum()  # opened at the end
    assert history.model.data(history.model.index(3000, 2)) == "Player 2999 registered"
    assert history.model.data(history.model.index(0, 2), Qt.ItemDataRole.DisplayRole).startswith("Event")


def test_the_newest_action_is_in_the_history_as_soon_as_it_is_clicked(qtbot, clock, timers):
    from tests.ui.helpers import row

    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai", "Dee"]})
    window.show()
    window.history_dock.show()
    history = window.history
    qtbot.waitUntil(lambda: history.view.isVisible())
    assert history.rows()  # the page of the latest entries is read and kept
    read = history.model.pages_read
    assert read == 1
    for name in ("Dee", "Cai"):
        click(qtbot, row(window, 1, name).out_button)
        history.view.viewport().repaint()
        number, _, action = history.rows()[0]
        assert number == str(c.session.store.last().seq)
        assert name in action and "out" in action.lower(), action  # not a blank row
    assert history.model.pages_read == read  # the two new entries, not the page again
