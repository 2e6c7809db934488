"""Every point system of the reference documents, behind one small interface.

``make_system(name, options)`` validates the options and returns an object with
``check_size(n)`` (refuses a table size it cannot score) and ``score(game, context)``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from ..errors import InvalidOptions
from ..game import Game
from .contribution import Contribution
from .options import only_known
from .placement import Placement
from .result import GameContext, GameResult, PlayerResult, RatingChange
from .rplops import Rplops
from .table_points import TablePoints


class ScoringSystem(Protocol):
    @property
    def name(self) -> str: ...

    def check_size(self, n: int) -> None: ...

    def score(self, game: Game, context: GameContext = ...) -> GameResult: ...


def _table_points(options: Mapping[str, Any]) -> ScoringSystem:
    only_known(options, set(), "table-points")
    return TablePoints()


def _plops(options: Mapping[str, Any]) -> ScoringSystem:
    # PLOPS is RPLOPS_0(50): Peter Clinch's fixed average of 50 points, game length ignored.
    only_known(options, set(), "plops")
    return Rplops.from_options({"x": 50, "use_hours": False}, version=1)


SYSTEMS: Mapping[str, Callable[[Mapping[str, Any]], ScoringSystem]] = {
    "table-points": _table_points,
    "rplops": lambda options: Rplops.from_options(options, version=1),
    "rplops2": lambda options: Rplops.from_options(options, version=2),
    "plops": _plops,
    "contribution": Contribution.from_options,
    "placement": Placement.from_options,
}


def make_system(name: Any, options: Mapping[str, Any] | None = None) -> ScoringSystem:
    if not isinstance(name, str) or name not in SYSTEMS:
        known = ", ".join(SYSTEMS)
        raise InvalidOptions(f"unknown scoring system {name!r} (known: {known})")
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise InvalidOptions(f"options for {name} must be an object, got {options!r}")
    return SYSTEMS[name](options)


__all__ = [
    "SYSTEMS",
    "GameContext",
    "GameResult",
    "PlayerResult",
    "RatingChange",
    "ScoringSystem",
    "make_system",
]
