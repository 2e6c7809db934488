import pytest
from hypothesis import given
from hypothesis import strategies as st

from tableside.app.clocks import ClockRefused, RoundClock

HOUR = 3_600_000
MINUTE = 60_000


def running(t: int = 0) -> RoundClock:
    return RoundClock.create(HOUR).start(t)


def test_the_round_ends_one_length_after_the_start():
    clock = running(1_000)
    assert clock.ends_at() == HOUR + 1_000
    assert clock.remaining_ms(2_000) == HOUR - 1_000
    assert clock.remaining_ms(HOUR + 99_999) == 0
    assert RoundClock.create(HOUR).remaining_ms(0) == HOUR
    assert RoundClock.create(HOUR).ends_at() is None


def test_several_tables_end_together_except_the_extended_one():
    clock = running().extend(3, 5, 10_000)
    tables = [1, 2, 3]
    assert clock.expired_tables(tables, HOUR - 1) == []
    assert clock.expired_tables(tables, HOUR) == [(1, HOUR), (2, HOUR)]
    assert clock.expired_tables(tables, HOUR + 5 * MINUTE - 1) == [(1, HOUR), (2, HOUR)]
    assert clock.expired_tables(tables, HOUR + 5 * MINUTE) == [(1, HOUR), (2, HOUR), (3, HOUR + 5 * MINUTE)]
    assert clock.ends_at(3) == HOUR + 5 * MINUTE
    assert clock.remaining_ms(HOUR, 3) == 5 * MINUTE


def test_extensions_add_up():
    clock = running().extend("T7", 5, 0).extend("T7", 3, 100)
    assert clock.extension_ms("T7") == 8 * MINUTE
    assert clock.ends_at("T7") == HOUR + 8 * MINUTE


def test_a_pause_moves_every_end_by_its_length():
    clock = running().extend(2, 10, 0).pause(1_000_000)
    assert clock.ends_at() is None
    assert clock.ends_at(2) is None
    assert clock.remaining_ms(5_000_000) == HOUR - 1_000_000
    assert clock.expired_tables([1, 2], 9 * HOUR) == []
    assert clock.next_change(2_000_000) is None
    clock = clock.resume(1_600_000)
    assert clock.ends_at() == HOUR + 600_000
    assert clock.ends_at(2) == HOUR + 600_000 + 10 * MINUTE
    assert clock.expired_tables([1, 2], HOUR + 600_000) == [(1, HOUR + 600_000)]


def test_a_table_that_ended_before_a_pause_keeps_its_moment():
    clock = running().extend(2, 10, 0).pause(HOUR + MINUTE).resume(HOUR + 5 * MINUTE)
    assert clock.ends_at(1) == HOUR
    assert clock.ends_at(2) == HOUR + 14 * MINUTE
    assert clock.expired_tables([1, 2], HOUR + 14 * MINUTE) == [(1, HOUR), (2, HOUR + 14 * MINUTE)]


def test_next_change_is_the_next_table_end():
    clock = running().extend("A", 5, 0).extend("B", 2, 0)
    assert clock.next_change(0) == HOUR
    assert clock.next_change(HOUR) == HOUR + 2 * MINUTE
    assert clock.next_change(HOUR + 2 * MINUTE) == HOUR + 5 * MINUTE
    assert clock.next_change(HOUR + 5 * MINUTE) is None


def test_display_ticks_each_second_of_the_round():
    clock = running()
    assert clock.next_display_tick(0) == 1_000
    assert clock.next_display_tick(1_500) == 2_000
    assert clock.next_display_tick(HOUR) is None
    assert clock.extend(1, 1, 0).next_display_tick(HOUR - 1, 1) == HOUR  # the base end still changes things


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (lambda c: c.start(5), "already started"),
        (lambda c: c.resume(5), "not paused"),
        (lambda c: c.extend(1, 0, 5), "at least 1 minute"),
        (lambda c: c.extend(1, -3, 5), "at least 1 minute"),
        (lambda c: c.extend(1, 1.5, 5), "whole number of minutes"),
        (lambda c: c.pause(5).pause(6), "not running"),
        (lambda c: c.extend(1, 5, HOUR), "table 1 already ended"),
    ],
)
def test_refusals(action, message):
    with pytest.raises(ClockRefused, match=message):
        action(running())


def test_pause_before_the_start_is_refused_and_a_round_needs_a_length():
    with pytest.raises(ClockRefused, match="not running \\(it is not started\\)"):
        RoundClock.create(HOUR).pause(0)
    with pytest.raises(ClockRefused, match="longer than 0"):
        RoundClock.create(0)


def test_time_going_backwards_is_a_programming_error():
    clock = running(1_000)
    with pytest.raises(ValueError, match="time went backwards"):
        clock.pause(999)
    with pytest.raises(ValueError, match="time went backwards"):
        clock.remaining_ms(999)


def test_ran_between_leaves_out_the_paused_stretches():
    clock = running(0).pause(20_000).resume(620_000).pause(700_000)
    assert clock.ran_between(0, 621_000) == 21_000
    assert clock.ran_between(10_000, 650_000) == 10_000 + 30_000  # a table that started later
    assert clock.ran_between(0, 5_000_000) == 100_000  # paused since 700 s
    assert clock.ran_between(30_000, 40_000) == 0


@given(stretches=st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 10**6)), max_size=5),
       moments=st.lists(st.integers(0, 12 * 10**6), min_size=3, max_size=3))
def test_ran_between_adds_up_and_agrees_with_the_time_left(stretches, moments):
    length = 10**8  # long enough never to run out here
    clock, t, paused_total = RoundClock.create(length).start(0), 0, 0
    for run, paused in stretches:
        t += run
        clock = clock.pause(t)
        t += paused
        paused_total += paused
        clock = clock.resume(t)
    a, b, c = sorted(moments)
    assert clock.ran_between(a, b) + clock.ran_between(b, c) == clock.ran_between(a, c)
    assert 0 <= clock.ran_between(a, c) <= c - a
    end = max(c, t)
    assert clock.ran_between(0, end) == length - clock.remaining_ms(end) == end - paused_total
