"""Systems that give a value per rank and average it over the ranks a tied group occupies."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from app.game import Game
from app.scoring.result import GameContext, GameResult, PlayerResult

RankValue = Callable[[int, int, GameContext], Fraction]  # (n, rank, context) -> points


def score_by_rank(game: Game, context: GameContext, value: RankValue) -> GameResult:
    players: list[PlayerResult] = []
    n = game.size
    for departure in game.departures():
        ranks = departure.ranks
        shared = sum((value(n, r, context) for r in ranks), Fraction(0)) / len(ranks)
        players.extend(PlayerResult(name, departure.place, shared) for name in departure.players)
    return GameResult(tuple(players), game.finished)
