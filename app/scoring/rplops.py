"""Document 001: RPLOPS version 1 (more players, more for the winner) and version 2 (winners equal).

h^a is h when the event counts game hours and 1 otherwise; tied players average their ranks' values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..errors import InvalidOptions
from ..game import Game
from ..text import QT_TRANSLATE_NOOP
from .options import flag, only_known, option_named, positive_number
from .ranked import PointsTable, averaged_ranks, score_from_table
from .result import GameContext, GameResult

OPTIONS = {"x", "use_hours", "hours"}


@dataclass(frozen=True)
class Rplops:
    x: Fraction
    use_hours: bool = False
    hours: Fraction = Fraction(1)
    version: int = 1
    # Points tables already built: by table size at the event's own weight, by (size, hours) for a game
    # that brings its own hours. Bounded in practice by the sizes and hours an event uses.
    _tables: dict[int, PointsTable] = field(default_factory=dict, init=False, repr=False, compare=False)
    _tables_by_hours: dict[tuple[int, Fraction], PointsTable] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    @property
    def name(self) -> str:
        return "rplops" if self.version == 1 else "rplops2"

    @classmethod
    def from_options(cls, options: Mapping[str, Any], version: int) -> Rplops:
        name = "rplops" if version == 1 else "rplops2"
        only_known(options, OPTIONS, name)
        if "x" not in options:
            raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "{system} needs the option x (average points per "
                                                   "game)"), fields={"system": name})
        return cls(
            x=positive_number(options["x"], option_named(name, "x")),
            use_hours=flag(options.get("use_hours", False), option_named(name, "use_hours")),
            hours=positive_number(options.get("hours", 1), option_named(name, "hours")),
            version=version,
        )

    def check_size(self, n: int) -> None:
        """Defined for every n >= 2."""

    def _rank_values(self, n: int, weight: Fraction) -> list[Fraction]:
        if self.version == 1:
            return [Fraction(n + 1 - r, n + 1) * weight * 2 * self.x for r in range(1, n + 1)]
        return [Fraction(n - r, n - 1) * weight * 2 * self.x for r in range(1, n + 1)]

    def points_table(self, n: int, hours: Fraction | None = None) -> PointsTable:
        """(P, J) -> points at a table of n; hours (when the event counts them) replaces the default."""
        if not self.use_hours or hours is None:
            table = self._tables.get(n)
            if table is None:
                weight = self.hours if self.use_hours else Fraction(1)
                table = self._tables[n] = averaged_ranks(self._rank_values(n, weight))
            return table
        key = (n, hours)
        table = self._tables_by_hours.get(key)
        if table is None:
            if len(self._tables_by_hours) >= 256:
                self._tables_by_hours.clear()
            table = self._tables_by_hours[key] = averaged_ranks(self._rank_values(n, hours))
        return table

    def score(self, game: Game, context: GameContext = GameContext()) -> GameResult:
        return score_from_table(game, self.points_table(len(game.players), context.hours))


def rplops_from_options(options: Mapping[str, Any]) -> Rplops:
    return Rplops.from_options(options, version=1)


def rplops2_from_options(options: Mapping[str, Any]) -> Rplops:
    return Rplops.from_options(options, version=2)


def plops_from_options(options: Mapping[str, Any]) -> Rplops:
    # PLOPS is RPLOPS_0(50): Peter Clinch's fixed average of 50 points, game length ignored.
    only_known(options, set(), "plops")
    return Rplops.from_options({"x": 50, "use_hours": False}, version=1)
