"""The contribution rating's ledger, as the event shows it: for each player at each table the rating
before, the loss, the gain, the bonus and the rating after; and what rounding down kept back.

Document 002 rounds every loss and every share down, so a table's gains can fall short of its losses;
that shortfall is the table's remainder. Over the event the ratings move by exactly

    ratings now = ratings at the start + bonuses − remainder − held

where "held" is what players still in at an unfinished table have been paid but not yet credited
(they are credited when they leave or win). A judge reads it beside the standings: no rating point was
made or lost by mistake.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..scoring import GameResult
from .results import ratings_before_round, system_of, table_result
from .standings import game_results, is_rating_system, standings
from .state import EventState, Table


@dataclass(frozen=True, slots=True)
class LedgerLine:
    player: str  # id
    name: str
    place: int
    before: int
    loss: int
    gain: int
    bonus: int
    after: int

    @property
    def text(self) -> str:
        """``1000 − 110 + 80 + 100 = 1070``: every term shown, so the sum can be checked by eye."""
        return f"{self.before} − {self.loss} + {self.gain} + {self.bonus} = {self.after}"


@dataclass(frozen=True, slots=True)
class TableLedger:
    round: int
    table: int
    game: str
    lines: tuple[LedgerLine, ...]  # those who have left (the winner included), in leaving order
    remainder: int  # rating points the rounding down kept back at this table so far
    finished: bool

    @property
    def losses(self) -> int:
        return sum(line.loss for line in self.lines)

    @property
    def gains(self) -> int:
        return sum(line.gain for line in self.lines)

    @property
    def bonuses(self) -> int:
        return sum(line.bonus for line in self.lines)

    @property
    def held(self) -> int:
        """Paid by those who left to players still in, not yet credited to them (0 once finished)."""
        return self.losses - self.gains - self.remainder

    def line(self, player: str) -> LedgerLine | None:
        return next((line for line in self.lines if line.player == player), None)


@dataclass(frozen=True, slots=True)
class EventLedger:
    tables: tuple[TableLedger, ...]
    start_total: int  # the ratings every player in the standings started the event with
    now_total: int  # their ratings now (as the standings give them)

    @property
    def remainder(self) -> int:
        return sum(t.remainder for t in self.tables)

    @property
    def bonuses(self) -> int:
        return sum(t.bonuses for t in self.tables)

    @property
    def losses(self) -> int:
        return sum(t.losses for t in self.tables)

    @property
    def gains(self) -> int:
        return sum(t.gains for t in self.tables)

    @property
    def held(self) -> int:
        return sum(t.held for t in self.tables)

    @property
    def balanced(self) -> bool:
        return self.now_total == self.start_total + self.bonuses - self.remainder - self.held

    @property
    def text(self) -> str:
        """One line for beside the standings."""
        held = f" − {self.held} held for players still in" if self.held else ""
        check = "✓" if self.balanced else "✖ does not add up: please report this"
        return (f"Rounding remainder: {self.remainder} rating point{'' if self.remainder == 1 else 's'} "
                f"(losses {self.losses}, gains {self.gains}). Ratings: {self.start_total} at the start "
                f"+ {self.bonuses} bonuses − {self.remainder} remainder{held} = {self.now_total} now {check}")


def table_ledger(state: EventState, table: Table, ratings: dict[str, int] | None = None) -> TableLedger | None:
    """The table's ledger under the event's rating system; None under a points system.

    ``ratings``: the players' ratings before the table's round (computed when not given).
    """
    system = system_of(state)
    if not is_rating_system(system):
        return None
    before = ratings if ratings is not None else ratings_before_round(state, table.round)
    return ledger_of(state, table, table_result(state, table, before, system))


def ledger_of(state: EventState, table: Table, result: GameResult) -> TableLedger | None:
    """The ledger of a table already scored (None when the result carries no ratings)."""
    lines = []
    for res in result.players:
        change = res.rating
        if change is None:
            return None
        player = state.players.get(res.name)
        lines.append(LedgerLine(res.name, player.name if player is not None else res.name, res.place,
                                change.before, change.loss, change.gain, change.bonus, change.after))
    return TableLedger(table.round, table.number, table.title, tuple(lines), result.remainder or 0,
                       result.finished)


def event_ledger(state: EventState, after_round: int | None = None) -> EventLedger | None:
    """Every table's ledger up to ``after_round`` (all so far by default), and the event's totals."""
    if state.settings is None or not is_rating_system(system_of(state)):
        return None
    rows = standings(state, after_round)
    start = getattr(system_of(state), "start_rating", 0)
    start_total = 0
    for row in rows:
        player = state.players[row.player]
        start_total += player.start_rating if player.start_rating is not None else start
    tables = []
    # The standings' own results (each game from the ratings after the round before), not tallied again.
    results = game_results(state, after_round)
    for number in sorted(state.rounds):
        if after_round is not None and number > after_round:
            break
        if state.rounds[number].cut:
            continue  # a final changes no rating (app.event.final)
        for table in sorted(state.rounds[number].tables.values(), key=lambda t: t.number):
            ledger = ledger_of(state, table, results[(number, table.number)])
            assert ledger is not None
            tables.append(ledger)
    now_total = int(sum((row.total for row in rows), Fraction(0)))
    return EventLedger(tuple(tables), start_total, now_total)


@dataclass(frozen=True, slots=True)
class GameLine:
    """One game of one player, for the standings' detail."""

    round: int
    table: int
    game: str
    place: int | None  # None while the player is still in
    points: Fraction | None
    ledger: LedgerLine | None  # under the rating system


def player_games(state: EventState, player: str, after_round: int | None = None) -> list[GameLine]:
    """The games this player sat at, round by round, with their place, points and ledger line."""
    system = system_of(state)
    rating = is_rating_system(system)
    games = []
    for number in sorted(state.rounds):
        if after_round is not None and number > after_round:
            break
        ratings = ratings_before_round(state, number) if rating else None
        for table in state.rounds[number].tables.values():
            if player not in table.players:
                continue
            res = table_result(state, table, ratings, system).by_name().get(player)
            line = None
            if rating and res is not None and res.rating is not None:
                change = res.rating
                line = LedgerLine(player, state.players[player].name, res.place, change.before, change.loss,
                                  change.gain, change.bonus, change.after)
            games.append(GameLine(number, table.number, table.title, res.place if res else None,
                                  res.points if res else None, line))
    return games
