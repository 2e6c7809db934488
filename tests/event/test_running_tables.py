"""The fold's set of running tables is always the tables started and not finished (what the clocks scan)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tableside.app.event.actions import ActionRefused
from tableside.app.event.fold import fold
from tableside.app.event.state import EventState
from tests.depth import examples
from tests.event.test_ratings_memo import contribution_event, step


def recomputed(state: EventState) -> set[tuple[int, int]]:
    return {(rnd.number, t.number) for rnd in state.rounds.values() for t in rnd.tables.values()
            if t.started_at is not None and not t.finished}


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, 7), st.integers(0, 50)), min_size=1, max_size=40))
def test_running_tables_follow_every_action_and_undo(steps):
    session = contribution_event()
    for choice, pick in steps:
        try:
            step(session, choice, pick)
        except ActionRefused:
            pass
        assert session.state.running == recomputed(session.state)
    assert fold(session.store.entries()).running == recomputed(session.state)
