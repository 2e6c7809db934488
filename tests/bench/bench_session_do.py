"""The core's cost of one judge action: session.do("player.out") on an SQLite event file, 100 tables.

Run: .venv/bin/python tests/bench/bench_session_do.py [--big 1000000]

Two events from tests/bench/big_event.py (cached under /tmp): 50 rounds of 100 four-player tables
where every game is played out (about 20,000 entries), and one of about 1,000,000 entries (the
same, each round with a long run of timer decisions). In both the last round is in play. Each sample
is one session.do("player.out") at a running table (seat 4, then 3, then 2 leaves: 300 samples),
from the call to the entry durably committed and folded, the change returned.

The anchor, interleaved: after every session.do, one bare durable commit with the sqlite3 module
alone (``BEGIN; INSERT`` of one row as long as a player.out row of the event, all its columns
``; COMMIT``, WAL, synchronous=FULL) on a scratch file in the same folder; its timed region is those
three statements. So do, commit, do, commit, ...; the load average is printed beside the figures.
"""

from __future__ import annotations

import argparse
import gc
import platform
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from tableside.app.event.session import EventSession  # noqa: E402
from tableside.app.eventlog.sqlite_store import open_event_file  # noqa: E402
from tests.bench.anchors import BareCommit, entry_bytes  # noqa: E402
from tests.bench.machine import load  # noqa: E402


def pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def outs(path: Path, anchor: BareCommit) -> tuple[list[float], int, float, tuple[float, float]]:
    started = time.perf_counter()
    session = EventSession(open_event_file(path))
    opened = time.perf_counter() - started
    rnd = session.state.current_round
    assert rnd is not None
    samples = []
    gc.collect()
    for seat in (3, 2, 1):
        for number in sorted(rnd.tables):
            player = session.state.rounds[rnd.number].tables[number].players[seat]
            t0 = time.perf_counter()
            change = session.do("player.out", {"round": rnd.number, "table": number, "players": [player]})
            samples.append((time.perf_counter() - t0) * 1000)
            assert change.tables == frozenset({(rnd.number, number)})
            anchor.commit()
    entries = len(session.store)
    t0, c0 = time.perf_counter(), time.process_time()
    # What the window, serve and apply take in a quiet moment once an action reaches the interval
    # (and an action only after four intervals without one).
    session.save_snapshot()
    snapshot_s = (time.perf_counter() - t0, time.process_time() - c0)
    session.store.close()
    return samples, entries, opened, snapshot_s


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--big", type=int, default=1_000_000, help="0: only the 20,000-entry event")
    args = parser.parse_args()
    from big_event import event_file

    events = [("after 50 rounds", event_file(20_000, decisions=0))]
    if args.big:
        events.append((f"after {args.big:,} entries", event_file(args.big, decisions=args.big // 100)))
    print(f"bench_session_do: session.do(\"player.out\"), 100 tables, SQLite (WAL, synchronous=FULL), "
          f"{platform.python_implementation()} {platform.python_version()}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for number, (label, source) in enumerate(events):
            copy = folder / "event.tableside"
            shutil.copyfile(source, copy)
            row_bytes = entry_bytes(copy)
            times: list[float] = []
            anchor = BareCommit(folder / f"anchor-{number}.sqlite", row_bytes, times)
            samples, entries, opened, snap = outs(copy, anchor)
            anchor.close()
            print(f"  {label} ({entries:,} entries, opened in {opened:.2f} s): p50 {pct(samples, 0.5):.2f} ms, "
                  f"p99 {pct(samples, 0.99):.2f} ms, max {max(samples):.2f} ms ({len(samples)} outs); "
                  f"a periodic snapshot (every 5,000 entries, in a quiet moment) costs {snap[0] * 1000:.0f} ms "
                  f"({snap[1] * 1000:.0f} ms on CPU time)")
            print(f"    session.do p50 {pct(samples, 0.5):.2f} ms, p99 {pct(samples, 0.99):.2f} ms | bare sqlite3 "
                  f"INSERT+COMMIT ({row_bytes} B row, one after each do) p50 {pct(times, 0.5):.2f} ms, "
                  f"p99 {pct(times, 0.99):.2f} ms | {load()}", flush=True)
            copy.unlink()
    return 0


if __name__ == "__main__":
    try:
        from tests.bench.machine import around
    except ImportError:  # run as a file, the checkout not on the path
        from machine import around  # type: ignore[no-redef]
    raise SystemExit(around("bench_session_do", main))
