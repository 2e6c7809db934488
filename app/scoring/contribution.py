"""Document 002's rating: everyone starts at 1000 and pays a share of it to better-placed players.

Players who leave together share the best rank of their group (1-2-2-4), so exactly rank−1 players
stand ahead of each rank and every payment has someone to go to. Rounding is kept exactly as the
document writes it (each amount rounded down), so gains can fall short of losses; that shortfall is
reported as the game's remainder.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..errors import InvalidOptions
from ..game import Game
from ..text import QT_TRANSLATE_NOOP, Text
from .options import exact_number, only_known, option_named, whole_number
from .result import GameContext, GameResult, PlayerResult, RatingChange

DOCUMENT_PERCENTAGES: Mapping[int, tuple[int, ...]] = {
    2: (0, 16),
    3: (0, 13, 20),
    4: (0, 11, 17, 24),
    5: (0, 10, 16, 22, 28),
}
OPTIONS = {"start_rating", "bonus", "bonus_after_seconds", "percentages"}


@dataclass(frozen=True)
class Contribution:
    percentages: Mapping[int, tuple[int, ...]] = field(default_factory=lambda: dict(DOCUMENT_PERCENTAGES))
    start_rating: int = 1000
    bonus: int = 100
    bonus_after_seconds: Fraction = Fraction(600)
    name: str = "contribution"

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Contribution:
        only_known(options, OPTIONS, "contribution")
        table = dict(DOCUMENT_PERCENTAGES)
        table.update(_percentage_rows(options.get("percentages", {})))
        return cls(
            percentages=table,
            # A rating below 0 pays "negative" shares and so ranks a winner below the loser: refused.
            start_rating=whole_number(options.get("start_rating", 1000), option_named("contribution", "start_rating"),
                                      minimum=0),
            bonus=whole_number(options.get("bonus", 100), option_named("contribution", "bonus"), minimum=0),
            bonus_after_seconds=exact_number(
                options.get("bonus_after_seconds", 600), option_named("contribution", "bonus_after_seconds")
            ),
        )

    def check_size(self, n: int) -> None:
        if n not in self.percentages:
            counts = ", ".join(str(k) for k in sorted(self.percentages))
            raise InvalidOptions(QT_TRANSLATE_NOOP(
                "messages", "contribution has no percentages for {size} players (it has rows for {counts}); add a "
                "row for {size} in the event's percentages"), fields={"size": n, "counts": counts})

    def score(self, game: Game, context: GameContext = GameContext()) -> GameResult:
        n = len(game.players)
        row = self.percentages.get(n)
        if row is None:
            self.check_size(n)
            raise AssertionError("unreachable: check_size refuses a size with no row")  # pragma: no cover
        ratings = context.ratings
        played = context.played_seconds
        start = self.start_rating
        bonus_points = self.bonus
        # A whole number of seconds compares as an int: much cheaper than a Fraction, and as exact.
        threshold = self.bonus_after_seconds
        after: int | Fraction = threshold.numerator if threshold.denominator == 1 else threshold
        results: list[PlayerResult] = []
        append = results.append
        memo = _PAYMENTS
        owed_to_each_ahead = 0  # what every player still in has been paid by those already gone
        remainder = 0
        for group, rank, _ in game.placed_groups():
            percent = row[rank - 1]
            paid = 0
            for name in group:
                before = ratings.get(name, start)
                bonus = bonus_points if played.get(name, 0) > after else 0
                key = (before, percent, rank, owed_to_each_ahead, bonus)
                payment = memo.get(key)
                if payment is None:
                    payment = _payment(before, percent, rank, owed_to_each_ahead, bonus)
                    if len(memo) >= 4096:
                        memo.clear()
                    memo[key] = payment
                change, points, share, kept_back = payment
                append(PlayerResult(name, rank, points, change))
                paid += share
                remainder += kept_back
            owed_to_each_ahead += paid
        return GameResult(tuple(results), game.finished, remainder)


# One player's part of a game, by everything it depends on: (their rating before, the percentage of
# their rank, the rank, what each player still in has been paid so far, their bonus). An event's games
# repeat these (everyone starts at the same rating), so most are looked up, not worked out again.
Payment = tuple[RatingChange, Fraction, int, int]  # the change, the points, the share paid to each ahead, the rest
_PAYMENTS: dict[tuple[int, int, int, int, int], Payment] = {}


def _payment(before: int, percent: int, rank: int, owed: int, bonus: int) -> Payment:
    loss = before * percent // 100
    share = before * percent // ((rank - 1) * 100) if rank > 1 else 0
    return (RatingChange(before, loss, owed, bonus), _whole(owed + bonus - loss), share,
            loss - share * (rank - 1) if rank > 1 else 0)


_WHOLE: dict[int, Fraction] = {}


def _whole(value: int) -> Fraction:
    """Fraction(value), shared: an event's rating changes repeat, and building a Fraction is not free."""
    fraction = _WHOLE.get(value)
    if fraction is None:
        if len(_WHOLE) >= 4096:
            _WHOLE.clear()
        fraction = _WHOLE[value] = Fraction(value)
    return fraction


def _percentage_rows(raw: Any) -> dict[int, tuple[int, ...]]:
    if not isinstance(raw, Mapping):
        raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "contribution option percentages must map a player count "
                                               "to a list"))
    rows = {}
    for key, values in raw.items():
        try:
            n = int(key)
        except (TypeError, ValueError):
            raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "contribution percentages: {key} is not a player "
                                                   "count"), fields={"key": repr(key)}) from None
        if n < 2:
            raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "contribution percentages: a game has at least 2 "
                                                   "players, not {size}"), fields={"size": n})
        if not isinstance(values, list) or len(values) != n:
            raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "contribution percentages for {size} players need "
                                                   "{size} values, first place first"), fields={"size": n})
        what = Text(QT_TRANSLATE_NOOP("messages", "contribution percentage for {size} players"), {"size": n})
        row = tuple(whole_number(v, what, minimum=0) for v in values)
        if any(v > 100 for v in row):
            raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "contribution percentages for {size} players must be "
                                                   "100 or less"), fields={"size": n})
        rows[n] = row
    return rows


def from_options(options: Mapping[str, Any]) -> Contribution:
    return Contribution.from_options(options)
