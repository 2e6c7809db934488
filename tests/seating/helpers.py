"""Simulated events for seating tests: rounds seated by the real algorithm, results drawn at random."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from tableside.app.seating import History, Seating, TablePlan, plan_table_sizes, seat_round


@dataclass
class Simulation:
    players: list[str]
    sizes: tuple[int, ...] = (4, 3)
    points: dict[str, int] = field(default_factory=dict)
    tables: list[tuple[str, ...]] = field(default_factory=list)  # every table so far
    byes: list[str] = field(default_factory=list)
    small_seen: list[dict[str, int]] = field(default_factory=list)  # small-table counts after each round

    def __post_init__(self) -> None:
        self.points = dict.fromkeys(self.players, 0)

    @property
    def order(self) -> list[str]:
        return sorted(self.players, key=lambda p: (-self.points[p], p))

    def plan(self, byes: int = 0) -> TablePlan:
        return plan_table_sizes(len(self.players), self.sizes, byes=byes)

    def history(self, plan: TablePlan) -> History:
        return History.of(self.tables, plan.normal, self.byes)

    def play(self, seating: Seating, results: random.Random) -> None:
        """Record a seated round and give each table a random finishing order (12, 8, 4, 0 points)."""
        for table in seating.tables:
            self.tables.append(table)
            points = [12, 8, 4, 0][:len(table)]
            results.shuffle(points)
            for player, gained in zip(table, points, strict=False):
                self.points[player] += gained
        self.byes.extend(seating.byes)

    def run(self, rounds: int, seed: int = 0, byes: int = 0, kicks: int | None = None) -> list[int]:
        """Seat and play ``rounds`` rounds; the repeat pairs of each round."""
        results = random.Random(seed)
        repeats = []
        for number in range(rounds):
            plan = self.plan(byes)
            history = self.history(plan)
            seating = seat_round(self.order, plan, history, f"{seed}/{number}", swiss=bool(self.tables),
                                 kicks=kicks)
            repeats.append(seating.repeats(history))
            self.play(seating, results)
            self.small_seen.append(dict(self.history(plan).small))
        return repeats


def names(n: int) -> list[str]:
    return [f"P{i:03d}" for i in range(n)]


def seated_once(seating: Seating, players: Sequence[str]) -> bool:
    everyone = [p for table in seating.tables for p in table] + list(seating.byes)
    return sorted(everyone) == sorted(players)
