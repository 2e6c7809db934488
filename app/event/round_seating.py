"""Seating a round from the event as it stands: the players, their standings and their history."""

from __future__ import annotations

from collections.abc import Sequence

from ..seating import History, Seating, TablePlan, plan_table_sizes, seat_round
from ..seating.seat import Seed
from .checkin import active_players, to_seat
from .seating_constraints import active_constraints
from .standings import standings
from .state import EventState

__all__ = ["active_players", "seat_event_round"]


def seat_event_round(state: EventState, number: int, seed: Seed, sizes: Sequence[int], byes: int = 0,
                     five: bool = False) -> tuple[TablePlan, Seating]:
    """Round ``number``'s seating: random if no earlier round has tables, Swiss by the standings if one has,
    keeping the judge's seating constraints (``Seating.broken`` names any it could not keep). Under
    check-in only the players checked in for the round are seated (``app.event.checkin``).

    Raises app.seating.CannotSeat when the players cannot be split into the sizes.
    """
    active = set(to_seat(state, number))
    plan = plan_table_sizes(len(active), sizes, five, byes)
    earlier = [rnd for n, rnd in sorted(state.rounds.items()) if n < number]
    history = History.of((t.players for rnd in earlier for t in rnd.tables.values()), plan.normal,
                         (p for rnd in earlier for p in rnd.byes))
    swiss = any(rnd.tables for rnd in earlier)
    order = [s.player for s in standings(state) if s.player in active]
    return plan, seat_round(order, plan, history, seed, swiss=swiss, constraints=active_constraints(state))
