"""Every way opening can fail: one clear EventFileError naming the file, and the file left as it was."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tableside.app.eventlog import sqlite_store
from tableside.app.eventlog.sqlite_store import APPLICATION_ID, open_event_file
from tableside.app.eventlog.store import EventFileError
from tests.eventlog.helpers import AT, fingerprint, run_unprivileged


def tableside_file(path: Path, entries: int = 3, size: int = 20) -> Path:
    with open_event_file(path, create=True) as store:
        for i in range(entries):
            store.append("player.register", {"name": f"P{i}", "pad": "x" * size}, AT)
    return path


def plain_sqlite(path: Path, *statements: str) -> Path:
    cx = sqlite3.connect(path, isolation_level=None)
    try:
        for statement in statements:
            cx.execute(statement)
    finally:
        cx.close()
    return path


def missing(path: Path) -> Path:
    return path


def folder(path: Path) -> Path:
    path.mkdir()
    (path / "inside.txt").write_text("a folder named like an event file")
    return path


def text_file(path: Path) -> Path:
    path.write_text("Name,Points\nAna,12\n" * 20)
    return path


def empty_file(path: Path) -> Path:
    path.write_bytes(b"")
    return path


def header_only(path: Path) -> Path:
    tableside_file(path)
    path.write_bytes(path.read_bytes()[:60])
    return path


def other_application_unmarked(path: Path) -> Path:
    return plain_sqlite(path, "PRAGMA journal_mode = WAL", "CREATE TABLE photos (id INTEGER PRIMARY KEY, jpeg BLOB)",
                        "INSERT INTO photos (jpeg) VALUES (x'ffd8ffe0')")


def other_application_marked(path: Path) -> Path:
    return plain_sqlite(path, "PRAGMA application_id = 1234567", "CREATE TABLE entries (seq INTEGER PRIMARY KEY)")


def newer_schema(path: Path) -> Path:
    tableside_file(path)
    return plain_sqlite(path, "PRAGMA user_version = 7")


def truncated(path: Path) -> Path:
    tableside_file(path, entries=200, size=200)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    return path


def corrupt_page(path: Path) -> Path:
    tableside_file(path, entries=200, size=200)
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 8 * page
    data[4 * page: 5 * page] = bytes(range(256)) * (page // 256)
    path.write_bytes(bytes(data))
    return path


def tables_missing(path: Path) -> Path:
    return plain_sqlite(path, f"PRAGMA application_id = {APPLICATION_ID}", "PRAGMA user_version = 1",
                        "CREATE TABLE notes (text TEXT)")


CASES: list[tuple[Callable[[Path], Path], str]] = [
    (missing, "{} does not exist"),
    (folder, "{} is a folder, not a Tableside event file"),
    (text_file, "{} is not a Tableside event file (not an SQLite database)"),
    (empty_file, "{} is not a Tableside event file (it is empty)"),
    (header_only, "{} is damaged: it is cut short (60 bytes, less than an SQLite header)"),
    (other_application_unmarked, "{} is not a Tableside event file (an SQLite database of another application)"),
    (other_application_marked, "{} is not a Tableside event file (an SQLite database of another application)"),
    (newer_schema, "{} was written by a newer Tableside (schema 7); this version reads up to 1"),
    (truncated, "{} is damaged: it is cut short ("),
    (corrupt_page, "{} is damaged and cannot be opened ("),
    (tables_missing, "{} is damaged and cannot be opened (its entries and snapshot tables are missing)"),
]


def opened_with_a_snapshot_read_beside(path: Path, readonly: bool) -> object:
    """The window's and the commands' way (``app.event.open_file``): the check on a thread of its own."""
    from tableside.app.event.open_file import open_event

    return open_event(path, readonly=readonly)


@pytest.mark.parametrize("make, message", CASES, ids=[make.__name__ for make, _ in CASES])
@pytest.mark.parametrize("readonly", [False, True], ids=["writer", "reader"])
@pytest.mark.parametrize("opener", [open_event_file, opened_with_a_snapshot_read_beside], ids=["plain", "beside"])
def test_a_file_that_cannot_be_opened_is_refused_and_left_as_it_was(tmp_path, make, message, readonly, opener):
    path = make(tmp_path / "event.tableside")
    before = fingerprint(tmp_path)
    with pytest.raises(EventFileError) as caught:
        opener(path, readonly=readonly)
    expected = message.format(path)
    assert str(caught.value).startswith(expected)
    assert str(caught.value).count(str(path)) == 1
    assert fingerprint(tmp_path) == before  # not one byte changed, and no -wal, -shm or .lock beside it


def test_create_does_not_replace_a_file_it_cannot_open(tmp_path):
    path = text_file(tmp_path / "event.tableside")
    before = fingerprint(tmp_path)
    with pytest.raises(EventFileError, match="not an SQLite database"):
        open_event_file(path, create=True)
    assert fingerprint(tmp_path) == before


def test_create_in_a_folder_that_does_not_exist(tmp_path):
    path = tmp_path / "no such folder" / "event.tableside"
    with pytest.raises(EventFileError, match=r"cannot be created \(its folder .* does not exist\)$"):
        open_event_file(path, create=True)
    assert fingerprint(tmp_path) == {}


def test_create_and_readonly_together_make_no_sense(tmp_path):
    with pytest.raises(ValueError):
        open_event_file(tmp_path / "event.tableside", create=True, readonly=True)
    assert fingerprint(tmp_path) == {}


@pytest.mark.e2e  # starts a process
def test_a_newer_schema_still_in_the_wal_is_refused_too(tmp_path):
    """The header seen as bytes can be older than the -wal; SQLite's own reading must catch that."""
    path = tableside_file(tmp_path / "event.tableside")
    code = ("import os, sqlite3, sys\n"
            "cx = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
            "cx.execute('PRAGMA user_version = 9')\n"
            "os._exit(0)  # die without closing: the change stays in the -wal\n")
    subprocess.run([sys.executable, "-c", code, str(path)], check=True, timeout=60)
    assert Path(f"{path}-wal").stat().st_size > 0
    main, wal = path.read_bytes(), Path(f"{path}-wal").read_bytes()
    with pytest.raises(EventFileError, match=r"newer Tableside \(schema 9\)"):
        open_event_file(path)
    assert (path.read_bytes(), Path(f"{path}-wal").read_bytes()) == (main, wal)


READ_PROBE = """
import sys
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.eventlog.store import EventFileError
try:
    store = open_event_file(sys.argv[1], readonly=sys.argv[2] == "reader")
except EventFileError as exc:
    print("refused:", exc)
else:
    print("opened:", len(store), "static" if store.static else "live")
    store.close()
"""


def test_a_file_that_may_not_be_read(tmp_path):
    path = tableside_file(tmp_path / "event.tableside")
    before = fingerprint(tmp_path)
    os.chmod(path, 0o000)
    try:
        for mode in ("writer", "reader"):
            out = run_unprivileged(READ_PROBE, str(path), mode)
            assert out.stdout.strip() == f"refused: {path} cannot be read (permission denied)", out.stderr
    finally:
        os.chmod(path, 0o644)
    assert fingerprint(tmp_path) == before


def test_a_file_that_may_be_read_but_not_written(tmp_path):
    path = tableside_file(tmp_path / "event.tableside")
    before = fingerprint(tmp_path)
    os.chmod(path, 0o444)
    try:
        out = run_unprivileged(READ_PROBE, str(path), "writer")
        assert out.stdout.strip() == (f"refused: {path} cannot be opened for writing (permission denied); "
                                      "open it read-only to look"), out.stderr
        assert fingerprint(tmp_path) == before
        out = run_unprivileged(READ_PROBE, str(path), "reader")
        assert out.stdout.strip() == "opened: 3 live", out.stderr
    finally:
        os.chmod(path, 0o644)


def test_a_file_in_a_folder_that_may_not_be_written(tmp_path):
    """No -shm can be made there, so a reader reads the cleanly closed file as it is; a writer is refused."""
    folder = tmp_path / "cd-rom"
    folder.mkdir()
    path = tableside_file(folder / "event.tableside")
    os.remove(f"{path}.lock")  # as if the file had been copied here on its own
    before = fingerprint(folder)
    os.chmod(folder, 0o555)
    try:
        out = run_unprivileged(READ_PROBE, str(path), "reader")
        assert out.stdout.strip() == "opened: 3 static", out.stderr
        out = run_unprivileged(READ_PROBE, str(path), "writer")
        assert out.stdout.strip() == (f"refused: {path} cannot be opened for writing: its lock file {path}.lock "
                                      "cannot be created (permission denied); open it read-only to look"), out.stderr
    finally:
        os.chmod(folder, 0o755)
    assert fingerprint(folder) == before


def test_sqlite_errors_never_escape_while_reading(tmp_path):
    path = tableside_file(tmp_path / "event.tableside")
    store = open_event_file(path)
    try:
        stream = store.entries()
        store._cx.close()  # the connection dies under the store (a USB stick pulled out, say)
        with pytest.raises(EventFileError, match=f"^{path} cannot be read"):
            next(stream)
        with pytest.raises(EventFileError, match=f"^{path} cannot be read"):
            store.last()
        with pytest.raises(EventFileError, match=f"^could not save to {path}: "):
            store.append("x.y", {}, AT)
    finally:
        store.close()


def test_the_store_uses_only_the_standard_library_sqlite3():
    # The store is standard library only: no third-party SQLite bindings sneak in.
    source = Path(sqlite_store.__file__).read_text(encoding="utf-8")
    imports = {line.split()[1].split(".")[0] for line in source.splitlines() if line.startswith(("import ", "from "))}
    third_party = {name for name in imports if name not in sys.stdlib_module_names and name not in ("app", "")}
    assert not third_party, third_party
    assert "sqlite3" in imports
