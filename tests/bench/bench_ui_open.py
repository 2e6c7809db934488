"""Open an event to the window's first finished frame, as a whole process: seconds and peak memory, with anchors.

Run: .venv/bin/python tests/bench/bench_ui_open.py [--runs 3] [--events rounds-0,entries-1000000]

Each run is a new process: ``python -m ui.launcher open FILE`` (offscreen, a fresh TABLESIDE_HOME,
TABLESIDE_FIRST_PAINT=1), which prints the seconds since its own process started at the window's
first paint event and at that first frame finished (painted and flushed: tests/bench/first_frame.py
says how), and its peak RSS (VmHWM), then quits. The figure is the finished frame.
The event files come from bench_events.py (cached in
/tmp/tableside-bench/; a fresh copy per run, since opening takes the file's lock and may log):

* ``rounds-0``: a 100-table event (400 players, the round seated and started, about 800 entries);
* ``entries-1000000``: the same 100 tables after a million entries.

Anchors, measured in the same run, each a whole process too:

* a bare PySide6 window (QApplication, a QMainWindow with a label, the same offscreen platform and
  first-frame probe, tests/bench/first_frame.py), for the 100-table event;
* the raw read of the rows (sqlite3, ``SELECT * FROM entries``, every row fetched, nothing parsed),
  for the million-entry event.

The runs alternate: app, anchor, app, anchor, ... (a fresh copy of the event for each app run).

Goals (issue 10): 100 tables <= 0.8 s and <= 150 MiB; 1M entries <= 2.0 s and <= 400 MiB.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.bench.bench_events import fresh_copy  # noqa: E402
from tests.bench.first_frame import PROBE, bare_window, first_frame  # noqa: E402
from tests.bench.machine import footer, header, load  # noqa: E402

GOALS = {"rounds-0": (0.8, 150), "entries-1000000": (2.0, 400)}

RAW = PROBE + r"""
import sqlite3, sys
start = time.perf_counter()
cx = sqlite3.connect(sys.argv[1])
n = 0
for row in cx.execute("SELECT * FROM entries ORDER BY seq"):
    n += 1
read = time.perf_counter() - start
print(f"read {n} rows in {read:.3f} s, {age():.3f} s after process start, peak {peak()} MiB", flush=True)
"""


def _raw_read(path: Path) -> tuple[float, float, int]:
    out = subprocess.run([sys.executable, "-c", RAW, str(path)], capture_output=True, text=True, check=True,
                         timeout=900).stdout.split()
    return float(out[4]), float(out[6]), int(out[out.index("peak") + 1])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--events", default="rounds-0,entries-1000000")
    args = parser.parse_args()
    header("bench_ui_open")
    print(f"bench_ui_open: {args.runs} runs each, whole processes, offscreen, interleaved with the anchor; "
          "timed: process start -> the window's first frame finished", flush=True)
    for name in args.events.split(","):
        with tempfile.TemporaryDirectory(prefix="tableside-open-") as folder:
            template = fresh_copy(name, Path(folder))
            entries = int(subprocess.run([sys.executable, "-c", "import sqlite3,sys; print(sqlite3.connect("
                                          "sys.argv[1]).execute('SELECT max(seq) FROM entries').fetchone()[0])",
                                          str(template)], capture_output=True, text=True).stdout)
            opened, paints, peaks, anchor, anchor_peaks, reads = [], [], [], [], [], []
            for run in range(args.runs):
                copy = Path(folder) / f"run{run}.tableside"
                shutil.copyfile(template, copy)
                home = Path(folder) / f"home{run}"
                command = [sys.executable, "-m", "tableside.ui.launcher", "open", str(copy)]
                frame = first_frame(command, str(home))
                opened.append(frame.frame)
                paints.append(frame.paint)
                peaks.append(frame.peak)
                copy.unlink()
                if name.startswith("entries"):
                    read, whole, peak = _raw_read(template)
                    reads.append(read)
                    anchor.append(whole)
                else:
                    bare = bare_window(str(home))
                    anchor.append(bare.frame)
                    peak = bare.peak
                anchor_peaks.append(peak)
            goal_s, goal_mib = GOALS.get(name, (float("nan"), 0))
            t, m = statistics.median(opened), max(peaks)
            verdict = "met" if t <= goal_s and m <= goal_mib else "NOT met"
            print(f"  {name} ({entries:,} entries, 100 tables in play): process start -> first frame finished "
                  + ", ".join(f"{v:.2f}" for v in opened) + f" s; median {t:.2f} s (paint event "
                  f"began: median {statistics.median(paints):.2f} s), peak RSS {m} MiB "
                  f"(goal <= {goal_s} s and <= {goal_mib} MiB: {verdict}); {load()}")
            if reads:
                print("    anchor, raw read of the rows (sqlite3, every row fetched): read "
                      + ", ".join(f"{v:.2f}" for v in reads) + f" s; whole process median "
                      f"{statistics.median(anchor):.2f} s, peak RSS {max(anchor_peaks)} MiB; "
                      f"window / raw read {t / statistics.median(anchor):.1f}x")
            else:
                print("    anchor, bare PySide6 window, first frame finished, the same probe: "
                      + ", ".join(f"{v:.2f}" for v in anchor) + f" s; median {statistics.median(anchor):.2f} s, "
                      f"peak RSS {max(anchor_peaks)} MiB; window / bare {t / statistics.median(anchor):.1f}x, "
                      f"{m / max(anchor_peaks):.1f}x the memory; {load()}")
    footer("bench_ui_open")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
