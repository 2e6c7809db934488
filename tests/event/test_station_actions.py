"""station.join and event.takeover: checked like every action, folded into typed state, never undone."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.event.actions import ActionRefused
from tableside.app.event.fold import fold
from tableside.app.event.session import EventSession
from tableside.app.event.state import Station, Takeover
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.eventlog.sqlite_store import open_event_file
from tests.depth import examples
from tests.event.helpers import small_event

BOB = {"station": "bob-laptop-1", "name": "Bob's laptop", "url": "http://192.168.1.21:8765/"}


@pytest.fixture
def session() -> EventSession:
    s = EventSession(MemoryStore(), FakeTime())
    small_event(s)
    return s


def takeover(session: EventSession, epoch: int | None = None, **more) -> None:
    wanted = session.state.epoch + 1 if epoch is None else epoch
    session.do("event.takeover", {"station": "bob-laptop-1", "epoch": wanted,
                                  "old_head_seq": session.state.seq, "old_head_hash": "", **more})


def test_a_station_joins_and_joining_again_updates_it(session: EventSession) -> None:
    entry = session.do("station.join", BOB).entry
    assert session.state.stations == {"bob-laptop-1": Station("bob-laptop-1", "Bob's laptop",
                                                              "http://192.168.1.21:8765/", entry.seq)}
    assert session.describe(entry) == ("Station Bob's laptop joined, serving on http://192.168.1.21:8765/ "
                                       "if it takes over")
    session.do("station.join", {**BOB, "name": "  Bob (desk 2) ", "url": "http://192.168.1.22:9000"})
    assert session.state.stations["bob-laptop-1"] == Station("bob-laptop-1", "Bob (desk 2)",
                                                             "http://192.168.1.22:9000/", entry.seq)
    joined = session.do("station.join", {"station": "cy-station-9", "name": "Cy", "url": ""}).entry
    assert session.describe(joined) == "Station Cy joined"
    assert list(session.state.stations) == ["bob-laptop-1", "cy-station-9"]


@pytest.mark.parametrize("data,message", [
    ({**BOB, "station": "short"}, "a station id is 8 to 64"),
    ({**BOB, "station": "has spaces in it"}, "a station id is 8 to 64"),
    ({**BOB, "station": "x" * 65}, "a station id is 8 to 64"),
    ({**BOB, "name": ""}, "1 to 40 characters"),
    ({**BOB, "name": "n" * 41}, "1 to 40 characters"),
    ({**BOB, "name": "Bob\nlaptop"}, "printable"),
    ({**BOB, "name": 7}, "must be text"),
    ({**BOB, "url": "ftp://host:1/"}, "must look like http://"),
    ({**BOB, "url": "http://host/"}, "must look like http://"),
    ({**BOB, "url": "http://host:99999/"}, "must look like http://"),
    ({**BOB, "url": "http://host:8765/players"}, "must look like http://"),
    ({key: value for key, value in BOB.items() if key != "url"}, "url must be text"),
])
def test_a_bad_join_is_refused_with_one_message_and_writes_nothing(session: EventSession, data, message) -> None:
    seq = session.state.seq
    with pytest.raises(ActionRefused, match=message):
        session.do("station.join", data)
    assert session.state.seq == seq and len(session.store) == seq and session.state.stations == {}


def test_a_takeover_raises_the_epoch_and_keeps_the_history(session: EventSession) -> None:
    assert session.state.epoch == 1 and session.state.serving is None and session.state.takeovers == []
    session.do("station.join", BOB)
    held = session.state.seq
    entry = session.do("event.takeover", {"station": "bob-laptop-1", "epoch": 2, "old_head_seq": held + 2,
                                          "old_head_hash": "ab" * 32}).entry
    assert session.state.epoch == 2 and session.state.serving == "bob-laptop-1"
    assert session.state.takeovers == [Takeover("bob-laptop-1", 2, held + 2, "ab" * 32, held, entry.seq)]
    assert session.describe(entry) == (
        f"Station Bob's laptop took over the event (epoch 2); the old server had entry {held + 2}, "
        f"this copy {held}: entries {held + 1} to {held + 2} never reached it and may need entering again")
    again = session.do("event.takeover", {"station": "bob-laptop-1", "epoch": 3,
                                          "old_head_seq": session.state.seq}).entry
    assert session.describe(again) == f"Station Bob's laptop took over the event (epoch 3); the old server had " \
                                      f"entry {again.seq - 1}"
    assert fold(session.store.entries()).epoch == 3


@pytest.mark.parametrize("change,message", [
    ({"epoch": 1}, "must be 2 \\(the event is at epoch 1\\), not 1"),
    ({"epoch": 3}, "must be 2 \\(the event is at epoch 1\\), not 3"),
    ({"epoch": "2"}, "the epoch must be a whole number"),
    ({"station": "nobody-here"}, "has not joined this event"),
    ({"old_head_seq": 1}, "the old server had at least the"),
    ({"old_head_seq": -1}, "must be at least 0"),
    ({"old_head_hash": "AB" * 32}, "old_head_hash must be 64 lowercase hex"),
])
def test_a_bad_takeover_is_refused_and_writes_nothing(session: EventSession, change, message) -> None:
    session.do("station.join", BOB)
    seq = session.state.seq
    with pytest.raises(ActionRefused, match=message):
        takeover(session, **change)
    assert session.state.seq == seq and session.state.epoch == 1 and session.state.takeovers == []


def test_neither_can_be_undone_and_the_message_says_why(session: EventSession) -> None:
    joined = session.do("station.join", BOB).entry
    taken = session.do("event.takeover", {"station": "bob-laptop-1", "epoch": 2,
                                          "old_head_seq": session.state.seq}).entry
    with pytest.raises(ActionRefused, match="took over the event .* cannot be undone: a takeover is final"):
        session.do("undo", {"entry": taken.seq})
    with pytest.raises(ActionRefused, match="cannot be undone: a station's joining"):
        session.do("undo", {"entry": joined.seq})
    assert session.state.epoch == 2


def test_stations_epoch_and_identity_survive_reopening_from_a_snapshot(tmp_path) -> None:
    path = str(tmp_path / "event.tableside")
    session = EventSession(open_event_file(path, create=True), FakeTime())
    small_event(session)
    session.do("station.join", BOB)
    takeover(session)
    first = next(iter(session.store.entries()))
    session.close()  # leaves a snapshot
    again = EventSession(open_event_file(path), FakeTime())
    try:
        assert again.state.event_hash == first.hash
        assert again.state.epoch == 2 and again.state.serving == "bob-laptop-1"
        assert again.state.stations["bob-laptop-1"].url == BOB["url"]
        assert again.state.takeovers == fold(again.store.entries()).takeovers
    finally:
        again.close()


@settings(max_examples=examples(40), deadline=None)
@given(st.lists(st.integers(min_value=-2, max_value=2), max_size=12))
def test_the_epoch_only_ever_rises_by_one_per_takeover(offsets: list[int]) -> None:
    """Whatever epochs are asked for, only epoch + 1 is taken, and the epoch is 1 + the takeovers in the log."""
    session = EventSession(MemoryStore(), FakeTime())
    small_event(session)
    session.do("station.join", BOB)
    for offset in offsets:
        wanted = session.state.epoch + 1 + offset
        before = session.state.epoch
        try:
            takeover(session, epoch=wanted)
        except ActionRefused:
            assert offset != 0 and session.state.epoch == before
        else:
            assert offset == 0 and session.state.epoch == before + 1
    kinds = [e.kind for e in session.store.entries()]
    assert session.state.epoch == 1 + kinds.count("event.takeover") == 1 + offsets.count(0)
    assert [t.epoch for t in session.state.takeovers] == list(range(2, session.state.epoch + 1))
