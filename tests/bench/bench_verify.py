"""verify on a 1,000,000-entry event file, against the minimal read-and-hash of the same rows.

Run: .venv/bin/python tests/bench/bench_verify.py [--entries 1000000] [--dir /tmp/tableside-bench] [--runs 3]
The file is built once (one bulk transaction computing the real chain, realistic ~90-byte data) and
kept in the folder, named by its entry count, for the next run. The page cache is warm (the file is
read once before timing): these are the costs of SQLite and Python, not of the disk.

The anchor is minimal: the same SELECT over the same rows, and one SHA-256 per row over exactly the
bytes the log hashes (the header written by one f-string, the data text as stored), compared with the
stored hash. No json.dumps (an anchor building headers with json.dumps costs 2.6 times this one and
made verify look cheaper than it is), no numbering, chain, JSON or integrity check. Timed region of
each: the function call, from connecting to the file to its last row (verify's includes opening the
store, SQLite's quick check, the pass over the entries and the scan of the entry-id index).
--integrity also times SQLite's full integrity check, which verify runs only when the quick checks
find something to name.

Anchor and verify run in turn (ABAB, --runs pairs), each ratio against the anchor run just before it,
with wall-clock and CPU time (all threads of this process); the machine and its load are printed.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import platform
import random
import sqlite3
import statistics
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


def minimal_read_and_hash(path: Path) -> int:
    """The anchor: what any check of the chain must do at least. The same SELECT, and one SHA-256 per
    row over exactly the bytes the log hashes (the header as one f-string, the data text as stored),
    compared with the stored hash. No JSON, no numbering, no chain, no integrity check."""
    cx = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        sha256 = hashlib.sha256
        n = 0
        for seq, entry_id, at, kind, data, prev_hash, digest in cx.execute(SELECT, (0,)):
            n += sha256(f'[{seq},"{entry_id}","{at}","{kind}","{prev_hash}"]\n{data}'.encode()).hexdigest() == digest
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


def timed(job: Callable[[Path], int], path: Path) -> tuple[float, float, int]:
    """Wall-clock seconds, CPU seconds (all threads of this process), and the job's count."""
    start, start_cpu = time.perf_counter(), time.process_time()
    result = job(path)
    return time.perf_counter() - start, time.process_time() - start_cpu, result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--dir", type=Path, default=Path("/tmp/tableside-bench"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--integrity", action="store_true", help="also time SQLite's full integrity check")
    args = parser.parse_args()
    path = event_file(args.dir, args.entries)
    print(f"bench_verify: {platform.node()} {platform.machine()}, {os.cpu_count()} cores, python "
          f"{platform.python_version()}, SQLite {sqlite3.sqlite_version}; {path} "
          f"({path.stat().st_size / 2**20:.0f} MiB); load average at start {load()}")
    path.read_bytes()  # warm the page cache
    jobs: list[tuple[str, Callable[[Path], int]]] = [("anchor: minimal read-and-hash", minimal_read_and_hash),
                                                     ("verify", run_verify)]
    if args.integrity:
        jobs.append(("integrity check alone", integrity_only))
    times: dict[str, list[tuple[float, float]]] = {label: [] for label, _ in jobs}
    for _ in range(args.runs):  # interleaved: anchor, verify, anchor, verify, ...
        for label, job in jobs:
            wall, cpu, n = timed(job, path)
            times[label].append((wall, cpu))
            assert n == args.entries or label.startswith("integrity"), (label, n)
    for label, _ in jobs:
        walls, cpus = [w for w, _ in times[label]], [c for _, c in times[label]]
        print(f"  {label:<30} median {statistics.median(walls):6.2f} s wall, {statistics.median(cpus):6.2f} s CPU "
              f"(runs: {' '.join(f'{w:.2f}' for w in walls)} s wall)", flush=True)
    anchor = times["anchor: minimal read-and-hash"]
    ratios = [(v[0] / a[0], v[1] / a[1]) for v, a in zip(times["verify"], anchor, strict=True)]
    print(f"  verify / anchor, run by run (each after its own anchor): "
          f"{' '.join(f'{w:.2f}x' for w, _ in ratios)} wall, {' '.join(f'{c:.2f}x' for _, c in ratios)} CPU; "
          f"median {statistics.median(w for w, _ in ratios):.2f}x wall, "
          f"{statistics.median(c for _, c in ratios):.2f}x CPU")
    print(f"  (goal: verify <= 1.5x the minimal anchor, wall and CPU); load average at end {load()}")


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


if __name__ == "__main__":
    try:
        from tests.bench.machine import around
    except ImportError:  # run as a file, the checkout not on the path
        from machine import around  # type: ignore[no-redef]
    raise SystemExit(around("bench_verify", main))
