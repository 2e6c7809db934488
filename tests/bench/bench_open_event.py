"""Opening a realistic event of 100,000 and 1,000,000 log entries: time and peak memory.

Run: .venv/bin/python tests/bench/bench_open_event.py [--sizes 100000,1000000] [--dir FOLDER]
The log is a real event played through the domain (every entry checked and folded): 100 players,
rounds of 25 four-player tables under document 002's timers, each game a long run of decisions
(decision / done pairs, auctions) and then its leaves. It is played once into the in-memory twin and
copied into an event file. Then, each in a fresh process: opening the session (store open + snapshot
+ fold of the entries after it, i.e. what the window does), and the same with the snapshot removed
(a full fold of every entry). Each line prints the seconds and the process's peak RSS.

Anchor, each in a fresh process too, run just before each open (anchor, open with snapshot, anchor,
full fold): the bare read with sqlite3 of what that open has to read, nothing decoded: the snapshot's
row and every entry after its seq (with the snapshot), every entry (without). Timed region of both:
from the script's first line (``import sys, time``; the interpreter's own start-up is in neither) to
the last row read (the anchor) or the session open and folded (the app); the imports are inside.
"""

from __future__ import annotations

import argparse
import platform
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tableside.app.event.session import EventSession  # noqa: E402
from tableside.app.event.timebase import FakeTime  # noqa: E402
from tableside.app.eventlog.memory_store import MemoryStore  # noqa: E402
from tableside.app.eventlog.sqlite_store import open_event_file  # noqa: E402
from tests.bench.machine import load  # noqa: E402

KINDS = ["roll-dice", "auction-or-pass", "fortune-with-choice", "sell-houses"]


def play(target: int) -> EventSession:
    rnd = random.Random(target)
    time_source = FakeTime()
    session = EventSession(MemoryStore(), time_source)
    session.do("event.create", {"name": "Bench", "system": "table-points", "timers": "document-002",
                                "round_minutes": 100_000})
    names = [f"Player {i:03d}" for i in range(100)]
    for name in names:
        session.do("player.register", {"name": name})
    while len(session.store) < target:
        session.do("round.open", {})
        rnd.shuffle(names)
        for table in range(25):
            session.do("table.seat", {"table": table + 1, "players": names[table * 4: table * 4 + 4]})
        session.do("round.start", {})
        tables = {t: list(names[(t - 1) * 4: t * 4]) for t in range(1, 26)}
        while tables and len(session.store) < target:
            for t in list(tables):
                players = tables[t]
                who = rnd.choice(players)
                session.do("clock.decision", {"table": t, "player": who, "kind": rnd.choice(KINDS)})
                time_source.advance(rnd.randint(500, 3_000))
                session.do("clock.done", {"table": t})
                if rnd.random() < 0.01:
                    session.do("player.out", {"table": t, "players": [players.pop(rnd.randrange(len(players)))]})
                    if len(players) == 1:
                        del tables[t]
                if len(session.store) >= target:
                    break
        for t, players in tables.items():  # end whatever still runs, so the next round can open
            if len(session.store) >= target:
                break
            session.do("player.out", {"table": t, "players": players[:-1]})
    return session


def copy_to_file(session: EventSession, path: Path) -> None:
    open_event_file(path, create=True).close()
    cx = sqlite3.connect(path, isolation_level=None)
    cx.execute("PRAGMA synchronous = OFF")  # building a bench file, not keeping a judge's record
    cx.execute("BEGIN")
    cx.executemany("INSERT INTO entries VALUES (?, ?, ?, ?, ?, ?, ?)",
                   ((e.seq, e.id, e.at, e.kind, e.data_json, e.prev_hash, e.hash) for e in session.store.entries()))
    cx.execute("COMMIT")
    cx.close()
    # The window keeps a snapshot as it goes; write the one it would have left at close.
    EventSession(open_event_file(path), FakeTime()).close()


OPEN = """
import sys, time
start = time.perf_counter()
sys.path.insert(0, {repo!r})
from tableside.app.event.session import EventSession
from tableside.app.eventlog.sqlite_store import open_event_file
session = EventSession(open_event_file({path!r}, readonly=True))
elapsed = time.perf_counter() - start
# VmHWM, not ru_maxrss: Linux carries ru_maxrss over from the parent across exec.
hwm = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM"))
print(f"{{elapsed:.2f}} {{hwm // 1024}} {{session.state.seq}}")
session.close()
"""


RAW = """
import sys, time
start = time.perf_counter()
import sqlite3
cx = sqlite3.connect({path!r})
snapshot = cx.execute("SELECT seq, blob FROM snapshot").fetchone()
after = snapshot[0] if snapshot and snapshot[0] else 0
n = 0
for _ in cx.execute("SELECT * FROM entries WHERE seq > ? ORDER BY seq", (after,)):
    n += 1
elapsed = time.perf_counter() - start
hwm = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM"))
print(f"{{elapsed:.2f}} {{hwm // 1024}} {{n}}")
"""


def bare_read(path: Path) -> tuple[float, int, int]:
    out = subprocess.run([sys.executable, "-c", RAW.format(path=str(path))], capture_output=True, text=True,
                         check=True).stdout.split()
    return float(out[0]), int(out[1]), int(out[2])


def measure(path: Path) -> tuple[float, int, int]:
    out = subprocess.run([sys.executable, "-c", OPEN.format(repo=str(REPO), path=str(path))],
                         capture_output=True, text=True, check=True).stdout.split()
    return float(out[0]), int(out[1]), int(out[2])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="100000,1000000")
    parser.add_argument("--dir", default=None)
    args = parser.parse_args()
    folder = Path(args.dir or tempfile.mkdtemp(prefix="tableside-bench-"))
    folder.mkdir(parents=True, exist_ok=True)
    print(f"python {platform.python_version()} on {platform.machine()}, {folder}")
    for size in (int(s) for s in args.sizes.split(",")):
        path = folder / f"event-{size}.tableside"
        if not path.exists():
            start = time.perf_counter()
            session = play(size)
            played = time.perf_counter() - start
            copy_to_file(session, path)
            print(f"{size:>9,} entries: played through the domain in {played:.1f} s, "
                  f"file {path.stat().st_size / 2**20:.0f} MiB")
        EventSession(open_event_file(path), FakeTime()).close()  # as the window leaves it
        anchor, anchor_rss, rows = bare_read(path)
        seconds, rss, seq = measure(path)
        print(f"{seq:>9,} entries: open with snapshot     {seconds:5.2f} s, peak RSS {rss} MiB | bare read of the "
              f"snapshot and the {rows:,} entries after it {anchor:.2f} s, {anchor_rss} MiB | {load()}")
        bare = folder / f"event-{size}-nosnap.tableside"
        bare.write_bytes(path.read_bytes())
        cx = sqlite3.connect(bare)
        with cx:
            cx.execute("DELETE FROM snapshot")
        cx.close()
        anchor, anchor_rss, rows = bare_read(bare)
        seconds, rss, seq = measure(bare)
        print(f"{seq:>9,} entries: open, full fold         {seconds:5.2f} s, peak RSS {rss} MiB | bare read of "
              f"all {rows:,} entries {anchor:.2f} s, {anchor_rss} MiB | {load()}")
        bare.unlink()


if __name__ == "__main__":
    try:
        from tests.bench.machine import around
    except ImportError:  # run as a file, the checkout not on the path
        from machine import around  # type: ignore[no-redef]
    raise SystemExit(around("bench_open_event", main))
