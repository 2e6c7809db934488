"""The hall server's connections send at once (TCP_NODELAY): no answer waits 40 ms for a delayed ACK."""

from __future__ import annotations

import socket

import pytest

from tableside.app.hall.runner import bind

pytestmark = pytest.mark.e2e  # a real process, browser, server or build


def test_connections_accepted_by_the_server_have_nagle_off() -> None:
    listener = bind("127.0.0.1", 0)
    client = socket.create_connection(listener.getsockname(), timeout=10)
    try:
        listener.setblocking(True)
        listener.settimeout(10)
        accepted, _ = listener.accept()
        try:
            assert accepted.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0
        finally:
            accepted.close()
    finally:
        client.close()
        listener.close()
