"""Issue 26's small things in the judge's window: the title, the round's end, stale dialog messages."""

from __future__ import annotations

import pytest

from tableside.ui import seating_panel
from tests.ui.helpers import click, event_window, make_window

OFFSCREEN = pytest.mark.qt_log_ignore(r"This plugin does not support")


@OFFSCREEN
def test_the_title_names_the_event_the_same_way_when_it_is_new_and_when_it_is_reopened(qtbot, clock, timers,
                                                                                      tmp_path):
    window, c = make_window(qtbot, clock, timers)
    path = tmp_path / "cup.tableside"
    data = {"name": "Spring Cup", "date": "2026-11-22", "system": "table-points", "options": {},
            "timers": "round-clock-only", "round_minutes": 45}
    assert window.open_event(path, create_data=data)
    new_title = window.windowTitle()
    assert new_title == "Spring Cup — cup.tableside — Tableside"
    window.close_event()
    assert window.windowTitle() == "Tableside"
    assert window.open_event(path)
    assert window.windowTitle() == new_title


def test_when_every_table_is_finished_the_round_bar_says_so_and_offers_to_seat_the_next(qtbot, clock, timers,
                                                                                        monkeypatch):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"], 2: ["Dee", "Eve", "Fay"]})
    window.show()
    bar = window.event_view.round_bar
    pid = {n: c.state.player_by_name(n).id for n in ("Ana", "Ben", "Cai", "Dee", "Eve", "Fay")}
    assert c.out(1, 1, [pid["Ana"], pid["Ben"]])
    assert not bar.next_button.isVisible() and bar.pause_button.isVisible()
    assert "All tables finished" not in bar.state_label.text()
    assert c.out(1, 2, [pid["Dee"]]) and c.out(1, 2, [pid["Eve"]])
    assert "All tables finished" in bar.state_label.text()
    assert bar.next_button.isVisible() and bar.next_button.text() == "Seat round 2…"
    assert not bar.pause_button.isVisible() and not bar.extend_button.isVisible()
    opened = []
    monkeypatch.setattr(seating_panel, "open_seating_dialog", lambda window: opened.append(window))
    click(qtbot, bar.next_button)
    assert opened == [window]
    assert c.undo_table(1, 2)  # table 2 plays again: the round is not over
    assert not bar.next_button.isVisible() and bar.pause_button.isVisible()
    assert "All tables finished" not in bar.state_label.text()


def test_ticked_players_are_shown_what_out_together_gives_them(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"]})
    window.show()
    the_card = window.event_view.cards[(1, 1)]
    rows = {c.player_name(r.pid): r for r in the_card.rows}
    assert "if out now: <b>0</b>" in rows["Ben"].preview.text()
    click(qtbot, rows["Ben"].select)
    assert "if out now: <b>0</b>" in rows["Ben"].preview.text()  # one ticked: the same as alone
    click(qtbot, rows["Cai"].select)
    # Document 000, 3 players, "2 -> 1": 3 each.
    for who in ("Ben", "Cai"):
        assert "if together: <b>3</b>" in rows[who].preview.text()
    assert "if out now: <b>0</b>" in rows["Ana"].preview.text()
    assert "Out together" in rows["Ben"].preview.toolTip()
    click(qtbot, rows["Cai"].select)
    assert "if out now: <b>0</b>" in rows["Ben"].preview.text()
