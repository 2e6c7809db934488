"""Cold start: from process start to the first finished frame of the window, on the demo, against a
bare PySide6 window started the same way, interleaved (bare, app, bare, app, ...).

Run: .venv/bin/python tests/bench/bench_ui_cold_start.py [--runs 7]

Each run is a new process, offscreen, with a fresh TABLESIDE_HOME and TABLESIDE_FIRST_PAINT=1:

* the app: ``python -m tableside.ui.launcher demo`` (the ``tableside demo`` entry point: it builds the
  demo event file, opens it and shows the window);
* the anchor: ``python -c BARE`` (tests/bench/first_frame.py): a QApplication, a QMainWindow with one
  label, 1366x768, shown.

Each prints, from its own /proc clock (its process start, interpreter start-up and imports included):
the first paint event delivered to the window, and the first frame finished (a zero timer posted from
that paint event, which runs once the repaint has painted every widget and flushed the backing store;
first_frame.py says how). The parent also times from just before it spawns the process to reading that
line. The figure is the finished frame; the paint event's start is printed beside it. The first run of
each also pays for a cold disk cache of Qt's libraries.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.bench.first_frame import Frame, bare_window, first_frame  # noqa: E402
from tests.bench.machine import footer, header, load  # noqa: E402


def summary(label: str, frames: list[Frame]) -> str:
    done = [f.frame for f in frames]
    return (f"{label}: frame finished " + ", ".join(f"{v:.2f}" for v in done)
            + f" s; median {statistics.median(done):.2f} s, max {max(done):.2f} s; "
            f"(paint event began: median {statistics.median(f.paint for f in frames):.2f} s; "
            f"spawn -> line read, parent's clock: median {statistics.median(f.outside for f in frames):.2f} s; "
            f"peak RSS {max(f.peak for f in frames)} MiB)")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7, help="runs of each, interleaved")
    args = parser.parse_args()
    header("bench_ui_cold_start")
    print(f"bench_ui_cold_start: {args.runs} runs each, interleaved bare window / `tableside demo`, offscreen; "
          "timed: process start -> first frame finished", flush=True)
    app, bare = [], []
    for run in range(args.runs):
        with tempfile.TemporaryDirectory() as home:
            bare.append(bare_window(str(Path(home) / "bare")))
            app.append(first_frame([sys.executable, "-m", "tableside.ui.launcher", "demo"], str(Path(home) / "app")))
        print(f"  run {run + 1}: bare {bare[-1].frame:.2f} s, app {app[-1].frame:.2f} s, {load()}", flush=True)
    print("  " + summary("anchor, bare PySide6 window", bare))
    print("  " + summary("tableside demo", app))
    a, b = statistics.median(f.frame for f in app), statistics.median(f.frame for f in bare)
    print(f"  tableside demo {a:.2f} s | bare window {b:.2f} s | {a / b:.1f}x, {a - b:+.2f} s | {load()}")
    print(f"  under 1.5 s: {'yes' if max(f.frame for f in app) < 1.5 else 'NO'}")
    footer("bench_ui_cold_start")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
