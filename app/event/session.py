"""One open event: the log store, the folded state, and the only way to change them.

Every judge action goes through ``do``: it is checked against the current state, written as one
durable entry, and only then applied to the state the window shows. A refused action raises
ActionRefused and writes nothing; a failed write raises EventFileError and changes nothing.
"""

from __future__ import annotations

import uuid
from typing import Any, Mapping

from app.event.actions import ACTIONS, UNDO, ActionRefused, Data
from app.event.actions.base import require
from app.event.automatic import due_leaves
from app.event import snapshot
from app.event.fold import apply_entry, fold
from app.event.state import EventState
from app.event.timebase import EventClock, SystemTime, TimeSource
from app.eventlog.entry import Entry
from app.eventlog.store import LogStore


SNAPSHOT_EVERY = 5_000  # entries; a crash then costs at most this much folding at the next open


class EventSession:
    def __init__(self, store: LogStore, time_source: TimeSource | None = None) -> None:
        self.store = store
        self.run = uuid.uuid4().hex[:12]
        self._state, self._snapshot_seq = open_state(store, self.run)
        self.clock = EventClock(time_source or SystemTime(), not_before=self._state.last_t)
        self.version = 0  # bumps on every change, so views know when to repaint

    @property
    def state(self) -> EventState:
        return self._state

    def now(self) -> int:
        return self.clock.now()

    def do(self, kind: str, data: Mapping[str, Any] | None = None, *, device: str | None = None,
           action_id: str | None = None) -> Entry:
        """Check, durably append, then apply one judge action.

        Leaves the clocks made due before the action's moment are logged first, so the log always
        reads in the order things happened at the table. ``device`` names the paired table device the
        action came from and ``action_id`` the id that device gave it; both are stored in the entry
        (like ``run``), so the history shows who acted and a retry can be recognised.
        """
        data = dict(data or {})
        if "t" not in data:
            data["t"] = self.now()
        require(isinstance(data["t"], int) and not isinstance(data["t"], bool), "t must be whole milliseconds")
        self.catch_up(data["t"])
        stamp = {key: value for key, value in (("device", device), ("action_id", action_id)) if value is not None}
        return self._do(kind, data, stamp)

    def _do(self, kind: str, data: dict[str, Any], stamp: Mapping[str, str] | None = None) -> Entry:
        require(data["t"] >= self._state.last_t,
                f"that action is dated before the last one in the log ({data['t']} < {self._state.last_t} ms)")
        if kind == UNDO:
            normal = self._check_undo(data)
        else:
            action = ACTIONS.get(kind)
            require(action is not None, f"unknown action {kind!r}")
            normal = action.check(self._state, data)
        normal["run"] = self.run
        normal.update(stamp or {})
        entry = self.store.append(kind, normal, self.clock.wall_iso())
        if kind == UNDO:
            self._state, _ = open_state(self.store, self.run)
        else:
            apply_entry(self._state, entry)
        self.version += 1
        if entry.seq - self._snapshot_seq >= SNAPSHOT_EVERY:
            self.save_snapshot()
        return entry

    def catch_up(self, now: int | None = None) -> list[Entry]:
        """Log every leave the clocks have made due by now (timed out, round over), earliest first."""
        now = self.now() if now is None else now
        written = []
        while (due := due_leaves(self._state, now)) is not None:
            written.append(self._do("player.out", due))
        return written

    def _check_undo(self, data: Data) -> Data:
        target = data.get("entry")
        require(isinstance(target, int) and not isinstance(target, bool), "undo needs the entry number to undo")
        kind = self._state.kinds.get(target)
        require(kind is not None, f"there is no entry {target} to undo")
        require(kind != UNDO, f"entry {target} is itself an undo; do the action again instead")
        require(target not in self._state.undone,
                f"entry {target} was already undone by entry {self._state.undone.get(target)}")
        require(ACTIONS[kind].undoable, f"entry {target} ({kind}) cannot be undone")
        try:
            open_state(self.store, self.run, without=target, strict=True)
        except ActionRefused as err:
            raise ActionRefused(f"entry {target} cannot be undone: a later action depends on it ({err})") from None
        return {"entry": target, "t": data["t"]}

    def describe(self, entry: Entry) -> str:
        if entry.kind == UNDO:
            return f"Undo of entry {entry.data['entry']}"
        text = ACTIONS[entry.kind].describe(self._state, dict(entry.data))
        device = entry.data.get("device")
        if isinstance(device, str) and not entry.kind.startswith("device."):
            text += f" (from device {device})"
        return text

    def save_snapshot(self) -> None:
        if self.store.readonly or self._state.seq == 0:
            return
        last = self.store.last()
        assert last is not None and last.seq == self._state.seq
        self.store.save_snapshot(last.seq, last.hash, snapshot.dump(self._state))
        self._snapshot_seq = last.seq

    def close(self) -> None:
        try:
            if not self.store.readonly and self._state.seq > self._snapshot_seq:
                self.save_snapshot()
        finally:
            self.store.close()


def open_state(store: LogStore, run: str, *, without: int | None = None,
               strict: bool = False) -> tuple[EventState, int]:
    """The folded state of the store, from its snapshot and the entries after it when that is sound.

    ``without`` leaves one entry out (to judge an undo of it) and ``strict`` checks every entry
    folded again. Also returns the entry the usable snapshot stands at (0 when there was none).
    """
    cached = store.load_snapshot()
    if cached is not None:
        seq, entry_hash, blob = cached
        state = snapshot.load(blob)
        at_seq = next(store.entries(after_seq=seq - 1), None) if seq > 0 else None
        if state is not None and state.seq == seq and at_seq is not None and at_seq.hash == entry_hash:
            tail = [e for e in store.entries(after_seq=seq) if e.seq != without]
            reaches_back = (without is not None and without <= seq) or any(
                e.kind == UNDO and e.data["entry"] <= seq for e in tail)
            if not reaches_back:
                return fold(tail, run, strict=strict, start=state), seq
    entries = (e for e in store.entries() if e.seq != without)
    return fold(entries, run, strict=strict), 0
