"""Points per table and standings, computed from the folded state with the event's scoring system.

Tables are scored by player id (names can change); ratings for the contribution system flow from
round to round, each game starting from the ratings its players had after the round before.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from ..game import Game
from ..scoring import GameContext, GameResult, PlayerResult, ScoringSystem, make_system
from .state import EventState, Table


def system_of(state: EventState, round_number: int | None = None) -> ScoringSystem:
    """The event's scoring system, or a final's own for the games of ``round_number``."""
    assert state.settings is not None
    rnd = state.rounds.get(round_number) if round_number is not None else None
    if rnd is not None and rnd.cut_system:
        return make_system(rnd.cut_system, {})
    return make_system(state.settings.system, state.settings.options)


def table_game(table: Table) -> Game:
    return Game(table.players, table.out)


def _played_ms(state: EventState, table: Table, player: str, moment: int) -> int:
    """Play time up to ``moment``, without any pause: the round's, the table's vote and the judge's hold."""
    assert table.started_at is not None
    if table.clock is not None:
        # A player's play time is fixed once they left; the clock answers only for its present.
        ms: int = table.clock.played_ms(player, max(moment, table.clock.latest))
        return ms
    rnd = state.rounds.get(table.round)
    if rnd is None or rnd.clock is None:
        return moment - table.started_at
    ran: int = rnd.clock.ran_between(table.started_at, moment)
    return ran


def _played_seconds(state: EventState, table: Table, game: Game) -> dict[str, Fraction]:
    if table.started_at is None:
        return {}
    moments = {}
    for leave in table.leaves:
        for pid in leave.players:
            moments[pid] = leave.t
    if game.finished and table.leaves:
        for pid in table.still_in:
            moments[pid] = table.leaves[-1].t
    if table.correction is not None:
        # A corrected group left at a moment of the game as played (app.event.actions.correction_actions):
        # its players played as long as the table had by then, which the player who really left then shows
        # (the player timers fix each player's time as they leave, so it is read from them, not the moment).
        at = {leave.t: _played_ms(state, table, leave.players[0], leave.t) for leave in table.correction.played}
        return {pid: Fraction(at[moment], 1000) for pid, moment in moments.items()}
    return {pid: Fraction(_played_ms(state, table, pid, moment), 1000) for pid, moment in moments.items()}


def table_result(state: EventState, table: Table, ratings: dict[str, int] | None = None,
                 system: ScoringSystem | None = None) -> GameResult:
    system = system or system_of(state, table.round)
    game = table_game(table)
    hours = Fraction(table.hours) if table.hours is not None else None
    context = GameContext(hours=hours, ratings=ratings or {}, played_seconds=_played_seconds(state, table, game))
    return system.score(game, context)


def preview(state: EventState, table: Table, player: str, ratings: dict[str, int] | None = None,
            now_t: int | None = None) -> PlayerResult | None:
    """What leaving now, alone, would give this player (shown before they leave)."""
    return preview_together(state, table, [player], ratings, now_t).get(player)


def preview_together(state: EventState, table: Table, players: Sequence[str],
                     ratings: dict[str, int] | None = None, now_t: int | None = None) -> dict[str, PlayerResult]:
    """What leaving now, these players together (Out together), would give each of them: {} when one of
    them is not in the game (or it is over)."""
    still_in = table.still_in
    if not players or table.finished or any(p not in still_in for p in players):
        return {}
    system = system_of(state, table.round)
    game = table_game(table).with_leaving(list(players))
    played = _played_seconds(state, table, table_game(table))
    if table.started_at is not None and now_t is not None:
        for player in players:
            played[player] = Fraction(_played_ms(state, table, player, now_t), 1000)
    hours = Fraction(table.hours) if table.hours is not None else None
    result = system.score(game, GameContext(hours=hours, ratings=ratings or {}, played_seconds=played)).by_name()
    return {player: result[player] for player in players if player in result}


def starting_ratings(state: EventState) -> dict[str, int]:
    """Contribution ratings players bring from earlier events (event.create ``ratings``), by player id."""
    return {pid: p.start_rating for pid, p in state.players.items() if p.start_rating is not None}


def ratings_before_round(state: EventState, number: int) -> dict[str, int]:
    return _ratings(state, upto=number)


def _ratings(state: EventState, upto: int | None, system: ScoringSystem | None = None) -> dict[str, int]:
    system = system or system_of(state)
    ratings = starting_ratings(state)
    for rnd_number in sorted(state.rounds):
        if upto is not None and rnd_number >= upto:
            break
        if state.rounds[rnd_number].cut:
            continue  # a final changes no rating (app.event.final)
        before = dict(ratings)
        for table in state.rounds[rnd_number].tables.values():
            for res in table_result(state, table, before, system).players:
                if res.rating is not None:
                    ratings[res.name] = res.rating.after
    return ratings

