"""What the players' pages cost the garbage collector: tracked objects per live page, and a full pass.

Run: .venv/bin/python tests/bench/bench_hall_gc.py [--pages 500,1000,2000]

For each page count: a hall server (``ServerThread``, the real app over an in-memory demo event) on
loopback, and that many pages following ``/api/hall/events`` (gzip) from a child process, each from its
own 127.x address. With the event and the app frozen first (as the window freezes its state), it
prints the objects the collector tracks per page, a full pass (``gc.collect()``, min and max of 3),
then the quiet collector's pass (``ui.quiet_collector.FullPasses.run``: collect, then freeze what lived)
four times, a second apart: the first walks the pages, the others only what was made since; a thaw
with the pages still there (everything walked, as every ``THAW_S``); once
the pages have left, the garbage in cycles their connections left (freed only by a thaw); and the
same crowd connecting again, frozen by the window's watch without a walk (``FullPasses.freeze_if_grown``).
Anchor: the same full pass with no page (the frozen base). Timed: the collector's call alone (wall, the
server's loop idle: no message is sent meanwhile).
"""

from __future__ import annotations

import argparse
import gc
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.bench.machine import footer, header  # noqa: E402

CLIENT = """
import selectors, socket, sys, time
sel, socks = selectors.DefaultSelector(), []
for i in range({pages}):
    s = socket.socket()
    s.bind(("127.%d.%d.%d" % (1 + i // 62500, (i // 250) % 250, 1 + i % 250), 0))
    s.connect(("127.0.0.1", {port}))
    s.sendall(b"GET /api/hall/events HTTP/1.1\\r\\nHost: h\\r\\nAccept-Encoding: gzip\\r\\n\\r\\n")
    s.setblocking(False)
    sel.register(s, selectors.EVENT_READ)
    socks.append(s)
print("up", flush=True)
end = time.time() + 300
while time.time() < end:
    for key, _ in sel.select(1):
        try:
            key.fileobj.recv(65536)
        except BlockingIOError:
            pass
"""


def one(pages: int) -> None:
    from tableside.app.event.session import EventSession
    from tableside.app.event.timebase import FakeTime
    from tableside.app.eventlog.memory_store import MemoryStore
    from tableside.app.hall.hub import Hub
    from tableside.app.hall.publish import Publisher
    from tableside.app.hall.ratelimit import RateLimit
    from tableside.app.hall.runner import ServerThread
    from tableside.app.hall.server import make_app
    from tableside.ui.demo import fill_demo
    from tableside.ui.quiet_collector import FullPasses
    from tests.hall.helpers import InlineBackend

    session = EventSession(MemoryStore(), FakeTime())
    fill_demo(session)
    hub = Hub(now=session.now)
    server = ServerThread(lambda h: make_app(InlineBackend(session, Publisher(h, lambda *a: None)), h,
                                             limit=RateLimit(burst=pages * 4), hall_heartbeat_s=60),
                          hub, "127.0.0.1", 0)
    server.start()

    def on_loop(fn):  # type: ignore[no-untyped-def]
        done, out = threading.Event(), []
        server.call(lambda: (out.append(fn()), done.set()))
        assert done.wait(10)
        return out[0]

    publisher = Publisher(hub, server.call)
    on_loop(lambda: publisher.publish(session.state, session.now(), ratings=session.ratings_before))

    def crowd() -> subprocess.Popen[str]:  # the pages' process (it prints a line once connecting)
        return subprocess.Popen([sys.executable, "-c", textwrap.dedent(CLIENT.format(pages=pages, port=server.port))],
                                stdout=subprocess.PIPE, text=True)

    def until(done, seconds: float) -> None:  # type: ignore[no-untyped-def]
        deadline = time.monotonic() + seconds
        while not done() and time.monotonic() < deadline:
            time.sleep(0.2)

    def full_pass() -> tuple[float, float]:
        times = []
        for _ in range(3):
            started = time.perf_counter()
            gc.collect()
            times.append((time.perf_counter() - started) * 1000)
        return min(times), max(times)

    gc.collect()
    gc.freeze()
    base = len(gc.get_objects())
    anchor = full_pass()
    child = crowd()
    try:
        child.stdout.readline()  # type: ignore[union-attr]
        until(lambda: on_loop(hub.listeners) >= pages, 60)
        live = on_loop(hub.listeners)
        time.sleep(0.5)
        gc.collect()
        tracked = len(gc.get_objects())
        full = full_pass()
        passes, quiet = FullPasses(0.0), []
        for n in range(4):
            started = time.perf_counter()
            passes.run(10.0 * (n + 1))
            quiet.append((time.perf_counter() - started) * 1000)
            time.sleep(1.0)
        # A thaw with the pages still there (due every THAW_S): everything given back, walked, frozen again.
        assert passes.thaw_due(passes.thawed_at + passes.thaw_s)
        started = time.perf_counter()
        passes.run(passes.thawed_at + passes.thaw_s)
        live_thaw = (time.perf_counter() - started) * 1000
        assert passes.thaws == 1
    finally:
        child.kill()
        child.wait()
    until(lambda: on_loop(hub.listeners) == 0, 30)
    time.sleep(1.0)
    gc.collect()  # (what is not frozen)
    gc.unfreeze()
    started = time.perf_counter()
    freed = gc.collect()
    thaw = (time.perf_counter() - started) * 1000
    gc.freeze()
    # The same crowd again, now as the window's watch meets it: grown old unfrozen, then frozen unwalked.
    child = crowd()
    try:
        child.stdout.readline()  # type: ignore[union-attr]
        until(lambda: on_loop(hub.listeners) >= pages, 60)
        time.sleep(0.5)
        gc.collect(1)  # (what lived through the young passes, as the watch finds it)
        grown = len(gc.get_objects(2))
        started = time.perf_counter()
        passes.freeze_if_grown()
        frozen = (time.perf_counter() - started) * 1000
    finally:
        child.kill()
        child.wait()
    server.stop()
    per_page = (tracked - base) / max(live, 1)
    print(f"  {live} pages: {per_page:.0f} tracked objects a page ({tracked - base} beside the frozen event and app); "
          f"a full pass {full[0]:.1f}-{full[1]:.1f} ms (anchor, no page: {anchor[0]:.2f}-{anchor[1]:.2f} ms)")
    print("    the quiet collector's passes (collect, then freeze what lived), a second apart: "
          + ", ".join(f"{ms:.2f}" for ms in quiet) + " ms")
    print(f"    a thaw with the pages there (every 10 minutes at most, after a tap): {live_thaw:.1f} ms")
    print(f"    the pages gone: their connections left {freed} objects in cycles "
          f"({freed / max(live, 1):.0f} a page), freed by a thaw of {thaw:.1f} ms")
    print(f"    the same crowd connecting again, as the window's watch meets it ({grown} objects grown old): "
          f"frozen without a walk (``FullPasses.freeze_if_grown``) in {frozen:.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", default="500,1000,2000")
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        one(args.one)
        return
    header("bench_hall_gc")
    for pages in (int(p) for p in args.pages.split(",")):  # each in a fresh process: the heaps do not mix
        subprocess.run([sys.executable, __file__, "--one", str(pages)], check=True)
    footer("bench_hall_gc")


if __name__ == "__main__":
    main()
