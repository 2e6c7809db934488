"""What the session says each commit changed (the window repaints from this and nothing else)."""

from __future__ import annotations

import pytest

from tableside.app.event.actions import ACTIONS, ActionRefused, Scope
from tableside.app.event.changes import EMPTY, Change, change_of, table_key
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tests.event.helpers import seat_and_start, session_on, small_event

PLAYERS = ("Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus")


def running(timers="round-clock-only", time=None):
    session = session_on(MemoryStore(), time or FakeTime())
    small_event(session, PLAYERS, timers=timers)
    seat_and_start(session, {1: ["Ana", "Ben", "Cai"], 2: ["Dee", "Eve", "Fay", "Gus"]})
    return session


def pid(session, name):
    return session.state.player_by_name(name).id


def test_an_out_names_its_table_and_the_standings_and_nothing_else():
    session = running()
    change = session.do("player.out", {"round": 1, "table": 2, "players": ["Eve"]})
    assert change.entries == (session.store.last(),) and change.entry == session.store.last()
    assert change.tables == frozenset({(1, 2)})
    assert change.standings and not change.structure and not change.round_clock and change.undone == ()


def test_registering_and_scoring_are_structure_and_the_round_clock_is_its_own():
    session = running()
    assert session.do("player.register", {"name": "Hal"}).structure
    assert session.do("round.extend", {"table": 1, "minutes": 5}) == Change(
        entries=(session.store.last(),), tables=frozenset({(1, 1)}), round_clock=True)
    paused = session.do("round.pause", {})
    # A round pause stops every clock of every table: every card of the round is repainted.
    assert paused.round_clock and paused.tables == frozenset({(1, 1), (1, 2)}) and not paused.structure
    scoring = session.do("event.scoring", {"system": "contribution", "options": {}})
    assert scoring.structure and scoring.standings


def test_undoing_a_table_action_names_the_table_and_the_entry_undone():
    session = running()
    out = session.do("player.out", {"table": 1, "players": ["Ana"]}).entry
    change = session.do("undo", {"entry": out.seq})
    assert change.undone == (out.seq,)
    assert change.tables == frozenset({(1, 1)}) and change.standings and not change.structure


def test_undoing_anything_else_asks_for_everything_to_be_read_again():
    session = running()
    hal = session.do("player.register", {"name": "Hal"}).entry
    change = session.do("undo", {"entry": hal.seq})
    assert change.undone == (hal.seq,) and change.structure and change.standings


def test_the_clock_catch_up_returns_the_leaves_it_logged_as_one_change():
    time = FakeTime()
    session = running(time=time)
    time.advance(60 * 60_000)
    change = session.catch_up()
    assert [e.data["table"] for e in change.entries] == [1, 2]
    assert change.tables == frozenset({(1, 1), (1, 2)}) and change.standings
    assert session.catch_up() == EMPTY and EMPTY.empty


def test_do_includes_the_leaves_made_due_before_it():
    time = FakeTime()
    session = running(time=time)
    time.advance(60 * 60_000)
    change = session.do("player.register", {"name": "Hal"})
    assert [e.kind for e in change.entries] == ["player.out", "player.out", "player.register"]
    assert change.entry.kind == "player.register" and change.structure and change.tables


def test_merge_keeps_order_and_joins_everything():
    a = Change(tables=frozenset({(1, 1)}), undone=(3,))
    b = Change(tables=frozenset({(1, 2)}), round_clock=True, undone=(5,))
    assert a | b == Change(tables=frozenset({(1, 1), (1, 2)}), round_clock=True, undone=(3, 5))
    assert (a | EMPTY) == a and (EMPTY | a) == a and not a.empty


def test_every_table_action_logs_the_table_it_acted_on():
    """Scope is data: a TABLE action's entry always says which table, so the change can name it."""
    time = FakeTime()
    session = running(timers="document-002", time=time)
    session.do("clock.decision", {"table": 2, "player": "Dee", "kind": "roll-dice"})
    session.do("clock.done", {"table": 2})
    session.do("round.extend", {"table": 2, "minutes": 1})
    session.do("player.out", {"table": 1, "players": ["Ana"]})
    for entry in session.store.entries():
        action = ACTIONS.get(entry.kind)
        if action is not None and action.scope is Scope.TABLE:
            assert table_key(entry.data) is not None
            assert change_of(entry, session.state).tables == frozenset({table_key(entry.data)})
        elif action is not None:
            assert not change_of(entry, session.state).tables


def test_what_each_kind_touches_is_declared():
    table = {k for k, a in ACTIONS.items() if a.scope is Scope.TABLE}
    calls = {"call.raise", "call.take", "call.done"}
    reports = {"result.report", "result.confirm", "result.overrule"}
    assert table == {"player.out", "round.extend", "table.game", "game.correct", "game.numbers"} | {
        f"clock.{k}" for k in ("decision", "done", "auction", "pause", "vote", "resume", "adjust", "release")} | calls \
        | reports
    assert {k for k, a in ACTIONS.items() if a.calls} == calls and not any(ACTIONS[k].at_table for k in calls)
    assert {k for k, a in ACTIONS.items() if a.starts_timers} == {"round.start", "table.seat"}
    untimed = {"round.extend", "table.game", "game.correct", "result.report", "result.overrule"} | calls
    assert {k for k, a in ACTIONS.items() if a.timers} == table - untimed | {
        "round.pause", "round.resume"}
    assert not ACTIONS["event.create"].at_table and ACTIONS["clock.done"].at_table


def test_a_refused_action_raises_and_reports_nothing():
    session = running()
    with pytest.raises(ActionRefused):
        session.do("player.out", {"table": 1, "players": ["Eve"]})


def test_the_players_page_reads_differently_only_when_points_the_round_clock_or_the_structure_moved():
    session = running("document-002")
    decision = session.do("clock.decision", {"round": 1, "table": 1, "player": pid(session, "Ana"),
                                             "kind": next(iter(session.state.settings.rules.decisions))})
    assert not decision.players_page and decision.in_round(1) == frozenset({1}) and decision.in_round(2) == frozenset()
    extend = session.do("round.extend", {"round": 1, "table": 2, "minutes": 5})
    assert extend.players_page and not extend.standings and extend.in_round(1) == frozenset({2})
    assert Change(structure=True).players_page and Change(standings=True).players_page and not EMPTY.players_page
