"""Rounding for people: the core stays exact, only what is shown is rounded."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

# Signs that carry meaning besides colour (a judge may not tell red from green).
SYM_OUT = "✕"
SYM_WIN = "★"
SYM_IN = "●"
SYM_WARN = "⚠"
SYM_PAUSE = "⏸"
SYM_PLAY = "▶"
SYM_INFO = "ℹ"
SYM_HOLD = "■"


def round2(value: Fraction | int) -> Decimal:
    """Half away from zero, as a judge rounds by hand (58.335 -> 58.34, not banker's 58.33)."""
    exact = Fraction(value)
    hundredths = (abs(exact) * 100 + Fraction(1, 2)).__floor__()
    sign = -1 if exact < 0 else 1
    return Decimal(sign * hundredths) / 100


def format_points(value: Fraction | int) -> str:
    """'12', '58.33', '62.5': two decimals at most, none for whole numbers."""
    text = f"{round2(value):.2f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def json_number(value: Fraction | int) -> int | float:
    """The value rounded to 2 decimals as a JSON number (an integer when whole)."""
    rounded = round2(value)
    return int(rounded) if rounded == rounded.to_integral_value() else float(rounded)


def fraction_text(value: Fraction | int) -> str:
    """The exact value as '175/3' or '12'."""
    return str(Fraction(value))
