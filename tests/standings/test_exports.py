"""Standings, results and ratings as CSV text."""

from __future__ import annotations

import csv
import io

from tableside.app.event.export import STANDING_COLUMNS, results_csv, standings_csv
from tests.standings.helpers import event, play


def rows(text):
    assert text.startswith("\ufeff")  # the byte-order mark every export carries
    return list(csv.DictReader(io.StringIO(text.removeprefix("\ufeff"))))


def test_standings_csv_has_every_column_and_exact_totals():
    session = event(["Ana", "Ben", "Cai"], system="plops")
    play(session, {1: (["Ana", "Ben", "Cai"], [["Cai"], ["Ben"]])})
    table = rows(standings_csv(session.state, head="9:0123abcd"))
    assert list(table[0]) == [*STANDING_COLUMNS, "log_head"]
    assert {r["log_head"] for r in table} == {"9:0123abcd"}
    assert [(r["rank"], r["player"], r["total"], r["rounded"]) for r in table] == [
        ("1", "Ana", "75", "75"), ("2", "Ben", "50", "50"), ("3", "Cai", "25", "25")]
    assert table[0]["opponents_average"] == "75/2"
    after_zero = rows(standings_csv(session.state, after_round=0, head="9:0123abcd"))
    assert {r["total"] for r in after_zero} == {"0"}


def test_results_csv_lists_games_and_byes():
    session = event(["Ana", "Ben", "Cai", "Dee", "Eve"], bye_points="5/2")
    session.do("round.open", {})
    session.do("round.seat", {"byes": 1, "seed": 11})
    session.do("round.start", {})
    table = session.state.rounds[1].tables[1]
    for pid in table.players[:-1]:
        session.do("player.out", {"table": 1, "players": [pid]})
    result = rows(results_csv(session.state, head="9:0123abcd"))
    assert len(result) == 5
    bye = [r for r in result if r["reason"] == "bye"]
    assert len(bye) == 1 and (bye[0]["table"], bye[0]["points"], bye[0]["rounded"]) == ("", "5/2", "2.5")
    standing = {r["player_id"]: r for r in rows(standings_csv(session.state, head="9:0123abcd"))}
    assert standing[bye[0]["player_id"]]["total"] == "5/2" and standing[bye[0]["player_id"]]["byes"] == "1"
