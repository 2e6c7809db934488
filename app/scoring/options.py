"""Reading scoring options from JSON/TOML values into exact numbers, with plain-words errors."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from ..errors import InvalidOptions

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (a tenth of tableside points' start)
if TYPE_CHECKING:
    from typing import Any


def exact_number(value: Any, what: str) -> Fraction:
    """An int, a decimal (float or text such as "2.5") or a fraction text ("5/2"), kept exact."""
    if isinstance(value, bool):
        raise InvalidOptions(f"{what} must be a number, got {value!r}")
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise InvalidOptions(f"{what} must be a finite number, got {value!r}")
        return Fraction(repr(value))  # 0.1 means one tenth, not the nearest binary double
    if isinstance(value, str):
        try:
            return Fraction(value.strip())
        except (ValueError, ZeroDivisionError):
            pass
    raise InvalidOptions(f"{what} must be a number, got {value!r}")


def positive_number(value: Any, what: str) -> Fraction:
    number = exact_number(value, what)
    if number <= 0:
        raise InvalidOptions(f"{what} must be greater than 0, got {value!r}")
    return number


def whole_number(value: Any, what: str, minimum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidOptions(f"{what} must be a whole number, got {value!r}")
    if minimum is not None and value < minimum:
        raise InvalidOptions(f"{what} must be at least {minimum}, got {value}")
    return value


def flag(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidOptions(f"{what} must be true or false, got {value!r}")
    return value


def only_known(options: Mapping[str, Any], known: set[str], system: str) -> None:
    unknown = sorted(set(options) - known)
    if unknown:
        allowed = ", ".join(sorted(known)) or "none"
        raise InvalidOptions(f"{system} has no option {unknown[0]!r} (options: {allowed})")
