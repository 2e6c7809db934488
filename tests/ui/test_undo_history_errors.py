"""Undo on a card, the history with undone entries, and a write that fails."""

from __future__ import annotations

from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.eventlog.store import EventFileError
from tests.ui.helpers import card, click, event_window, points_shown, row


class FlakyStore(MemoryStore):
    """A store whose disk fills up on demand."""

    fail = False

    def append_many(self, items, at):  # every write goes through here (append too)
        if self.fail:
            raise EventFileError("could not save to /media/usb/cup.tableside: disk full; nothing was written")
        return super().append_many(items, at)


def test_undo_on_a_card_reverts_its_last_action_and_the_history_keeps_it(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"], 2: ["Dee", "Eve", "Fay"]})
    window.show()
    click(qtbot, row(window, 1, "Cai").out_button)
    out_ben_t2 = None
    click(qtbot, row(window, 2, "Eve").out_button)
    out_ben_t2 = c.session.store.last().seq
    click(qtbot, row(window, 1, "Ben").out_button)  # table 1 finished: Ana wins
    last_t1 = c.session.store.last().seq
    assert points_shown(window, 1) == {"Ana": "12", "Ben": "6", "Cai": "0"}

    click(qtbot, card(window, 1).undo_button)
    assert points_shown(window, 1) == {"Ana": "", "Ben": "", "Cai": "0"}
    assert row(window, 1, "Ben").out_button.isVisible()
    assert points_shown(window, 2) == {"Dee": "", "Eve": "0", "Fay": ""}  # the other table is untouched
    undo_seq = c.session.store.last().seq
    assert c.state.undone == {last_t1: undo_seq}

    rows = window.history.rows()
    assert rows[0] == (str(undo_seq), rows[0][1], f"↶ Undo of #{last_t1}")
    undone_row = next(r for r in rows if r[0] == str(last_t1))
    assert undone_row[2] == f"Table 1: Ben out  — undone by #{undo_seq}"
    assert window.history.is_struck(last_t1)
    assert not window.history.is_struck(out_ben_t2)
    assert len(rows) == len(list(c.session.store.entries()))  # every action, undone ones included

    # Undo again takes back the table's previous action (Cai), never table 2's.
    click(qtbot, card(window, 1).undo_button)
    assert points_shown(window, 1) == {"Ana": "", "Ben": "", "Cai": ""}
    assert not card(window, 1).undo_button.isEnabled()
    assert points_shown(window, 2)["Eve"] == "0"


def test_a_failed_write_says_so_and_nothing_appears_done(qtbot, clock, timers):
    store = FlakyStore()
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"]}, store=store)
    window.show()
    before = len(store)
    store.fail = True
    click(qtbot, row(window, 1, "Cai").out_button)
    assert len(store) == before
    assert points_shown(window, 1) == {"Ana": "", "Ben": "", "Cai": ""}
    assert row(window, 1, "Cai").out_button.isVisible()
    assert window.message_bar.kind == "error"
    text = window.message_bar.message()
    assert text.startswith("Not saved:") and "disk full" in text and "Nothing was changed" in text
    store.fail = False
    click(qtbot, row(window, 1, "Cai").out_button)
    assert points_shown(window, 1)["Cai"] == "0"


def test_out_together_needs_a_selection(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"]})
    window.show()
    assert not card(window, 1).together_button.isEnabled()
    card(window, 1).out_selected()  # the O key with nothing ticked
    assert "select the players who are out first" in window.message_bar.message()
    assert len(c.state.rounds[1].tables[1].leaves) == 0


def test_round_bar_start_pause_extend(qtbot, clock, timers, monkeypatch):
    from tests.ui.helpers import make_window

    window, c = make_window(qtbot, clock, timers, MemoryStore())
    c.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only",
                          "round_minutes": 30})
    for name in ("Ana", "Ben", "Cai", "Dee"):
        c.register(name)
    c.open_round()
    c.seat(1, 1, ["Ana", "Ben"], "Go")
    c.seat(1, 2, ["Cai", "Dee"], "Chess")
    window.show()
    bar = window.event_view.round_bar
    assert bar.clock.text() == "30:00" and bar.state_label.text() == "Not started"
    click(qtbot, bar.start_button)
    assert bar.clock.text() == "30:00 left" and "running" in bar.state_label.text()
    clock.advance(60_000)
    timers.made[0].fire()
    assert bar.clock.text() == "29:00 left"
    click(qtbot, bar.pause_button)
    assert "PAUSED" in bar.state_label.text() and bar.pause_button.text() == "Resume round"
    assert not timers.made[0].isActive()  # nothing counts while the round is paused
    clock.advance(600_000)
    click(qtbot, bar.pause_button)
    assert bar.clock.text() == "29:00 left"
    assert c.extend(1, 2, 5)
    assert card(window, 2).round_note.text() == "+5 min · 34:00 left"
    # The round's end puts every player still in out at that moment; table 2 plays on.
    clock.advance(29 * 60_000)
    timers.made[0].fire()
    assert points_shown(window, 1) == {"Ana": "6", "Ben": "6"}
    # Both still in at the round's end tie for 1st: winners, not struck through (issue 26 D20).
    assert row(window, 1, "Ana").status.text() == "★ 1st (tied)"
    assert row(window, 1, "Ana").name.property("out") == "false"
    assert points_shown(window, 2) == {"Cai": "", "Dee": ""}
    # The round is up only when the last table's time is up (issue 11 item 2): table 2 has 5 minutes.
    assert bar.state_label.text() == "▶ extra time · Table 2 +5 min · 5:00" and bar.clock.text() == "5:00 left"
