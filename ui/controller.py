"""The open event, owned in one place: widgets send intents here and repaint from what it says changed.

``EventController`` holds the ``EventSession`` and the ONE wake-up timer. Every intent goes through
``session.do``: it is checked, durably written and applied before anything is repainted, so the
window never shows what was not committed. A refusal or a failed write is turned into a signal with
the message in plain words; the state is left exactly as it was.

The wake-up timer is a precise single-shot timer armed for the next moment anything on screen can
change: the earliest of ``next_automatic`` (a main timer running out, the round ending, a vote
closing) and the next whole-second reading of any running countdown. When it fires, ``wake`` logs
what the clocks made due (``session.catch_up``), repaints only the tables whose picture changed and
arms itself again. There is no periodic tick.

*When* each ``Change`` is painted (a click at once and first, device commits a frame at a time, the
work that waits for a paint) is ``ui.paint_policy``'s rule, owned here as ``self.paint``; each commit's
own ``Change`` also goes out on ``committed`` for the hall's publisher.
"""

from __future__ import annotations

import gc
import logging
import sys
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from tableside.app.clocks.clock_text import next_reading_change
from tableside.app.errors import TablesideError
from tableside.app.event.actions import UNDO, ActionRefused
from tableside.app.event.automatic import next_automatic, table_automatic
from tableside.app.event.changes import EMPTY, Change, TableKey
from tableside.app.event.faults import DeskWatch, gap_message, heartbeat_of
from tableside.app.event.gap import GapDetector
from tableside.app.event.holding import to_hold
from tableside.app.event.judge_queue import next_tick as next_call_tick
from tableside.app.event.projector_view import next_clock_tick
from tableside.app.event.round_end import next_phase_tick
from tableside.app.event.session import EventSession, Opened
from tableside.app.event.state import EventState, Round, Table
from tableside.app.event.timebase import SystemTime, TimeSource
from tableside.app.eventlog.anchor import head_fingerprint
from tableside.app.eventlog.entry import Entry
from tableside.app.eventlog.seen_heads import check_seen, forget, remember
from tableside.app.eventlog.store import EventFileError, LogStore
from tableside.app.steps import Progress, finish
from tableside.app.text import Text
from tableside.ui.i18n import arg, said, translate
from tableside.ui.paint_policy import PaintPolicy, WaitingCommits
from tableside.ui.quiet_collector import QuietCollector

HELD_TICK_MS = 1_000  # the held banner counts the seconds held
# The desk looks at its clocks this often, whatever else happens: a stall or a sleep of the computer is
# noticed (app.event.gap) and the heartbeat beside the event file stays within a second of now.
WATCH_MS = 500
# The head last seen (app.eventlog.seen_heads) is written at most this long after a commit, once for a
# burst: reading and rewriting that record cost more than the card's repaint on every device action.
SEEN_HEAD_AFTER_MS = 1000

log = logging.getLogger("tableside.event")  # the event file's path only: never its content
T = TypeVar("T")


class WakeTimer(Protocol):
    """What the controller needs of its timer (a QTimer, or a hand-fired fake in tests)."""

    timeout: Any

    def setSingleShot(self, single: bool) -> None: ...  # noqa: N802
    def setTimerType(self, kind: Qt.TimerType) -> None: ...  # noqa: N802
    def start(self, msec: int) -> None: ...
    def stop(self) -> None: ...
    def isActive(self) -> bool: ...  # noqa: N802


def qt_timer(parent: QObject) -> QTimer:
    return QTimer(parent)


@dataclass
class _Schedule:
    """When each visible thing next changes its reading, as armed last."""

    tables: dict[TableKey, int] = field(default_factory=dict)
    round_clock: int | None = None
    automatic: int | None = None
    round: int | None = None  # the round whose tables these are
    calls: int | None = None  # a judge call's age reads differently


# What the session stamps on an entry (its moment, which run and device wrote it): not part of the action.
STAMPS = frozenset({"t", "run", "device", "station", "action_id"})


def frozen_as_made(steps: Progress[T]) -> Progress[T]:
    """``steps``, with what each made moved out of the garbage collector's way (``gc.freeze``), as
    opening does for the whole state once it is open: otherwise the full collections that the millions
    of new entries set off walk all of them again and again (steps of 0.15-0.35 s at a million entries,
    growing; 66 ms at most, frozen). Entries hold no cycles: a cancelled open's are freed all the same."""
    while True:
        try:
            share = next(steps)
        except StopIteration as end:
            return end.value  # type: ignore[no-any-return]
        gc.freeze()
        yield share


class EventController(QObject):
    changed = Signal(object)  # app.event.changes.Change: what the session says the commit changed
    # Each commit's Change exactly as the session returned it, and whether it was the desk's own (a click,
    # an undo, a time-out the clocks logged: True) or a device's or a station's (False); the hall's
    # publisher rebuilds the pages from it (``changed`` also carries countdown readings and frame splits).
    committed = Signal(object, bool)
    refused = Signal(str)  # an action the rules refused; nothing was written
    write_failed = Signal(str)  # the event file could not be written; nothing changed
    opened = Signal()  # another event was opened (or the event closed): rebuild everything
    armed = Signal(int)  # the wake-up interval just armed, in ms (for tests and diagnostics)
    gap_noticed = Signal(str)  # the desk was not running for a while (stall, sleep): what it did, in words
    undid = Signal(object, str)  # a table's Undo took back this Entry (described as the str): the window says so

    def __init__(self, time_source: TimeSource | None = None,
                 timer_factory: Callable[[QObject], WakeTimer] = qt_timer, parent: QObject | None = None,
                 watch_timer_factory: Callable[[QObject], WakeTimer] = qt_timer,
                 watch_gaps: bool | None = None) -> None:
        """``timer_factory`` makes the one wake-up timer; ``watch_timer_factory`` the background ones (the
        watch, the head last seen). ``watch_gaps``: notice stalls and sleeps (app.event.gap); by default only
        on the system's clock, since a clock a test moves by hand jumps without the desk having stopped."""
        super().__init__(parent)
        self.watch: DeskWatch | None = None  # the desk's own (not a station's): gaps and the heartbeat
        self.file_lost: Text | None = None  # the event file deleted, moved or replaced while open (said once)
        self._watch_timer = watch_timer_factory(self)
        self._watch_timer.setSingleShot(False)
        self._watch_timer.setTimerType(Qt.TimerType.CoarseTimer)
        self._watch_timer.timeout.connect(self._watched)
        self.time_source = time_source or SystemTime()
        self.watch_gaps = isinstance(self.time_source, SystemTime) if watch_gaps is None else watch_gaps
        self._session: EventSession | None = None
        self.path: str | None = None
        self._timer = timer_factory(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._woken)
        self._schedule = _Schedule()
        self.armed_interval: int | None = None
        self.armed_for: int | None = None  # the event-time moment the timer was armed for
        self.opened_held: tuple[TableKey, ...] = ()  # tables held by a restart when the event opened
        # Set on opening a file that no longer holds the head Tableside last saw in it (app.eventlog.seen_heads).
        self.opened_warning: str | None = None
        # Called with every commit that wrote entries, before the window paints it, and whether the
        # paint waits for it (the judge's own click, or a time-out the clocks logged): the hall server
        # wakes its standby copies, and such a commit waits (bounded) until a copy holds it (ui.hall.serving).
        self.on_commit: Callable[[Change, bool], None] | None = None
        # A judge station: the session is a read-only replica and each intent goes to the serving desk
        # (ui.station); None at the desk itself.
        self.remote: Any = None
        # When the window paints each Change, and what waits for a paint (ui.paint_policy: its docstring
        # is the policy): clicks at once and first, device commits a frame at a time, work after the paint.
        self.paint = PaintPolicy(self.changed.emit, lambda: self._session is not None, self)
        self._seen_head = watch_timer_factory(self)  # a test fires it by hand, as the watch's
        self._seen_head.setSingleShot(True)
        self._seen_head.setTimerType(Qt.TimerType.CoarseTimer)
        self._seen_head.timeout.connect(self._remember_now)
        # Full garbage collections right after a tap is painted, not wherever the interpreter starts one.
        self.collector = QuietCollector(lambda: self.time_source.monotonic_ms() / 1000, parent=self)

    # ------------------------------------------------------------------------------------------
    # Opening and closing

    @property
    def session(self) -> EventSession | None:
        return self._session

    @property
    def judge_painting(self) -> bool:
        """From the start of the judge's commit until its card is painted (``PaintPolicy``, rule 1)."""
        return self.paint.judge_painting

    @property
    def waiting_commits(self) -> WaitingCommits | None:
        """The hall server's device actions queued for this thread (``ui.hall.bridge``), None when not serving."""
        return self.paint.waiting_commits

    @waiting_commits.setter
    def waiting_commits(self, commits: WaitingCommits | None) -> None:
        self.paint.waiting_commits = commits

    @property
    def is_open(self) -> bool:
        return self._session is not None

    def open_store(self, store: LogStore, path: str | None = None, run: str | None = None,
                   opened: Opened | None = None) -> EventSession:
        """Take over an open log store (the window's way in; tests pass a MemoryStore).

        ``run``: a station's replica is folded as the serving desk's run (its timers are not held).
        """
        self.close()
        self.file_lost = None
        self._session = EventSession(store, self.time_source, run=run, opened=opened)
        if not store.readonly:
            self.watch = DeskWatch(self._session, heartbeat_of(self._session),
                                   GapDetector() if self.watch_gaps else None)
            self._watch_timer.start(WATCH_MS)
        self._session.defer_to_idle()  # the snapshot and the checkpoint: in a quiet moment (_idle), not in a click
        self.path = path
        self.opened_warning = None
        self.opened_held = tuple(self.held_tables())
        # The folded state of a big event is millions of objects that live as long as it is open: a full
        # garbage collection walked all of them (62 ms at a million entries, inside a click). Frozen,
        # the collector walks only what was made since; closing gives them back to it.
        gc.freeze()
        self.collector.start()
        self.opened.emit()
        self.wake()
        return self._session

    def open_file(self, path: str | Path, create: bool = False) -> EventSession:
        """Open (or create) an event file; raises EventFileError with the reason in words."""
        return finish(self.open_file_in_steps(path, create))

    def open_file_in_steps(self, path: str | Path, create: bool = False,
                           before_opening: Callable[[], None] | None = None) -> Progress[EventSession]:
        """``open_file`` with the fold a step at a time (ui.long_work shows the share done). Until its
        last step nothing is written and the event open before stays open: closing the steps early
        (the judge cancelled) lets go of the file as it was. ``before_opening`` runs once the file is
        folded, before the event open till then is closed (the window stops being a station there)."""
        from tableside.app.event.open_file import open_event
        from tableside.app.event.session import open_state_in_steps

        new = create and not Path(path).exists()
        store, preloaded = open_event(str(path), create=create)
        run = uuid.uuid4().hex[:12]
        try:
            opened = yield from frozen_as_made(open_state_in_steps(store, run, hold=False, preloaded=preloaded))
        except BaseException:  # GeneratorExit (cancelled) or a failed read: the file is let go of untouched
            store.close()
            raise
        log.info("%s event file %s", "created" if new else "opened", path)
        if before_opening is not None:
            before_opening()
        if new:
            forget(path)
        # Until the judge writes to it, a file that came back different keeps the head seen before, so
        # the warning stands each time it is opened.
        warning = check_seen(path, store)
        if warning is None:
            remember(path, store)
        session = self.open_store(store, str(path), run=run, opened=opened)
        self.opened_warning = warning
        return session

    def close(self) -> None:
        """Close the event; running player timers are held at this moment (logged), nobody gains or loses it."""
        self._timer.stop()
        self._watch_timer.stop()
        watch, self.watch = self.watch, None
        if watch is not None and self._session is not None:
            try:
                watch.close()
            except (TablesideError, OSError) as err:  # the hold is lost, not the event: the heartbeat still says when
                log.warning("could not hold the running timers of %s on closing: %s", self.path, err)
        self.armed_interval = self.armed_for = None
        self.paint.closed()  # the next event is repainted whole (opened)
        if self._seen_head.isActive():
            self._seen_head.stop()
            self._remember_now()
        if self._session is not None:
            session, self._session = self._session, None
            self.collector.stop()
            gc.unfreeze()
            try:
                session.close()
            except Exception as err:  # noqa: BLE001 - every entry is already on disk; closing must not crash
                if self.file_lost is None:  # a lost file was said already, with where its copy is
                    print(f"tableside: closing the event file: {err!r}", file=sys.stderr)
                log.warning("closing the event file %s: %r", self.path, err)
            if self.path:
                log.info("closed event file %s", self.path)
            self.path = None
            self.opened_held = ()
            self.opened.emit()

    # ------------------------------------------------------------------------------------------
    # Reading (widgets read through here; they never call the session's do)

    @property
    def state(self) -> EventState:
        assert self._session is not None, translate("controller", "no event is open")
        return self._session.state

    def now(self) -> int:
        assert self._session is not None, translate("controller", "no event is open")
        return self._session.now()

    def current_round(self) -> Round | None:
        return self.state.current_round if self._session is not None else None

    def table(self, key: TableKey) -> Table | None:
        rnd = self.state.rounds.get(key[0])
        return rnd.tables.get(key[1]) if rnd else None

    def player_name(self, pid: str) -> str:
        player = self.state.players.get(pid)
        return player.name if player else pid

    def wall_ms(self, t: int) -> int:
        assert self._session is not None
        return self._session.clock.event_to_wall_ms(t)

    def ratings_for(self, round_number: int) -> dict[str, int]:
        """Ratings players bring into a round (contribution system only; empty otherwise)."""
        assert self._session is not None, translate("controller", "no event is open")
        return self._session.ratings_before(round_number)

    def timers_running(self) -> bool:
        """Whether a player is deciding against a running timer that closing the desk would hold."""
        session = self._session
        return session is not None and self.watch is not None and bool(to_hold(session.state, session.run,
                                                                                 session.now()))

    def held_tables(self) -> list[TableKey]:
        if self._session is None:
            return []
        return [(rnd.number, table.number) for rnd in self.state.rounds.values()
                for table in rnd.tables.values() if table.held_by_restart and not table.finished]

    def entries(self, after_seq: int = 0) -> list[Entry]:
        assert self._session is not None
        return list(self._session.store.entries(after_seq))

    def describe(self, entry: Entry) -> str:
        assert self._session is not None
        try:
            return said(self._session.describe_text(entry))  # the core's sentence, in the judge's language
        except (KeyError, TypeError, ValueError, AttributeError):
            return f"{entry.kind} {dict(entry.data)}"

    def undo_target(self, key: TableKey) -> int | None:
        """The table's latest action that is not undone (what its Undo button takes back)."""
        return self._session.table_undo_target(key) if self._session is not None else None

    # ------------------------------------------------------------------------------------------
    # Intents: one method per thing a judge can do. Each returns True when it was committed.

    def out(self, round_number: int, table: int, players: Iterable[str]) -> bool:
        return self._do("player.out", {"round": round_number, "table": table, "players": list(players)})

    def confirm_report(self, round_number: int, table: int) -> bool:
        """The judge confirms the leave the table reported (``result.confirm`` from the desk)."""
        return self._do("result.confirm", {"round": round_number, "table": table, "via": "desk"})

    def overrule_report(self, round_number: int, table: int, reason: str) -> bool:
        """The judge refuses the leave the table reported, saying why (``result.overrule``)."""
        return self._do("result.overrule", {"round": round_number, "table": table, "reason": reason})

    def end_last_turn(self, round_number: int, table: int) -> bool:
        """The judge says the last turn is done at a table whose turns no timers see: everyone still in
        leaves together at the round's end (app.event.round_end)."""
        found = self.table((round_number, table))
        players = list(found.still_in) if found is not None else []
        return self._do("player.out", {"round": round_number, "table": table, "players": players, "reason": "round"})

    def enter_numbers(self, round_number: int, table: int, numbers: dict[str, int]) -> bool:
        """The numbers that rank the players still in at the round's end (``game.numbers``)."""
        return self._do("game.numbers", {"round": round_number, "table": table, "numbers": dict(numbers)})

    def undo_table(self, round_number: int, table: int) -> bool:
        # What it takes back is read first (described as it stood), so the window can say it and offer it again.
        target = self.undo_target((round_number, table))
        entry = self._session.entry_at(target) if self._session is not None and target is not None else None
        described = self.describe(entry) if entry is not None else ""
        ok = self._run(lambda session: session.undo_table((round_number, table)), round_number, table)
        if ok and entry is not None:
            self.undid.emit(entry, described)
        return ok

    def redo(self, entry: Entry) -> bool:
        """Do an undone table action again, now. The log cannot undo an undo (an undo is itself an entry
        that stays), so "redo" is the same action written anew at this moment, judged as any new tap."""
        data = {k: v for k, v in entry.data.items() if k not in STAMPS}
        return self._do(entry.kind, data)

    def undo_entry(self, seq: int) -> bool:
        return self._do(UNDO, {"entry": seq})

    def decision(self, round_number: int, table: int, player: str, kind: str) -> bool:
        return self._do("clock.decision", {"round": round_number, "table": table, "player": player, "decision": kind})

    def done(self, round_number: int, table: int) -> bool:
        return self._do("clock.done", {"round": round_number, "table": table})

    def auction(self, round_number: int, table: int, player: str) -> bool:
        return self._do("clock.auction", {"round": round_number, "table": table, "player": player})

    def request_pause(self, round_number: int, table: int, player: str) -> bool:
        return self._do("clock.pause", {"round": round_number, "table": table, "player": player})

    def vote(self, round_number: int, table: int, player: str, yes: bool) -> bool:
        return self._do("clock.vote", {"round": round_number, "table": table, "player": player, "yes": yes})

    def resume(self, round_number: int, table: int, player: str) -> bool:
        return self._do("clock.resume", {"round": round_number, "table": table, "player": player})

    def adjust(self, round_number: int, table: int, player: str, ms: int) -> bool:
        return self._do("clock.adjust", {"round": round_number, "table": table, "player": player, "ms": ms})

    def release(self, round_number: int, table: int) -> bool:
        return self._do("clock.release", {"round": round_number, "table": table})

    def release_all(self) -> bool:
        ok = True
        for rnd, table in self.held_tables():
            ok = self.release(rnd, table) and ok
        return ok

    def start_round(self, round_number: int) -> bool:
        return self._do("round.start", {"round": round_number})

    def pause_round(self, round_number: int) -> bool:
        return self._do("round.pause", {"round": round_number})

    def resume_round(self, round_number: int) -> bool:
        return self._do("round.resume", {"round": round_number})

    def extend(self, round_number: int, table: int, minutes: int) -> bool:
        return self._run(lambda session: session.extend_table((round_number, table), minutes), round_number, table)

    def register(self, name: str) -> bool:
        return self._do("player.register", {"name": name})

    def open_round(self, minutes: int | None = None, cut: int | None = None, system: str | None = None) -> bool:
        """The next round; with ``cut``, a final of the standings' top ``cut`` (app.event.final), scored by
        ``system`` (None: the event's)."""
        data: dict[str, Any] = {} if minutes is None else {"minutes": minutes}
        if cut is not None:
            data["cut"] = cut
            if system is not None:
                data["system"] = system
        return self._do("round.open", data)

    def seat(self, round_number: int, table: int, players: list[str], game: str, hours: str = "") -> bool:
        data: dict[str, Any] = {"round": round_number, "table": table, "players": players, "game": game}
        if hours.strip():
            data["hours"] = hours.strip()
        return self._do("table.seat", data)

    def seat_round(self, round_number: int, game: str = "", byes: int = 0, five: bool = False,
                   hours: str = "") -> bool:
        """Seat the whole round from a fresh seed (round.seat); ``byes``/``five`` are the judge's way out
        when the players cannot be split into the event's table sizes; ``hours`` (as typed) for every table."""
        data: dict[str, Any] = {"round": round_number, "byes": byes, "five": five}
        if game.strip():
            data["game"] = game.strip()
        if hours.strip():
            data["hours"] = hours.strip()
        return self._do("round.seat", data)

    def correct(self, round_number: int, table: int, order: list[list[str]], reason: str) -> bool:
        """A finished game's result corrected by the judge (game.correct): the order first out first."""
        return self._do("game.correct", {"round": round_number, "table": table, "order": order, "reason": reason})

    def set_game(self, round_number: int, table: int, game: str, hours: str) -> bool:
        """One table's game and usual hours (table.game); empty hours: the event's default."""
        return self._do("table.game", {"round": round_number, "table": table, "game": game,
                                       "hours": hours.strip() or None})

    def move(self, round_number: int, player: str, table: int) -> bool:
        return self._do("table.move", {"round": round_number, "player": player, "table": table})

    def swap(self, round_number: int, a: str, b: str) -> bool:
        return self._do("table.swap", {"round": round_number, "a": a, "b": b})

    def rename(self, player: str, name: str) -> bool:
        return self._do("player.rename", {"player": player, "name": name})

    def drop(self, player: str) -> bool:
        return self._do("player.drop", {"player": player})

    def import_players(self, data: dict[str, Any]) -> bool:
        """One player.import entry (from app.players_csv.import_data): the whole list, or no one."""
        return self._do("player.import", data)

    def do(self, kind: str, data: dict[str, Any]) -> bool:
        """Any other action of the vocabulary (event.create from the new-event dialog, ...)."""
        return self._do(kind, data)

    def commit_from_device(self, kind: str, data: dict[str, Any], device: str | None, action_id: str,
                           station: str | None = None, moment: int | None = None) -> Change:
        """A table device's (or a judge station's) action, run by the hall server's writer on this thread.

        The same catch-up, checks and durable commit as a click, in the same order. The window
        repaints from ``changed`` as for a click, but once per frame (``DEVICE_FRAME_MS``) for every
        device action in it, after the answer (``PaintPolicy``, rule 3). A refusal raises (nothing written)
        and is the device's to show, not the judge's. Returns the session's ``Change`` (with the
        leaves the clocks made due), which the hall publishes before the device is answered.
        """
        session = self._session
        if session is None:
            raise ActionRefused(translate("controller", "no event is open at the judge's desk"))
        self._watch()
        change = EMPTY
        try:
            watch = self.watch
            if watch is not None and "t" not in data and moment is None:  # moment: queued offline (app.event.queued)
                # Sent while the desk was not running: judged at the last moment it knew, never charged for the gap.
                data = {**data, "t": watch.device_moment(session.now())}
            change = session.do(kind, data, device=device, action_id=action_id, station=station, moment=moment)
            if watch is not None:
                change = change | watch.after_device_action()
        finally:
            if change.entries and self.path is not None:
                self._remember_head(session)
            self._committed(change, click=False)
            self._arm(session.now(), change)
            self.paint.device_committed(change)
        return change

    def absorb(self) -> Change:
        """A station: fold what the replica received since last time and paint it as a click is painted."""
        session = self._session
        if session is None:
            return EMPTY
        try:
            change = session.absorb()
        except (TablesideError, OSError) as err:  # the replica could not be read: say so, keep the window
            self.write_failed.emit(arg(translate("controller", "The copy of the event could not be read (%1)."), err))
            return EMPTY
        now = session.now()
        if change.entries:
            self._arm(now, change)
            self.changed.emit(change)
        return change

    def _committed(self, change: Change, click: bool) -> None:
        if not change.entries:
            return
        if self.on_commit is not None:
            self.on_commit(change, click)
        self.committed.emit(change, click)

    def commits_first(self) -> None:
        """Run the hall's device actions waiting for this thread, if any (before deferred work), unless
        the judge's tap is being painted (``PaintPolicy``, rule 2)."""
        self.paint.commits_first()

    def _woken(self) -> None:
        self.commits_first()
        self.wake()

    # ------------------------------------------------------------------------------------------
    # The one wake-up timer

    def wake(self) -> None:
        """Log what the clocks made due, repaint what changed, arm the timer for the next change."""
        if self._session is None:
            return
        self._watch()
        now = self.now()
        change = EMPTY
        try:
            # A station's replica is read-only: the serving desk logs what the clocks make due, and the
            # station paints it when it arrives.
            change = EMPTY if self._session.store.readonly else self._session.catch_up(now)
        except EventFileError as err:
            log.warning("not saved to %s: %s", self.path, err)
            self.write_failed.emit(_not_saved(err))
        except TablesideError as err:  # pragma: no cover - the clocks made it due, so it should pass
            self.refused.emit(said(err))
        # Countdowns whose whole-second reading changed repaint too; a leave the clocks made shows
        # on the round bar (tables still playing).
        due_tables = frozenset(k for k, m in self._schedule.tables.items() if m <= now)
        round_due = self._schedule.round_clock is not None and self._schedule.round_clock <= now
        calls_due = self._schedule.calls is not None and self._schedule.calls <= now
        if change.entries and self.path is not None:
            self._remember_head(self._session)  # leaves the clocks made are the file's new head too
        # A time-out the clocks logged is painted as a click is: once a standby copy holds it (bounded).
        self._committed(change, click=True)
        change = change | Change(tables=due_tables, round_clock=round_due or bool(change.entries), calls=calls_due)
        self._arm(now, change)
        if not change.empty:
            self.changed.emit(change)

    def next_wake(self, now: int, only: frozenset[TableKey] | None = None) -> int | None:
        """The event-time moment the timer should fire next (recomputes the schedule).

        With ``only``, the tables' own moments are worked out again for those tables alone (the ones a
        commit changed); the others keep theirs, so a click costs its table, not the round's hundred.
        """
        schedule = _Schedule()
        state = self.state
        rnd = state.current_round
        # The round's tables' own clock-made moments are kept per table with their ticks (``_table_tick``).
        schedule.automatic = next_automatic(state, now, but_round=rnd.number if rnd is not None else None)
        moments = [schedule.automatic] if schedule.automatic is not None else []
        schedule.calls = next_call_tick(state, now)  # the judge calls' ages (a handful: worked out every time)
        if schedule.calls is not None:
            moments.append(schedule.calls)
        if rnd is not None:
            schedule.round = rnd.number
            if rnd.clock is not None and rnd.clock.state == "running":
                schedule.round_clock = next_clock_tick(state, now)  # the round's reading, or an extended table's
                if schedule.round_clock is not None:
                    moments.append(schedule.round_clock)
            if only is not None and self._schedule.round == rnd.number:
                schedule.tables = dict(self._schedule.tables)
                for key in only:
                    schedule.tables.pop(key, None)
                    table = rnd.tables.get(key[1]) if key[0] == rnd.number else None
                    tick = self._table_tick(rnd, table, now) if table is not None else None
                    if tick is not None:
                        schedule.tables[key] = tick
            else:
                for table in rnd.tables.values():
                    tick = self._table_tick(rnd, table, now)
                    if tick is not None:
                        schedule.tables[(rnd.number, table.number)] = tick
            moments.extend(schedule.tables.values())
        self._schedule = schedule
        return min(moments) if moments else None

    def _table_tick(self, rnd: Round, table: Table, now: int) -> int | None:
        if table.started_at is None or table.finished:
            return None
        ticks = []
        if table.clock is not None:
            if table.held_by_restart:
                ticks.append(now + HELD_TICK_MS - (now - table.clock_t) % HELD_TICK_MS)
            else:
                tick = table.clock.next_display_tick(now)
                if tick is not None:
                    ticks.append(tick)
        if rnd.clock is not None and rnd.clock.extension_ms(table.number) and rnd.clock.state == "running":
            left = rnd.clock.remaining_ms(now, table.number)
            tick = next_reading_change(left, now, 1000)
            if tick is not None:
                ticks.append(tick)
        phase = next_phase_tick(self.state, table, now)  # a last-turn phase: shown at time up, then counted
        if phase is not None:
            ticks.append(phase)
        made = table_automatic(self.state, rnd, table, now)  # a time-out, a vote's end: the clocks log it
        if made is not None:
            ticks.append(made)
        return min(ticks) if ticks else None

    def _arm(self, now: int, change: Change | None = None) -> None:
        # A commit that changed only some tables' games re-times those tables; anything wider
        # (structure, the round clock, an undo that refolded) re-times them all.
        only = None
        if change is not None and not (change.structure or change.round_clock or change.undone):
            only = change.tables
        moment = self.next_wake(now, only)
        if moment is None:
            self._timer.stop()
            self.armed_interval = self.armed_for = None
            return
        self.armed_for = moment
        self.armed_interval = max(0, moment - now)
        self._timer.start(self.armed_interval)
        self.armed.emit(self.armed_interval)

    # ------------------------------------------------------------------------------------------
    # Inner workings

    def _do(self, kind: str, data: dict[str, Any]) -> bool:
        # The session logs what the clocks made due first, in the same transaction, so the log stays
        # in time order and an "Out" tapped just after a timeout is judged against the table as it
        # really stands; the change it returns names those leaves too.
        return self._run(lambda session: session.do(kind, data), data.get("round"), data.get("table"))

    def _run(self, commit: Callable[[EventSession], Change], round_number: Any = None, table: Any = None) -> bool:
        """Commit through the session, then forward what it says changed and arm the wake-up timer."""
        session = self._session
        if session is None:
            self.refused.emit(translate("controller", "No event is open: open or create an event first."))
            return False
        self._watch()  # a tap queued while the desk stalled: the timers are held first, at the stall's start
        change = EMPTY
        ok = False
        if self.waiting_commits is not None:
            self.paint.click_committing()  # from the commit on: the hall's pages wait while the tap is written
        try:
            change = commit(self.remote if self.remote is not None else session)
            ok = True
        except ActionRefused as err:
            self.refused.emit(_sentence(said(err)))
        except EventFileError as err:
            log.warning("not saved to %s: %s", self.path, err)
            self.write_failed.emit(_not_saved(err))
        except TablesideError as err:
            self.refused.emit(_sentence(said(err)))
        except OSError as err:  # a store should wrap these, but a judge must never see a crash
            log.warning("not saved to %s: %s", self.path, err.strerror or err)
            self.write_failed.emit(arg(translate("controller",
                                                 "Not saved: the event file could not be written (%1). Nothing was "
                                                 "changed."), err.strerror or err))
        if change.entries and self.path is not None:
            self._remember_head(session)
        self._committed(change, click=True)
        if not ok and isinstance(round_number, int) and isinstance(table, int):
            # Repaint the table anyway: a refusal often means the judge saw it a moment out of date.
            change = change | Change(tables=frozenset({(round_number, table)}))
        self._arm(session.now(), change)
        if not change.empty:
            self.changed.emit(change)
        if session.idle_due:
            self.after_paint(self._idle)
        self.after_paint(self.collector.after_tap)
        return ok

    def _watched(self) -> None:
        """The watch timer: the file is still the one opened; notice a gap, keep the heartbeat."""
        session = self._session
        if session is not None and self.file_lost is None and self.watch is not None:
            # The store copies the whole log out of the file it still holds, then refuses every action.
            self.file_lost = session.store.watch_file()
            if self.file_lost is not None:
                log.warning("%s", self.file_lost)
                self.write_failed.emit(said(self.file_lost))
        if self.file_lost is not None:
            return  # nothing more is written: no heartbeat, no hold of the timers into a lost file
        if session is not None and self._watch(beat=True) and self._session is session:
            self._arm(session.now())

    def _watch(self, beat: bool = False) -> bool:
        """Sample the desk's clocks before anything else; on a gap hold the timers and say so. True if it logged.

        ``beat``: also write the heartbeat (the watch timer's turn; a tap does not wait for a file's write)."""
        watch = self.watch
        if watch is None:
            return False
        logged = False
        try:
            noticed = watch.check()
            if noticed is not None:
                change = noticed.change
                logged = bool(change.entries)
                if logged and self.path is not None and self._session is not None:
                    self._remember_head(self._session)
                self._committed(change, click=True)
                if not change.empty:
                    self.changed.emit(change)
                self.gap_noticed.emit(gap_message(noticed))
            if beat:
                watch.beat()
        except EventFileError as err:
            log.warning("not saved to %s: %s", self.path, err)
            self.write_failed.emit(_not_saved(err))
        except (TablesideError, OSError) as err:
            log.warning("the timers of %s could not be held for a gap: %s", self.path, err)
        return logged

    def after_paint(self, work: Callable[[], None]) -> None:
        """Run ``work`` once the repaints asked for so far have been painted (``PaintPolicy``, rule 6)."""
        self.paint.after_paint(work)

    def _idle(self) -> None:
        if self._session is None:
            return
        try:
            self._session.idle()
        except (TablesideError, OSError) as err:  # a cache, and a checkpoint SQLite takes again: nothing lost
            log.warning("the snapshot or checkpoint of %s could not be written: %s", self.path, err)

    def _remember_head(self, session: EventSession) -> None:
        assert self.path is not None
        if not session.store.readonly and not self._seen_head.isActive():
            # (a station's replica is the serving desk's log, not a file it writes)
            self._seen_head.start(SEEN_HEAD_AFTER_MS)

    def _remember_now(self) -> None:
        session = self._session
        if session is not None and self.path is not None and not session.store.readonly:
            remember(self.path, session.store)

    def fingerprint(self) -> str:
        """The log head's fingerprint, ``SEQ:HEX`` ("" with no event or no entry yet)."""
        return head_fingerprint(self._session.store) if self._session is not None else ""


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return translate("controller", "That action was refused.")
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?", ")")) else text + "."


def _not_saved(err: Exception) -> str:
    return arg(translate("controller", "Not saved: %1 Nothing was changed; check the disk, then try again."),
               _sentence(said(err) if isinstance(err, TablesideError) else str(err)))
