"""Issue 28 part 4 through the real window: the judge opens a final of the top 4 from Seating, plays it,
and the standings dock, the projector's lines and the standings CSV show it."""

from __future__ import annotations

import csv
import io

import pytest

from tableside.app.event.export import standings_csv
from tableside.app.event.projector_view import standing_lines
from tableside.app.event.standings import standings
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.ui.seating_panel import SeatingPanel
from tests.ui.helpers import click, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

NAMES = ["Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal"]


def test_a_final_of_the_top_four_from_the_seating_panel_to_the_standings(qtbot, clock, timers):
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only",
                                 "tiebreak_seed": "s"})
    assert c.import_players({"players": [{"name": n} for n in NAMES]})
    panel = SeatingPanel(c)
    qtbot.addWidget(panel)
    panel.resize(900, 720)
    panel.show()
    qtbot.waitExposed(panel)
    panel.game.setText("Catan")
    click(qtbot, panel.seat_button)  # opens and seats round 1 (Swiss)
    assert c.start_round(1)
    for number, table in c.state.rounds[1].tables.items():
        for pid in table.players[:3]:  # the last seat wins each table
            assert c.out(1, number, [pid])
    seeds = [row.name for row in standings(c.state)]

    assert not panel.final_size.isEnabled()
    click(qtbot, panel.final)
    assert panel.final_size.isEnabled()
    panel.final_size.setValue(4)
    panel.final_system.setCurrentIndex(panel.final_system.findData("plops"))
    click(qtbot, panel.seat_button)  # "Open and seat round 2": the final
    rnd = c.state.rounds[2]
    assert (rnd.cut, rnd.cut_system) == (4, "plops")
    names = {p.id: p.name for p in c.state.players.values()}
    assert [[names[p] for p in t.players] for t in rnd.tables.values()] == [seeds[:4]]
    assert not panel.final.isChecked()  # the next round is Swiss again unless chosen

    assert c.start_round(2)
    final = list(rnd.tables[1].players)
    for pid in final[:3]:  # the 4th seed wins
        assert c.out(2, 1, [pid])
    window.show()
    window.standings_dock.show()
    dock = window.standings_panel
    dock.refresh()
    assert dock.headers()[:3] == ["Rank", "Player", "Final"]
    rows = dock.rows()
    assert [row[1] for row in rows[:4]] == [names[p] for p in reversed(final)]
    assert [row[2] for row in rows] == [f"final: place {n}" for n in (1, 2, 3, 4)] + [""] * 4

    lines = standing_lines(c.state)
    assert [(line.final, line.final_place) for line in lines[:5]] == [("final", n) for n in (1, 2, 3, 4)] + [("", 0)]
    table = list(csv.DictReader(io.StringIO(standings_csv(c.state, head="h"))))
    assert [(r["player"], r["final"], r["final_place"]) for r in table[:5]] == \
        [(names[p], "1", str(n)) for n, p in enumerate(reversed(final), start=1)] + [(table[4]["player"], "", "")]
