"""An organiser's own points per finishing place, one list per table size; ties average their places.

The option ``points`` is either one list (the event seats one table size: the list's length) or an
object from table size to list, e.g. ``{"4": [5, 3, 1, 0], "3": [4, 2, 0]}`` for a [4, 3] event.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, NoReturn

from ..errors import InvalidOptions
from ..game import Game
from ..text import QT_TRANSLATE_NOOP, Text
from .options import exact_number, only_known
from .ranked import PointsTable, averaged_ranks, score_from_table
from .result import GameContext, GameResult

PointsBySize = Mapping[int, tuple[Fraction, ...]]


@dataclass(frozen=True)
class Placement:
    points_by_size: PointsBySize
    name: str = "placement"
    _tables: dict[int, PointsTable] = field(default_factory=dict, init=False, repr=False, compare=False)

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Placement:
        only_known(options, {"points"}, "placement")
        return cls(points_by_size(options.get("points")))

    def check_size(self, n: int) -> None:
        if n not in self.points_by_size:
            sizes = ", ".join(str(k) for k in sorted(self.points_by_size))
            raise InvalidOptions(QT_TRANSLATE_NOOP(
                "messages", 'placement has no points for a table of {size} players (it has points for tables of '
                '{sizes}); add a list of {size} values, first place first, as "{size}" in the option points'),
                fields={"size": n, "sizes": sizes})

    def score(self, game: Game, context: GameContext = GameContext()) -> GameResult:
        n = len(game.players)
        table = self._tables.get(n)
        if table is None:
            self.check_size(n)
            table = self._tables[n] = averaged_ranks(self.points_by_size[n])
        return score_from_table(game, table)


def points_by_size(raw: Any) -> dict[int, tuple[Fraction, ...]]:
    """The option ``points``: one list (its length is the table size) or an object of size -> list."""
    if isinstance(raw, list | tuple) and raw:
        return {len(raw): _points_list(raw, len(raw), Text(QT_TRANSLATE_NOOP("messages", "placement points")))}
    if not isinstance(raw, Mapping) or not raw:
        _no_points()
    by_size: dict[int, tuple[Fraction, ...]] = {}
    for key, values in raw.items():
        n = _table_size(key)
        if n in by_size:
            raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "placement points list the table size {size} twice"),
                                 fields={"size": n})
        what = Text(QT_TRANSLATE_NOOP("messages", "placement points for {size} players"), {"size": n})
        if not isinstance(values, list | tuple):
            raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "{what} must be a list, first place first"),
                                 fields={"what": what})
        by_size[n] = _points_list(values, n, what)
    return dict(sorted(by_size.items(), reverse=True))


def _no_points() -> NoReturn:
    raise InvalidOptions(QT_TRANSLATE_NOOP(
        "messages", "placement option points must be a non-empty list, first place first (e.g. {one}), or one such "
        "list per table size (e.g. {each})"),
        fields={"one": "[5, 3, 1, 0]", "each": '{"4": [5, 3, 1, 0], "3": [4, 2, 0]}'})


def _table_size(key: Any) -> int:
    not_a_size = InvalidOptions(QT_TRANSLATE_NOOP("messages", "placement points: {key} is not a table size"),
                                fields={"key": repr(key)})
    if isinstance(key, bool):
        raise not_a_size
    try:
        n = int(key)
    except (TypeError, ValueError):
        raise not_a_size from None
    if n < 2:
        raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "placement points: a table has at least 2 players, not "
                                               "{size}"), fields={"size": n})
    return n


def _points_list(values: Sequence[Any], n: int, what: Text) -> tuple[Fraction, ...]:
    if len(values) != n:
        raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "{what} need {size} values, one per place, first place "
                                               "first; got {count}"), fields={"what": what, "size": n,
                                                                               "count": len(values)})
    return tuple(exact_number(v, Text(QT_TRANSLATE_NOOP("messages", "{what}, place {place}"),
                                      {"what": what, "place": i})) for i, v in enumerate(values, start=1))


# The window edits the option in one line: "5, 3, 1, 0" for one table size, or one list per size
# separated by semicolons, each after its size and a colon: "4: 5, 3, 1, 0; 3: 4, 2, 0".

PointsOption = list[int | str] | dict[str, list[int | str]]


def points_text(raw: Any) -> str:
    """The option ``points`` as the window's one-line field shows it."""
    if isinstance(raw, Mapping):
        return "; ".join(f"{size}: {_values_text(values)}" for size, values in raw.items())
    return _values_text(raw) if isinstance(raw, list | tuple) else ""


def points_from_text(text: str) -> PointsOption:
    """The window's field read back; the values stay text for the option's own check to judge."""
    if ":" not in text:
        return _values(text.replace(";", ","))
    by_size: dict[str, list[int | str]] = {}
    for part in text.split(";"):
        if not part.strip():
            continue
        size, _, values = part.partition(":")
        by_size[size.strip()] = _values(values)
    return by_size


def table_sizes_for(raw: Any) -> list[int]:
    """The seating sizes the option ``points`` serves, largest first; [] when it is not valid."""
    try:
        return sorted(points_by_size(raw), reverse=True)
    except InvalidOptions:
        return []


def _values_text(values: Any) -> str:
    if not isinstance(values, list | tuple):
        return str(values)
    return ", ".join(_value_text(v) for v in values)


def _value_text(value: Any) -> str:
    if isinstance(value, Fraction):
        return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    return str(value)


def _values(text: str) -> list[int | str]:
    values: list[int | str] = []
    for part in text.split(","):
        part = part.strip()
        if part:
            values.append(int(part) if part.lstrip("-").isdigit() else part)
    return values


def from_options(options: Mapping[str, Any]) -> Placement:
    return Placement.from_options(options)
