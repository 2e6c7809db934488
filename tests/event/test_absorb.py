"""A session over a replica absorbs entries committed elsewhere and returns the Change the action returned.

Real SQLite files: the desk's event file, a replica kept with ``append_replicated`` (as the station's
Follower keeps it), and a read-only session over the replica (as the station's window opens it).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tableside.app.event import snapshot
from tableside.app.event.changes import Change
from tableside.app.event.session import EventSession
from tableside.app.event.state import EventState
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.sqlite_store import SqliteStore, open_event_file
from tableside.ui.demo import fill_demo
from tests.depth import examples


class Pair:
    """The desk's session and a station's read-only session over a replica of its log."""

    def __init__(self, folder: Path) -> None:
        self.time = FakeTime()
        self.desk = EventSession(open_event_file(folder / "desk.tableside", create=True), self.time)
        fill_demo(self.desk)
        self.replica: SqliteStore = open_event_file(folder / "replica.tableside", create=True)
        self.copy()
        last = self.replica.last()
        assert last is not None
        self.station = EventSession(open_event_file(folder / "replica.tableside", readonly=True), self.time,
                                    run=str(last.data["run"]))

    def copy(self) -> None:
        held = len(self.replica)
        new = list(self.desk.store.entries(held))
        if new:
            self.replica.append_replicated(new)

    def close(self) -> None:
        self.station.close()
        self.replica.close()
        self.desk.close()


@pytest.fixture
def pair(tmp_path: Path):
    made = Pair(tmp_path)
    yield made
    made.close()


def same_state(a: EventState, b: EventState) -> None:
    # Equal field by field, and so in every snapshot of them. (Not their snapshots' bytes: those also
    # say which equal texts are one object, and an undo refolded at its table alone reads its entries anew.)
    assert a == b
    assert snapshot.load(snapshot.dump(a)) == b


def same_change(a: Change, b: Change) -> None:
    assert a.entries == b.entries
    assert (a.tables, a.standings, a.structure, a.round_clock, a.undone, a.calls) == (
        b.tables, b.standings, b.structure, b.round_clock, b.undone, b.calls)


def test_a_judge_call_reaches_a_station_with_the_change_the_desk_had(pair: Pair) -> None:
    """A judge station folds the same log: its queue is the desk's, and its window is told the calls changed."""
    for kind, data in (("call.raise", {"table": 2, "reason": "rules", "note": "card wording"}),
                       ("call.take", {"table": 2}), ("call.done", {"table": 2})):
        made = pair.desk.do(kind, data)
        pair.copy()
        absorbed = pair.station.absorb()
        same_change(absorbed, made)
        assert absorbed.calls
        same_state(pair.station.state, pair.desk.state)
        assert pair.station.state.calls == pair.desk.state.calls


def test_the_station_opens_as_the_desk_stands(pair: Pair) -> None:
    same_state(pair.station.state, pair.desk.state)
    assert not any(t.held_by_restart for r in pair.station.state.rounds.values() for t in r.tables.values())


def test_an_out_is_absorbed_with_the_change_the_click_returned(pair: Pair) -> None:
    assert pair.station.absorb().empty  # nothing new yet
    pair.time.advance(3_000)
    clicked = pair.desk.do("player.out", {"round": 1, "table": 1, "players": ["Dee"]})
    assert pair.station.absorb().empty  # not on the replica yet: nothing is read from the desk's file
    pair.copy()
    absorbed = pair.station.absorb()
    same_change(absorbed, clicked)
    assert (1, 1) in absorbed.tables and absorbed.standings
    same_state(pair.station.state, pair.desk.state)
    assert pair.station.absorb().empty


def test_an_undo_refolds_and_names_what_it_undid(pair: Pair) -> None:
    pair.time.advance(1_000)
    out = pair.desk.do("player.out", {"round": 1, "table": 2, "players": ["Gus"]})
    pair.copy()
    pair.station.absorb()
    assert out.entry is not None
    undone = pair.desk.do("undo", {"entry": out.entry.seq})
    pair.copy()
    absorbed = pair.station.absorb()
    same_change(absorbed, undone)
    assert out.entry.seq in pair.station.state.undone
    same_state(pair.station.state, pair.desk.state)


def test_entries_absorbed_together_are_one_change(pair: Pair) -> None:
    pair.time.advance(1_000)
    first = pair.desk.do("player.register", {"name": "Hal"})
    second = pair.desk.do("clock.decision", {"round": 1, "table": 1, "player": "Ana", "decision": "roll-dice"})
    pair.copy()
    same_change(pair.station.absorb(), first | second)


def test_a_replica_session_writes_nothing(pair: Pair) -> None:
    from tableside.app.eventlog.store import EventFileError

    with pytest.raises(EventFileError):
        pair.station.do("player.register", {"name": "Ivy"})
    assert pair.station.state.player_by_name("Ivy") is None


ACTS = st.lists(st.sampled_from(["out-1", "out-2", "decide", "done", "register", "undo-last", "pause"]),
                min_size=1, max_size=12)


@settings(max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(acts=ACTS, batches=st.integers(min_value=1, max_value=4))
def test_any_sequence_absorbed_in_any_batches_folds_as_the_desk(tmp_path_factory, acts: list[str],
                                                                batches: int) -> None:
    """A short search for the fast loop; the full one (``..._full``) runs with the whole suite."""
    _absorbed_as_the_desk(tmp_path_factory, acts, batches)


@pytest.mark.slow
@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(acts=ACTS, batches=st.integers(min_value=1, max_value=4))
def test_any_sequence_absorbed_in_any_batches_folds_as_the_desk_full(tmp_path_factory, acts: list[str],
                                                                     batches: int) -> None:
    _absorbed_as_the_desk(tmp_path_factory, acts, batches)


def _absorbed_as_the_desk(tmp_path_factory: pytest.TempPathFactory, acts: list[str], batches: int) -> None:
    pair = Pair(tmp_path_factory.mktemp("absorb"))
    try:
        expected: Change | None = None
        absorbed: Change | None = None
        for number, act in enumerate(acts, start=1):
            pair.time.advance(700)
            change = _try(pair.desk, act)
            if change is not None:
                expected = change if expected is None else expected | change
            if number % batches == 0 or number == len(acts):
                pair.copy()
                got = pair.station.absorb()
                absorbed = got if absorbed is None else absorbed | got
        if expected is not None:
            assert absorbed is not None and absorbed.entries == expected.entries
            assert absorbed.tables >= expected.tables and absorbed.standings >= expected.standings
        same_state(pair.station.state, pair.desk.state)
    finally:
        pair.close()


def _try(desk: EventSession, act: str) -> Change | None:
    from tableside.app.errors import TablesideError

    data = {
        "out-1": ("player.out", {"round": 1, "table": 1, "players": ["Dee"]}),
        "out-2": ("player.out", {"round": 1, "table": 2, "players": ["Gus"]}),
        "decide": ("clock.decision", {"round": 1, "table": 1, "player": "Ana", "decision": "roll-dice"}),
        "done": ("clock.done", {"round": 1, "table": 1}),
        "register": ("player.register", {"name": f"P{desk.state.seq}"}),
        "pause": ("clock.pause", {"round": 1, "table": 2, "player": "Eve"}),
    }
    try:
        if act == "undo-last":
            last = desk.store.last()
            if last is None or last.kind == "undo":
                return None
            return desk.do("undo", {"entry": last.seq})
        kind, fields = data[act]
        return desk.do(kind, fields)
    except TablesideError:
        return None
