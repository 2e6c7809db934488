"""A server that sends a tampered log: the copy refuses the entry by name and writes nothing from it on."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from tableside.app.eventlog.entry import GENESIS_HASH, Entry
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.hall.hub import Hub
from tableside.app.hall.runner import ServerThread
from tableside.app.replication.wire import LogPage, page_to_wire
from tests.standby.helpers import WAIT_S, Replica, entries_of, run_tableside

pytestmark = pytest.mark.e2e  # runs tableside as a process

TOKEN = "a-standby-token-for-the-fake-server"
PAGE = 3  # the fake server sends small pages, so the tampered entry comes on a later page


def real_log(n: int, name: str = "Cup") -> list[Entry]:
    store = MemoryStore()
    store.append("event.create", {"name": name}, "2026-05-09T10:00:00.000Z")
    for i in range(2, n + 1):
        store.append("player.register", {"name": f"P{i}"}, f"2026-05-09T10:00:{i:02d}.000Z")
    return list(store.entries())


def fake_app(log: list[Entry]) -> Starlette:
    """Serves ``log`` as /api/log does, whatever it holds (seq by position, as a careless forger would)."""
    async def pages(request: Request) -> JSONResponse:
        after = int(request.query_params.get("after", 0))
        chosen = tuple(log[after:after + PAGE])
        head = log[-1]
        after_hash = GENESIS_HASH if after == 0 else log[after - 1].hash if after <= len(log) else None
        return JSONResponse(page_to_wire(LogPage(after, after_hash, head.seq, head.hash, chosen)))

    return Starlette(routes=[Route("/api/log", pages)])


@pytest.fixture
def serve_fake() -> Iterator:
    running: list[ServerThread] = []

    def start(log: list[Entry]) -> str:
        server = ServerThread(lambda hub: fake_app(log), Hub(now=lambda: 0), "127.0.0.1", 0)
        server.start()
        running.append(server)
        return server.url("/")

    yield start
    for server in running:
        server.stop()


def replicate_until_refused(url: str, copy: Path, home: Path) -> str:
    replica = Replica(url, copy, TOKEN, home)
    try:
        assert replica.process.wait(WAIT_S) == 1
        return replica.stderr()
    finally:
        replica.kill()


def test_an_altered_entry_is_refused_by_name(tmp_path, serve_fake) -> None:
    log = real_log(10)
    tampered = list(log)
    tampered[6] = dataclasses.replace(log[6], data={"name": "Mallory"})  # entry 7, its old hash kept
    copy = tmp_path / "copy.tableside"
    message = replicate_until_refused(serve_fake(tampered), copy, tmp_path / "home")
    assert message.startswith(f"tableside replicate: stopped: {copy} refused entry 7 (player.register at ")
    assert "its hash does not match its contents" in message and "Traceback" not in message
    assert entries_of(copy) == log[:6]  # the good pages, and nothing from entry 7 on
    assert run_tableside(tmp_path / "home", "verify", str(copy)).returncode == 0


def test_reordered_entries_are_refused_by_name(tmp_path, serve_fake) -> None:
    log = real_log(10)
    reordered = list(log)
    reordered[4], reordered[5] = log[5], log[4]  # entries 5 and 6 swapped
    copy = tmp_path / "copy.tableside"
    message = replicate_until_refused(serve_fake(reordered), copy, tmp_path / "home")
    assert f"{copy} refused entry 6 (player.register at {log[5].at}): expected entry 5 next" in message
    assert entries_of(copy) == log[:4]


def test_a_rehashed_entry_is_caught_at_the_next_real_one(tmp_path, serve_fake) -> None:
    log = real_log(5)
    forged = dataclasses.replace(log[2], data={"name": "Mallory"})
    forged = dataclasses.replace(forged, hash=forged.expected_hash())
    copy = tmp_path / "copy.tableside"
    message = replicate_until_refused(serve_fake([log[0], log[1], forged, log[3], log[4]]), copy, tmp_path / "home")
    assert f"refused entry 4 (player.register at {log[3].at}): it is not chained to entry 3" in message
    assert len(entries_of(copy)) == 3  # a link a copy cannot tell from the real one; the next one is refused


def test_a_server_of_another_event_is_refused_and_the_copy_left_as_it_is(tmp_path, serve_fake) -> None:
    home = tmp_path / "home"
    copy = tmp_path / "copy.tableside"
    ours = real_log(4, "Our cup")
    replicate_from_good = Replica(serve_fake(ours), copy, TOKEN, home)
    try:
        replicate_from_good.lines.wait_for(r"up to date: entry 4")
    finally:
        replicate_from_good.kill()
    for other, why in ((real_log(8, "Their cup"), "entry 4 is not this copy's entry 4"),
                       (ours[:2], "log has 2 entries, this copy 4")):
        message = replicate_until_refused(serve_fake(other), copy, home)
        assert why in message, message
        assert entries_of(copy) == ours
