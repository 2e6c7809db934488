"""What earlier rounds leave behind for seating: who met whom, who sat at small tables, who had byes."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field


@dataclass(slots=True)
class History:
    met: dict[str, dict[str, int]] = field(default_factory=dict)  # player -> opponent -> times at one table
    small: dict[str, int] = field(default_factory=dict)  # player -> times seated at a small table
    byes: dict[str, int] = field(default_factory=dict)  # player -> byes had

    @classmethod
    def of(cls, tables: Iterable[Sequence[str]], normal: int, byes: Iterable[str] = ()) -> History:
        """From every earlier table (any round) and bye; a table smaller than ``normal`` is a small one."""
        history = cls()
        for table in tables:
            history.add_table(table, small=len(table) < normal)
        for player in byes:
            history.byes[player] = history.byes.get(player, 0) + 1
        return history

    def add_table(self, table: Sequence[str], small: bool) -> None:
        for player in table:
            opponents = self.met.setdefault(player, {})
            for other in table:
                if other != player:
                    opponents[other] = opponents.get(other, 0) + 1
            if small:
                self.small[player] = self.small.get(player, 0) + 1

    def times_met(self, a: str, b: str) -> int:
        return self.met.get(a, {}).get(b, 0)


def repeat_pairs(tables: Iterable[Sequence[str]], history: History) -> int:
    """Pairs seated together who already met, each counted once per earlier meeting."""
    total = 0
    for table in tables:
        for i, a in enumerate(table):
            met = history.met.get(a)
            if met:
                total += sum(met.get(b, 0) for b in table[i + 1:])
    return total
