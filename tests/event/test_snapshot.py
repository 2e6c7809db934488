"""The fold cache: a shortcut that always gives the state a full fold of the log gives."""

from __future__ import annotations

import argparse
import dataclasses
import io
import json
import os
import pickle
import sqlite3
from time import monotonic, sleep

import pytest

from tableside.app.event import snapshot
from tableside.app.event.fold import fold
from tableside.app.event.session import EventSession, open_state
from tableside.app.event.state import Table
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.eventlog.store import EventFileError
from tests.event.helpers import full_fold, goes_on_as_the_full_fold, picture, played, seat_and_start, small_event


@pytest.fixture
def file(tmp_path):
    return str(tmp_path / "snap.tableside")




def test_reopening_from_the_snapshot_equals_a_full_fold(file):
    time = FakeTime()
    session = played(file, time)
    session.close()  # writes the snapshot
    again = EventSession(open_event_file(file), time)
    assert again.store.load_snapshot() is not None
    goes_on_as_the_full_fold(again, file)
    again.close()


def test_an_undo_reaching_behind_the_snapshot_forces_a_full_fold(file):
    time = FakeTime()
    session = played(file, time)
    out_gus = next(e.seq for e in session.store.entries() if e.kind == "player.out")
    session.close()
    again = EventSession(open_event_file(file), time)
    again.do("undo", {"entry": out_gus})
    again.store.close()  # a crash: no fresh snapshot, the old one is behind the undo
    third = EventSession(open_event_file(file), time)
    assert third.state.rounds[1].tables[2].leaves == []
    assert picture(third.state) == picture(full_fold(file, third.run))
    third.close()


def test_a_snapshot_that_does_not_match_the_log_is_ignored(file):
    time = FakeTime()
    session = played(file, time)
    first = next(session.store.entries())
    session.close()
    db = sqlite3.connect(file)
    with db:  # a snapshot claiming a hash the log does not have, holding a wrong state
        db.execute("UPDATE snapshot SET hash = ?, blob = ?", ("f" * 64, snapshot.dump(fold([first]))))
    db.close()
    store = open_event_file(file, readonly=True)
    state, _, _ = open_state(store, "run")
    assert picture(state) == picture(fold(store.entries(), "run"))
    assert len(state.players) == 7
    store.close()


def test_a_malicious_snapshot_runs_nothing(file, tmp_path):
    time = FakeTime()
    session = played(file, time)
    marker = tmp_path / "pwned"

    class Evil:
        def __reduce__(self):
            return (os.system, (f"touch {marker}",))

    blob = snapshot.FORMAT + pickle.dumps(Evil())
    last = session.store.last()
    session.store.save_snapshot(last.seq, last.hash, blob)
    assert snapshot.load(blob) is None
    state, _, _ = open_state(session.store, "run")
    assert not marker.exists()
    assert picture(state) == picture(fold(session.store.entries(), "run"))
    session.store.close()


def test_garbage_and_other_formats_are_ignored():
    assert snapshot.load(b"") is None
    assert snapshot.load(b"tableside-fold-0\n" + pickle.dumps({})) is None
    assert snapshot.load(snapshot.FORMAT + b"\x80\x05garbage") is None


def test_a_snapshot_reads_back_equal_to_the_state_it_was_taken_of(file):
    """Objects are written as their fields' values and the tables' actions as arrays of numbers."""
    time = FakeTime()
    session = played(file, time)
    state = session.state
    table = state.rounds[1].tables[1]
    assert table.actions  # the seating's actions in force, as numbers
    again = snapshot.load(snapshot.dump(state))
    assert again == state and picture(again) == picture(state)
    assert type(again.rounds[1].tables[1].actions) is list
    assert again.rounds[1].tables[1].clock.rules is again.rounds[1].tables[2].clock.rules  # shared stays shared
    table.actions.extend([2**40, 7])  # beyond 32 bits: written as 64-bit numbers
    assert snapshot.load(snapshot.dump(state)).rounds[1].tables[1].actions[-2:] == [2**40, 7]
    session.close()


def test_a_snapshot_rebuilding_objects_wrongly_is_ignored(file):
    time = FakeTime()
    session = played(file, time)
    table = session.state.rounds[1].tables[1]
    values = tuple(getattr(table, f.name) for f in dataclasses.fields(table))

    class Rebuilt:
        def __init__(self, *args):
            self.args = args

        def __reduce__(self):
            return snapshot.rebuild, self.args

    def with_table_written_as(*args) -> bytes:
        session.state.rounds[1].tables[1] = Rebuilt(*args)
        try:
            return snapshot.dump(session.state)
        finally:
            session.state.rounds[1].tables[1] = table

    assert snapshot.load(with_table_written_as(Table, values)) == session.state  # as the pickler writes it
    actions = [f.name for f in dataclasses.fields(table)].index("actions")
    for args in ((Table, values[:-1]),  # a field missing
                 (Table, list(values)),  # not a tuple
                 (Table, values[:actions] + (("B", b"\x01\x02"),) + values[actions + 1:]),  # no such array type
                 (dict, ())):  # not one of the state's classes
        assert snapshot.load(with_table_written_as(*args)) is None
    session.close()


def spy_folds(monkeypatch) -> tuple[list[tuple[int, int]], list[int]]:
    """(start seq, entries) of every fold of the log through the session; entries of every refold of
    one table (app.event.local_undo)."""
    whole: list[tuple[int, int]] = []
    table: list[int] = []

    def spying_fold(entries, run=None, *, start=None, **options):
        entries = list(entries)
        whole.append((start.seq if start is not None else 0, len(entries)))
        return fold(entries, run, start=start, **options)

    def spying_table_fold(entries, run=None, **options):
        entries = list(entries)
        table.append(len(entries))
        return fold(entries, run, **options)

    monkeypatch.setattr("tableside.app.event.session.fold", spying_fold)
    monkeypatch.setattr("tableside.app.event.local_undo.fold", spying_table_fold)
    return whole, table


def test_an_undo_of_a_table_s_action_refolds_that_table_only_and_matches_a_full_fold(file, monkeypatch):
    time = FakeTime()
    session = played(file, time)
    session.close()
    again = EventSession(open_event_file(file), time)
    out = again.do("player.out", {"table": 2, "players": ["Fay"]}).entry
    whole, table = spy_folds(monkeypatch)
    again.do("undo", {"entry": out.seq})
    assert whole == [] and len(table) == 1  # no fold of the log: the table's own entries, its round's, the event's
    assert again.state.rounds[1].tables[2].still_in == ("p5", "p6")
    assert picture(again.state) == picture(full_fold(file, again.run))
    again.close()


def many_decisions(session: EventSession, time: FakeTime, pairs: int) -> list[int]:
    """Decision / done pairs at table 1 (Ana); returns the seqs of the "done" entries."""
    done = []
    for _ in range(pairs):
        session.do("clock.decision", {"table": 1, "player": "Ana", "decision": "roll-dice"})
        time.advance(1_000)
        done.append(session.do("clock.done", {"table": 1}).entry.seq)
    return done


def test_snapshots_are_kept_at_intervals_and_stay_of_use_after_undos_older_than_all_of_them(file, monkeypatch):
    monkeypatch.setattr("tableside.app.event.session.SNAPSHOT_EVERY", 10)
    time = FakeTime()
    session = EventSession(open_event_file(file, create=True), time)
    small_event(session, timers="document-002", players=("Ana", "Ben", "Cai"))
    seat_and_start(session, {1: ["Ana", "Ben", "Cai"]})
    done = many_decisions(session, time, 30)
    session.close()
    store = open_event_file(file, readonly=True)
    kept = snapshot.unpack(store.load_snapshot()[2])
    store.close()
    seqs = [seq for seq, _, _ in kept]
    assert len(seqs) == 4 and seqs == sorted(seqs, reverse=True) and seqs[0] == done[-1]
    assert all(a - b >= 10 for a, b in zip(seqs[1:], seqs[2:], strict=False))

    again = EventSession(open_event_file(file), time)
    whole, table = spy_folds(monkeypatch)
    target = done[-1]
    again.do("undo", {"entry": target})
    assert whole == [] and table  # at its table alone, though the snapshot after it is the newest
    assert picture(again.state) == picture(full_fold(file, again.run))
    assert again.table_undo_target((1, 1)) == target - 1  # the decision of that "done"

    early = done[2]  # older than every snapshot kept: at its table too, and still right
    again.do("undo", {"entry": target - 1})
    again.do("undo", {"entry": done[-2]})
    with pytest.raises(Exception, match="depends on it"):
        again.do("undo", {"entry": early - 1})  # its decision: the "done" after it depends on it
    assert whole == []
    assert again.state == full_fold(file, again.run)
    again.store.close()  # a crash: every snapshot kept is after the undos, and all stay of use
    whole.clear()
    third = EventSession(open_event_file(file), time)
    assert whole == [] and third.state.seq == again.state.seq  # from the newest snapshot, across the undos
    assert picture(third.state) == picture(full_fold(file, third.run))
    third.close()


def test_a_malicious_snapshot_inside_a_pack_runs_nothing(file, tmp_path):
    time = FakeTime()
    session = played(file, time)
    marker = tmp_path / "pwned"

    class Evil:
        def __reduce__(self):
            return (os.system, (f"touch {marker}",))

    last = session.store.last()
    blob = snapshot.pack([(last.seq, last.hash, snapshot.FORMAT + pickle.dumps(Evil()))])
    session.store.save_snapshot(last.seq, last.hash, blob)
    state, at, _ = open_state(session.store, "run")
    assert not marker.exists() and at == 0
    assert picture(state) == picture(fold(session.store.entries(), "run"))
    assert snapshot.unpack(b"tableside-snapshots-1\n" + pickle.dumps(Evil())) == []
    assert not marker.exists()
    session.store.close()


def test_a_deferred_snapshot_waits_for_a_quiet_moment_but_not_for_ever(file, monkeypatch):
    monkeypatch.setattr("tableside.app.event.session.SNAPSHOT_EVERY", 10)
    time = FakeTime()
    session = EventSession(open_event_file(file, create=True), time)
    session.defer_snapshots = True
    small_event(session, timers="document-002", players=("Ana", "Ben", "Cai"))
    seat_and_start(session, {1: ["Ana", "Ben", "Cai"]})
    many_decisions(session, time, 3)  # 13 entries: one interval and more
    assert session.snapshot_due and session.store.load_snapshot() is None  # not taken inside an action
    session.idle()
    at = session.store.load_snapshot()[0]
    assert at == session.state.seq and not session.snapshot_due
    many_decisions(session, time, 20)  # 40 entries: the limit of waiting (4 intervals) is reached
    assert session.store.load_snapshot()[0] > at
    session.close()


def test_a_snapshot_that_cannot_be_saved_does_not_fail_the_committed_action(file, monkeypatch):
    """The snapshot is a cache: when writing it fails, the action that reached the interval is still
    reported as done (it is in the log), and the next try waits an interval."""
    monkeypatch.setattr("tableside.app.event.session.SNAPSHOT_EVERY", 8)
    time = FakeTime()
    session = EventSession(open_event_file(file, create=True), time)
    tries = []

    def full_disk(seq, digest, blob):
        tries.append(seq)
        raise EventFileError(f"could not save to {file}: disk full; nothing was written")

    monkeypatch.setattr(session.store, "save_snapshot", full_disk)
    small_event(session, timers="document-002", players=("Ana", "Ben", "Cai"))
    seat_and_start(session, {1: ["Ana", "Ben", "Cai"]})
    assert len(session.store) == 7 and tries == []
    change = session.do("player.out", {"table": 1, "players": ["Cai"]})  # the 8th entry: one interval
    assert tries == [8] and change.entry.seq == session.state.seq == len(session.store) == 8
    assert session.store.last().kind == "player.out"
    tried = len(tries)
    session.do("player.out", {"table": 1, "players": ["Ben"]})
    assert len(tries) == tried  # not again at once
    monkeypatch.undo()
    session.store.close()


def test_apply_prints_a_line_s_answer_before_taking_the_snapshot(file, monkeypatch, capsys):
    from tableside.app.cli import apply

    monkeypatch.setattr("tableside.app.event.session.SNAPSHOT_EVERY", 4)
    real = EventSession.save_snapshot

    def saving(self):
        print("(snapshot)", flush=True)
        real(self)

    monkeypatch.setattr(EventSession, "save_snapshot", saving)
    lines = [{"kind": "event.create", "name": "Apply", "system": "table-points", "timers": "round-clock-only",
              "round_minutes": 60, "t": 0}]
    lines += [{"kind": "player.register", "name": f"Player {i}", "t": 0} for i in range(1, 7)]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(json.dumps(line) + "\n" for line in lines)))
    assert apply.run(argparse.Namespace(file=file)) == 0
    out = capsys.readouterr().out.split()
    # The 4th entry reached the interval: its number is printed, then the snapshot is taken; the
    # last one is taken as the file is closed.
    assert out == ["1", "2", "3", "4", "(snapshot)", "5", "6", "7", "(snapshot)"]


def test_the_serve_writer_takes_the_snapshot_when_no_request_waits(file, monkeypatch):
    from tableside.app.hall.writer import SessionWriter

    time = FakeTime()
    played(file, time).close()  # a snapshot at the last entry
    monkeypatch.setattr("tableside.app.event.session.SNAPSHOT_EVERY", 2)  # the job's second entry reaches it
    events: list[object] = []

    def opener() -> EventSession:  # on the writer's thread, which owns the session
        session = EventSession(open_event_file(file), time)
        real = session.save_snapshot

        def saving():
            events.append(("snapshot", session.state.seq))
            real()

        session.save_snapshot = saving
        events.append(("due", session.snapshot_due))
        return session

    def job(desk, gate):
        events.append("job")
        for table, player in ((2, "Fay"), (1, "Dee")):
            desk.session.do("player.out", {"table": table, "players": [player]})
        events.append("answered")
        return desk.session.state.seq

    writer = SessionWriter(opener)
    writer.start()
    try:
        assert writer.session.defer_snapshots
        seq = writer.run(job).result(timeout=10)
        deadline = monotonic() + 10
        while len(events) < 4 and monotonic() < deadline:
            sleep(0.01)
    finally:
        writer.stop()
    # Not inside the action that reached the interval: once it was answered and no request waited.
    assert events[:4] == [("due", False), "job", "answered", ("snapshot", seq)]


def _in_the_file_itself(path) -> int:
    """Entries SQLite has folded into the file (``immutable`` reads the file alone, not its write-ahead log)."""
    cx = sqlite3.connect(f"file:{path}?immutable=1", uri=True)
    try:
        return cx.execute("SELECT count(*) FROM entries").fetchone()[0]
    finally:
        cx.close()


def test_a_deferred_checkpoint_waits_for_a_quiet_moment(file, monkeypatch):
    monkeypatch.setattr("tableside.app.eventlog.sqlite_store.CHECKPOINT_EVERY", 5)
    session = EventSession(open_event_file(file, create=True), FakeTime())
    session.defer_to_idle()
    small_event(session, players=("Ana", "Ben", "Cai"))
    session.do("player.register", {"name": "Dee"})
    written = session.state.seq
    assert written >= 5 and session.idle_due and session.store.checkpoint_due()
    assert _in_the_file_itself(file) == 0  # every entry is durable in the write-ahead log, none folded yet
    session.idle()
    assert _in_the_file_itself(file) == written and not session.store.checkpoint_due() and not session.idle_due
    session.do("player.register", {"name": "Eve"})
    assert not session.store.checkpoint_due()  # one commit since: not yet
    session.close()
    reopened = EventSession(open_event_file(file), FakeTime())
    assert reopened.state.seq == written + 1
    reopened.close()


def test_only_the_event_s_own_state_is_set_aside_from_the_garbage_collector(file):
    """A copy to try things on is collected as usual; the state an event opens with is set aside."""
    import gc

    from tableside.app.event.session import copy_state

    session = played(file, FakeTime())
    gc.unfreeze()
    copy_state(session.state)
    assert gc.get_freeze_count() == 0
    assert snapshot.load(snapshot.dump(session.state), lasting=True) is not None
    assert gc.get_freeze_count() > 0
    gc.unfreeze()
    session.close()
