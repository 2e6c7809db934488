"""The vocabulary of judge actions: every kind the log may hold, with its check and its effect."""

from __future__ import annotations

from . import (
    agenda_actions,
    announce_actions,
    checkin_actions,
    clock_actions,
    constraint_actions,
    correction_actions,
    device_actions,
    event_actions,
    game_actions,
    hold_actions,
    judge_calls,
    player_actions,
    report_actions,
    round_end_actions,
    seating_actions,
    station_actions,
    table_actions,
)
from .base import Action, ActionRefused, Data, Scope

UNDO = "undo"

ACTIONS: dict[str, Action] = {
    action.kind: action
    for module in (event_actions, player_actions, table_actions, game_actions, seating_actions, clock_actions,
                   hold_actions, device_actions, station_actions, correction_actions, judge_calls,
                   constraint_actions, announce_actions, agenda_actions, checkin_actions,
                   round_end_actions, report_actions)
    for action in module.ACTIONS
}

__all__ = ["ACTIONS", "Action", "ActionRefused", "Data", "Scope", "UNDO"]
