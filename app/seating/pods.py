"""Building a first seating fast: Swiss pods in standings order, or a random split.

Players are indices in standings order (0 = leading), so a player's index is their rank and a table's
spread in the standings is just its largest index minus its smallest.
"""

from __future__ import annotations

from collections.abc import Sequence

from .rng import SeededRandom

# A repeat pair must outweigh any spread in the standings a table can have, so that a pod is only ever
# pulled apart to avoid a rematch, never the other way round.
W_REPEAT = 1_000_000
LOOKAHEAD = 3  # look this many table-widths down the standings for someone not yet met

Met = list[dict[int, int]]  # player index -> opponent index -> times met


def swiss_pods(players: Sequence[int], sizes: Sequence[int], met: Met, spread_weight: int) -> list[list[int]]:
    """Greedy pods: each table takes the best-placed player left, then the nearest ones they have not met."""
    remaining = sorted(players)
    tables = []
    for size in sizes:
        table = [remaining.pop(0)]
        while len(table) < size:
            window = min(len(remaining), size * LOOKAHEAD)
            best_i, best_cost = 0, -1
            for i in range(window):
                candidate = remaining[i]
                seen = met[candidate]
                repeats = sum(seen.get(x, 0) for x in table) if seen else 0
                cost = W_REPEAT * repeats + spread_weight * (candidate - table[0])
                if best_cost < 0 or cost < best_cost:
                    best_i, best_cost = i, cost
                if repeats == 0:
                    break  # the nearest player not met yet: nobody further down can do better
            table.append(remaining.pop(best_i))
        tables.append(table)
    return tables


def random_pods(players: Sequence[int], sizes: Sequence[int], rng: SeededRandom) -> list[list[int]]:
    shuffled = list(players)
    rng.shuffle(shuffled)
    tables, start = [], 0
    for size in sizes:
        tables.append(shuffled[start:start + size])
        start += size
    return tables


def table_repeats(table: Sequence[int], met: Met) -> int:
    total = 0
    for i, a in enumerate(table):
        seen = met[a]
        if seen:
            total += sum(seen.get(b, 0) for b in table[i + 1:])
    return total


def spread(table: Sequence[int]) -> int:
    return max(table) - min(table)
