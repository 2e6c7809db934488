"""Clocks for a table and for the round: immutable values computed from event-time moments (ms)."""

from app.clocks.errors import ClockRefused, InvalidPreset
from app.clocks.round_clock import RoundClock
from app.clocks.rules import (
    DecisionKind,
    TimerRules,
    builtin_presets,
    load_rules,
    load_rules_text,
    rules_from_dict,
    rules_to_dict,
)
from app.clocks.table_clock import TableClock
from app.clocks.table_view import DecisionView, PlayerView, TableClockView, VoteResult, VoteView
from app.paths import resources_dir

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
