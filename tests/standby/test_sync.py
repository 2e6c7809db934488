"""Synchronous replication: an action's answer waits (at most 1 s) until a following copy holds its entry."""

from __future__ import annotations

import asyncio
import signal
import time

import httpx
import pytest

from tableside.app.replication.logfeed import InlineLog, LogFeed
from tableside.ui.demo import build_demo
from tests.standby.helpers import WAIT_S, entries_of, eventually, served_with_copy

pytestmark = pytest.mark.e2e  # a real process, browser, server or build


def test_stored_alone_and_back_again() -> None:
    said: list[str] = []

    async def scenario() -> list[str]:
        feed = LogFeed(InlineLog(None), "t" * 32, lambda line: said.append(str(line)))  # type: ignore[arg-type]
        got = [await feed.stored(5)]  # no copy is following: no wait
        feed.heard("copy-a", 5, time.monotonic())
        got.append(await feed.stored(5))
        waiting = asyncio.ensure_future(feed.stored(6, timeout=WAIT_S))
        await asyncio.sleep(0)
        assert not waiting.done()
        feed.heard("copy-a", 6, time.monotonic())  # its next request: it holds 6
        got.append(await asyncio.wait_for(waiting, 5))
        got.append(await feed.stored(7, timeout=0.05))  # the copy does not answer in time
        got.append(await feed.stored(8, timeout=WAIT_S))  # alone now: no wait at all
        feed.heard("copy-a", 7, time.monotonic())  # still behind the highest awaited (8)
        assert feed.alone
        feed.heard("copy-a", 8, time.monotonic())
        got.append(await feed.stored(8))
        return got

    assert asyncio.run(asyncio.wait_for(scenario(), 20)) == ["none", "stored", "stored", "alone", "alone", "stored"]
    assert said == ["no standby copy stored entry 7 within 0.05 s: carrying on alone until one has caught up",
                    "a standby copy holds every entry (to 8): actions wait for it again"]


def test_an_acknowledged_action_is_on_the_copy_and_a_stalled_copy_does_not_stop_the_hall(tmp_path) -> None:
    event = build_demo(tmp_path / "event.tableside")
    copy, served, replica = served_with_copy(event, tmp_path / "home")
    try:
        _, token = served.pair(1)
        replica.lines.wait_for(r"up to date")

        def out(n: int, player: str) -> dict:
            answer = httpx.post(served.url + "api/action", json={"id": f"sync-{n:04d}", "kind": "player.out",
                                                                 "table": 1, "players": [player]},
                                headers={"Authorization": f"Bearer {token}"}, timeout=WAIT_S)
            assert answer.status_code == 200, answer.text
            return answer.json()

        first = out(1, "p1")
        assert first["standby"] == "stored"
        assert first["seq"] in [e.seq for e in entries_of(copy)]  # on the copy when the device hears "done"
        replica.process.send_signal(signal.SIGSTOP)  # the copy hangs
        try:
            second = out(2, "p2")
            assert second["standby"] == "alone"
            served.lines.wait_for(rf"Standby: no standby copy stored entry {second['seq']} within 1 s")
        finally:
            replica.process.send_signal(signal.SIGCONT)
        served.lines.wait_for(r"Standby: a standby copy holds every entry .* actions wait for it again")
        third = out(3, "p3")
        assert third["standby"] == "stored" and third["seq"] in [e.seq for e in entries_of(copy)]
        eventually(lambda: entries_of(copy) == entries_of(event), "the copy to equal the event")
    finally:
        replica.kill()
        served.kill()


def test_views_wait_for_the_copy_in_their_order_and_go_out_alone_after_the_limit() -> None:
    """``LogFeed.hold``: how the writer's views (a time-out the clocks logged) wait on the loop."""
    said: list[str] = []
    sent: list[str] = []

    async def until(check, what: str) -> None:  # a bounded wait for the feed's own (real) timer
        deadline = time.monotonic() + WAIT_S
        while not check():
            assert time.monotonic() < deadline, f"timed out waiting for {what}"
            await asyncio.sleep(0.01)

    async def scenario() -> None:
        feed = LogFeed(InlineLog(None), "t" * 32, lambda line: said.append(str(line)))  # type: ignore[arg-type]
        feed.timeout = 0.05
        feed.hold(3, sent.append, "a")  # no copy is following: out at once
        assert sent == ["a"]
        feed.heard("copy-a", 3, time.monotonic())
        feed.hold(3, sent.append, "b")  # the copy holds entry 3 already
        feed.hold(4, sent.append, "c")  # it does not hold 4: held
        feed.hold(3, sent.append, "d")  # made after "c": goes out after it, though 3 is held
        await asyncio.sleep(0)
        assert sent == ["a", "b"]
        feed.heard("copy-a", 4, time.monotonic())  # its next request: it holds 4
        await until(lambda: len(sent) == 4, "the held views")
        assert sent == ["a", "b", "c", "d"] and said == []
        feed.hold(5, sent.append, "e")  # the copy never stores 5
        await asyncio.sleep(0)
        assert sent[-1] == "d"
        await until(lambda: sent[-1] == "e", "the limit")
        assert feed.alone
        feed.hold(6, sent.append, "f")  # alone: no wait at all
        assert sent[-1] == "f"
        feed.heard("copy-a", 6, time.monotonic())
        assert not feed.alone

    asyncio.run(asyncio.wait_for(scenario(), WAIT_S))
    assert said == ["no standby copy stored entry 5 within 0.05 s: carrying on alone until one has caught up",
                    "a standby copy holds every entry (to 6): actions wait for it again"]
