"""Synchronous replication: an action's answer waits (at most 1 s) until a following copy holds its entry."""

from __future__ import annotations

import asyncio
import signal
import time

import httpx

from tableside.app.hall.logfeed import InlineLog, LogFeed
from tableside.ui.demo import build_demo
from tests.standby.helpers import WAIT_S, Replica, Served, entries_of, eventually


def test_stored_alone_and_back_again() -> None:
    said: list[str] = []

    async def scenario() -> list[str]:
        feed = LogFeed(InlineLog(None), "t" * 32, said.append)  # type: ignore[arg-type]
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
    copy = tmp_path / "copy.tableside"
    home = tmp_path / "home"
    served = Served(event, home)
    replica = Replica(served.url, copy, served.token, home)
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
