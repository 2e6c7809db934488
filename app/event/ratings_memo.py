"""The ratings players bring into each round (contribution system), kept until a change can alter them.

Ratings before round r come from the starting ratings and every game of the rounds before r. So a
change at a table of round k can alter them only for rounds after k, and a change that touches no
table (a player registered with a rating brought in, a seating, the scoring system, a refold after an
undo) can alter them for every round.
"""

from __future__ import annotations

from .changes import Change
from .results import starting_ratings
from .standings import game_results
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
            ratings = self._rounds[round_number] = ratings_from_standings(state, round_number)
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


def ratings_from_standings(state: EventState, round_number: int) -> dict[str, int]:
    """``ratings_before_round``, read from the standings' own results (each game from the ratings after the
    round before, the same chain): the standings dock, the projector and the pages tally the event after a
    change anyway, and a correction of round 1 made the cards tally it once more for these."""
    results = game_results(state)
    ratings = starting_ratings(state)
    for number in sorted(state.rounds):
        if number >= round_number:
            break
        if state.rounds[number].cut:
            continue  # a final changes no rating (app.event.final)
        for table in state.rounds[number].tables.values():
            for res in results[(number, table.number)].players:
                if res.rating is not None:
                    ratings[res.name] = res.rating.after
    return ratings
