"""Seating a round from the event as it stands: the players, their standings and their history."""

from __future__ import annotations

from collections.abc import Sequence

from ..seating import History, Seating, TablePlan, plan_table_sizes, seat_round
from ..seating.seat import Seed
from .seating_constraints import active_constraints
from .standings import standings
from .state import EventState


def active_players(state: EventState) -> list[str]:
    """Everyone registered and not dropped, late entries included."""
    return [pid for pid, p in state.players.items() if not p.dropped]


def seat_event_round(state: EventState, number: int, seed: Seed, sizes: Sequence[int], byes: int = 0,
                     five: bool = False) -> tuple[TablePlan, Seating]:
    """Round ``number``'s seating: random if no earlier round has tables, Swiss by the standings if one has,
    keeping the judge's seating constraints (``Seating.broken`` names any it could not keep).

    Raises app.seating.CannotSeat when the players cannot be split into the sizes.
    """
    active = set(active_players(state))
    plan = plan_table_sizes(len(active), sizes, five, byes)
    earlier = [rnd for n, rnd in sorted(state.rounds.items()) if n < number]
    history = History.of((t.players for rnd in earlier for t in rnd.tables.values()), plan.normal,
                         (p for rnd in earlier for p in rnd.byes))
    swiss = any(rnd.tables for rnd in earlier)
    order = [s.player for s in standings(state) if s.player in active]
    return plan, seat_round(order, plan, history, seed, swiss=swiss, constraints=active_constraints(state))
