"""A complete search for a seating that keeps every constraint, for when the local search found none.

Only the players named by a constraint are placed (the others fill whatever seats are left), one at a
time, the most constrained first, each at a place with room that breaks nothing so far; a fixed table
number takes the place its first player is given, and a place where a player who needs an accessible
table sits must end up with an accessible number. Bounded by ``NODES`` steps: an event whose
constraints cannot all hold would otherwise be searched to the end.
"""

from __future__ import annotations

from collections.abc import Sequence

from .rules import Layout

NODES = 20_000
LIMIT = 80  # players named by constraints, beyond which the search is not tried


def exact(tables: Sequence[Sequence[int]], layout: Layout) -> tuple[list[list[int]], dict[int, int]] | None:
    """Tables (the same sizes, the same players) and table number -> place keeping every constraint, or None."""
    sizes = [len(t) for t in tables]
    count = len(tables)
    fixed = {p: (number, seat) for p, number, seat in layout.fixes}
    if any(number > count for number, _ in fixed.values()):
        return None
    accessible = sorted(n for n in layout.accessible if n <= count)
    needy = set(layout.needy)
    if needy and not accessible:
        return None
    apart: dict[int, set[int]] = {}
    for group in layout.groups:
        for p in group:
            apart.setdefault(p, set()).update(q for q in group if q != p)
    named = set(fixed) | needy | set(apart)
    if len(named) > LIMIT:
        return None
    need: dict[int, int] = {}
    for number, seat in fixed.values():
        need[number] = max(need.get(number, 0), seat or 0)
    for number in {n for n, _ in fixed.values()}:
        need[number] = max(need[number], sum(1 for n, _ in fixed.values() if n == number))
    start = {p: place for place, table in enumerate(tables) for p in table}
    order = sorted(named, key=lambda p: (p not in fixed, p not in needy, -len(apart.get(p, ())), p))
    at: list[list[int]] = [[] for _ in tables]
    claim: dict[int, int] = {}  # place -> the fixed table number it is
    wild: set[int] = set()  # places that must get an accessible number, not yet which
    steps = 0

    def spare_accessible() -> int:
        return len(accessible) - len(wild) - sum(1 for n in claim.values() if n in layout.accessible)

    def place(i: int) -> bool:
        nonlocal steps
        if i == len(order):
            return True
        p = order[i]
        choices = sorted(range(count), key=lambda s: (s != start[p], s))
        for s in choices:
            steps += 1
            if steps > NODES:
                return False
            if len(at[s]) >= sizes[s] or any(q in apart.get(p, ()) for q in at[s]):
                continue
            undo_claim = undo_wild = unwild = False
            if p in fixed:
                number = fixed[p][0]
                owner = next((t for t, n in claim.items() if n == number), None)
                if owner is not None and owner != s:
                    continue
                if owner is None:
                    if s in claim or sizes[s] < need[number]:
                        continue
                    if s in wild:
                        if number not in layout.accessible:
                            continue
                        wild.discard(s)
                        unwild = True
                    elif number in layout.accessible and spare_accessible() < 1:
                        continue
                    claim[s] = number
                    undo_claim = True
            if p in needy and p not in fixed:
                if s in claim:
                    if claim[s] not in layout.accessible:
                        continue
                elif s not in wild:
                    if spare_accessible() < 1:
                        continue
                    wild.add(s)
                    undo_wild = True
            elif p in needy and claim.get(s) not in layout.accessible:
                continue  # fixed to a table that is not accessible: the need cannot hold with the fix
            at[s].append(p)
            if place(i + 1):
                return True
            at[s].pop()
            if undo_claim:
                del claim[s]
            if undo_wild:
                wild.discard(s)
            if unwild:
                wild.add(s)
            if steps > NODES:
                return False
        return False

    if not place(0):
        return None
    places = {number: s for s, number in claim.items()}
    free_numbers = [n for n in accessible if n not in places]
    for s, number in zip(sorted(wild), free_numbers, strict=False):
        places[number] = s
    rest = [p for table in tables for p in table if p not in named]
    keep = {p: start[p] for p in rest}
    result = [list(chosen) for chosen in at]
    waiting = []
    for p in rest:
        if len(result[keep[p]]) < sizes[keep[p]]:
            result[keep[p]].append(p)
        else:
            waiting.append(p)
    for s in range(count):
        while len(result[s]) < sizes[s]:
            result[s].append(waiting.pop())
    return result, places
