"""The judge's constraints as the search sees them: players by index, tables by their place in the list.

A table's number is only given when the seating is finished (Swiss pods are numbered by standing), so a
constraint on a table number is first turned into one on a place in the list: ``choose_places`` gives
each fixed or accessible table number the place where its players already sit most (a fixed player's
pod becomes their table; no pod is pulled apart for it). Then every constraint is about places:
- ``allowed[p]``: the places player p may sit (their fixed table's, or the accessible tables');
- ``groups``: players of whom no two may share a place.

The cost is the number of players outside their places plus the pairs of a group that share one. A
swap's change of cost is worked out from the few players it moves, so the search can keep every swap
that does not raise it, and ``repair`` makes swaps that lower it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .improve import seating_key
from .pods import W_REPEAT, Met
from .rng import SeededRandom

NEAR = 3  # places either side (in standings order) tried first for a repair swap
MAX_PASSES = 20
PATIENCE = 60  # kicks without a constraint kept more before the repair settles for what it has


class Rules:
    def __init__(self, allowed: Mapping[int, frozenset[int]], groups: Sequence[Sequence[int]], fixed_cost: int = 0,
                 ) -> None:
        self.allowed = dict(allowed)
        self.fixed_cost = fixed_cost  # fixed tables given a place with fewer seats than they need
        self.groups = [list(g) for g in groups if len(g) > 1]
        self.groups_of: dict[int, list[int]] = {}
        for number, group in enumerate(self.groups):
            for p in group:
                self.groups_of.setdefault(p, []).append(number)
        self.constrained = frozenset(self.allowed) | frozenset(self.groups_of)
        self.where: dict[int, int] = {}
        self.count: list[dict[int, int]] = [{} for _ in self.groups]

    def __bool__(self) -> bool:
        return bool(self.constrained)

    def sync(self, tables: Sequence[Sequence[int]]) -> None:
        """Read where every constrained player sits now."""
        self.where = {p: place for place, table in enumerate(tables) for p in table if p in self.constrained}
        self.count = [{} for _ in self.groups]
        for number, group in enumerate(self.groups):
            counts = self.count[number]
            for p in group:
                place = self.where.get(p)
                if place is not None:
                    counts[place] = counts.get(place, 0) + 1

    def cost(self) -> int:
        outside = sum(1 for p, ok in self.allowed.items() if p in self.where and self.where[p] not in ok)
        pairs = sum(c * (c - 1) // 2 for counts in self.count for c in counts.values())
        return outside + pairs + self.fixed_cost

    def violating(self) -> list[int]:
        bad = {p for p, ok in self.allowed.items() if p in self.where and self.where[p] not in ok}
        for number, group in enumerate(self.groups):
            counts = self.count[number]
            bad.update(p for p in group if counts.get(self.where.get(p, -1), 0) > 1)
        return sorted(bad)

    def delta(self, p: int, a: int, q: int, b: int) -> int:
        """The change of cost when p (at place a) and q (at place b) change places."""
        change = 0
        if p in self.constrained:
            change += self._leave(p, a, b, q)
        if q in self.constrained:
            change += self._leave(q, b, a, p)
        return change

    def _leave(self, p: int, a: int, b: int, other: int) -> int:
        change = 0
        ok = self.allowed.get(p)
        if ok is not None:
            change += (b not in ok) - (a not in ok)
        for number in self.groups_of.get(p, ()):
            counts = self.count[number]
            mate = other in self.groups[number]
            change += counts.get(b, 0) - mate - (counts.get(a, 0) - 1)
        return change

    def swapped(self, p: int, a: int, q: int, b: int) -> None:
        for who, old, new in ((p, a, b), (q, b, a)):
            if who in self.constrained:
                self.where[who] = new
                for number in self.groups_of.get(who, ()):
                    counts = self.count[number]
                    counts[old] -= 1
                    counts[new] = counts.get(new, 0) + 1


def choose_places(tables: Sequence[Sequence[int]], fixes: Sequence[tuple[int, int, int | None]],
                  needy: Sequence[int], accessible: frozenset[int]) -> dict[int, int]:
    """Table number -> place, for each fixed table and each accessible table of the round (numbers
    beyond the round's tables get none). ``fixes``: (player, table, seat or None)."""
    count = len(tables)
    where = {p: place for place, table in enumerate(tables) for p in table}
    by_number: dict[int, list[tuple[int, int | None]]] = {}
    for p, number, seat in fixes:
        by_number.setdefault(number, []).append((p, seat))
    places: dict[int, int] = {}
    for number in sorted(by_number):
        if number > count:
            continue
        members = by_number[number]
        need = max([len(members)] + [seat or 0 for _, seat in members])
        free = [s for s in range(count) if s not in places.values()]
        fits = [s for s in free if len(tables[s]) >= need] or free
        present: dict[int, int] = {}
        for p, _ in members:
            present[where[p]] = present.get(where[p], 0) + 1
        places[number] = min(fits, key=lambda s: (-present.get(s, 0), s))
    open_numbers = sorted(n for n in accessible if n <= count and n not in places)
    if open_numbers:
        fixed = {p for p, _, _ in fixes}
        loose = [p for p in needy if p not in fixed]
        present = {}
        for p in loose:
            present[where[p]] = present.get(where[p], 0) + 1
        free = [s for s in range(count) if s not in places.values()]
        by_present = sorted(free, key=lambda s: (-present.get(s, 0), s))[:len(open_numbers)]
        fixed_places = {places[n] for n in accessible if n in places}
        seats = sum(len(tables[s]) for s in by_present) + sum(len(tables[s]) for s in fixed_places)
        if seats < len(needy):  # the players' own pods would not seat every one who needs access
            by_present = sorted(free, key=lambda s: (-len(tables[s]), -present.get(s, 0), s))[:len(open_numbers)]
        for number, place in zip(open_numbers, by_present, strict=False):
            places[number] = place
    return places


def allowed_places(places: Mapping[int, int], fixes: Sequence[tuple[int, int, int | None]], needy: Sequence[int],
                   accessible: frozenset[int]) -> dict[int, frozenset[int]]:
    """Where each player with a table constraint may sit; a fixed table wins over a need for access."""
    allowed: dict[int, frozenset[int]] = {}
    open_places = frozenset(places[n] for n in accessible if n in places)
    for p in needy:
        if open_places:
            allowed[p] = open_places
    for p, number, _seat in fixes:
        if number in places:
            allowed[p] = frozenset({places[number]})
    return allowed


def repair(tables: list[list[int]], rules: Rules, met: Met, small_count: Sequence[int], small_table: Sequence[bool],
           spread_weight: int) -> None:
    """Swap players while a swap keeps more constraints (fewest repeat pairs and least spread first).

    Each pass finds every breaking player's best swap, then makes them best first, skipping a swap
    whose tables an earlier one of the pass changed (the next pass looks again)."""
    rules.sync(tables)
    for _ in range(MAX_PASSES):
        order = sorted(range(len(tables)), key=lambda t: min(tables[t]))
        position = {t: i for i, t in enumerate(order)}
        found = []
        for p in rules.violating():
            a = rules.where[p]
            ok = rules.allowed.get(p)
            if ok is not None and a not in ok:
                candidates: list[Sequence[int]] = [sorted(ok)]
            else:
                i = position[a]
                candidates = [order[max(0, i - NEAR):i + NEAR + 1], order]
            for near in candidates:
                swap = _best_repair(p, a, near, tables, rules, met, small_count, small_table, spread_weight)
                if swap is not None:
                    found.append((swap[0], p, a, swap[1], swap[2]))
                    break
        if not found:
            return
        found.sort()
        touched: set[int] = set()
        for _key, p, a, b, q in found:
            if a in touched or b in touched or rules.where.get(p) != a:
                continue
            if rules.delta(p, a, q, b) >= 0:
                continue
            tables[a][tables[a].index(p)] = q
            tables[b][tables[b].index(q)] = p
            rules.swapped(p, a, q, b)
            touched.update((a, b))


def _best_repair(p: int, a: int, candidates: Sequence[int], tables: list[list[int]], rules: Rules, met: Met,
                 small_count: Sequence[int], small_table: Sequence[bool],
                 spread_weight: int) -> tuple[tuple[int, bool, int], int, int] | None:
    best: tuple[int, bool, int] | None = None
    chosen = None
    others_a = [x for x in tables[a] if x != p]
    for b in candidates:
        if b == a:
            continue
        same_kind = small_table[a] == small_table[b]
        for q in tables[b]:
            change = rules.delta(p, a, q, b)
            if change >= 0:
                continue
            unfair = not same_kind and small_count[p] != small_count[q]
            if best is not None and (change, unfair) > best[:2]:
                continue
            others_b = [x for x in tables[b] if x != q]
            after = _secondary(p, q, others_a, others_b, met, spread_weight)
            key = (change, unfair, after)
            if best is None or key < best:
                best, chosen = key, (b, q)
    return None if best is None or chosen is None else (best, chosen[0], chosen[1])


def _secondary(p: int, q: int, others_a: list[int], others_b: list[int], met: Met, spread_weight: int) -> int:
    """The change of repeat pairs (weighted) and spread when p leaves others_a for others_b and q the reverse."""
    met_p, met_q = met[p], met[q]
    repeats = (sum(met_q.get(x, 0) for x in others_a) - sum(met_p.get(x, 0) for x in others_a)
               + sum(met_p.get(x, 0) for x in others_b) - sum(met_q.get(x, 0) for x in others_b))
    change = W_REPEAT * repeats
    if spread_weight and others_a and others_b:
        before = (max(max(others_a), p) - min(min(others_a), p)) + (max(max(others_b), q) - min(min(others_b), q))
        after = (max(max(others_a), q) - min(min(others_a), q)) + (max(max(others_b), p) - min(min(others_b), p))
        change += spread_weight * (after - before)
    return change


class Layout:
    """The constraints on table numbers, kept to build the rules again for another choice of places."""

    def __init__(self, fixes: Sequence[tuple[int, int, int | None]], needy: Sequence[int], accessible: frozenset[int],
                 groups: Sequence[Sequence[int]]) -> None:
        self.fixes, self.needy, self.accessible, self.groups = list(fixes), list(needy), accessible, groups

    def rules(self, places: Mapping[int, int], tables: Sequence[Sequence[int]]) -> Rules:
        count: dict[int, int] = {}
        seats: dict[int, int] = {}
        for _p, number, seat in self.fixes:
            count[number] = count.get(number, 0) + 1
            seats[number] = max(seats.get(number, 0), seat or 0)
        short = sum(1 for number, place in places.items()
                    if len(tables[place]) < max(count.get(number, 0), seats.get(number, 0)))
        rules = Rules(allowed_places(places, self.fixes, self.needy, self.accessible), self.groups, short)
        rules.sync(tables)
        return rules


def repair_kicks(tables: list[list[int]], places: dict[int, int], layout: Layout, met: Met,
                 small_count: Sequence[int], small_table: Sequence[bool], spread_weight: int, rng: SeededRandom,
                 tries: int) -> tuple[list[list[int]], dict[int, int], Rules]:
    """While constraints stay broken: push a player who breaks one to a random place (one of their own
    places when they have some), or give a fixed or accessible table number another place; repair
    again, and keep the result when it breaks no more."""

    def full_key(trial: list[list[int]], rules: Rules) -> tuple[int, int, int]:
        rules.sync(trial)
        repeats, spread = seating_key(trial, met, spread_weight)
        return rules.cost(), repeats, spread

    best, best_places = [list(t) for t in tables], dict(places)
    best_rules = layout.rules(best_places, best)
    best_key = full_key(best, best_rules)
    since_better = 0
    numbers = sorted(places)
    for _ in range(tries):
        if best_key[0] == 0 or since_better >= PATIENCE:
            break
        since_better += 1
        trial, trial_places = [list(t) for t in best], dict(best_places)
        if numbers and rng.below(3) == 0:
            number = numbers[rng.below(len(numbers))]
            place = rng.below(len(trial))
            other = next((n for n, s in trial_places.items() if s == place), None)
            if other is not None:
                trial_places[other] = trial_places[number]
            trial_places[number] = place
            rules = layout.rules(trial_places, trial)
        else:
            rules = layout.rules(trial_places, trial)
            bad = rules.violating()
            if not bad:
                continue
            # One to three swaps, the first of a player who breaks a constraint: a plateau that one swap
            # cannot cross (each single swap breaks as many as it keeps) often needs two or three.
            for kick in range(1 + rng.below(3)):
                p = bad[rng.below(len(bad))] if kick == 0 else rng.below(sum(map(len, trial)))
                a = next(t for t, table in enumerate(trial) if p in table)
                ok = rules.allowed.get(p)
                choices = sorted(ok) if ok is not None and a not in ok else [t for t in range(len(trial)) if t != a]
                if not choices:
                    continue
                b = choices[rng.below(len(choices))]
                q = trial[b][rng.below(len(trial[b]))]
                trial[a][trial[a].index(p)] = q
                trial[b][trial[b].index(q)] = p
            rules.sync(trial)
        repair(trial, rules, met, small_count, small_table, spread_weight)
        trial_key = full_key(trial, rules)
        if trial_key[0] < best_key[0]:
            since_better = 0
        if trial_key <= best_key:
            best, best_places, best_rules, best_key = trial, trial_places, rules, trial_key
    best_rules.sync(best)
    return best, best_places, best_rules
