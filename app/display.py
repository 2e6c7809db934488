"""Rounding for people: the core stays exact, only what is shown is rounded."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

# Signs that carry meaning besides colour (a judge may not tell red from green).
SYM_OUT = "✕"
SYM_WIN = "★"
SYM_IN = "●"
SYM_WARN = "⚠"
SYM_PAUSE = "❚❚"  # two heavy bars: U+23F8 (⏸) is in no font of many desktops, nor in the one Tableside ships
SYM_PLAY = "▶"
SYM_INFO = "ℹ"
SYM_HOLD = "■"


def _hundredths(value: Fraction | int) -> tuple[int, int]:
    """(sign, |value| in hundredths rounded half away from zero), in integers: floor(|n/d|*100 + 1/2)
    is (200|n| + d) // 2d. (Every standing shows two of these: Fraction and Decimal arithmetic made
    them a third of ranking a 360-player event.)"""
    n, d = (value.numerator, value.denominator) if isinstance(value, Fraction) else (int(value), 1)
    return (-1 if n < 0 else 1), (abs(n) * 200 + d) // (2 * d)


def round2(value: Fraction | int) -> Decimal:
    """Half away from zero, as a judge rounds by hand (58.335 -> 58.34, not banker's 58.33)."""
    sign, hundredths = _hundredths(value)
    return Decimal(sign * hundredths) / 100


def format_points(value: Fraction | int) -> str:
    """'12', '58.33', '62.5': two decimals at most, none for whole numbers."""
    sign, hundredths = _hundredths(value)
    if hundredths == 0:
        return "0"
    whole, cents = divmod(hundredths, 100)
    text = str(whole) if cents == 0 else f"{whole}.{cents:02d}".rstrip("0")
    return "-" + text if sign < 0 else text


def json_number(value: Fraction | int) -> int | float:
    """The value rounded to 2 decimals as a JSON number (an integer when whole)."""
    rounded = round2(value)
    return int(rounded) if rounded == rounded.to_integral_value() else float(rounded)


EXPORT_PLACES = 4


def decimal_text(value: Fraction | int, places: int = EXPORT_PLACES) -> str:
    """The value for a spreadsheet: a decimal rounded half away from zero to ``places`` places, trailing
    zeros dropped ('14.5', '6.6667', '-3', '12'), never a fraction a spreadsheet would read as a date."""
    n, d = (value.numerator, value.denominator) if isinstance(value, Fraction) else (int(value), 1)
    scale = 10 ** places
    units = (abs(n) * scale * 2 + d) // (2 * d)
    if units == 0:
        return "0"
    whole, part = divmod(units, scale)
    text = str(whole) if part == 0 else f"{whole}.{part:0{places}d}".rstrip("0")
    return "-" + text if n < 0 else text


def fraction_text(value: Fraction | int) -> str:
    """The exact value as '175/3' or '12'."""
    return str(Fraction(value))
