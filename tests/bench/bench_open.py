"""Opening big event files: time and memory to open_event_file and read every entry.

Run: .venv/bin/python tests/bench/bench_open.py [--sizes 100000,1000000] [--dir FOLDER] [--keep]
Files are built fast (one bulk transaction computing the chain, not one append at a time) with
realistic ~80-byte data, then opened in this process (timed; then again under tracemalloc for the
peak of Python allocations) and in a fresh process (its peak RSS from getrusage). The page cache
is warm: these are the costs of SQLite and Python, not of the disk.

Anchor, interleaved with the timed opens (anchor, entries(), anchor, entries_raw(), three rounds): the
bare read, ``sqlite3.connect`` and ``SELECT * FROM entries ORDER BY seq`` with every row fetched and
nothing parsed or checked. Timed regions: the anchor's from connecting to its last row; the store's
from ``open_event_file`` (its quick_check included) to its last entry (the close is in neither).
Each is printed as the best of its three and beside the anchor, with the load average.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
import tracemalloc
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tableside.app.eventlog.entry import GENESIS_HASH, canonical_json, entry_hash  # noqa: E402
from tableside.app.eventlog.sqlite_store import open_event_file  # noqa: E402
from tests.bench.machine import load  # noqa: E402

KINDS = ("player.out", "table.seat", "player.register", "round.start", "clock.pause")


def rows(count: int):
    rng = random.Random(count)
    prev = GENESIS_HASH
    base = 1_795_000_000_000
    for seq in range(1, count + 1):
        ms = base + seq * 1500
        at = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ms // 1000)) + f".{ms % 1000:03d}Z"
        data = canonical_json({"table": rng.randint(1, 40), "players": [f"p{rng.randint(1, 200)}"],
                               "t": seq * 1500, "reason": "out", "run": "a1b2c3d4e5f6"})
        entry_id = uuid.uuid4().hex
        digest = entry_hash(seq, entry_id, at, KINDS[seq % len(KINDS)], data, prev)
        yield seq, entry_id, at, KINDS[seq % len(KINDS)], data, prev, digest
        prev = digest


def build_in_subprocess(path: Path, count: int) -> float:
    """Build in a child, so this process's memory stays small (a child's maxrss starts at its parent's)."""
    out = subprocess.run([sys.executable, __file__, "--build", str(path), str(count)], capture_output=True,
                         text=True, check=True).stdout
    return float(out)


def build(path: Path, count: int) -> float:
    start = time.perf_counter()
    open_event_file(path, create=True).close()
    cx = sqlite3.connect(path, isolation_level=None)
    try:
        cx.execute("PRAGMA synchronous = OFF")  # building a test file, not keeping a judge's record
        cx.execute("PRAGMA cache_size = -262144")  # the id index takes random inserts: keep it in memory
        cx.execute("BEGIN")
        cx.executemany("INSERT INTO entries VALUES (?, ?, ?, ?, ?, ?, ?)", rows(count))
        cx.execute("COMMIT")
    finally:
        cx.close()
    return time.perf_counter() - start


def open_and_read(path: Path, raw: bool) -> tuple[float, float, int]:
    start = time.perf_counter()
    store = open_event_file(path)
    opened = time.perf_counter()
    n = 0
    if raw:
        for _ in store.entries_raw():
            n += 1
    else:
        for _ in store.entries():
            n += 1
    done = time.perf_counter()
    store.close()
    return opened - start, done - opened, n


def bare_read(path: Path) -> float:
    """The anchor: connect and fetch every row with sqlite3 alone (seconds, the close not included)."""
    start = time.perf_counter()
    cx = sqlite3.connect(path)
    n = 0
    for _ in cx.execute("SELECT * FROM entries ORDER BY seq"):
        n += 1
    elapsed = time.perf_counter() - start
    cx.close()
    return elapsed


FRESH = """
import resource, sys, time
sys.path.insert(0, sys.argv[1])
from tableside.app.eventlog.sqlite_store import open_event_file
start = time.perf_counter()
store = open_event_file(sys.argv[2])
n = sum(1 for _ in store.entries())
store.close()
elapsed = time.perf_counter() - start
hwm = -1
try:  # Linux: the peak of this program's own memory, not counting what it was forked from
    hwm = next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM:"))
except OSError:
    pass
print(n, elapsed, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, hwm)
"""


def fresh_process(path: Path) -> str:
    """Open and read in a new Python; this process stays small, so the child's maxrss is its own."""
    out = subprocess.run([sys.executable, "-c", FRESH, str(REPO), str(path)], capture_output=True, text=True,
                         check=True).stdout.split()
    scale = 1 / 1024 / 1024 if sys.platform == "darwin" else 1 / 1024  # ru_maxrss: bytes on macOS, KiB elsewhere
    hwm = f", VmHWM {int(out[3]) / 1024:.0f} MB" if int(out[3]) >= 0 else ""
    return (f"open + read {float(out[1]):.2f} s (python start-up not included), "
            f"peak RSS (getrusage maxrss) {int(out[2]) * scale:.0f} MB{hwm}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="100000,1000000")
    parser.add_argument("--dir", default=None)
    parser.add_argument("--build", nargs=2, metavar=("PATH", "COUNT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.build:
        print(build(Path(args.build[0]), int(args.build[1])))
        return
    print(f"{platform.platform()}; {platform.machine()}; {os.cpu_count()} CPUs; python {platform.python_version()}; "
          f"SQLite {sqlite3.sqlite_version}")
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        for count in (int(s) for s in args.sizes.split(",")):
            path = Path(folder) / f"big{count}.tableside"
            built = build_in_subprocess(path, count)
            size = path.stat().st_size
            print(f"\n{count:,} entries: {size / 1e6:.0f} MB file, built in {built:.1f} s "
                  f"({size / count:.0f} bytes per entry, data ~{len(next(rows(1))[4])} bytes)")
            open_and_read(path, raw=True)  # warm the page cache
            print(f"  fresh process: {fresh_process(path)}")
            anchor: list[float] = []
            runs: dict[bool, list[tuple[float, float, int]]] = {False: [], True: []}
            for _ in range(3):  # interleaved: anchor, entries(), anchor, entries_raw()
                for raw in (False, True):
                    anchor.append(bare_read(path))
                    runs[raw].append(open_and_read(path, raw))
            print(f"  anchor, bare sqlite3 connect + SELECT every row (nothing parsed): best {min(anchor):.2f} s "
                  f"of {len(anchor)} (" + " ".join(f"{a:.2f}" for a in anchor) + ")")
            for raw, label in ((False, "entries()    "), (True, "entries_raw()")):
                best = min(runs[raw], key=lambda r: r[0] + r[1])
                opened, read, n = best
                assert n == count
                print(f"  open_event_file + {label}: open {opened:.2f} s (quick_check included) + read "
                      f"{read:.2f} s = {opened + read:.2f} s  ({read / n * 1e6:.2f} µs per entry, best of 3) | "
                      f"bare read {min(anchor):.2f} s | {(opened + read) / min(anchor):.1f}x | {load()}")
            store = open_event_file(path)
            start = time.perf_counter()
            tail = sum(1 for _ in store.entries(after_seq=count - 1000))
            print(f"  entries(after_seq=n-1000), the read after a snapshot: {time.perf_counter() - start:.4f} s "
                  f"for {tail} entries")
            start = time.perf_counter()
            store._cx.execute("PRAGMA quick_check").fetchall()
            print(f"  PRAGMA quick_check again on the writer's connection (WAL, locking): "
                  f"{time.perf_counter() - start:.2f} s")
            store.close()
            tracemalloc.start()
            open_and_read(path, raw=False)
            _, peak = tracemalloc.get_traced_memory()
            tracemalloc.stop()
            print(f"  tracemalloc peak while opening and reading every entry: {peak / 1e6:.2f} MB")
            path.unlink()


if __name__ == "__main__":
    try:
        from tests.bench.machine import around
    except ImportError:  # run as a file, the checkout not on the path
        from machine import around  # type: ignore[no-redef]
    raise SystemExit(around("bench_open", main))
