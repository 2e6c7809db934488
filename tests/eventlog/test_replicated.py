"""append_replicated, on both stores: a standby copy takes another log's entries exactly, or refuses by name."""

from __future__ import annotations

import dataclasses
import sqlite3

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.eventlog.entry import GENESIS_HASH, Entry, entry_hash
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.eventlog.store import EventFileError
from tableside.app.eventlog.verify import verify
from tests.depth import examples
from tests.eventlog.helpers import at


def source_log(n: int) -> list[Entry]:
    """n entries as the serving Tableside wrote them."""
    source = MemoryStore()
    for i in range(1, n + 1):
        source.append("player.register", {"name": f"P{i}", "i": i, "nested": {"x": [i, None, 0.5]}}, at(i))
    return list(source.entries())


def rehash(entry: Entry, **changes) -> Entry:
    """The entry changed and its own hash recomputed (a forger who knows the hash function)."""
    changed = dataclasses.replace(entry, **changes)
    return dataclasses.replace(changed, hash=entry_hash(changed.seq, changed.id, changed.at, changed.kind,
                                                        changed.data_json, changed.prev_hash))


def test_a_copy_takes_the_entries_exactly_and_verifies(stores):
    log = source_log(7)
    copy = stores.new()
    copy.append_replicated(log[:3])
    copy.append_replicated([])
    copy.append_replicated(log[3:])
    assert list(copy.entries()) == log
    assert copy.last() == log[-1]
    assert len(copy) == 7
    assert verify(copy).ok


def test_a_copy_goes_on_with_its_own_appends_chained_after(stores):
    log = source_log(3)
    copy = stores.new()
    copy.append_replicated(log)
    mine = copy.append("x.y", {"after": "takeover"}, at(9))
    assert (mine.seq, mine.prev_hash) == (4, log[-1].hash)
    assert verify(copy).ok


def forgeries(log: list[Entry]) -> list[tuple[str, list[Entry], int | str, str]]:
    """(what, the entries sent after the copy holds log[:2], the entry named, a phrase of the message)."""
    third, fourth = log[2], log[3]
    return [
        ("changed data, old hash", [dataclasses.replace(third, data={**third.data, "name": "Mallory"})], 3,
         "hash does not match"),
        # Rehashed, it is a link a copy cannot tell from the real one: the real next entry is not chained to it.
        ("changed data, rehashed", [rehash(third, data={"name": "Mallory"}), fourth], 4, "not chained"),
        ("reordered", [fourth, third], 4, "expected entry 3"),
        ("skipped", [fourth], 4, "expected entry 3"),
        ("repeated", [log[1]], 2, "expected entry 3"),
        ("wrong prev_hash, rehashed", [rehash(third, prev_hash="a" * 64)], 3, "not chained"),
        ("renumbered", [rehash(third, seq=True)], "an entry whose number is True", "not a whole number"),
        ("bad id", [rehash(third, id="not-hex")], 3, "id is not 32 hex"),
        ("reused id", [rehash(third, id=log[0].id)], 3, "id"),
        ("bad time", [rehash(third, at="yesterday")], 3, "kind or time"),
        ("data not an object", [dataclasses.replace(third, data=[1, 2])], 3, "not a JSON object"),
        ("good then bad", [third, dataclasses.replace(fourth, data={"x": 1})], 4, "hash does not match"),
    ]


@pytest.mark.parametrize("case", range(12))
def test_a_forged_or_reordered_entry_is_refused_by_name_and_nothing_is_written(stores, case):
    log = source_log(5)
    what, sent, named, phrase = forgeries(log)[case]
    copy = stores.new()
    copy.append_replicated(log[:2])
    with pytest.raises(EventFileError) as caught:
        copy.append_replicated(sent)
    message = str(caught.value)
    named = f"entry {named}" if isinstance(named, int) else named
    assert message.startswith(f"{copy.name} refused {named}"), (what, message)
    assert phrase in message, (what, message)
    assert message.endswith("nothing from it on was written")
    assert list(copy.entries()) == log[:2], what
    copy.append_replicated(log[2:])  # the store goes on from where it was
    assert list(copy.entries()) == log


def test_a_first_entry_must_start_the_chain(stores):
    log = source_log(2)
    copy = stores.new()
    with pytest.raises(EventFileError, match="refused entry 2 .*expected entry 1"):
        copy.append_replicated(log[1:])
    forged_start = rehash(log[0], prev_hash="f" * 64)
    with pytest.raises(EventFileError, match="refused entry 1 .*not chained to entry 0"):
        copy.append_replicated([forged_start])
    assert len(copy) == 0 and log[0].prev_hash == GENESIS_HASH


def test_a_reader_cannot_take_replicated_entries(stores):
    store = stores.new()
    reader = stores.reader(store)
    with pytest.raises(EventFileError, match="read-only"):
        reader.append_replicated(source_log(1))
    assert len(store) == 0


def test_the_file_keeps_its_triggers_against_a_non_chain_insert(sqlite_stores):
    log = source_log(3)
    copy = sqlite_stores.new()
    copy.append_replicated(log[:2])
    copy.close()
    cx = sqlite3.connect(sqlite_stores.path)
    try:
        third = log[2]
        with pytest.raises(sqlite3.IntegrityError, match="next link of the chain"):
            cx.execute("INSERT INTO entries VALUES (?, ?, ?, ?, ?, ?, ?)",
                       (5, third.id, third.at, third.kind, third.data_json, third.prev_hash, third.hash))
    finally:
        cx.close()


def test_a_copy_reopened_carries_on(sqlite_stores):
    log = source_log(6)
    copy = sqlite_stores.new()
    copy.append_replicated(log[:4])
    copy = sqlite_stores.reopen(copy)
    copy.append_replicated(log[4:])
    assert list(copy.entries()) == log


@settings(max_examples=examples(40), deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=4), min_size=1, max_size=8), st.integers(0, 11),
       st.integers(0, 20))
def test_any_paging_of_a_log_makes_the_same_log_and_any_forgery_in_it_stops_it_there(pages, flip, where):
    log = source_log(sum(pages))
    bad = where % len(log)
    tampered = list(log)
    if flip % 2:
        tampered[bad] = dataclasses.replace(log[bad], data={"forged": flip})
    copy = MemoryStore()
    start, refused = 0, None
    for size in pages:
        try:
            copy.append_replicated(tampered[start:start + size])
        except EventFileError as err:
            refused = err
            break
        start += size
    if flip % 2:
        assert refused is not None and f"refused entry {bad + 1} " in str(refused)
        assert len(copy) <= bad  # nothing from the forged entry on
        assert list(copy.entries()) == log[:len(copy)]
    else:
        assert refused is None and list(copy.entries()) == log
