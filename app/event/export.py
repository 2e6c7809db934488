"""The event's log, results, standings and ratings as plain rows and CSV text, for exports."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from ..csv_export import csv_text
from ..display import fraction_text, json_number
from ..eventlog.entry import Entry
from .ledger import event_ledger
from .results import _ratings, system_of, table_result
from .standings import SystemChoice, is_rating_system, ratings, standings
from .state import EventState

# Under the contribution system each result also carries its ledger (before, loss, gain, bonus, after),
# and the table's rounding remainder stands on the table's last row, so the column sums to the event's.
LEDGER_COLUMNS = ["before", "loss", "gain", "bonus", "after", "remainder"]
RESULT_COLUMNS = ["round", "table", "game", "player_id", "player", "place", "points", "rounded", "reason",
                  *LEDGER_COLUMNS]
LOG_COLUMNS = ["seq", "id", "at", "kind", "data", "hash", "undone_by"]
STANDING_COLUMNS = ["rank", "player_id", "player", "total", "rounded", "games", "wins", "opponents_average",
                    "byes", "dropped"]
RATING_COLUMNS = ["name", "rating"]
BYE = "bye"


def result_rows(state: EventState) -> list[dict[str, Any]]:
    """Every result so far, table by table; a bye is a row of its own (no table, reason "bye")."""
    assert state.settings is not None
    system = system_of(state)
    bye_points = 0 if is_rating_system(system) else state.settings.bye_points  # a bye leaves a rating as it is
    rows = []
    for number in sorted(state.rounds):
        rnd = state.rounds[number]
        ratings_then = _ratings(state, upto=number)
        for table in sorted(rnd.tables.values(), key=lambda t: t.number):
            reasons = {pid: leave.reason for leave in table.leaves for pid in leave.players}
            result = table_result(state, table, ratings_then, system)
            for index, res in enumerate(result.players):
                change = res.rating
                last = index == len(result.players) - 1
                rows.append({
                    "round": number, "table": table.number, "game": table.title, "player_id": res.name,
                    "player": state.players[res.name].name, "place": res.place,
                    "points": fraction_text(res.points), "rounded": json_number(res.points),
                    "reason": reasons.get(res.name, "won"),
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
                         "rounded": json_number(bye_points), "reason": BYE,
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
    return [
        {"rank": s.rank, "player_id": s.player, "player": s.name, "total": fraction_text(s.total),
         "rounded": json_number(s.total), "games": s.games, "wins": s.wins,
         "opponents_average": fraction_text(s.opponents_average), "byes": s.byes, "dropped": s.dropped}
        for s in standings(state, after_round, system)
    ]


def results_csv(state: EventState, *, head: str) -> str:
    """``head``: the log head's fingerprint (app.eventlog.anchor), written on every row."""
    return csv_text(RESULT_COLUMNS, result_rows(state), head=head)


def log_csv(entries: Iterable[Entry], state: EventState, *, head: str) -> str:
    rows = log_rows(entries, state)
    for row in rows:
        row["data"] = json.dumps(row["data"], ensure_ascii=False, sort_keys=True)
    return csv_text(LOG_COLUMNS, rows, head=head)


def standings_csv(state: EventState, after_round: int | None = None, system: SystemChoice = None, *,
                  head: str) -> str:
    return csv_text(STANDING_COLUMNS, standing_rows(state, after_round, system), head=head)


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
