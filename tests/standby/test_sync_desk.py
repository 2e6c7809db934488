"""Synchronous replication of what ``tableside serve`` commits with nobody's request waiting on it.

Real processes on the loopback: the console's own actions (pair, revoke, release) are answered only
once a following copy holds their entries, and the time-outs the clocks log by themselves reach the
table devices' views only once a copy holds them; a frozen copy (SIGSTOP, not killed) makes both
wait the 1 s limit, then the server carries on alone and says so, and everything catches up after
SIGCONT.
"""

from __future__ import annotations

import json
import signal
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from tableside.app.event.session import EventSession
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.ui.demo import build_demo
from tests.event.helpers import seat_and_start, small_event
from tests.standby.helpers import WAIT_S, Replica, Served, entries_of, eventually

ALONE = r"Standby: no standby copy stored entry (\d+) within 1 s: carrying on alone"
BACK = r"Standby: a standby copy holds every entry .* actions wait for it again"


def head_of(path: Path) -> int:
    entries = entries_of(path)
    return entries[-1].seq if entries else 0


def test_the_console_answers_once_the_copy_holds_its_entry_and_after_1_s_alone(tmp_path) -> None:
    event = build_demo(tmp_path / "event.tableside")
    copy = tmp_path / "copy.tableside"
    home = tmp_path / "home"
    served = Served(event, home)
    replica = Replica(served.url, copy, served.token, home)
    try:
        replica.lines.wait_for(r"up to date")
        served.send("pair 1")
        device = served.lines.wait_for(r"Device (d\d+) paired to table 1").group(1)
        # Read the moment the console answered: the copy already holds the pairing.
        assert any(e.kind == "device.pair" and e.data["device"] == device for e in entries_of(copy))
        served.send(f"revoke {device}")
        served.lines.wait_for(rf"Device {device} revoked")
        assert any(e.kind == "device.revoke" and e.data["device"] == device for e in entries_of(copy))
        assert not any("carrying on alone" in line for line in served.lines.seen)

        replica.process.send_signal(signal.SIGSTOP)  # the copy hangs
        try:
            served.send("pair 2")
            alone = int(served.lines.wait_for(ALONE).group(1))
            second = served.lines.wait_for(r"Device (d\d+) paired to table 2").group(1)
            paired = next(e for e in entries_of(event) if e.kind == "device.pair" and e.data["device"] == second)
            assert alone == paired.seq  # the answer waited its 1 s for this very entry, then said so
            assert head_of(copy) < paired.seq  # answered though the frozen copy does not hold it
        finally:
            replica.process.send_signal(signal.SIGCONT)
        served.lines.wait_for(BACK)
        eventually(lambda: entries_of(copy) == entries_of(event), "the copy to catch up")
        served.send("pair 3")
        third = served.lines.wait_for(r"Device (d\d+) paired to table 3").group(1)
        assert any(e.kind == "device.pair" and e.data["device"] == third for e in entries_of(copy))
    finally:
        replica.kill()
        served.kill()


@dataclass
class Heard:
    wall_ms: int  # the time it arrived, on the wall clock (event time is the wall clock carried forward)
    seq: int
    view: dict[str, Any]
    copy_head: int  # the last entry the copy's file held when it arrived


class TableStream:
    """A table device's view stream, read on a thread; each message noted with what the copy held then."""

    def __init__(self, url: str, table: int, copy: Path) -> None:
        self.heard: list[Heard] = []
        self._stop = threading.Event()

        def read() -> None:
            try:
                with httpx.stream("GET", f"{url}api/table/{table}/events", timeout=WAIT_S) as stream:
                    for line in stream.iter_lines():
                        if self._stop.is_set():
                            return
                        if line.startswith("data: {"):
                            message = json.loads(line[6:])
                            if "view" in message:
                                self.heard.append(Heard(int(time.time() * 1000), message["seq"], message["view"],
                                                        head_of(copy)))
            except httpx.HTTPError:  # the server was killed at the end of the test
                if not self._stop.is_set():
                    raise

        self._thread = threading.Thread(target=read, daemon=True)
        self._thread.start()

    def first_at(self, seq: int) -> Heard:
        return eventually(lambda: next((h for h in self.heard if h.seq >= seq), None),
                          f"a view at entry {seq}")

    def stop(self) -> None:
        self._stop.set()


def timed_out(path: Path, table: int) -> Any:
    return next((e for e in entries_of(path) if e.kind == "player.out" and e.data.get("reason") == "time"
                 and e.data["table"] == table), None)


def near_time_outs(path: Path) -> None:
    """An event whose two tables each have a player deciding, main timers nearly used up: once their
    timers are released, table 1 times out after about 5 s and table 2 after about 14 s."""
    session = EventSession(open_event_file(str(path), create=True))
    try:
        small_event(session, players=("Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal"), timers="document-002")
        seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"], 2: ["Eve", "Fay", "Gus", "Hal"]})
        for table, player, left_s in ((1, "Ben", 1), (2, "Fay", 10)):
            session.do("clock.decision", {"table": table, "player": player, "decision": "roll-dice"})
            main = session.state.rounds[1].tables[table].clock.view(session.now()).player(
                session.state.player_by_name(player).id).main_ms
            session.do("clock.adjust", {"table": table, "player": player, "ms": left_s * 1000 - main})
    finally:
        session.close()


def test_a_time_out_reaches_the_devices_once_the_copy_holds_it_and_after_1_s_alone(tmp_path) -> None:
    event = tmp_path / "event.tableside"
    near_time_outs(event)
    copy = tmp_path / "copy.tableside"
    home = tmp_path / "home"
    served = Served(event, home)
    replica = Replica(served.url, copy, served.token, home)
    streams = [TableStream(served.url, table, copy) for table in (1, 2)]
    try:
        replica.lines.wait_for(r"up to date")
        served.release()  # the timers run from here (held since the file was opened)
        # Answered once the copy holds both tables' releases (and nothing had to carry on alone).
        assert [e.kind for e in entries_of(copy)[-2:]] == ["clock.release", "clock.release"]

        first = eventually(lambda: timed_out(event, 1), "table 1's time-out")
        shown = streams[0].first_at(first.seq)
        assert shown.copy_head >= first.seq  # the copy held it before any device was shown it
        assert next(p for p in shown.view["players"] if p["name"] == "Ben")["status"] == "out"
        replica.process.send_signal(signal.SIGSTOP)  # the copy hangs before table 2's time-out
        try:
            second = eventually(lambda: timed_out(event, 2), "table 2's time-out")
            shown = streams[1].first_at(second.seq)
            assert shown.copy_head < second.seq  # pushed while the frozen copy does not hold it ...
            assert shown.wall_ms - second.data["t"] >= 900  # ... but only after the 1 s limit
            assert next(p for p in shown.view["players"] if p["name"] == "Fay")["status"] == "out"
            assert int(served.lines.wait_for(ALONE).group(1)) == second.seq  # and said so
        finally:
            replica.process.send_signal(signal.SIGCONT)
        served.lines.wait_for(BACK)
        eventually(lambda: entries_of(copy) == entries_of(event), "the copy to catch up")
    finally:
        for stream in streams:
            stream.stop()
        replica.kill()
        served.kill()
