"""The ratings players bring into each round (contribution system), kept until a change can alter them.

Ratings before round r come from the starting ratings and every game of the rounds before r. So a
change at a table of round k can alter them only for rounds after k, and a change that touches no
table (a player registered with a rating brought in, a seating, the scoring system, a refold after an
undo) can alter them for every round.
"""

from __future__ import annotations

from .changes import Change
from .results import ratings_before_round
from .state import EventState


class RatingsMemo:
    def __init__(self) -> None:
        self._rounds: dict[int, dict[str, int]] = {}

    def before(self, state: EventState, round_number: int) -> dict[str, int]:
        """Ratings players bring into the round under contribution; empty under any other system."""
        if state.settings is None or state.settings.system != "contribution":
            return {}
        ratings = self._rounds.get(round_number)
        if ratings is None:
            ratings = self._rounds[round_number] = ratings_before_round(state, round_number)
        return ratings

    def forget(self, change: Change) -> None:
        """Drop what ``change`` may have made wrong."""
        if not self._rounds or change.empty:
            return
        if change.structure or (change.standings and not change.tables) or (change.undone and not change.tables):
            self._rounds.clear()
        elif change.tables:
            earliest = min(rnd for rnd, _ in change.tables)
            self._rounds = {r: v for r, v in self._rounds.items() if r <= earliest}

    def clear(self) -> None:
        self._rounds.clear()
