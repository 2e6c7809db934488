"""Straightforward scoring, written from the documents with no caching and no shortcuts.

The app's scoring is tuned for speed (cached tables per table size, integers in the hot loops, no
intermediate objects); these plain versions are what it must agree with, exactly, on every game.
They work on plain lists, not on app.game.Game, so a mistake in Game cannot hide in both.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction

Row = tuple[str, int, Fraction]  # name, place, points
Groups = list[tuple[list[str], int, int]]  # (players, P, J)


def placed_groups(players: Sequence[str], out: Sequence[Sequence[str]]) -> Groups:
    groups: Groups = []
    still_in = len(players)
    gone: set[str] = set()
    for group in out:
        groups.append((list(group), still_in - len(group) + 1, still_in))
        still_in -= len(group)
        gone.update(group)
    left = [p for p in players if p not in gone]
    if len(left) == 1:
        groups.append((left, 1, 1))
    return groups


def table_points(players: Sequence[str], out: Sequence[Sequence[str]]) -> list[Row]:
    """Document 000: 6·(2M − P − J)/(M − 1)."""
    m = len(players)
    return [(name, p, Fraction(6 * (2 * m - p - j), m - 1)) for group, p, j in placed_groups(players, out)
            for name in group]


def by_rank(players: Sequence[str], out: Sequence[Sequence[str]], value: Callable[[int, int], Fraction]) -> list[Row]:
    """A value per rank; a group that leaves together averages the ranks P..J it occupies."""
    n = len(players)
    rows = []
    for group, p, j in placed_groups(players, out):
        mean = sum((value(n, r) for r in range(p, j + 1)), Fraction(0)) / (j - p + 1)
        rows.extend((name, p, mean) for name in group)
    return rows


def rplops(version: int, x: Fraction, weight: Fraction) -> Callable[[int, int], Fraction]:
    """Document 001: v1 (n + 1 − r)·h^a·2x/(n + 1); v2 (n − r)/(n − 1)·h^a·2x."""
    if version == 1:
        return lambda n, r: Fraction((n + 1 - r) * 2, n + 1) * weight * x
    return lambda n, r: Fraction((n - r) * 2, n - 1) * weight * x


def placement(points: Mapping[int, Sequence[Fraction]]) -> Callable[[int, int], Fraction]:
    return lambda n, r: Fraction(points[n][r - 1])


def contribution(
    players: Sequence[str],
    out: Sequence[Sequence[str]],
    percentages: Mapping[int, Sequence[int]],
    ratings: Mapping[str, int],
    played: Mapping[str, Fraction],
    start: int = 1000,
    bonus: int = 100,
    bonus_after: Fraction = Fraction(600),
) -> tuple[list[tuple[str, int, int, int, int, int]], int]:
    """Document 002, as the README reads it: a group shares its best rank (P).

    Each player who has left: (name, rank, before, loss, gain, bonus); and the rounding remainder,
    what players ranked below first lose beyond what the ranks above them receive.
    """
    contr = percentages[len(players)]
    rows = []
    ranked: list[tuple[str, int, int]] = []  # name, rank, rating before
    for group, p, _ in placed_groups(players, out):
        ranked.extend((name, p, ratings.get(name, start)) for name in group)
    remainder = 0
    for name, rank, before in ranked:
        loss = math.floor(Fraction(before * contr[rank - 1], 100))
        gain = sum(math.floor(Fraction(j_before * contr[j_rank - 1], (j_rank - 1) * 100))
                   for _, j_rank, j_before in ranked if j_rank > rank)
        extra = bonus if played.get(name, 0) > bonus_after else 0
        rows.append((name, rank, before, loss, gain, extra))
        if rank > 1:
            remainder += loss - (rank - 1) * math.floor(Fraction(before * contr[rank - 1], (rank - 1) * 100))
    return rows, remainder
