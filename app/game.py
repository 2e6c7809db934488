"""A game at one table: who sat down, and the order in which they left.

The order is a list of groups; a group is the players who left at the same moment. Everything a
scoring system needs about a leaving group is known the moment it leaves, so each group becomes a
``Departure`` carrying J (players still in just before it left) and P (its finishing place).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from app.errors import InvalidGame


@dataclass(frozen=True, slots=True)
class Departure:
    """One group leaving: its players, J = players in just before, and the place they share."""

    players: tuple[str, ...]
    still_in_before: int  # J

    @property
    def size(self) -> int:
        return len(self.players)

    @property
    def place(self) -> int:
        """P = 1 + the players who finish ahead, i.e. those still in after this group left."""
        return self.still_in_before - self.size + 1

    @property
    def ranks(self) -> range:
        """The ranks the group occupies together (P .. J); tied systems average over these."""
        return range(self.place, self.still_in_before + 1)


@dataclass(frozen=True, slots=True)
class Game:
    players: tuple[str, ...]
    out: tuple[tuple[str, ...], ...] = ()

    def __post_init__(self) -> None:
        _check(self.players, self.out)

    @classmethod
    def of(cls, players: Iterable[str], out: Iterable[Iterable[str]] = ()) -> Game:
        return cls(tuple(players), tuple(tuple(group) for group in out))

    @property
    def size(self) -> int:
        """M, the number of seated players."""
        return len(self.players)

    @property
    def remaining(self) -> tuple[str, ...]:
        gone = {name for group in self.out for name in group}
        return tuple(p for p in self.players if p not in gone)

    # Listing the lone survivor as a last group of one is allowed: it names the winner explicitly,
    # as document 000's tables do, and scores exactly as the automatic win.

    @property
    def finished(self) -> bool:
        return len(self.remaining) <= 1

    def departures(self) -> tuple[Departure, ...]:
        """Every group that has left, in order, plus the lone survivor who wins at that moment."""
        still_in = self.size
        result = []
        for group in self.out:
            result.append(Departure(group, still_in))
            still_in -= len(group)
        remaining = self.remaining
        if len(remaining) == 1:
            result.append(Departure(remaining, 1))
        return tuple(result)

    def with_leaving(self, group: Sequence[str]) -> Game:
        return Game(self.players, self.out + (tuple(group),))


def _check(players: tuple[str, ...], out: tuple[tuple[str, ...], ...]) -> None:
    if len(players) < 2:
        raise InvalidGame(f"a game needs at least 2 players, got {len(players)}")
    seen: set[str] = set()
    for name in players:
        if not isinstance(name, str) or not name.strip():
            raise InvalidGame(f"player names must be non-empty text, got {name!r}")
        if name in seen:
            raise InvalidGame(f"player {name!r} is seated twice")
        seen.add(name)
    gone: set[str] = set()
    still_in = len(players)
    for number, group in enumerate(out, start=1):
        if still_in == 0 or (still_in == 1 and number != len(out)):
            raise InvalidGame(f"group {number} leaves after the game was already won")
        if not group:
            raise InvalidGame(f"group {number} of the leaving order is empty")
        for name in group:
            if name not in seen:
                raise InvalidGame(f"{name!r} left but is not seated at this table")
            if name in gone:
                raise InvalidGame(f"{name!r} is listed as leaving twice")
            gone.add(name)
        still_in -= len(group)
