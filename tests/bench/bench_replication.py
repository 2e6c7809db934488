"""Replication lag: an entry committed on the server → the same entry stored on a standby copy.

Run: .venv/bin/python tests/bench/bench_replication.py [--tables 40] [--rate 20] [--seconds 20]

Loopback, bounded in time. The server is ``tableside serve``'s own stack in this process
(``HallService``: uvicorn on its thread, the one writer on its thread, the log read on a third);
the copy is ``tableside replicate``'s ``Follower`` on a thread of this process, keeping its own
SQLite file (WAL, synchronous=FULL: each page fsynced). Table devices post actions over HTTP at a
steady rate (a decision, then Done, turn after turn, every table in turn; a busy hall of 50 tables
posts about 12 a second). The server notes ``perf_counter`` when each commit is durable (the
writer's on_commit); the copy notes it when the page holding the entry is durably committed. Both
clocks are the same, so lag = stored − committed, per entry.

The devices post for half the time with no copy following, then the whole time with it. Printed: lag
p50 / p99 / max over the timed entries (goal: p99 ≤ 50 ms); a device's POST→answer p50/p99 by the
answer's "standby" field ('none': no copy following; 'stored': answered once the copy held the
entry, synchronous replication; 'alone': a copy did not store it within 1 s); and the anchor,
interleaved with the devices' actions (after each action is answered, before the pause to the next):
one bare durable commit with the sqlite3 module alone (``BEGIN; INSERT`` of one 300-byte row
``; COMMIT``, WAL, synchronous=FULL) on a scratch file in the same folder, timed over those three
statements (p50/p99, for each half: no copy and with the copy).
One process holds both sides and the device clients, so they share a GIL: a pessimistic figure.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.bench.anchors import BareCommit  # noqa: E402
from tests.bench.machine import load  # noqa: E402

TOKEN = "bench-standby-token-0123456789abcdef"


def build(path: Path, tables: int) -> None:
    from tableside.app.event.session import EventSession
    from tableside.app.eventlog.sqlite_store import open_event_file

    session = EventSession(open_event_file(str(path), create=True))
    session.do("event.create", {"name": "Replication Cup", "system": "table-points", "timers": "document-002",
                                "round_minutes": 120})
    session.do("player.import", {"players": [{"name": f"Player {i + 1:03d}"} for i in range(tables * 4)]})
    session.do("round.open", {})
    for t in range(tables):
        session.do("table.seat", {"table": t + 1, "players": [f"p{4 * t + k + 1}" for k in range(4)],
                                  "game": "Catan"})
    session.do("round.start", {})
    session.store.close()


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--rate", type=float, default=20.0, help="actions posted per second, all tables together")
    parser.add_argument("--seconds", type=float, default=20.0)
    args = parser.parse_args()

    import httpx

    from tableside.app.cli.event_files import open_session
    from tableside.app.eventlog.entry import Entry
    from tableside.app.eventlog.sqlite_store import open_event_file
    from tableside.app.hall.ratelimit import RateLimit
    from tableside.app.hall.service import HallService
    from tableside.app.replication.client import LogClient
    from tableside.app.replication.follower import Follower
    from tableside.app.replication.logfeed import StoreLog

    folder = Path(tempfile.mkdtemp(prefix="tableside-bench-replication-"))
    event = folder / "event.tableside"
    build(event, args.tables)
    committed: dict[int, float] = {}
    stored: dict[int, float] = {}

    def on_commit(entries: list[Entry]) -> None:
        now = time.perf_counter()
        for entry in entries:
            committed[entry.seq] = now

    def on_stored(entries: list[Entry]) -> None:
        now = time.perf_counter()
        for entry in entries:
            stored[entry.seq] = now

    log = StoreLog(lambda: open_event_file(str(event), readonly=True))
    # Every device posts from 127.0.0.1 here (in a hall each has its own address): no per-address limit.
    service = HallService(lambda: open_session(str(event)), "127.0.0.1", 0, on_commit=on_commit,
                          log=log, standby_token=TOKEN, limit=RateLimit(rate=1e9, burst=10**9))
    service.start()
    tokens = {t: service.pair(t).token for t in range(1, args.tables + 1)}
    base = service.url("/")

    errors: list[BaseException] = []
    rng = random.Random(14)
    statuses: dict[int, int] = {}
    answers: dict[str, list[float]] = {}  # the "standby" field of the answer -> POST to answer, ms
    n = 0

    bare_times: dict[str, list[float]] = {"none": [], "copy": []}
    bare = BareCommit(folder / "anchor.sqlite", 300, bare_times["none"])

    def drive(seconds: float) -> None:
        nonlocal n
        interval = 1.0 / args.rate
        started = time.perf_counter()
        sent = 0
        with httpx.Client(base_url=base, timeout=10) as http:
            while time.perf_counter() - started < seconds and not errors:
                table = n // 2 % args.tables + 1
                players = [f"p{4 * (table - 1) + k + 1}" for k in range(4)]
                body = ({"kind": "clock.decision", "player": rng.choice(players), "decision": "roll-dice"}
                        if n % 2 == 0 else {"kind": "clock.done"})
                posted = time.perf_counter()
                answer = http.post("/api/action", json={"id": f"bench-{n:06d}", "table": table, **body},
                                   headers={"Authorization": f"Bearer {tokens[table]}"})
                took = (time.perf_counter() - posted) * 1000
                statuses[answer.status_code] = statuses.get(answer.status_code, 0) + 1
                if answer.status_code == 200:
                    answers.setdefault(str(answer.json().get("standby")), []).append(took)
                n += 1
                sent += 1
                bare.commit()  # the anchor, between two actions
                time.sleep(max(0.0, started + sent * interval - time.perf_counter()))

    drive(args.seconds / 2)  # no copy following yet: actions are answered without waiting for one
    client = LogClient(base, TOKEN)
    stop = threading.Event()
    held = [0]  # the copy's last seq, as the follower thread reports it

    def follow() -> None:
        copy = open_event_file(str(folder / "copy.tableside"), create=True)  # SQLite: opened on its own thread

        def stored_and_held(entries: list[Entry]) -> None:
            on_stored(entries)
            held[0] = entries[-1].seq

        try:
            Follower(client, copy, on_stored=stored_and_held, follow_wait_s=1.0).run(stop)
        except BaseException as err:  # noqa: BLE001 - reported below
            errors.append(err)
        finally:
            copy.close()

    follower_thread = threading.Thread(target=follow, name="standby-copy")
    follower_thread.start()
    deadline = time.monotonic() + 30
    while held[0] < max(committed, default=0) and time.monotonic() < deadline and not errors:
        time.sleep(0.05)
    first_timed = max(committed) + 1 if committed else 1
    bare.times = bare_times["copy"]
    drive(args.seconds)
    bare.close()

    last = max(committed)
    deadline = time.monotonic() + 30
    while held[0] < last and time.monotonic() < deadline and not errors:
        time.sleep(0.01)
    stop.set()
    follower_thread.join(15)
    service.stop()
    log.close()
    client.close()
    if errors:
        print(f"the copy stopped: {errors[0]}")
        return 1
    same = list(open_event_file(str(folder / "copy.tableside"), readonly=True).entries()) == list(
        open_event_file(str(event), readonly=True).entries())
    lags = [(stored[seq] - committed[seq]) * 1000 for seq in range(first_timed, last + 1)
            if seq in committed and seq in stored]
    print(f"actions posted: {n} in {args.seconds * 1.5:g} s ({args.rate:g}/s over {args.tables} tables); "
          f"answers: {dict(sorted(statuses.items()))}")
    print(f"entries timed: {len(lags)}; the copy equals the server's log: {same}")
    print(f"replication lag (commit on the server -> stored on the copy): p50 {statistics.median(lags):.1f} ms, "
          f"p99 {pct(lags, 99):.1f} ms, max {max(lags):.1f} ms (goal: p99 <= 50 ms)")
    for mode, times in sorted(answers.items()):
        print(f"a device's action, POST to answer, standby {mode!r}: {len(times)} actions, "
              f"p50 {statistics.median(times):.1f} ms, p99 {pct(times, 99):.1f} ms")
    for half, times in bare_times.items():
        print(f"anchor, bare sqlite3 INSERT+COMMIT (300 B row, WAL, synchronous=FULL) between two actions, "
              f"{'no copy' if half == 'none' else 'with the copy'}: {len(times)} commits, "
              f"p50 {statistics.median(times):.2f} ms, p99 {pct(times, 99):.2f} ms | {load()}")
    return 0 if same else 1


if __name__ == "__main__":
    try:
        from tests.bench.machine import around
    except ImportError:  # run as a file, the checkout not on the path
        from machine import around  # type: ignore[no-redef]
    raise SystemExit(around("bench_replication", main))
