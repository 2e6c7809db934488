"""Announcements (issue 28, part 7): event.announce and event.announce_end checked like every action,
folded (latest first), refused in the judge's words with nothing written, never undone; the hall's
page and every table device carry them; a table device may not send them."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.event import snapshot
from tableside.app.event.actions import ActionRefused
from tableside.app.event.actions.announce_actions import shown
from tableside.app.event.fold import fold
from tableside.app.event.page_view import hall_parts, table_view
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.hall.gate import DEVICE_KINDS
from tests.depth import examples
from tests.event.helpers import seat_and_start, small_event

TABLES = {1: ["Ana", "Ben"], 2: ["Cai", "Dee"]}


@pytest.fixture
def time() -> FakeTime:
    return FakeTime()


@pytest.fixture
def session(time: FakeTime) -> EventSession:
    s = EventSession(MemoryStore(), time)
    small_event(s)
    seat_and_start(s, TABLES)
    return s


def test_an_announcement_goes_up_latest_first_and_comes_down_each_a_logged_entry(session, time):
    first = session.do("event.announce", {"text": "  Round 3 starts   at 14:00 "})
    assert first.announcements and first.players_page and not first.structure and not first.tables
    assert first.entry.data == {"text": "Round 3 starts at 14:00", "t": first.entry.data["t"], "run": session.run}
    assert session.describe(first.entry) == "Announcement: Round 3 starts at 14:00"
    time.advance(60_000)
    second = session.do("event.announce", {"text": "Lunch break until 13:00"})
    assert [a.text for a in shown(session.state)] == ["Lunch break until 13:00", "Round 3 starts at 14:00"]
    down = session.do("event.announce_end", {"announcement": first.entry.seq})
    assert down.announcements and session.describe(down.entry) == "Announcement taken down: Round 3 starts at 14:00"
    assert [a.id for a in shown(session.state)] == [second.entry.seq]
    assert [e.kind for e in session.store.entries()][-3:] == ["event.announce", "event.announce", "event.announce_end"]
    # The fold of the log gives what the session kept (a station folds the same entries).
    assert fold(session.store.entries()).announcements == session.state.announcements


@pytest.mark.parametrize(("kind", "data", "words"), [
    ("event.announce", {"text": ""}, "the announcement is empty"),
    ("event.announce", {"text": "   "}, "the announcement is empty"),
    ("event.announce", {"text": "x" * 201},
     "the announcement is 201 characters long; an announcement may have at most 200"),
    ("event.announce", {"text": "a\u202eb"},
     "the announcement holds an invisible direction mark (U+202E), which can make it read as another "
     "announcement; type it again without it"),
    ("event.announce", {"text": "line\nbreak"},
     "the announcement holds an invisible control character (U+000A, such as a tab or a line break); "
     "type it again without it"),
    ("event.announce", {"text": 5}, "the announcement must be text"),
    ("event.announce", {}, "the announcement must be text"),
    ("event.announce_end", {"announcement": 999}, "there is no announcement 999 up now"),
    ("event.announce_end", {"announcement": True}, "there is no announcement True up now"),
    ("event.announce_end", {}, "there is no announcement None up now"),
])
def test_refusals_are_in_the_judges_words_and_write_nothing(session, kind, data, words):
    before = session.state.seq
    with pytest.raises(ActionRefused) as err:
        session.do(kind, data)
    assert str(err.value) == words
    assert session.state.seq == before == session.store.last().seq


def test_the_longest_announcement_allowed_is_200_characters(session):
    session.do("event.announce", {"text": "y" * 200})
    assert shown(session.state)[0].text == "y" * 200


def test_one_taken_down_cannot_be_taken_down_again_nor_undone(session):
    seq = session.do("event.announce", {"text": "Lunch"}).entry.seq
    with pytest.raises(ActionRefused, match="cannot be undone: an announcement is taken down with Take down"):
        session.do("undo", {"entry": seq})
    session.do("event.announce_end", {"announcement": seq})
    with pytest.raises(ActionRefused, match=f"^there is no announcement {seq} up now$"):
        session.do("event.announce_end", {"announcement": seq})


def test_a_table_device_may_not_announce_but_a_station_may(session):
    assert "event.announce" not in DEVICE_KINDS and "event.announce_end" not in DEVICE_KINDS
    session.do("station.join", {"station": "bob-laptop-1", "name": "Bob's laptop", "url": ""})
    change = session.do("event.announce", {"text": "From the floor"}, station="bob-laptop-1", action_id="ann-0001")
    assert change.entry.data["station"] == "bob-laptop-1"
    assert [a.text for a in shown(session.state)] == ["From the floor"]


def test_the_players_page_and_every_table_device_carry_the_announcements_as_plain_data(session):
    hostile = "<img src=x onerror=alert(1)>"
    seq = session.do("event.announce", {"text": hostile}).entry.seq
    now = session.now()
    head = hall_parts(session.state, now)["head"]
    assert head["announcements"] == [{"id": seq, "text": hostile, "t": session.state.announcements[seq].t}]
    for number in (1, 2, 7):  # table 7 is not seated: its device still hears the desk
        assert table_view(session.state, number, now)["announcements"][0]["text"] == hostile


def test_the_snapshot_format_was_bumped_and_keeps_the_announcements(session):
    assert int(snapshot.FORMAT.strip().rsplit(b"-", 1)[1]) >= 17  # announcements came with format 17
    session.do("event.announce", {"text": "Lunch"})
    loaded = snapshot.load(snapshot.dump(session.state))
    assert loaded is not None and loaded.announcements == session.state.announcements


@settings(max_examples=examples(60), deadline=None)
@given(st.lists(st.one_of(st.tuples(st.just("up"), st.text(max_size=12)),
                          st.tuples(st.just("down"), st.integers(0, 6))), max_size=12))
def test_any_sequence_of_sends_and_take_downs_matches_a_model_and_refolds_the_same(steps):
    time = FakeTime()
    s = EventSession(MemoryStore(), time)
    small_event(s)
    model: list[int] = []  # seqs up, oldest first
    for step, arg in steps:
        time.advance(1_000)
        before = s.state.seq
        try:
            if step == "up":
                seq = s.do("event.announce", {"text": arg}).entry.seq
                model.append(seq)
            else:
                target = model[arg] if arg < len(model) else 10_000 + arg
                s.do("event.announce_end", {"announcement": target})
                model.remove(target)
        except ActionRefused:
            assert s.state.seq == before
            if step == "down":
                assert arg >= len(model)
    assert [a.id for a in shown(s.state)] == list(reversed(model))
    assert fold(s.store.entries()).announcements == s.state.announcements
