"""A final (a top cut) after the Swiss rounds: who plays it, where they sit, and how it ranks them.

A round opened with a cut of K is a final: the K best of the standings as they stood when it opened
(dropped players left out; a tie at the line goes the standings' own way, down to its seeded
tiebreak), seated by seed. K of 5 or fewer play one final table; more are split into tables of the
event's sizes, the seeds dealt out in a snake (1, 2, 3, 4, 4, 3, 2, 1, …), so the best seeds meet last.
Nobody else plays that round, and nobody scores a bye for it.

The final ranks its players above everyone who did not reach it, and a later final above an earlier
one (a cut to 16 in four tables, then a final table of their 4 winners). Within a final: the place at
the table first, then the final's points under its own scoring system (which only tells apart equal
places at different tables), then the standings that seeded it. A final's games add nothing to the
Swiss totals, wins or opponents' averages (nor to contribution ratings): they decide the final only.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .state import EventState, Round

MIN_CUT = 2
MAX_CUT = 64  # a final is a handful of tables; a bigger "cut" is another Swiss round


@dataclass(frozen=True, slots=True)
class FinalResult:
    """A player's part in the latest final they played."""

    stage: int  # 1 for the first final of the event, 2 for the one after it, …
    place: int  # their place at their final table (0 while the table plays on)
    points: Fraction  # under the final's scoring system (0 while the table plays on)
    table: int


def final_kind(final: FinalResult | None, last_stage: int) -> str:
    """How a standings line names a player's final: "final" (the event's latest), "cut" (an earlier one
    they went out of), or "" (none)."""
    if final is None:
        return ""
    return "final" if final.stage == last_stage else "cut"


def is_final(rnd: Round) -> bool:
    return rnd.cut > 0


def cut_line(state: EventState, number: int, size: int) -> list[str]:
    """Round ``number``'s finalists, best seed first: the first ``size`` players still in the event of the
    standings after the round before it."""
    from .standings import standings

    rows = standings(state, after_round=number - 1)
    return [row.player for row in rows if not state.players[row.player].dropped][:size]


def final_tables(seeds: list[str], sizes: tuple[int, ...]) -> list[list[str]]:
    """The seeds dealt out to tables of ``sizes`` in a snake: seed 1 to the first table, seed 2 to the
    second, …, back from the last table on the next pass. A full table is passed over."""
    tables: list[list[str]] = [[] for _ in sizes]
    order = list(range(len(sizes)))
    turn = 0
    for seed in seeds:
        while True:
            lap, step = divmod(turn, len(order))
            index = order[step] if lap % 2 == 0 else order[-1 - step]
            turn += 1
            if len(tables[index]) < sizes[index]:
                tables[index].append(seed)
                break
    return tables


def final_results(state: EventState, rounds: list[int], players: set[str]) -> dict[str, FinalResult]:
    """Each player's latest final among ``rounds`` (a view's rounds), for the standings' order."""
    from .results import system_of, table_result

    results: dict[str, FinalResult] = {}
    stage = 0
    for number in rounds:
        rnd = state.rounds[number]
        if not is_final(rnd):
            continue
        stage += 1
        system = system_of(state, number)
        for table in rnd.tables.values():
            scored = {res.name: res for res in table_result(state, table, None, system).players} \
                if table.finished else {}
            for pid in table.players:
                if pid in players:
                    res = scored.get(pid)
                    results[pid] = FinalResult(stage, res.place if res else 0, res.points if res else Fraction(0),
                                               table.number)
    return results
