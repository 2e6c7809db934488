"""The LogStore contract, run against both stores: whatever the domain does with one works on the other."""

from __future__ import annotations

import json
import types
import uuid

import pytest

from tableside.app.eventlog.entry import GENESIS_HASH, Entry, canonical_json, entry_hash
from tableside.app.eventlog.store import EventFileError
from tests.eventlog.helpers import AT, at


def fill(store, n: int, start: int = 1) -> list[Entry]:
    return [store.append("player.register", {"name": f"P{i}", "i": i}, at(i)) for i in range(start, start + n)]


def test_an_empty_store(stores):
    store = stores.new()
    assert len(store) == 0
    assert store.last() is None
    assert list(store.entries()) == []
    assert store.load_snapshot() is None
    assert store.readonly is False


def test_append_numbers_times_and_returns_what_is_stored(stores):
    store = stores.new()
    first = store.append("event.create", {"name": "Cup", "players": ["Ana", "Ben"]}, AT)
    assert (first.seq, first.at, first.kind) == (1, AT, "event.create")
    assert first.data == {"name": "Cup", "players": ["Ana", "Ben"]}
    assert first.prev_hash == GENESIS_HASH
    more = fill(store, 4, start=2)
    written = [first, *more]
    assert [e.seq for e in written] == [1, 2, 3, 4, 5]
    assert list(store.entries()) == written
    assert store.last() == written[-1]
    assert len(store) == 5


def test_ids_are_distinct_uuid4_hex(stores):
    store = stores.new()
    ids = [e.id for e in fill(store, 20)]
    assert len(set(ids)) == 20
    for entry_id in ids:
        assert uuid.UUID(hex=entry_id).version == 4
        assert entry_id == uuid.UUID(hex=entry_id).hex  # 32 lower-case hex digits, no dashes


def test_each_entry_is_chained_to_the_one_before_and_hashed(stores):
    store = stores.new()
    written = fill(store, 6)
    previous = GENESIS_HASH
    for e in store.entries():
        assert e.prev_hash == previous
        assert e.hash == entry_hash(e.seq, e.id, e.at, e.kind, canonical_json(e.data), e.prev_hash)
        assert e.hash == e.expected_hash()
        previous = e.hash
    assert written[-1].hash == previous


def test_entries_after_a_seq(stores):
    store = stores.new()
    written = fill(store, 5)
    assert list(store.entries(2)) == written[2:]
    assert list(store.entries(0)) == written
    assert list(store.entries(5)) == []
    assert list(store.entries(99)) == []


def test_a_page_of_entries_is_bounded_and_in_order(stores):
    store = stores.new()
    written = fill(store, 7)
    assert store.entries_page(0, 3) == written[:3]
    assert store.entries_page(2, 3) == written[2:5]
    assert store.entries_page(5, 10) == written[5:]
    assert store.entries_page(7, 3) == []
    assert store.entries_page(3, 0) == []
    assert store.entries_page(-4, 2) == written[:2]


def test_entries_is_lazy(stores):
    store = stores.new()
    fill(store, 3)
    stream = store.entries()
    assert not isinstance(stream, (list, tuple))
    assert next(stream).seq == 1


@pytest.mark.parametrize("data, why", [
    ({"x": float("nan")}, "not plain JSON"),
    ({"x": float("inf")}, "not plain JSON"),
    ({"x": {1, 2}}, "not plain JSON"),
    ({"x": object()}, "not plain JSON"),
    ({"x": "\ud800"}, "not plain JSON"),  # a lone surrogate: no UTF-8 for it
    ({1: "a", "b": 2}, "not plain JSON"),  # mixed key types cannot be sorted
    (["not", "an", "object"], "must be a JSON object, not list"),
    ("text", "must be a JSON object, not str"),
])
def test_data_that_is_not_a_json_object_is_refused_and_nothing_written(stores, data, why):
    store = stores.new()
    before = fill(store, 2)
    with pytest.raises(EventFileError, match=why) as caught:
        store.append("x.y", data, AT)
    assert str(caught.value).startswith(f"could not save to {store.name}: ")
    assert str(caught.value).endswith("nothing was written")
    assert list(store.entries()) == before
    after = store.append("x.y", {"ok": True}, AT)  # the store goes on, chained to the last good entry
    assert (after.seq, after.prev_hash) == (3, before[-1].hash)


def test_a_self_containing_dict_is_refused(stores):
    store = stores.new()
    loop: dict = {}
    loop["me"] = loop
    with pytest.raises(EventFileError, match="not plain JSON"):
        store.append("x.y", loop, AT)
    assert len(store) == 0


@pytest.mark.parametrize("kind, when", [
    ("", AT), (None, AT), ("x.y", "2026-05-09T10:00:00Z"), ("x.y", "2026-05-09 10:00:00.000Z"), ("x.y", None),
])
def test_a_malformed_kind_or_time_is_a_programming_error(stores, kind, when):
    store = stores.new()
    with pytest.raises(ValueError):
        store.append(kind, {}, when)
    assert len(store) == 0


def test_the_store_keeps_its_own_copy(stores):
    store = stores.new()
    data = {"players": ["Ana"], "nested": {"a": 1}}
    entry = store.append("x.y", data, AT)
    data["players"].append("Ben")
    data["nested"]["a"] = 2
    entry.data["players"].append("Cai")
    from_store = next(store.entries())
    from_store.data["nested"]["a"] = 3
    assert next(store.entries()).data == {"players": ["Ana"], "nested": {"a": 1}}
    assert store.last().data == {"players": ["Ana"], "nested": {"a": 1}}


def test_data_comes_back_as_json_gives_it(stores):
    store = stores.new()
    entry = store.append("x.y", types.MappingProxyType({"pair": (1, 2), "z": None, "a": -0.5}), AT)
    assert entry.data == {"pair": [1, 2], "z": None, "a": -0.5}
    assert type(entry.data) is dict
    assert next(store.entries()) == entry
    assert entry.data_json == '{"a":-0.5,"pair":[1,2],"z":null}'


def test_snapshot_save_and_load(stores):
    store = stores.new()
    written = fill(store, 4)
    store.save_snapshot(2, written[1].hash, b"fold at 2")
    assert store.load_snapshot() == (2, written[1].hash, b"fold at 2")
    store.save_snapshot(4, written[3].hash, bytearray(b"fold at 4"))
    loaded = store.load_snapshot()
    assert loaded == (4, written[3].hash, b"fold at 4")
    assert type(loaded[2]) is bytes
    store.save_snapshot(0, GENESIS_HASH, b"")
    assert store.load_snapshot() == (0, GENESIS_HASH, b"")


@pytest.mark.parametrize("seq, which", [(2, 3), (5, 4), (-1, 0), (3, None)])
def test_a_snapshot_must_name_an_entry_and_its_hash(stores, seq, which):
    store = stores.new()
    written = fill(store, 4)
    store.save_snapshot(1, written[0].hash, b"good")
    digest = "f" * 64 if which is None else written[which - 1].hash if which else GENESIS_HASH
    with pytest.raises(ValueError, match="snapshot must be taken at an entry"):
        store.save_snapshot(seq, digest, b"bad")
    assert store.load_snapshot() == (1, written[0].hash, b"good")


def test_a_reader_sees_the_entries_and_cannot_write(stores):
    store = stores.new()
    written = fill(store, 3)
    reader = stores.reader(store)
    assert reader.readonly is True
    assert list(reader.entries()) == written
    assert len(reader) == 3
    with pytest.raises(EventFileError, match=f"^{reader.name} is open read-only; nothing can be added to it$"):
        reader.append("x.y", {}, AT)
    with pytest.raises(EventFileError, match="read-only"):
        reader.save_snapshot(3, written[2].hash, b"x")
    assert len(store) == 3 and len(reader) == 3
    more = store.append("x.y", {"later": 1}, AT)  # a reader sees what the writer adds after it opened
    assert reader.last() == more
    assert len(reader) == 4


def test_a_closed_store_refuses_everything(stores):
    store = stores.new()
    fill(store, 2)
    store.close()
    store.close()  # closing twice is harmless
    for attempt in (lambda: len(store), store.last, store.entries, lambda: store.entries_page(0, 5),
                    store.load_snapshot, lambda: store.append("x.y", {}, AT),
                    lambda: store.save_snapshot(0, GENESIS_HASH, b"")):
        with pytest.raises(EventFileError, match="is closed"):
            attempt()


def test_closed_and_reopened_the_file_has_everything(sqlite_stores):
    store = sqlite_stores.new()
    written = fill(store, 5)
    store.save_snapshot(3, written[2].hash, b"\x00snapshot\xff")
    store = sqlite_stores.reopen(store)
    assert list(store.entries()) == written
    assert len(store) == 5
    assert store.load_snapshot() == (3, written[2].hash, b"\x00snapshot\xff")
    nxt = store.append("x.y", {"after": "reopen"}, AT)
    assert (nxt.seq, nxt.prev_hash) == (6, written[-1].hash)
    store = sqlite_stores.reopen(store, readonly=True)
    assert [e.seq for e in store.entries()] == [1, 2, 3, 4, 5, 6]
    with pytest.raises(EventFileError, match="read-only"):
        store.append("x.y", {}, AT)


def test_data_is_stored_as_its_canonical_text(sqlite_stores):
    import sqlite3

    store = sqlite_stores.new()
    store.append("x.y", {"b": [1, 2.5], "a": "é"}, AT)
    store.close()
    cx = sqlite3.connect(sqlite_stores.path)
    try:
        (text,) = cx.execute("SELECT data FROM entries WHERE seq = 1").fetchone()
    finally:
        cx.close()
    assert text == '{"a":"é","b":[1,2.5]}'
    assert json.loads(text) == {"a": "é", "b": [1, 2.5]}


def test_action_ids_are_the_entries_stamped_with_one_with_their_device_or_station(stores):
    store = stores.new()
    fill(store, 2)
    store.append("player.out", {"table": 1, "device": "d1", "action_id": "a-00000001", "run": "r"}, AT)
    store.append("clock.done", {"table": 2, "station": "s1", "action_id": "a-00000002"}, AT)
    store.append("clock.done", {"table": 3, "action_id": "a-00000003"}, AT)  # no sender named
    # Not a string: not an action id, and a device or station that is not a string is not one either.
    store.append("clock.done", {"device": "d1", "action_id": 7}, AT)
    store.append("clock.done", {"device": "d1", "action_id": {"id": "x"}}, AT)
    store.append("clock.done", {"device": ["d1"], "station": 3, "action_id": "a-00000006"}, AT)
    # Nested, or only inside a text: not the entry's own action id.
    store.append("clock.done", {"device": "d1", "note": {"action_id": "a-00000007"}}, AT)
    store.append("clock.done", {"device": "d1", "note": '"action_id":"a-00000008"'}, AT)
    store.append("clock.done", {"device": "d1", "action_id": "a-00000009", "note": '"action_id":"x"'}, AT)
    store.append("clock.done", {"device": "dé \"2\"", "action_id": "a-0000000a"}, AT)
    expected = [(3, "d1", None, "a-00000001"), (4, None, "s1", "a-00000002"), (5, None, None, "a-00000003"),
                (8, None, None, "a-00000006"), (11, "d1", None, "a-00000009"), (12, "dé \"2\"", None, "a-0000000a")]
    assert store.action_ids() == expected
    assert stores.reader(store).action_ids() == expected
    # The same as reading every entry: what the gate took from every entry before.
    decoded = [(e.seq, e.data.get("device") if isinstance(e.data.get("device"), str) else None,
                e.data.get("station") if isinstance(e.data.get("station"), str) else None, e.data["action_id"])
               for e in store.entries() if isinstance(e.data.get("action_id"), str)]
    assert decoded == expected


def test_action_ids_of_an_empty_store_and_of_a_log_without_any(stores):
    store = stores.new()
    assert store.action_ids() == []
    fill(store, 3)
    assert store.action_ids() == []


def test_a_store_that_keeps_its_file_says_nothing_and_takes_appends(stores):
    store = stores.new()
    fill(store, 3)
    assert store.watch_file() is None
    assert fill(store, 1, start=4)[0].seq == 4
    assert store.watch_file() is None


def test_a_reader_watches_nothing(stores):
    store = stores.new()
    fill(store, 1)
    assert stores.reader(store).watch_file() is None
