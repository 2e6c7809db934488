"""Queued actions replayed after reconnect, per second (issue 27, part 5's figure).

Run: .venv/bin/python tests/bench/bench_offline_replay.py [--tables 20] [--actions 28] [--dir FOLDER]

An event of TABLES four-player tables running document 002's player timers (round started) is written
to a fresh event file and served by the headless desk (``HallService``, as ``tableside serve``: a real
uvicorn on loopback, the real writer thread, SQLite with synchronous=FULL). Every table gets a paired
device on its own loopback address (127.0.1.N, its own rate-limit bucket, as a tablet on the Wi-Fi).

Each device holds ACTIONS actions kept while it was offline (decisions and Done, alternating, their
moments spread over the seconds since the round started), and replays them as the table page does once
it is back: one at a time, in order, each ``POST /api/action`` with its id and ``t``, the next once the
answer is read. Two ways: one device alone, and every device at once (the Wi-Fi comes back for the whole
hall; each device from its own thread, released together). Every answer must be "done". A device's
requests have a rate limit (30 at once, then 20 a second): 28 actions a device, a busy minute's taps,
stay within the burst; beyond it the page waits 3 s on a 429 and goes on, at the limit's pace.

The anchor, on the same disk: one row INSERTed and COMMITted with the sqlite3 module alone (WAL,
synchronous=FULL), per second; and the same actions sent live (no ``t``) by one device, per second.
The load average is printed beside the figures; the machine may be shared.
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

from tests.bench.anchors import BareCommit  # noqa: E402
from tests.bench.machine import footer, header, load  # noqa: E402

NAME = "bench_offline_replay"


def build_event(path: Path, tables: int) -> None:
    from tableside.app.event.session import EventSession
    from tableside.app.eventlog.sqlite_store import open_event_file

    session = EventSession(open_event_file(str(path), create=True))
    session.do("event.create", {"name": "Offline replay bench", "date": "2026-11-25", "system": "table-points",
                                "options": {}, "timers": "document-002", "round_minutes": 600})
    session.do("player.import", {"players": [{"name": f"Player {i:03d}"} for i in range(1, 4 * tables + 1)]})
    session.do("round.open", {})
    for table in range(1, tables + 1):
        session.do("table.seat", {"table": table, "game": "Monopoly",
                                  "players": [f"Player {4 * (table - 1) + seat:03d}" for seat in range(1, 5)]})
    session.do("round.start", {})
    session.close()


def kept_actions(table: int, count: int, start: int, now: int, tag: str,
                 seat_ids: list[str]) -> list[dict[str, object]]:
    """What a table's page kept offline: a decision, its Done, the next player's decision..., dated
    evenly between the round's start and now (each Done within the decision's 4 s)."""
    actions: list[dict[str, object]] = []
    step = max(1, (now - start) // (count + 1))
    for i in range(count):
        moment = start + step * (i + 1)
        if i % 2 == 0:
            action = {"kind": "clock.decision", "player": seat_ids[(i // 2) % 4], "decision": "roll-dice"}
        else:
            action = {"kind": "clock.done"}
        actions.append({"id": f"{tag}-{table:04d}-{i:04d}", "table": table, "t": moment, **action})
    return actions


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--actions", type=int, default=28)  # + the pairing's request: within the burst of 30
    parser.add_argument("--dir", type=Path, default=None)
    args = parser.parse_args()
    header(NAME)

    import httpx

    from tableside.app.cli.event_files import open_session
    from tableside.app.hall.ratelimit import BURST, RATE
    from tableside.app.hall.service import HallService

    folder = args.dir or Path(tempfile.mkdtemp(prefix="bench-offline-"))
    path = folder / "offline.tableside"
    build_event(path, args.tables)

    bare_ms: list[float] = []
    bare = BareCommit(folder / "anchor.sqlite", 300, bare_ms)
    for _ in range(300):
        bare.commit()
    bare.close()
    bare_rate = 1000 / (sum(bare_ms) / len(bare_ms))
    print(f"{NAME}: anchor: a bare SQLite commit (WAL, synchronous=FULL): {bare_rate:.0f} per second "
          f"({len(bare_ms)} commits); {load()}", flush=True)

    service = HallService(lambda: open_session(str(path)), "127.0.0.1", 0)
    service.start()
    try:
        base = service.url("/").rstrip("/")
        clients: dict[int, tuple[httpx.Client, str]] = {}
        for table in range(1, args.tables + 1):
            paired = service.pair(table)
            assert paired is not None
            client = httpx.Client(base_url=base, transport=httpx.HTTPTransport(local_address=f"127.0.1.{table}"),
                                  timeout=30)
            answer = client.post("/api/pair", json={"code": paired.code})
            assert answer.status_code == 200, answer.text
            clients[table] = (client, answer.json()["token"])

        def seats(table: int) -> list[str]:
            return service.writer.with_session(
                lambda session: list(session.state.rounds[1].tables[table].players)).result(timeout=30)

        start = service.writer.with_session(lambda session: session.state.rounds[1].started_at).result(timeout=30)
        assert isinstance(start, int)
        # The cut: the round runs a few seconds before the devices are back (the moments lie in it).
        time.sleep(max(0.0, 4.0 - (service.writer.now() - start) / 1000))

        def replay(table: int, actions: list[dict[str, object]], dated: bool = True) -> float:
            client, token = clients[table]
            began = time.perf_counter()
            for action in actions:
                body = action if dated else {k: v for k, v in action.items() if k != "t"}
                answer = client.post("/api/action", headers={"Authorization": f"Bearer {token}"}, json=body)
                assert answer.status_code == 200 and answer.json()["message"] == "done", answer.text
            return time.perf_counter() - began

        now = service.writer.now()
        # One device alone (table 1), then every other device at once.
        alone = replay(1, kept_actions(1, args.actions, start, now, "alone", seats(1)))
        print(f"{NAME}: one device alone: {args.actions} kept actions replayed in {alone * 1000:.0f} ms: "
              f"{args.actions / alone:.0f} per second; {load()}", flush=True)

        others = list(range(2, args.tables + 1))
        kept = {table: kept_actions(table, args.actions, start, now, "hall", seats(table)) for table in others}
        barrier = threading.Barrier(len(others) + 1)
        spans: dict[int, float] = {}

        def device(table: int) -> None:
            barrier.wait()
            spans[table] = replay(table, kept[table])

        threads = [threading.Thread(target=device, args=(table,)) for table in others]
        for thread in threads:
            thread.start()
        barrier.wait()
        began = time.perf_counter()
        for thread in threads:
            thread.join()
        whole = time.perf_counter() - began
        total = len(others) * args.actions
        print(f"{NAME}: {len(others)} devices at once: {total} kept actions replayed in {whole * 1000:.0f} ms: "
              f"{total / whole:.0f} per second for the hall (the slowest device {max(spans.values()) * 1000:.0f} ms); "
              f"{load()}", flush=True)

        # The same actions sent live by one device (no t: dated by the desk), on table 1 again, once its
        # address's rate limit is full again: its replay just spent most of the burst, and at 500 a second
        # the live ones would meet a 429 (which a page takes as "try again", not as an answer).
        time.sleep(BURST / RATE)
        live = replay(1, [{**a, "id": f"live{a['id']}"} for a in
                          kept_actions(1, args.actions, start, now, "live", seats(1))], dated=False)
        print(f"{NAME}: anchor: the same {args.actions} actions sent live by one device: {args.actions / live:.0f} "
              f"per second; {load()}", flush=True)
        for client, _ in clients.values():
            client.close()
    finally:
        service.stop()
    footer(NAME)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
