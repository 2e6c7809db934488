"""Time to take over: the judge's ``take over`` → the station serving the event again.

Run: .venv/bin/python tests/bench/bench_takeover.py [--runs 5] [--tables 40] [--history 2000] [--big N]

Real processes on the loopback, as the README's standby section runs them: ``tableside serve`` on an
event of TABLES four-player tables with HISTORY more entries (decisions and Done at the tables), and
``tableside replicate … --as … --serve-url …`` keeping a copy. Each run kills the server (SIGKILL),
waits for the copy's prompt, types ``take over`` and times, from the moment the line is written:

* "answering": the first ``GET /api/status`` at the station's address that answers with epoch 2 (what
  a device or a page trying the stations sees);
* "printed": what the station itself prints (``Took over: serving again … s``, command → listening).

With an event of 5,000 entries or more the kill waits until the copy holds a snapshot of its fold (a
station that has followed for a while does: ``app.standby.snapshots``), so the takeover folds only
the entries after it.

Anchor, measured in the same run on the same machine: a cold ``tableside serve`` of the same event
(process start → the first answer of ``GET /api/status``), the cost a judge pays today by serving a
copy by hand. Goal: answering ≤ 5 s. Prints p50 / max of each and the load average.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
SNAPSHOT_EVERY = 5_000  # app.event.session's: a station's copy keeps a snapshot this often


def build(path: Path, tables: int, history: int) -> None:
    from tableside.app.event.session import EventSession
    from tableside.app.eventlog.sqlite_store import open_event_file

    session = EventSession(open_event_file(str(path), create=True))
    session.do("event.create", {"name": "Takeover Cup", "system": "table-points", "timers": "document-002",
                                "round_minutes": 600})
    session.do("player.import", {"players": [{"name": f"Player {i + 1:03d}"} for i in range(tables * 4)]})
    session.do("round.open", {})
    for t in range(tables):
        session.do("table.seat", {"table": t + 1, "players": [f"p{4 * t + k + 1}" for k in range(4)],
                                  "game": "Catan"})
    session.do("round.start", {})
    for n in range(history):
        table = n // 2 % tables + 1
        where = {"table": table}
        if n % 2 == 0:
            session.do("clock.decision", {**where, "player": f"p{4 * (table - 1) + 1 + n // 2 // tables % 4}",
                                          "decision": "roll-dice"})
        else:
            session.do("clock.done", where)
    session.close()


def len_of(path: Path) -> int:
    from tableside.app.eventlog.sqlite_store import open_event_file

    store = open_event_file(path, readonly=True)
    try:
        return len(store)
    finally:
        store.close()


def wait_for_snapshot(path: Path, at_least: int, deadline_s: float = 300.0) -> None:
    from tableside.app.eventlog.sqlite_store import open_event_file

    end = time.monotonic() + deadline_s
    while time.monotonic() < end:
        store = open_event_file(path, readonly=True)
        try:
            cached = store.load_snapshot()
        finally:
            store.close()
        if cached is not None and cached[0] >= at_least:
            return
        time.sleep(0.5)
    raise SystemExit(f"the copy kept no snapshot past entry {at_least} within {deadline_s:.0f} s")


def first_answer(url: str, epoch: int, deadline_s: float = 60.0) -> float:
    end = time.monotonic() + deadline_s
    with httpx.Client(timeout=1.0) as http:
        while time.monotonic() < end:
            try:
                answer = http.get(url + "api/status")
                if answer.status_code == 200 and answer.json()["epoch"] == epoch:
                    return time.monotonic()
            except httpx.HTTPError:
                pass
            time.sleep(0.005)
    raise SystemExit(f"{url} did not answer at epoch {epoch} within {deadline_s:.0f} s")


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def tableside(*args: str, env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "tableside.ui.launcher", *args], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)


def wait_line(process: subprocess.Popen[str], text: str) -> str:
    assert process.stdout is not None
    for line in process.stdout:
        if text in line:
            return line
    raise SystemExit(f"the process ended before printing {text!r}")


def one_run(folder: Path, event: Path, env: dict[str, str]) -> tuple[float, float, float]:
    work = folder / f"run-{time.monotonic_ns()}"
    work.mkdir()
    served_file = work / "event.tableside"
    shutil.copy(event, served_file)
    # The anchor: a cold serve of the same event, process start to the first answer.
    port = free_port()
    started = time.monotonic()
    cold = tableside("serve", str(served_file), "--host", "127.0.0.1", "--port", str(port), "--no-qr", env=env)
    anchor = first_answer(f"http://127.0.0.1:{port}/", 1) - started
    token = wait_line(cold, "TABLESIDE_STANDBY_TOKEN=").split("=", 1)[1].split()[0]
    station_port = free_port()
    copy = tableside("replicate", f"http://127.0.0.1:{port}/", str(work / "copy.tableside"), "--as", "Bench station",
                     "--serve-url", f"http://127.0.0.1:{station_port}/", "--host", "127.0.0.1", "--no-qr",
                     env={**env, "TABLESIDE_STANDBY_TOKEN": token})
    try:
        wait_line(copy, "up to date")  # a copy made from scratch: it catches up first
        time.sleep(0.5)  # the station's join reaches the copy too
        entries = len_of(served_file)
        if entries >= SNAPSHOT_EVERY:  # a station that has followed a while holds a recent snapshot
            wait_for_snapshot(work / "copy.tableside", entries - SNAPSHOT_EVERY)
        cold.kill()
        cold.wait()
        wait_line(copy, "type 'take over'")
        assert copy.stdin is not None
        typed = time.monotonic()
        copy.stdin.write("take over\n")
        copy.stdin.flush()
        answering = first_answer(f"http://127.0.0.1:{station_port}/", 2) - typed
        printed = float(wait_line(copy, "Took over: serving again").split("again ")[1].split(" s")[0])
    finally:
        for process in (cold, copy):
            process.kill()
            process.wait()
    return answering, printed, anchor


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--history", type=int, default=2000)
    parser.add_argument("--big", type=int, default=0, help="instead: the benchmarks' cached event of about N "
                        "entries at 100 tables (tests/bench/big_event.py)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        event = folder / "event.tableside"
        if args.big:
            from tests.bench.big_event import event_file

            shutil.copy(event_file(args.big, 10_000), event)
            args.tables, args.history = 100, args.big - 105
        else:
            build(event, args.tables, args.history)
        env = dict(os.environ, PYTHONPATH=str(ROOT), TABLESIDE_HOME=str(folder / "home"))
        results = [one_run(folder, event, env) for _ in range(args.runs)]
    answering, printed, anchor = (sorted(column) for column in zip(*results, strict=True))
    entries = 5 + args.tables + args.history
    print(f"takeover, {args.runs} runs, an event of {args.tables} tables and {entries} entries "
          f"(load average {open('/proc/loadavg').read().split()[0]}):")
    for name, values in (("take over → answering at epoch 2", answering),
                         ("take over → listening (as printed)", printed),
                         ("anchor: cold tableside serve → answering", anchor)):
        print(f"  {name:42s} p50 {statistics.median(values):6.2f} s   max {values[-1]:6.2f} s")
    print(f"  goal: answering ≤ 5 s; ratio to the cold serve (p50): "
          f"{statistics.median(answering) / statistics.median(anchor):.2f}")


if __name__ == "__main__":
    try:
        from tests.bench.machine import around
    except ImportError:  # run as a file, the checkout not on the path
        from machine import around  # type: ignore[no-redef]
    raise SystemExit(around("bench_takeover", main))
