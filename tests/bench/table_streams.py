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
