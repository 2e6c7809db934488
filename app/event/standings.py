"""The standings: who leads, after any round, under the event's scoring system or another one.

Order, best first:
1. total: the sum of a player's points (byes score the event's ``bye_points``; a no-show's loss under
   check-in scores 0 and counts as a game played), or, under the contribution system, their rating (a
   bye or a no-show's loss leaves a rating as it is);
2. wins: games the player finished in first place (a group sharing first place all count it);
3. opponents' average: the mean of the totals of the opponents faced, each meeting counted, i.e.
   (sum over every started table the player sat at, over every other player at it, of that player's
   total) / (the number of such player–opponent meetings); 0 for a player who met nobody. Totals are
   those of the same view (the same round and scoring system); a bye meets nobody;
4. a stable random order: SHA-256 of the event's ``tiebreak_seed`` (drawn at event.create and kept in
   the log) and the player's id. It is fixed per player, so a late entry changes nobody else's order.

Every number is exact (Fractions). A view "after round R" holds what the log held when round R+1
opened (or now, when R is the last round): the players registered by then, the drops by then, and the
results of rounds 1..R.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from math import lcm

from ..errors import TablesideError
from ..scoring import GameResult, ScoringSystem, make_system
from ..steps import STEP, Steps, finish
from .final import FinalResult, final_results, is_final
from .results import starting_ratings, system_of, table_result
from .state import EventState, Player

UNPLACED = 1_000  # a final's table still playing: its players come after every placed finalist of that final


@dataclass(frozen=True, slots=True)
class Standing:
    player: str  # id
    name: str
    total: Fraction  # sum of points, or the rating for the contribution system
    games: int
    wins: int
    dropped: bool
    rank: int = 0
    opponents_average: Fraction = Fraction(0)
    byes: int = 0
    tiebreak: str = ""  # the last tiebreaker's key, smaller first
    final: FinalResult | None = None  # the latest final the player played (app.event.final), if any


@dataclass(frozen=True, slots=True)
class SideBySide:
    """One player's place under two scoring systems (a what-if)."""

    player: str
    name: str
    a: Standing
    b: Standing

    @property
    def moved(self) -> int:
        """Places gained under system b (negative: lost)."""
        return self.a.rank - self.b.rank


SystemChoice = ScoringSystem | str | None


def standings(state: EventState, after_round: int | None = None, system: SystemChoice = None) -> list[Standing]:
    """The standings now, or as they stood after ``after_round``, under the event's system or ``system``."""
    return finish(standings_in_steps(state, after_round, system))


def standings_in_steps(state: EventState, after_round: int | None = None,
                       system: SystemChoice = None) -> Steps[list[Standing]]:
    """``standings``, a step at a time (``app.steps``): it yields after every ``STEP`` tables or players.

    The answer for a state at an entry is kept: the standings dock, the ledger, the projector and the
    players' page all ask for it after the same commit (five tallies of every game before, most of a
    correction's repaint). A state changes only by folding further entries, so the same state object at
    the same ``seq`` gives the same standings; only the latest state's answers are kept."""
    key = (after_round, system) if system is None or isinstance(system, str) else None
    kept = _kept_for(state)
    answer = kept.answers.get(key) if key is not None else None
    if answer is not None:
        return list(answer)
    rows, results = yield from _computed_in_steps(state, after_round, system)
    if key is not None and kept.seq == state.seq:
        kept.answers[key], kept.results[key] = rows, results
    return list(rows)


def game_results(state: EventState, after_round: int | None = None) -> dict[tuple[int, int], GameResult]:
    """Every game's result the standings counted, by (round, table), under the event's system, each from
    the ratings after the round before (the contribution ledger shows them): the standings' own."""
    standings(state, after_round)
    kept = _kept_for(state)
    results = kept.results.get((after_round, None)) if kept.seq == state.seq else None
    if results is None:  # (a state the standings no longer keep: worked out again)
        _, results = finish(_computed_in_steps(state, after_round, None))
    return results


@dataclass
class _Kept:
    """The answers given for one state at one entry."""

    state: EventState
    seq: int
    answers: dict[tuple[int | None, str | None], list[Standing]] = field(default_factory=dict)
    results: dict[tuple[int | None, str | None], dict[tuple[int, int], GameResult]] = field(default_factory=dict)


# The latest few states' answers, newest last: the event's own, and the same event had every game stood as
# played (app.event.corrections asks for it between the dock's standings and its ledger).
_KEEP = 3
_kept_states: list[_Kept] = []


def _kept_for(state: EventState) -> _Kept:
    for index, kept in enumerate(_kept_states):
        if kept.state is state:
            if kept.seq != state.seq:
                kept = _Kept(state, state.seq)
            # The one asked for goes last: the least recently asked is the one let go. (Kept in the order
            # first seen, the event's own was let go every third correction, each asking for a new as-played
            # state, and the ledger tallied the whole event again.)
            del _kept_states[index]
            _kept_states.append(kept)
            return kept
    kept = _Kept(state, state.seq)
    _kept_states.append(kept)
    del _kept_states[:-_KEEP]
    return kept


def _computed_in_steps(state: EventState, after_round: int | None, system: SystemChoice
                       ) -> Steps[tuple[list[Standing], dict[tuple[int, int], GameResult]]]:
    scoring = _system(state, system)
    rounds, cutoff = _view(state, after_round)
    players = {pid: p for pid, p in state.players.items() if p.registered_seq < cutoff}
    tally = yield from _Tally.in_steps(state, rounds, scoring, players)
    averages = yield from _opponents_averages_in_steps(tally.totals, tally.opponents)
    finals = final_results(state, rounds, set(players))
    rows = []
    seed = _seed(state)
    for n, (pid, player) in enumerate(players.items(), start=1):
        rows.append(Standing(pid, player.name, tally.totals[pid], tally.games[pid], tally.wins[pid],
                             _dropped_by(player, cutoff), 0, averages[pid], tally.byes[pid],
                             tiebreak_key(seed, pid), finals.get(pid)))
        if n % STEP == 0:
            yield
    rows.sort(key=ranking_key(rows))
    yield
    ranked = []
    for rank, row in enumerate(rows, start=1):
        ranked.append(_with_rank(row, rank))
        if rank % STEP == 0:
            yield
    return ranked, tally.results


def opponents_averages(totals: dict[str, Fraction], opponents: dict[str, list[str]]) -> dict[str, Fraction]:
    """Each player's opponents' average total (0 with no opponent), exactly: the totals scaled to integers
    over their common denominator, summed as integers, one fraction made per player (a sum of fractions
    reduced at each step was most of the standings the hall rebuilds every two seconds)."""
    return finish(_opponents_averages_in_steps(totals, opponents))


def _opponents_averages_in_steps(totals: dict[str, Fraction],
                                 opponents: dict[str, list[str]]) -> Steps[dict[str, Fraction]]:
    scale = lcm(*(total.denominator for total in totals.values()))
    scaled = {pid: total.numerator * (scale // total.denominator) for pid, total in totals.items()}
    averages = {}
    for n, (pid, faced) in enumerate(opponents.items(), start=1):
        averages[pid] = Fraction(sum(scaled[q] for q in faced), scale * len(faced)) if faced else Fraction(0)
        if n % STEP == 0:
            yield
    return averages


def ranking_key(rows: list[Standing]) -> Callable[[Standing], tuple[int, int, int, int, int, int, str]]:
    """The order above, (-total, -wins, -opponents' average, tiebreak), with each fraction scaled to an
    integer over the common denominator of the rows': the same exact order, compared as integers
    (Fraction's == and < were most of ranking a 360-player event, done at every out in the hall).
    A final goes first (app.event.final): the later final, then the place at its table (a table still
    playing after the placed ones), then its points; the Swiss order then seeds within each."""
    totals = lcm(*(row.total.denominator for row in rows))
    averages = lcm(*(row.opponents_average.denominator for row in rows))
    finals = lcm(*(row.final.points.denominator for row in rows if row.final is not None))

    def key(r: Standing) -> tuple[int, int, int, int, int, int, str]:
        final = r.final
        stage, place, points = (0, 0, 0) if final is None else \
            (final.stage, final.place or UNPLACED, final.points.numerator * (finals // final.points.denominator))
        return (-stage, place, -points, -r.total.numerator * (totals // r.total.denominator), -r.wins,
                -r.opponents_average.numerator * (averages // r.opponents_average.denominator), r.tiebreak)

    return key


def standings_side_by_side(state: EventState, system_a: SystemChoice, system_b: SystemChoice,
                           after_round: int | None = None) -> list[SideBySide]:
    """Every player under both systems, in system a's order."""
    under_b = {s.player: s for s in standings(state, after_round, system_b)}
    return [SideBySide(s.player, s.name, s, under_b[s.player]) for s in standings(state, after_round, system_a)]


def ratings(state: EventState, after_round: int | None = None, system: SystemChoice = None) -> dict[str, int]:
    """Contribution ratings by player id: brought in, or the system's start rating, then each game's change."""
    scoring = _system(state, system)
    if not is_rating_system(scoring):
        raise TablesideError(f"{scoring.name} gives points, not ratings; ratings exist under contribution")
    return {s.player: int(s.total) for s in standings(state, after_round, scoring)}


def tiebreak_key(seed: str, player: str) -> str:
    return hashlib.sha256(f"{seed}:{player}".encode()).hexdigest()


def is_rating_system(system: ScoringSystem) -> bool:
    return system.name == "contribution"


def _system(state: EventState, system: SystemChoice) -> ScoringSystem:
    assert state.settings is not None
    if system is None:
        return system_of(state)
    if isinstance(system, str):
        # The event's own options go with its own system; another system is asked for with its defaults.
        same = system == state.settings.system
        return make_system(system, state.settings.options if same else {})
    return system


def _view(state: EventState, after_round: int | None) -> tuple[list[int], float]:
    """The rounds counted and the first entry not seen (players registered from it on are left out)."""
    if after_round is None:
        return sorted(state.rounds), float("inf")
    if isinstance(after_round, bool) or not isinstance(after_round, int) or after_round < 0:
        raise TablesideError(f"after_round must be a round number, got {after_round!r}")
    if after_round > len(state.rounds):
        raise TablesideError(f"there is no round {after_round} yet (the event has {len(state.rounds)})")
    following = state.rounds.get(after_round + 1)
    cutoff = following.opened_seq if following is not None else float("inf")
    return [n for n in sorted(state.rounds) if n <= after_round], cutoff


def _dropped_by(player: Player, cutoff: float) -> bool:
    return player.dropped and (player.dropped_seq is None or player.dropped_seq < cutoff)


def _seed(state: EventState) -> str:
    assert state.settings is not None
    return state.settings.tiebreak_seed


def _with_rank(row: Standing, rank: int) -> Standing:
    return Standing(row.player, row.name, row.total, row.games, row.wins, row.dropped, rank,
                    row.opponents_average, row.byes, row.tiebreak, row.final)


@dataclass
class _Tally:
    totals: dict[str, Fraction]
    games: dict[str, int]
    wins: dict[str, int]
    byes: dict[str, int]
    opponents: dict[str, list[str]]
    results: dict[tuple[int, int], GameResult] = field(default_factory=dict)  # by (round, table)

    @classmethod
    def in_steps(cls, state: EventState, rounds: list[int], system: ScoringSystem,
                 players: dict[str, Player]) -> Steps[_Tally]:
        assert state.settings is not None
        rating_system = is_rating_system(system)
        tally = cls({pid: Fraction(0) for pid in players}, dict.fromkeys(players, 0), dict.fromkeys(players, 0),
                    dict.fromkeys(players, 0), {pid: [] for pid in players})
        current = starting_ratings(state)
        done = 0
        for number in rounds:
            rnd = state.rounds[number]
            if is_final(rnd):
                continue  # a final's games rank its players among themselves only (app.event.final)
            before = dict(current)  # every game of a round starts from the ratings after the round before
            for table in rnd.tables.values():
                done += 1
                if done % (STEP // 4) == 0:  # (a table is four players, and their results)
                    yield
                result = tally.results[(number, table.number)] = table_result(state, table, before, system)
                for res in result.players:
                    tally.totals[res.name] += res.points
                    tally.games[res.name] += 1
                    tally.wins[res.name] += res.place == 1
                    if res.rating is not None:
                        current[res.name] = res.rating.after
                if table.started_at is not None:
                    for pid in table.players:
                        tally.opponents[pid].extend(q for q in table.players if q != pid)
            if rnd.no_show == "loss":  # a no-show's loss: a game played for the round's zero (``checkin``)
                for pid in rnd.absent:
                    if pid in tally.games:
                        tally.games[pid] += 1
            for pid in rnd.byes:
                tally.byes[pid] += 1
                if not rating_system:
                    tally.totals[pid] += state.settings.bye_points
        if rating_system:
            start = getattr(system, "start_rating", 0)
            for pid, player in players.items():
                rating = current.get(pid, player.start_rating if player.start_rating is not None else start)
                tally.totals[pid] = Fraction(rating)
        return tally
