"""Document 001: RPLOPS version 1 (more players, more for the winner) and version 2 (winners equal).

h^a is h when the event counts game hours and 1 otherwise; tied players average their ranks' values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from app.errors import InvalidOptions
from app.game import Game
from app.scoring.options import flag, only_known, positive_number
from app.scoring.ranked import score_by_rank
from app.scoring.result import GameContext, GameResult

OPTIONS = {"x", "use_hours", "hours"}


@dataclass(frozen=True)
class Rplops:
    x: Fraction
    use_hours: bool = False
    hours: Fraction = Fraction(1)
    version: int = 1

    @property
    def name(self) -> str:
        return "rplops" if self.version == 1 else "rplops2"

    @classmethod
    def from_options(cls, options: Mapping[str, Any], version: int) -> Rplops:
        name = "rplops" if version == 1 else "rplops2"
        only_known(options, OPTIONS, name)
        if "x" not in options:
            raise InvalidOptions(f"{name} needs the option x (average points per game)")
        return cls(
            x=positive_number(options["x"], f"{name} option x"),
            use_hours=flag(options.get("use_hours", False), f"{name} option use_hours"),
            hours=positive_number(options.get("hours", 1), f"{name} option hours"),
            version=version,
        )

    def check_size(self, n: int) -> None:
        """Defined for every n >= 2."""

    def _weight(self, context: GameContext) -> Fraction:
        if not self.use_hours:
            return Fraction(1)
        return context.hours if context.hours is not None else self.hours

    def _value(self, n: int, r: int, context: GameContext) -> Fraction:
        weight = self._weight(context)
        if self.version == 1:
            return Fraction(n + 1 - r, n + 1) * weight * 2 * self.x
        return Fraction(n - r, n - 1) * weight * 2 * self.x

    def score(self, game: Game, context: GameContext = GameContext()) -> GameResult:
        return score_by_rank(game, context, self._value)
