"""Render the guide's pictures of a corrected result: the dialog, and the standings and history after it.

Run: .venv/bin/python packaging/render_correction.py [--out DIR] [--readme]

A small event on a hand-driven clock (so every picture is the same): round 1 at two tables, table 1
finished as Dee, Cai, Ben out (Ana won), then round 2 seated and started. The dialog is opened on
round 1, table 1 with Ana given 4th place and Dee 1st and a reason typed; then the correction is made
and the window is shown with the standings dock. --readme writes them to resources/screenshots/
(reduced to 256 colours, as packaging/render_window.py does).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "packaging"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

NAMES = ("Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "out"))
    parser.add_argument("--readme", action="store_true", help="also write resources/screenshots/*.png")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLESIDE_HOME"] = home
        from PySide6.QtWidgets import QApplication

        from tableside.app import settings as app_settings
        from tableside.app.event.timebase import FakeTime
        from tableside.app.eventlog.memory_store import MemoryStore
        from tableside.ui import style
        from tableside.ui.controller import EventController
        from tableside.ui.correction_dialog import CorrectionDialog
        from tableside.ui.main_window import MainWindow

        app = QApplication.instance() or QApplication([])
        style.apply(app)
        clock = FakeTime()
        c = EventController(clock)
        window = MainWindow(c, app_settings.Settings())
        c.open_store(MemoryStore())
        c.do("event.create", {"name": "Autumn Cup", "date": "2026-11-22", "system": "table-points",
                              "timers": "round-clock-only", "round_minutes": 60, "tiebreak_seed": "guide"})
        for name in NAMES:
            c.register(name)
        c.open_round()
        c.seat(1, 1, ["Ana", "Ben", "Cai", "Dee"], "Catan")
        c.seat(1, 2, ["Eve", "Fay", "Gus"], "Azul")
        c.start_round(1)
        for table, name in ((1, "Dee"), (2, "Gus"), (1, "Cai"), (2, "Fay"), (1, "Ben")):
            clock.advance(4 * 60_000)
            c.out(1, table, [c.state.player_by_name(name).id])
        c.open_round()
        c.seat(2, 1, ["Ana", "Eve", "Ben", "Fay"], "Catan")
        c.seat(2, 2, ["Dee", "Cai", "Gus"], "Azul")
        c.start_round(2)
        written = []

        def grab(widget, name: str) -> None:
            widget.show()
            for _ in range(3):
                app.processEvents()
            path = out / f"{name}.png"
            widget.grab().save(str(path))
            written.append((path, name))

        dialog = CorrectionDialog(c, window)
        dialog.choose(1, 1)
        dialog.set_place("Ana", 4)
        dialog.set_place("Dee", 1)
        dialog.reason.setText("Dee won; Ana was marked out by mistake")
        grab(dialog, "correction-dialog")
        dialog.submit()
        window.resize(1366, 768)
        window.history_dock.setVisible(False)  # the two docks are tabbed: one at a time
        window.standings_dock.setVisible(True)
        grab(window, "correction-standings")
        window.standings_dock.setVisible(False)
        window.history_dock.setVisible(True)
        grab(window, "correction-history")
        window.close()
        if args.readme:
            from render_window import reduce_colours

            for path, name in written:
                print(reduce_colours(path, name))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
