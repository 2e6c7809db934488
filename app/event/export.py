"""The event's log, results, standings and ratings as plain rows and CSV text, for exports.

The rows (``result_rows``, ``standing_rows``: the JSON export, ``tableside standings``) hold points as
exact fraction text (``29/2``) and ``rounded`` numbers. The CSV files are for spreadsheets, which read
``29/2`` as the 29th of February: there every points column (``points``, ``total``,
``opponents_average``) is a decimal rounded half away from zero to 4 places, trailing zeros dropped
(``14.5``, ``6.6667``, ``12``; ``app.display.decimal_text``), and the exact value stands beside it in
``points_exact``, ``total_exact``, ``opponents_average_exact`` (``29/2``, ``20/3``, ``12``) for anyone who
checks the arithmetic. ``dropped`` reads ``yes``/``no``; the ledger columns are written only when the
event's scoring system has a ledger (contribution).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Any

from ..csv_export import csv_text
from ..display import decimal_text, fraction_text, json_number
from ..eventlog.entry import Entry
from ..steps import Progress, finish, scaled
from .corrections import places_moved
from .ledger import event_ledger
from .results import starting_ratings, system_of, table_result
from .standings import SystemChoice, is_rating_system, ratings, standings
from .state import EventState

# Under the contribution system each result also carries its ledger (before, loss, gain, bonus, after),
# and the table's rounding remainder stands on the table's last row, so the column sums to the event's.
LEDGER_COLUMNS = ["before", "loss", "gain", "bonus", "after", "remainder"]
# ``corrected``: the entry of the judge's correction the table's result stands by (game.correct), or empty.
RESULT_COLUMNS = ["round", "table", "game", "player_id", "player", "place", "points", "points_exact", "reason",
                  "corrected", *LEDGER_COLUMNS]
LOG_COLUMNS = ["seq", "id", "at", "kind", "data", "hash", "undone_by"]
# ``corrected``: places the judge's corrections moved the player (+2 gained, -1 lost, 0), empty when none did.
STANDING_COLUMNS = ["rank", "player_id", "player", "total", "total_exact", "games", "wins", "opponents_average",
                    "opponents_average_exact", "byes", "dropped", "corrected", "final", "final_place"]
RATING_COLUMNS = ["name", "rating"]
BYE = "bye"


def result_rows(state: EventState) -> list[dict[str, Any]]:
    """Every result so far, table by table; a bye is a row of its own (no table, reason "bye")."""
    return finish(result_rows_in_steps(state))


def result_rows_in_steps(state: EventState) -> Progress[list[dict[str, Any]]]:
    """``result_rows`` a round a step (50 rounds of 100 tables: 0.55 s in all). A round is read whole
    in its step, so actions committed between steps (a device's, the clocks') never split one."""
    assert state.settings is not None
    system = system_of(state)
    bye_points = 0 if is_rating_system(system) else state.settings.bye_points  # a bye leaves a rating as it is
    rows = []
    ratings = starting_ratings(state)
    numbers = sorted(state.rounds)
    for at, number in enumerate(numbers):
        if at:
            yield at / len(numbers)
        rnd = state.rounds[number]
        # The ratings before this round, as _ratings(state, upto=number) says, carried on round to round
        # (asking it each round walked every round before again: 3.9 s of 5 at 50 rounds of 100 tables).
        ratings_then = dict(ratings)
        for table in sorted(rnd.tables.values(), key=lambda t: t.number):
            reasons = {pid: leave.reason for leave in table.leaves for pid in leave.players}
            result = table_result(state, table, ratings_then, system)
            for res in result.players:
                if res.rating is not None:
                    ratings[res.name] = res.rating.after
            for index, res in enumerate(result.players):
                change = res.rating
                last = index == len(result.players) - 1
                rows.append({
                    "round": number, "table": table.number, "game": table.title, "player_id": res.name,
                    "player": state.players[res.name].name, "place": res.place,
                    "points": fraction_text(res.points), "rounded": json_number(res.points),
                    "reason": reasons.get(res.name, "won"),
                    "corrected": None if table.correction is None else table.correction.seq,
                    "before": None if change is None else change.before,
                    "loss": None if change is None else change.loss,
                    "gain": None if change is None else change.gain,
                    "bonus": None if change is None else change.bonus,
                    "after": None if change is None else change.after,
                    "remainder": result.remainder if last and result.remainder is not None else None,
                })
        for pid in rnd.byes:
            rows.append({"round": number, "table": None, "game": BYE, "player_id": pid,
                         "player": state.players[pid].name, "place": None, "points": fraction_text(bye_points),
                         "rounded": json_number(bye_points), "reason": BYE, "corrected": None,
                         **dict.fromkeys(LEDGER_COLUMNS)})
    return rows


def ledger_summary(state: EventState) -> dict[str, Any] | None:
    """The event's rating ledger in numbers (contribution only): the remainder and how ratings moved."""
    ledger = event_ledger(state)
    if ledger is None:
        return None
    return {"remainder": ledger.remainder, "losses": ledger.losses, "gains": ledger.gains,
            "bonuses": ledger.bonuses, "held": ledger.held, "start_total": ledger.start_total,
            "now_total": ledger.now_total, "balanced": ledger.balanced}


def log_rows(entries: Iterable[Entry], state: EventState) -> list[dict[str, Any]]:
    return [
        {"seq": e.seq, "id": e.id, "at": e.at, "kind": e.kind, "data": dict(e.data), "hash": e.hash,
         "undone_by": state.undone.get(e.seq)}
        for e in entries
    ]


def standing_rows(state: EventState, after_round: int | None = None, system: SystemChoice = None
                  ) -> list[dict[str, Any]]:
    rows = standings(state, after_round, system)
    moved = places_moved(state, after_round, system, now=rows)
    return [
        {"rank": s.rank, "player_id": s.player, "player": s.name, "total": fraction_text(s.total),
         "rounded": json_number(s.total), "games": s.games, "wins": s.wins,
         "opponents_average": fraction_text(s.opponents_average), "byes": s.byes, "dropped": s.dropped,
         "corrected": moved.get(s.player), "final": s.final.stage if s.final else None,
         "final_place": s.final.place or None if s.final else None}
        for s in rows
    ]


def _decimal_and_exact(row: dict[str, Any], key: str) -> None:
    """``row[key]`` (fraction text) as a decimal, with the exact text in ``key_exact``."""
    exact = Fraction(row[key])
    row[key] = decimal_text(exact)
    row[f"{key}_exact"] = fraction_text(exact)


def results_csv(state: EventState, *, head: str) -> str:
    """``head``: the log head's fingerprint (app.eventlog.anchor), written on every row."""
    return finish(results_csv_in_steps(state, head=lambda: head))


def results_csv_in_steps(state: EventState, *, head: Callable[[], str]) -> Progress[str]:
    """``results_csv`` a round a step; ``head`` is asked once every round is read, so the fingerprint
    names the log the rows were read from, whatever was committed between the steps."""
    rows = yield from scaled(result_rows_in_steps(state), 0.0, 0.95)
    ledger = any(row[column] is not None for row in rows for column in LEDGER_COLUMNS)
    for row in rows:
        del row["rounded"]
        _decimal_and_exact(row, "points")
        if not ledger:
            for column in LEDGER_COLUMNS:
                del row[column]
    columns = RESULT_COLUMNS if ledger else [c for c in RESULT_COLUMNS if c not in LEDGER_COLUMNS]
    return csv_text(columns, rows, head=head())


def log_csv(entries: Iterable[Entry], state: EventState, *, head: str) -> str:
    rows = log_rows(entries, state)
    for row in rows:
        row["data"] = json.dumps(row["data"], ensure_ascii=False, sort_keys=True)
    return csv_text(LOG_COLUMNS, rows, head=head)


def standings_csv(state: EventState, after_round: int | None = None, system: SystemChoice = None, *,
                  head: str) -> str:
    rows = standing_rows(state, after_round, system)
    for row in rows:
        del row["rounded"]
        _decimal_and_exact(row, "total")
        _decimal_and_exact(row, "opponents_average")
        row["dropped"] = "yes" if row["dropped"] else "no"
        moved = row["corrected"]
        row["corrected"] = "" if moved is None else f"{moved:+d}" if moved else "0"
    return csv_text(STANDING_COLUMNS, rows, head=head)


def export_ratings_csv(state: EventState, system: SystemChoice = None, *, head: str) -> str:
    """``name,rating`` for the next event's ``ratings``: everyone rated here, and everyone whose rating
    was brought in but who did not play (their rating carries on unchanged). Highest rating first."""
    assert state.settings is not None
    by_id = ratings(state, system=system)
    rows = {state.players[pid].name.casefold(): (state.players[pid].name, rating) for pid, rating in by_id.items()}
    for name, rating in state.settings.ratings.items():
        rows.setdefault(name.casefold(), (name, rating))
    ordered = sorted(rows.values(), key=lambda row: (-row[1], row[0].casefold()))
    return csv_text(RATING_COLUMNS, [{"name": name, "rating": rating} for name, rating in ordered], head=head)
