"""Issue 12 at the table: a round's end is taken back by giving the table time, not by Undo alone.

(Undo of a time-out from the card: tests/ui/test_clocks_on_screen.py.)
"""

from __future__ import annotations

from tests.ui.helpers import card, click, event_window


def test_a_round_end_is_taken_back_by_extending_the_table_not_by_undo(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai", "Dee"]}, minutes=1)
    window.show()
    messages: list[str] = []
    c.refused.connect(messages.append)
    clock.advance(61_000)
    c.wake()
    end = c.session.store.last()
    assert end.data["reason"] == "round"
    click(qtbot, card(window, 1).undo_button)
    assert c.state.undone.get(end.seq) is None
    assert "Extend a table" in messages[-1] and "entry" not in messages[-1]
    assert c.extend(1, 1, 5)
    assert c.state.undone.get(end.seq) is not None and not c.state.rounds[1].tables[1].finished
    clock.advance(5 * 60_000)
    c.wake()
    assert c.state.rounds[1].tables[1].finished  # its new end came
