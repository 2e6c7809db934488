"""Systems whose points depend only on the table size, a group's place P and J (players in before it).

Such a system hands out the same few values over and over, so each table size gets one table of them,
built once: (P, J) -> the points each member of the group gets. Scoring a game is then a lookup per
group; no Fraction arithmetic happens per game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from math import lcm

from ..game import Game
from .result import GameResult, PlayerResult

PointsTable = Mapping[tuple[int, int], Fraction]  # (P, J) -> points for each player of the group


def averaged_ranks(values: Sequence[Fraction]) -> dict[tuple[int, int], Fraction]:
    """values[r - 1] is rank r's value; a group occupying ranks P..J gets their mean (ties share)."""
    # Integers over one common denominator: the sums are int additions, one Fraction per entry.
    denominator = lcm(*(v.denominator for v in values))
    prefix = [0]
    for v in values:
        prefix.append(prefix[-1] + v.numerator * (denominator // v.denominator))
    n = len(values)
    return {
        (p, j): Fraction(prefix[j] - prefix[p - 1], denominator * (j - p + 1))
        for p in range(1, n + 1)
        for j in range(p, n + 1)
    }


def score_from_table(game: Game, table: PointsTable) -> GameResult:
    players: list[PlayerResult] = []
    append = players.append
    still_in = len(game.players)
    for group in game.out:  # game.placed_groups(), inlined: this loop runs per table per refresh
        place = still_in - len(group) + 1
        points = table[place, still_in]
        for name in group:
            append(PlayerResult(name, place, points))
        still_in = place - 1
    if game.winner:
        append(PlayerResult(game.winner[0], 1, table[1, 1]))
    return GameResult(tuple(players), still_in <= 1)
