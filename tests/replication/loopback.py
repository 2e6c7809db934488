"""A tiny real HTTP server on loopback (stdlib ``http.server`` in a thread) that answers from a script.

The client's transport is tested against real sockets, not a mock: a connection that drops, a body
cut short, a server that does not answer in time are what a hall's network does, and only a real
socket shows how ``http.client`` reports them.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Heard:
    method: str
    path: str
    headers: dict[str, str]
    body: bytes


# What the server does for one request: (status, body) to answer, or a callable that takes the raw
# socket and misbehaves (drops it, sends half an answer, sleeps).
Reply = tuple[int, bytes] | Callable[[BaseHTTPRequestHandler], None]


@dataclass
class Script:
    replies: dict[str, Reply | list[Reply]] = field(default_factory=dict)  # by path without the query
    heard: list[Heard] = field(default_factory=list)

    def answer(self, path: str, status: int, value: Any) -> None:
        self.replies[path] = reply(status, value)


def reply(status: int, value: Any) -> tuple[int, bytes]:
    return status, value if isinstance(value, bytes) else json.dumps(value).encode("utf-8")


def drop(handler: BaseHTTPRequestHandler) -> None:
    """Close the connection without a word (a server killed before it answered)."""
    handler.close_connection = True
    handler.connection.shutdown(socket.SHUT_RDWR)


def cut_short(handler: BaseHTTPRequestHandler) -> None:
    """Announce 1,000 bytes, send 10 and close (a server killed mid-answer)."""
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", "1000")
    handler.end_headers()
    handler.wfile.write(b'{"ok": tru')
    handler.wfile.flush()
    handler.close_connection = True
    handler.connection.shutdown(socket.SHUT_RDWR)


def silent_for(seconds: float) -> Callable[[BaseHTTPRequestHandler], None]:
    """Say nothing for ``seconds`` (a stopped desk), then close."""
    def stall(handler: BaseHTTPRequestHandler) -> None:
        time.sleep(seconds)
        handler.close_connection = True
    return stall


@contextmanager
def loopback(script: Script) -> Iterator[str]:
    """Serve ``script`` on 127.0.0.1 at a free port; yields the server's address http://127.0.0.1:PORT/."""

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"  # keep-alive, as uvicorn: the client reuses its connection

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the stdlib's name
            pass

        def _any(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            path = self.path.partition("?")[0]
            script.heard.append(Heard(self.command, self.path, {k.lower(): v for k, v in self.headers.items()}, body))
            reply = script.replies.get(path, (404, b'{"ok": false, "message": "no such page"}'))
            if isinstance(reply, list):  # one answer after another, the last one kept for the rest
                reply = reply.pop(0) if len(reply) > 1 else reply[0]
            if callable(reply):
                reply(self)
                return
            status, answer = reply
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)

        do_GET = _any  # noqa: N815 - http.server's names
        do_POST = _any  # noqa: N815

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


def closed_port() -> int:
    """A loopback port nothing listens on (bound, then closed: the kernel refuses connections to it)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])
