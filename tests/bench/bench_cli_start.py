"""How long the light commands take to start and finish, against a bare ``python -c pass``.

Run: .venv/bin/python tests/bench/bench_cli_start.py [--runs 20]
Each round runs the anchor and every command once, alternating (A B C ... A B C ...), each a fresh
process, timed from spawn to exit (wall clock, what a script waits for). Printed: the median and p90 of
each, its ratio to the anchor's median (goal: at most 2x for --version, --help and points), the machine,
its load, and whether bytecode is written: with PYTHONDONTWRITEBYTECODE set (as in some sandboxes and
CI), every run compiles from source each tableside module that has no .pyc already, which an installed
wheel (pip writes the .pyc files) never does; the line says which the figures may include.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

GAME = {"system": "table-points", "players": ["Ana", "Ben", "Cy", "Dee"], "out": [["Dee"], ["Ben", "Cy"]]}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    runs = parser.parse_args().runs
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as game:
        json.dump(GAME, game)
    tableside = [sys.executable, "-m", "tableside.ui.launcher"]
    jobs = {
        "python -c pass (anchor)": [sys.executable, "-c", "pass"],
        "tableside --version": [*tableside, "--version"],
        "tableside --help": [*tableside, "--help"],
        "tableside points GAME": [*tableside, "points", game.name],
    }
    times: dict[str, list[float]] = {name: [] for name in jobs}
    for _ in range(runs):
        for name, command in jobs.items():
            began = time.perf_counter()
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            times[name].append(time.perf_counter() - began)
    os.unlink(game.name)
    bytecode = "not written (PYTHONDONTWRITEBYTECODE: no .pyc, compiled every run)" if sys.flags.dont_write_bytecode \
        else "written (cached after the first run)"
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
          f"load {' '.join(f'{x:.2f}' for x in os.getloadavg())}; {runs} rounds, interleaved; bytecode {bytecode}")
    anchor = statistics.median(times["python -c pass (anchor)"])
    for name, seconds in times.items():
        median = statistics.median(seconds)
        p90 = statistics.quantiles(seconds, n=10)[-1]
        print(f"{name:28} median {median * 1000:6.1f} ms  p90 {p90 * 1000:6.1f} ms  {median / anchor:4.2f}x the anchor")


if __name__ == "__main__":
    try:
        from tests.bench.machine import around
    except ImportError:  # run as a file, the checkout not on the path
        from machine import around  # type: ignore[no-redef]
    raise SystemExit(around("bench_cli_start", main))
