"""A table's tap reporting a leave (and another seat's tap confirming it) to the desk's screen, with every
table's device connected: issue 27's figure "time from a table's tap to the desk's screen p99 with 50
tables reporting".

Run: .venv/bin/python tests/bench/bench_reports.py [--tables 50] [--rounds 2] [--dir FOLDER]

An event of TABLES tables of 2·ROUNDS + 2 players (round started, the tables reporting their leaves: event.reports)
is written to a fresh event file and served by the headless desk (``HallService``, as ``tableside
serve``: a real uvicorn on loopback, the real writer thread, SQLite with synchronous=FULL). Every table
gets a paired device on its own loopback address (127.0.1.N: its own rate-limit bucket, as a tablet on
the hall's Wi-Fi), and every device keeps its table's event stream open and read, as a tablet does.

Each sample is one device's ``POST /api/action`` (the request the table page's button sends), of
``result.report`` (a seat reports a player out) and then of ``result.confirm`` (another seat confirms):

* tap -> desk: from just before the request is written to the socket to the moment the desk's writer has
  committed the entry durably and folded it (the session's ``do`` returned: from there on the desk's card
  reads the report, and the window paints it on its next device frame, 16 ms, not included);
* tap -> answer: to the device's answer read.

One table at a time (quiet), then every table at once (released together by a barrier, each from its own
thread of this process, on the same cores as the server), ROUNDS times (a leave per table per round).

Anchor, interleaved with the quiet samples: ``GET /api/status`` from the same device's client, answered by
the server's loop with no writer and no disk: the machine's own floor for a loopback request. The load
average is printed beside the figures, since the machine may be shared.
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

NAME = "bench_reports"
GOAL_MS = 250.0


def build_event(path: Path, tables: int, seats: int) -> None:
    from tableside.app.event.session import EventSession
    from tableside.app.eventlog.sqlite_store import open_event_file

    session = EventSession(open_event_file(str(path), create=True))
    session.do("event.create", {"name": "Reports bench", "date": "2026-11-25", "system": "table-points",
                                "options": {}, "timers": "round-clock-only", "round_minutes": 600,
                                "table_sizes": [seats]})
    session.do("player.import", {"players": [{"name": f"Player {i:03d}"} for i in range(1, seats * tables + 1)]})
    session.do("round.open", {})
    for table in range(1, tables + 1):
        players = [f"Player {seats * (table - 1) + seat:03d}" for seat in range(1, seats + 1)]
        session.do("table.seat", {"table": table, "game": "Catan", "players": players})
    session.do("event.reports", {"confirm_seconds": 3600})
    session.do("round.start", {})
    session.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--dir", type=Path, default=None)
    args = parser.parse_args()
    header(NAME)
    from tableside.app.hall.service import HallService

    folder = args.dir or Path(tempfile.mkdtemp(prefix="bench-reports-"))
    path = folder / "reports.tableside"
    seats = 2 * args.rounds + 2  # a leave per table in each way of each round, and two players still in
    build_event(path, args.tables, seats)
    committed: dict[str, float] = {}

    service = HallService(timed_opener(str(path), committed), "127.0.0.1", 0)
    service.start()
    streams = Streams()
    try:
        clients = paired_devices(service, args.tables, streams)
        print(f"{NAME}: {args.tables} tables, a device each with its table's stream open; {load()}", flush=True)

        def player(table: int, seat: int) -> str:
            return f"Player {seats * (table - 1) + seat:03d}"

        def post(table: int, action_id: str, kind: str, fields: dict, desk_ms: list[float],
                 answer_ms: list[float]) -> None:
            client, token = clients[table]
            started = time.perf_counter()
            answer = client.post("/api/action", headers={"Authorization": f"Bearer {token}"},
                                 json={"id": action_id, "kind": kind, "table": table, **fields})
            answered = time.perf_counter()
            assert answer.status_code == 200, answer.text
            desk_ms.append((committed[action_id] - started) * 1000)
            answer_ms.append((answered - started) * 1000)

        def tap(table: int, tag: str, rnd: int, desk_ms: list[float], answer_ms: list[float]) -> None:
            out, other = player(table, rnd + 1), player(table, seats)
            post(table, f"{tag}-{table:04d}-report", "result.report", {"players": [out], "by": out}, desk_ms,
                 answer_ms)
            post(table, f"{tag}-{table:04d}-confirm", "result.confirm", {"by": other}, desk_ms, answer_ms)

        def anchor(table: int, anchor_ms: list[float]) -> None:
            client, _ = clients[table]
            started = time.perf_counter()
            assert client.get("/api/status").status_code == 200
            anchor_ms.append((time.perf_counter() - started) * 1000)

        anchor_ms: list[float] = []
        results: dict[str, tuple[list[float], list[float]]] = {"one at a time": ([], []), "all at once": ([], [])}
        for rnd in range(args.rounds):
            desk_ms, answer_ms = results["one at a time"]
            for table in range(1, args.tables + 1):
                anchor(table, anchor_ms)
                tap(table, f"q{rnd}", 2 * rnd, desk_ms, answer_ms)
            desk_ms, answer_ms = results["all at once"]
            barrier = threading.Barrier(args.tables)

            def burst(table: int, rnd: int = rnd, desk_ms: list[float] = desk_ms,
                      answer_ms: list[float] = answer_ms, barrier: threading.Barrier = barrier) -> None:
                barrier.wait()
                tap(table, f"b{rnd}", 2 * rnd + 1, desk_ms, answer_ms)

            threads = [threading.Thread(target=burst, args=(t,)) for t in range(1, args.tables + 1)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
        print(f"{NAME}: anchor GET /api/status (loop only, interleaved): {figures(anchor_ms, 'taps')}", flush=True)
        for way, (desk_ms, answer_ms) in results.items():
            print(f"{NAME}: {way}: tap -> desk {figures(desk_ms, 'taps')}; {load()}", flush=True)
            print(f"{NAME}: {way}: tap -> answer {figures(answer_ms, 'taps')}", flush=True)
        worst = max(pct(q, 0.99) for q, _ in results.values())
        print(f"{NAME}: goal p99 tap -> desk <= {GOAL_MS:.0f} ms: {'met' if worst <= GOAL_MS else 'NOT met'} "
              f"(worst p99 {worst:.1f} ms)", flush=True)
    finally:
        streams.close()
        service.stop()
    footer(NAME)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
