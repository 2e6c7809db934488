"""One open event: the log store, the folded state, and the only way to change them.

Every judge action goes through ``do``: it is checked against the current state, written as one
durable entry, and only then applied to the state the window shows. A refused action raises
ActionRefused and writes nothing; a failed write raises EventFileError and changes nothing. ``do``
and ``catch_up`` return a ``Change``: the entries committed and what they touched, so a window
repaints what it names and works out nothing about the rules.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..errors import TablesideError
from ..eventlog.entry import Entry
from ..eventlog.store import LogStore
from ..steps import Progress, finish, scaled
from ..text import QT_TRANSLATE_NOOP, Text
from . import snapshot, undo_rules
from .actions import ACTIONS, UNDO, ActionRefused, Data
from .actions.base import require
from .automatic import due_leaves
from .changes import EMPTY, Change, TableKey, change_of
from .faults import heartbeat_of, recover_after_crash
from .fold import LaterEntryRefused, apply_entry, fold, fold_in_steps, hold_timers_of_other_runs
from .judge_roles import role_refusal
from .local_undo import deep_undos, fold_across_undos, store_reader, undo_locally
from .queued import queued_moment
from .ratings_memo import RatingsMemo
from .reports import due_report_call
from .state import EventState
from .table_undo import check_table_undo, extension, undo_target
from .timebase import EventClock, SystemTime, TimeSource

SNAPSHOT_EVERY = 5_000  # entries; a crash costs at most this much folding at the next open, an undo about twice
# A session that takes its periodic snapshot in a quiet moment (``defer_snapshots``, ``idle``) still
# takes one inside an action once this many intervals have gone by without a quiet moment.
DEFERRED_LIMIT = 4
KEEP_SNAPSHOTS = 4  # the latest and older ones at intervals, so an undo refolds only from just before its entry
# An action's moment may be at most this far ahead of the computer's event clock: a typo'd or wrong
# clock would otherwise log round ends and time-outs long before they happen (README, "Time, clocks").
FUTURE_LIMIT_MS = 5 * 60_000


Opened = tuple[EventState, int, list[snapshot.Kept]]  # what open_state returns
# The file's snapshots as read beside opening's check, the newest already rebuilt (``app.event.open_file``).
Preloaded = tuple[list[snapshot.Kept], EventState | None]


class EventSession:
    def __init__(self, store: LogStore, time_source: TimeSource | None = None, *, run: str | None = None,
                 opened: Opened | None = None, preloaded: Preloaded | None = None) -> None:
        """``run``: the app run whose timers this session drives; a new one unless given (a station's
        session over a replica takes the serving desk's, so its fold holds no timers the desk drives).
        ``opened``: the store already folded by ``open_state_in_steps(store, run, hold=False)`` (the
        window folds a big file a step at a time, with its progress shown), so it is not folded again.
        ``preloaded``: the file's snapshots read while it was checked (``app.event.open_file``)."""
        self.store = store
        self.run = run or uuid.uuid4().hex[:12]
        self._state, self._snapshot_seq, self._kept = opened or open_state(store, self.run, hold=False,
                                                                         preloaded=preloaded)
        self.clock = EventClock(time_source or SystemTime(), not_before=self._state.last_t)
        self.version = 0  # bumps on every change, so views know when to repaint
        self._ratings = RatingsMemo()
        # Told every commit's Change as ``do``/``catch_up`` return it: the headless hall's writer runs
        # jobs it cannot see into (a pairing, a release) and publishes what they committed from this,
        # never by reading the entries back from the store.
        self.on_change: Callable[[Change], None] | None = None
        # The window sets this: its periodic snapshot waits for ``idle`` instead of delaying the action
        # that reaches the interval (at a million entries a snapshot takes a good part of a second).
        self.defer_snapshots = False
        # A run that died with timers running left its heartbeat: they are held where it was last alive
        # (one clock.hold_all entry, before anything else); the timers of any other run where their
        # last entry left them, as the fold of the log says.
        heartbeat = heartbeat_of(self)
        beat = heartbeat.read() if heartbeat is not None else None
        hold_timers_of_other_runs(self._state, self.run, spare=beat.run if beat is not None else None)
        self.recovered = recover_after_crash(self, heartbeat, beat) if heartbeat is not None else EMPTY
        hold_timers_of_other_runs(self._state, self.run)

    @property
    def state(self) -> EventState:
        return self._state

    def now(self) -> int:
        # Never before the log's last entry, whatever the computer's clock says.
        return max(self.clock.now(), self._state.last_t)

    def do(self, kind: str, data: Mapping[str, Any] | None = None, *, device: str | None = None,
           action_id: str | None = None, station: str | None = None, moment: int | None = None) -> Change:
        """Check, durably append, then apply one judge action; return what changed.

        The leaves the clocks made due before the action come first in the change's entries (its
        ``entry`` is the action's own), so the log always reads in the order things happened at the
        table, and the action is judged against the table as it stands after them. They are written
        in the same transaction as the action, so a refused action writes nothing at all. A decision
        that begins the turn after a table's last turns (app.event.round_end) is followed, in that same
        transaction, by the round's end it makes due at that moment.

        ``device`` names the paired table device the action came from and ``action_id`` the id that
        device gave it; both are stored in the entry (like ``run``), so the history shows who acted
        and a retry can be recognised. ``station`` likewise names the judge station that sent it.

        ``moment``: a table's action that waited on its device while the link was down, dated when the
        table acted: judged against that table's own latest moment, not the log's (``queued``).
        """
        data = dict(data or {})
        if moment is not None:
            data["t"] = queued_moment(self._state, data, moment, self.now(), self._moment_of)
        elif "t" not in data:
            data["t"] = self.now()
        if moment is None:
            self._check_moment(data["t"])
        # A queued action is judged at or after its table's latest moment, but maybe before other tables'.
        only = (data.get("round"), data.get("table")) if moment is not None else None
        due, ahead = self._due_leaves(data["t"], only)  # type: ignore[arg-type]
        stamp = {"run": self.run, **{key: value for key, value in (("device", device), ("station", station),
                                                                   ("action_id", action_id)) if value is not None}}
        target: Entry | None = None
        if kind == UNDO:
            normal, refolded, target = self._check_undo(data, due, ahead, stamp)
            if station is not None:
                self._check_role(station, kind, data, (target.kind, target.data))
        else:
            action = ACTIONS.get(kind)
            require(action is not None, Text(QT_TRANSLATE_NOOP("messages", "unknown action {kind}"),
                                            {"kind": f"{kind!r}"}))
            assert action is not None
            if station is not None:
                self._check_role(station, kind, data, None)
            if action.admit is not None:
                data = action.admit(data)
            normal, refolded = {**action.check(ahead, data), **stamp}, None
            if action.ends_last_turn is not None and action.ends_last_turn(ahead, normal):
                # The turn after the last one begins: the round ends at that table at this very moment,
                # written after the action in the same transaction (the change's entry is then that leave).
                after = copy_state(ahead)
                apply_entry(after, provisional(after.seq + 1, kind, normal))
                ended = self._due_leaves(data["t"], only, start=after)[0]  # type: ignore[arg-type]
                return self._commit(due + [(kind, normal)] + ended, None, None)
        return self._commit(due + [(kind, normal)], refolded, target)

    def catch_up(self, now: int | None = None) -> Change:
        """Log every leave the clocks have made due by now (timed out, round over), earliest first."""
        now = self.now() if now is None else now
        if now < self._state.last_t:
            return EMPTY  # everything due by the last entry's moment was logged with it
        due, _ = self._due_leaves(now)
        return self._commit(due, None, None) if due else EMPTY

    def absorb(self) -> Change:
        """Fold the entries another Tableside committed since this session last looked (a station's replica).

        Returns the same ``Change`` a ``do`` of those entries would have, so a window paints them
        exactly as a local click. The store is read-only here: nothing is written.
        """
        new = list(self.store.entries(self._state.seq))
        if not new:
            return EMPTY
        change = EMPTY
        if any(entry.kind == UNDO for entry in new):
            # An undo refolds (as the desk's own undo does): the whole state is read again.
            self._state = open_state(self.store, self.run)[0]
            for entry in new:
                target = self.entry_at(entry.data["entry"]) if entry.kind == UNDO else None
                change = change | change_of(entry, self._state, target)
        else:
            for entry in new:
                apply_entry(self._state, entry)
                change = change | change_of(entry, self._state)
        self.version += 1
        self._ratings.forget(change)
        return change

    def _check_moment(self, t: Any) -> None:
        require(isinstance(t, int) and not isinstance(t, bool),
                Text(QT_TRANSLATE_NOOP("messages", "t must be a whole number of milliseconds, not {t}"),
                    {"t": f"{t!r}"}))
        require(t >= 0, Text(QT_TRANSLATE_NOOP("messages", "t must not be negative (got {t})"), {"t": t}))
        require(t >= self._state.last_t,
                Text(QT_TRANSLATE_NOOP(
                    "messages", "that action is dated before the last one in the log ({t} < {last_t} ms)"),
                    {"t": t, "last_t": self._state.last_t}))
        ahead = t - self.clock.now()
        require(ahead <= FUTURE_LIMIT_MS,
                Text(QT_TRANSLATE_NOOP(
                    "messages", "t is {minutes} min ahead of this computer's clock; more than {most} "
                                "min ahead is refused (a typo or a wrong clock would end rounds and time "
                                "players out before their time)"),
                    {"minutes": ahead // 60_000, "most": FUTURE_LIMIT_MS // 60_000}))

    def _due_leaves(self, t: int, only: tuple[int, int] | None = None,
                    start: EventState | None = None) -> tuple[list[tuple[str, Data]], EventState]:
        """The leaves the clocks make due by t (at table ``only``, if given; from ``start``, a copy, when
        given), and the state after them; the session's own is untouched."""
        due: list[tuple[str, Data]] = []
        state = self._state if start is None else start
        while (item := _next_due(state, t, only)) is not None:
            if state is self._state:
                state = copy_state(state)
            kind, data = item
            normal = ACTIONS[kind].check(state, data)
            normal["run"] = self.run
            apply_entry(state, provisional(state.seq + 1, kind, normal))
            due.append((kind, normal))
        return due, state

    def _commit(self, items: list[tuple[str, Data]], refolded: EventState | None, target: Entry | None) -> Change:
        entries = self.store.append_many(items, self.clock.wall_iso())
        change = EMPTY
        if entries[-1].kind == UNDO:
            # The strict fold that judged the undo ran over exactly these entries.
            same = refolded is not None and refolded.seq == entries[-1].seq
            self._state = refolded if same and refolded is not None else open_state(self.store, self.run)[0]
            for entry in entries:
                change = change | change_of(entry, self._state, target if entry.kind == UNDO else None)
        else:
            for entry in entries:
                apply_entry(self._state, entry)
                change = change | change_of(entry, self._state)
        self.version += 1
        self._ratings.forget(change)
        if entries[-1].seq - self._snapshot_seq >= SNAPSHOT_EVERY * (DEFERRED_LIMIT if self.defer_snapshots else 1):
            try:
                self.save_snapshot()
            except (TablesideError, OSError):
                # Only a cache, and the action is committed: it must not be reported as failed. The
                # next open folds a little more; the next try is an interval later.
                self._snapshot_seq = entries[-1].seq
        if self.on_change is not None:
            self.on_change(change)
        return change

    def _check_role(self, station: str, kind: str, data: Data, undone: tuple[str, Mapping[str, Any]] | None) -> None:
        """A judge station acts only within the role the desk gave it (app.event.judge_roles)."""
        refusal = role_refusal(self._state, station, kind, data, undone)
        require(refusal is None, refusal or "")

    def _check_undo(self, data: Data, due: list[tuple[str, Data]], ahead: EventState,
                    stamp: Data) -> tuple[Data, EventState, Entry]:
        target = data.get("entry")
        require(isinstance(target, int) and not isinstance(target, bool),
                QT_TRANSLATE_NOOP("messages", "undo needs the entry number to undo"))
        assert isinstance(target, int)
        # The entry's kind is read from the store: the state keeps no index of the log.
        undone = self.entry_at(target)
        require(undone is not None, Text(QT_TRANSLATE_NOOP("messages", "there is no entry {target} to undo"),
                                        {"target": target}))
        assert undone is not None
        kind = undone.kind
        require(kind != UNDO, QT_TRANSLATE_NOOP(
                                  "messages", "that line is itself an undo; do the action again instead"))
        what = undo_rules.named(self._state, undone)
        require(target not in self._state.undone, Text(QT_TRANSLATE_NOOP("messages", "{action} was already undone"),
                                                      {"action": what}))
        final = ACTIONS[kind].final
        require(ACTIONS[kind].undoable,
                Text(QT_TRANSLATE_NOOP("messages", "{action} cannot be undone: {why}"),
                     {"action": what, "why": Text(final)})
                if final else Text(QT_TRANSLATE_NOOP("messages", "{action} cannot be undone"), {"action": what}))
        normal = undo_rules.normal_undo(self._state, undone, data)
        later = [provisional(self._state.seq + i, k, d) for i, (k, d) in enumerate(due, start=1)]
        normal.update(stamp)
        later.append(provisional(self._state.seq + len(due) + 1, UNDO, normal))
        try:
            # At the undone entry's table alone when nothing else can depend on it (a few hundred
            # entries, however old it is: the window never waits on a fold of the whole log) ...
            local = undo_locally(ahead, undone, later[-1], store_reader(self.store, later[:-1]), self.run,
                                 strict=True, hold=True)
            # ... else from the nearest snapshot before the undone entry; only the entries after it
            # can depend on it, so only those are checked again.
            refolded = local if local is not None else open_state(
                self.store, self.run, extra=later, strict=True, before=target, kept=self._kept)[0]
        except LaterEntryRefused as err:
            later_entry = self.entry_at(err.seq) if err.seq <= self._state.seq else None
            raise ActionRefused(undo_rules.depends_message(self._state, undone, err, self._state.seq,
                                                           later_entry)) from None
        undo_rules.check_nothing_due(refolded, undone, normal)
        return normal, refolded, undone

    def _moment_of(self, seq: int) -> int | None:
        entry = self.entry_at(seq)
        t = entry.data.get("t") if entry is not None else None
        return t if isinstance(t, int) else None

    def entry_at(self, seq: int) -> Entry | None:
        """One entry of the log, read from the store."""
        if not isinstance(seq, int) or isinstance(seq, bool) or seq < 1:
            return None
        entry = next(iter(self.store.entries(seq - 1)), None)
        return entry if entry is not None and entry.seq == seq else None

    # ------------------------------------------------------------------------------------------
    # What the window asks of the event beyond its state

    def table_undo_target(self, key: TableKey) -> int | None:
        """The entry the table's Undo button takes back (None: nothing to take back)."""
        return undo_target(self._state, key)

    def undo_table(self, key: TableKey) -> Change:
        """Take back the table's latest action, or ActionRefused saying why it cannot be."""
        return self.do(UNDO, {"entry": check_table_undo(self._state, key)})

    def extend_table(self, key: TableKey, minutes: int) -> Change:
        """Give a table more minutes of round time, even once its round has ended there."""
        kind, data = extension(self._state, key, minutes)
        return self.do(kind, data)

    def ratings_before(self, round_number: int) -> dict[str, int]:
        """Ratings players bring into a round (contribution system only; empty otherwise)."""
        return self._ratings.before(self._state, round_number)

    def describe(self, entry: Entry) -> str:
        """The entry as the history says it, in English (the command line, the stations' lists)."""
        return str(self.describe_text(entry))

    def describe_text(self, entry: Entry) -> Text:
        """The entry as the history says it, as a template and fields the window translates."""
        if entry.kind == UNDO:
            return Text(QT_TRANSLATE_NOOP("messages", "Undo of entry {entry}"), {"entry": entry.data["entry"]})
        text = ACTIONS[entry.kind].describe(self._state, dict(entry.data))
        device, station = entry.data.get("device"), entry.data.get("station")
        if isinstance(device, str) and not entry.kind.startswith("device."):
            return Text(QT_TRANSLATE_NOOP("messages", "{action} (from device {device})"),
                        {"action": text, "device": device})
        if isinstance(station, str) and "action_id" in entry.data and entry.kind not in OWN_STATION_KINDS:
            return Text(QT_TRANSLATE_NOOP("messages", "{action} (from station {station})"),
                        {"action": text, "station": station_name(self._state, station)})
        return text if isinstance(text, Text) else Text(text)

    def defer_to_idle(self) -> None:
        """The owner calls ``idle`` in quiet moments: the periodic snapshot and the store's checkpoint wait
        for it rather than delaying the action that makes them due."""
        self.defer_snapshots = True
        self.store.defer_checkpoints()

    @property
    def snapshot_due(self) -> bool:
        """Whether the periodic snapshot waits for ``idle``."""
        return not self.store.readonly and self._state.seq - self._snapshot_seq >= SNAPSHOT_EVERY

    @property
    def idle_due(self) -> bool:
        """Whether ``idle`` has work to do."""
        return self.snapshot_due or self.store.checkpoint_due()

    def idle(self) -> None:
        """Work that can wait for a quiet moment: the periodic snapshot and the store's checkpoint, once due."""
        if self.snapshot_due:
            self.save_snapshot()
        if self.store.checkpoint_due():
            self.store.checkpoint()

    def save_snapshot(self) -> None:
        if self.store.readonly or self._state.seq == 0:
            return
        last = self.store.last()
        assert last is not None and last.seq == self._state.seq
        self._kept = thin([(last.seq, last.hash, snapshot.dump(self._state)), *self._kept])
        self.store.save_snapshot(last.seq, last.hash, snapshot.pack(self._kept))
        self._snapshot_seq = last.seq

    def close(self) -> None:
        try:
            if not self.store.readonly and self._state.seq > self._snapshot_seq:
                self.save_snapshot()
        finally:
            self.store.close()


OWN_STATION_KINDS = ("station.join", "event.takeover")  # their own "station" names the station already


def _next_due(state: EventState, t: int, only: tuple[int, int] | None) -> tuple[str, Data] | None:
    """The earliest of what the clocks make due (a leave) and a report gone unconfirmed too long (a
    judge call, ``app.event.reports``); a leave first at the same moment."""
    leave = due_leaves(state, t, only)
    call = due_report_call(state, t, only)
    if call is not None and (leave is None or call["t"] < leave["t"]):
        return "call.raise", call
    return None if leave is None else ("player.out", leave)


def station_name(state: EventState, station: str) -> str:
    """A station's name as it joined (``station.join``), else its id."""
    joined = state.stations.get(station)
    return joined.name if joined is not None else station


def open_state(store: LogStore, run: str, *, extra: Sequence[Entry] = (), strict: bool = False,
               before: int | None = None, kept: list[snapshot.Kept] | None = None, hold: bool = True,
               preloaded: Preloaded | None = None) -> Opened:
    """``open_state_in_steps`` run to the end at once."""
    return finish(open_state_in_steps(store, run, extra=extra, strict=strict, before=before, kept=kept, hold=hold,
                                      preloaded=preloaded))


READ_STEP = 5_000  # entries read from the store a step: some 30-40 ms


def read_in_steps(store: LogStore, after_seq: int) -> Progress[list[Entry]]:
    """The store's entries after ``after_seq``, a page a step, yielding the share read."""
    total = max(len(store) - after_seq, 1)
    out: list[Entry] = []
    while page := store.entries_page(after_seq, READ_STEP):
        out.extend(page)
        after_seq = page[-1].seq
        yield min(len(out) / total, 1.0)
    return out


def open_state_in_steps(store: LogStore, run: str, *, extra: Sequence[Entry] = (), strict: bool = False,
                        before: int | None = None, kept: list[snapshot.Kept] | None = None, hold: bool = True,
                        preloaded: Preloaded | None = None) -> Progress[Opened]:
    """The folded state of the store, from the newest sound snapshot and the entries after it.

    ``extra`` entries are folded after the store's (to judge an undo before it is written) and
    ``strict`` checks every entry after ``before`` folded again; with ``before`` only a snapshot
    older than that entry will do; ``hold=False`` leaves other runs' timers running (the session holds
    them once it has read the heartbeat). Also returns the entry the snapshot used stands at (0 when none)
    and the snapshots the file keeps (newest first), unless the session passes those it holds.
    ``preloaded``: those snapshots as read while the file was checked, the newest rebuilt; each still
    stands only where the store's own entry at its seq has its hash.
    """
    newest: EventState | None = None
    if kept is None and preloaded is not None:
        kept, newest = preloaded
    if kept is None:
        cached = store.load_snapshot()
        kept = snapshot.unpack(cached[2]) if cached is not None else []
        if kept and cached is not None and kept[0][:2] != cached[:2]:
            kept = []  # the pack does not stand where the file says its snapshot does
    for seq, digest, blob in kept:
        if before is not None and seq >= before:
            continue
        at_seq = next(store.entries(after_seq=seq - 1), None) if seq > 0 else None
        if at_seq is None or at_seq.seq != seq or at_seq.hash != digest:
            continue
        state: EventState | None
        if newest is not None and seq == kept[0][0]:
            state, newest = newest, None  # (rebuilt while the file was checked)
        else:
            state = snapshot.load(blob, lasting=True)
        if state is None or state.seq != seq:
            continue
        yield 0.3  # (loading the snapshot is one step: some 0.3 s at a million entries)
        tail = [*(yield from scaled(read_in_steps(store, seq), 0.3, 0.6)), *extra]
        if deep_undos(tail, seq):
            # An undo after the snapshot takes back something folded into it: refolded at its table
            # if it can be (so a snapshot stays of use after any undo), else an older snapshot.
            if strict:
                continue
            across = fold_across_undos(state, tail, store_reader(store, extra), run, hold=hold)
            if across is None:
                continue
            return across, seq, kept
        # (handed over: the fold lets go of the entries a step at a time once folded)
        steps = fold_in_steps(tail, run, strict=strict, strict_after=before or 0, start=state, hold=hold)
        del tail
        return (yield from scaled(steps, 0.6, 1.0)), seq, kept
    log = [*(yield from scaled(read_in_steps(store, 0), 0.0, 0.5)), *extra]
    steps = fold_in_steps(log, run, strict=strict, strict_after=before or 0, hold=hold)
    del log
    return (yield from scaled(steps, 0.5, 1.0)), 0, kept


def thin(kept: list[snapshot.Kept]) -> list[snapshot.Kept]:
    """The snapshots to keep, newest first: the newest, the one before it, then older ones at least
    SNAPSHOT_EVERY apart, at most KEEP_SNAPSHOTS in all."""
    out: list[snapshot.Kept] = []
    for item in sorted(kept, key=lambda k: -k[0]):
        if out and item[0] >= out[-1][0]:
            continue
        if len(out) < 2 or out[-1][0] - item[0] >= SNAPSHOT_EVERY:
            out.append(item)
        if len(out) == KEEP_SNAPSHOTS:
            break
    return out


def rebuild_snapshots(store: LogStore) -> None:
    """Fold the whole log once and keep the snapshots a session would have left at intervals."""
    log = list(store.entries())
    if not log:
        return
    last = log[-1].seq
    marks = [m for m in range(last - (KEEP_SNAPSHOTS - 2) * SNAPSHOT_EVERY, last, SNAPSHOT_EVERY) if m > 0]
    marks = sorted({*marks, max(last - 1, 1), last})
    state, done = EventState(), 0
    kept: list[snapshot.Kept] = []
    for mark in marks:
        chunk = log[done:mark]  # seq n is log[n - 1]
        if any(e.kind == UNDO and e.data["entry"] <= done for e in chunk):
            state = fold(log[:mark], hold=False)  # an undo reaches before the last mark: fold it all
        else:
            state = fold(chunk, start=state, hold=False)
        done = mark
        kept.insert(0, (mark, log[mark - 1].hash, snapshot.dump(state)))
    kept = thin(kept)
    store.save_snapshot(kept[0][0], kept[0][1], snapshot.pack(kept))


def copy_state(state: EventState) -> EventState:
    """A deep copy to try things on (the snapshot's pickling knows every class of the state)."""
    copied = snapshot.load(snapshot.dump(state))
    assert copied is not None
    return copied


def provisional(seq: int, kind: str, data: Data) -> Entry:
    """An entry as it will be numbered once written, to fold before writing it."""
    return Entry(seq, "", "", kind, data, "", "")
