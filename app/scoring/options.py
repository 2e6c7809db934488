"""Reading scoring options from JSON/TOML values into exact numbers, with plain-words errors."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from ..errors import InvalidOptions
from ..text import QT_TRANSLATE_NOOP, Text

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (a tenth of tableside points' start)
if TYPE_CHECKING:
    from typing import Any


def option_named(system: str, option: str) -> Text:
    """"placement option points": an option named in a problem, by its system and its key (as typed)."""
    return Text(QT_TRANSLATE_NOOP("messages", "{system} option {option}"), {"system": system, "option": option})


# ``what`` names the value in the judge's words, a ``Text`` the window translates (or a plain name).
def exact_number(value: Any, what: str | Text) -> Fraction:
    """An int, a decimal (float or text such as "2.5") or a fraction text ("5/2"), kept exact."""
    if isinstance(value, bool):
        raise _not_a_number(value, what)
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "{what} must be a finite number, got {value}"),
                                 fields={"what": what, "value": repr(value)})
        return Fraction(repr(value))  # 0.1 means one tenth, not the nearest binary double
    if isinstance(value, str):
        try:
            return Fraction(value.strip())
        except (ValueError, ZeroDivisionError):
            pass
    raise _not_a_number(value, what)


def _not_a_number(value: Any, what: str | Text) -> InvalidOptions:
    return InvalidOptions(QT_TRANSLATE_NOOP("messages", "{what} must be a number, got {value}"),
                          fields={"what": what, "value": repr(value)})


def positive_number(value: Any, what: str | Text) -> Fraction:
    number = exact_number(value, what)
    if number <= 0:
        raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "{what} must be greater than 0, got {value}"),
                             fields={"what": what, "value": repr(value)})
    return number


def whole_number(value: Any, what: str | Text, minimum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "{what} must be a whole number, got {value}"),
                             fields={"what": what, "value": repr(value)})
    if minimum is not None and value < minimum:
        raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "{what} must be at least {minimum}, got {value}"),
                             fields={"what": what, "minimum": minimum, "value": value})
    return value


def flag(value: Any, what: str | Text) -> bool:
    if not isinstance(value, bool):
        raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "{what} must be true or false, got {value}"),
                             fields={"what": what, "value": repr(value)})
    return value


def only_known(options: Mapping[str, Any], known: set[str], system: str) -> None:
    unknown = sorted(set(options) - known)
    if unknown:
        allowed: str | Text = ", ".join(sorted(known)) or Text(QT_TRANSLATE_NOOP("messages", "none"))
        raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "{system} has no option {option} (options: {allowed})"),
                             fields={"system": system, "option": repr(unknown[0]), "allowed": allowed})
