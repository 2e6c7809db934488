"""Table sizes: the most tables of the preferred size, and plain options when a count cannot be seated."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tableside.app.errors import TablesideError
from tableside.app.seating import CannotSeat, plan_table_sizes


@pytest.mark.parametrize("n, tables", [
    (3, (3,)), (4, (4,)), (6, (3, 3)), (7, (4, 3)), (8, (4, 4)), (9, (3, 3, 3)), (12, (4, 4, 4)),
    (13, (4, 3, 3, 3)), (14, (4, 4, 3, 3)), (15, (4, 4, 4, 3)), (2000, (4,) * 500),
])
def test_fours_with_threes_absorbing_the_rest(n, tables):
    assert plan_table_sizes(n, [4, 3]).tables == tables


def test_five_players_at_fours_and_threes_name_both_ways_out():
    with pytest.raises(CannotSeat) as caught:
        plan_table_sizes(5, [4, 3])
    options = {(o.five, o.byes, o.tables) for o in caught.value.options}
    assert options == {(True, 0, (5,)), (False, 1, (4,))}
    assert "table of 5" in str(caught.value) and "1 player a bye" in str(caught.value)
    assert plan_table_sizes(5, [4, 3], allow_five=True).tables == (5,)
    bye = plan_table_sizes(5, [4, 3], byes=1)
    assert (bye.tables, bye.byes) == ((4,), 1)


def test_too_few_players_offer_no_table():
    with pytest.raises(CannotSeat, match="2 players are too few") as caught:
        plan_table_sizes(2, [4, 3])
    assert caught.value.options == ()


def test_only_fives_where_needed_and_as_few_as_possible():
    assert plan_table_sizes(9, [4], allow_five=True).tables == (5, 4)
    assert plan_table_sizes(8, [4], allow_five=True).tables == (4, 4)


@pytest.mark.parametrize("sizes", [[], [1], [4, 4], ["4"], [True]])
def test_nonsense_sizes_are_refused(sizes):
    with pytest.raises(TablesideError):
        plan_table_sizes(8, sizes)


def _brute_force(total: int, sizes: tuple[int, ...]) -> tuple[int, ...] | None:
    """Every way to make ``total``, best by the most of the first size, then the second, ..."""
    best = None
    ranges = [range(total // s + 1) for s in sizes]
    for counts in itertools.product(*ranges):
        if sum(c * s for c, s in zip(counts, sizes, strict=True)) == total and (best is None or counts > best):
            best = counts
    return best


SIZES = st.lists(st.integers(2, 7), min_size=1, max_size=3, unique=True)


@given(n=st.integers(0, 60), sizes=SIZES, allow_five=st.booleans(), byes=st.integers(0, 3))
def test_a_plan_is_the_best_composition_or_there_is_none(n, sizes, allow_five, byes):
    usable = tuple(sizes) + ((5,) if allow_five and 5 not in sizes else ())
    best = _brute_force(n - byes, usable) if byes <= n else None
    try:
        plan = plan_table_sizes(n, sizes, allow_five, byes)
    except CannotSeat as err:
        assert best is None or n - byes == 0
        for option in err.options:  # every option offered really works, and gives the tables it names
            again = plan_table_sizes(n, sizes, option.five or allow_five, option.byes)
            assert again.tables == option.tables
        return
    except TablesideError:
        assert byes > n
        return
    assert sum(plan.tables) == n - byes and plan.byes == byes
    assert set(plan.tables) <= set(usable)
    assert tuple(plan.tables.count(s) for s in usable) == best
    assert plan.normal == max(sizes)


@given(n=st.integers(3, 400))
def test_fours_and_threes_seat_every_count_but_five(n):
    if n == 5:
        with pytest.raises(CannotSeat):
            plan_table_sizes(n)
    else:
        plan = plan_table_sizes(n)
        assert sum(plan.tables) == n and plan.tables.count(3) <= 3
