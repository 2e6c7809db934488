"""An undo of an old table action refolds that table alone, and gives exactly what a fold from scratch gives.

Worked examples first (what is refolded, what is sent to the whole-log fold), then a property: any
sequence of actions and undos, with snapshots taken anywhere, judged by the desk (table-local undo)
and by a twin that always folds the log, gives the same answers and the same state, equal to the fold
of the log from scratch; and reopening the file from its snapshots, across any undos, gives it too.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tableside.app.errors import TablesideError
from tableside.app.event import local_undo
from tableside.app.event.fold import fold, fold_in_steps
from tableside.app.event.session import EventSession, open_state, provisional
from tableside.app.event.state import EventState
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.eventlog.sqlite_store import open_event_file
from tests.depth import examples
from tests.event.helpers import seat_and_start

PLAYERS = ("Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal")
SEATS = {1: ["Ana", "Ben", "Cai"], 2: ["Dee", "Eve", "Fay"], 3: ["Gus", "Hal"]}


def started(store, time: FakeTime, run: str = "r1") -> EventSession:
    session = EventSession(store, time, run=run)
    session.do("event.create", {"name": "Test Cup", "date": "2026-11-22", "system": "table-points",
                                "timers": "document-002", "round_minutes": 600, "tiebreak_seed": "fixed"})
    for name in PLAYERS:
        session.do("player.register", {"name": name})
    seat_and_start(session, SEATS)
    return session


def decide(session: EventSession, time: FakeTime, table: int, player: str) -> int:
    session.do("clock.decision", {"table": table, "player": player, "decision": "roll-dice"})
    time.advance(1_000)
    return session.do("clock.done", {"table": table}).entry.seq


def spy_local(monkeypatch) -> tuple[list[int], list[int]]:
    """(entries of each whole-log fold through the session, entries of each refold of one table)."""
    whole: list[int] = []
    table: list[int] = []

    def whole_fold(entries, run=None, **options):
        entries = list(entries)
        whole.append(len(entries))
        return fold(entries, run, **options)

    def table_fold(entries, run=None, **options):
        entries = list(entries)
        table.append(len(entries))
        return fold(entries, run, **options)

    def whole_fold_in_steps(entries, run=None, **options):  # (opening and the strict check fold in steps)
        entries = list(entries)
        whole.append(len(entries))
        return fold_in_steps(entries, run, **options)

    monkeypatch.setattr("tableside.app.event.session.fold", whole_fold)
    monkeypatch.setattr("tableside.app.event.session.fold_in_steps", whole_fold_in_steps)
    monkeypatch.setattr("tableside.app.event.local_undo.fold", table_fold)
    return whole, table


def test_an_old_decision_is_undone_at_its_table_reading_none_of_the_other_tables_entries(monkeypatch):
    time = FakeTime()
    session = started(MemoryStore(), time)
    old = decide(session, time, 1, "Ana")
    for _ in range(40):  # a long log after it, at the other tables
        decide(session, time, 2, "Dee")
        decide(session, time, 3, "Gus")
    session.do("player.register", {"name": "Ivy"})  # event-wide, but reads no table
    whole, table = spy_local(monkeypatch)
    session.do("undo", {"entry": old})
    assert whole == []
    # event.create, 9 registrations, round.open, 3 seats, round.start, table 1's 2 entries, the undo
    assert table == [1 + 9 + 5 + 2 + 1]
    assert session.state == fold(session.store.entries(), session.run)
    assert session.table_undo_target((1, 1)) == old - 1


def test_an_undo_that_later_entries_at_its_table_depend_on_is_refused_naming_the_first(monkeypatch):
    time = FakeTime()
    session = started(MemoryStore(), time)
    first = decide(session, time, 1, "Ana")
    decide(session, time, 2, "Dee")
    second = decide(session, time, 1, "Ben")
    whole, _ = spy_local(monkeypatch)
    with pytest.raises(TablesideError, match="depends on it, “Table 1: Ben to decide: roll dice”"):
        session.do("undo", {"entry": first})  # its decision left open: the next one cannot start
    assert whole == [] and len(session.store) == second


def next_round(session: EventSession) -> None:
    for table in list(session.state.rounds[max(session.state.rounds)].tables.values()):
        if not table.finished:
            session.do("player.out", {"table": table.number, "players": list(table.still_in[1:])})
    seat_and_start(session, SEATS)


def test_an_old_leave_undone_once_the_next_round_opened_is_refused_at_its_table_alone(monkeypatch):
    time = FakeTime()
    session = started(MemoryStore(), time)
    out = session.do("player.out", {"table": 3, "players": ["Hal"]}).entry.seq  # ends table 3's game
    next_round(session)
    opened = session.state.rounds[2].opened_seq
    for _ in range(20):
        decide(session, time, 1, "Ana")
    whole, table = spy_local(monkeypatch)
    with pytest.raises(TablesideError, match="“Table 3: Hal out” cannot be undone: a later action depends on it, "
                                             "“Round 2 opened .*” \\(round 1 still has games in progress at "
                                             "table\\(s\\) 3\\); undo “Round 2 opened"):
        session.do("undo", {"entry": out})
    assert whole == [] and len(table) == 1
    monkeypatch.setattr("tableside.app.event.session.undo_locally", lambda *args, **kwargs: None)
    with pytest.raises(TablesideError) as by_the_log:
        session.do("undo", {"entry": out})
    assert opened and "depends on it, “Round 2 opened" in str(by_the_log.value)  # the same words, folding the log


@pytest.mark.parametrize("later", ["round.pause", "clock.hold_all", "a later round"])
def test_an_undo_that_may_reach_past_its_table_folds_the_log(monkeypatch, later):
    time = FakeTime()
    session = started(MemoryStore(), time)
    target = session.do("table.game", {"table": 1, "game": "Carcassonne"}).entry.seq
    if later == "round.pause":
        session.do("round.pause", {})
        session.do("round.resume", {})
    elif later == "clock.hold_all":
        session.do("clock.decision", {"table": 1, "player": "Ana", "decision": "roll-dice"})
        session.do("clock.hold_all", {"why": "crash", "stopped": session.run, "t": session.now()})
        session.do("clock.release", {"table": 1})
        time.advance(500)
        session.do("clock.done", {"table": 1})
    else:
        next_round(session)  # table 1's game ended: round 2's seating may read its result
    whole, _ = spy_local(monkeypatch)
    try:
        session.do("undo", {"entry": target})
    except TablesideError:
        pass  # refused or not, it was judged on the whole log
    assert whole
    assert session.state == fold(session.store.entries(), session.run)


def test_a_registration_is_undone_at_once_unless_a_later_entry_names_the_player(monkeypatch):
    time = FakeTime()
    session = started(MemoryStore(), time)
    late = session.do("player.register", {"name": "Ivy"}).entry.seq
    for _ in range(20):
        decide(session, time, 1, "Ana")
    whole, _ = spy_local(monkeypatch)
    session.do("undo", {"entry": late})  # never seated: nothing names her
    assert whole == [] and session.state.player_by_name("Ivy") is None
    assert session.state == fold(session.store.entries(), session.run)

    ana = 2  # seated at table 1 (entry 11): refused at once, as the whole-log fold words it
    with pytest.raises(TablesideError) as at_once:
        session.do("undo", {"entry": ana})
    assert whole == [] and "depends on it, “Table 1 seated" in str(at_once.value)
    monkeypatch.setattr("tableside.app.event.session.undo_locally", lambda *args, **kwargs: None)
    with pytest.raises(TablesideError) as by_the_log:
        session.do("undo", {"entry": ana})
    assert whole and str(by_the_log.value) == str(at_once.value)


# -- the property ---------------------------------------------------------------------------------

ACTS = st.lists(st.one_of(
    st.tuples(st.sampled_from(["decide", "done", "out", "extend"]), st.integers(1, 3)),
    st.tuples(st.sampled_from(["register", "pause", "resume", "snapshot", "next round", "reopen"]), st.just(0)),
    st.tuples(st.just("undo"), st.integers(1, 10_000)),
), min_size=1, max_size=30)


def act(session: EventSession, time: FakeTime, kind: str, arg: int) -> object:
    """One action; its answer (the entries it wrote, without their ids and hashes, or the refusal's words)."""
    answer = _act(session, kind, arg)
    if isinstance(answer, tuple):
        return [(e.seq, e.kind, e.data) for e in answer]
    return answer


def same(a: EventState, b: EventState) -> bool:
    """Equal but for the event's identity (the hash of its first entry: each store has its own ids)."""
    return dataclasses.replace(a, event_hash="") == dataclasses.replace(b, event_hash="")


def _act(session: EventSession, kind: str, arg: int) -> object:
    state = session.state
    rnd = state.current_round
    assert rnd is not None
    table = rnd.tables.get(arg)
    try:
        if kind == "decide" and table is not None:
            return session.do("clock.decision", {"table": arg, "player": table.still_in[0],
                                                 "decision": "roll-dice"}).entries
        if kind == "done":
            return session.do("clock.done", {"table": arg}).entries
        if kind == "out" and table is not None and not table.finished:
            return session.do("player.out", {"table": arg, "players": [table.still_in[-1]]}).entries
        if kind == "extend":
            return session.do("round.extend", {"table": arg, "minutes": 5}).entries
        if kind == "register":
            return session.do("player.register", {"name": f"Late {len(state.players)}"}).entries
        if kind in ("pause", "resume"):
            return session.do(f"round.{kind}", {}).entries
        if kind == "next round":
            next_round(session)
            return "next round"
        if kind == "undo":
            # Half of them a table's action in force, in any round (what an undo mostly takes back); else any entry.
            in_force = sorted(seq for r in state.rounds.values() for t in r.tables.values() for seq in t.actions)
            target = in_force[arg // 2 % len(in_force)] if arg % 2 == 0 and in_force else 1 + arg % state.seq
            return session.do("undo", {"entry": target}).entries
    except TablesideError as err:
        return str(err)
    return None


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(acts=ACTS, gaps=st.lists(st.integers(0, 2_000), min_size=30, max_size=30))
def test_any_undo_from_any_snapshot_layout_gives_the_fold_from_scratch(tmp_path_factory, acts, gaps):
    """A short search for the fast loop; the full one runs with the suite."""
    _test_any_undo_from_any_snapshot_layout_gives_the_fold_from_scratch(tmp_path_factory, acts, gaps)


@pytest.mark.slow
@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(acts=ACTS, gaps=st.lists(st.integers(0, 2_000), min_size=30, max_size=30))
def test_any_undo_from_any_snapshot_layout_gives_the_fold_from_scratch_full(tmp_path_factory, acts, gaps):
    _test_any_undo_from_any_snapshot_layout_gives_the_fold_from_scratch(tmp_path_factory, acts, gaps)


def _test_any_undo_from_any_snapshot_layout_gives_the_fold_from_scratch(tmp_path_factory, acts, gaps):
    path = Path(tmp_path_factory.mktemp("local")) / "event.tableside"
    fast_time, slow_time = FakeTime(), FakeTime()
    fast = started(open_event_file(path, create=True), fast_time)
    slow = started(MemoryStore(), slow_time)  # its undos always fold the log (from a snapshot before them)
    try:
        for (kind, arg), gap in zip(acts, gaps, strict=False):
            fast_time.advance(gap)
            slow_time.advance(gap)
            if kind == "snapshot":
                fast.save_snapshot()
                continue
            if kind == "reopen":
                fast.close()  # a snapshot at the end; the earlier ones stay in its pack
                fast = EventSession(open_event_file(path), fast_time, run="r1")
                assert fast.recovered.empty
                continue
            answer = act(fast, fast_time, kind, arg)
            with pytest.MonkeyPatch.context() as patch:
                patch.setattr("tableside.app.event.session.undo_locally", lambda *args, **kwargs: None)
                assert act(slow, slow_time, kind, arg) == answer
            assert same(fast.state, slow.state)
            assert fast.state == fold(fast.store.entries(), "r1")
        # A crash now: opened from whatever snapshots the file keeps, across any undos after them.
        reopened, _, _ = open_state(fast.store, "r1", hold=False)
        assert reopened == fold(fast.store.entries(), "r1", hold=False)
    finally:
        fast.close()


def test_the_reader_takes_runs_of_entries_as_pages_and_pending_ones_from_the_side():
    time = FakeTime()
    session = started(MemoryStore(), time)
    pages: list[tuple[int, int]] = []
    store = session.store
    real = store.entries_page

    def page(after: int, limit: int):
        pages.append((after, limit))
        return real(after, limit)

    store.entries_page = page  # type: ignore[method-assign]
    pending = provisional(session.state.seq + 1, "undo", {"entry": 1, "t": 0})
    read = local_undo.store_reader(store, [pending])
    got = read([1, 2, 3, 7, 9, 10, session.state.seq + 1])
    assert [e.seq for e in got] == [1, 2, 3, 7, 9, 10, session.state.seq + 1]
    assert pages == [(0, 3), (6, 1), (8, 2)]
