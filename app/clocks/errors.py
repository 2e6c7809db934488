"""Refusals raised by the clocks and their presets (kept here until the lead folds them into app.errors)."""

from __future__ import annotations

from app.errors import TablesideError


class ClockRefused(TablesideError):
    """An action the rules do not allow at that moment; ``str(err)`` says why, for the judge."""


class InvalidPreset(TablesideError):
    """A timer preset that cannot be used; the message names the file, the line and the problem."""
