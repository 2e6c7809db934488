"""A crowd of players' streams against a real server process, for ``test_crowd`` and ``bench_crowd``.

Run as ``python -m tests.hall.crowd FILE PER_ADDRESS``, it is the server: ``tableside serve``'s parts
(``HallService`` with the event log served to stations) on 127.0.0.1, a port of its own, one device
paired to table 1; it prints one JSON line (port, tokens, the caps it worked out) and serves until
its standard input closes. The caller starts it under ``ulimit -n 1024`` (``start``): the server
raises its limit as far as that allows, which is not at all.

The crowd comes from 127.0.0.1 only, so the server's rate limit for pages is opened wide (a real
crowd paces itself under it, as the attack did: a thousand streams in 53 s), and ``PER_ADDRESS``
decides whether the per-address cap or the total one is met first.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import resource
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SERVER_FILES = 1024  # the desktop session's limit, soft and hard: "as far as the system allows" is nowhere


@dataclass
class Served:
    process: subprocess.Popen[str]
    port: int
    device: str  # table 1's device token
    standby: str  # the stations' token
    capacity: dict[str, int]

    def rss_mb(self) -> float:
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        return int(re.search(r"VmRSS:\s+(\d+)", status).group(1)) / 1024  # type: ignore[union-attr]

    def open_files(self) -> int:
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def stop(self) -> str:
        """Stop it (closing its input) and return what it wrote on stderr."""
        process = self.process
        assert process.stdin is not None and process.stdout is not None and process.stderr is not None
        try:
            process.stdin.close()
            process.wait(timeout=20)
            return process.stderr.read()
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
            process.stdout.close()
            process.stderr.close()


def _limit_files() -> None:
    resource.setrlimit(resource.RLIMIT_NOFILE, (SERVER_FILES, SERVER_FILES))


def start(folder: Path, per_address: int, timeout: float = 30.0) -> Served:
    from tableside.ui.demo import build_demo

    path = build_demo(folder / "crowd.tableside")
    env = dict(os.environ, PYTHONPATH=str(ROOT), TABLESIDE_HOME=str(folder / "home"))
    process = subprocess.Popen([sys.executable, "-m", "tests.hall.crowd", str(path), str(per_address)], cwd=ROOT,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env=env, preexec_fn=_limit_files)
    assert process.stdout is not None
    line = process.stdout.readline()  # one line, or EOF if it died (readline returns then)
    if not line.startswith("{"):
        process.kill()
        raise AssertionError(f"the server did not start: {line!r} {process.communicate(timeout=timeout)[1][-2000:]}")
    said = json.loads(line)
    return Served(process, said["port"], said["device"], said["standby"], said["capacity"])


def raise_own_files(wanted: int) -> None:
    """This process holds the crowd's ends: it needs the descriptors the server must not give."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, wanted), hard))


# ------------------------------------------------------------------------------------------------
# The crowd: plain sockets, each sending the GET a page's EventSource sends, reading the status line


@dataclass
class Crowd:
    held: list[asyncio.StreamWriter]  # streams the server accepted (200), kept open
    refused: int  # 503 with Retry-After, the connection then closed by the server
    reset: int  # dropped at the socket before the request was read (the connection cap: ``capacity``)
    other: list[str]  # anything else (another status, a hang): should not happen

    def close(self) -> None:
        for writer in self.held:
            writer.close()
        self.held = []


async def _one_page(port: int, crowd: Crowd, path: str) -> None:
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(f"GET {path} HTTP/1.1\r\nHost: hall\r\nAccept: text/event-stream\r\n\r\n".encode())
        status = await reader.readline()
    except ConnectionResetError:
        crowd.reset += 1
        return
    if not status:  # closed with nothing said: the reset came in as an end of stream
        crowd.reset += 1
        writer.close()
        return
    if status.startswith(b"HTTP/1.1 200"):
        crowd.held.append(writer)
        return
    head = await reader.read()  # the rest, up to the server's close: the descriptor is back
    if status.startswith(b"HTTP/1.1 503") and b"retry-after: " in head and b"the hall is full" in head:
        crowd.refused += 1
    else:
        crowd.other.append(status.decode(errors="replace").strip())
    writer.close()


async def open_crowd(port: int, pages: int, path: str = "/api/hall/events", wave: int | None = None) -> Crowd:
    """``pages`` streams from 127.0.0.1, ``wave`` at a time (each wave answered before the next: a crowd
    arriving as fast as this process can make it arrive), or all at once; returns once each was answered."""
    crowd = Crowd([], 0, 0, [])
    step = wave or pages
    for start in range(0, pages, step):
        await asyncio.gather(*(_one_page(port, crowd, path) for _ in range(min(step, pages - start))))
    return crowd


# ------------------------------------------------------------------------------------------------
# The judges' side: a paired device's action and a station's request, each on its kept-alive connection


class Client:
    """HTTP/1.1 on one kept-alive connection; ``ask`` returns (status, seconds from send to answer)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def ask(self, request: bytes) -> tuple[int, float, bytes]:
        if self.writer is None or self.reader is None or self.reader.at_eof():
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
        sent = time.perf_counter()
        self.writer.write(request)
        status = int((await self.reader.readline()).split()[1])
        length = 0
        while (line := await self.reader.readline()) not in (b"\r\n", b""):
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":", 1)[1])
        body = await self.reader.readexactly(length)
        return status, time.perf_counter() - sent, body

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


def device_action(token: str, n: int) -> bytes:
    # Refused by the rules on the writer (there is no player p99): the whole way through the guard,
    # the device's bucket, the writer and back, with nothing written (a durable commit would measure
    # this machine's disk, shared by five engineers, more than the server).
    body = json.dumps({"id": f"crowd-{n:06d}", "kind": "player.out", "table": 1, "players": ["p99"]}).encode()
    return (f"POST /api/action HTTP/1.1\r\nHost: hall\r\nAuthorization: Bearer {token}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n").encode() + body


def station_request(token: str) -> bytes:
    return f"GET /api/log/head HTTP/1.1\r\nHost: hall\r\nAuthorization: Bearer {token}\r\n\r\n".encode()


async def _judges(port: int, device_token: str, standby: str, seconds: float, every_s: float) -> Timings:
    device, station = Client(port), Client(port)
    times: Timings = {"device": [], "station": []}
    end = time.monotonic() + seconds
    n = 0
    try:
        while time.monotonic() < end:
            n += 1
            at = time.time()
            status, took, body = await device.ask(device_action(device_token, n))
            assert status == 409, (status, body)
            times["device"].append((at, took))
            at = time.time()
            status, took, body = await station.ask(station_request(standby))
            assert status == 200, (status, body)
            times["station"].append((at, took))
            await asyncio.sleep(every_s)
    finally:
        device.close()
        station.close()
    return times


Timings = dict[str, list[tuple[float, float]]]  # "device"/"station" -> (wall-clock moment sent, seconds)


class Judges:
    """A device's action and a station's request every ``every_s`` (under the device's rate limit) for
    ``seconds``, from a process of their own: the crowd's end of 2,000 sockets keeps this process's
    loop busy, which would count against the server's answers."""

    def __init__(self, served: Served, seconds: float, every_s: float = 0.06) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.hall.crowd", "--judges", str(served.port), served.device,
             served.standby, str(seconds), str(every_s)], cwd=ROOT, stdout=subprocess.PIPE, text=True,
            env=dict(os.environ, PYTHONPATH=str(ROOT)))

    def result(self, timeout: float = 120.0) -> Timings:
        out, _ = self.process.communicate(timeout=timeout)
        assert self.process.returncode == 0, "the judges' process failed"
        return {k: [(a, b) for a, b in v] for k, v in json.loads(out).items()}


def within(times: list[tuple[float, float]], start: float, end: float) -> list[float]:
    """The latencies of the requests sent between two wall-clock moments."""
    return [took for at, took in times if start <= at <= end]


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))]


# ------------------------------------------------------------------------------------------------
# The server process


def serve(path: str, per_address: int) -> None:
    from tableside.app.cli.event_files import open_session
    from tableside.app.eventlog.sqlite_store import open_event_file
    from tableside.app.hall.capacity import Capacity, open_now, raise_open_files
    from tableside.app.hall.ratelimit import RateLimit
    from tableside.app.hall.service import HallService
    from tableside.app.replication.logfeed import StoreLog
    from tableside.app.replication.token import new_token

    capacity = Capacity.from_limit(raise_open_files(), per_address_streams=per_address, already_open=open_now())
    standby = new_token()
    log = StoreLog(lambda: open_event_file(path, readonly=True))
    service = HallService(lambda: open_session(path), "127.0.0.1", 0, limit=RateLimit(rate=1e6, burst=1_000_000),
                          log=log, standby_token=standby, capacity=capacity)
    service.start()
    try:
        device = service.pair(1).token  # the desk's own handle on it (a tablet would exchange the code)
        fields: dict[str, Any] = {"port": service.server.port, "device": device, "standby": standby,
                                  "capacity": asdict(capacity)}
        print(json.dumps(fields), flush=True)
        sys.stdin.read()  # until the caller closes it
    finally:
        service.stop()
        log.close()


if __name__ == "__main__":
    if sys.argv[1] == "--judges":
        port, device, standby, seconds, every = sys.argv[2:7]
        print(json.dumps(asyncio.run(_judges(int(port), device, standby, float(seconds), float(every)))))
    else:
        serve(sys.argv[1], int(sys.argv[2]))
