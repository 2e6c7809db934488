"""How many tables of 4 a judge sees whole, without scrolling, at 1366x768 and 1920x1080 (issue 26).

Run: .venv/bin/python tests/bench/bench_tables_visible.py [--sizes 1366x768,1920x1080] [--tables 30]

The window opens offscreen on a 30-table round of long real names (20 to 24 characters, some not ASCII:
tests/ui/long_names.py) under document 002's player timers, one player deciding at table 1, at each
size as it opens there: the history shown from HISTORY_OPEN_FROM (2200 px) wide, the cards' density
chosen by the screen's height (app.density, "auto"). A table counts when its whole card lies inside the scroll area's
viewport. For those cards it also counts the names cut with "…" (the goal is none: every name whole)
and the other texts cut (tests/ui/clipping.py). A second line counts them with tables 1-8 each in one of
the states a judge meets (tests/ui/table_states.py): a hold after a stop, a pause vote, pending, paused,
denied, finished; none may make a card taller.

Anchor, in the same run: the same window with the comfortable cards (what every size showed before
the density setting), so the figure is read beside what it replaced.
Goals (issue 26): at least 8 tables at 1366x768, at least 15 at 1920x1080, every name whole.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GOALS = {(1366, 768): 8, (1920, 1080): 15}


def measure(size: tuple[int, int], density: str, tables: int, states: bool = False) -> tuple[int, int, int, int, str]:
    """(tables whole in view, names cut among them, other texts cut among them, seconds, density used)."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QApplication

    from tableside.app import density as app_density
    from tableside.app import settings as app_settings
    from tableside.app.event.timebase import FakeTime
    from tableside.app.eventlog.memory_store import MemoryStore
    from tableside.ui.controller import EventController
    from tableside.ui.main_window import HISTORY_OPEN_FROM, MainWindow
    from tests.ui.clipping import clipped_texts
    from tests.ui.long_names import seat_long_round

    app = QApplication.instance() or QApplication([])
    start = time.perf_counter()
    clock = FakeTime()
    controller = EventController(clock)
    choice = app_density.resolve(density, size[1]) if density == "auto" else density
    window = MainWindow(controller, app_settings.Settings(density=choice))
    controller.open_store(MemoryStore(), None)
    seat_long_round(controller, tables)
    if states:  # tables 1-8 one in each state: held, play, deciding, vote, denied, pending, paused, finished
        from tests.ui.table_states import one_table_in_each_state

        one_table_in_each_state(controller)
    else:
        first = controller.state.rounds[1].tables[1].players[0]
        controller.decision(1, 1, first, "auction-or-pass")
    window.resize(*size)
    window.history_dock.setVisible(size[0] >= HISTORY_OPEN_FROM)  # as the window opens at that size
    window.show()
    window.event_view.build_all()
    for _ in range(5):
        app.processEvents()
    viewport = window.event_view.scroll_area.viewport()
    room = viewport.rect()
    whole = [card for card in window.event_view.cards.values()
             if room.contains(QRect(card.mapTo(viewport, QPoint(0, 0)), card.size()))]
    names_cut = sum(row.name.is_elided() for card in whole for row in card.rows)
    buttons_cut = sum(len(clipped_texts(card)) for card in whole)
    seconds = time.perf_counter() - start
    used = window.event_view.density
    window.close()
    window.deleteLater()
    app.processEvents()
    return len(whole), names_cut, buttons_cut, seconds, used


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1366x768,1920x1080")
    parser.add_argument("--tables", type=int, default=30)
    args = parser.parse_args()
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLESIDE_HOME"] = home
        from PySide6.QtWidgets import QApplication

        from tableside.ui import style

        style.apply(QApplication.instance() or QApplication([]))
        failed = False
        for size in sizes:
            w, h = size
            anchor = measure((w, h), "comfortable", args.tables)
            seen, cut, buttons, seconds, used = measure((w, h), "auto", args.tables)
            goal = GOALS.get((w, h))
            met = goal is None or (seen >= goal and cut == 0 and buttons == 0)
            failed |= not met
            print(f"{w}x{h}: {seen} tables of {args.tables} whole without scrolling ({used} cards), "
                  f"{cut} names cut, {buttons} other texts cut; goal >= {goal if goal else '-'} "
                  f"{'met' if met else 'NOT MET'} | anchor, comfortable cards: {anchor[0]} tables, "
                  f"{anchor[1]} names cut ({seconds:.1f} s)")
            seen, cut, buttons, seconds, used = measure((w, h), "auto", args.tables, states=True)
            met = goal is None or (seen >= goal and buttons == 0)
            failed |= not met
            print(f"{w}x{h}, tables 1-8 in every state (a hold, a pause vote, pending, paused, denied, finished): "
                  f"{seen} tables whole, {buttons} texts cut; goal {'met' if met else 'NOT MET'} ({seconds:.1f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
