"""Opening with the newest snapshot rebuilt while SQLite checks the file (app.event.open_file)."""

from __future__ import annotations

import sqlite3
import threading

import pytest

from tableside.app.event import snapshot
from tableside.app.event.fold import fold
from tableside.app.event.open_file import open_event
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog import sqlite_store
from tableside.app.eventlog.sqlite_store import SqliteStore, open_event_file
from tests.event.helpers import full_fold, goes_on_as_the_full_fold, picture, played, small_event


@pytest.fixture
def file(tmp_path):
    return str(tmp_path / "early.tableside")




def test_the_snapshot_rebuilt_while_the_file_was_checked_is_the_one_the_session_starts_from(file, monkeypatch):
    time = FakeTime()
    played(file, time).close()  # writes the snapshot
    store, preloaded = open_event(file)
    assert preloaded is not None and preloaded[1] is not None and preloaded[1].seq == preloaded[0][0][0]

    def not_again(*args, **kwargs):
        raise AssertionError("the newest snapshot was rebuilt a second time")

    monkeypatch.setattr(snapshot, "load", not_again)
    session = EventSession(store, time, preloaded=preloaded)
    monkeypatch.undo()
    goes_on_as_the_full_fold(session, file)
    session.close()


def test_a_snapshot_read_beside_that_does_not_match_the_log_is_folded_past(file):
    time = FakeTime()
    session = played(file, time)
    first = next(session.store.entries())
    session.close()
    db = sqlite3.connect(file)
    with db:  # the newest snapshot's pack claims an entry the log does not have, holding a wrong state
        kept = snapshot.unpack(db.execute("SELECT blob FROM snapshot").fetchone()[0])
        wrong = [(kept[0][0], "f" * 64, snapshot.dump(fold([first]))), *kept[1:]]
        db.execute("UPDATE snapshot SET hash = ?, blob = ?", ("f" * 64, snapshot.pack(wrong)))
    db.close()
    store, preloaded = open_event(file, readonly=True)
    assert preloaded is not None and preloaded[1].players == {}  # read, rebuilt ...
    again = EventSession(store, time, preloaded=preloaded)
    assert picture(again.state) == picture(full_fold(file, again.run))  # ... and not taken on trust
    assert len(again.state.players) == 7
    again.close()


def test_another_file_s_snapshots_are_not_taken_for_this_one_s(tmp_path):
    time = FakeTime()
    one, other = str(tmp_path / "one.tableside"), str(tmp_path / "other.tableside")
    played(one, time).close()
    session = EventSession(open_event_file(other, create=True), time)
    small_event(session, players=("Hal", "Ida", "Jon"))
    session.close()
    _, preloaded = open_event(one, readonly=True)
    store = open_event_file(other, readonly=True)
    again = EventSession(store, time, preloaded=preloaded)
    assert sorted(p.name for p in again.state.players.values()) == ["Hal", "Ida", "Jon"]
    assert picture(again.state) == picture(full_fold(other, again.run))
    again.close()


def test_a_file_with_no_snapshot_opens_by_folding_it(file):
    time = FakeTime()
    session = played(file, time)
    session.store.close()  # a crash before any snapshot
    store, preloaded = open_event(file)
    assert preloaded is None
    again = EventSession(store, time, preloaded=preloaded)
    assert picture(again.state) == picture(full_fold(file, again.run))
    again.close()


def test_the_quick_check_reads_the_file_on_its_own_thread_while_the_snapshot_is_read(file, monkeypatch):
    played(file, FakeTime()).close()
    meanwhile_ran = threading.Event()
    seen: list[tuple[str, bool]] = []
    real = sqlite_store._quick_check_problems

    def check(cx):  # type: ignore[no-untyped-def]
        # Holds the check until the opener's own work has run: were they one after the other, it would
        # wait in vain (and say so) before the opener's work could start.
        seen.append((threading.current_thread().name, meanwhile_ran.wait(5)))
        return real(cx)

    monkeypatch.setattr(sqlite_store, "_quick_check_problems", check)
    on: list[str] = []
    store, got = SqliteStore.open_with(file, lambda: (on.append(threading.current_thread().name),
                                                      meanwhile_ran.set(), "read")[-1])
    store.close()
    assert got == "read" and on == [threading.current_thread().name]
    assert seen == [("tableside-quick-check", True)]


def test_what_fails_beside_the_check_only_loses_the_head_start(file):
    played(file, FakeTime()).close()

    def broken() -> object:
        raise ValueError("a snapshot that cannot be read")

    store, got = SqliteStore.open_with(file, broken)
    assert got is None and len(store) > 0
    store.close()
