"""The hall under load: 500 players' pages on SSE and 50 table devices posting, against the judge's window.

Run: .venv/bin/python tests/bench/bench_hall_load.py [--pages 500] [--devices 50] [--seconds 30] [--runs 5]
     [--folder DIR]
     .venv/bin/python tests/bench/bench_hall_load.py --broadcast 250,500 [--rounds 5]

``--broadcast`` runs only the broadcast against its anchor, a bare Starlette/uvicorn SSE server,
interleaved (``broadcast()`` says what is timed); without it, the load runs below.

Loopback only, bounded in time. The event (document 002 timers) has one four-player table per device
plus 80 tables the judge clicks at (one click per player out, three per table). The server is the
real desk: a second process runs the window offscreen (``MainWindow``) with *File ▸ Serve on the
local network* on, so the Qt main thread is the one writer, as in the hall. This process plays the
clients, each from its own loopback address (127.x.y.z), as phones on a Wi-Fi would be:

* 500 players' pages follow ``/api/hall/events`` (plain sockets: a page reads, it does not parse), in
  processes of their own, ``PAGES_PER_PROCESS`` each (``--pages-child``), so that 2,000 pages do not
  make this process the bottleneck;
* 50 devices follow their table's stream and post what a table does: a decision, then Done a moment
  later, a few seconds between turns (``PACE_S``), and every third turn a player out. A device speaks
  HTTP/1.1 on its own kept-alive socket and notes the moment it hands the request to the socket: a
  phone's own slowness before it sends is not the server's (this process runs 550 clients on one core).

Printed: p99 from a device's POST to the entry committed (the server notes the wall-clock moment
each append returned, by seq), and the server's own part of it (from the request reaching the app);
the same p99 over the actions during which no durable append took over ``SLOW_APPEND_MS`` (a disk
that stalls a flush, as this machine's does now and then, delays every commit under way, whoever
makes it: the line says how many actions that was);  p99 from a commit that changes the players' page to the moment the
last of the 500 pages received a message at or past that entry; the server process's CPU (user +
system over the load) and memory (resident at the end, and its peak); and the desk's click→points
p99, first with no load, then under it. A click is measured from the moment it was due (a timer
armed for it) to the card repainted with the points by Qt's event loop (``controller.after_paint``),
so time the main thread spent on network work before it could take the click counts against it. The
card is scrolled into view after the tap before it, as a judge looks at a card before tapping it (as
``bench_ui_out`` does): the tap's time includes painting its card.

A run taps 120 times with no load and 120 times under it. The p99 of 120 taps is their second
slowest, and from one run to the next it moved from 6.6 to 15.0 ms with no load at all (32 runs here),
more than the 20% it is compared against. The bench also always tapped quietly first, so the quiet
taps always had the first half of the desk's tables, the shorter log and the freshly started process
(whether that matters was not clear over 22 runs: the runs with the load first came out worse on
average, but not one by one). So the bench makes ``--runs`` runs (6 by default, about a minute each),
each in a fresh event and server process, every other one with the load first, pools the taps, and
prints the pooled p99 and p95 with a 90% bootstrap interval for their change, and each order's pooled
p99 on its own. Each run's own figures are printed as it ends.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import platform
import queue
import random
import re
import resource
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.bench.machine import footer, header  # noqa: E402

DESK_TABLES = 80  # the judge's own: 3 clicks each (seat 4, 3, 2 out), 40 tables per phase
# Seconds between a table's turns: a busy hall, several times the pace of a real one (a turn with a
# decision takes most of a minute at a real table), so 50 tables post about 12 actions a second.
PACE_S = (3.0, 7.0)
CLICK_EVERY_MS = 250  # 120 clicks a phase: 30 s, as long as the load
GRACE_S = 1.0  # after the load: the last actions' answers and pages arrive before the clients stop
KEEP_ALIVE_S = 4.0  # a device opens a new connection after this long idle (the server closes it after 5 s)
SLOW_APPEND_MS = 20.0  # a durable append slower than this is the disk's stall (ten times its usual p99)
SETTLE_S = 3.0  # after the load, before quiet taps: the clients gone and the server idle again
SEQ = re.compile(rb'"seq":(\d+)')
PAGES_PER_PROCESS = 500  # players' pages per client process


# ------------------------------------------------------------------------------------------------
# The event


def build(path: Path, devices: int) -> None:
    from tableside.app.event.session import EventSession
    from tableside.app.eventlog.sqlite_store import open_event_file

    tables = devices + DESK_TABLES
    session = EventSession(open_event_file(str(path), create=True))
    session.do("event.create", {"name": "Hall Cup", "system": "table-points", "timers": "document-002",
                                "round_minutes": 120})
    session.do("player.import", {"players": [{"name": f"Player {i + 1:03d}"} for i in range(tables * 4)]})
    session.do("round.open", {})
    for t in range(tables):
        session.do("table.seat", {"table": t + 1, "players": [f"p{4 * t + k + 1}" for k in range(4)],
                                  "game": "Catan"})
    session.do("round.start", {})
    session.store.close()


# ------------------------------------------------------------------------------------------------
# The server process: the judge's window, serving


def serve(path: str, devices: int) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QObject, Qt, QTimer, Signal
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from tableside.app import settings as app_settings
    from tableside.ui import style
    from tableside.ui.controller import EventController
    from tableside.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    style.apply(app)
    handlers, arrivals, intervals = time_handlers()
    controller = EventController()
    window = MainWindow(controller, app_settings.Settings())
    window.resize(1366, 768)
    window.history_dock.setVisible(False)
    assert window.open_event(path)
    window.show()
    deadline = time.perf_counter() + 60
    tables = len(controller.state.rounds[1].tables)
    while len(window.event_view.cards) < tables and time.perf_counter() < deadline:
        app.processEvents()  # the window builds the cards past the first screenful a few at a time
    assert len(window.event_view.cards) == tables, "the window did not build every card"

    commits: dict[int, float] = {}
    appends: list[tuple[float, float]] = []  # (wall start, wall end) of each durable append
    store = controller.session.store
    plain_append = store.append_many  # the session writes each action (with its catch-up) in one go

    def timed_append(*a, **k):
        started = time.time()
        entries = plain_append(*a, **k)
        done = time.time()
        for entry in entries:
            commits[entry.seq] = done
        appends.append((started, done))
        return entries

    store.append_many = timed_append
    menu = window.hall_menu
    menu.host, menu.port = "127.0.0.1", 0
    menu.action.trigger()
    assert menu.hall.running
    switch = os.environ.get("HALL_BENCH_SWITCH_S")  # try another GIL switch interval (the interpreter's own is 0.005 s)
    if switch:
        sys.setswitchinterval(float(switch))
    tokens = {}
    for table in range(1, devices + 1):
        device, address = menu.hall.pair(table)
        redeemed = menu.hall.runtime.pairing.redeem(address.split("#pair=")[1])  # no HTTP: 50 pairings at once
        assert redeemed is not None
        tokens[table] = redeemed.token
    port = menu.hall.runtime.server.port

    class Commands(QObject):
        line = Signal(str)

    commands = Commands()
    server_late: list[float] = []  # how late the server's loop (the one reading requests) wakes a 10 ms sleep
    probe_stop = asyncio.Event()
    samples: list[float] = []
    desk_tables = list(range(devices + 1, devices + DESK_TABLES + 1))
    phase = {"n": 0}

    timer = QTimer()
    timer.setSingleShot(True)
    timer.setTimerType(Qt.TimerType.PreciseTimer)

    parts: list[list[float]] = []  # each tap: due, taken by the main thread, handler done, painted

    def clicks(count: int) -> None:
        samples.clear()
        parts.clear()
        half = desk_tables[:DESK_TABLES // 2] if phase["n"] == 0 else desk_tables[DESK_TABLES // 2:]
        phase["n"] += 1
        count = min(count, 3 * len(half))
        start = time.perf_counter() + 0.2
        state = {"i": 0}

        def due(i: int) -> float:
            return start + i * CLICK_EVERY_MS / 1000

        def card_of(i: int):
            return window.event_view.cards[(1, half[i % len(half)])]

        def on_screen(i: int) -> None:  # the judge looks at the card before tapping it (as bench_ui_out)
            if i < count:
                window.event_view.scroll_area.ensureWidgetVisible(card_of(i), 20, 20)

        def painted(i: int, planned: float) -> None:
            samples.append((time.perf_counter() - planned) * 1000)
            parts[-1].insert(3, time.perf_counter())
            parts[-1].append((run_queue() - parts[-1].pop(5)) / 1e6)
            on_screen(i + 1)  # the scroll's repaint well before the next tap is due

        def click() -> None:
            i = state["i"]
            planned = due(i)
            taken, cpu, queued = time.perf_counter(), time.thread_time(), run_queue()
            card = card_of(i)
            row = card.rows[3 - i // len(half)]  # seat 4 leaves, then 3, then 2 (seat 1 wins)
            QTest.mouseClick(row.out_button, Qt.MouseButton.LeftButton)
            parts.append([planned, taken, time.perf_counter(), (time.thread_time() - cpu) * 1000, queued])
            assert row.points.text() != "", "no points shown"
            # Timed once Qt's event loop has painted what the click changed (as on a judge's screen; a
            # repaint() forced from Python here would hold the GIL through the whole paint, which the
            # event loop does not, and stall the server's loop thread for it).
            controller.after_paint(lambda: painted(i, planned))
            state["i"] = i + 1
            if state["i"] < count:
                timer.start(max(0, int((due(state["i"]) - time.perf_counter()) * 1000)))
            else:
                timer.timeout.disconnect(click)
                controller.after_paint(lambda: print(json.dumps({"clicks": samples, "parts": parts,
                                                                 "intervals": intervals}), flush=True))

        timer.timeout.connect(click)
        on_screen(0)
        timer.start(max(0, int((start - time.perf_counter()) * 1000)))

    def on_line(line: str) -> None:
        words = line.split()
        if not words:
            return
        if words[0] == "clicks":
            clicks(int(words[1]))
        elif words[0] == "handlers":
            for times in handlers.values():
                times.clear()
            intervals.clear()
            server_late.clear()
            asyncio.run_coroutine_threadsafe(lag(probe_stop, server_late), menu.hall.runtime.server.loop)
        elif words[0] == "commits":
            menu.hall.runtime.server.loop.call_soon_threadsafe(probe_stop.set)
            print(json.dumps({"commits": commits, "appends": appends, "handlers": handlers,
                              "arrivals": arrivals, "server_late": server_late}), flush=True)
        elif words[0] == "quit":
            menu.stop()
            app.quit()

    commands.line.connect(on_line, Qt.ConnectionType.QueuedConnection)

    def read_stdin() -> None:
        for line in sys.stdin:
            commands.line.emit(line)
        commands.line.emit("quit")

    threading.Thread(target=read_stdin, daemon=True).start()
    print(json.dumps({"port": port, "tokens": tokens, "pid": os.getpid(), "main_tid": threading.get_native_id(),
                      "loop_tid": menu.hall.runtime.server._thread.native_id}), flush=True)
    if os.environ.get("HALL_BENCH_SAMPLE"):  # where the main thread is while a device action waits for it
        sample_waits(menu.hall.runtime.writer, controller, threading.get_ident())
    profile = os.environ.get("HALL_BENCH_PROFILE")  # a file: where the main thread's profile goes
    if profile:
        import cProfile

        cProfile.runctx("app.exec()", globals(), {"app": app}, profile)
    else:
        app.exec()
    controller.close()
    return 0


def sample_waits(backend, controller, main: int) -> None:
    """Every 2 ms, while the oldest device action queued for the main thread has waited over 50 ms, note
    the main thread's innermost frames (and whether the tap's paint holds the jobs back); printed to
    the file named by HALL_BENCH_SAMPLE (.PID) at exit, most frequent first."""
    import atexit
    import collections
    import traceback

    counts: collections.Counter = collections.Counter()
    queued_at: dict[int, float] = {}
    plain_run = type(backend).run

    def run(job):
        future = plain_run(backend, job)
        queued_at[id(future)] = time.perf_counter()
        future.add_done_callback(lambda f: queued_at.pop(id(f), None))
        return future

    backend.run = run

    tid = threading.get_native_id()
    spans: list[float] = []  # how long each tap held the device actions (judge_painting)
    since = [0.0]
    policy = controller.paint
    plain_committing, plain_painted = policy.click_committing, policy._judge_painted

    def committing() -> None:
        if not policy.judge_painting:
            since[0] = time.perf_counter()
        plain_committing()

    def painted() -> None:
        spans.append((time.perf_counter() - since[0]) * 1000)
        plain_painted()

    policy.click_committing, policy._judge_painted = committing, painted

    def state() -> str:
        try:
            with open(f"/proc/self/task/{tid}/stat") as stat:
                return stat.read().rsplit(")", 1)[1].split()[0]
        except OSError:
            return "?"

    def sample() -> None:
        while True:
            time.sleep(0.002)
            oldest = min(queued_at.values(), default=None)
            if oldest is None or time.perf_counter() - oldest < 0.05:
                continue
            frame = sys._current_frames().get(main)
            stack = traceback.extract_stack(frame)[-6:] if frame is not None else []
            where = " <- ".join(f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in reversed(stack))
            queue_n = len(backend._queue)
            counts[(f"judge_painting={controller.paint.judge_painting} queue={'>100' if queue_n > 100 else queue_n} "
                    f"main={state()}", where)] += 1

    def dump() -> None:
        total = sum(counts.values())
        with open(f"{os.environ['HALL_BENCH_SAMPLE']}.{os.getpid()}", "w") as out:
            print(f"samples while a device action waited > 50 ms: {total} (2 ms each)", file=out)
            for (flag, where), n in counts.most_common(25):
                print(f"  {n:6d} {flag}: {where}", file=out)
            long = sorted(spans)[-20:]
            print(f"taps' holds (ms), {len(spans)} taps, the longest: {[round(x, 1) for x in long]}", file=out)

    atexit.register(dump)
    threading.Thread(target=sample, daemon=True).start()


def run_queue() -> int:
    """Nanoseconds this thread has spent runnable but waiting for a core (Linux schedstat; 0 elsewhere):
    what of a tap's wall time the machine's other load took, as opposed to the interpreter's lock."""
    try:
        with open(f"/proc/self/task/{threading.get_native_id()}/schedstat") as stat:
            return int(stat.read().split()[1])
    except OSError:
        return 0


def time_handlers() -> tuple[dict[str, list[float]], dict[int, float], list[tuple[str, float, float]]]:
    """Wall time (ms) of each call of the main thread's handlers: where its time goes under the load.

    Wrapped on the classes before the window and the server connect them to their signals and timers.
    Also returns, by the seq a device's action committed, the wall-clock moment its request reached the app.
    """
    from tableside.ui.controller import EventController
    from tableside.ui.event_view import EventView
    from tableside.ui.hall.bridge import DeskPublisher, QtBackend

    try:
        from tableside.app.hall.writer import Jobs  # the window's device jobs run here (QtBackend._run before)
    except ImportError:  # (an older Tableside)
        Jobs = QtBackend  # noqa: N806

    try:
        from tableside.ui.paint_policy import PaintPolicy
    except ImportError:  # (an older Tableside: the frame's repaint was the controller's)
        PaintPolicy = EventController  # noqa: N806

    handlers: dict[str, list[float]] = {}
    arrivals: dict[int, float] = {}
    intervals: list[tuple[str, float, float]] = []  # (name, start, end) of each main-thread handler and gc
    started: list[float] = []

    def collected(phase: str, info: dict) -> None:  # the interpreter's cyclic GC stops every thread
        if phase == "start":
            started[:] = [time.perf_counter()]
        elif started:
            end = time.perf_counter()
            name = f"gc generation {info['generation']}"
            handlers.setdefault(name, []).append((end - started[0]) * 1000)
            intervals.append((f"{name} ({threading.current_thread().name})", started[0], end))

    gc.callbacks.append(collected)
    for cls, name in ((EventController, "wake"), (EventController, "_repaint_devices"),
                      (PaintPolicy, "_paint_devices"), (EventController, "_idle"),
                      (EventController, "_remember_now"),
                      (EventView, "on_change"),
                      (QtBackend, "_run"), (Jobs, "_run"), (DeskPublisher, "_flush")):
        if not hasattr(cls, name):
            continue  # (an older Tableside)
        setattr(cls, name, timer(getattr(cls, name), handlers.setdefault(f"{cls.__name__}.{name}", []),
                                 f"{cls.__name__}.{name}", intervals))
    import contextvars

    from tableside.ui.hall import serving as ui_serving

    if hasattr(ui_serving, "make_app"):  # (an older Tableside)
        serving = ui_serving
    else:  # the hall's service builds the app (app/hall/service.py)
        from tableside.app.hall import service as serving

    arrived_at: contextvars.ContextVar[float] = contextvars.ContextVar("arrived_at", default=0.0)
    arrived_wall: contextvars.ContextVar[float] = contextvars.ContextVar("arrived_wall", default=0.0)
    reads = handlers["a POST read, to its job queued (loop)"] = []
    waits = handlers["a job's wait for the main thread"] = []
    plain_run = QtBackend.run
    plain_make_app = serving.make_app

    def make_app(*args, **kwargs):  # notes when each request reached the app, in its task's context
        app = plain_make_app(*args, **kwargs)

        async def noted(scope, receive, send):
            arrived_at.set(time.perf_counter())
            arrived_wall.set(time.time())
            await app(scope, receive, send)

        return noted

    serving.make_app = make_app

    def run(self, job):  # on the server's loop: how long the job then waits for the main thread to take it
        queued = time.perf_counter()
        if arrived_at.get():
            reads.append((queued - arrived_at.get()) * 1000)
        arrival = arrived_wall.get()

        def timed_job(*args):
            waits.append((time.perf_counter() - queued) * 1000)
            result = job(*args)
            seq = getattr(result, "seq", None)
            if arrival and isinstance(seq, int):
                arrivals[seq] = arrival
            return result

        return plain_run(self, timed_job)

    QtBackend.run = run
    return handlers, arrivals, intervals


def timer(plain, times: list[float], name: str, intervals: list[tuple[str, float, float]]):
    def timed(*args, **kwargs):
        started = time.perf_counter()
        try:
            return plain(*args, **kwargs)
        finally:
            end = time.perf_counter()
            times.append((end - started) * 1000)
            intervals.append((name, started, end))

    return timed


# ------------------------------------------------------------------------------------------------
# The clients


def address(group: int, n: int) -> str:
    return f"127.{group}.{n // 250}.{n % 250 + 1}"


async def page(port: int, local: str, records: list[tuple[float, int]], stop: asyncio.Event,
               path: str = "/api/hall/events") -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(local, 0), limit=4 << 20)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: hall\r\nAccept: text/event-stream\r\n\r\n".encode())
    await writer.drain()
    try:
        while not stop.is_set():
            line = await reader.readline()
            if not line:
                break
            if line.startswith(b"data: {\"now\""):
                match = SEQ.search(line, 0, 200)
                if match:
                    records.append((time.time(), int(match.group(1))))
    finally:
        writer.close()


async def device(port: int, table: int, token: str, local: str, posts: list[tuple[float, float, int, str, int]],
                 stop: asyncio.Event, rng: random.Random) -> None:
    players = [f"p{4 * (table - 1) + k + 1}" for k in range(4)]
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(local, 0))
    n = 0
    last = time.monotonic()

    async def post(kind: str, **fields: object) -> None:
        nonlocal n, reader, writer, last
        n += 1
        body = json.dumps({"id": f"t{table}-{n:06d}", "kind": kind, "table": table, **fields}).encode()
        request = (f"POST /api/action HTTP/1.1\r\nHost: hall\r\nAuthorization: Bearer {token}\r\n"
                   f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n").encode() + body
        if time.monotonic() - last > KEEP_ALIVE_S or reader.at_eof():  # as a browser does: a new connection
            writer.close()
            reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(local, 0))
        sent = time.time()
        writer.write(request)  # sent now: asyncio writes to an idle socket at once, before it returns
        status = int((await reader.readline()).split()[1])
        length = 0
        while (line := await reader.readline()) not in (b"\r\n", b""):
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":", 1)[1])
        answer = json.loads(await reader.readexactly(length))
        posts.append((sent, time.time(), status, kind, answer.get("seq", 0)))
        last = time.monotonic()

    try:
        await asyncio.sleep(rng.uniform(0, 4))
        turn = 0
        while not stop.is_set() and len(players) > 1:
            turn += 1
            if turn % 3 == 0:
                await post("player.out", players=[players.pop()])
            else:
                await post("clock.decision", player=rng.choice(players), decision="roll-dice")
                await asyncio.sleep(rng.uniform(1.0, 3.0))
                await post("clock.done")
            await asyncio.sleep(rng.uniform(*PACE_S))
    finally:
        writer.close()


async def lag(stop: asyncio.Event, late: list[float]) -> None:
    """How late this process's loop wakes a 10 ms sleep (a device's answer is read that late, not sent)."""
    while not stop.is_set():
        due = time.perf_counter() + 0.01
        await asyncio.sleep(0.01)
        late.append((time.perf_counter() - due) * 1000)


async def load(port: int, tokens: dict[str, str], pages: int, seconds: float,
               late: list[float], pages_nice: int = 0) -> tuple[list, list, list]:
    stop, posting = asyncio.Event(), asyncio.Event()  # everyone stops; the devices stop posting
    table_records: list[list[tuple[float, int]]] = [[] for _ in tokens]
    posts: list[tuple[float, float, int, str, int]] = []
    rng = random.Random(13)
    tasks = []
    # The players' pages, PAGES_PER_PROCESS to a process of their own: 2,000 pages reading every message
    # in this one process took it a core's worth and it read late; they start in turn, as phones arrive.
    clients = []
    for start in range(0, pages, PAGES_PER_PROCESS):
        clients.append(subprocess.Popen(
            [sys.executable, __file__, "--pages-child", f"{port},{start},{min(PAGES_PER_PROCESS, pages - start)}"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
            # --pages-nice: in a hall the phones are other machines; here they share the server's two cores
            preexec_fn=(lambda: os.nice(pages_nice)) if pages_nice else None))
        await asyncio.to_thread(clients[-1].stdout.readline)  # "connected"
    await asyncio.sleep(1.0)
    tasks.append(asyncio.create_task(lag(stop, late)))
    for i, (table, token) in enumerate(sorted(tokens.items(), key=lambda kv: int(kv[0]))):
        tasks.append(asyncio.create_task(page(port, address(2, i), table_records[i], stop,
                                              f"/api/table/{table}/events")))
        tasks.append(asyncio.create_task(device(port, int(table), token, address(3, i), posts, posting, rng)))
    await asyncio.sleep(seconds)
    posting.set()
    # The devices post no more; what is under way is answered and reaches every page before they go.
    await asyncio.sleep(GRACE_S)
    stop.set()
    records: list[list[tuple[float, int]]] = []
    print(f"  the pages' {len(clients)} processes: CPU {sum(cpu_seconds(c.pid) for c in clients):.1f} s", flush=True)
    for client in clients:
        client.stdin.write("stop\n")
        client.stdin.flush()
    for client in clients:
        records += [[tuple(r) for r in rec] for rec in json.loads(await asyncio.to_thread(client.stdout.readline))]
        client.wait(30)
    for task in tasks:
        task.cancel()
    failed = [r for r in await asyncio.gather(*tasks, return_exceptions=True)
              if isinstance(r, Exception) and not isinstance(r, asyncio.CancelledError)]
    if failed:
        print(f"  {len(failed)} clients failed, the first: {failed[0]!r}")
    return records, posts, table_records


def pages_child(spec: str) -> int:
    """``--pages-child PORT,START,COUNT``: players' pages START.. of the load in a process of their own;
    says "connected" once they are opened, stops at a line on stdin, then prints what each page heard."""
    port, start, count = (int(x) for x in spec.split(","))

    async def run() -> list[list[tuple[float, int]]]:
        stop = asyncio.Event()
        records: list[list[tuple[float, int]]] = [[] for _ in range(count)]
        tasks = []
        for i in range(count):
            tasks.append(asyncio.create_task(page(port, address(1, start + i), records[i], stop)))
            if i % 50 == 49:
                await asyncio.sleep(0.05)  # phones arrive over a moment, not in one instant
        print("connected", flush=True)
        await asyncio.to_thread(sys.stdin.readline)
        stop.set()
        for task in tasks:
            task.cancel()
        failed = [r for r in await asyncio.gather(*tasks, return_exceptions=True)
                  if isinstance(r, Exception) and not isinstance(r, asyncio.CancelledError)]
        if failed:
            print(f"  {len(failed)} pages failed, the first: {failed[0]!r}", file=sys.stderr)
        return records

    print(json.dumps(asyncio.run(run())), flush=True)
    return 0


# ------------------------------------------------------------------------------------------------


def filesystem(path: str) -> str:
    """The type and mount point of the file system holding a path (from /proc/mounts), e.g. "ext4 on /"."""
    best = ("?", "")
    for line in Path("/proc/mounts").read_text().splitlines():
        _, mount, kind, *_ = line.split()
        if (path == mount or path.startswith(mount.rstrip("/") + "/")) and len(mount) > len(best[1]):
            best = (kind, mount)
    return f"{best[0]} on {best[1]}"


def pressure(kind: str) -> str:
    """The kernel's pressure stall figure for io or cpu: % of the last 10 s some task waited."""
    try:
        return Path(f"/proc/pressure/{kind}").read_text().split()[1].split("=")[1] + "%"
    except (OSError, IndexError):
        return "?"


def cpu_seconds(pid: int, tid: int | None = None) -> float:
    """User + system CPU of a process, or of one of its threads."""
    stat = f"/proc/{pid}/task/{tid}/stat" if tid is not None else f"/proc/{pid}/stat"
    fields = Path(stat).read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def memory_mb(pid: int) -> tuple[float, float]:
    status = Path(f"/proc/{pid}/status").read_text()
    rss = int(re.search(r"VmRSS:\s+(\d+)", status).group(1)) / 1024
    peak = int(re.search(r"VmHWM:\s+(\d+)", status).group(1)) / 1024
    return rss, peak


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))] if ordered else float("nan")


_lines: dict[int, queue.Queue[str | None]] = {}  # each server's stdout, by pid (a run's end is not the next's)


def follow_stdout(process: subprocess.Popen) -> None:
    lines: queue.Queue[str | None] = _lines.setdefault(process.pid, queue.Queue())

    def pump() -> None:
        for line in process.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()


def read_json(process: subprocess.Popen, key: str, timeout: float = 120) -> dict:
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            line = _lines[process.pid].get(timeout=max(0.1, deadline - time.time()))
        except queue.Empty:
            break
        if line is None:
            process.kill()
            raise SystemExit(f"the server stopped: {process.stderr.read()[-3000:]}")
        if line.startswith("{") and f'"{key}"' in line:
            return json.loads(line)
    process.kill()
    raise SystemExit(f"no {key} from the server in {timeout} s: {process.stderr.read()[-3000:]}")


@dataclass
class Run:
    """One server process's figures: each phase of taps, and the load's own."""

    hall_first: bool
    quiet: list[float] = field(default_factory=list)
    busy: list[float] = field(default_factory=list)
    quiet_parts: list[list[float]] = field(default_factory=list)
    busy_parts: list[list[float]] = field(default_factory=list)
    quiet_intervals: list = field(default_factory=list)
    intervals: list = field(default_factory=list)
    quiet_main: float = 0.0  # CPU s of the main thread over the quiet taps
    main: float = 0.0  # ... and over the load
    loop: float = 0.0  # CPU s of the server's loop thread over the load
    cpu: float = 0.0  # CPU s of the server process over the load
    wall: float = 0.0
    own: float = 0.0  # CPU s of this process (the clients) over the load
    rss_before: float = 0.0
    rss: float = 0.0
    peak: float = 0.0
    load_average: tuple[float, float, float] = (0.0, 0.0, 0.0)
    stalls: str = ""
    records: list = field(default_factory=list)
    posts: list = field(default_factory=list)
    late: list[float] = field(default_factory=list)
    commits: dict[int, float] = field(default_factory=dict)
    appends: list = field(default_factory=list)
    arrivals: dict[int, float] = field(default_factory=dict)
    server_late: list[float] = field(default_factory=list)
    handlers: dict[str, list[float]] = field(default_factory=dict)
    folder_kind: str = ""
    notify: list[float] = field(default_factory=list)  # commit -> last page heard of it (ms), each player.out
    missed: int = 0  # page-notifications that never came


def measure(args: argparse.Namespace, hall_first: bool, hard: int) -> Run:
    """One run in a fresh event and server process: the desk's taps alone, and under the hall's load.

    ``hall_first`` takes the taps under load first and the quiet ones after it, so that over several
    runs neither condition always meets the first (or the second) half of the desk's tables, a log a
    few hundred entries shorter, or a process that has just started.
    """
    run = Run(hall_first)
    with tempfile.TemporaryDirectory(dir=args.folder) as folder:
        path = Path(folder) / "hall.tableside"
        run.folder_kind = f"{folder} ({filesystem(os.path.realpath(folder))})"
        build(path, args.devices)
        env = dict(os.environ, TABLESIDE_HOME=folder, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
        server = subprocess.Popen([sys.executable, __file__, "--serve", str(path), "--devices", str(args.devices)],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                  env=env, preexec_fn=lambda: resource.setrlimit(
                                      resource.RLIMIT_NOFILE, (min(hard, 8192), hard)))
        follow_stdout(server)

        def say(*lines: str) -> None:
            server.stdin.write("".join(f"{line}\n" for line in lines))
            server.stdin.flush()

        try:
            hello = read_json(server, "port")
            pid, main_tid, loop_tid = hello["pid"], hello["main_tid"], hello["loop_tid"]

            def quiet_phase() -> None:  # the desk alone
                main0 = cpu_seconds(pid, main_tid)
                say(f"clicks {args.clicks}")
                answer = read_json(server, "clicks")
                run.quiet, run.quiet_parts, run.quiet_intervals = answer["clicks"], answer["parts"], answer["intervals"]
                run.quiet_main = cpu_seconds(pid, main_tid) - main0

            def hall_phase() -> None:  # the desk under load
                run.rss_before, _ = memory_mb(pid)
                cpu0, wall0 = cpu_seconds(pid), time.time()
                main0, loop0 = cpu_seconds(pid, main_tid), cpu_seconds(pid, loop_tid)
                own0 = cpu_seconds(os.getpid())
                say("handlers", f"clicks {args.clicks}")
                run.records, run.posts, _ = asyncio.run(load(hello["port"], hello["tokens"], args.pages,
                                                             args.seconds, run.late, args.pages_nice))
                run.cpu, run.wall = cpu_seconds(pid) - cpu0, time.time() - wall0
                run.main, run.loop = cpu_seconds(pid, main_tid) - main0, cpu_seconds(pid, loop_tid) - loop0
                run.own = cpu_seconds(os.getpid()) - own0
                run.load_average = os.getloadavg()
                run.stalls = f"io {pressure('io')}, cpu {pressure('cpu')}"
                answer = read_json(server, "clicks")
                run.busy, run.busy_parts, run.intervals = answer["clicks"], answer["parts"], answer["intervals"]
                run.rss, run.peak = memory_mb(pid)
                say("commits")
                answer = read_json(server, "commits")
                run.commits = {int(k): v for k, v in answer["commits"].items()}
                run.appends = answer["appends"]
                run.arrivals = {int(k): v for k, v in answer["arrivals"].items()}
                run.server_late = answer["server_late"]
                run.handlers = answer.get("handlers", {})

            if hall_first:
                hall_phase()
                time.sleep(SETTLE_S)  # the 550 connections closed and the server idle again
                quiet_phase()
            else:
                quiet_phase()
                hall_phase()
            say("quit")
            server.wait(30)
        finally:
            if server.poll() is None:
                server.kill()
    run.notify, run.missed = notifications(run)
    return run


# ------------------------------------------------------------------------------------------------
# --broadcast: one message to N pages, the project's server against a bare Starlette/uvicorn one

BARE_HALL = r"""
import asyncio, json, socket, sys, time
import uvicorn
from starlette.applications import Starlette
from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route

queues = set()
state = {"seq": 0}

async def events(request):
    queue = asyncio.Queue()
    queues.add(queue)
    async def stream():
        try:
            yield b'data: {"now":%d,"seq":%d}\n\n' % (int(time.time() * 1000), state["seq"])
            while True:
                yield await queue.get()
        finally:
            queues.discard(queue)
    return StreamingResponse(stream(), media_type="text/event-stream")

async def send(request):
    size = int((await request.json())["bytes"])
    state["seq"] += 1
    head = b'data: {"now":%d,"seq":%d,"pad":"' % (int(time.time() * 1000), state["seq"])
    message = head + b"x" * max(0, size - len(head) - 4) + b'"}\n\n'
    at = time.time()
    for queue in queues:
        queue.put_nowait(message)
    return JSONResponse({"seq": state["seq"], "at": at})

app = Starlette(routes=[Route("/events", events), Route("/send", send, methods=["POST"])])
sock = socket.socket()
sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
sock.bind(("127.0.0.1", 0))
print(json.dumps({"port": sock.getsockname()[1]}), flush=True)
uvicorn.Server(uvicorn.Config(app, log_level="warning", backlog=4096, timeout_keep_alive=30)).run(sockets=[sock])
"""


async def listener(port: int, local: str, path: str, records: list[tuple[float, int, int]]) -> None:
    """A page: follows a stream and notes each data line's arrival (wall clock), seq and length."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(local, 0), limit=4 << 20)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: hall\r\nAccept: text/event-stream\r\n\r\n".encode())
    await writer.drain()
    try:
        while True:
            line = await reader.readline()
            if not line:
                break
            if line.startswith(b'data: {"now"'):
                match = SEQ.search(line, 0, 200)
                if match:
                    records.append((time.time(), int(match.group(1)), len(line)))
    finally:
        writer.close()


async def post_json(port: int, path: str, fields: dict, token: str | None = None) -> dict:
    body = json.dumps(fields).encode()
    auth = f"Authorization: Bearer {token}\r\n" if token else ""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write((f"POST {path} HTTP/1.1\r\nHost: hall\r\n{auth}Content-Type: application/json\r\n"
                  f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode() + body)
    status = int((await reader.readline()).split()[1])
    length = 0
    while (line := await reader.readline()) not in (b"\r\n", b""):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":", 1)[1])
    answer = json.loads(await reader.readexactly(length))
    writer.close()
    assert status == 200, (status, answer)
    return answer


async def all_heard(records: list[list[tuple[float, int, int]]], seq: int, timeout: float = 30) -> tuple[float, int]:
    """Waits until every page has a message at or past ``seq``: the moment the last one got it, and the median
    length of the line each page got first (a page that fell behind may get the whole state instead)."""
    deadline = time.time() + timeout
    while not all(r and r[-1][1] >= seq for r in records):
        if time.time() > deadline:
            raise SystemExit(f"only {sum(1 for r in records if r and r[-1][1] >= seq)} of {len(records)} pages "
                             f"heard of seq {seq} in {timeout} s")
        await asyncio.sleep(0.002)
    firsts = [next((t, n) for t, s, n in r if s >= seq) for r in records]
    return max(t for t, _ in firsts), sorted(n for _, n in firsts)[len(firsts) // 2]


async def broadcast_rounds(counts: list[int], rounds: int, bare_port: int, hall_port: int,
                           tokens: dict[str, str]) -> list[dict]:
    tables = sorted(int(t) for t in tokens)
    results: list[dict] = []
    size = 0
    for count in counts:
        bare: list[list[tuple[float, int, int]]] = [[] for _ in range(count)]
        hall: list[list[tuple[float, int, int]]] = [[] for _ in range(count)]
        tasks = []
        for i in range(count):
            tasks.append(asyncio.create_task(listener(bare_port, address(4, i), "/events", bare[i])))
            tasks.append(asyncio.create_task(listener(hall_port, address(1, i), "/api/hall/events", hall[i])))
            if i % 50 == 49:
                await asyncio.sleep(0.05)
        await all_heard(bare, 0)
        await all_heard(hall, 0)
        await asyncio.sleep(1.0)
        # Untimed, once per page count: one action on each, so both paths are warm and the bare message
        # can be as long as the project's message for a player out.
        # Two on the project: after the first, a page may be sent the whole state (29 KB at 500 pages).
        for warm in range(2):
            table = tables.pop(0)
            action = {"id": f"warmup-{count:04d}-{warm}", "kind": "player.out", "table": table,
                      "players": [f"p{4 * table}"]}
            seq = (await post_json(hall_port, "/api/action", action, tokens[str(table)]))["seq"]
            _, size = await all_heard(hall, seq)
        await all_heard(bare, (await post_json(bare_port, "/send", {"bytes": size}))["seq"])
        for n in range(rounds):
            await asyncio.sleep(0.5)
            sent = time.time()
            answer = await post_json(bare_port, "/send", {"bytes": size})
            last, bare_size = await all_heard(bare, answer["seq"])
            results.append({"pages": count, "who": "bare", "sent": sent, "at": answer["at"], "last": last,
                            "bytes": bare_size, "load": os.getloadavg()[0]})
            await asyncio.sleep(0.5)
            table = tables.pop(0)
            sent = time.time()
            answer = await post_json(hall_port, "/api/action", {"id": f"bcast-{count}-{n:04d}", "kind": "player.out",
                                                               "table": table, "players": [f"p{4 * table}"]},
                                     tokens[str(table)])
            last, size = await all_heard(hall, answer["seq"])
            results.append({"pages": count, "who": "tableside", "sent": sent, "seq": answer["seq"], "last": last,
                            "bytes": size, "load": os.getloadavg()[0]})
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await asyncio.sleep(SETTLE_S)
    return results


def broadcast(args: argparse.Namespace, hard: int) -> int:
    """``--broadcast``: N pages follow the project's hall stream (the window serving, as in the load runs)
    and a bare Starlette/uvicorn SSE server; one message to all, time until the last page got it.

    The anchor (``BARE_HALL``, a process of its own): one asyncio.Queue per page, ``POST /send`` puts one
    message of the given length on every queue and answers; StreamingResponse writes it. The project:
    the window's server (``--serve``, this bench's server process) with a device posting one player.out.
    Each page count: the pages open on both (each page its own loopback address), one untimed message
    on the bare server and two on the project (warm-up; the second gives the length of the project's
    message at the median page, and the bare message is made that long), then ``--rounds`` times: bare,
    project (ABAB), half a second apart. Timed: from just before this process writes the POST to the
    moment the last page's reader got the line (this process's wall clock), and from the server's own
    moment (the bare server's broadcast; the project's commit, as ``--serve`` notes it) to that same last
    page. The pages and the POST run in this process. The project's time includes its durable commit
    (synchronous=FULL) and the device's checks; the bare server's, no disk at all.
    """
    counts = [int(c) for c in args.broadcast.split(",")]
    header("bench_hall_load --broadcast")
    print(f"bench_hall_load --broadcast: pages {counts}, {args.rounds} rounds each, ABAB (bare Starlette/uvicorn, "
          f"then the window's hall server); loopback", flush=True)
    with tempfile.TemporaryDirectory(dir=args.folder) as folder:
        path = Path(folder) / "hall.tableside"
        devices = len(counts) * (args.rounds + 2)
        build(path, devices)
        env = dict(os.environ, TABLESIDE_HOME=folder, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
        limit = lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 8192), hard))  # noqa: E731
        server = subprocess.Popen([sys.executable, __file__, "--serve", str(path), "--devices", str(devices)],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                  env=env, preexec_fn=limit)
        bare = subprocess.Popen([sys.executable, "-c", BARE_HALL], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, env=env, preexec_fn=limit)
        follow_stdout(server)
        follow_stdout(bare)
        try:
            hello = read_json(server, "port")
            bare_port = read_json(bare, "port")["port"]
            results = asyncio.run(broadcast_rounds(counts, args.rounds, bare_port, hello["port"], hello["tokens"]))
            server.stdin.write("commits\n")
            server.stdin.flush()
            commits = {int(k): v for k, v in read_json(server, "commits")["commits"].items()}
            server.stdin.write("quit\n")
            server.stdin.flush()
            server.wait(30)
        finally:
            for process in (server, bare):
                if process.poll() is None:
                    process.kill()
    for count in counts:
        def ms(who: str, key: str, count: int = count) -> list[float]:
            return [(r["last"] - (r[key] if key == "sent" else (r["at"] if who == "bare" else commits[r["seq"]])))
                    * 1000 for r in results if r["pages"] == count and r["who"] == who]

        def median(values: list[float]) -> float:
            return sorted(values)[len(values) // 2]

        rows = [r for r in results if r["pages"] == count]
        loads = [r["load"] for r in rows]
        sizes = sorted({r["bytes"] for r in rows if r["who"] == "tableside"})
        bare_sizes = sorted({r["bytes"] for r in rows if r["who"] == "bare"})
        for who in ("bare", "tableside"):
            print(f"  {count} pages, {who}: POST sent -> last page got it "
                  + ", ".join(f"{v:.1f}" for v in ms(who, "sent")) + " ms; "
                  + ("broadcast" if who == "bare" else "commit") + " -> last page "
                  + ", ".join(f"{v:.1f}" for v in ms(who, "at")) + " ms")
        b, t = median(ms("bare", "sent")), median(ms("tableside", "sent"))
        print(f"  {count} pages: POST -> last page, median tableside {t:.1f} ms | bare Starlette {b:.1f} ms | "
              f"{t / b:.1f}x; server moment -> last page, median tableside {median(ms('tableside', 'at')):.1f} ms | "
              f"bare {median(ms('bare', 'at')):.1f} ms; message line {sizes} | {bare_sizes} bytes; load average "
              f"{min(loads):.2f}-{max(loads):.2f}", flush=True)
    footer("bench_hall_load --broadcast")
    return 0


def bootstrap_ratio(quiet: list[float], busy: list[float], q: float, rounds: int = 2000) -> tuple[float, float]:
    """A 90% interval for pct(busy, q) / pct(quiet, q) - 1, resampling each condition's taps."""
    rng = random.Random(5)
    ratios = sorted(pct(rng.choices(busy, k=len(busy)), q) / pct(rng.choices(quiet, k=len(quiet)), q) - 1
                    for _ in range(rounds))
    return ratios[int(0.05 * rounds)], ratios[int(0.95 * rounds)]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=500)
    parser.add_argument("--devices", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=30.0, help="how long the load runs (bounded)")
    parser.add_argument("--clicks", type=int, default=120, help="per phase (at most 120)")
    parser.add_argument("--pages-nice", type=int, default=0, metavar="N",
                        help="run the players' pages' processes at this nice value (in a hall they are phones, "
                             "not this machine's cores; 0: the server's own priority, the default)")
    parser.add_argument("--runs", type=int, default=6,
                        help="runs, each in a fresh event and server process, every other one with the load first "
                             "(an even number balances the two orders); the taps of all runs are pooled (a p99 of "
                             "120 taps is their second slowest)")
    parser.add_argument("--folder", help="where the event file is made (default: the system's temporary folder); "
                                         "a RAM disk such as /dev/shm takes the disk's stalls out")
    parser.add_argument("--broadcast", metavar="PAGES,PAGES",
                        help="only the broadcast against a bare Starlette/uvicorn server, at these page counts "
                             "(e.g. 250,500); see broadcast()")
    parser.add_argument("--rounds", type=int, default=5, help="with --broadcast: messages of each, per page count")
    parser.add_argument("--serve", help=argparse.SUPPRESS)
    parser.add_argument("--pages-child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        return serve(args.serve, args.devices)
    if args.pages_child:
        return pages_child(args.pages_child)

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 8192)), hard))
    if args.broadcast:
        return broadcast(args, hard)
    header("bench_hall_load")
    print(f"bench_hall_load: {args.pages} players' pages (SSE), {args.devices} table devices, "
          f"{args.devices + DESK_TABLES} tables, load for {args.seconds:.0f} s, loopback, {args.runs} runs, "
          f"the pages' processes at nice {args.pages_nice}; "
          f"{platform.python_implementation()} {platform.python_version()}, {os.cpu_count()} CPUs", flush=True)
    runs = []
    for n in range(args.runs):
        run = measure(args, hall_first=(n % 2 == 1) != bool(os.environ.get("HALL_BENCH_LOAD_FIRST")), hard=hard)
        runs.append(run)
        print(f"  run {n + 1} ({'load first' if run.hall_first else 'quiet first'}): "
              f"taps p99 {pct(run.quiet, .99):.1f} -> {pct(run.busy, .99):.1f} ms "
              f"({100 * (pct(run.busy, .99) / pct(run.quiet, .99) - 1):+.0f}%), "
              f"p95 {pct(run.quiet, .95):.1f} -> {pct(run.busy, .95):.1f} ms; "
              f"POST -> commit p99 {pct(to_commit(run), .99):.1f} ms; "
              f"commit -> last page p99 {pct(run.notify, .99):.1f} ms; "
              f"load average {run.load_average[0]:.1f}", flush=True)
    report(args, runs)
    footer("bench_hall_load")
    return 0


def to_commit(run: Run) -> list[float]:
    return [(run.commits[seq] - sent) * 1000 for sent, _, status, _, seq in run.posts
            if status == 200 and seq in run.commits]


def notifications(run: Run) -> tuple[list[float], int]:
    """From each player.out a device committed to the last page that heard of it (ms), and how many never did."""
    outs = sorted(seq for _, _, status, kind, seq in run.posts
                  if status == 200 and kind == "player.out" and seq in run.commits)
    connected = [r for r in run.records if r]
    notify, missed = [], 0
    for seq in outs:
        last = 0.0
        for client in connected:
            got = next((t for t, s in client if s >= seq), None)
            if got is None:
                missed += 1
                continue
            last = max(last, got)
        if last:
            notify.append((last - run.commits[seq]) * 1000)
    return notify, missed


def report(args: argparse.Namespace, runs: list[Run]) -> None:
    """The figures over every run's clients, actions and taps together."""
    def pooled(of: Callable[[Run], list]) -> list:
        return [x for run in runs for x in of(run)]

    posts = pooled(lambda r: r.posts)
    ok = [p for p in posts if p[2] == 200]
    refused = [p for p in posts if p[2] != 200]
    commits_ms = pooled(to_commit)
    at_server = pooled(lambda r: [(r.commits[seq] - r.arrivals[seq]) * 1000 for _, _, status, _, seq in r.posts
                                  if status == 200 and seq in r.commits and seq in r.arrivals])

    def unstalled_of(r: Run) -> list[float]:
        slow = [(start, end) for start, end in r.appends if (end - start) * 1000 > SLOW_APPEND_MS]
        return [(r.commits[seq] - sent) * 1000 for sent, _, status, _, seq in r.posts
                if status == 200 and seq in r.commits
                and not any(start < r.commits[seq] and end > sent for start, end in slow)]

    unstalled = pooled(unstalled_of)
    slow_appends = sum(1 for r in runs for start, end in r.appends if (end - start) * 1000 > SLOW_APPEND_MS)
    append_ms = pooled(lambda r: [(end - start) * 1000 for start, end in r.appends])
    round_trip = [(answered - sent) * 1000 for sent, answered, status, _, _ in ok]
    notify = pooled(lambda r: r.notify)
    missed = sum(r.missed for r in runs)
    connected = [sum(1 for rec in r.records if rec) for r in runs]
    messages = [sum(len(rec) for rec in r.records) for r in runs]
    quiet, busy = pooled(lambda r: r.quiet), pooled(lambda r: r.busy)
    late, server_late = pooled(lambda r: r.late), pooled(lambda r: r.server_late)
    print(f"  all {len(runs)} runs together:")
    print(f"  pages connected: {min(connected)} to {max(connected)} of {args.pages} a run; "
          f"messages received by the pages: {sum(messages)}")
    print(f"  device actions: {len(ok)} committed, {len(refused)} refused "
          f"({', '.join(sorted({str(p[2]) for p in refused})) or 'none'})")
    print(f"  POST -> commit: p50 {pct(commits_ms, .5):.1f} ms, p99 {pct(commits_ms, .99):.1f} ms, "
          f"max {max(commits_ms, default=float('nan')):.1f} ms (goal p99 <= 30 ms)")
    print(f"    of which at the server (request at the app -> commit): p50 {pct(at_server, .5):.1f} ms, "
          f"p99 {pct(at_server, .99):.1f} ms, max {max(at_server, default=float('nan')):.1f} ms")
    print(f"    the {len(unstalled)} actions with no durable append over {SLOW_APPEND_MS:.0f} ms under way: "
          f"p99 {pct(unstalled, .99):.1f} ms; {len(commits_ms) - len(unstalled)} actions waited on one of the "
          f"{slow_appends} slow appends (longest {max(append_ms, default=0):.0f} ms)")
    print(f"  POST -> answer received: p50 {pct(round_trip, .5):.1f} ms, p99 {pct(round_trip, .99):.1f} ms")
    print(f"  commit -> last of the pages notified ({len(notify)} player.out commits): "
          f"p50 {pct(notify, .5):.1f} ms, p99 {pct(notify, .99):.1f} ms, "
          f"max {max(notify, default=float('nan')):.1f} ms "
          f"(goal p99 <= 250 ms); {missed} page-notifications missing")
    for n, run in enumerate(runs, 1):
        print(f"  server process (window + hall server), run {n}: CPU {run.cpu:.1f} s over {run.wall:.1f} s "
              f"= {100 * run.cpu / run.wall:.0f}% of one core; memory {run.rss_before:.0f} MB before the "
              f"load, {run.rss:.0f} MB after, peak {run.peak:.0f} MB")
    # CPU time is what the machine's other load does not change much: the anchor is a click's own cost.
    per_click = 1000 * sum(r.quiet_main for r in runs) / max(1, len(quiet))
    per_action = 1000 * sum(r.main for r in runs) / max(1, len(ok) + len(busy))
    print(f"  the Qt main thread (the one writer): {per_click:.1f} ms CPU per click with no load (anchor); "
          f"under load {sum(r.main for r in runs):.1f} s CPU for {len(ok)} device actions and {len(busy)} clicks = "
          f"{per_action:.1f} ms per action ({per_action / per_click:.2f}x a quiet click)")
    loop_s, wall_s = sum(r.loop for r in runs), sum(r.wall for r in runs)
    print(f"  the server's loop thread: {loop_s:.1f} s CPU = "
          f"{1000 * loop_s / max(1, sum(messages)):.3f} ms per message a page received "
          f"({sum(messages)} messages), {100 * loop_s / wall_s:.0f}% of one core")
    other_s = sum(r.cpu - r.main - r.loop for r in runs)
    print(f"  the server's other threads (the pages' fan-out, SQLite's, Qt's): {other_s:.1f} s CPU = "
          f"{1000 * other_s / max(1, sum(messages)):.3f} ms per message a page received, "
          f"{100 * other_s / wall_s:.0f}% of one core")
    print(f"  the clients (this process): CPU {sum(r.own for r in runs):.1f} s; machine load average (1 min) "
          f"{', '.join(f'{r.load_average[0]:.1f}' for r in runs)} at the end of each load, on {os.cpu_count()} "
          f"CPUs (shared); tasks stalled, last 10 s of each load (/proc/pressure): "
          f"{'; '.join(r.stalls for r in runs)}")
    print(f"  the server's loop (it reads each request) wakes late by p50 {pct(server_late, .5):.1f} ms, p99 "
          f"{pct(server_late, .99):.1f} ms, max {max(server_late, default=float('nan')):.1f} ms")
    print(f"  the clients' own loop (this process) wakes late by p50 {pct(late, .5):.1f} ms, p99 "
          f"{pct(late, .99):.1f} ms, max {max(late, default=float('nan')):.1f} ms (it reads answers and "
          f"pages that late; a POST is timed from the moment its bytes go to the socket)")
    print(f"  the durable SQLite append alone (all {len(append_ms)} commits, in {runs[0].folder_kind} and the "
          f"like): p50 {pct(append_ms, .5):.1f} ms, p99 {pct(append_ms, .99):.1f} ms, "
          f"max {max(append_ms, default=0):.1f} ms")
    print("  the main thread's handlers under load (wall time per call, ms; nested ones count in both):")
    names = list(dict.fromkeys(name for r in runs for name in r.handlers))
    for name in names:
        times = pooled(lambda r, name=name: r.handlers.get(name, []))
        print(f"    {name:28s} {len(times):5d} calls: p50 {pct(times, .5):6.1f}, p99 {pct(times, .99):6.1f}, "
              f"max {max(times, default=float('nan')):6.1f}, total {sum(times) / 1000:5.1f} s")
    print(f"  desk click -> points on the card (from the moment the click was due), {len(quiet)} clicks each "
          f"({args.clicks} a run):")
    print(f"    no load:    p50 {pct(quiet, .5):.1f} ms, p95 {pct(quiet, .95):.1f} ms, p99 {pct(quiet, .99):.1f} ms, "
          f"max {max(quiet):.1f} ms")
    print(f"    under load: p50 {pct(busy, .5):.1f} ms, p95 {pct(busy, .95):.1f} ms, p99 {pct(busy, .99):.1f} ms, "
          f"max {max(busy):.1f} ms")
    for name, of in (("no load", lambda r: r.quiet_parts), ("under load", lambda r: r.busy_parts)):
        taps = pooled(of)
        waits = [(t - p) * 1000 for p, t, h, d, *_ in taps]
        handles = [(h - t) * 1000 for p, t, h, d, *_ in taps]
        paints = [(d - h) * 1000 for p, t, h, d, *_ in taps]
        print(f"  a tap's parts, {name}: main thread free p50 {pct(waits, .5):.1f} p95 {pct(waits, .95):.1f}; "
              f"its handler p50 {pct(handles, .5):.1f} p95 {pct(handles, .95):.1f}; "
              f"to its paint p50 {pct(paints, .5):.1f} p95 {pct(paints, .95):.1f}")
    for name, parts_of, timed_of, count in (("no load", lambda r: r.quiet_parts, lambda r: r.quiet_intervals, 3),
                                            ("under load", lambda r: r.busy_parts, lambda r: r.intervals, 8)):
        print(f"  the {count} slowest taps, {name}: waited for the main thread + the tap's handler (its CPU) + "
              "to its paint; of the handler and paint, runnable but off a core; what ran on the main thread "
              "from its due moment to its paint (ms):")
        taps = [(tap, n) for n, r in enumerate(runs) for tap in parts_of(r)]
        for (planned, taken, handled, done, cpu, runnable), n in sorted(taps, key=lambda t: t[0][0] - t[0][3])[:count]:
            overlapping: dict[str, float] = {}
            for what, start, end in timed_of(runs[n]):
                if end > planned and start < done:
                    overlapping[what] = overlapping.get(what, 0.0) + (min(end, done) - max(start, planned)) * 1000
            during = ", ".join(f"{what} {ms:.1f}" for what, ms in sorted(overlapping.items(), key=lambda kv: -kv[1]))
            wait, handler, paint = (taken - planned) * 1000, (handled - taken) * 1000, (done - handled) * 1000
            print(f"    {wait + handler + paint:5.1f} = {wait:4.1f} + {handler:4.1f} (CPU {cpu:4.1f}) + {paint:4.1f}; "
                  f"off a core {runnable:4.1f}; run {n + 1}: {during or 'nothing timed'}")
    worse = pct(busy, .99) / pct(quiet, .99) - 1
    worse95 = pct(busy, .95) / pct(quiet, .95) - 1
    low, high = bootstrap_ratio(quiet, busy, .99)
    low95, high95 = bootstrap_ratio(quiet, busy, .95)
    orders = []
    for order, first in (("quiet first", False), ("load first", True)):
        chosen = [r for r in runs if r.hall_first == first]
        quiet_, busy_ = [x for r in chosen for x in r.quiet], [x for r in chosen for x in r.busy]
        if quiet_ and busy_:
            orders.append(f"{order} p99 {pct(quiet_, .99):.1f} -> {pct(busy_, .99):.1f} ms "
                          f"({100 * (pct(busy_, .99) / pct(quiet_, .99) - 1):+.0f}%)")
    print(f"    the runs of each order alone: {'; '.join(orders)}")
    print(f"    p99 worse by {100 * worse:+.0f}% under load (goal <= +20%; 90% bootstrap interval "
          f"{100 * low:+.0f}% to {100 * high:+.0f}%); p95 by {100 * worse95:+.0f}% "
          f"({100 * low95:+.0f}% to {100 * high95:+.0f}%)")


if __name__ == "__main__":
    raise SystemExit(main())
