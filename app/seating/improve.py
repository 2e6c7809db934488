"""Local improvement of a seating: swap two players between tables while that removes repeat pairs.

A swap is scored by W_REPEAT × (change in repeat pairs) + spread_weight × (change in the tables'
spread in the standings). Tables are visited in standings order and a table is first compared with its
near neighbours (so Swiss pods stay pods), then, if that does not help, with every table. A swap
between a small and a normal table is only allowed between players who have had as many small tables,
which keeps the small-table fairness the first split guaranteed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .pods import W_REPEAT, Met, table_repeats
from .rng import SeededRandom

if TYPE_CHECKING:
    from .rules import Rules

NEIGHBOURS = 3  # tables either side of a table in standings order tried first
MAX_PASSES = 40  # every accepted swap lowers the cost, so this only caps pathological cases
PATIENCE = 50  # kicks without one repeat pair fewer before the search settles for what it has


def improve(tables: list[list[int]], met: Met, small_count: Sequence[int], small_table: Sequence[bool],
            spread_weight: int, rules: Rules | None = None) -> None:
    """Improve ``tables`` in place until no single swap lowers the cost.

    With ``rules`` (synced to ``tables``), no swap breaks more of the judge's constraints."""
    order = sorted(range(len(tables)), key=lambda t: min(tables[t]))
    for _ in range(MAX_PASSES):
        changed = False
        for position, a in enumerate(order):
            while table_repeats(tables[a], met):
                near = order[max(0, position - NEIGHBOURS):position + NEIGHBOURS + 1]
                swap = _best_swap(a, near, tables, met, small_count, small_table, spread_weight, rules)
                if swap is None:
                    swap = _best_swap(a, order, tables, met, small_count, small_table, spread_weight, rules)
                if swap is None:
                    break
                p, b, q = swap
                tables[a][tables[a].index(p)] = q
                tables[b][tables[b].index(q)] = p
                if rules:
                    rules.swapped(p, a, q, b)
                changed = True
        if not changed:
            return


def _best_swap(a: int, candidates: Sequence[int], tables: list[list[int]], met: Met, small_count: Sequence[int],
               small_table: Sequence[bool], spread_weight: int, rules: Rules | None) -> tuple[int, int, int] | None:
    table_a = tables[a]
    best_delta, best = 0, None
    for p in table_a:
        met_p = met[p]
        others_a = [x for x in table_a if x != p]
        repeats_p = sum(met_p.get(x, 0) for x in others_a) if met_p else 0
        if repeats_p == 0:
            continue  # moving a player who met nobody here cannot help this table
        span_a = max(table_a) - min(table_a)
        low_a, high_a = min(others_a), max(others_a)
        # A player the judge's constraints hold to some tables is only tried there (a fixed player
        # nowhere else): a table whose repeat pair cannot move would be scanned whole again and again.
        places = rules.allowed.get(p) if rules else None
        for b in candidates:
            if b == a or (places is not None and b not in places):
                continue
            table_b = tables[b]
            same_kind = small_table[a] == small_table[b]
            span_b = max(table_b) - min(table_b)
            for q in table_b:
                if not same_kind and small_count[p] != small_count[q]:
                    continue
                met_q = met[q]
                others_b = [x for x in table_b if x != q]
                delta_r = -repeats_p
                if met_q:
                    delta_r += sum(met_q.get(x, 0) for x in others_a) - sum(met_q.get(x, 0) for x in others_b)
                if met_p:
                    delta_r += sum(met_p.get(x, 0) for x in others_b)
                if delta_r > 0:
                    continue
                delta = W_REPEAT * delta_r
                if spread_weight:
                    new_a = max(high_a, q) - min(low_a, q)
                    new_b = max(max(others_b), p) - min(min(others_b), p)
                    delta += spread_weight * (new_a + new_b - span_a - span_b)
                if delta < best_delta and not (rules and rules.delta(p, a, q, b) > 0):
                    best_delta, best = delta, (p, b, q)
    return best


def kick_search(tables: list[list[int]], met: Met, small_count: Sequence[int], small_table: Sequence[bool],
                spread_weight: int, rng: SeededRandom, tries: int, rules: Rules | None = None) -> list[list[int]]:
    """Iterated local search: while repeat pairs remain, push a player who has a repeat to a random
    other table, improve again, and keep the result when it is no worse (fewest repeats, then spread).

    Escapes the local optima that single swaps get stuck in; costs nothing when there is no repeat.
    With ``rules``, no kick and no swap breaks more of the judge's constraints.
    """
    best = [list(t) for t in tables]
    best_key = seating_key(best, met, spread_weight)
    since_better = 0
    for _ in range(tries):
        if best_key[0] == 0 or since_better >= PATIENCE:
            break
        since_better += 1
        trial = [list(t) for t in best]
        bad = [a for a, table in enumerate(trial) if table_repeats(table, met)]
        a = bad[rng.below(len(bad))]
        stuck = [p for p in trial[a] if any(met[p].get(x, 0) for x in trial[a] if x != p)]
        p = stuck[rng.below(len(stuck))]
        if rules:
            rules.sync(trial)
        for _attempt in range(8):
            b = rng.below(len(trial))
            if b == a:
                continue
            q = trial[b][rng.below(len(trial[b]))]
            if rules and rules.delta(p, a, q, b) > 0:
                continue
            if small_table[a] == small_table[b] or small_count[p] == small_count[q]:
                trial[a][trial[a].index(p)] = q
                trial[b][trial[b].index(q)] = p
                if rules:
                    rules.swapped(p, a, q, b)
                break
        improve(trial, met, small_count, small_table, spread_weight, rules)
        key = seating_key(trial, met, spread_weight)
        if key[0] < best_key[0]:
            since_better = 0
        if key <= best_key:
            best, best_key = trial, key
    if rules:
        rules.sync(best)
    return best


def seating_key(tables: list[list[int]], met: Met, spread_weight: int) -> tuple[int, int]:
    """What the search minimises, in order: repeat pairs, then (Swiss only) the pods' spread."""
    repeats = sum(table_repeats(t, met) for t in tables)
    return repeats, (sum(max(t) - min(t) for t in tables) if spread_weight else 0)
