"""verify: a sound log passes; any change made behind Tableside's back is found and the entry named."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from tableside.app.eventlog.entry import canonical_json, entry_hash, hash_header
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.eventlog.store import EventFileError
from tableside.app.eventlog.verify import VerifyReport, verify
from tests.eventlog.helpers import at

ENTRIES = 30


def write_log(store, n: int = ENTRIES) -> None:
    for i in range(1, n + 1):
        store.append("player.register", {"name": f"Player {i}", "i": i}, at(i))


@pytest.fixture
def event_file(tmp_path) -> Path:
    path = tmp_path / "event.tableside"
    with open_event_file(path, create=True) as store:
        write_log(store)
    return path


def tamper(path: Path, *statements: tuple[str, tuple]) -> None:
    """Change the file as an attacker with a plain SQLite client would: drop the guards first."""
    cx = sqlite3.connect(path, isolation_level=None)
    try:
        cx.execute("DROP TRIGGER IF EXISTS entries_no_update")
        cx.execute("DROP TRIGGER IF EXISTS entries_no_delete")
        for sql, args in statements:
            cx.execute(sql, args)
    finally:
        cx.close()


def stored(path: Path, column: str, seq: int) -> str:
    cx = sqlite3.connect(path)
    try:
        return cx.execute(f"SELECT {column} FROM entries WHERE seq = ?", (seq,)).fetchone()[0]
    finally:
        cx.close()


def verify_file(path: Path) -> VerifyReport:
    with open_event_file(path, readonly=True) as store:
        return verify(store)


def test_a_sound_log_passes(stores):
    store = stores.new()
    write_log(store)
    assert verify(store) == VerifyReport(ok=True, entries=ENTRIES, first_bad_seq=None, problem=None)


def test_an_empty_log_passes(stores):
    assert verify(stores.new()) == VerifyReport(True, 0, None, None)


def test_a_sound_file_passes_its_integrity_check(event_file):
    with open_event_file(event_file, readonly=True) as store:
        assert store.integrity_problems() == []
    assert verify_file(event_file) == VerifyReport(True, ENTRIES, None, None)


def test_one_changed_byte_in_an_old_entry_is_found(event_file):
    text = stored(event_file, "data", 17)
    assert text == '{"i":17,"name":"Player 17"}'
    changed = text.replace("Player 17", "Player 18")  # one byte
    assert sum(a != b for a, b in zip(text, changed, strict=True)) == 1 and len(text) == len(changed)
    tamper(event_file, ("UPDATE entries SET data = ? WHERE seq = 17", (changed,)))
    report = verify_file(event_file)
    assert report == VerifyReport(False, 16, 17, f"entry 17 (player.register at {at(17)}): hash does not match "
                                                 "its contents — it was changed after it was written")


def test_a_change_that_parses_to_the_same_data_is_found(event_file):
    """The stored text is checked, not the parsed value: reordered keys are a change too."""
    tamper(event_file, ("UPDATE entries SET data = ? WHERE seq = 5", ('{"name":"Player 5","i":5}',)))
    report = verify_file(event_file)
    assert (report.ok, report.first_bad_seq) == (False, 5)
    assert "hash does not match its contents" in report.problem


def test_data_made_invalid_is_found(event_file):
    tamper(event_file, ("UPDATE entries SET data = ? WHERE seq = 3", ('{"i":3,"name":"Player 3"',)))
    report = verify_file(event_file)
    assert (report.ok, report.first_bad_seq, report.entries) == (False, 3, 2)


def test_a_broken_chain_is_found(event_file):
    tamper(event_file, ("UPDATE entries SET prev_hash = ? WHERE seq = 9", (stored(event_file, "hash", 7),)))
    report = verify_file(event_file)
    assert report == VerifyReport(False, 8, 9, f"entry 9 (player.register at {at(9)}): it is not chained to "
                                               "entry 8 before it — entries were changed, removed or inserted there")


def test_an_entry_rewritten_with_a_fresh_hash_breaks_the_chain_after_it(event_file):
    seq, text = 12, '{"i":12,"name":"Somebody else"}'
    cx = sqlite3.connect(event_file)
    try:
        entry_id, when, kind, prev = cx.execute("SELECT id, at, kind, prev_hash FROM entries WHERE seq = ?",
                                                (seq,)).fetchone()
    finally:
        cx.close()
    forged = entry_hash(seq, entry_id, when, kind, text, prev)
    tamper(event_file, ("UPDATE entries SET data = ?, hash = ? WHERE seq = ?", (text, forged, seq)))
    report = verify_file(event_file)
    assert (report.ok, report.first_bad_seq) == (False, 13)
    assert report.problem.startswith("entry 13 (player.register at ") and "not chained to entry 12" in report.problem


def test_a_removed_entry_is_found(event_file):
    tamper(event_file, ("DELETE FROM entries WHERE seq = 20", ()))
    report = verify_file(event_file)
    assert report == VerifyReport(False, 19, 20,
                                  "entry 20 is missing (the entry after 19 is 21) — entries were removed")


def test_a_removed_last_entry_cannot_be_told_from_a_shorter_log(event_file):
    # Only the chain is checked; the log carries no count of itself (a known limit: keep copies).
    tamper(event_file, ("DELETE FROM entries WHERE seq = ?", (ENTRIES,)))
    assert verify_file(event_file).ok


def test_consistently_hashed_data_that_is_not_json_is_found(event_file):
    seq = ENTRIES
    cx = sqlite3.connect(event_file)
    try:
        entry_id, when, kind, prev = cx.execute("SELECT id, at, kind, prev_hash FROM entries WHERE seq = ?",
                                                (seq,)).fetchone()
    finally:
        cx.close()
    for text, why in (("not json", "its data is not valid JSON"),
                      ('{"b":1, "a":2}', "its data is not a JSON object in canonical form"),
                      ("[1,2]", "its data is not a JSON object in canonical form")):
        tamper(event_file, ("UPDATE entries SET data = ?, hash = ? WHERE seq = ?",
                            (text, entry_hash(seq, entry_id, when, kind, text, prev), seq)))
        report = verify_file(event_file)
        assert (report.ok, report.first_bad_seq) == (False, seq)
        assert why in report.problem


def test_damage_only_the_full_integrity_check_sees(event_file):
    """An index that no longer matches its table: quick_check (run on open) passes, verify does not."""
    cx = sqlite3.connect(event_file)
    try:
        root = cx.execute("SELECT rootpage FROM sqlite_master WHERE name = 'sqlite_autoindex_entries_1'").fetchone()[0]
        page_size = cx.execute("PRAGMA page_size").fetchone()[0]
    finally:
        cx.close()
    entry_id = stored(event_file, "id", 21).encode()
    data = bytearray(event_file.read_bytes())
    at_id = data.find(entry_id, (root - 1) * page_size, root * page_size)
    assert at_id > 0
    last_digit = at_id + len(entry_id) - 1
    data[last_digit] = ord("0") if data[last_digit] != ord("0") else ord("1")
    event_file.write_bytes(bytes(data))
    with open_event_file(event_file, readonly=True) as store:
        assert store.integrity_problems() == ["row 21 missing from index sqlite_autoindex_entries_1"]
        report = verify(store)
    assert report == VerifyReport(False, 0, None, f"{event_file} is damaged: row 21 missing from index "
                                                  "sqlite_autoindex_entries_1")


def index_record_of(path: Path, seq: int) -> tuple[bytearray, int]:
    """The file's bytes, and where entry seq's id ends in the page of the index of ids (its seq follows)."""
    cx = sqlite3.connect(path)
    try:
        root = cx.execute("SELECT rootpage FROM sqlite_master WHERE name = 'sqlite_autoindex_entries_1'").fetchone()[0]
        page_size = cx.execute("PRAGMA page_size").fetchone()[0]
    finally:
        cx.close()
    entry_id = stored(path, "id", seq).encode()
    data = bytearray(path.read_bytes())
    at_id = data.find(entry_id, (root - 1) * page_size, root * page_size)
    assert at_id > 0
    return data, at_id + len(entry_id)


def test_an_index_entry_pointing_at_another_entry_is_found(event_file):
    """The index says entry 21's id is at entry 22: the same ids and as many of them, one pair wrong."""
    data, after_id = index_record_of(event_file, 21)
    assert data[after_id] == 21  # the seq, one byte, after the id in the index record
    data[after_id] = 22
    event_file.write_bytes(bytes(data))
    report = verify_file(event_file)
    assert (report.ok, report.entries, report.first_bad_seq) == (False, 0, None)
    assert report.problem.startswith(f"{event_file} is damaged: ") and "sqlite_autoindex_entries_1" in report.problem


def test_damage_to_the_index_is_named_before_a_changed_entry(event_file):
    """The chain check stops at the changed entry; the file's damage is still found and named first."""
    tamper(event_file, ("UPDATE entries SET data = ? WHERE seq = 5", ('{"i":5,"name":"Player 6"}',)))
    data, after_id = index_record_of(event_file, 21)
    data[after_id - 1] = ord("0") if data[after_id - 1] != ord("0") else ord("1")
    event_file.write_bytes(bytes(data))
    report = verify_file(event_file)
    assert report == VerifyReport(False, 0, None, f"{event_file} is damaged: row 21 missing from index "
                                                  "sqlite_autoindex_entries_1")


def quick_checks_run_by(store, job) -> int:
    statements: list[str] = []
    store._cx.set_trace_callback(statements.append)
    try:
        job()
    finally:
        store._cx.set_trace_callback(None)
    return sum("quick_check" in statement for statement in statements)


def test_verify_checks_the_file_again_unless_opening_just_did(event_file):
    """Opening runs SQLite's quick check; verify runs it again once the file may have changed since."""
    with open_event_file(event_file, readonly=True) as store:
        assert quick_checks_run_by(store, lambda: verify(store)) == 0  # the file is as opening checked it
        assert quick_checks_run_by(store, lambda: verify(store)) == 1  # later: checked again
    with open_event_file(event_file, readonly=True) as reader:
        with open_event_file(event_file) as writer:
            writer.append("player.register", {"name": "Late"}, at(ENTRIES + 1))
        assert quick_checks_run_by(reader, lambda: verify(reader)) == 1  # another Tableside wrote to it
    with open_event_file(event_file) as writer:
        writer.append("player.register", {"name": "Later"}, at(ENTRIES + 2))
        assert quick_checks_run_by(writer, lambda: verify(writer)) == 1  # this store wrote to it
        assert verify(writer) == VerifyReport(True, ENTRIES + 2, None, None)


def test_verify_works_on_any_log_store_through_entries(stores):
    """A store without entries_raw is checked through its parsed entries."""
    store = stores.new()
    write_log(store, 5)

    class Plain:
        name = store.name
        entries = store.entries

    assert verify(Plain()) == VerifyReport(True, 5, None, None)


@pytest.mark.parametrize("text", ['{"i":3,"name":"Player 3"', '{"i":3} trailing', "", " {}"])
def test_reading_an_entry_whose_data_is_not_json_says_so(event_file, text):
    tamper(event_file, ("UPDATE entries SET data = ? WHERE seq = 3", (text,)))
    with open_event_file(event_file, readonly=True) as store:
        stream = store.entries()
        assert [next(stream).seq for _ in range(2)] == [1, 2]
        with pytest.raises(EventFileError, match=(f"^{event_file}: entry 3 cannot be read \\(its data is not valid "
                                                  "JSON\\); run verify on this file$")):
            next(stream)
        assert [e.seq for e in store.entries(3)][:1] == [4]  # the entries after it still read


def rehash(path: Path, seq: int, **fields: object) -> None:
    """Rewrite entry seq's fields and give it the hash the log defines for them (a consistent forgery)."""
    cx = sqlite3.connect(path)
    try:
        row = dict(zip(("id", "at", "kind", "data", "prev_hash"),
                       cx.execute("SELECT id, at, kind, data, prev_hash FROM entries WHERE seq = ?", (seq,)).fetchone(),
                       strict=True))
    finally:
        cx.close()
    row.update(fields)
    digest = entry_hash(seq, row["id"], row["at"], row["kind"], row["data"], row["prev_hash"])
    tamper(path, ("UPDATE entries SET id = ?, at = ?, kind = ?, data = ?, hash = ? WHERE seq = ?",
                  (row["id"], row["at"], row["kind"], row["data"], digest, seq)))


def test_data_holding_nan_is_named_not_a_crash(event_file):
    rehash(event_file, ENTRIES, data='{"i":NaN}')  # Python's JSON reader takes NaN; JSON has no NaN
    report = verify_file(event_file)
    assert (report.ok, report.first_bad_seq) == (False, ENTRIES)
    assert "its data is not a JSON object in canonical form" in report.problem


def test_header_texts_that_json_escapes_are_hashed_exactly(event_file):
    """Texts with quotes, backslashes, control or non-ASCII characters take the JSON encoder's path."""
    rehash(event_file, ENTRIES, kind='odd "kind" \\ é\t')
    assert verify_file(event_file).ok
    # The same entry hashed over the header written naively (no escaping) is not the log's hash.
    cx = sqlite3.connect(event_file)
    try:
        entry_id, when, kind, data, prev = cx.execute(
            "SELECT id, at, kind, data, prev_hash FROM entries WHERE seq = ?", (ENTRIES,)).fetchone()
    finally:
        cx.close()
    naive = hashlib.sha256(f'[{ENTRIES},"{entry_id}","{when}","{kind}","{prev}"]\n{data}'.encode()).hexdigest()
    tamper(event_file, ("UPDATE entries SET hash = ? WHERE seq = ?", (naive, ENTRIES)))
    report = verify_file(event_file)
    assert (report.ok, report.first_bad_seq) == (False, ENTRIES)
    assert "hash does not match its contents" in report.problem


def test_a_field_of_the_wrong_type_is_named(event_file):
    tamper(event_file, ("UPDATE entries SET kind = ? WHERE seq = 4", (b"player.register",)))
    report = verify_file(event_file)
    assert (report.ok, report.first_bad_seq) == (False, 4)
    assert "its stored fields have the wrong types" in report.problem


texts = st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)
header_values = st.one_of(texts, st.integers(-10**20, 10**20), st.booleans(), st.none(),
                          st.floats(allow_nan=False, allow_infinity=False))


@given(st.integers(-10**20, 10**20), header_values, header_values, header_values, header_values)
def test_the_written_out_header_is_the_json_encoders(seq, entry_id, when, kind, prev):
    assert hash_header(seq, entry_id, when, kind, prev) == canonical_json([seq, entry_id, when, kind, prev])


class RawRows:
    """A store that hands verify the rows given, as stored (what entries_raw gives)."""

    name = "rows"

    def __init__(self, rows: list[tuple]) -> None:
        self.rows = rows

    def entries_raw(self):
        return iter(self.rows)


# Texts rich in what JSON escapes (quotes, backslashes, control characters) or keeps as is (é, DEL).
header_texts = st.text(st.one_of(st.sampled_from('"\\\t\n\x00\x1f\x7fé\u2028 a1-:.'),
                                 st.characters(blacklist_categories=("Cs",))), max_size=8)


@given(st.lists(st.tuples(header_texts, header_texts, header_texts), min_size=1, max_size=4))
@example([("id", 'a "quoted" kind', "at")])
@example([("id\\", "kind", "at")])
@example([("id", "kind", "at\x7f\t")])
@example([("id", "kind é", "at")])
def test_verify_hashes_every_header_as_the_log_defines_it(fields):
    """verify writes the usual header out directly; any text JSON escapes must hash the encoder's way."""
    rows, prev = [], "0" * 64
    for seq, (entry_id, when, kind) in enumerate(fields, start=1):
        digest = entry_hash(seq, entry_id, when, kind, "{}", prev)
        rows.append((seq, entry_id, when, kind, "{}", prev, digest))
        prev = digest
    assert verify(RawRows(rows)) == VerifyReport(True, len(rows), None, None)
    seq, entry_id, when, kind, data, prev, _ = rows[-1]
    naive = f'[{seq},"{entry_id}","{when}","{kind}","{prev}"]\n{data}'
    if naive != hash_header(seq, entry_id, when, kind, prev) + "\n" + data:
        forged = hashlib.sha256(naive.encode("utf-8", "surrogatepass")).hexdigest()
        report = verify(RawRows([*rows[:-1], (seq, entry_id, when, kind, data, prev, forged)]))
        assert (report.ok, report.first_bad_seq) == (False, seq)
