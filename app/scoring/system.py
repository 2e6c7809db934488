"""The interface every scoring system offers (a typing.Protocol: app.scoring imports it only when asked)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from ..game import Game
from .result import GameContext, GameResult


class ScoringSystem(Protocol):
    @property
    def name(self) -> str: ...

    def check_size(self, n: int) -> None: ...

    def score(self, game: Game, context: GameContext = ...) -> GameResult: ...


Factory = Callable[[Mapping[str, Any]], ScoringSystem]  # options -> the system, checked
