"""Cold start: from process start to the first painted window, on the demo (``tableside demo``).

Run: .venv/bin/python tests/bench/bench_ui_cold_start.py [--runs 7]

Each run is a new process (``python -m ui.launcher demo``, offscreen, a fresh TABLESIDE_HOME) with
TABLESIDE_FIRST_PAINT=1: at the window's first paint event the app prints the seconds since its own
process started (from /proc) and quits. The parent also reports the time from just before it spawned
the process to reading that line. The first run also pays for a cold disk cache of Qt's libraries.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    inside, outside = [], []
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory() as home:
            env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLESIDE_HOME=home, TABLESIDE_FIRST_PAINT="1")
            t0 = time.perf_counter()
            proc = subprocess.Popen([sys.executable, "-m", "tableside.ui.launcher", "demo"], cwd=ROOT, env=env,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            line = proc.stdout.readline()
            t1 = time.perf_counter()
            proc.wait(timeout=60)
            if not line.startswith("first paint"):
                print("no first-paint line; stderr:", proc.stderr.read(), file=sys.stderr)
                return 1
            inside.append(float(line.split()[2]))
            outside.append(t1 - t0)
    print(f"bench_ui_cold_start: {args.runs} runs of `tableside demo` (offscreen), Python {sys.version.split()[0]}")
    print("  process start -> first paint (in the app): " + ", ".join(f"{v:.2f}" for v in inside) + " s")
    print(f"  median {statistics.median(inside):.2f} s, max {max(inside):.2f} s")
    print(f"  spawn -> first-paint line read (parent): median {statistics.median(outside):.2f} s, "
          f"max {max(outside):.2f} s")
    print(f"  under 1.5 s: {'yes' if max(inside) < 1.5 else 'NO'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
