"""The fold alone: the event's state from its first N entries, in memory, against a bare pass over them.

Run: .venv/bin/python tests/bench/bench_fold.py [--entries 200000] [--runs 3]

The entries are the first N of big_event.py's million-entry event (100 tables, long runs of timer
decisions under document 002), read from the file once, before any timing, as Entry objects. Then,
interleaved run by run (anchor, fold, anchor, fold, ...), each timed in wall-clock and this process's
CPU time:

  fold    ``app.event.fold.fold(entries)``: every entry applied to a fresh state (timers included),
          nothing read from disk, nothing written.
  anchor  the least any fold does with the same entries, in plain Python: one copy of each entry's
          data (``dict(entry.data)``) kept in a dict by (round, table), and the entry's number noted:
          no check, no timer, no state object.

What it is for: "the fold copies no more than it changes" (issue 25): a timer entry makes one new
timer state, sharing every part it does not change.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tableside.app.event.fold import fold  # noqa: E402
from tableside.app.eventlog.sqlite_store import open_event_file  # noqa: E402
from tests.bench.big_event import event_file  # noqa: E402
from tests.bench.machine import load  # noqa: E402


def bare_pass(entries: list) -> int:
    """The anchor: a copy of each entry's data, kept by table, and the last entry's number."""
    tables: dict[tuple[object, object], dict[str, object]] = {}
    seq = 0
    for entry in entries:
        data = dict(entry.data)
        tables[(data.get("round"), data.get("table"))] = data
        seq = entry.seq
    return seq + len(tables)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=200_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    path = event_file(1_000_000, 10_000)
    store = open_event_file(path)
    entries = list(itertools.islice(store.entries(), args.entries))
    store.close()
    print(f"{len(entries):,} entries of {path.name}, read before the timing")
    folds: list[tuple[float, float]] = []
    anchors: list[tuple[float, float]] = []
    for _ in range(args.runs):
        for timings, work in ((anchors, lambda: bare_pass(entries)), (folds, lambda: fold(entries))):
            wall, cpu = time.perf_counter(), time.process_time()
            work()
            timings.append((time.perf_counter() - wall, time.process_time() - cpu))
    for label, timings in (("anchor, bare pass (a copy of each entry's data)", anchors), ("fold", folds)):
        walls = " ".join(f"{w:.2f}" for w, _ in timings)
        print(f"{label:<48} median {statistics.median(w for w, _ in timings):6.2f} s wall, "
              f"{statistics.median(c for _, c in timings):6.2f} s CPU (runs: {walls} s wall)")
    ratio_cpu = statistics.median(f[1] / a[1] for f, a in zip(folds, anchors, strict=True))
    ratio_wall = statistics.median(f[0] / a[0] for f, a in zip(folds, anchors, strict=True))
    per_entry = statistics.median(c for _, c in folds) / len(entries) * 1e6
    print(f"fold / anchor, run by run: median {ratio_wall:.1f}x wall, {ratio_cpu:.1f}x CPU; "
          f"fold {per_entry:.2f} µs CPU per entry | {load()}")


if __name__ == "__main__":
    try:
        from tests.bench.machine import around
    except ImportError:  # run as a file, the checkout not on the path
        from machine import around  # type: ignore[no-redef]
    raise SystemExit(around("bench_fold", main))
