"""verify on a 1,000,000-entry event file, against a bare read-and-hash of the same rows.

Run: /work/venv/bin/python tests/bench/bench_verify.py [--entries 1000000] [--dir /tmp/tableside-bench]
The file is built once (one bulk transaction computing the real chain, realistic ~90-byte data) and
kept in the folder, named by its entry count, for the next run. The page cache is warm (the file is
read once before timing): these are the costs of SQLite and Python, not of the disk.

The anchor ("bare read-and-hash") reads the same rows with the same SELECT and recomputes each row's
entry hash as the log defines it, written plainly: SHA-256 over json.dumps of the header fields and
the data text, compared with the stored hash. Nothing else: no numbering, chain, JSON or integrity
check. A second, stricter anchor takes one SHA-256 over an f-string of the fields (no JSON at all).
verify does all of that and more: opening runs SQLite's quick check of the file, the numbering, the
chain, the exact hash, each entry's data as a JSON object in canonical form, and one scan of the index
of entry ids against what the pass read. "integrity check alone" is SQLite's full integrity check,
printed for comparison: verify runs it only when the quick checks find something to name.

Each job runs --runs times (best printed), with wall-clock time and CPU time (all threads of this
process). The machine is shared: wall time includes waiting for a core, CPU time does not.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import platform
import random
import sqlite3
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tableside.app.eventlog.entry import GENESIS_HASH, canonical_json, entry_hash  # noqa: E402
from tableside.app.eventlog.sqlite_store import open_event_file  # noqa: E402
from tableside.app.eventlog.verify import verify  # noqa: E402

KINDS = ("player.out", "table.seat", "player.register", "round.start", "clock.pause")
SELECT = "SELECT seq, id, at, kind, data, prev_hash, hash FROM entries WHERE seq > ? ORDER BY seq"


def rows(count: int) -> Iterator[tuple[int, str, str, str, str, str, str]]:
    rng = random.Random(count)
    prev = GENESIS_HASH
    base = 1_795_000_000_000
    for seq in range(1, count + 1):
        ms = base + seq * 1500
        at = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ms // 1000)) + f".{ms % 1000:03d}Z"
        data = canonical_json({"table": rng.randint(1, 40), "players": [f"p{rng.randint(1, 200)}"],
                               "t": seq * 1500, "reason": "out", "run": "a1b2c3d4e5f6"})
        entry_id = uuid.uuid4().hex
        kind = KINDS[seq % len(KINDS)]
        digest = entry_hash(seq, entry_id, at, kind, data, prev)
        yield seq, entry_id, at, kind, data, prev, digest
        prev = digest


def event_file(folder: Path, count: int) -> Path:
    path = folder / f"verify-{count}.tableside"
    if path.exists():
        return path
    folder.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".partial")
    partial.unlink(missing_ok=True)
    print(f"building {path} ({count:,} entries; kept for the next run)...", flush=True)
    start = time.perf_counter()
    open_event_file(partial, create=True).close()
    cx = sqlite3.connect(partial, isolation_level=None)
    try:
        cx.execute("PRAGMA synchronous = OFF")  # a test file, not a judge's record
        cx.execute("PRAGMA cache_size = -262144")  # the id index takes random inserts: keep it in memory
        cx.execute("BEGIN")
        cx.executemany("INSERT INTO entries VALUES (?, ?, ?, ?, ?, ?, ?)", rows(count))
        cx.execute("COMMIT")
        cx.execute("PRAGMA journal_mode = DELETE")  # one file to rename: no -wal beside it
    finally:
        cx.close()
    partial.rename(path)
    print(f"built in {time.perf_counter() - start:.1f} s", flush=True)
    return path


def bare_read_and_hash(path: Path) -> int:
    cx = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        sha256, dumps = hashlib.sha256, json.dumps
        n = 0
        for seq, entry_id, at, kind, data, prev_hash, digest in cx.execute(SELECT, (0,)):
            header = dumps([seq, entry_id, at, kind, prev_hash], sort_keys=True, separators=(",", ":"),
                           ensure_ascii=False, allow_nan=False)
            n += sha256((header + "\n" + data).encode("utf-8")).hexdigest() == digest
        return n
    finally:
        cx.close()


def minimal_read_and_hash(path: Path) -> int:
    cx = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        sha256 = hashlib.sha256
        n = 0
        for seq, entry_id, at, kind, data, prev_hash, _digest in cx.execute(SELECT, (0,)):
            sha256(f"{seq}{entry_id}{at}{kind}{prev_hash}\n{data}".encode()).hexdigest()
            n += 1
        return n
    finally:
        cx.close()


def run_verify(path: Path) -> int:
    with open_event_file(path, readonly=True) as store:
        report = verify(store)
    assert report.ok, report
    return report.entries


def integrity_only(path: Path) -> int:
    with open_event_file(path, readonly=True) as store:
        assert store.integrity_problems() == []
    return 0


def best_of(runs: int, job: Callable[[Path], int], path: Path) -> tuple[float, float, int]:
    """Best wall-clock seconds, best CPU seconds (all threads), and the job's count."""
    wall, cpu, result = float("inf"), float("inf"), 0
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        result = job(path)
        wall = min(wall, time.perf_counter() - start)
        cpu = min(cpu, time.process_time() - start_cpu)
    return wall, cpu, result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--dir", type=Path, default=Path("/tmp/tableside-bench"))
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    path = event_file(args.dir, args.entries)
    print(f"python {platform.python_version()}, SQLite {sqlite3.sqlite_version}, on {platform.machine()}; "
          f"{path} ({path.stat().st_size / 2**20:.0f} MiB)")
    path.read_bytes()  # warm the page cache
    jobs = [("bare read-and-hash", bare_read_and_hash), ("minimal read-and-hash", minimal_read_and_hash),
            ("integrity check alone", integrity_only), ("verify", run_verify)]
    times = {}
    for label, job in jobs:
        wall, cpu, n = best_of(args.runs, job, path)
        times[label] = (wall, cpu)
        print(f"  {label:<22} {wall:6.2f} s wall, {cpu:6.2f} s CPU ({n:,})", flush=True)
    for anchor in ("bare read-and-hash", "minimal read-and-hash"):
        wall, cpu = times["verify"]
        print(f"  verify / {anchor}: {wall / times[anchor][0]:.2f}x wall, {cpu / times[anchor][1]:.2f}x CPU")
    print("  (goal: verify at most 1.3x the bare read-and-hash)")

if __name__ == "__main__":
    main()
