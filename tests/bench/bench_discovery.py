"""The hall directory: the time until a second desk appears in *Join an event* (issue 28's figure).

Run: .venv/bin/python tests/bench/bench_discovery.py [--runs 8] [--interfaces 127.0.0.1]
(``--interfaces ""``: every interface, as a hall laptop runs it; ``unshare -rn`` first gives a network
namespace with only the loopback, no root needed: ``unshare -rn sh -c 'ip link set lo up; ...'``)

Each run starts a real ``tableside serve`` process on a fresh event (on the loopback; zeroconf on the
interfaces given, TABLESIDE_DIRECTORY) and times, with the list the *Join an event* dialog keeps (a
``HallDirectory`` browsing in this process, the dialog's code without Qt, started before the runs):
  appear:      from the process printing "Players' page" (it has started serving and announced) until
               its event is in the list;
  from spawn:  from starting the process (Python, imports, opening the event, serving) until then.
Then it quits the process and times until the list drops it (its goodbye): gone.
Goal (issue 28): appear <= 3 s.

Anchor, one after each run: a bare python-zeroconf round trip in this process, a ``Zeroconf`` registering
a service (``register_service``: the RFC 6762 probes, then the announcement) while another browses, timed
from the call until the browser's handler hears it: what DNS-SD itself costs, on the machine as loaded.
"""

from __future__ import annotations

import argparse
import os
import queue
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.bench.machine import around, load  # noqa: E402

GOAL_S = 3.0


def spread(values: list[float], digits: int = 2) -> str:
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return (f"p50 {statistics.median(values):.{digits}f} s, p99 {p99:.{digits}f} s, max {max(values):.{digits}f} s "
            f"(n={len(values)})")


def make_event(path: Path, name: str) -> None:
    from tableside.app.event.session import EventSession
    from tableside.app.eventlog.sqlite_store import open_event_file

    session = EventSession(open_event_file(str(path), create=True))
    session.do("event.create", {"name": name, "date": "2026-11-25", "system": "table-points", "options": {},
                                "timers": "document-002", "round_minutes": 60})
    session.close()


def wait(check, timeout: float) -> float | None:  # type: ignore[no-untyped-def]
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        at = check()
        if at is not None:
            return float(at)
        time.sleep(0.005)
    return None


def one_desk(folder: Path, number: int, interfaces: str, seen: dict[str, float], gone: dict[str, float]) \
        -> tuple[float, float, float] | None:
    path = folder / f"desk-{number}.tableside"
    name = f"Bench event {number}"
    make_event(path, name)
    env = dict(os.environ, PYTHONPATH=str(ROOT), TABLESIDE_HOME=str(folder / f"home-{number}"),
               TABLESIDE_DIRECTORY=interfaces)
    spawned = time.monotonic()
    process = subprocess.Popen([sys.executable, "-m", "tableside.ui.launcher", "serve", str(path), "--host",
                                "127.0.0.1", "--port", "0", "--no-qr", "--no-log"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    lines: queue.Queue[str | None] = queue.Queue()

    def pump() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    try:
        while True:
            line = lines.get(timeout=30)
            if line is None:
                return None
            if line.startswith("Players' page:"):
                serving = time.monotonic()
                break
        appeared = wait(lambda: seen.get(name), 10.0)
        if appeared is None:
            print(f"run {number}: not seen within 10 s", flush=True)
            return None
        assert process.stdin is not None
        process.stdin.write("quit\n")
        process.stdin.flush()
        quit_at = time.monotonic()
        dropped = wait(lambda: gone.get(name), 10.0)
        return appeared - serving, appeared - spawned, (dropped - quit_at) if dropped is not None else float("nan")
    finally:
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        for pipe in (process.stdin, process.stdout):
            if pipe is not None:
                pipe.close()


def anchor(number: int, chosen: list[str] | None) -> float | None:
    """A bare zeroconf register + browse round trip, in this process."""
    from zeroconf import InterfaceChoice, IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

    interfaces = chosen if chosen is not None else InterfaceChoice.All

    kind = "_tsbench._tcp.local."
    name = f"anchor-{number}-{os.getpid()}.{kind}"
    heard = threading.Event()

    wanted = name

    def handler(zeroconf, service_type, name, state_change) -> None:  # type: ignore[no-untyped-def]
        if name == wanted and state_change is ServiceStateChange.Added:  # zeroconf calls it by these names
            heard.set()

    browsing = Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)
    announcing = Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)
    try:
        browser = ServiceBrowser(browsing, kind, handlers=[handler])
        time.sleep(0.3)  # the browser's first queries out of the way, as the dialog's are before a desk comes
        info = ServiceInfo(kind, name, addresses=[socket.inet_aton("127.0.0.1")], port=9, properties={"v": "1"})
        start = time.monotonic()
        announcing.register_service(info)
        took = time.monotonic() - start if heard.wait(10) else None
        browser.cancel()
        return took
    finally:
        announcing.close()
        browsing.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=8)
    parser.add_argument("--interfaces", default="127.0.0.1", help="TABLESIDE_DIRECTORY for both sides")
    args = parser.parse_args()
    interfaces = [part for part in args.interfaces.split(",") if part] or None  # "": every interface

    from tableside.app.directory.mdns import HallDirectory

    seen: dict[str, float] = {}
    gone: dict[str, float] = {}

    def heard(desks) -> None:  # type: ignore[no-untyped-def]
        now = time.monotonic()
        names = {d.name for d in desks}
        for name in names:
            seen.setdefault(name, now)
        for name in list(seen):
            if name not in names:
                gone.setdefault(name, now)

    directory = HallDirectory(interfaces=interfaces, say=lambda line: print(f"directory: {line}", flush=True))
    directory.desks.listen(heard)
    directory.browse()
    appear: list[float] = []
    spawn: list[float] = []
    drop: list[float] = []
    anchors: list[float] = []
    loads = []
    try:
        with tempfile.TemporaryDirectory(prefix="tableside-discovery-") as scratch:
            for number in range(1, args.runs + 1):
                found = one_desk(Path(scratch), number, args.interfaces, seen, gone)
                if found is not None:
                    appear.append(found[0])
                    spawn.append(found[1])
                    drop.append(found[2])
                    print(f"run {number}: appeared {found[0]:.2f} s after serving, {found[1]:.2f} s after spawn; "
                          f"gone {found[2]:.3f} s after quit", flush=True)
                took = anchor(number, interfaces)
                if took is not None:
                    anchors.append(took)
                loads.append(load())
    finally:
        closing = directory.close()
        if closing is not None:
            closing.join(2)
    if not appear:
        print("no run saw its desk")
        return 1
    print(f"figures at {loads[-1]} (the machine shared with other sessions' work):")
    print(f"second desk serving -> in Join an event's list (appear): {spread(appear)}")
    print(f"second desk spawned -> in the list (from spawn):          {spread(spawn)}")
    print(f"second desk quit -> gone from the list (its goodbye):      {spread(drop, 3)}")
    if anchors:
        print(f"anchor, bare zeroconf register -> browser heard it:      {spread(anchors)}")
    worst = max(appear)
    print(f"goal appear <= {GOAL_S:.0f} s: {'met' if worst <= GOAL_S else 'NOT met'} (max {worst:.2f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(around("bench_discovery", main))
