"""How many tables of which size: the event's sizes in order of preference, and what to do when none fit.

With sizes (4, 3), as many tables of 4 as possible and tables of 3 absorb the rest: 13 players are
4+3+3+3 and 6 are 3+3. Some counts cannot be made from the sizes at all (5 from 4 and 3); then the
judge is told so, with the ways out: one table of 5, or byes for some players.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import TablesideError
from ..text import QT_TRANSLATE_NOOP, Text

FIVE = 5


@dataclass(frozen=True, slots=True)
class TablePlan:
    tables: tuple[int, ...]  # table sizes, largest first
    byes: int  # players who sit out this round
    normal: int  # the largest of the event's own sizes; a smaller table counts as a "small" one

    def is_small(self, size: int) -> bool:
        return size < self.normal


@dataclass(frozen=True, slots=True)
class SeatingOption:
    """One way to seat a count that the sizes alone cannot: allow a table of 5, or give byes."""

    five: bool
    byes: int
    tables: tuple[int, ...]

    def describe(self) -> Text:
        tables = "+".join(map(str, self.tables))
        if self.five:
            return Text(QT_TRANSLATE_NOOP("messages", "allow a table of {five} ({tables})"),
                        {"five": FIVE, "tables": tables})
        return Text(QT_TRANSLATE_NOOP("messages", "give %n player(s) a bye ({tables})"),
                    {"n": self.byes, "tables": tables})


class CannotSeat(TablesideError):
    """The players cannot be split into tables of the allowed sizes; ``options`` says what would work."""

    def __init__(self, message: str | Text, options: tuple[SeatingOption, ...]) -> None:
        super().__init__(message)
        self.options = options


def check_sizes(sizes: Sequence[int]) -> tuple[int, ...]:
    """The sizes as a tuple, refused with plain words when they cannot describe tables."""
    if not sizes:
        raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "table sizes must list at least one size")))
    for size in sizes:
        if isinstance(size, bool) or not isinstance(size, int) or size < 2:
            raise TablesideError(QT_TRANSLATE_NOOP("messages", "a table size must be a whole number of at least 2 "
                                                   "players, got {size}"), fields={"size": repr(size)})
    if len(set(sizes)) != len(sizes):
        raise TablesideError(QT_TRANSLATE_NOOP("messages", "table sizes list a size twice: {sizes}"),
                             fields={"sizes": str(list(sizes))})
    return tuple(sizes)


def plan_table_sizes(n: int, sizes: Sequence[int] = (4, 3), allow_five: bool = False, byes: int = 0) -> TablePlan:
    """Split ``n`` players, ``byes`` of them sitting out, into tables of the allowed sizes.

    ``sizes`` is in order of preference: the most tables of the first size, then of the second, and so
    on. ``allow_five`` adds tables of 5 as the last resort (as few as possible). Raises CannotSeat,
    with the options that would work, when the count cannot be made.
    """
    sizes = check_sizes(sizes)
    if isinstance(byes, bool) or not isinstance(byes, int) or byes < 0:
        raise TablesideError(QT_TRANSLATE_NOOP("messages", "the number of byes must be a whole number of at least "
                                               "0, got {byes}"), fields={"byes": repr(byes)})
    if byes > n:
        raise TablesideError(QT_TRANSLATE_NOOP("messages", "{byes} byes is more than the {players} players there "
                                               "are"), fields={"byes": byes, "players": n})
    usable = _with_five(sizes, allow_five)
    tables = _compose(n - byes, usable)
    if tables is not None and tables:
        return TablePlan(tuple(sorted(tables, reverse=True)), byes, max(sizes))
    options = _options(n, sizes, allow_five, byes)
    allowed = _or_list(usable)
    seated = n - byes
    fields = {"n": seated, "sizes": allowed}
    if seated < min(usable):
        message = Text(QT_TRANSLATE_NOOP("messages", "1 player is too few for a table of {sizes}") if seated == 1
                       else QT_TRANSLATE_NOOP("messages", "{n} players are too few for a table of {sizes}"), fields)
    else:
        message = Text(QT_TRANSLATE_NOOP("messages", "{n} players cannot be split into tables of {sizes}"), fields)
    if options:
        said: Text = options[0].describe()
        for option in options[1:]:
            said = Text(QT_TRANSLATE_NOOP("messages", "{options}, or {option}"), {"options": said,
                                                                                     "option": option.describe()})
        message = Text(QT_TRANSLATE_NOOP("messages", "{problem}: {options}"), {"problem": message, "options": said})
    raise CannotSeat(message, options)


def _with_five(sizes: tuple[int, ...], allow_five: bool) -> tuple[int, ...]:
    return sizes + (FIVE,) if allow_five and FIVE not in sizes else sizes


def _compose(total: int, sizes: tuple[int, ...]) -> list[int] | None:
    """The composition with the most tables of the first size, then the second, ...; None if there is none."""
    # reachable[k][m]: m players can be seated using only sizes[k:]
    reachable = [[False] * (total + 1) for _ in range(len(sizes) + 1)]
    reachable[len(sizes)][0] = True
    for k in range(len(sizes) - 1, -1, -1):
        row, below, size = reachable[k], reachable[k + 1], sizes[k]
        for m in range(total + 1):
            row[m] = below[m] or (m >= size and row[m - size])
    if not reachable[0][total]:
        return None
    tables: list[int] = []
    left = total
    for k, size in enumerate(sizes):
        count = left // size
        while not reachable[k + 1][left - count * size]:
            count -= 1
        tables += [size] * count
        left -= count * size
    return tables


def _options(n: int, sizes: tuple[int, ...], allow_five: bool, byes: int) -> tuple[SeatingOption, ...]:
    options = []
    if not allow_five and FIVE not in sizes:
        tables = _compose(n - byes, _with_five(sizes, True))
        if tables:
            options.append(SeatingOption(True, byes, tuple(sorted(tables, reverse=True))))
    usable = _with_five(sizes, allow_five)
    for extra in range(1, n - byes + 1):
        tables = _compose(n - byes - extra, usable)
        if tables:
            options.append(SeatingOption(False, byes + extra, tuple(sorted(tables, reverse=True))))
            break
    return tuple(options)


def _or_list(sizes: tuple[int, ...]) -> str | Text:
    words = [str(s) for s in sizes]
    if len(words) == 1:
        return words[0]
    return Text(QT_TRANSLATE_NOOP("messages", "{first} or {last}"), {"first": ", ".join(words[:-1]), "last": words[-1]})
