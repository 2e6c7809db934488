"""Names sort by the judge's locale (QCollator): "Łukasz" between "Lukas" and "Mira", not after "Mira"
as code points put it, on the projector's find-your-table, the printed seating, the Players and Seating
lists. The core stays Qt-free: the window hands it the key."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from tableside.app.event.projector_view import find_your_table
from tableside.app.event.projector_view import name_key as code_point_key
from tableside.ui.collation import name_key
from tests.ui.helpers import make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

NAMES = ["Mira", "Łukasz", "Lukas", "zoë", "Émile", "Eve", "Øystein", "Oskar", "player 10", "player 9"]


@pytest.mark.parametrize("locale", ["pl_PL", "en_GB", "C"])
def test_lukasz_sorts_between_lukas_and_mira(locale):
    ordered = sorted(NAMES, key=name_key(QLocale(locale)))
    assert ordered.index("Lukas") < ordered.index("Łukasz") < ordered.index("Mira")
    assert ordered.index("Émile") < ordered.index("Eve")
    assert ordered.index("player 9") < ordered.index("player 10")  # numbers as numbers
    assert ordered[-1] == "zoë"  # case does not move a name


def test_code_points_put_lukasz_after_mira_which_is_why_the_window_passes_its_key():
    assert sorted(["Mira", "Łukasz", "Lukas"], key=code_point_key) == ["Lukas", "Mira", "Łukasz"]


def seated(qtbot, clock, timers, names):
    from tableside.app.eventlog.memory_store import MemoryStore

    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only",
                                 "tiebreak_seed": "s"})
    assert c.import_players({"players": [{"name": n} for n in names]})
    assert c.open_round() and c.seat_round(1, "Catan")
    return window, c


def test_the_projector_and_the_players_list_use_the_locale(qtbot, clock, timers):
    from tableside.ui.players_panel import PlayersPanel
    from tableside.ui.projector.window import ProjectorWindow

    names = ["Mira", "Łukasz", "Lukas", "Ana", "Ben", "Cai", "Dee", "Eve"]
    _window, c = seated(qtbot, clock, timers, names)
    found = [line.name for line in find_your_table(c.state, key=name_key())]
    assert found == ["Ana", "Ben", "Cai", "Dee", "Eve", "Lukas", "Łukasz", "Mira"]
    projector = ProjectorWindow(c, timer_factory=timers)
    qtbot.addWidget(projector)
    projector.set_mode("find")
    projector.show()
    qtbot.waitExposed(projector)
    assert [line.name for line in projector.seats] == found
    panel = PlayersPanel(c)
    qtbot.addWidget(panel)
    assert [n for n, _ in panel.names()] == found
