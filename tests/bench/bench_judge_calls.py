"""A table's tap on "Call a judge" to the call in the desk's queue, with every table's device connected.

Run: .venv/bin/python tests/bench/bench_judge_calls.py [--tables 50] [--rounds 3] [--dir FOLDER]

An event of TABLES four-player tables (round started) is written to a fresh event file and served by
the headless desk (``HallService``, as ``tableside serve``: a real uvicorn on loopback, the real writer
thread, SQLite with synchronous=FULL). Every table gets a paired device (its QR code's one-time code
exchanged at ``/api/pair``) on its own loopback address (127.0.1.N: a tablet each, so each has its own
rate-limit bucket, as on the hall's Wi-Fi), and every device keeps its table's event stream open and
read for the whole run, as a tablet does.

Each sample is one device's ``POST /api/action`` of ``call.raise`` (the request the page's button sends):

* tap -> queue: from just before the request is written to the socket to the moment the desk's writer
  has committed the entry durably and folded it (the session's ``do`` returned, on the writer thread:
  from there on, the desk's queue, ``judge_queue.queue``, has the call; the window's dock paints it on
  its next device frame, ``DEVICE_FRAME_MS`` = 16 ms, which is not included);
* tap -> answer: to the device's answer read (what the page waits for before it shows "Judge called").

Two ways, each over every table, ROUNDS times (the calls are closed with call.done between rounds,
untimed): one table at a time (quiet), and every table at once (a burst: the tables released together
by a barrier, each from its own thread). Prints the load average beside the figures; the goal (issue 27)
is a p99 of at most 250 ms from a tap to the desk's screen with 50 tables reporting.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.bench.machine import footer, header, load  # noqa: E402
from tests.bench.table_streams import Streams, figures, paired_devices, pct, timed_opener  # noqa: E402

NAME = "bench_judge_calls"
GOAL_MS = 250.0


def build_event(path: Path, tables: int) -> None:
    from tableside.app.event.session import EventSession
    from tableside.app.eventlog.sqlite_store import open_event_file

    session = EventSession(open_event_file(str(path), create=True))
    session.do("event.create", {"name": "Judge calls bench", "date": "2026-11-25", "system": "table-points",
                                "options": {}, "timers": "round-clock-only", "round_minutes": 600})
    session.do("player.import", {"players": [{"name": f"Player {i:03d}"} for i in range(1, 4 * tables + 1)]})
    session.do("round.open", {})
    for table in range(1, tables + 1):
        session.do("table.seat", {"table": table, "game": "Catan",
                                  "players": [f"Player {4 * (table - 1) + seat:03d}" for seat in range(1, 5)]})
    session.do("round.start", {})
    session.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--dir", type=Path, default=None)
    args = parser.parse_args()
    header(NAME)
    from tableside.app.hall.service import HallService

    folder = args.dir or Path(tempfile.mkdtemp(prefix="bench-calls-"))
    path = folder / "calls.tableside"
    build_event(path, args.tables)
    committed: dict[str, float] = {}

    service = HallService(timed_opener(str(path), committed), "127.0.0.1", 0)
    service.start()
    streams = Streams()
    try:
        clients = paired_devices(service, args.tables, streams)
        print(f"{NAME}: {args.tables} tables, a device each with its table's stream open; {load()}", flush=True)

        def tap(table: int, tag: str, queue_ms: list[float], answer_ms: list[float]) -> None:
            client, token = clients[table]
            action_id = f"{tag}-{table:04d}-call"
            started = time.perf_counter()
            answer = client.post("/api/action", headers={"Authorization": f"Bearer {token}"},
                                 json={"id": action_id, "kind": "call.raise", "table": table, "reason": "rules"})
            answered = time.perf_counter()
            assert answer.status_code == 200, answer.text
            queue_ms.append((committed[action_id] - started) * 1000)
            answer_ms.append((answered - started) * 1000)

        def close_all() -> None:
            for table in range(1, args.tables + 1):
                assert service.writer.act("call.done", {"table": table}) is not None

        results: dict[str, tuple[list[float], list[float]]] = {"one at a time": ([], []), "all at once": ([], [])}
        for rnd in range(args.rounds):
            queue_ms, answer_ms = results["one at a time"]
            for table in range(1, args.tables + 1):
                tap(table, f"q{rnd}", queue_ms, answer_ms)
            close_all()
            queue_ms, answer_ms = results["all at once"]
            barrier = threading.Barrier(args.tables)

            def burst(table: int, rnd: int = rnd, queue_ms: list[float] = queue_ms,
                      answer_ms: list[float] = answer_ms, barrier: threading.Barrier = barrier) -> None:
                barrier.wait()
                tap(table, f"b{rnd}", queue_ms, answer_ms)

            threads = [threading.Thread(target=burst, args=(t,)) for t in range(1, args.tables + 1)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            close_all()
        for way, (queue_ms, answer_ms) in results.items():
            print(f"{NAME}: {way}: tap -> queue {figures(queue_ms, 'calls')}; {load()}", flush=True)
            print(f"{NAME}: {way}: tap -> answer {figures(answer_ms, 'calls')}", flush=True)
        worst = max(pct(q, 0.99) for q, _ in results.values())
        print(f"{NAME}: goal p99 tap -> queue <= {GOAL_MS:.0f} ms: {'met' if worst <= GOAL_MS else 'NOT met'} "
              f"(worst p99 {worst:.1f} ms)", flush=True)
    finally:
        streams.close()
        service.stop()
    footer(NAME)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
