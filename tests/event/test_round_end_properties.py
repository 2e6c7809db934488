"""Properties of the round's end (issue 27, part 4) under every scoring system: the numbers' ties share
exactly as the system shares ties, a lower number never scores more, and ``together`` is document 000."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.event.results import _played_seconds, system_of, table_result
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.game import Game
from tableside.app.scoring.result import GameContext
from tests.depth import examples
from tests.event.helpers import seat_and_start, small_event
from tests.event.test_round_end import MIN, SYSTEMS, no_timers

NAMES = ("Ana", "Ben", "Cai", "Dee")


def play(system: str, timers, early: list[list[str]], size: int = 4) -> tuple[EventSession, FakeTime]:
    time = FakeTime()
    session = EventSession(MemoryStore(), time)
    small_event(session, system=system, options=SYSTEMS[system], timers=timers, minutes=20)
    seat_and_start(session, {1: list(NAMES[:size])})
    for group in early:
        time.advance(MIN)
        session.do("player.out", {"table": 1, "players": group})
    return session, time


@st.composite
def early_leaves(draw, size: int) -> list[list[str]]:
    """Judge's leaves before time, leaving at least two players in."""
    order = draw(st.permutations(NAMES[:size]))
    leaves, i = [], 0
    while size - i > 2 and draw(st.booleans()):
        n = draw(st.integers(1, size - i - 2))
        leaves.append(list(order[i:i + n]))
        i += n
    return leaves


def points_by_name(session: EventSession) -> dict[str, object]:
    table = session.state.rounds[1].tables[1]
    names = {p.id: p.name for p in session.state.players.values()}
    return {names[r.name]: r.points for r in table_result(session.state, table).players}


@settings(max_examples=examples(30), deadline=None)
@given(st.sampled_from(list(SYSTEMS)), st.integers(3, 4).flatmap(
    lambda size: st.tuples(st.just(size), early_leaves(size))), st.data())
def test_numbers_rank_the_survivors_and_ties_share_as_the_system_shares(system, sized, data):
    size, early = sized
    session, time = play(system, no_timers("minutes:1", "by_number"), early, size)
    time.advance(21 * MIN)
    table = session.state.rounds[1].tables[1]
    survivors = [session.state.players[p].name for p in table.still_in]
    numbers = {name: data.draw(st.integers(0, 3), label=name) for name in survivors}
    session.do("game.numbers", {"table": 1, "numbers": numbers})
    got = points_by_name(session)
    # The same as the system scoring those leaves, then the survivors as groups, lowest number first.
    ids = {p.name: p.id for p in session.state.players.values()}
    groups = [[ids[n] for n in survivors if numbers[n] == value] for value in sorted(set(numbers.values()))]
    game = Game.of(table.players, [[ids[n] for n in g] for g in early] + groups)
    scored = system_of(session.state).score(game, GameContext(played_seconds=_played_seconds(session.state, table,
                                                                                             game)))
    assert got == {session.state.players[r.name].name: r.points for r in scored.players}
    for a in survivors:
        for b in survivors:
            if numbers[a] == numbers[b]:
                assert got[a] == got[b]  # equal numbers share exactly
            if numbers[a] < numbers[b]:
                assert got[a] <= got[b]  # a lower number never scores more


@settings(max_examples=examples(25), deadline=None)
@given(st.sampled_from(list(SYSTEMS)), st.integers(3, 4).flatmap(
    lambda size: st.tuples(st.just(size), early_leaves(size))))
def test_together_written_out_is_document_000_as_before(system, sized):
    size, early = sized
    results = []
    for timers in ("round-clock-only", no_timers("together")):
        session, time = play(system, timers, early, size)
        time.advance(20 * MIN)
        session.catch_up()
        table = session.state.rounds[1].tables[1]
        assert table.finished and table.leaves[-1].reason == "round"
        results.append(points_by_name(session))
    assert results[0] == results[1]
    # and everyone still in at time shares one place, as document 000 has it
    still_in = [n for n in NAMES[:size] if not any(n in g for g in early)]
    assert len({results[0][n] for n in still_in}) == 1
