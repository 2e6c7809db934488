"""Document 000: 6·(2M−P−J)/(M−1); a table of M hands out exactly 6·M points."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from app.game import Game
from app.scoring.result import GameContext, GameResult, PlayerResult


@dataclass(frozen=True)
class TablePoints:
    name: str = "table-points"

    def check_size(self, n: int) -> None:
        """Any table of 2 or more players; Game already refuses fewer."""

    def score(self, game: Game, context: GameContext = GameContext()) -> GameResult:
        m = game.size
        players: list[PlayerResult] = []
        for departure in game.departures():
            points = Fraction(6 * (2 * m - departure.place - departure.still_in_before), m - 1)
            players.extend(PlayerResult(name, departure.place, points) for name in departure.players)
        return GameResult(tuple(players), game.finished)
