"""Click "Out" to points on screen, with the entry durably committed, on an event with 100 tables.

Run: .venv/bin/python tests/bench/bench_ui_out.py [--tables 100] [--dir DIR]

The event (400 players, 100 four-player tables, document 002 timers, round started) is written to an
SQLite event file in a temporary folder (or DIR), then opened in the real window (offscreen). Each
sample is one ``QTest.mouseClick`` on a player's real "Out" button, up to the moment the table's card
has repainted (``card.repaint()``, then pending events processed): the controller has caught up the
clocks, appended the entry in its own durable transaction, applied it, and the card has painted the
points from the session's state. Three clicks per table (the third also makes the winner), 300 samples.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def build(path: Path, tables: int) -> None:
    from app.event.session import EventSession
    from app.eventlog.sqlite_store import open_event_file

    session = EventSession(open_event_file(str(path), create=True))
    session.do("event.create", {"name": "Bench Cup", "system": "table-points", "timers": "document-002"})
    for i in range(tables * 4):
        session.do("player.register", {"name": f"Player {i + 1:03d}"})
    session.do("round.open", {})
    for t in range(tables):
        session.do("table.seat", {"table": t + 1, "players": [f"p{4 * t + k + 1}" for k in range(4)],
                                  "game": "Catan"})
    session.do("round.start", {})
    session.store.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--dir", default=None, help="where to put the event file (default: a temporary folder)")
    parser.add_argument("--size", default="1366x768", help="window size; the history panel shows from 1600 px wide")
    parser.add_argument("--no-history", action="store_true", help="keep the history panel hidden at any size")
    args = parser.parse_args()

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from app import settings as app_settings
    from ui import style
    from ui.controller import EventController
    from ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    style.apply(app)
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        os.environ["TABLESIDE_HOME"] = folder
        path = Path(folder) / "bench.tableside"
        started = time.perf_counter()
        build(path, args.tables)
        built = time.perf_counter() - started
        controller = EventController()
        window = MainWindow(controller, app_settings.Settings())
        started = time.perf_counter()
        window.open_event(path)
        width, height = (int(v) for v in args.size.split("x"))
        window.resize(width, height)
        window.history_dock.setVisible(width >= 1600 and not args.no_history)
        window.show()
        app.processEvents()
        opened = time.perf_counter() - started
        cards = window.event_view.cards
        assert len(cards) == args.tables, len(cards)

        store = controller.session.store
        plain_append = store.append
        commits: list[float] = []

        def timed_append(*a, **k):
            t = time.perf_counter()
            try:
                return plain_append(*a, **k)
            finally:
                commits.append((time.perf_counter() - t) * 1000)

        store.append = timed_append  # to tell the disk's share from the window's
        samples = []
        for click in range(3):
            for key in sorted(cards):
                card = cards[key]
                row = card.rows[3 - click]  # seat 4 leaves, then 3, then 2; seat 1 wins
                button = row.out_button
                t0 = time.perf_counter()
                QTest.mouseClick(button, Qt.MouseButton.LeftButton)
                card.repaint()
                app.processEvents()
                samples.append((time.perf_counter() - t0) * 1000)
                assert row.points.text() != "", f"no points shown at table {key[1]}"
        table = controller.state.rounds[1].tables[1]
        assert table.finished, "the clicks did not finish the tables"
        assert cards[(1, 1)].rows[0].points.text() == "12"
        entries = len(controller.session.store)
        fs = subprocess.run(["df", "-T", folder], capture_output=True, text=True).stdout.splitlines()[-1].split()[1]
        controller.close()

    samples.sort()
    p = lambda q: samples[min(len(samples) - 1, int(round(q * (len(samples) - 1))))]  # noqa: E731
    history = "shown" if width >= 1600 and not args.no_history else "hidden"
    print(f"bench_ui_out: {args.tables} tables, {len(samples)} clicks, window {args.size} (history {history}), "
          f"SQLite event file on {fs} "
          f"({entries} entries at the end), {platform.python_implementation()} {platform.python_version()}")
    print(f"  event built in {built:.2f} s, opened and painted in {opened:.2f} s")
    print(f"  click -> entry committed -> card repainted: p50 {p(0.5):.1f} ms, p90 {p(0.9):.1f} ms, "
          f"p99 {p(0.99):.1f} ms, max {samples[-1]:.1f} ms, mean {statistics.mean(samples):.1f} ms")
    commits.sort()
    c = lambda q: commits[min(len(commits) - 1, int(round(q * (len(commits) - 1))))]  # noqa: E731
    print(f"  of which the durable SQLite append (BEGIN IMMEDIATE ... COMMIT, synchronous=FULL): "
          f"p50 {c(0.5):.1f} ms, p99 {c(0.99):.1f} ms, max {commits[-1]:.1f} ms")
    print(f"  p99 under 50 ms: {'yes' if p(0.99) < 50 else 'NO'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
