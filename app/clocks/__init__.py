"""Clocks for a table and for the round: immutable values computed from event-time moments (ms)."""

from ..paths import resources_dir
from .errors import ClockRefused, InvalidPreset
from .round_clock import RoundClock
from .rules import (
    DecisionKind,
    TimerRules,
    builtin_presets,
    load_rules,
    load_rules_text,
    rules_from_dict,
    rules_to_dict,
)
from .table_clock import TableClock
from .table_view import DecisionView, PlayerView, TableClockView, VoteResult, VoteView

__all__ = [
    "ClockRefused",
    "DecisionKind",
    "DecisionView",
    "InvalidPreset",
    "PlayerView",
    "RoundClock",
    "TableClock",
    "TableClockView",
    "TimerRules",
    "VoteResult",
    "VoteView",
    "builtin_presets",
    "load_rules",
    "load_rules_text",
    "resources_dir",
    "rules_from_dict",
    "rules_to_dict",
]
