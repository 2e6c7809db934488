"""The ratings memo (contribution): what it answers is always what a fresh computation gives."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tableside.app.event.actions import ActionRefused
from tableside.app.event.changes import Change
from tableside.app.event.ratings_memo import RatingsMemo
from tableside.app.event.results import ratings_before_round
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tests.depth import examples
from tests.event.helpers import session_on

NAMES = ["Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal"]
BROUGHT = {"Eve": 1500, "Gus": 700, "Hal": 1234}


def contribution_event():
    session = session_on(MemoryStore(), FakeTime())
    session.do("event.create", {"name": "Cup", "date": "2026-11-22", "system": "contribution", "options": {},
                                "timers": "round-clock-only", "round_minutes": 60, "ratings": BROUGHT})
    return session


def step(session, choice: int, pick: int) -> None:
    state = session.state
    rnd = state.current_round
    players = [p for p in state.players.values() if not p.dropped]
    seated = {pid for t in rnd.tables.values() for pid in t.players} if rnd else set()
    free = [p.id for p in players if p.id not in seated]
    if choice == 0:
        unregistered = [n for n in NAMES if state.player_by_name(n) is None]
        if unregistered:
            session.do("player.register", {"name": unregistered[pick % len(unregistered)]})
    elif choice == 1 and rnd is not None and len(free) >= 3:
        session.do("table.seat", {"table": max(rnd.tables, default=0) + 1, "players": free[:3]})
    elif choice == 2 and rnd is not None and rnd.started_at is None and rnd.tables:
        session.do("round.start", {})
    elif choice == 3 and rnd is not None:
        running = [t for t in rnd.tables.values() if t.started_at is not None and not t.finished]
        if running:
            table = running[pick % len(running)]
            session.do("player.out", {"table": table.number, "players": [table.still_in[pick % len(table.still_in)]]})
    elif choice == 4:
        session.do("round.open", {})
    elif choice == 5:
        last = session.store.last()
        if last is not None and last.kind != "undo" and last.seq not in state.undone:
            session.do("undo", {"entry": last.seq})
    elif choice == 6:
        session.do("event.scoring", {"system": "contribution", "options": {"start_rating": 900 + 100 * (pick % 3)}})
    elif choice == 7 and players:
        session.do("player.rename", {"player": players[pick % len(players)].id, "name": f"N{pick}"})


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, 7), st.integers(0, 50)), min_size=1, max_size=40))
def test_the_memo_always_answers_what_a_fresh_computation_gives(steps):
    session = contribution_event()
    for choice, pick in steps:
        rounds = range(1, len(session.state.rounds) + 2)
        for number in rounds:  # fill the memo, so a stale answer would show
            session.ratings_before(number)
        try:
            step(session, choice, pick)
        except ActionRefused:
            pass
        for number in range(1, len(session.state.rounds) + 2):
            assert session.ratings_before(number) == ratings_before_round(session.state, number)


def test_a_player_registered_with_a_rating_is_in_the_ratings_of_the_round_already_looked_up():
    """Issue 11 item 3: a change touching no table used to leave the cached round untouched."""
    session = contribution_event()
    for name in ("Ana", "Ben", "Cai"):
        session.do("player.register", {"name": name})
    session.do("round.open", {})
    assert session.ratings_before(1) == {}
    session.do("player.register", {"name": "Eve"})
    assert session.ratings_before(1) == {session.state.player_by_name("Eve").id: 1500}


def test_a_table_change_keeps_the_rounds_it_cannot_affect():
    memo = RatingsMemo()
    session = contribution_event()
    for name in ("Ana", "Ben", "Cai", "Eve"):
        session.do("player.register", {"name": name})
    state = session.state
    first = memo.before(state, 1)
    memo.forget(Change(tables=frozenset({(1, 1)})))
    assert memo.before(state, 1) is first  # round 1's ratings come from before round 1: still good
    second = memo.before(state, 2)
    memo.forget(Change(tables=frozenset({(1, 1)})))
    assert memo.before(state, 2) is not second  # a game of round 1 decides what round 2 brings


def test_other_systems_bring_no_ratings():
    session = session_on(MemoryStore(), FakeTime())
    session.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only"})
    assert session.ratings_before(1) == {}
