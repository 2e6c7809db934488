"""What a scoring system hands back: each leaving player's place and exact points."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from ..slots import Frozen, slot_setters

# Frozen values, not dataclasses: ``tableside points`` starts without importing dataclasses (app.slots).


class RatingChange(Frozen, fields=("before", "loss", "gain", "bonus")):
    """The contribution system's ledger for one player in one game (all whole rating points)."""

    __slots__ = ("before", "loss", "gain", "bonus")

    before: int
    loss: int
    gain: int
    bonus: int

    def __init__(self, before: int, loss: int, gain: int, bonus: int) -> None:
        _set_before(self, before)
        _set_loss(self, loss)
        _set_gain(self, gain)
        _set_bonus(self, bonus)

    @property
    def after(self) -> int:
        return self.before - self.loss + self.gain + self.bonus


_set_before, _set_loss, _set_gain, _set_bonus = slot_setters(RatingChange, "before", "loss", "gain", "bonus")


class PlayerResult(Frozen, fields=("name", "place", "points", "rating")):
    __slots__ = ("name", "place", "points", "rating")
    name: str
    place: int
    points: Fraction
    rating: RatingChange | None

    def __init__(self, name: str, place: int, points: Fraction, rating: RatingChange | None = None) -> None:
        _set_name(self, name)
        _set_place(self, place)
        _set_points(self, points)
        _set_rating(self, rating)


_set_name, _set_place, _set_points, _set_rating = slot_setters(PlayerResult, "name", "place", "points", "rating")


class GameResult(Frozen, fields=("players", "finished", "remainder")):
    """Results of every player who has left so far (the lone survivor counts as left: the winner)."""

    __slots__ = ("players", "finished", "remainder")
    players: tuple[PlayerResult, ...]
    finished: bool
    # Contribution only: rating points lost to rounding down, so a judge sees why gains < losses.
    remainder: int | None

    def __init__(self, players: tuple[PlayerResult, ...], finished: bool, remainder: int | None = None) -> None:
        _set_players(self, players)
        _set_finished(self, finished)
        _set_remainder(self, remainder)

    @property
    def total(self) -> Fraction:
        return sum((p.points for p in self.players), Fraction(0))

    def by_name(self) -> Mapping[str, PlayerResult]:
        return {p.name: p for p in self.players}


_set_players, _set_finished, _set_remainder = slot_setters(GameResult, "players", "finished", "remainder")


class GameContext(Frozen, fields=("hours", "ratings", "played_seconds")):
    """What a game brings beyond who left when: its usual hours, and for ratings the players' state."""

    __slots__ = ("hours", "ratings", "played_seconds")
    hours: Fraction | None
    ratings: Mapping[str, int]
    played_seconds: Mapping[str, Fraction]

    def __init__(self, hours: Fraction | None = None, ratings: Mapping[str, int] | None = None,
                 played_seconds: Mapping[str, Fraction] | None = None) -> None:
        # None: a new empty mapping, as the dataclass's default_factory=dict gave
        _set_hours(self, hours)
        _set_ratings(self, {} if ratings is None else ratings)
        _set_played_seconds(self, {} if played_seconds is None else played_seconds)


_set_hours, _set_ratings, _set_played_seconds = slot_setters(GameContext, "hours", "ratings", "played_seconds")
