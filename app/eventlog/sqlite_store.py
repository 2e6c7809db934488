"""The event file: an SQLite database that only grows, one durable transaction per judge action.

Opening is careful because the file is the judge's only record of the event:

* a file is inspected before anything could write to it: first its 100-byte header is read as plain
  bytes, then SQLite reads it read-only (``immutable`` when there is no ``-wal``, so not even ``-wal``
  or ``-shm`` files appear) and runs ``PRAGMA quick_check``; a file that is refused is left exactly as
  it was found;
* one writer at a time: a writer holds an OS lock on ``<file>.lock`` for as long as it is open (the
  kernel drops it if the process dies); readers take no lock and see the writer's entries as they
  are committed;
* every append (one entry, or the few of one judge action) is one ``BEGIN IMMEDIATE`` ... ``COMMIT``
  in WAL mode with ``synchronous=FULL``, so it is on disk before ``append`` returns, and a failed one
  leaves nothing behind;
* the schema itself refuses to change or delete an entry, or to insert one out of the chain.
"""

from __future__ import annotations

import json
import operator
import os
import sqlite3
import sys
import threading
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from itertools import islice
from operator import itemgetter
from pathlib import Path
from typing import Any, TypeVar

from .. import paths
from ..text import QT_TRANSLATE_NOOP, Text
from .entry import GENESIS_HASH, Entry, entry_hash
from .store import (
    ACTION_ID_KEY,
    ActionId,
    EventFileError,
    NotWritten,
    OutcomeUnknown,
    check_kind_and_at,
    data_json_for,
    refuse_replicated,
    replicated_problem,
)
from .watched import identity as file_identity
from .watched import rescue_path, what_happened

T = TypeVar("T")

APPLICATION_ID = 0x54424C53  # "TBLS": PRAGMA application_id of every Tableside event file
SCHEMA_VERSION = 1  # PRAGMA user_version this Tableside writes; it reads files up to this version

Migration = Callable[[sqlite3.Connection], None]
# MIGRATIONS[v] turns a schema v - 1 file into schema v. It runs inside the caller's transaction (all
# steps of one upgrade commit together or not at all) and must not COMMIT itself. Version 1 is the
# baseline that _create_file writes, so there is nothing here yet.
MIGRATIONS: dict[int, Migration] = {}

# SQLite folds its write-ahead log into the file (a checkpoint: about 1,000 pages written back in place and
# fsynced, 10-16 ms at a million entries) inside whichever commit reaches 1,000 pages, about one judge's
# action in 400. An owner with quiet moments (the window) takes it there instead, every CHECKPOINT_EVERY
# commits (defer_checkpoints, checkpoint); SQLite's own then waits for BACKSTOP_PAGES, for an owner
# that never has a quiet moment.
CHECKPOINT_EVERY = 200
BACKSTOP_PAGES = 10_000

RawEntry = tuple[int, str, str, str, str, str, str]  # seq, id, at, kind, data text, prev_hash, hash

# (value, end) for the JSON text starting at an index; StopIteration or ValueError if there is none.
_scan_json: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder().scan_once  # type: ignore[attr-defined]

_SQLITE_MAGIC = b"SQLite format 3\x00"
_SQLITE_FULL = 13
_SQLITE_READONLY = 8

_SCHEMA_V1 = (
    """CREATE TABLE entries (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        at TEXT NOT NULL,
        kind TEXT NOT NULL,
        data TEXT NOT NULL,
        prev_hash TEXT NOT NULL,
        hash TEXT NOT NULL
    )""",
    """CREATE TRIGGER entries_no_update BEFORE UPDATE ON entries
    BEGIN SELECT RAISE(ABORT, 'entries are append-only: an entry cannot be changed'); END""",
    """CREATE TRIGGER entries_no_delete BEFORE DELETE ON entries
    BEGIN SELECT RAISE(ABORT, 'entries are append-only: an entry cannot be deleted'); END""",
    # INSERT OR REPLACE deletes the row it replaces without firing the delete trigger, so the insert
    # trigger refuses any row that is not the next link of the chain (which also makes it the only row
    # with that seq) or that reuses an id.
    f"""CREATE TRIGGER entries_only_next BEFORE INSERT ON entries
    WHEN NEW.seq IS NOT (SELECT coalesce(max(seq), 0) + 1 FROM entries)
      OR NEW.prev_hash IS NOT coalesce((SELECT hash FROM entries ORDER BY seq DESC LIMIT 1), '{GENESIS_HASH}')
      OR EXISTS (SELECT 1 FROM entries WHERE id = NEW.id)
    BEGIN SELECT RAISE(ABORT, 'entries are append-only: a new entry must be the next link of the chain'); END""",
    "CREATE TABLE snapshot (id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER, hash TEXT, blob BLOB)",
)

_COLUMNS = "seq, id, at, kind, data, prev_hash, hash"
_INSERT = f"INSERT INTO entries ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)"
_SELECT_AFTER = f"SELECT {_COLUMNS} FROM entries WHERE seq > ? ORDER BY seq"
_SELECT_PAGE = f"SELECT {_COLUMNS} FROM entries WHERE seq > ? ORDER BY seq LIMIT ?"
_SELECT_LAST = f"SELECT {_COLUMNS} FROM entries ORDER BY seq DESC LIMIT 1"
_SELECT_TAIL = "SELECT seq, hash FROM entries ORDER BY seq DESC LIMIT 1"
# What the hall's gate needs, picked out by SQLite: the text search skips most entries unparsed, then the
# JSON functions read the three fields (json_extract alone would give an object or a number too).
_SELECT_ACTION_IDS = """SELECT seq,
    CASE WHEN json_type(data, '$.device') = 'text' THEN json_extract(data, '$.device') END,
    CASE WHEN json_type(data, '$.station') = 'text' THEN json_extract(data, '$.station') END,
    json_extract(data, '$.action_id')
  FROM entries WHERE instr(data, ?) > 0 AND json_type(data, '$.action_id') = 'text' ORDER BY seq"""
# The UNIQUE index on id, scanned on its own (it holds each row's seq as its rowid).
_SELECT_ID_INDEX = "SELECT id, seq FROM entries INDEXED BY sqlite_autoindex_entries_1 ORDER BY id"


def open_event_file(path: str | os.PathLike[str], *, create: bool = False, readonly: bool = False) -> SqliteStore:
    """Open an event file, or refuse it with one EventFileError that names the file and the problem.

    create: make a new, empty event file if there is none at path (an existing one is opened as is).
    readonly: take no lock and never write; append and save_snapshot then raise EventFileError.
    """
    return SqliteStore.open(path, create=create, readonly=readonly)


class SqliteStore:
    """A LogStore in an SQLite file. Use open_event_file (or SqliteStore.open) to get one."""

    def __init__(self, name: str, cx: sqlite3.Connection, lock: _WriterLock | None, static: bool) -> None:
        self._name = name
        self._cx: sqlite3.Connection | None = cx
        self._lock = lock
        self._static = static
        # The writer's own idea of the tail, so an append needs no query to find it.
        self._last_seq, self._last_hash = _read_tail(cx)
        self._deferred = False  # checkpoints wait for the owner's quiet moments (defer_checkpoints)
        self._commits = 0  # commits since the last checkpoint the owner took
        # The tail as the quick check of opening saw the file; None once this store has written to it.
        self._checked_tail: tuple[int, str] | None = (self._last_seq, self._last_hash)
        self._opened = file_identity(name)  # the file at the path when opened (watch_file)
        self._gone: Text | None = None  # what became of the file, once noticed: every write refuses with it
        self._unsure: Text | None = None  # a commit whose outcome could not be read back (OutcomeUnknown)

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, create: bool = False, readonly: bool = False) -> SqliteStore:
        return cls._open(path, create, readonly, None)[0]

    @classmethod
    def open_with(cls, path: str | os.PathLike[str], meanwhile: Callable[[], T], *, create: bool = False,
                  readonly: bool = False) -> tuple[SqliteStore, T | None]:
        """``open``, with ``meanwhile`` run on this thread while SQLite's quick check reads the whole file on
        a connection and a thread of its own (it lets go of the interpreter's lock as it reads: at a
        million entries 0.23 s of a 0.33 s open). Its result comes back once the file has passed; it
        must write nothing (``peek_snapshot`` only reads). None when it raised: opening goes on as usual."""
        return cls._open(path, create, readonly, meanwhile)

    @classmethod
    def _open(cls, path: str | os.PathLike[str], create: bool, readonly: bool,
              meanwhile: Callable[[], T] | None) -> tuple[SqliteStore, T | None]:
        if create and readonly:
            raise ValueError("an event file cannot be created read-only")
        name = os.fspath(path)
        lock: _WriterLock | None = None
        try:
            if _stat(name) is None:
                if not create:
                    raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} does not exist"), fields={"name": name})
                folder = os.path.dirname(os.path.abspath(name))
                if not os.path.isdir(folder):
                    raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} cannot be created (its folder {folder} "
                                                                       "does not exist)"),
                                         fields={"name": name, "folder": folder})
                lock = _WriterLock.acquire(name)
                if _stat(name) is None:  # still missing now that no other Tableside can be creating it
                    _create_file(name)
            _check_header(name)
            if not readonly:
                _check_writable(name)
            probe, version, has_wal, early = _inspected(name, meanwhile)
            cx: sqlite3.Connection | None = None
            try:
                if readonly:
                    cx, static = _reader_connection(name, probe, version, has_wal)
                else:
                    # Locked only now, so a file refused above gets no lock file beside it.
                    if lock is None:
                        lock = _WriterLock.acquire(name)
                    cx, static = _connect_writer(name, version), False
            finally:
                if cx is not probe:
                    probe.close()
            try:
                store = cls(name, cx, lock, static)
            except sqlite3.Error as exc:
                cx.close()
                raise _read_error(name, exc) from exc
            return store, early
        except BaseException:
            if lock is not None:
                lock.release()
            raise

    # --- LogStore ---------------------------------------------------------------------------------

    @property
    def readonly(self) -> bool:
        return self._lock is None

    @property
    def name(self) -> str:
        return self._name

    @property
    def static(self) -> bool:
        """True for a read-only store that had to open the file as it was (see _reader_connection)."""
        return self._static

    def __len__(self) -> int:
        cx = self._open_cx()
        if self._lock is not None:
            return self._last_seq
        try:  # a reader looks each time: a writer elsewhere may have added entries
            return _read_tail(cx)[0]
        except sqlite3.Error as exc:
            raise _read_error(self._name, exc) from exc

    def entries(self, after_seq: int = 0) -> Iterator[Entry]:
        return self._entries(self._open_cx(), after_seq)

    def entries_page(self, after_seq: int, limit: int) -> list[Entry]:
        if limit <= 0:
            self._open_cx()
            return []
        return list(self._entries(self._open_cx(), after_seq, (_SELECT_PAGE, (after_seq, limit))))

    def entries_raw(self, after_seq: int = 0) -> Iterator[RawEntry]:
        """Entries as stored, data as its JSON text: for verify, and for loads that skip most parsing."""
        return self._entries_raw(self._open_cx(), after_seq)

    def entries_raw_pages(self, size: int) -> Iterator[list[RawEntry]]:
        """``entries_raw`` a list of ``size`` rows at a time (verify's pass: no Python step per row here)."""
        cx = self._open_cx()
        try:
            cursor = cx.execute(_SELECT_AFTER, (0,))
            while page := cursor.fetchmany(size):
                yield page
        except sqlite3.Error as exc:
            raise _read_error(self._name, exc) from exc

    def last(self) -> Entry | None:
        cx = self._open_cx()
        try:
            row = cx.execute(_SELECT_LAST).fetchone()
        except sqlite3.Error as exc:
            raise _read_error(self._name, exc) from exc
        if row is None:
            return None
        return Entry(row[0], row[1], row[2], row[3], self._parse(row[0], row[4]), row[5], row[6])

    def action_ids(self) -> list[ActionId]:
        cx = self._open_cx()
        try:
            return cx.execute(_SELECT_ACTION_IDS, (ACTION_ID_KEY,)).fetchall()
        except sqlite3.Error as exc:
            raise _read_error(self._name, exc) from exc

    def append(self, kind: str, data: Mapping[str, Any], at: str) -> Entry:
        return self.append_many([(kind, data)], at)[0]

    def append_many(self, items: Sequence[tuple[str, Mapping[str, Any]]], at: str) -> list[Entry]:
        """Append entries in order as ONE durable transaction: all of them are written, or none."""
        cx = self._open_cx()
        if self._lock is None:
            raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is open read-only; nothing can be added to it"),
                                 fields={"name": self._name})
        self._refuse_if_lost()
        self._checked_tail = None
        prepared = []
        for kind, data in items:
            check_kind_and_at(kind, at)
            prepared.append((kind, data_json_for(self._name, data), uuid.uuid4().hex))
        seq, prev_hash = self._last_seq, self._last_hash
        written: list[tuple[int, str, str, str, str, str]] = []  # seq, id, kind, data, prev_hash, hash
        try:
            cx.execute("BEGIN IMMEDIATE")
            try:
                for kind, data_json, entry_id in prepared:
                    seq += 1
                    digest = entry_hash(seq, entry_id, at, kind, data_json, prev_hash)
                    try:
                        cx.execute(_INSERT, (seq, entry_id, at, kind, data_json, prev_hash, digest))
                    except sqlite3.IntegrityError:
                        if written:
                            raise
                        # The schema refused it as not the next link: something wrote behind this store's
                        # back (the lock should prevent that). Chain to what is really there instead.
                        seq, prev_hash = _read_tail(cx)
                        seq += 1
                        digest = entry_hash(seq, entry_id, at, kind, data_json, prev_hash)
                        cx.execute(_INSERT, (seq, entry_id, at, kind, data_json, prev_hash, digest))
                    written.append((seq, entry_id, kind, data_json, prev_hash, digest))
                    prev_hash = digest
            except BaseException:
                _rollback(cx)
                raise
            try:
                cx.execute("COMMIT")
            except sqlite3.Error as exc:
                self._settle(exc, [(n, i, at, k, d, p, h) for n, i, k, d, p, h in written])
        except sqlite3.Error as exc:
            raise _write_error(self._name, exc) from exc
        if written:
            self._last_seq, self._last_hash = written[-1][0], written[-1][5]
            self._commits += 1
        return [Entry(n, entry_id, at, kind, json.loads(data_json), prev, digest)
                for n, entry_id, kind, data_json, prev, digest in written]

    def append_replicated(self, entries: Sequence[Entry]) -> None:
        """Append entries made by another Tableside as ONE durable transaction (see LogStore).

        Every entry is checked against the chain before the transaction starts; the schema's insert
        trigger checks each again as it goes in.
        """
        cx = self._open_cx()
        if self._lock is None:
            raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is open read-only; nothing can be added to it"),
                                 fields={"name": self._name})
        self._refuse_if_lost()
        self._checked_tail = None
        rows: list[RawEntry] = []
        seq, prev_hash = self._last_seq, self._last_hash
        for entry in entries:
            problem = replicated_problem(entry, seq, prev_hash)
            if problem is not None:
                raise refuse_replicated(self._name, problem)
            rows.append((entry.seq, entry.id, entry.at, entry.kind, entry.data_json, entry.prev_hash, entry.hash))
            seq, prev_hash = entry.seq, entry.hash
        if not rows:
            return
        try:
            cx.execute("BEGIN IMMEDIATE")
            try:
                for row in rows:
                    try:
                        cx.execute(_INSERT, row)
                    except sqlite3.IntegrityError as exc:  # a reused id, or a writer behind our back
                        raise refuse_replicated(self._name, Text(QT_TRANSLATE_NOOP(
                            "messages", "entry {seq} ({kind} at {at}): the file would not take it as the next link "
                            "({reason})"), {"seq": row[0], "kind": row[3], "at": row[2], "reason": str(exc)})) from None
                cx.execute("COMMIT")
            except BaseException:
                _rollback(cx)
                raise
        except sqlite3.Error as exc:
            raise _write_error(self._name, exc) from exc
        self._last_seq, self._last_hash = seq, prev_hash
        self._commits += 1

    def save_snapshot(self, seq: int, entry_hash: str, blob: bytes) -> None:
        cx = self._open_cx()
        if self._lock is None:
            raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is open read-only; its snapshot cannot "
                                                   "be saved"), fields={"name": self._name})
        self._refuse_if_lost()
        self._checked_tail = None
        try:
            if self._hash_at(cx, seq) != entry_hash:
                raise ValueError(f"a snapshot must be taken at an entry of the log: "
                                 f"seq {seq} with hash {entry_hash!r} is not")
            cx.execute("BEGIN IMMEDIATE")
            try:
                cx.execute("INSERT OR REPLACE INTO snapshot (id, seq, hash, blob) VALUES (1, ?, ?, ?)",
                           (seq, entry_hash, bytes(blob)))
                cx.execute("COMMIT")
            except BaseException:
                _rollback(cx)
                raise
        except sqlite3.Error as exc:
            raise _write_error(self._name, exc) from exc

    def watch_file(self) -> Text | None:
        if self._lock is None or self._cx is None:
            return None  # a reader writes nothing that could be lost; a closed store holds nothing
        if self._gone is not None:
            return self._gone
        what = what_happened(self._name, self._opened) if self._opened is not None else None
        if what is None:
            return None
        # Before anything else: this connection is the only way left to the entries (the file may be gone).
        try:
            copy = rescue_path(self._name, paths.data_dir)
            _copy_aside(self._cx, copy)
        except (sqlite3.Error, OSError) as exc:
            self._gone = Text(QT_TRANSLATE_NOOP("messages", "{what} while Tableside had it open: it takes no more "
                                                "actions, and a copy of the event could not be written ({reason}); "
                                                "keep Tableside open and call for help before closing it"),
                              {"what": what, "reason": str(exc)})
        else:
            self._gone = Text(QT_TRANSLATE_NOOP("messages", "{what} while Tableside had it open: it takes no more "
                                                "actions, and the whole event as it stood is now in {copy}; serve "
                                                "that file to go on"), {"what": what, "copy": copy})
        return self._gone

    def defer_checkpoints(self) -> None:
        if self._lock is None:
            return  # a reader writes nothing, so it has nothing to fold
        try:
            self._open_cx().execute(f"PRAGMA wal_autocheckpoint = {BACKSTOP_PAGES}")
        except sqlite3.Error as exc:
            raise _write_error(self._name, exc) from exc
        self._deferred = True

    def checkpoint_due(self) -> bool:
        return self._deferred and self._commits >= CHECKPOINT_EVERY

    def checkpoint(self) -> None:
        cx = self._open_cx()
        if self._lock is None:
            return
        try:
            # PASSIVE: never waits for a reader (the hall server's); what a reader still holds is folded next time.
            cx.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
        except sqlite3.Error as exc:
            raise _write_error(self._name, exc) from exc
        self._commits = 0

    def load_snapshot(self) -> tuple[int, str, bytes] | None:
        """The cached fold, or None if there is none or it does not match the entry it claims to be at."""
        cx = self._open_cx()
        try:
            row = cx.execute("SELECT seq, hash, blob FROM snapshot WHERE id = 1").fetchone()
            if row is None or self._hash_at(cx, row[0]) != row[1]:
                return None
        except sqlite3.Error as exc:
            raise _read_error(self._name, exc) from exc
        return row[0], row[1], bytes(row[2])

    def close(self) -> None:
        cx, self._cx = self._cx, None
        if cx is None:
            return
        try:
            cx.close()  # the last connection to close checkpoints the WAL into the file and removes it
        finally:
            if self._lock is not None:
                self._lock.release()

    # --- beyond the protocol ----------------------------------------------------------------------

    def integrity_problems(self) -> list[str]:
        """PRAGMA integrity_check's findings (slow: it reads every page and index); empty when sound."""
        return _integrity_problems(self._open_cx())

    def file_problems(self, ids_digest: int | None, rows: int) -> list[str]:
        """What is wrong with the file itself, for verify; empty when sound.

        ``ids_digest`` is ``sum(hash((id, seq)))`` over the ``rows`` entries verify has just read from
        the table (None when it stopped early). SQLite's quick check covers every page, record and
        constraint but not whether the index of entry ids matches the table, which the full integrity
        check finds with a search of the index per entry (half the cost of reading and hashing the whole
        log). Here one scan of the index in order does it: the same digest over its (seq, id) pairs, and
        every id greater than the one before it (unique). When anything disagrees, the full integrity
        check runs and names the problem as SQLite sees it; if it finds nothing, the file is sound.
        """
        cx = self._open_cx()
        fresh, self._checked_tail = self._checked_tail, None
        try:
            # The quick check that opening ran stands while the file has not changed since.
            if fresh is None or _read_tail(cx) != fresh:
                problems = [row[0] for row in cx.execute("PRAGMA quick_check").fetchall() if row[0] != "ok"]
                if problems:
                    return problems
            if ids_digest is not None and _id_index_matches(cx, ids_digest, rows):
                return []
        except sqlite3.DatabaseError as exc:
            return [str(exc)]
        return _integrity_problems(cx)

    def __enter__(self) -> SqliteStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        mode = "closed" if self._cx is None else "read-only" if self._lock is None else "writer"
        return f"<SqliteStore {self._name!r} {mode}>"

    # --- internals --------------------------------------------------------------------------------

    def _open_cx(self) -> sqlite3.Connection:
        if self._cx is None:
            raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is closed"), fields={"name": self._name})
        return self._cx

    def _refuse_if_lost(self) -> None:
        """Before a write: refuse when an earlier commit's outcome is unknown, or the file is not the one opened."""
        if self._unsure is not None:
            raise OutcomeUnknown(self._unsure)
        if self.watch_file() is not None:
            assert self._gone is not None
            raise EventFileError(self._gone)

    def _settle(self, exc: sqlite3.Error, rows: list[RawEntry]) -> None:
        """A COMMIT that raised: return if the rows are in the file after all, raise what is true otherwise.

        An I/O error in COMMIT (a failed fsync) can leave the transaction's pages in the -wal, where the
        next open finds them, although this connection says they are not there: "nothing was written"
        would be a guess. So the file is read again; if the rows are not there and the error was not
        one that writes nothing (disk full, read-only, busy), the same rows (same ids, same hashes) are
        committed again, which makes the file say one thing for certain. If even that cannot be learnt,
        OutcomeUnknown, and nothing more is written until the event is opened again.
        """
        cx = self._open_cx()
        _rollback(cx)
        landed = self._landed(rows)
        if landed is False and _writes_nothing(exc):
            raise _write_error(self._name, exc) from exc
        if landed is False:
            try:
                cx = self._open_cx()
                cx.execute("BEGIN IMMEDIATE")
                try:
                    for row in rows:
                        cx.execute(_INSERT, row)
                    cx.execute("COMMIT")
                    return
                except BaseException:
                    _rollback(cx)
                    raise
            except sqlite3.Error:
                landed = self._landed(rows)
        if landed:
            return
        # SQLite's reason ("disk I/O error") is English and says no more than this sentence.
        self._unsure = Text(QT_TRANSLATE_NOOP("messages", "could not save to {name}: the disk failed while saving, "
                                              "and what it kept cannot be read back; nothing more is saved until "
                                              "the event is opened again"), {"name": self._name})
        raise OutcomeUnknown(self._unsure) from exc

    def _landed(self, rows: list[RawEntry]) -> bool | None:
        """Whether the file's tail is the last of rows (True), still the entry before them (False), or unknown."""
        want, before = (rows[-1][0], rows[-1][6]), (rows[0][0] - 1, rows[0][5])
        for attempt in range(2):
            try:
                tail = _read_tail(self._open_cx())
            except sqlite3.Error:
                # Read through a fresh connection (this one may keep the failed state), only if the
                # path still holds the file this store opened: another file would answer for nothing.
                if attempt or self._opened is None or what_happened(self._name, self._opened) is not None:
                    return None
                try:
                    fresh = _connect_writer(self._name, SCHEMA_VERSION)
                except EventFileError:
                    return None
                old, self._cx = self._cx, fresh
                if old is not None:
                    try:
                        old.close()
                    except sqlite3.Error:
                        pass
                continue
            return True if tail == want else False if tail == before else None
        return None

    def _entries(self, cx: sqlite3.Connection, after_seq: int,
                 query: tuple[str, tuple[int, ...]] | None = None) -> Iterator[Entry]:
        # The hot loop of opening an event (a million entries in a few seconds): locals only,
        # positional Entry, and the C JSON scanner called directly, which is what json.loads ends up
        # calling after two Python-level calls and a regex (a third of the time per entry).
        scan = _scan_json
        make = Entry
        seq = after_seq
        try:
            sql, args = query or (_SELECT_AFTER, (after_seq,))
            for seq, entry_id, at, kind, data, prev_hash, digest in cx.execute(sql, args):
                value, end = scan(data, 0)
                if end != len(data):
                    raise ValueError("extra text after the JSON value")
                yield make(seq, entry_id, at, kind, value, prev_hash, digest)
        except sqlite3.Error as exc:
            raise _read_error(self._name, exc) from exc
        except (ValueError, StopIteration) as exc:  # the stored text is not JSON: it was changed
            raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name}: entry {seq} cannot be read (its data is not "
                                                               "valid JSON); run verify on this file"),
                                 fields={"name": self._name, "seq": seq}) from exc

    def _entries_raw(self, cx: sqlite3.Connection, after_seq: int) -> Iterator[RawEntry]:
        try:
            yield from cx.execute(_SELECT_AFTER, (after_seq,))
        except sqlite3.Error as exc:
            raise _read_error(self._name, exc) from exc

    def _parse(self, seq: int, data: str) -> Any:
        try:
            return json.loads(data)
        except ValueError as exc:
            raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name}: entry {seq} cannot be read (its data is not "
                                                               "valid JSON); run verify on this file"),
                                 fields={"name": self._name, "seq": seq}) from exc

    @staticmethod
    def _hash_at(cx: sqlite3.Connection, seq: int) -> str | None:
        if seq == 0:
            return GENESIS_HASH
        if not isinstance(seq, int) or seq < 0:
            return None
        row = cx.execute("SELECT hash FROM entries WHERE seq = ?", (seq,)).fetchone()
        return None if row is None else row[0]


# --- opening --------------------------------------------------------------------------------------


def _stat(name: str) -> os.stat_result | None:
    try:
        return os.stat(name)
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        return None
    except PermissionError as exc:
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} cannot be read (permission denied on its folder)"),
                             fields={"name": name}) from exc
    except OSError as exc:
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} cannot be read ({reason})"),
                             fields={"name": name, "reason": exc.strerror or str(exc)}) from exc


def _check_header(name: str) -> None:
    """Refuse what the first 100 bytes already show is not ours, without SQLite touching the file."""
    if os.path.isdir(name):
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is a folder, not a Tableside event "
                                                           "file"), fields={"name": name})
    if not os.path.isfile(name):
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is not a Tableside event file (not a regular file)"),
                             fields={"name": name})
    try:
        with open(name, "rb") as f:
            head = f.read(100)
            size = os.fstat(f.fileno()).st_size
    except PermissionError as exc:
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} cannot be read (permission "
                                                           "denied)"), fields={"name": name}) from exc
    except OSError as exc:
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} cannot be read ({reason})"),
                             fields={"name": name, "reason": exc.strerror or str(exc)}) from exc
    if size == 0:
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is not a Tableside event file (it is "
                                                           "empty)"), fields={"name": name})
    if not head.startswith(_SQLITE_MAGIC):
        raise EventFileError(_not_sqlite(name))
    if len(head) < 100:
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is damaged: it is cut short ({size} bytes, less "
                                                           "than an SQLite header)"),
                             fields={"name": name, "size": size})
    application_id = int.from_bytes(head[68:72], "big")
    if application_id != APPLICATION_ID:
        raise EventFileError(_another_application(name))
    _check_version(name, int.from_bytes(head[60:64], "big", signed=True))
    # The header's page count is trustworthy when its version stamp matches the change counter; with
    # no -wal (closed cleanly) the file must then be at least that long.
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(head[28:32], "big")
    if pages and head[92:96] == head[24:28] and not os.path.exists(name + "-wal") and size < pages * page_size:
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is damaged: it is cut short ({size} of "
                                               "{whole} bytes)"),
                             fields={"name": name, "size": f"{size:,}", "whole": f"{pages * page_size:,}"})


def _check_version(name: str, version: int) -> None:
    if version > SCHEMA_VERSION:
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} was written by a newer Tableside (schema "
                                                           "{version}); this version reads up to {newest}"),
                             fields={"name": name, "version": version, "newest": SCHEMA_VERSION})
    if version < 1:
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is damaged: it is marked as a Tableside event file "
                                                           "but has no schema version"), fields={"name": name})


def _check_writable(name: str) -> None:
    # Opening for writing changes nothing, but tells us before any lock file appears beside it.
    try:
        fd = os.open(name, os.O_RDWR | getattr(os, "O_BINARY", 0))
    except PermissionError as exc:
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} cannot be opened for writing (permission denied); "
                                               "open it read-only to look"), fields={"name": name}) from exc
    except OSError as exc:
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} cannot be opened for writing ({reason}); open it "
                                               "read-only to look"),
                             fields={"name": name, "reason": exc.strerror or str(exc)}) from exc
    os.close(fd)


def _uri(name: str, query: str) -> str:
    return Path(os.path.abspath(name)).as_uri() + "?" + query


def _connect(uri: str) -> sqlite3.Connection:
    cx = sqlite3.connect(uri, uri=True, isolation_level=None)
    try:
        cx.execute("PRAGMA busy_timeout = 5000")  # a reader's WAL recovery can hold the file for a moment
    except BaseException:
        cx.close()
        raise
    return cx


def _inspected(name: str, meanwhile: Callable[[], T] | None = None) -> tuple[sqlite3.Connection, int, bool, T | None]:
    """Open the file read-only and check it; return that connection, the schema version, whether a -wal
    exists and what ``meanwhile`` gave (run while the quick check reads the file beside it).

    Without a -wal file the file is opened ``immutable``: SQLite then reads it like any other file and
    creates nothing beside it, so a refused file is left exactly as it was. (With a -wal, left by a
    writer that is open or that crashed, it must read through the WAL, which may create the -shm index
    if that is missing.)
    """
    uri, has_wal = _read_only_uri(name)
    try:
        probe = _connect(uri)
    except sqlite3.Error as exc:
        raise _read_error(name, exc) from exc
    try:
        if meanwhile is None:
            return probe, _inspect(name, probe), has_wal, None
        beside = _QuickCheck(uri)
        try:
            version = _inspect(name, probe, quick=False)
            early = _run_quietly(meanwhile)
        except BaseException:
            beside.join()  # its connection closed before the refusal is told, whatever it found
            raise
        try:
            problems = beside.problems()
        except sqlite3.Error as exc:
            raise _read_error(name, exc) from exc
        if problems:
            raise EventFileError(_damaged(name, problems[0]))
        return probe, version, has_wal, early
    except BaseException:
        probe.close()
        raise


def _read_only_uri(name: str) -> tuple[str, bool]:
    """How to read the file and change nothing (``immutable`` with no -wal; through it when there is one),
    and whether a -wal exists."""
    has_wal = os.path.exists(name + "-wal")
    return _uri(name, "mode=ro" if has_wal else "mode=ro&immutable=1"), has_wal


def _run_quietly(meanwhile: Callable[[], T]) -> T | None:
    try:
        return meanwhile()
    except Exception:  # noqa: BLE001 - only a head start: opening does the same work itself after
        return None


class _QuickCheck:
    """``PRAGMA quick_check`` on a connection of its own, in a thread of its own (a connection stays with
    the thread that made it)."""

    def __init__(self, uri: str) -> None:
        self._found: list[str] = []
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(uri,), name="tableside-quick-check", daemon=True)
        self._thread.start()

    def _run(self, uri: str) -> None:
        try:
            cx = _connect(uri)
            try:
                self._found = _quick_check_problems(cx)
            finally:
                cx.close()
        except BaseException as exc:  # noqa: BLE001 - handed to the opener's thread, raised there
            self._error = exc

    def join(self) -> None:
        self._thread.join()

    def problems(self) -> list[str]:
        """What the check found wrong (empty: sound), once it has read the whole file."""
        self._thread.join()
        if self._error is not None:
            raise self._error
        return self._found


def _quick_check_problems(cx: sqlite3.Connection) -> list[str]:
    return [row[0] for row in cx.execute("PRAGMA quick_check").fetchall() if row[0] != "ok"]


def peek_snapshot(path: str | os.PathLike[str]) -> tuple[int, str, bytes] | None:
    """The snapshot row as the file holds it, read on a read-only connection of its own (nothing is
    created beside the file that opening's own check would not create); None when it cannot be read.
    Not checked against the entries: whoever uses it checks its entry against the opened store's."""
    name = os.fspath(path)
    try:
        cx = _connect(_read_only_uri(name)[0])
        try:
            row = cx.execute("SELECT seq, hash, blob FROM snapshot WHERE id = 1").fetchone()
        finally:
            cx.close()
    except (sqlite3.Error, OSError):
        return None
    if row is None or type(row[0]) is not int or type(row[1]) is not str or not isinstance(row[2], bytes):
        return None
    return row[0], row[1], row[2]


def _reader_connection(name: str, probe: sqlite3.Connection, version: int,
                       has_wal: bool) -> tuple[sqlite3.Connection, bool]:
    """A reader's connection, and whether it is a static view (the probe itself, kept open)."""
    if version < SCHEMA_VERSION:
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} was written by an older Tableside (schema "
                                                           "{version}); open it for writing once to upgrade it"),
                             fields={"name": name, "version": version})
    try:
        return _connect_reader(name), False
    except sqlite3.Error as exc:
        # A live reader needs the -shm index, which SQLite cannot make in a folder it may not write.
        # A file closed cleanly (no -wal) is complete on its own: read it as it is, a static picture
        # that will not show entries a writer might add later.
        if has_wal or (getattr(exc, "sqlite_errorcode", 0) & 0xFF) not in (_SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN):
            raise _read_error(name, exc) from exc
        return probe, True


def _inspect(name: str, cx: sqlite3.Connection, quick: bool = True) -> int:
    """Check an opened file is a sound Tableside event file; return its schema version (``quick=False``:
    the caller runs the quick check itself, beside)."""
    try:
        application_id = cx.execute("PRAGMA application_id").fetchone()[0]
        version: int = cx.execute("PRAGMA user_version").fetchone()[0]
        # The header check saw the main file; a -wal may hold a later header (an upgrade not yet checkpointed).
        if application_id != APPLICATION_ID:
            raise EventFileError(_another_application(name))
        _check_version(name, version)
        problems = _quick_check_problems(cx) if quick else []
        if problems:
            raise EventFileError(_damaged(name, problems[0]))
        tables = {row[0] for row in cx.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.Error as exc:
        raise _read_error(name, exc) from exc
    missing = {"entries", "snapshot"} - tables
    if missing:
        if len(missing) > 1:
            raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is damaged and cannot be opened (its {tables} "
                                                   "tables are missing)"),
                                 fields={"name": name, "tables": " and ".join(sorted(missing))})
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is damaged and cannot be opened (its {table} table "
                                               "is missing)"), fields={"name": name, "table": min(missing)})
    return version


def _id_index_matches(cx: sqlite3.Connection, ids_digest: int, rows: int) -> bool:
    """Whether the index of entry ids holds exactly the table's (id, seq) pairs, each id once (see file_problems).

    Read a page of the index at a time, each page checked by C loops (``map``), not one row at a time
    in Python: a fifth of verify's time at a million entries, before.
    """
    digest, count, previous = 0, 0, ""
    cursor = cx.execute(_SELECT_ID_INDEX)
    try:
        while page := cursor.fetchmany(_INDEX_PAGE):
            ids = list(map(itemgetter(0), page))
            # In order and unique ("" is no id: the check then decides).
            if not (previous < ids[0] and all(map(operator.lt, ids, islice(ids, 1, None)))):
                return False
            digest += sum(map(hash, page))  # hash((id, seq)), as verify sums over the table
            previous = ids[-1]
            count += len(page)
    except TypeError:  # an id that is not text: the full check says what it makes of it
        return False
    return count == rows and digest == ids_digest


_INDEX_PAGE = 1024  # pairs: the scan of a million took 0.34-0.35 s in pages of 1024, 0.39-0.40 s in 4096


def _integrity_problems(cx: sqlite3.Connection) -> list[str]:
    try:
        rows = cx.execute("PRAGMA integrity_check").fetchall()
    except sqlite3.DatabaseError as exc:
        return [str(exc)]
    return [row[0] for row in rows if row[0] != "ok"]


def _connect_reader(name: str) -> sqlite3.Connection:
    cx = _connect(_uri(name, "mode=ro"))
    try:
        cx.execute("SELECT count(*) FROM sqlite_master").fetchone()  # opening is lazy: make it happen now
    except BaseException:
        cx.close()
        raise
    return cx


def _connect_writer(name: str, version: int) -> sqlite3.Connection:
    try:
        cx = _connect(_uri(name, "mode=rw"))
    except sqlite3.Error as exc:
        raise _read_error(name, exc) from exc
    try:
        mode = cx.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if mode != "wal":
            raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} cannot be opened for writing (SQLite would not "
                                                               "use its write-ahead log here)"), fields={"name": name})
        cx.execute("PRAGMA synchronous = FULL")  # WAL + FULL: each COMMIT is fsynced before it returns
        if version < SCHEMA_VERSION:
            _upgrade(name, cx, version)
    except sqlite3.Error as exc:
        cx.close()
        raise _read_error(name, exc) from exc
    except BaseException:
        cx.close()
        raise
    return cx


# --- creating and upgrading -----------------------------------------------------------------------


def _create_file(name: str) -> None:
    """Write a complete empty event file beside name, then move it into place: a crash leaves none or all of it."""
    temp = name + ".creating"
    _remove_sqlite_files(temp)  # a leftover from a creation that crashed; we hold the lock, so it is no one's
    try:
        cx = sqlite3.connect(temp, isolation_level=None)
        try:
            cx.execute("BEGIN IMMEDIATE")
            for statement in _SCHEMA_V1:
                cx.execute(statement)
            cx.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            cx.execute("PRAGMA user_version = 1")
            _apply_migrations(cx, 1)
            cx.execute("COMMIT")
            # Set after the schema, in rollback-journal mode, so the header in the main file says WAL
            # before the file is ever moved into place.
            cx.execute("PRAGMA journal_mode = WAL")
        finally:
            cx.close()
        if os.path.exists(temp + "-wal"):
            raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} could not be created (SQLite left its new "
                                                               "content in {wal})"),
                                 fields={"name": name, "wal": f"{temp}-wal"})
        _fsync_file(temp)
        os.replace(temp, name)
        _fsync_folder(name)
    except (sqlite3.Error, OSError) as exc:
        _remove_sqlite_files(temp)
        detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} could not be created ({reason})"),
                             fields={"name": name, "reason": detail}) from exc
    except BaseException:
        _remove_sqlite_files(temp)
        raise


def _apply_migrations(cx: sqlite3.Connection, from_version: int) -> None:
    for version in range(from_version + 1, SCHEMA_VERSION + 1):
        migration = MIGRATIONS.get(version)
        if migration is None:
            raise RuntimeError(f"this Tableside has no upgrade to schema {version}")
        migration(cx)
        cx.execute(f"PRAGMA user_version = {int(version)}")


def backup_path(name: str, version: int) -> str:
    """Where a file is copied before being upgraded from schema version: ``<name>.v<version>.bak``."""
    return f"{name}.v{version}.bak"


def _upgrade(name: str, cx: sqlite3.Connection, version: int) -> None:
    """Copy the file aside, then upgrade it in one transaction (called with the writer lock held)."""
    copy = backup_path(name, version)
    try:
        _copy_aside(cx, copy)
    except (sqlite3.Error, OSError) as exc:
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} needs an upgrade from schema {version} to {newest}, "
                                                           "but it could not be copied to {copy} first ({reason}); "
                                                           "the file is unchanged"),
                             fields={"name": name, "version": version, "newest": SCHEMA_VERSION, "copy": copy,
                                     "reason": str(exc)}) from exc
    try:
        cx.execute("BEGIN IMMEDIATE")
        try:
            _apply_migrations(cx, version)
            cx.execute("COMMIT")
        except BaseException:
            _rollback(cx)
            raise
    except Exception as exc:
        raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} could not be upgraded from schema {version} "
                                               "to {newest} ({reason}); the file is unchanged, and a copy was kept "
                                               "at {copy}"),
                             fields={"name": name, "version": version, "newest": SCHEMA_VERSION, "reason": str(exc),
                                     "copy": copy}) from exc


def _copy_aside(cx: sqlite3.Connection, copy: str) -> None:
    # The backup API reads through the connection, so entries still in the -wal are in the copy.
    partial = copy + ".partial"
    _remove_sqlite_files(partial)
    target = sqlite3.connect(partial, isolation_level=None)
    try:
        cx.backup(target)
        target.execute("PRAGMA journal_mode = DELETE")  # a standalone copy, with no -wal of its own
    finally:
        target.close()
    _fsync_file(partial)
    os.replace(partial, copy)
    _fsync_folder(copy)


def _remove_sqlite_files(base: str) -> None:
    for suffix in ("", "-wal", "-shm", "-journal"):
        try:
            os.remove(base + suffix)
        except FileNotFoundError:
            pass


def _fsync_file(path: str) -> None:
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_folder(path: str) -> None:
    """Make a rename durable (POSIX); Windows cannot open folders this way and needs no such step."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(os.path.dirname(os.path.abspath(path)), os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# --- the one-writer lock --------------------------------------------------------------------------


class _WriterLock:
    """An exclusive OS lock on ``<file>.lock``, held while a writer has the file open.

    The lock file is never deleted: removing it could let two processes each lock a different inode.
    The kernel releases the lock when the process ends, however it ends.
    """

    def __init__(self, fd: int) -> None:
        self._fd: int | None = fd

    @classmethod
    def acquire(cls, name: str) -> _WriterLock:
        lock_path = name + ".lock"
        try:
            fd = os.open(lock_path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o666)
        except OSError as exc:
            reason: str | Text = (Text(QT_TRANSLATE_NOOP("messages", "permission denied"))
                                  if isinstance(exc, PermissionError)
                                  else exc.strerror or str(exc))
            raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} cannot be opened for writing: its lock file "
                                                   "{lock} cannot be created ({reason}); open it read-only to look"),
                                 fields={"name": name, "lock": lock_path, "reason": reason}) from exc
        try:
            _lock_fd(fd)
        except OSError as exc:
            os.close(fd)
            raise EventFileError(QT_TRANSLATE_NOOP("messages", "{name} is open in another Tableside (one writer at a "
                                                   "time); open it read-only to look"), fields={"name": name}) from exc
        return cls(fd)

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            try:
                _unlock_fd(fd)
            finally:
                os.close(fd)


if sys.platform == "win32":
    import msvcrt

    def _lock_fd(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock_fd(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock_fd(fd: int) -> None:
        # flock, not fcntl/lockf: it belongs to this open file, so a second open in the same process
        # is refused too, and closing some other descriptor of the file does not drop it.
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock_fd(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


# --- errors ---------------------------------------------------------------------------------------


def _read_tail(cx: sqlite3.Connection) -> tuple[int, str]:
    row = cx.execute(_SELECT_TAIL).fetchone()
    return (0, GENESIS_HASH) if row is None else (row[0], row[1])


def _rollback(cx: sqlite3.Connection) -> None:
    if cx.in_transaction:  # SQLite rolls some failures (SQLITE_FULL, ...) back by itself
        try:
            cx.execute("ROLLBACK")
        except sqlite3.Error:
            pass


def _read_error(name: str, exc: sqlite3.Error) -> EventFileError:
    code = getattr(exc, "sqlite_errorcode", None)
    primary = None if code is None else code & 0xFF
    if primary == sqlite3.SQLITE_NOTADB:
        return EventFileError(_not_sqlite(name))
    if primary == sqlite3.SQLITE_CORRUPT:
        return EventFileError(_damaged(name, str(exc)))
    if primary == sqlite3.SQLITE_CANTOPEN:
        return EventFileError(QT_TRANSLATE_NOOP("messages", "{name} cannot be opened ({reason})"),
                              fields={"name": name, "reason": str(exc)})
    return EventFileError(QT_TRANSLATE_NOOP("messages", "{name} cannot be read ({reason})"),
                          fields={"name": name, "reason": str(exc)})


def _not_sqlite(name: str) -> Text:
    return Text(QT_TRANSLATE_NOOP("messages", "{name} is not a Tableside event file (not an SQLite database)"),
                {"name": name})


def _another_application(name: str) -> Text:
    return Text(QT_TRANSLATE_NOOP("messages", "{name} is not a Tableside event file (an SQLite database of another "
                                  "application)"), {"name": name})


def _damaged(name: str, problem: str) -> Text:
    return Text(QT_TRANSLATE_NOOP("messages", "{name} is damaged and cannot be opened ({problem})"),
                {"name": name, "problem": problem})


def _writes_nothing(exc: sqlite3.Error) -> bool:
    """Errors SQLite raises before its commit record could be written: nothing of the transaction stays."""
    code = getattr(exc, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in (_SQLITE_FULL, _SQLITE_READONLY, sqlite3.SQLITE_BUSY,
                                                sqlite3.SQLITE_LOCKED, sqlite3.SQLITE_CONSTRAINT)


def _write_error(name: str, exc: sqlite3.Error) -> NotWritten:
    # SQLite's own reasons ("database or disk is full", "attempt to write a readonly database", "database
    # is locked") are English, and say no more than the sentence around them: the judge's words instead.
    code = getattr(exc, "sqlite_errorcode", None)
    primary = None if code is None else code & 0xFF
    if primary == _SQLITE_FULL:
        return NotWritten(QT_TRANSLATE_NOOP("messages", "could not save to {name}: the disk is full; nothing was "
                                            "written"), fields={"name": name})
    if primary == _SQLITE_READONLY:
        return NotWritten(QT_TRANSLATE_NOOP("messages", "could not save to {name}: the file cannot be written "
                                            "(it or its folder may be read-only); nothing was written"),
                          fields={"name": name})
    if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):  # held past the 5 s busy timeout
        return NotWritten(QT_TRANSLATE_NOOP("messages", "could not save to {name}: another program is using the "
                                            "file; nothing was written"), fields={"name": name})
    return NotWritten(QT_TRANSLATE_NOOP("messages", "could not save to {name}: {reason}; nothing was written"),
                      fields={"name": name, "reason": str(exc)})
