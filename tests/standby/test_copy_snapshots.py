"""A station's copy keeps snapshots of its fold, so a takeover folds only the entries after the newest one."""

from __future__ import annotations

import time

from tableside.app.event.session import EventSession, open_state
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.standby import snapshots as module
from tableside.app.standby.snapshots import CopySnapshots
from tests.event.helpers import seat_and_start, small_event


def test_the_copy_gets_a_snapshot_that_opening_uses_and_an_undo_refolds(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(module, "LOOK_EVERY_S", 0.02)
    source = EventSession(MemoryStore(), FakeTime())
    small_event(source)
    seat_and_start(source, {1: ["Ana", "Ben", "Cai", "Dee"]})
    for n in range(12):
        source.do("player.register", {"name": f"Late {n}"})
    log = list(source.store.entries())
    path = str(tmp_path / "copy.tableside")
    copy = open_event_file(path, create=True)
    keeper = CopySnapshots(path, every=10)
    keeper.start(copy)
    try:
        copy.append_replicated(log[:15])
        deadline = time.monotonic() + 30
        while keeper.saved_seq == 0 and time.monotonic() < deadline:
            keeper.save_pending(copy)  # as the follower does between pages
            time.sleep(0.01)
        assert keeper.saved_seq == 15
        copy.append_replicated(log[15:])
        state, snapshot_seq, _ = open_state(copy, "run")
        assert snapshot_seq == 15 and state.seq == len(log)
        assert sorted(state.players) == sorted(source.state.players)
        source.do("undo", {"entry": 12})  # an undo of an entry the copy's fold already holds
        for n in range(9):
            source.do("player.register", {"name": f"After the undo {n}"})
        copy.append_replicated(list(source.store.entries(len(log))))
        while keeper.saved_seq < len(log) + 10 and time.monotonic() < deadline:
            keeper.save_pending(copy)
            time.sleep(0.01)
        state, snapshot_seq, _ = open_state(copy, "run")
        assert snapshot_seq == len(log) + 10
        assert sorted(state.players) == sorted(source.state.players) and state.undone == source.state.undone
    finally:
        keeper.halt()
        copy.close()
