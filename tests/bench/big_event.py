"""Big event files for the benchmarks: 100 tables, many rounds, up to millions of entries, cached under /tmp.

One round is played through the domain (checked and folded, in memory): 400 players at 100
four-player tables under document 002's timers, a long run of decisions (decision / done pairs at
random tables, like tests/bench/bench_open_event.py), then every game played out. Its entries are the
template of every round: round r is the template with "round": r and its moments shifted after the
round before, chained and hashed as the store would. So the file is exactly what the domain writes,
without playing a million actions one by one. The last round is left running: seated, started and
played a little (no decision left open), every table still in play, so a benchmark can click "Out".

Files are built once and cached (``/tmp/tableside-bench``, or TABLESIDE_BENCH_DIR); a cached file is
reused as long as its snapshot is of the current fold format, otherwise its snapshots are rebuilt by
folding the log once.
"""

from __future__ import annotations

import os
import random
import sqlite3
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.entry import GENESIS_HASH, canonical_json, entry_hash
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.eventlog.sqlite_store import open_event_file

TABLES = 100
KINDS = ["roll-dice", "auction-or-pass", "fortune-with-choice", "sell-houses"]
CACHE = Path(os.environ.get("TABLESIDE_BENCH_DIR", "/tmp/tableside-bench"))
FORMAT_VERSION = 1  # of these files: bump when the template changes


Template = list[tuple[str, dict[str, Any]]]


def _template(decisions: int, seed: int = 1) -> tuple[Template, Template]:
    """(the header: event.create and registrations, one round from round.open to its last leave)."""
    rnd = random.Random(seed)
    clock = FakeTime()
    session = EventSession(MemoryStore(), clock)
    session.do("event.create", {"name": "Bench", "date": "2026-11-22", "system": "table-points",
                                "timers": "document-002", "round_minutes": 100_000})
    for i in range(TABLES * 4):
        session.do("player.register", {"name": f"Player {i + 1:03d}"})
    header = len(session.store)
    session.do("round.open", {})
    for t in range(TABLES):
        session.do("table.seat", {"table": t + 1, "players": [f"p{4 * t + k + 1}" for k in range(4)],
                                  "game": "Catan"})
    session.do("round.start", {})
    for _ in range(decisions):
        t = rnd.randint(1, TABLES)
        table = session.state.rounds[1].tables[t]
        if table.finished:
            continue
        session.do("clock.decision", {"table": t, "player": rnd.choice(table.still_in),
                                      "decision": rnd.choice(KINDS)})
        clock.advance(rnd.randint(300, 1_500))
        session.do("clock.done", {"table": t})
    for t in range(1, TABLES + 1):
        table = session.state.rounds[1].tables[t]
        while not table.finished:
            session.do("player.out", {"table": t, "players": [table.still_in[-1]]})
            table = session.state.rounds[1].tables[t]
    entries = [(e.kind, dict(e.data)) for e in session.store.entries()]
    return entries[:header], entries[header:]


def _rows(header: list[tuple[str, dict[str, Any]]], round_: list[tuple[str, dict[str, Any]]],
          target: int) -> Iterator[tuple[int, str, str, str, str, str, str]]:
    """Header, then the round template again and again (round r, later moments) until about ``target``
    entries, then a last round seated, started and played a little."""
    first_t = round_[0][1]["t"]
    span = round_[-1][1]["t"] - first_t + 60_000
    start = next(i for i, (kind, _) in enumerate(round_) if kind == "round.start")
    opening = round_[:start + 1]
    # A little play in the last round, cut after a "done" so no decision is left open at the end.
    play = round_[start + 1:start + 1 + 400]
    while play and play[-1][0] != "clock.done":
        play.pop()
    last_round = opening + play
    rounds = max(1, (target - len(header) - len(last_round)) // len(round_))
    seq, prev = 0, GENESIS_HASH
    base = 1_795_000_000_000

    def row(kind: str, data: dict[str, Any]) -> tuple[int, str, str, str, str, str, str]:
        nonlocal seq, prev
        seq += 1
        ms = base + data.get("t", 0)
        at = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ms // 1000)) + f".{ms % 1000:03d}Z"
        text = canonical_json(data)
        entry_id = uuid.uuid4().hex
        digest = entry_hash(seq, entry_id, at, kind, text, prev)
        out = (seq, entry_id, at, kind, text, prev, digest)
        prev = digest
        return out

    for kind, data in header:
        yield row(kind, data)
    for number in range(1, rounds + 2):
        shift = (number - 1) * span
        for kind, data in (round_ if number <= rounds else last_round):
            yield row(kind, {**data, "round": number, "t": data["t"] + shift})


def event_file(target: int, decisions: int) -> Path:
    """The cached event file of about ``target`` entries (``decisions`` decision/done pairs per round)."""
    CACHE.mkdir(parents=True, exist_ok=True)
    path = CACHE / f"event-v{FORMAT_VERSION}-{TABLES}t-{decisions}d-{target}.tableside"
    if not path.exists():
        started = time.perf_counter()
        header, round_ = _template(decisions)
        part = path.with_suffix(".part")
        for suffix in ("", "-wal", "-shm"):
            Path(str(part) + suffix).unlink(missing_ok=True)
        open_event_file(part, create=True).close()
        cx = sqlite3.connect(part, isolation_level=None)
        cx.execute("PRAGMA synchronous = OFF")  # building a bench file, not keeping a judge's record
        cx.execute("BEGIN")
        cx.executemany("INSERT INTO entries VALUES (?, ?, ?, ?, ?, ?, ?)", _rows(header, round_, target))
        cx.execute("COMMIT")
        cx.close()
        os.replace(part, path)
        print(f"  (built {path.name} in {time.perf_counter() - started:.0f} s; cached for the next run)")
    ensure_snapshots(path)
    return path


def ensure_snapshots(path: Path) -> None:
    """Leave the file as the window leaves it: the snapshots a session keeps as it goes, at close."""
    store = open_event_file(path)
    try:
        from tableside.app.event import snapshot

        cached = store.load_snapshot()
        if cached is not None and snapshot.usable(cached[2], cached[0]):
            return
    finally:
        store.close()
    started = time.perf_counter()
    rebuild_snapshots(path)
    print(f"  (folded {path.name} once to write its snapshots, {time.perf_counter() - started:.0f} s)")


def rebuild_snapshots(path: Path) -> None:
    from tableside.app.event.session import rebuild_snapshots as rebuild

    store = open_event_file(path)
    try:
        rebuild(store)
    finally:
        store.close()
