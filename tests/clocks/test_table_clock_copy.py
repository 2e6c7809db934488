"""A transition builds one new state and leaves the old one as it was (snapshots and undo rely on it)."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tableside.app.clocks import TableClock, TimerRules

FIELDS = [f.name for f in dataclasses.fields(TableClock)]


def started() -> TableClock:
    return TableClock.start(TimerRules(), ("Ana", "Ben", "Cai", "Dee"), 0)


@given(st.dictionaries(st.sampled_from(FIELDS), st.integers(-5, 5), max_size=len(FIELDS)))
def test_with_equals_dataclasses_replace(changes: dict[str, int]) -> None:
    clock = started().begin_decision("Ben", "roll-dice", 1_000)
    before = [getattr(clock, name) for name in FIELDS]
    made = clock._with(**changes)
    assert made == dataclasses.replace(clock, **changes)
    assert made is not clock
    assert [getattr(clock, name) for name in FIELDS] == before  # the old state is untouched
    for name in FIELDS:
        if name not in changes:
            assert getattr(made, name) is getattr(clock, name)  # shared, not copied


def test_with_refuses_a_field_it_does_not_have() -> None:
    with pytest.raises(TypeError, match="no field"):
        started()._with(mainz=(1, 2, 3, 4))


def test_a_decision_done_changes_one_timer_and_shares_the_rest() -> None:
    clock = started().begin_decision("Ben", "roll-dice", 1_000)
    done = clock.complete_decision(2_000)
    assert clock.decision is not None and done.decision is None  # the earlier state still has its decision
    assert done.latest == 2_000 and clock.latest == 1_000
    assert done.mains[0] == clock.mains[0] and done.mains[2:] == clock.mains[2:]
    assert done.mains[1] != clock.mains[1]  # the reward for finishing inside the auxiliary time
    assert done.players is clock.players and done.left_at is clock.left_at and done.rules is clock.rules


def test_the_state_stays_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        started().latest = 5  # type: ignore[misc]
