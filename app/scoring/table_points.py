"""Document 000: 6·(2M−P−J)/(M−1); a table of M hands out exactly 6·M points."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from functools import lru_cache

from ..game import Game
from ..slots import Frozen
from .options import only_known
from .ranked import PointsTable, score_from_table
from .result import GameContext, GameResult


@lru_cache(maxsize=64)
def points_table(m: int) -> PointsTable:
    """Every (P, J) a table of M can produce, with the document's formula."""
    return {(p, j): Fraction(6 * (2 * m - p - j), m - 1) for j in range(1, m + 1) for p in range(1, j + 1)}


class TablePoints(Frozen, fields=("name",)):
    __slots__ = ("name",)
    name: str

    def __init__(self, name: str = "table-points") -> None:
        object.__setattr__(self, "name", name)

    def check_size(self, n: int) -> None:
        """Any table of 2 or more players; Game already refuses fewer."""

    def score(self, game: Game, context: GameContext = GameContext()) -> GameResult:
        return score_from_table(game, points_table(len(game.players)))


def from_options(options: Mapping[str, object]) -> TablePoints:
    only_known(options, set(), "table-points")
    return TablePoints()
