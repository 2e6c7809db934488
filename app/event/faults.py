"""What the desk does when it stopped: quit, crash, stall or suspend. Nobody is charged for it.

Every fault ends in the same logged entry, ``clock.hold_all`` at the moment the desk stopped, so
the fold stays a pure function of the log and every copy agrees:

* **quit**: the desk holds its running timers as it closes (the window asks first);
* **crash**: the next start reads the heartbeat (app.event.heartbeat) and holds them at the last
  beat, at most a second before the process died;
* **stall or suspend**: ``DeskWatch`` notices the gap (app.event.gap) before anything else runs and
  holds them at its start; an action a table device sent meanwhile is dated at that start, the last
  moment the desk knew, and never charged for the gap.

The round clock is not held: it is the hall's clock (the room was told when the round ends, and
the games at the tables went on), so it ran on through the gap as it runs on through a crash. The
desk says how long the gap was, and a table that needs the time back gets an extension.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..eventlog.sqlite_store import SqliteStore
from .automatic import due_leaves
from .changes import EMPTY, Change
from .gap import Gap, GapDetector
from .heartbeat import Beat, Heartbeat
from .holding import length_text, to_hold

if TYPE_CHECKING:  # the session opens through recover_after_crash: only its type is needed here
    from .session import EventSession

BEAT_EVERY_MS = 500  # at most this often (the desk's loop samples about once a second while timers run)
DEVICE_GRACE_MS = 1_000  # device actions the desk runs this soon after noticing a gap were sent during it


def hold_running(session: EventSession, t: int, why: str, *, stopped: str | None = None,
                 gap_ms: int | None = None) -> Change:
    """Hold at t every running timer the run ``stopped`` (this one by default) drove; EMPTY if none ran.

    What the clocks made due before t (a time-out) is logged first: it happened while the desk ran.
    """
    stopped = stopped or session.run
    t = max(t, session.state.last_t)
    change = session.catch_up(t)
    if not to_hold(session.state, stopped, t):
        return change
    data: dict[str, object] = {"t": t, "why": why, "stopped": stopped}
    if gap_ms is not None:
        data["gap_ms"] = gap_ms
    return change | session.do("clock.hold_all", data)


def recover_after_crash(session: EventSession, heartbeat: Heartbeat, beat: Beat | None) -> Change:
    """At the start of a run: hold the timers a run that died left running, at its last heartbeat."""
    state = session.state
    if beat is None or not state.event_hash or beat.event != state.event_hash or beat.run == session.run:
        return EMPTY
    now = max(session.clock.now(), state.last_t)
    change = hold_running(session, min(beat.t, now), "crash", stopped=beat.run)
    heartbeat.clear()  # said once, in the log
    return change


@dataclass(frozen=True, slots=True)
class Noticed:
    """A gap the desk noticed, and what it did about it."""

    gap: Gap
    began_t: int  # event time the gap began: the last moment the desk knew
    began_wall: int  # the same moment on the wall clock (for messages)
    change: Change  # the hold it logged (EMPTY if no timer ran)


class DeskWatch:
    """Run by whoever owns the desk's session, on its thread: ``check`` before every action and at
    least once a second, ``beat`` after. Holds timers for a gap and keeps the heartbeat."""

    def __init__(self, session: EventSession, heartbeat: Heartbeat | None,
                 detector: GapDetector | None = None) -> None:
        """``detector``: None watches for no gap (a desk on a clock that tests move by hand)."""
        self.session = session
        self.heartbeat = heartbeat
        self.detector = detector
        self.last: Noticed | None = None  # the latest gap noticed
        self._noticed_mono: int | None = None
        self._beat_mono: int | None = None

    def check(self) -> Noticed | None:
        """Sample the clocks; on a gap, hold the running timers at its start (logged) and return it."""
        if self.detector is None:
            return None
        source = self.session.clock.source
        mono, wall = source.monotonic_ms(), source.wall_ms()
        gap = self.detector.sample(mono, wall)
        if gap is None:
            return None
        since = mono - gap.began_mono  # event time counts monotonic time: this much of it is the gap
        began_t = max(self.session.now() - since, self.session.state.last_t)
        why = "stall" if gap.kind == "late" else "suspend"
        change = hold_running(self.session, began_t, why, gap_ms=gap.length_ms)
        self.last = Noticed(gap, began_t, wall - gap.length_ms, change)
        self._noticed_mono = mono
        return self.last

    def device_moment(self, now: int) -> int:
        """The moment a device's action is dated: the gap's start if it was sent during a gap."""
        if self.in_grace():
            assert self.last is not None
            return max(self.last.began_t, self.session.state.last_t)
        return now

    def in_grace(self) -> bool:
        if self._noticed_mono is None:
            return False
        return self.session.clock.source.monotonic_ms() - self._noticed_mono <= DEVICE_GRACE_MS

    def after_device_action(self) -> Change:
        """A decision a device started at the gap's start is held there too: the gap is nobody's."""
        if not self.in_grace() or self.last is None:
            return EMPTY
        why = "stall" if self.last.gap.kind == "late" else "suspend"
        return hold_running(self.session, self.session.state.last_t, why, gap_ms=self.last.gap.length_ms)

    def beat(self, force: bool = False) -> None:
        """Write "alive now" beside the event while this run has timers a crash would hold."""
        if self.heartbeat is None:
            return
        session = self.session
        mono = session.clock.source.monotonic_ms()
        if not force and self._beat_mono is not None and mono - self._beat_mono < BEAT_EVERY_MS:
            return
        now = session.now()
        if not to_hold(session.state, session.run, now):
            return
        # Alive, but a time-out the loop has not logged yet is not known here: the beat says no later
        # than just before it, so the next start never holds a timer past its own time-out.
        due = due_leaves(session.state, now)
        alive = now if due is None else max(session.state.last_t, min(now, due["t"] - 1))
        self._beat_mono = mono
        try:
            self.heartbeat.write(Beat(session.run, session.state.event_hash, alive, session.clock.source.wall_ms()))
        except OSError:
            pass  # only a safeguard: without it a crash holds the timers at their last entry, as before

    def close(self) -> Change:
        """A clean stop: hold the running timers at this moment and drop the heartbeat."""
        try:
            return hold_running(self.session, self.session.now(), "quit")
        finally:
            if self.heartbeat is not None:
                self.heartbeat.clear()


def heartbeat_of(session: EventSession) -> Heartbeat | None:
    """The heartbeat beside a writable event file (none for a copy or an event in memory)."""
    store = session.store
    if store.readonly or not isinstance(store, SqliteStore):
        return None
    return Heartbeat.beside(store.name)


def clock_text_of(wall_ms: int) -> str:
    return datetime.datetime.fromtimestamp(wall_ms / 1000).strftime("%H:%M:%S")


def gap_message(noticed: Noticed) -> str:
    """What the desk says about a gap, in the judge's words."""
    gap = noticed.gap
    held = "the running player timers are held since then, so nobody was charged for it; resume them on each " \
           "table when its players are ready" if noticed.change.entries else "no player timer was running"
    at = clock_text_of(noticed.began_wall)
    if gap.kind == "late":
        return (f"Tableside was not running for {length_text(gap.length_ms)} (from {at}): {held}. The round "
                "clock ran on; give a table that needs the time back more minutes (Extend).")
    return (f"The computer's clock moved {length_text(gap.length_ms)} ahead of Tableside's from {at} (the "
            f"computer slept, or its clock was set): {held}. The round clock did not count that time: it ends "
            "that much later than the wall clock says.")
