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
    assert [(r["rank"], r["player"], r["total"], r["total_exact"]) for r in table] == [
        ("1", "Ana", "75", "75"), ("2", "Ben", "50", "50"), ("3", "Cai", "25", "25")]
    # A spreadsheet reads 75/2 as a date: the decimal in the column, the fraction beside it.
    assert (table[0]["opponents_average"], table[0]["opponents_average_exact"]) == ("37.5", "75/2")
    assert {r["dropped"] for r in table} == {"no"}
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
    assert len(bye) == 1 and (bye[0]["table"], bye[0]["points"], bye[0]["points_exact"]) == ("", "2.5", "5/2")
    assert "before" not in result[0] and "remainder" not in result[0]  # table points keep no ledger
    standing = {r["player_id"]: r for r in rows(standings_csv(session.state, head="9:0123abcd"))}
    assert standing[bye[0]["player_id"]]["total"] == "2.5" and standing[bye[0]["player_id"]]["byes"] == "1"
    assert standing[bye[0]["player_id"]]["total_exact"] == "5/2"


def test_points_in_a_csv_are_decimals_to_four_places_never_a_fraction():
    from fractions import Fraction

    from tableside.app.display import decimal_text

    assert [decimal_text(Fraction(n, d)) for n, d in [(29, 2), (20, 3), (47, 4), (107, 10), (12, 1), (0, 1),
                                                      (-1, 3), (1, 3 * 10 ** 6), (-5, 2), (2, 3)]] == [
        "14.5", "6.6667", "11.75", "10.7", "12", "0", "-0.3333", "0", "-2.5", "0.6667"]
    assert decimal_text(Fraction(1, 20000)) == "0.0001"  # half away from zero, as a judge rounds
    assert decimal_text(-7) == "-7"


def test_the_results_carry_each_rounds_ratings_on_as_the_ratings_before_that_round_say():
    """result_rows carries the ratings round to round instead of asking ratings_before_round for each
    round (quadratic); every row's ledger must still start where ratings_before_round says."""
    from random import Random

    from tableside.app.event.export import result_rows
    from tableside.app.event.results import ratings_before_round, system_of, table_result

    names = [f"P{i}" for i in range(12)]
    session = event(names, system="contribution", ratings={"P0": 1200, "P5": 900})
    rnd = Random(3)
    for _ in range(4):
        order = list(session.state.players)
        rnd.shuffle(order)
        play(session, {t + 1: (order[4 * t:4 * t + 4], [[pid] for pid in order[4 * t + 1:4 * t + 4][::-1]])
                       for t in range(3)})
    state = session.state
    system = system_of(state)
    want = []
    for number in sorted(state.rounds):
        before = ratings_before_round(state, number)
        for table in sorted(state.rounds[number].tables.values(), key=lambda t: t.number):
            want += [(number, res.name, res.rating.before, res.rating.after)
                     for res in table_result(state, table, before, system).players]
    got = [(row["round"], row["player_id"], row["before"], row["after"]) for row in result_rows(state)]
    assert got == want
    assert len({after for *_, after in got}) > 3  # the ratings did move, round after round
