"""Synchronous replication of what ``tableside serve`` commits with nobody's request waiting on it.

Real processes on the loopback: the console's own actions (pair, revoke, release) are answered only
once a following copy holds their entries, and the time-outs the clocks log by themselves reach the
table devices' views only once a copy holds them; a frozen copy (SIGSTOP, not killed) makes both
wait the 1 s limit, then the server carries on alone and says so, and everything catches up after
SIGCONT.
"""

from __future__ import annotations

import signal
from pathlib import Path
from typing import Any

import pytest

from tableside.app.event.session import EventSession
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.ui.demo import build_demo
from tests.event.helpers import seat_and_start, small_event
from tests.standby.helpers import TableStream, entries_of, eventually, head_of, served_with_copy

pytestmark = pytest.mark.e2e  # a real process, browser, server or build

ALONE = r"Standby: no standby copy stored entry (\d+) within 1 s: carrying on alone"
BACK = r"Standby: a standby copy holds every entry .* actions wait for it again"


def test_the_console_answers_once_the_copy_holds_its_entry_and_after_1_s_alone(tmp_path) -> None:
    event = build_demo(tmp_path / "event.tableside")
    copy, served, replica = served_with_copy(event, tmp_path / "home")
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
            # (the console's answer and the loop's "alone" may be printed in either order: both waited 1 s)
            said, answered = served.lines.wait_for_each(ALONE, r"Device (d\d+) paired to table 2")
            alone, second = int(said.group(1)), answered.group(1)
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
    copy, served, replica = served_with_copy(event, tmp_path / "home")
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
