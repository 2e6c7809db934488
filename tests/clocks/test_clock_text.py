from hypothesis import given
from hypothesis import strategies as st

from tableside.app.clocks.clock_text import clock_text, next_reading_change, precise_clock_text


def test_countdown_reads_rounded_up_so_zero_means_out_of_time():
    assert clock_text(120_000) == "2:00"
    assert clock_text(18_000) == "0:18"
    assert clock_text(17_001) == "0:18"
    assert clock_text(1) == "0:01"
    assert clock_text(0) == "0:00"
    assert clock_text(-5) == "0:00"
    assert clock_text(3_723_000) == "1:02:03"


def test_precise_text_shows_tenths():
    assert precise_clock_text(19_001) == "0:19.1"
    assert precise_clock_text(20_000) == "0:20.0"
    assert precise_clock_text(61_500) == "1:01.5"


def test_next_reading_change_is_when_the_next_lower_multiple_is_reached():
    assert next_reading_change(1_500, 100, 1000) == 600  # 1500 reads 2 until 1000 is left
    assert next_reading_change(1_000, 100, 1000) == 1_100  # 1000 reads 1 until 0
    assert next_reading_change(1, 0, 1000) == 1
    assert next_reading_change(0, 0, 1000) is None
    assert next_reading_change(250, 0, 100) == 50


def test_exact_clock_text_keeps_every_millisecond():
    from tableside.app.clocks.clock_text import exact_clock_text

    assert [exact_clock_text(ms) for ms in (0, 20_000, 1_650, 2_500, 62_500, 7_001)] == \
        ["0:00", "0:20", "0:01.65", "0:02.5", "1:02.5", "0:07.001"]


@given(st.integers(0, 10 * 3_600_000))
def test_exact_clock_text_reads_back_to_the_same_milliseconds(ms):
    from fractions import Fraction

    from tableside.app.clocks.clock_text import exact_clock_text

    minutes, seconds = exact_clock_text(ms).split(":")
    assert len(seconds.split(".")[0]) == 2
    assert int(minutes) * 60_000 + Fraction(seconds) * 1000 == ms
