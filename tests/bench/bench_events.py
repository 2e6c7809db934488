"""Event files for the window benchmarks, built once through the domain and cached in /tmp/tableside-bench/.

Every event has 400 players and rounds of 100 four-player tables under document 002's timers; its
last round is seated and started with every table still in play, so a benchmark can click "Out".

* ``rounds-N``: N finished rounds of three leaves per table (50 rounds: about 20,000 entries);
* ``entries-N``: two finished rounds where each game is also a long run of decisions (decision /
  done pairs), until the log holds N entries (1,000,000: the issue's million-entry event).

Building plays every entry through ``EventSession.do`` on the in-memory store (checked and folded)
and copies the rows into an SQLite event file: minutes for a million entries, hence the cache. The
cached file's snapshot is written again by the code under test before each use (a snapshot is only
a cache; an older build's may not load), outside what is measured.

Run directly to build (and time) them: python tests/bench/bench_events.py rounds-50 entries-1000000
"""

from __future__ import annotations

import os
import random
import sqlite3
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

CACHE = Path(os.environ.get("TABLESIDE_BENCH_CACHE", "/tmp/tableside-bench"))
KINDS = ["roll-dice", "auction-or-pass", "fortune-with-choice", "sell-houses"]
TABLES = 100
BUILD_VERSION = 1  # bump when what is built changes, so a stale cache is not reused


def _play(rounds: int | None, entries: int | None):
    from tableside.app.event import session as session_module
    from tableside.app.event.session import EventSession
    from tableside.app.event.timebase import FakeTime
    from tableside.app.eventlog.memory_store import MemoryStore

    # The periodic snapshot is the window's insurance, not the builder's: one at the end will do.
    session_module.SNAPSHOT_EVERY = 10**12  # type: ignore[attr-defined]
    rnd = random.Random(20261123)
    clock = FakeTime()
    session = EventSession(MemoryStore(), clock)
    session.do("event.create", {"name": "Bench Cup", "system": "table-points", "timers": "document-002",
                                "round_minutes": 100_000})
    ids = []
    for i in range(TABLES * 4):
        session.do("player.register", {"name": f"Player {i + 1:03d}"})
        ids.append(f"p{i + 1}")
    per_game = 0
    if entries is not None:
        # Few rounds of long games: every action scans the tables of every round (issue 10), which
        # would make building a million entries over 50 rounds take hours.
        rounds_guess = 2
        per_game = max(0, (entries // rounds_guess - 400) // (TABLES * 2))
    played = 0
    while True:
        if rounds is not None and played >= rounds:
            break
        if entries is not None and len(session.store) >= entries:
            break
        session.do("round.open", {})
        rnd.shuffle(ids)
        for t in range(TABLES):
            session.do("table.seat", {"table": t + 1, "players": ids[t * 4:t * 4 + 4], "game": "Catan"})
        session.do("round.start", {})
        tables = {t + 1: list(ids[t * 4:t * 4 + 4]) for t in range(TABLES)}
        for _ in range(per_game):
            if entries is not None and len(session.store) >= entries - TABLES * 3:
                break
            if len(session.store) // 50_000 != (len(session.store) + TABLES * 2) // 50_000:
                print(f"  ... {len(session.store):,} entries", flush=True)
            for t, players in tables.items():
                session.do("clock.decision", {"table": t, "player": rnd.choice(players), "kind": rnd.choice(KINDS)})
                clock.advance(rnd.randint(300, 2_500))
                session.do("clock.done", {"table": t})
        for _ in range(3):
            for t, players in tables.items():
                session.do("player.out", {"table": t, "players": [players.pop(rnd.randrange(len(players)))]})
                clock.advance(rnd.randint(0, 400))
        played += 1
    # The round the benchmark plays: seated and started, every table in play.
    session.do("round.open", {})
    rnd.shuffle(ids)
    for t in range(TABLES):
        session.do("table.seat", {"table": t + 1, "players": sorted(ids[t * 4:t * 4 + 4], key=lambda p: int(p[1:])),
                                  "game": "Catan"})
    session.do("round.start", {})
    return session


def _copy(session, path: Path) -> None:
    from tableside.app.eventlog.sqlite_store import open_event_file

    tmp = path.with_suffix(".building")
    tmp.unlink(missing_ok=True)
    open_event_file(str(tmp), create=True).close()
    cx = sqlite3.connect(tmp, isolation_level=None)
    cx.execute("PRAGMA synchronous = OFF")  # building a bench file, not keeping a judge's record
    cx.execute("BEGIN")
    cx.executemany("INSERT INTO entries VALUES (?, ?, ?, ?, ?, ?, ?)",
                   ((e.seq, e.id, e.at, e.kind, e.data_json, e.prev_hash, e.hash)
                    for e in session.store.entries()))
    cx.execute("COMMIT")
    cx.close()
    tmp.replace(path)


def cached(name: str, log=print) -> Path:
    """The cached event file ``name`` ("rounds-50", "entries-1000000"), built if missing."""
    from tableside.app.event.session import EventSession
    from tableside.app.event.timebase import FakeTime
    from tableside.app.eventlog.sqlite_store import open_event_file

    CACHE.mkdir(parents=True, exist_ok=True)
    path = CACHE / f"{name}-v{BUILD_VERSION}.tableside"
    if not path.exists():
        kind, _, number = name.partition("-")
        started = time.perf_counter()
        session = _play(int(number), None) if kind == "rounds" else _play(None, int(number))
        played = time.perf_counter() - started
        _copy(session, path)
        EventSession(open_event_file(str(path)), FakeTime()).close()  # leaves the snapshot, as the window does
        log(f"  built {path} ({len(session.store):,} entries) in {played:.0f} s")
    return path


def fresh_copy(name: str, folder: Path, log=print) -> Path:
    """A copy of the cached event in ``folder`` with a snapshot written by the code under test."""
    from tableside.app.event.session import EventSession
    from tableside.app.event.timebase import FakeTime
    from tableside.app.eventlog.sqlite_store import open_event_file

    source = cached(name, log)
    target = folder / source.name
    if not target.exists():
        src = sqlite3.connect(source)
        dst = sqlite3.connect(target)
        with dst:
            src.backup(dst)
        src.close()
        dst.close()
        EventSession(open_event_file(str(target)), FakeTime()).close()  # as the window leaves it
        # On disk before anything is timed, as a judge's event file is: otherwise the first fsync inside
        # a click (a WAL checkpoint) writes out the whole fresh copy, hundreds of MB at a million entries.
        with open(target, "rb+") as copy:
            os.fsync(copy.fileno())
        folder_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(folder_fd)
        finally:
            os.close(folder_fd)
    return target


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        print(cached(arg))
