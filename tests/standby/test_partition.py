"""A split hall is fenced: the desk SIGSTOPped (alive, unreachable), a station takes over, devices post to both
sides, the desk SIGCONTinued. Nothing the old desk answers after the takeover is "done"; every acknowledged
action is in the last holder's log once; ``take over`` answers within 5 s; the old desk's re-enter list
names none of the actions the holder has under the same action id.

Each cycle: a fresh station (``tableside replicate --as … --serve-url …``, forked from the zygote: a real
process) follows the holder and joins; two table devices act on the holder; the holder is SIGSTOPped; device
1 sends an action to it and gives up after a second (the request sits in the stopped desk's socket), device
2 sends one and keeps waiting; the judge types ``take over`` on the station; device 1 sends its action again
to the new holder with the same id, and both devices act there; the old desk is SIGCONTinued: it writes what
was queued, must not answer it done (device 2 then goes to the new holder, same id), and stands down.

``PARTITION_CYCLES`` (default 3, about 20 s) sets the number of cycles; the long run is
``PARTITION_CYCLES=50``. ``PARTITION_SLOW_HOLDER_S=4`` also stops the new holder for 4 s as the old desk comes
back (its status answer slower than the fence's 1 s time-out). ``PARTITION_SHOW=1`` prints what each old desk
and new holder said.
"""

from __future__ import annotations

import os
import re
import signal
import threading
import time
from dataclasses import dataclass, field

import httpx
import pytest

from tableside.app.replication.rivals import action_key
from tests.hall.pairing_link import token_of
from tests.standby.forked import Forked, Zygote
from tests.standby.helpers import WAIT_S, entries_of, eventually, free_port, run_tableside
from tests.standby.test_kill_server import build

CYCLES = int(os.environ.get("PARTITION_CYCLES", "3"))
# PARTITION_SLOW_HOLDER_S=4: the new holder is stopped for that long while the old desk comes back, so the old
# desk's status probe of it times out (how one cycle in 200 failed: "a slow status answer meant carry on alone").
SLOW_HOLDER_S = float(os.environ.get("PARTITION_SLOW_HOLDER_S", "0"))
TAKEOVER_GOAL_S = 5.0
pytestmark = pytest.mark.e2e


@dataclass
class Tally:
    acted: set[tuple[str, str]] = field(default_factory=set)  # (device, action id) sent at least once
    acked: dict[tuple[str, str], str] = field(default_factory=dict)  # acknowledged: by which side
    fenced: int = 0  # answered "not known yet: go to the new holder" by the old desk
    refused: int = 0  # refused by the event's rules (a timer held, say): not done, nowhere
    listed_but_held: int = 0  # re-enter lines naming an action the holder had under the same id
    listed: int = 0
    listed_then_sent: int = 0  # listed, then sent to the holder by the device the old desk had answered
    takeovers: list[float] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


class Device:
    """A table device, as the table page posts: decisions and Done, each with an id of its own."""

    def __init__(self, name: str, token: str, table: int, tally: Tally) -> None:
        self.name, self.token, self.table, self.tally = name, token, table, tally
        self.n = 0

    def next_id(self) -> str:
        self.n += 1
        return f"{self.name}-{self.n:05d}"

    def body(self, action_id: str) -> dict:
        n = int(action_id.rsplit("-", 1)[1])
        kind = {"kind": "clock.decision", "player": f"p{4 * (self.table - 1) + 1 + n % 4}",
                "decision": "roll-dice"} if n % 2 else {"kind": "clock.done"}
        return {"id": action_id, "table": self.table, **kind}

    def post(self, url: str, action_id: str, timeout: float, side: str) -> str:
        """'done', 'refused', 'fenced' or 'lost' (no answer): what the device heard."""
        with self.tally.lock:
            self.tally.acted.add((self.device_id, action_id))
        try:
            answer = httpx.post(url + "api/action", json=self.body(action_id), timeout=timeout,
                                headers={"Authorization": f"Bearer {self.token}"})
        except httpx.HTTPError:
            return "lost"
        if answer.status_code == 200:
            with self.tally.lock:
                self.tally.acked.setdefault((self.device_id, action_id), side)
            return "done"
        if answer.status_code == 503 and answer.json().get("standby") == "fenced":
            with self.tally.lock:
                self.tally.fenced += 1
            return "fenced"
        if answer.status_code in (400, 409, 422):
            with self.tally.lock:
                self.tally.refused += 1
            return "refused"
        return "lost"

    device_id = ""


def spawn_station(zygote: Zygote, holder_url: str, path, token: str, n: int) -> tuple[Forked, str]:
    url = f"http://127.0.0.1:{free_port()}/"
    process = zygote.spawn("replicate", holder_url, str(path), "--as", f"Station {n}", "--serve-url", url,
                           "--host", "127.0.0.1", "--no-qr", TABLESIDE_STANDBY_TOKEN=token)
    process.lines.wait_for(r"up to date")
    return process, url


def named(holder_url: str, station_url: str) -> bool:
    try:
        stations = httpx.get(holder_url + "api/status", timeout=2).json().get("stations", [])
    except (httpx.HTTPError, ValueError):
        return False
    return any(s.get("url") == station_url for s in stations)


def listed_seqs(lines: list[str]) -> list[int]:
    return [int(m.group(1)) for line in lines if (m := re.search(r"^tableside serve:\s+entry (\d+) at ", line))]


def test_a_split_hall_is_fenced(tmp_path) -> None:
    started = time.monotonic()
    event = tmp_path / "event.tableside"
    build(event)
    home = tmp_path / "home"
    zygote = Zygote(home)
    tally = Tally()
    holder = zygote.spawn("serve", str(event), "--host", "127.0.0.1", "--port", "0", "--no-qr")
    processes: list[Forked] = [holder]
    holder_path = event
    try:
        url = holder.lines.wait_for(r"Players' page: (http://127\.0\.0\.1:\d+/)").group(1)
        token = holder.lines.wait_for(r"TABLESIDE_STANDBY_TOKEN=(\S+) tableside replicate").group(1)
        devices = []
        for table in (1, 2):
            holder.send(f"pair {table}")
            device_id, link = holder.lines.wait_for(rf"Device (d\d+) paired to table {table}: open (\S+)").groups()
            device = Device(f"dev{table}", token_of(link), table, tally)
            device.device_id = device_id
            devices.append(device)
        one, two = devices
        for cycle in range(CYCLES):
            copy = tmp_path / f"station-{cycle}.tableside"
            station, station_url = spawn_station(zygote, url, copy, token, cycle)
            processes.append(station)
            eventually(lambda url=url, mine=station_url: named(url, mine), f"station {cycle}'s join in the log")
            holder.send("release")  # the judge restarts the timers the last takeover held
            holder.lines.wait_for(r"Timers restarted at table|No table's timers are held")
            for device in devices * 2:  # the hall as usual: answered once the station's copy holds it
                device.post(url, device.next_id(), WAIT_S, "desk")

            os.kill(holder.pid, signal.SIGSTOP)  # alive, unreachable: connections wait in its socket
            given_up = one.next_id()
            assert one.post(url, given_up, 1.0, "old desk") == "lost"  # sent; the device stops waiting
            waiting_id = two.next_id()
            heard: list[str] = []
            waiting = threading.Thread(target=lambda url=url, heard=heard, action=waiting_id: heard.append(
                two.post(url, action, WAIT_S, "old desk")))
            waiting.start()

            asked = time.monotonic()
            station.send("take over")
            took = float(station.lines.wait_for(r"Took over: serving again ([0-9.]+) s").group(1))
            new_url = station.lines.wait_for(r"Players' page: (http://127\.0\.0\.1:\d+/)").group(1)
            tally.takeovers.append(max(took, time.monotonic() - asked))  # the judge's wait, seen from here
            assert new_url == station_url
            if os.environ.get("PARTITION_SHOW"):
                print("".join(station.lines.seen[-8:]))
            station.send("release")
            station.lines.wait_for(r"Timers restarted at table|No table's timers are held")
            assert one.post(new_url, given_up, WAIT_S, "new holder") in ("done", "refused")  # again, same id
            for device in devices:  # both sides: the new holder now
                device.post(new_url, device.next_id(), WAIT_S, "new holder")

            before = {k for e in entries_of(copy) if (k := action_key(e)) is not None}  # the holder's, by id
            if SLOW_HOLDER_S:  # the new holder answers nothing while the old desk comes back: its status is slow
                os.kill(station.pid, signal.SIGSTOP)
            os.kill(holder.pid, signal.SIGCONT)
            if SLOW_HOLDER_S:
                time.sleep(SLOW_HOLDER_S)
                os.kill(station.pid, signal.SIGCONT)
            waiting.join(WAIT_S)
            if not heard or heard[0] == "done":
                holder.kill()
                raise AssertionError(f"cycle {cycle}: the old desk answered {heard} after the takeover; it said:\n"
                                     + "".join(holder.lines.seen[-30:]))
            if heard[0] in ("fenced", "lost"):
                assert two.post(new_url, waiting_id, WAIT_S, "new holder") in ("done", "refused")
            out = holder.lines.rest()  # the old desk stood down: its output ended
            text = "".join(out)
            if os.environ.get("PARTITION_SHOW"):
                print(text[-1500:])
            assert "holds this event now" in text and "stopped serving" in text, text[-2000:]
            old_entries = {e.seq: e for e in entries_of(holder_path)}
            named_keys = [action_key(old_entries[seq]) for seq in listed_seqs(out)]
            tally.listed += len(named_keys)
            # What the holder had under the same id before the old desk came back must never be listed; what
            # a device sent there after the old desk's "not known yet" may be (the desk lists as it stops).
            tally.listed_but_held += sum(1 for key in named_keys if key is not None and key in before)
            tally.listed_then_sent += sum(1 for key in named_keys if key is not None and key not in before)
            holder.kill()
            holder, holder_path, url = station, copy, new_url
        holder.send("quit")
        holder.lines.rest()  # its output ended: the last holder closed its file
    finally:
        for process in processes:
            process.kill()
        zygote.close()
    final = entries_of(holder_path)
    keys = [k for e in final if (k := action_key(e)) is not None]
    lost = sorted(k for k in tally.acked if k not in set(keys))
    doubled = len(keys) - len(set(keys))
    checked = run_tableside(home, "verify", str(holder_path))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    takeovers = sorted(tally.takeovers)
    print(f"\npartition test: {CYCLES} cycles; acted {len(tally.acted)}, acknowledged {len(tally.acked)} "
          f"({sum(1 for s in tally.acked.values() if s == 'old desk')} by the old desk after a SIGSTOP), "
          f"lost {len(lost)}, doubled {doubled}; answered 'not known yet' by a fenced desk {tally.fenced}, "
          f"refused by the rules {tally.refused}; re-enter lines {tally.listed}, naming an action the holder "
          f"had {tally.listed_but_held} (and {tally.listed_then_sent} a device sent there after the old desk's "
          f"answer); take over p50 {takeovers[len(takeovers) // 2]:.2f} s, "
          f"max {takeovers[-1]:.2f} s; {time.monotonic() - started:.0f} s in all")
    assert lost == [], f"acknowledged but not in the last holder's log: {lost}"
    assert doubled == 0
    assert tally.listed_but_held == 0
    assert takeovers[-1] <= TAKEOVER_GOAL_S
