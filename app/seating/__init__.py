"""Seating players at tables: table sizes, random first rounds, Swiss pods after. Pure and seeded."""

from app.seating.history import History, repeat_pairs
from app.seating.seat import Seating, random_seating, seat_round
from app.seating.sizes import CannotSeat, SeatingOption, TablePlan, check_sizes, plan_table_sizes

__all__ = [
    "CannotSeat", "History", "Seating", "SeatingOption", "TablePlan", "check_sizes", "plan_table_sizes",
    "random_seating", "repeat_pairs", "seat_round",
]
