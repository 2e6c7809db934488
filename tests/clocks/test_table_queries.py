"""next_change, display ticks and the time-order contract of TableClock."""

import pytest

from tests.clocks.helpers import paused_table, table


def test_next_change_steps_through_aux_end_warning_and_timeout():
    clock = table().begin_decision("Ben", "roll-dice", 0)
    assert clock.next_change(0) == 4_000
    assert clock.next_change(4_000) == 104_000  # main reaches 0:20
    assert not clock.view(103_999).player("Ben").warning
    assert clock.view(104_000).player("Ben").warning
    assert clock.next_change(104_000) == 124_000
    assert clock.next_change(124_000) is None


def test_no_warning_moment_when_the_player_is_already_under_20_seconds():
    clock = table().adjust("Ben", -105_000, 0).begin_decision("Ben", "roll-dice", 0)
    assert clock.view(0).player("Ben").warning
    assert clock.next_change(0) == 4_000
    assert clock.next_change(4_000) == 19_000


def test_display_ticks_follow_the_visible_countdowns():
    clock = table().begin_decision("Ben", "roll-dice", 0)
    assert clock.next_display_tick(0) == 1_000
    assert clock.next_display_tick(500) == 1_000
    assert clock.next_display_tick(3_999) == 4_000
    assert clock.next_display_tick(4_000) == 5_000  # 2:00 -> 1:59
    assert clock.next_display_tick(4_000, resolution_ms=100) == 4_100
    assert table().next_display_tick(0) is None
    voting = table().request_pause("Ana", 250)
    assert voting.next_display_tick(300) == 1_250
    assert paused_table(0).next_display_tick(10) == 1_000


def test_time_going_backwards_is_a_programming_error():
    clock = table().begin_decision("Ben", "roll-dice", 1_000)
    with pytest.raises(ValueError, match="time went backwards: 999 is before the latest action at 1000"):
        clock.complete_decision(999)
    with pytest.raises(ValueError, match="time went backwards"):
        clock.view(999)
    clock.complete_decision(1_000)  # the same moment is fine


def test_states_are_values():
    clock = table()
    after = clock.begin_decision("Ben", "roll-dice", 0)
    assert clock.view(10).decision is None  # the earlier state is untouched
    assert after.view(10).decision is not None
    assert table() == table()
