"""Latency of one durable append: SqliteStore.append beside a bare sqlite3 INSERT with the same pragmas.

Run: .venv/bin/python tests/bench/bench_append.py [--appends N] [--dir FOLDER]
Both write to files in the same folder (default: the system temp folder; pass --dir to measure the
disk the app will really use), in WAL mode with synchronous=FULL, one committed transaction per row,
in alternating blocks so that drift in the disk's speed hits both alike.
"""

from __future__ import annotations

import argparse
import os
import platform
import sqlite3
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tableside.app.eventlog.entry import canonical_json, entry_hash  # noqa: E402
from tableside.app.eventlog.sqlite_store import open_event_file  # noqa: E402

BLOCK = 100
AT = "2026-05-09T14:03:07.123Z"


def data(i: int) -> dict:
    return {"table": i % 40, "players": ["p17", "p42"], "t": 1_000 * i, "reason": "out", "run": "a1b2c3d4e5f6"}


def bare_rows(count: int):
    """Rows of the same shape and size as the store writes, made before timing: the floor to compare to."""
    prev = "0" * 64
    rows = []
    for seq in range(1, count + 1):
        entry_id, text = uuid.uuid4().hex, canonical_json(data(seq))
        digest = entry_hash(seq, entry_id, AT, "player.out", text, prev)
        rows.append((seq, entry_id, AT, "player.out", text, prev, digest))
        prev = digest
    return rows


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--appends", type=int, default=2000)
    parser.add_argument("--dir", default=None)
    args = parser.parse_args()
    print(f"{platform.platform()}; {platform.machine()}; {os.cpu_count()} CPUs; python {platform.python_version()}; "
          f"SQLite {sqlite3.sqlite_version}")
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        print(f"folder: {folder}")
        store = open_event_file(Path(folder) / "store.tableside", create=True)
        bare = sqlite3.connect(Path(folder) / "bare.sqlite", isolation_level=None)
        bare.execute("PRAGMA journal_mode = WAL")
        bare.execute("PRAGMA synchronous = FULL")
        bare.execute("CREATE TABLE entries (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, at TEXT NOT NULL, "
                     "kind TEXT NOT NULL, data TEXT NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL)")
        rows = iter(bare_rows(args.appends + 50))
        insert = "INSERT INTO entries VALUES (?, ?, ?, ?, ?, ?, ?)"
        for i in range(50):  # warm up both files and caches
            store.append("player.out", data(i), AT)
            bare.execute(insert, next(rows))
        store_times: list[float] = []
        bare_times: list[float] = []
        clock = time.perf_counter
        i = 0
        while len(store_times) < args.appends:
            n = min(BLOCK, args.appends - len(store_times))
            for _ in range(n):
                row = next(rows)
                start = clock()
                bare.execute(insert, row)  # autocommit: one transaction, committed and fsynced
                bare_times.append(clock() - start)
            for _ in range(n):
                payload = data(i)
                i += 1
                start = clock()
                store.append("player.out", payload, AT)
                store_times.append(clock() - start)
        bare.close()
        store.close()
    rows_out = []
    for label, times in (("bare sqlite3 INSERT", bare_times), ("SqliteStore.append", store_times)):
        rows_out.append((label, statistics.median(times), percentile(times, 0.99), statistics.fmean(times)))
        print(f"{label:>20}: median {rows_out[-1][1] * 1e6:8.1f} µs   p99 {rows_out[-1][2] * 1e6:8.1f} µs   "
              f"mean {rows_out[-1][3] * 1e6:8.1f} µs   ({len(times)} commits)")
    (_, bm, bp, bmean), (_, sm, sp, smean) = rows_out
    print(f"{'ratio store/bare':>20}: median {sm / bm:.2f}x   p99 {sp / bp:.2f}x   mean {smean / bmean:.2f}x   "
          "(goal: at most 1.5x)")


if __name__ == "__main__":
    try:
        from tests.bench.machine import around
    except ImportError:  # run as a file, the checkout not on the path
        from machine import around  # type: ignore[no-redef]
    raise SystemExit(around("bench_append", main))
