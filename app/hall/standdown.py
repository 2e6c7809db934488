"""When a desk stands down for another server of its event, and what it then says: who holds it, what to re-enter.

``stand_down_for`` decides on the statuses heard (no network); ``Watch`` asks the stations every few
seconds (the old head coming back, or a network split healed); ``StandDown`` carries it out once. It
has stopped serving by the time the lines are written, so the list is complete; the file is left as it
is, nothing is merged.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable

from ..errors import QT_TRANSLATE_NOOP, TablesideError
from ..event.session import EventSession
from ..event.state import EventState
from ..eventlog.sqlite_store import open_event_file
from ..replication.client import LogClient
from ..replication.rivals import (
    WATCH_EVERY_S,
    holder_actions,
    holder_over,
    lacking,
    not_held,
    probe_all,
    reenter_lines,
    station_urls,
)
from ..replication.wire import Status, status_from_wire
from ..text import Text

# Not results to re-enter: a station's join, a takeover, and the hold a stopped desk wrote when it came
# back (the holder held the running timers itself when it took over).
NOT_RESULTS = ("station.join", "event.takeover", "clock.hold_all")


def about_to_serve(state: EventState, taking_over: str | None) -> Status:
    """The status a desk will serve ``state`` with; ``taking_over``: the station id of a takeover, which
    raises the epoch by one and writes one entry."""
    more = 1 if taking_over is not None else 0
    return Status("", state.event_hash, state.epoch + more, state.seq + more,
                  taking_over if taking_over is not None else state.serving)


def stand_down_for(own: Status, heard: Iterable[Status], *, taking_over: bool = False) -> Status | None:
    """The server this desk stands down for, or None to carry on: one of the same event that outranks it
    (a higher epoch above all, ``rivals``); taking over, also one already at the epoch the takeover would
    reach (a second holder of one epoch would split the event in two)."""
    heard = list(heard)
    holder = holder_over(own, heard)
    if holder is None and taking_over:
        holder = next((s for s in heard if s.event == own.event and s.epoch >= own.epoch), None)
    return holder


def own_status(status: bytes) -> Status | None:
    """This server's own status, as its hub holds it (``Hub.status``), or None before the event is open."""
    return status_from_wire("", status) if status else None


class Watch:
    """A serving desk's watch, on a thread of its own, for a server of the same event that outranks it."""

    def __init__(self, own: Callable[[], Status | None], on_outranked: Callable[[Status, Status], None],
                 every_s: float = WATCH_EVERY_S) -> None:
        self.own = own
        self.on_outranked = on_outranked  # (the holder, this server as it stood)
        self.every_s = every_s
        self.stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="tableside-watch", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        while not self.stop.wait(self.every_s):
            mine = self.own()
            if mine is None:
                continue
            holder = holder_over(mine, probe_all(station_urls(mine.stations, besides=mine.serving)))
            if holder is not None and not self.stop.is_set():
                self.on_outranked(holder, mine)
                return


def _thread(fn: Callable[[], None]) -> None:
    threading.Thread(target=fn, name="tableside-stand-down", daemon=True).start()


class StandDown:
    """Called with (the holder, this desk as it stood) by whichever of the watch and the fence heard first:
    once, off that thread (the server's loop cannot stop itself), ``stop`` ends the serving and the
    writing, then ``said`` is handed the lines for the judge (``lines``, written once nothing more can be)."""

    def __init__(self, stop: Callable[[], None], lines: Callable[[Status, Status], list[str | Text]],
                 said: Callable[[list[str | Text]], None],
                 spawn: Callable[[Callable[[], None]], None] = _thread) -> None:
        self._stop, self._lines, self._said, self._spawn = stop, lines, said, spawn
        self._once = threading.Lock()
        self.holder: tuple[Status, Status] | None = None

    def __call__(self, holder: Status, mine: Status) -> None:
        if self._once.acquire(blocking=False):
            self.holder = (holder, mine)
            self._spawn(lambda: self._run(holder, mine))

    def _run(self, holder: Status, mine: Status) -> None:
        self._stop()
        self._said(self._lines(holder, mine))


def stand_down_lines(path: str | None, holder: Status, token: str | None, own_epoch: int,
                     me: str = "this server") -> list[str | Text]:
    """What a server that stood down says (``str()`` of each: the command line's English; the window
    translates each ``Text``): who holds the event, and what to re-enter there."""
    fields = {"holder": holder.holder, "epoch": holder.epoch, "url": holder.url, "me": me, "own": own_epoch}
    if path is None:  # an event kept in no file: nothing to compare
        return [Text(QT_TRANSLATE_NOOP("messages", "{holder} holds this event now, at epoch {epoch} ({url}); {me} was "
                                                   "at epoch {own} and stopped serving."), fields)]
    lines: list[str | Text] = [Text(QT_TRANSLATE_NOOP(
        "messages", "{holder} holds this event now, at epoch {epoch} ({url}); {me} was at epoch {own} and stopped "
                    "serving. Nothing was merged: {path} is left as it is."), {**fields, "path": path})]
    if token is None:
        lines.append(QT_TRANSLATE_NOOP("messages", "this server serves no log (--no-log), so it cannot read the "
                                                   "holder's: compare the two histories by hand"))
        return lines
    client = LogClient(holder.url, token, timeout_s=5.0)
    session: EventSession | None = None
    try:
        session = EventSession(open_event_file(path, readonly=True))
        head = client.page(0, 1).head_seq
        shared, extra = lacking(session.store, client, head)
        listed = not_held([e for e in extra if e.kind not in NOT_RESULTS], holder_actions(client, shared))
        if not listed:
            lines.append(Text(QT_TRANSLATE_NOOP("messages", "{holder} holds every result {me} has (the logs agree "
                                                            "up to entry {shared}): nothing to re-enter"),
                              {**fields, "shared": str(shared)}))
        else:
            lines.append(Text(QT_TRANSLATE_NOOP("messages", "re-enter these %n on {holder}: {me} committed them after "
                                                            "entry {shared}, the last entry the two logs share, and "
                                                            "{holder} lacks them:"),
                              {**fields, "n": len(listed), "shared": str(shared)}))
            lines.extend(reenter_lines(listed, session.describe_text))
    except TablesideError as err:
        lines.append(Text(QT_TRANSLATE_NOOP("messages", "could not compare with {holder}'s log ({why}); compare the "
                                                        "two histories by hand"), {**fields, "why": err.text}))
    finally:
        client.close()
        if session is not None:
            session.close()
    return lines
