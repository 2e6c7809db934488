"""The projector read from the back of the hall (issue 26): every name's capital letters measured on every
page of the live tables, the standings and "find your table", 120 players of 20-24 letters at 1920x1080
and 1366x768, against the guide's rule (resources/guide/guide.md, "Projector and seating"): at least 1/45
of the picture's height (24 px at 1080p) on the live tables and the standings, at least 1/60 (18 px) on
"find your table", which holds 120 names on two pages; and no name cut with "…" (a first name may go to
its initial: the surname is what a room looks for)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics

from tableside.app.eventlog.memory_store import MemoryStore
from tableside.ui.controller import EventController
from tableside.ui.projector import ProjectorWindow
from tests.ui.helpers import styled
from tests.ui.long_names import seat_long_round
from tests.ui.table_states import one_table_in_each_state

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

SIZES = [(1920, 1080), (1366, 768)]
LEAST_CAP = {"tables": 45, "standings": 45, "find": 60}  # the picture's height over this, in px


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_name_on_the_projector_is_tall_enough_and_whole(qtbot, clock, timers, size):
    styled()
    c = EventController(clock, timers)
    c.open_store(MemoryStore())
    names = seat_long_round(c, 30)
    one_table_in_each_state(c)  # points, a winner, an out, a pause: every kind of line
    window = ProjectorWindow(c, timer_factory=timers)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    for mode, least in LEAST_CAP.items():
        window.set_mode(mode)
        seen: list[str] = []
        for _ in window.playlist:
            for item in window.scene().by_role("name"):
                cap = QFontMetrics(item.font).capHeight()
                assert cap >= size[1] / least, f"{mode} at {size}: {item.text!r} has {cap} px capitals"
                assert "…" not in item.text, f"{mode} at {size}: {item.full!r} cut to {item.text!r}"
                if item.text != item.full:  # the first names to initials, the surname whole
                    assert item.text.endswith(item.full.split()[-1]), item.text
                seen.append(item.full)
            window.page_timer.fire()
        assert sorted(set(seen)) == sorted(names), f"{mode}: not every player was shown"
