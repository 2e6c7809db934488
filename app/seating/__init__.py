"""Seating players at tables: table sizes, random first rounds, Swiss pods after. Pure and seeded."""

from .history import History, repeat_pairs
from .seat import Seating, random_seating, seat_round
from .sizes import CannotSeat, SeatingOption, TablePlan, check_sizes, plan_table_sizes

__all__ = [
    "CannotSeat", "History", "Seating", "SeatingOption", "TablePlan", "check_sizes", "plan_table_sizes",
    "random_seating", "repeat_pairs", "seat_round",
]
