"""What a scoring system hands back: each leaving player's place and exact points."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction


@dataclass(frozen=True, slots=True)
class RatingChange:
    """The contribution system's ledger for one player in one game (all whole rating points)."""

    before: int
    loss: int
    gain: int
    bonus: int

    @property
    def after(self) -> int:
        return self.before - self.loss + self.gain + self.bonus


@dataclass(frozen=True, slots=True)
class PlayerResult:
    name: str
    place: int
    points: Fraction
    rating: RatingChange | None = None


@dataclass(frozen=True, slots=True)
class GameResult:
    """Results of every player who has left so far (the lone survivor counts as left: the winner)."""

    players: tuple[PlayerResult, ...]
    finished: bool
    # Contribution only: rating points lost to rounding down, so a judge sees why gains < losses.
    remainder: int | None = None

    @property
    def total(self) -> Fraction:
        return sum((p.points for p in self.players), Fraction(0))

    def by_name(self) -> Mapping[str, PlayerResult]:
        return {p.name: p for p in self.players}


@dataclass(frozen=True, slots=True)
class GameContext:
    """What a game brings beyond who left when: its usual hours, and for ratings the players' state."""

    hours: Fraction | None = None
    ratings: Mapping[str, int] = field(default_factory=dict)
    played_seconds: Mapping[str, Fraction] = field(default_factory=dict)
