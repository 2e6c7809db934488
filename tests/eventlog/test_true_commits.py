"""A commit's answer is true: after an I/O error the store reads the file before it answers.

Faults are injected at the store's own boundary: its connection is wrapped so that COMMIT raises as a
failed fsync would (after the transaction took effect, or before), or a disk-full error.
"""

from __future__ import annotations

import re
import sqlite3
from typing import Any

import pytest

from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.eventlog.store import EventFileError, OutcomeUnknown
from tableside.app.eventlog.verify import verify
from tests.eventlog.helpers import AT


def error(code: int, text: str) -> sqlite3.OperationalError:
    exc = sqlite3.OperationalError(text)
    exc.sqlite_errorcode = code  # type: ignore[attr-defined]
    return exc


IOERR_FSYNC = 10 | (4 << 8)
FULL = 13


class Faulty:
    """The store's connection, with COMMIT failing as told: ``after`` (it took effect), ``before``, ``always``."""

    def __init__(self, cx: sqlite3.Connection, how: str, code: int = IOERR_FSYNC, reads_fail: bool = False) -> None:
        self.cx, self.how, self.code, self.reads_fail, self.commits = cx, how, code, reads_fail, 0

    def execute(self, sql: str, *args: Any) -> Any:
        if sql == "COMMIT":
            self.commits += 1
            if self.how == "after" and self.commits == 1:
                self.cx.execute(sql)
                raise error(self.code, "disk I/O error")
            if self.how == "before" and self.commits == 1 or self.how == "always":
                self.cx.execute("ROLLBACK")
                raise error(self.code, "disk I/O error" if self.code != FULL else "database or disk is full")
        elif self.reads_fail and sql.startswith("SELECT"):
            raise error(10, "disk I/O error")
        return self.cx.execute(sql, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.cx, name)


def reopened(path) -> list[str]:
    store = open_event_file(path)
    try:
        assert verify(store).ok
        return [e.kind for e in store.entries()]
    finally:
        store.close()


@pytest.fixture
def store(tmp_path):
    made = open_event_file(tmp_path / "e.tableside", create=True)
    made.append("a.first", {}, AT)
    yield made
    made.close()


def test_an_io_error_after_the_commit_took_effect_answers_done(store):
    real = store._cx
    store._cx = Faulty(real, "after")
    written = store.append_many([("b.action", {"action_id": "x1"})], AT)
    assert [e.seq for e in written] == [2]
    store._cx = real
    assert store.append("c.next", {}, AT).seq == 3  # the store's idea of its tail is the file's
    store.close()
    assert reopened(store.name) == ["a.first", "b.action", "c.next"]


def test_an_io_error_before_it_took_effect_commits_the_same_entries_once_more(store):
    real = store._cx
    faulty = store._cx = Faulty(real, "before")
    written = store.append_many([("b.action", {"action_id": "x1"}), ("b.more", {})], AT)
    assert [e.seq for e in written] == [2, 3] and faulty.commits == 2
    store._cx = real
    assert [e.id for e in store.entries(1)] == [e.id for e in written]  # the same entries, not new ones
    store.close()
    assert reopened(store.name) == ["a.first", "b.action", "b.more"]


def test_a_full_disk_writes_nothing_and_says_so(store):
    real = store._cx
    store._cx = Faulty(real, "always", FULL)
    with pytest.raises(EventFileError, match="the disk is full") as caught:
        store.append("b.action", {}, AT)
    assert not isinstance(caught.value, OutcomeUnknown)
    store._cx = real
    assert store.append("b.again", {}, AT).seq == 2  # nothing was written, and the store goes on
    store.close()
    assert reopened(store.name) == ["a.first", "b.again"]


def test_a_commit_that_cannot_be_read_back_is_unknown_and_nothing_more_is_written(store):
    real = store._cx
    store._cx = Faulty(real, "always", reads_fail=True)
    store._opened = None  # no fresh connection either: the file cannot be looked at
    with pytest.raises(OutcomeUnknown) as caught:
        store.append("b.action", {"action_id": "x1"}, AT)
    said = (f"could not save to {store.name}: the disk failed while saving, and what it kept cannot be read "
            "back; nothing more is saved until the event is opened again")
    assert str(caught.value) == said  # the judge's words, no SQLite English reason inside
    assert caught.value.fields == {"name": store.name}  # a template: said in the window's language
    store._cx = real
    with pytest.raises(OutcomeUnknown, match="^" + re.escape(said) + "$"):
        store.append("c.next", {}, AT)
    store.close()
    assert reopened(store.name) == ["a.first"]  # the file decides, on the next open


def test_a_connection_that_fails_its_reads_is_replaced_to_look(store):
    real = store._cx
    store._cx = Faulty(real, "after", reads_fail=True)
    assert store.append("b.action", {}, AT).seq == 2
    assert store._cx is not real and not isinstance(store._cx, Faulty)  # a fresh connection read the tail
    real.close()
    assert store.append("c.next", {}, AT).seq == 3
    store.close()
    assert reopened(store.name) == ["a.first", "b.action", "c.next"]
