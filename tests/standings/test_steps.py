"""The standings a step at a time (app.steps): the hall's window builds them between its paints."""

from __future__ import annotations

from tableside.app.event.projector_view import standing_lines, standing_lines_in_steps
from tableside.app.event.standings import standings, standings_in_steps
from tableside.app.steps import STEP, finish
from tests.standings.helpers import event, play


def big_event(tables: int):
    names = [f"Player {i:03d}" for i in range(4 * tables)]
    session = event(names)
    ids = [session.state.player_by_name(name).id for name in names]
    seats = [ids[4 * t:4 * t + 4] for t in range(tables)]
    play(session, {t + 1: (seated, [[seated[3]], [seated[2]], [seated[1]]]) for t, seated in enumerate(seats)})
    return session


def test_each_step_takes_a_bounded_share_of_the_players_and_tables() -> None:
    for tables in (10, 40):
        state = big_event(tables).state
        players = 4 * tables
        yields = sum(1 for _ in standings_in_steps(state))
        # The tables in steps of STEP // 4, then the opponents, the rows and the ranks in steps of STEP:
        # the number of steps grows with the event, so no one step grows with it.
        expected = tables // (STEP // 4) + 3 * (players // STEP) + 1
        assert yields == expected
        # Kept: the same state at the same entry is answered at once, the lines then take their own steps.
        assert sum(1 for _ in standings_in_steps(state)) == 0
        lines = sum(1 for _ in standing_lines_in_steps(state))
        assert lines == players // STEP


def test_the_steps_end_with_the_standings_as_built_at_once() -> None:
    state = big_event(40).state
    stepped = finish(standings_in_steps(state))
    assert stepped == standings(state) and [s.rank for s in stepped] == list(range(1, 161))
    assert finish(standing_lines_in_steps(state)) == standing_lines(state)
    assert [s.games for s in stepped] == [1] * 160 and sum(s.wins for s in stepped) == 40
