"""An organiser's own points per finishing place, for one table size; ties average their places."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from app.errors import InvalidOptions
from app.game import Game
from app.scoring.options import exact_number, only_known
from app.scoring.ranked import score_by_rank
from app.scoring.result import GameContext, GameResult


@dataclass(frozen=True)
class Placement:
    points: tuple[Fraction, ...]
    name: str = "placement"

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Placement:
        only_known(options, {"points"}, "placement")
        raw = options.get("points")
        if not isinstance(raw, list) or not raw:
            raise InvalidOptions("placement option points must be a non-empty list, first place first")
        return cls(tuple(exact_number(v, f"placement points[{i}]") for i, v in enumerate(raw)))

    def check_size(self, n: int) -> None:
        if n != len(self.points):
            raise InvalidOptions(
                f"placement gives points for {len(self.points)} players, but the table has {n}"
            )

    def score(self, game: Game, context: GameContext = GameContext()) -> GameResult:
        self.check_size(game.size)
        return score_by_rank(game, context, lambda n, r, _: self.points[r - 1])
