"""Seating one round: who has a bye, who sits at the small tables, and the pods themselves.

Deterministic given its inputs and the seed. Round 1 (``swiss=False``) is a random split. Later rounds
are Swiss: players of similar standing together, as few repeat pairs as can be found, and then the
tables ordered by standing (table 1 is the top pod), with the seat order at each table drawn at random.

Fairness rules, applied before any pod is formed so no later step can undo them:
- byes go to the players with the fewest byes so far, the lowest in the standings among them;
- the seats at small tables go to the players with the fewest small tables so far (lowest in the
  standings first), so nobody gets a second small table while someone else has had none.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..errors import TablesideError
from .constraints import ACCESSIBLE, APART, FIX, NEEDS_ACCESS, Broken, Constraint, broken_by
from .exact import exact
from .history import History, repeat_pairs
from .improve import improve, kick_search, seating_key
from .pods import Met, random_pods, swiss_pods
from .rng import SeededRandom
from .rules import Layout, Rules, choose_places, repair, repair_kicks
from .sizes import TablePlan

Seed = int | str


@dataclass(frozen=True, slots=True)
class Seating:
    tables: tuple[tuple[str, ...], ...]  # table 1 first, each in seat order
    byes: tuple[str, ...]
    broken: tuple[Broken, ...] = field(default=())  # the judge's constraints it could not keep, and why

    def repeats(self, history: History) -> int:
        return repeat_pairs(self.tables, history)


def default_kicks(n: int) -> int:
    """Tries of the iterated search: many for a small field, where single swaps get stuck; few for a big one."""
    return max(20, min(200, 5_000 // max(n, 1)))


def seat_round(order: Sequence[str], plan: TablePlan, history: History, seed: Seed, *, swiss: bool = True,
               kicks: int | None = None, constraints: Sequence[Constraint] = ()) -> Seating:
    """Seat the players of ``order`` (standings order, leader first) at tables of ``plan``.

    A start is improved by swaps, then by ``kicks`` tries of iterated local search. A Swiss round starts
    from greedy pods; unless they end with no repeat pair, a random start (exactly ``random_seating``
    with the same seed) is improved too and the better kept (fewest repeat pairs, then least spread),
    so the result never has more repeat pairs than that baseline. Round 1 uses the random start alone.

    The judge's ``constraints`` come first: each start is repaired until it keeps them all (or no swap
    keeps more), then improved by swaps that break none of them; the start that breaks the fewest wins.
    With no constraint the seating is exactly what it was before constraints existed.
    """
    problem = _Problem.build(order, plan, history, seed, swiss, constraints)
    tries = default_kicks(len(order)) if kicks is None else kicks
    best: tuple[tuple[int, int, int], list[list[int]], dict[int, int]] | None = None
    starts = ("swiss", "random") if swiss else ("random",)
    for number, start in enumerate(starts):
        if best is not None and best[0][:2] == (0, 0):
            break  # no constraint broken and no repeat pair left: nothing a random start could do better
        tables = problem.swiss_start() if start == "swiss" else problem.random_start(0)
        layout, places, rules = problem.rules_for(tables)
        if rules:
            repair(tables, rules, problem.met, problem.small_count, problem.small_table, problem.spread_weight)
            if rules.cost():
                tables, places, rules = repair_kicks(
                    tables, places, layout, problem.met, problem.small_count, problem.small_table,
                    problem.spread_weight, SeededRandom(f"{seed}/repair/{number}"), tries * 4)
            if rules.cost():
                found = exact(tables, layout)
                if found is not None and layout.rules(found[1], found[0]).cost() == 0:
                    tables, places = found
                    rules = layout.rules(places, tables)
        tables = problem.polish(tables, SeededRandom(f"{seed}/kick/{number}"), tries, rules)
        key = (rules.cost() if rules else 0, *seating_key(tables, problem.met, problem.spread_weight))
        if best is None or key < best[0]:
            best = (key, tables, places)
    assert best is not None
    return problem.finish(best[1], SeededRandom(seed), best[2])


def random_seating(order: Sequence[str], plan: TablePlan, history: History, seed: Seed, *,
                   swiss: bool = True) -> Seating:
    """The same byes and small-table seats as ``seat_round``, with the pods drawn at random (a baseline)."""
    problem = _Problem.build(order, plan, history, seed, swiss)
    return problem.finish(problem.random_start(0), SeededRandom(seed), {})


@dataclass
class _Problem:
    players: list[str]  # the seated players, standings order; a player's index is their rank
    byes: list[str]
    sizes: list[int]  # table sizes, the normal tables first, then the small ones
    small_table: list[bool]
    normal_group: list[int]
    small_group: list[int]
    met: Met
    small_count: list[int]
    spread_weight: int
    seed: Seed
    constraints: list[Constraint]

    @classmethod
    def build(cls, order: Sequence[str], plan: TablePlan, history: History, seed: Seed, swiss: bool,
              constraints: Sequence[Constraint] = ()) -> _Problem:
        order = list(order)
        if len(set(order)) != len(order):
            raise TablesideError("a player is listed twice for seating")
        if len(order) != sum(plan.tables) + plan.byes:
            raise TablesideError(f"{len(order)} players do not fit the table plan {plan.tables} with "
                                 f"{plan.byes} byes")
        if not swiss:
            SeededRandom(f"{seed}/order").shuffle(order)
        active = [c for c in constraints if c.active]
        # A fixed table or a need for an accessible one holds only for a player who sits: byes go to
        # others first, among players with as many byes so far.
        placed = {c.player for c in active if c.kind in (FIX, NEEDS_ACCESS)}
        byes = _fewest_first(order, plan.byes, history.byes, placed)
        taken = set(byes)
        seated = [p for p in order if p not in taken]
        normal_sizes = [s for s in plan.tables if not plan.is_small(s)]
        small_sizes = [s for s in plan.tables if plan.is_small(s)]
        small_players = set(_fewest_first(seated, sum(small_sizes), history.small))
        index = {p: i for i, p in enumerate(seated)}
        met: Met = []
        for player in seated:
            seen = history.met.get(player, {})
            met.append({index[o]: n for o, n in seen.items() if o in index})
        return cls(
            players=seated, byes=[p for p in order if p in taken], sizes=normal_sizes + small_sizes,
            small_table=[False] * len(normal_sizes) + [True] * len(small_sizes),
            normal_group=[i for i, p in enumerate(seated) if p not in small_players],
            small_group=[i for i, p in enumerate(seated) if p in small_players],
            met=met, small_count=[history.small.get(p, 0) for p in seated],
            spread_weight=1 if swiss else 0, seed=seed, constraints=active,
        )

    def _split_sizes(self) -> tuple[list[int], list[int]]:
        normal = [s for s, small in zip(self.sizes, self.small_table, strict=True) if not small]
        small = [s for s, is_small in zip(self.sizes, self.small_table, strict=True) if is_small]
        return normal, small

    def swiss_start(self) -> list[list[int]]:
        normal, small = self._split_sizes()
        return (swiss_pods(self.normal_group, normal, self.met, self.spread_weight)
                + swiss_pods(self.small_group, small, self.met, self.spread_weight))

    def random_start(self, number: int) -> list[list[int]]:
        rng = SeededRandom(f"{self.seed}/random/{number}")
        normal, small = self._split_sizes()
        return random_pods(self.normal_group, normal, rng) + random_pods(self.small_group, small, rng)

    def polish(self, tables: list[list[int]], rng: SeededRandom, tries: int, rules: Rules | None = None,
               ) -> list[list[int]]:
        rules = rules if rules else None
        if rules is not None:
            rules.sync(tables)
        improve(tables, self.met, self.small_count, self.small_table, self.spread_weight, rules)
        return kick_search(tables, self.met, self.small_count, self.small_table, self.spread_weight, rng, tries,
                           rules)

    def rules_for(self, tables: list[list[int]]) -> tuple[Layout, dict[int, int], Rules]:
        """The constraints on places in ``tables``: which place each fixed or accessible table number gets
        (where its players sit most now), and the rules the search keeps."""
        index = {p: i for i, p in enumerate(self.players)}
        fixes = [(index[c.player], c.table, c.seat) for c in self.constraints
                 if c.kind == FIX and c.player in index and c.table is not None]
        needy = [index[c.player] for c in self.constraints if c.kind == NEEDS_ACCESS and c.player in index]
        accessible = frozenset(c.table for c in self.constraints if c.kind == ACCESSIBLE and c.table is not None)
        groups = [[index[p] for p in c.players if p in index] for c in self.constraints if c.kind == APART]
        layout = Layout(fixes, needy, accessible, groups)
        if not fixes and not needy and not any(len(g) > 1 for g in groups):
            return layout, {}, Rules({}, [])
        places = choose_places(tables, fixes, needy, accessible)
        return layout, places, layout.rules(places, tables)

    def finish(self, tables: list[list[int]], rng: SeededRandom, places: Mapping[int, int]) -> Seating:
        if not self.constraints:
            if self.spread_weight:
                tables = sorted(tables, key=min)  # table 1 is the top pod
            seated = []
            for table in tables:
                names = [self.players[i] for i in table]
                rng.shuffle(names)  # seat order: who starts is the table's own business, so leave it to chance
                seated.append(tuple(names))
            return Seating(tuple(seated), tuple(self.byes))
        # Fixed and accessible tables get the places chosen for them; the other numbers go to the other
        # places in standings order (Swiss) or as drawn (round 1).
        taken = set(places.values())
        rest = [t for t in range(len(tables)) if t not in taken]
        if self.spread_weight:
            rest.sort(key=lambda t: min(tables[t]))
        numbers = [n for n in range(1, len(tables) + 1) if n not in places]
        place_of = dict(places) | dict(zip(numbers, rest, strict=True))
        seated = []
        for number in range(1, len(tables) + 1):
            names = [self.players[i] for i in tables[place_of[number]]]
            rng.shuffle(names)
            seated.append(tuple(self._fixed_seats(number, names)))
        broken = broken_by(seated, self.byes, self.constraints)
        return Seating(tuple(seated), tuple(self.byes), tuple(broken))

    def _fixed_seats(self, number: int, names: list[str]) -> list[str]:
        """The table's seat order with each player fixed to a seat there in it (the earlier constraint
        first when two name one seat)."""
        wanted: dict[int, str] = {}
        for c in self.constraints:
            if c.kind == FIX and c.table == number and c.seat is not None and c.player in names \
                    and c.seat <= len(names) and c.seat not in wanted and c.player not in wanted.values():
                wanted[c.seat] = c.player
        if not wanted:
            return names
        rest = iter(p for p in names if p not in wanted.values())
        return [wanted[seat] if seat in wanted else next(rest) for seat in range(1, len(names) + 1)]


def _fewest_first(order: Sequence[str], count: int, had: Mapping[str, int],
                  spare: frozenset[str] | set[str] = frozenset(),
                  ) -> list[str]:
    """``count`` players with the fewest of something so far, the lowest in ``order`` among equals, and
    among those first the players not in ``spare``."""
    ranked = sorted(range(len(order)), key=lambda i: (had.get(order[i], 0), order[i] in spare, -i))
    return [order[i] for i in sorted(ranked[:count])]
