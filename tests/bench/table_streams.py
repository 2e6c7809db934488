"""What the hall benches with table devices share: each device's table stream held open and drained by one
thread, as a tablet keeps it, and the figures printed from the samples."""

from __future__ import annotations

import selectors
import socket
import statistics
import threading


def pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def figures(samples: list[float], what: str) -> str:
    return (f"p50 {pct(samples, 0.5):.1f} ms, p99 {pct(samples, 0.99):.1f} ms, max {max(samples):.1f} ms, "
            f"mean {statistics.mean(samples):.1f} ms ({len(samples)} {what})")


class Streams:
    """Every device's table stream, open and drained by one thread (the bytes are read and dropped)."""

    def __init__(self) -> None:
        self.selector = selectors.DefaultSelector()
        self.stop = threading.Event()
        self.sockets: list[socket.socket] = []
        self.thread = threading.Thread(target=self._drain, daemon=True)

    def open(self, host: str, port: int, source: str, path: str) -> None:
        sock = socket.create_connection((host, port), source_address=(source, 0))
        sock.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
        sock.setblocking(False)
        self.selector.register(sock, selectors.EVENT_READ)
        self.sockets.append(sock)

    def _drain(self) -> None:
        while not self.stop.is_set():
            for key, _ in self.selector.select(0.2):
                try:
                    if not key.fileobj.recv(65536):  # type: ignore[union-attr]
                        self.selector.unregister(key.fileobj)
                except BlockingIOError:
                    pass

    def close(self) -> None:
        self.stop.set()
        self.thread.join(2)
        for sock in self.sockets:
            sock.close()


def timed_opener(path: str, committed: dict[str, float]):  # type: ignore[no-untyped-def]
    """The writer thread's session opener; each ``do`` notes when it returned (the entry durable and folded
    in: the moment the desk's queue has the action, before the views are published and answered) under
    its action id in ``committed``."""
    import time

    from tableside.app.cli.event_files import open_session

    def opener():  # type: ignore[no-untyped-def]
        session = open_session(path)
        do = session.do

        def timed_do(kind, data=None, **stamps):  # type: ignore[no-untyped-def]
            change = do(kind, data, **stamps)
            action_id = stamps.get("action_id")
            if isinstance(action_id, str):
                committed[action_id] = time.perf_counter()
            return change

        session.do = timed_do
        return session

    return opener


def paired_devices(service, tables: int, streams: Streams):  # type: ignore[no-untyped-def]
    """Table 1..``tables`` each paired to a device of its own loopback address (127.0.1.N), its table's
    stream open in ``streams``: {table: (its httpx client, its token)}. The streams are then drained."""
    import time

    import httpx

    base = service.url("/").rstrip("/")
    host, port = "127.0.0.1", int(base.rsplit(":", 1)[1])
    clients = {}
    for table in range(1, tables + 1):
        paired = service.pair(table)
        assert paired is not None
        source = f"127.0.1.{table}"
        client = httpx.Client(base_url=base, transport=httpx.HTTPTransport(local_address=source), timeout=30)
        answer = client.post("/api/pair", json={"code": paired.code})
        assert answer.status_code == 200, answer.text
        token = answer.json()["token"]
        clients[table] = (client, token)
        streams.open(host, port, source, f"/api/table/{table}/events?device={token}")
    streams.thread.start()
    time.sleep(1.0)  # every stream has had its first message
    return clients
