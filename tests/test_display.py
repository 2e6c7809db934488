from decimal import Decimal, localcontext
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tableside.app.display import format_points, json_number


@pytest.mark.parametrize(
    "value, shown",
    [
        (Fraction(12), "12"),
        (Fraction(175, 3), "58.33"),
        (Fraction(125, 2), "62.5"),
        (Fraction(11667, 200), "58.34"),  # 58.335: half away from zero
        (Fraction(-11667, 200), "-58.34"),
        (Fraction(200, 7), "28.57"),
        (Fraction(-1, 1000), "0"),
        (Fraction(0), "0"),
    ],
)
def test_format_points(value, shown):
    assert format_points(value) == shown


@given(st.fractions(max_denominator=10**6).filter(lambda f: abs(f) < 10**9))
def test_display_is_within_half_a_hundredth(value):
    assert abs(Fraction(format_points(value)) - value) <= Fraction(1, 200)
    assert abs(Fraction(str(json_number(value))) - value) <= Fraction(1, 200)


def decimal_format_points(value: Fraction | int) -> str:
    """format_points as it was written first, with Fraction and Decimal arithmetic: the reference."""
    exact = Fraction(value)
    hundredths = (abs(exact) * 100 + Fraction(1, 2)).__floor__()
    with localcontext() as exact_enough:  # Decimal's default 28 digits rounded values of 10**28 and more
        exact_enough.prec = len(str(hundredths)) + 4
        text = f"{Decimal((-1 if exact < 0 else 1) * hundredths) / 100:.2f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


@given(st.one_of(st.fractions(), st.integers(), st.fractions(max_denominator=1000),
                 st.integers(-10**6, 10**6).map(lambda n: Fraction(n, 200))))  # the halves of hundredths
def test_format_points_in_integers_is_the_decimal_rounding(value):
    assert format_points(value) == decimal_format_points(value)
    assert json_number(value) == json_number(Fraction(value))
