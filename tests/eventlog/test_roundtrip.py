"""Any JSON object goes into both stores and comes back out of both exactly the same."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.eventlog.entry import canonical_json
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.eventlog.sqlite_store import open_event_file
from tests.depth import examples
from tests.eventlog.helpers import AT

scalars = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
           | st.text(max_size=12))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                                          max_size=4), max_leaves=25)
objects = st.dictionaries(st.text(max_size=8), values, max_size=6)
kinds = st.from_regex(r"[a-z]{1,8}\.[a-z_]{1,12}", fullmatch=True)


@pytest.fixture(scope="module")
def both(tmp_path_factory):
    path = tmp_path_factory.mktemp("roundtrip") / "event.tableside"
    memory, sqlite = MemoryStore(), open_event_file(path, create=True)
    yield memory, sqlite, path
    sqlite.close()


@settings(max_examples=examples(150), deadline=None)
@given(kind=kinds, data=objects)
def test_json_objects_round_trip_identically(both, kind, data):
    memory, sqlite, path = both
    text = canonical_json(data)
    written = [store.append(kind, data, AT) for store in (memory, sqlite)]
    read_back = [store.last() for store in (memory, sqlite)]
    with open_event_file(path, readonly=True) as reader:  # through the file, not only the writer's cache
        read_back.append(reader.last())
    for entry in written + read_back:
        assert entry.data == data
        assert canonical_json(entry.data) == text  # same types too (1 is not 1.0 is not true)
        assert entry.kind == kind
        assert entry.hash == entry.expected_hash()
    assert read_back[:2] == written
    assert read_back[2] == written[1]
    assert written[0].seq == written[1].seq
