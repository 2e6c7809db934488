"""Seating a round from the event as it stands: the players, their standings and their history."""

from __future__ import annotations

from collections.abc import Sequence

from ..seating import History, Seating, TablePlan, plan_table_sizes, seat_round
from ..seating.seat import Seed
from .final import cut_line, final_tables
from .seating_constraints import active_constraints
from .standings import standings
from .state import EventState, Round


def final_plan(state: EventState, rnd: Round) -> tuple[TablePlan, Seating]:
    """A final's tables: one table up to 5 players, else the event's sizes; seeds dealt in a snake.
    The judge's seating constraints are for the Swiss rounds: a final seats by seed alone."""
    assert state.settings is not None
    plan = TablePlan((rnd.cut,), 0, rnd.cut) if rnd.cut <= 5 else \
        plan_table_sizes(rnd.cut, state.settings.table_sizes, False, 0)
    tables = final_tables(cut_line(state, rnd.number, rnd.cut), plan.tables)
    return plan, Seating(tuple(tuple(table) for table in tables), ())


def active_players(state: EventState) -> list[str]:
    """Everyone registered and not dropped, late entries included."""
    return [pid for pid, p in state.players.items() if not p.dropped]


def seat_event_round(state: EventState, number: int, seed: Seed, sizes: Sequence[int], byes: int = 0,
                     five: bool = False) -> tuple[TablePlan, Seating]:
    """Round ``number``'s seating: random if no earlier round has tables, Swiss by the standings if one has,
    keeping the judge's seating constraints (``Seating.broken`` names any it could not keep).

    A final (a round opened with a cut) seats its finalists by seed instead (``final_plan``).

    Raises app.seating.CannotSeat when the players cannot be split into the sizes.
    """
    rnd = state.rounds.get(number)
    if rnd is not None and rnd.cut:
        return final_plan(state, rnd)
    active = set(active_players(state))
    plan = plan_table_sizes(len(active), sizes, five, byes)
    earlier = [rnd for n, rnd in sorted(state.rounds.items()) if n < number]
    history = History.of((t.players for rnd in earlier for t in rnd.tables.values()), plan.normal,
                         (p for rnd in earlier for p in rnd.byes))
    swiss = any(rnd.tables for rnd in earlier)
    order = [s.player for s in standings(state) if s.player in active]
    return plan, seat_round(order, plan, history, seed, swiss=swiss, constraints=active_constraints(state))
