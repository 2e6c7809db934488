"""How a round ends at a table, as a timer preset chooses (issue 27, part 4).

Document 000 ends the round for everyone still in at once: they leave together when time is up
(``together``, the default). Many games instead play a last-turn phase once time is up, then rank
whoever is still in:

* the phase: ``finish_turn`` (the turn under way is finished), ``turns:N`` (the turn under way,
  then N more turns) or ``minutes:N`` (N more minutes of round time, at most);
* the survivors after it: ``together`` (they leave together, as document 000) or ``by_number`` (the
  table enters a number per player, such as assets or victory points; the lowest number leaves
  first, equal numbers leave together and so share the place as the scoring system shares ties).

A turn is one player's turn. It is seen on the player timers: a turn begins when a decision of the
preset's ``turn_decision`` kind begins (the first decision kind listed when not given: "roll dice"
in document 002). So the turn under way when time is up ends when the next one begins; that next
turn is not played. A table without player timers cannot show its turns: the judge ends the phase.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

PhaseKind = Literal["together", "turns", "minutes"]
Survivors = Literal["together", "by_number"]
SURVIVORS: tuple[Survivors, ...] = ("together", "by_number")


@dataclass(frozen=True, slots=True)
class RoundEnd:
    phase: PhaseKind = "together"
    count: int = 0  # turns after the one under way ("turns"), or minutes ("minutes")
    survivors: Survivors = "together"

    @property
    def is_default(self) -> bool:
        # (asked for each table at every wake-up: no new RoundEnd to compare with each time)
        return self.phase == "together" and self.count == 0 and self.survivors == "together"

    @property
    def by_turns(self) -> bool:
        return self.phase == "turns"

    @property
    def has_phase(self) -> bool:
        return self.phase != "together"

    @property
    def extra_ms(self) -> int:
        """Round time the phase adds after the table's time is up ("minutes" only)."""
        return self.count * 60_000 if self.phase == "minutes" else 0

    def text(self) -> str:
        """The preset's spelling: ``together``, ``finish_turn``, ``turns:2``, ``minutes:5``."""
        if self.phase == "turns":
            return "finish_turn" if self.count == 0 else f"turns:{self.count}"
        if self.phase == "minutes":
            return f"minutes:{self.count}"
        return "together"


def parse_phase(value: object) -> tuple[PhaseKind, int]:
    """``round_end`` as a preset writes it; ValueError names what it may be."""
    if value == "together":
        return "together", 0
    if value == "finish_turn":
        return "turns", 0
    if isinstance(value, str) and ":" in value:
        kind, _, count = value.partition(":")
        if kind.strip() in ("turns", "minutes") and count.strip().isdigit() and count.strip().isascii():
            n = int(count.strip())
            if n >= 1:
                return ("turns" if kind.strip() == "turns" else "minutes"), n
    raise ValueError(f'round_end must be "together", "finish_turn", "turns:N" or "minutes:N" '
                     f"with N a whole number of at least 1, got {value!r}")
