"""A game at one table: who sat down, and the order in which they left.

The order is a list of groups; a group is the players who left at the same moment. Everything a
scoring system needs about a leaving group is known the moment it leaves, so each group becomes a
``Departure`` carrying J (players still in just before it left) and P (its finishing place).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .errors import InvalidGame
from .slots import Frozen, slot_setters


class Departure(Frozen, fields=("players", "still_in_before")):
    """One group leaving: its players, J = players in just before, and the place they share."""

    __slots__ = ("players", "still_in_before")
    players: tuple[str, ...]
    still_in_before: int  # J

    def __init__(self, players: tuple[str, ...], still_in_before: int) -> None:
        _set_departure_players(self, players)
        _set_still_in_before(self, still_in_before)

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


_set_departure_players, _set_still_in_before = slot_setters(Departure, "players", "still_in_before")

# One leaving group as the scoring systems read it: (its players, P = its place, J = players in before).
PlacedGroup = tuple[tuple[str, ...], int, int]


class Game(Frozen, fields=("players", "out")):
    """Equal, hashed and shown by its players and leaving order (a plain frozen value: see app.slots)."""

    __slots__ = ("players", "out", "still_in", "winner")
    players: tuple[str, ...]
    out: tuple[tuple[str, ...], ...]
    # Worked out once by the check, which has to count who left anyway; scoring asks every time.
    still_in: int  # players not yet gone
    winner: tuple[str, ...]  # the lone survivor, or ()

    def __init__(self, players: tuple[str, ...], out: tuple[tuple[str, ...], ...] = ()) -> None:
        # A Game is built per table per refresh: slots are written directly (see app.slots).
        still_in, winner = _check(players, out)
        _set_players(self, players)
        _set_out(self, out)
        _set_still_in(self, still_in)
        _set_winner(self, winner)

    @classmethod
    def of(cls, players: Iterable[str], out: Iterable[Iterable[str]] = ()) -> Game:
        return cls(tuple(players), tuple(map(tuple, out)))

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
        return self.still_in <= 1

    def departures(self) -> tuple[Departure, ...]:
        """Every group that has left, in order, plus the lone survivor who wins at that moment."""
        return tuple(Departure(players, still_in) for players, _, still_in in self.placed_groups())

    def placed_groups(self) -> list[PlacedGroup]:
        """``departures()`` as plain (players, P, J) triples: what the scoring loops read, built cheaply."""
        still_in = len(self.players)
        result: list[PlacedGroup] = []
        for group in self.out:
            after = still_in - len(group)
            result.append((group, after + 1, still_in))
            still_in = after
        if self.winner:
            result.append((self.winner, 1, 1))
        return result

    def with_leaving(self, group: Sequence[str]) -> Game:
        return Game(self.players, self.out + (tuple(group),))


_set_players, _set_out, _set_still_in, _set_winner = slot_setters(Game, "players", "out", "still_in", "winner")


def _check(players: tuple[str, ...], out: tuple[tuple[str, ...], ...]) -> tuple[int, tuple[str, ...]]:
    """Refuse a game that cannot be; return how many players are still in, and the lone survivor if any.

    Scoring builds a Game per table per refresh, so the usual sound game is checked with set
    operations; only a game found wrong is walked again, in order, to name its first problem.
    """
    n = len(players)
    try:
        seen = set(players)
        names_ok = n >= 2 and len(seen) == n and all(map(str.strip, players))
    except TypeError:  # a name that is not text (unhashable, or refused by str.strip)
        names_ok = False
    if names_ok:
        still_in = n
        last = len(out) - 1
        gone: set[str] = set()
        for i, group in enumerate(out):
            size = len(group)
            if not size or still_in == 0 or (still_in == 1 and i != last):
                break
            gone.update(group)
            still_in -= size
        else:
            if len(gone) == n - still_in and gone <= seen:
                return still_in, (tuple(seen - gone) if still_in == 1 else ())
    _name_first_problem(players, out)
    raise AssertionError("unreachable: the fast check and the ordered check disagree")  # pragma: no cover


def _name_first_problem(players: tuple[str, ...], out: tuple[tuple[str, ...], ...]) -> None:
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
