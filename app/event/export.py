"""The event's log and its results per table as plain rows, for JSON and CSV exports."""

from __future__ import annotations

from typing import Any, Iterable

from app.display import fraction_text, json_number
from app.event.results import standings, system_of, table_result, _ratings
from app.event.state import EventState
from app.eventlog.entry import Entry

RESULT_COLUMNS = ["round", "table", "game", "player_id", "player", "place", "points", "rounded", "reason"]
LOG_COLUMNS = ["seq", "id", "at", "kind", "data", "hash", "undone_by"]
STANDING_COLUMNS = ["rank", "player_id", "player", "total", "rounded", "games", "wins", "dropped"]


def result_rows(state: EventState) -> list[dict[str, Any]]:
    system = system_of(state)
    rows = []
    for number in sorted(state.rounds):
        ratings = _ratings(state, upto=number)
        for table in sorted(state.rounds[number].tables.values(), key=lambda t: t.number):
            reasons = {pid: leave.reason for leave in table.leaves for pid in leave.players}
            for res in table_result(state, table, ratings, system).players:
                rows.append({
                    "round": number, "table": table.number, "game": table.title, "player_id": res.name,
                    "player": state.players[res.name].name, "place": res.place,
                    "points": fraction_text(res.points), "rounded": json_number(res.points),
                    "reason": reasons.get(res.name, "won"),
                })
    return rows


def log_rows(entries: Iterable[Entry], state: EventState) -> list[dict[str, Any]]:
    return [
        {"seq": e.seq, "id": e.id, "at": e.at, "kind": e.kind, "data": dict(e.data), "hash": e.hash,
         "undone_by": state.undone.get(e.seq)}
        for e in entries
    ]


def standing_rows(state: EventState) -> list[dict[str, Any]]:
    return [
        {"rank": rank, "player_id": s.player, "player": s.name, "total": fraction_text(s.total),
         "rounded": json_number(s.total), "games": s.games, "wins": s.wins, "dropped": s.dropped}
        for rank, s in enumerate(standings(state), start=1)
    ]
