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
"""

from __future__ import annotations

import logging
import re
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from app.clocks.clock_text import next_reading_change
from app.errors import TablesideError
from app.event.actions import UNDO, ActionRefused
from app.event.automatic import next_automatic
from app.event.session import EventSession
from app.event.state import EventState, Round, Table
from app.event.timebase import SystemTime, TimeSource
from app.eventlog.anchor import head_fingerprint
from app.eventlog.entry import Entry
from app.eventlog.seen_heads import check_seen, forget, remember
from app.eventlog.store import EventFileError

TableKey = tuple[int, int]  # (round, table)

# Kinds that act on one table; an undo of one of these repaints that table only.
TABLE_KINDS = {"player.out", "round.extend"} | {
    f"clock.{k}" for k in ("decision", "done", "auction", "pause", "vote", "resume", "adjust", "release")
}
# What "Undo" on a card may take back: the table's own actions during play (not its seating).
UNDOABLE_AT_TABLE = TABLE_KINDS
HELD_TICK_MS = 60_000
_ID_WORD = re.compile(r"(?<![\w'])[A-Za-z][\w-]*(?![\w'])")  # "held for 12 min" reads in whole minutes

log = logging.getLogger("tableside.event")  # the event file's path only: never its content


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


@dataclass(frozen=True)
class Change:
    """What to repaint after an action or a wake-up."""

    tables: frozenset[TableKey] = frozenset()
    structure: bool = False  # tables added, a round opened, names changed: rebuild the view
    round_bar: bool = False
    entries: tuple[Entry, ...] = ()  # new log entries, for the history
    undone: tuple[int, ...] = ()  # entries newly marked undone

    @property
    def empty(self) -> bool:
        return not (self.tables or self.structure or self.round_bar or self.entries)


@dataclass
class _Schedule:
    """When each visible thing next changes its reading, as armed last."""

    tables: dict[TableKey, int] = field(default_factory=dict)
    round_bar: int | None = None
    automatic: int | None = None


class EventController(QObject):
    changed = Signal(object)  # Change
    refused = Signal(str)  # an action the rules refused; nothing was written
    write_failed = Signal(str)  # the event file could not be written; nothing changed
    opened = Signal()  # another event was opened (or the event closed): rebuild everything
    armed = Signal(int)  # the wake-up interval just armed, in ms (for tests and diagnostics)

    def __init__(self, time_source: TimeSource | None = None,
                 timer_factory: Callable[[QObject], WakeTimer] = qt_timer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.time_source = time_source or SystemTime()
        self._session: EventSession | None = None
        self.path: str | None = None
        self._timer = timer_factory(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.wake)
        self._schedule = _Schedule()
        self.armed_interval: int | None = None
        self.armed_for: int | None = None  # the event-time moment the timer was armed for
        self._by_table: dict[TableKey, list[int]] = {}
        self._scope: dict[int, tuple[str, TableKey | None]] = {}
        self._ratings_cache: dict[int, dict[str, int]] = {}
        self.opened_held: tuple[TableKey, ...] = ()  # tables held by a restart when the event opened
        # Set on opening a file that no longer holds the head Tableside last saw in it (app.eventlog.seen_heads).
        self.opened_warning: str | None = None

    # ------------------------------------------------------------------------------------------
    # Opening and closing

    @property
    def session(self) -> EventSession | None:
        return self._session

    @property
    def is_open(self) -> bool:
        return self._session is not None

    def open_store(self, store, path: str | None = None) -> EventSession:
        """Take over an open log store (the window's way in; tests pass a MemoryStore)."""
        self.close()
        self._session = EventSession(store, self.time_source)
        self.path = path
        self.opened_warning = None
        self._scope.clear()
        self._by_table.clear()
        self._ratings_cache.clear()
        for entry in store.entries():
            self._remember(entry)
        self.opened_held = tuple(self.held_tables())
        self.opened.emit()
        self.wake()
        return self._session

    def open_file(self, path: str | Path, create: bool = False) -> EventSession:
        """Open (or create) an event file; raises EventFileError with the reason in words."""
        from app.eventlog.sqlite_store import open_event_file

        new = create and not Path(path).exists()
        store = open_event_file(str(path), create=create)
        log.info("%s event file %s", "created" if new else "opened", path)
        if new:
            forget(path)
        # Until the judge writes to it, a file that came back different keeps the head seen before, so
        # the warning stands each time it is opened.
        warning = check_seen(path, store)
        if warning is None:
            remember(path, store)
        session = self.open_store(store, str(path))
        self.opened_warning = warning
        return session

    def close(self) -> None:
        self._timer.stop()
        self.armed_interval = self.armed_for = None
        if self._session is not None:
            session, self._session = self._session, None
            try:
                session.close()
            except Exception as err:  # noqa: BLE001 - every entry is already on disk; closing must not crash
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
        assert self._session is not None, "no event is open"
        return self._session.state

    def now(self) -> int:
        assert self._session is not None, "no event is open"
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

    def humanize(self, text: str) -> str:
        """Player ids in a message from the core ("p2 is still deciding") replaced by their names."""
        if self._session is None or not text:
            return text
        players = self.state.players

        def name(match: re.Match) -> str:
            player = players.get(match.group(0))
            return player.name if player else match.group(0)

        return _ID_WORD.sub(name, text)

    def ratings_for(self, round_number: int) -> dict[str, int]:
        """Ratings players bring into a round (contribution system only; empty otherwise)."""
        state = self.state
        if state.settings is None or state.settings.system != "contribution":
            return {}
        if round_number not in self._ratings_cache:
            from app.event.results import ratings_before_round

            self._ratings_cache[round_number] = ratings_before_round(state, round_number)
        return self._ratings_cache[round_number]

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
            return self._session.describe(entry)
        except (KeyError, TypeError, ValueError, AttributeError):
            return f"{entry.kind} {dict(entry.data)}"

    def undo_target(self, key: TableKey) -> int | None:
        """The table's latest action that is not undone (what its Undo button takes back)."""
        undone = self.state.undone if self._session else {}
        for seq in reversed(self._by_table.get(key, [])):
            kind, _ = self._scope[seq]
            if seq not in undone and kind in UNDOABLE_AT_TABLE:
                return seq
        return None

    # ------------------------------------------------------------------------------------------
    # Intents: one method per thing a judge can do. Each returns True when it was committed.

    def out(self, round_number: int, table: int, players: Iterable[str]) -> bool:
        return self._do("player.out", {"round": round_number, "table": table, "players": list(players)})

    def undo_table(self, round_number: int, table: int) -> bool:
        target = self.undo_target((round_number, table)) if self._session else None
        if target is None:
            self.refused.emit(f"Nothing to undo at table {table}: no action of its game is left to take back.")
            return False
        if self._round_end(target) is not None:
            # The core takes a round's end back only with more time (README, "Time, clocks and restarts").
            self.refused.emit(f"Table {table}'s round is over, so Undo cannot bring its players back by itself. "
                              "To let the table play on, give it more time: Round ▸ Extend a table…")
            return False
        return self._do(UNDO, {"entry": target})

    def _round_end(self, seq: int | None) -> Entry | None:
        """The round-end leave logged as entry seq, if it is one."""
        if self._session is None or seq is None:
            return None
        entry = next(iter(self._session.store.entries(seq - 1)), None)
        if entry is None or entry.kind != "player.out" or entry.data.get("reason") != "round":
            return None
        return entry

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
        ended = self._round_end(self.undo_target((round_number, table)) if self._session else None)
        if ended is not None:
            # Its round is over: the extension takes the round's end back (one entry, the undo).
            return self._do(UNDO, {"entry": ended.seq, "minutes": minutes})
        return self._do("round.extend", {"round": round_number, "table": table, "minutes": minutes})

    def register(self, name: str) -> bool:
        return self._do("player.register", {"name": name})

    def open_round(self, minutes: int | None = None) -> bool:
        return self._do("round.open", {} if minutes is None else {"minutes": minutes})

    def seat(self, round_number: int, table: int, players: list[str], game: str) -> bool:
        return self._do("table.seat", {"round": round_number, "table": table, "players": players, "game": game})

    def seat_round(self, round_number: int, game: str = "", byes: int = 0, five: bool = False) -> bool:
        """Seat the whole round from a fresh seed (round.seat); ``byes``/``five`` are the judge's way out
        when the players cannot be split into the event's table sizes."""
        data: dict[str, Any] = {"round": round_number, "byes": byes, "five": five}
        if game.strip():
            data["game"] = game.strip()
        return self._do("round.seat", data)

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

    def commit_from_device(self, kind: str, data: dict[str, Any], device: str, action_id: str) -> list[Entry]:
        """A table device's action, run by the hall server's writer on this (the main) thread.

        The same catch-up, checks and durable commit as a click, in the same order; the window
        repaints from ``changed`` as for a click. A refusal raises (nothing written) and is the
        device's to show, not the judge's.
        """
        session = self._session
        if session is None:
            raise ActionRefused("no event is open at the judge's desk")
        now = session.now()
        written: list[Entry] = []
        try:
            written.extend(session.do_all(kind, {**data, "t": max(now, session.state.last_t)},
                                          device=device, action_id=action_id))
        finally:
            change = self._change_for(written)
            self._arm(session.now())
            if not change.empty:
                self.changed.emit(change)
        return written

    # ------------------------------------------------------------------------------------------
    # The one wake-up timer

    def wake(self) -> None:
        """Log what the clocks made due, repaint what changed, arm the timer for the next change."""
        if self._session is None:
            return
        now = self.now()
        written: list[Entry] = []
        try:
            written = self._session.catch_up(now)
        except EventFileError as err:
            log.warning("not saved to %s: %s", self.path, err)
            self.write_failed.emit(_not_saved(err))
        except TablesideError as err:  # pragma: no cover - the clocks made it due, so it should pass
            self.refused.emit(str(err))
        due_tables = frozenset(k for k, m in self._schedule.tables.items() if m <= now)
        round_due = self._schedule.round_bar is not None and self._schedule.round_bar <= now
        change = self._change_for(written)
        change = Change(change.tables | due_tables, change.structure, change.round_bar or round_due or bool(written),
                        change.entries, change.undone)
        self._arm(now)
        if not change.empty:
            self.changed.emit(change)

    def next_wake(self, now: int) -> int | None:
        """The event-time moment the timer should fire next (recomputes the schedule)."""
        schedule = _Schedule()
        state = self.state
        schedule.automatic = next_automatic(state, now)
        moments = [schedule.automatic] if schedule.automatic is not None else []
        rnd = state.current_round
        if rnd is not None:
            if rnd.clock is not None and rnd.clock.state == "running":
                schedule.round_bar = rnd.clock.next_display_tick(now)
                if schedule.round_bar is not None:
                    moments.append(schedule.round_bar)
            for table in rnd.tables.values():
                tick = self._table_tick(rnd, table, now)
                if tick is not None:
                    schedule.tables[(rnd.number, table.number)] = tick
                    moments.append(tick)
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
        return min(ticks) if ticks else None

    def _arm(self, now: int) -> None:
        moment = self.next_wake(now)
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
        session = self._session
        if session is None:
            self.refused.emit("No event is open: open or create an event first.")
            return False
        now = session.now()
        written: list[Entry] = []
        ok = False
        try:
            # What the clocks made due comes first, so the log stays in time order and an "Out"
            # tapped just after a timeout is judged against the table as it really stands.
            written.extend(session.do_all(kind, {**data, "t": max(now, session.state.last_t)}))
            ok = True
        except ActionRefused as err:
            self.refused.emit(_sentence(self.humanize(str(err))))
        except EventFileError as err:
            log.warning("not saved to %s: %s", self.path, err)
            self.write_failed.emit(_not_saved(err))
        except TablesideError as err:
            self.refused.emit(_sentence(self.humanize(str(err))))
        except OSError as err:  # a store should wrap these, but a judge must never see a crash
            log.warning("not saved to %s: %s", self.path, err.strerror or err)
            self.write_failed.emit(f"Not saved: the event file could not be written ({err.strerror or err}). "
                                   "Nothing was changed.")
        if written and self.path is not None:
            self._remember_head(session)
        change = self._change_for(written)
        if not ok and isinstance(data.get("round"), int) and isinstance(data.get("table"), int):
            # Repaint the table anyway: a refusal often means the judge saw it a moment out of date.
            change = Change(change.tables | {(data["round"], data["table"])}, change.structure, change.round_bar,
                            change.entries, change.undone)
        self._arm(session.now())
        if not change.empty:
            self.changed.emit(change)
        return ok

    def _remember_head(self, session: EventSession) -> None:
        assert self.path is not None
        remember(self.path, session.store)

    def fingerprint(self) -> str:
        """The log head's fingerprint, ``SEQ:HEX`` ("" with no event or no entry yet)."""
        return head_fingerprint(self._session.store) if self._session is not None else ""

    def _remember(self, entry: Entry) -> tuple[str, TableKey | None]:
        data = entry.data
        key: TableKey | None = None
        if entry.kind == UNDO:
            target = self._scope.get(data.get("entry"))
            scope = (UNDO, target[1] if target else None)
        else:
            if entry.kind in TABLE_KINDS and "round" in data and "table" in data:
                key = (data["round"], data["table"])
                self._by_table.setdefault(key, []).append(entry.seq)
            scope = (entry.kind, key)
        self._scope[entry.seq] = scope
        return scope

    def _change_for(self, entries: list[Entry]) -> Change:
        if not entries:
            return Change()
        tables: set[TableKey] = set()
        structure = False
        round_bar = False
        undone = []
        for entry in entries:
            kind, key = self._remember(entry)
            if kind == UNDO:
                undone.append(entry.data["entry"])
                target_kind = self._scope.get(entry.data["entry"], ("?", None))[0]
                if key is None or target_kind not in TABLE_KINDS:
                    structure = True
                elif target_kind == "round.extend" or "minutes" in entry.data:  # an extension either way
                    round_bar = True
            if key is not None:
                tables.add(key)
                if kind == "round.extend":
                    round_bar = True
            elif kind != UNDO:
                if kind in ("round.pause", "round.resume"):
                    round_bar = True
                    # Every clock of every table stops (or continues) with the round: repaint each card.
                    rnd = self.state.rounds.get(entry.data.get("round"))
                    if rnd is not None:
                        tables.update((rnd.number, number) for number in rnd.tables)
                else:
                    structure = True
            if kind in ("player.out", UNDO) or structure:
                self._ratings_cache = {r: v for r, v in self._ratings_cache.items() if key is None or r <= key[0]}
        return Change(frozenset(tables), structure, round_bar, tuple(entries), tuple(undone))


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return "That action was refused."
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?", ")")) else text + "."


def _not_saved(err: Exception) -> str:
    return f"Not saved: {_sentence(str(err))} Nothing was changed; check the disk, then try again."
