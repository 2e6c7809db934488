"""The gap detector (app.event.gap): fed samples of both clocks by hand, it names stalls and sleeps."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tableside.app.event.gap import LIMIT_MS, Gap, GapDetector


def test_the_first_sample_is_never_a_gap():
    assert GapDetector().sample(10_000, 1_795_000_000_000) is None


def test_a_loop_a_second_apart_is_no_gap_and_one_late_by_more_than_the_limit_is():
    detector = GapDetector()
    detector.sample(10_000, 50_000)
    assert detector.sample(11_000, 51_000) is None
    assert detector.sample(11_000 + LIMIT_MS, 51_000 + LIMIT_MS) is None  # exactly the limit: a busy desk
    # SIGSTOP for 30 s: both clocks ran on, the loop did not.
    assert detector.sample(44_000 + 1, 84_000 + 1) == Gap("late", 11_000 + LIMIT_MS, 30_001)


def test_a_sleep_the_monotonic_clock_did_not_count_shows_as_the_wall_clock_jumping():
    detector = GapDetector()
    detector.sample(10_000, 50_000)
    # One second of monotonic time, 31 s of wall time: the computer slept 30 s.
    assert detector.sample(11_000, 81_000) == Gap("clock", 10_000, 31_000)


def test_a_small_wall_clock_correction_is_no_gap_and_forget_starts_afresh():
    detector = GapDetector()
    detector.sample(10_000, 50_000)
    assert detector.sample(11_000, 52_500) is None  # NTP slewing, or the loop one second on
    detector.forget()
    assert detector.sample(99_000, 99_000) is None  # nothing was expected since forget


@given(st.lists(st.tuples(st.integers(0, 10_000), st.integers(-2_000, 60_000)), min_size=1, max_size=30))
def test_a_gap_is_reported_exactly_when_a_clock_jumped_past_the_limit_and_begins_at_the_last_sample(steps):
    detector = GapDetector()
    mono, wall = 5_000, 1_000_000
    detector.sample(mono, wall)
    for ran, wall_ran in steps:
        before = mono
        mono, wall = mono + ran, wall + wall_ran
        gap = detector.sample(mono, wall)
        late, skipped = ran > LIMIT_MS, wall_ran - ran > LIMIT_MS
        assert (gap is not None) == (late or skipped)
        if gap is not None:
            assert gap.began_mono == before
            assert gap.length_ms >= ran and gap.length_ms >= wall_ran
