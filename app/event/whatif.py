"""The systems a what-if can compare with: every scoring system and every scoring preset, with options.

A choice is a system name and its options. A preset brings its own; a system on its own starts from
the options it needs least: none when it takes none, else those of the first preset of that system (so
``rplops`` starts at x = 50, as its shipped preset), and the judge can change them. The command line's
``--system``/``--preset``/``--options`` go through ``resolve`` and fail with one sentence.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..errors import TablesideError
from ..presets import Presets
from ..scoring import SYSTEMS, ScoringSystem, make_system
from .state import EventState


@dataclass(frozen=True)
class Choice:
    key: str  # "system:NAME" or "preset:NAME", unique among the choices
    label: str
    system: str
    options: Mapping[str, Any] = field(default_factory=dict)

    def options_text(self) -> str:
        return json.dumps(_plain(self.options), ensure_ascii=False)


def choices(presets: Presets) -> list[Choice]:
    """Every system (with starting options), then every scoring preset (with its own)."""
    found = [Choice(f"system:{name}", name, name, _starting_options(name, presets)) for name in SYSTEMS]
    for name, preset in presets.scoring.items():
        found.append(Choice(f"preset:{name}", f"preset {name}: {preset.label}", preset.system,
                            _plain(preset.options)))
    return found


def parse_options(text: str) -> dict[str, Any]:
    """A JSON object of options, as typed; TablesideError in one sentence otherwise."""
    stripped = text.strip()
    if not stripped:
        return {}
    try:
        value = json.loads(stripped)
    except json.JSONDecodeError as err:
        raise TablesideError(f"the options are not valid JSON ({err.msg} at column {err.colno}); "
                             'write them like {"x": 50}') from None
    if not isinstance(value, dict):
        raise TablesideError(f'the options must be a JSON object like {{"x": 50}}, not {stripped}')
    return value


def make(system: str, options: Mapping[str, Any]) -> ScoringSystem:
    """The system with these options; the error names the system, the option and the choices."""
    try:
        return make_system(system, options)
    except TablesideError as err:
        raise TablesideError(f"cannot compare with {system}: {err}") from None


def resolve(event_system: str, event_options: Mapping[str, Any], presets: Presets, system: str | None = None,
            preset: str | None = None, options_text: str | None = None) -> ScoringSystem | None:
    """What ``tableside standings --system/--preset/--options`` asks for; None: the event's own system."""
    if preset is not None:
        if options_text is not None:
            raise TablesideError("give --preset or --options, not both (a preset brings its own options)")
        chosen = presets.scoring.get(preset)
        if chosen is None:
            known = ", ".join(presets.scoring) or "none"
            raise TablesideError(f"there is no scoring preset {preset!r} (presets: {known})")
        if system is not None and system != chosen.system:
            raise TablesideError(f"preset {preset!r} is a {chosen.system} preset, not {system}")
        return make(chosen.system, _plain(chosen.options))
    if system is None:
        if options_text is not None:
            raise TablesideError("--options needs --system NAME (the system the options are for)")
        return None
    if system not in SYSTEMS:
        raise TablesideError(f"unknown scoring system {system!r} (known: {', '.join(SYSTEMS)})")
    if options_text is not None:
        return make(system, parse_options(options_text))
    if system == event_system:
        return make(system, event_options)
    try:
        return make_system(system, {})
    except TablesideError as err:
        offer = [name for name, p in presets.scoring.items() if p.system == system]
        hint = f" or --preset {offer[0]}" if offer else ""
        raise TablesideError(f"cannot compare with {system}: {err}; give its options with --options JSON{hint}"
                             ) from None


def _starting_options(system: str, presets: Presets) -> dict[str, Any]:
    try:
        make_system(system, {})
        return {}
    except TablesideError:
        pass
    for preset in presets.scoring.values():
        if preset.system == system:
            options: dict[str, Any] = _plain(preset.options)
            return options
    return {}


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


@dataclass(frozen=True)
class DefaultHours:
    """Games scored "by hours" that had none: ``games`` of them counted as ``hours`` each."""

    games: int
    hours: Fraction


def default_hours(state: EventState, system: ScoringSystem, after_round: int | None = None) -> DefaultHours | None:
    """Whether ``system`` weighs games by their hours and some game (up to ``after_round``) has none, so the
    system's default h stands in for it: the judge is told, never left to guess (the audit's h = 1)."""
    if not getattr(system, "use_hours", False):
        return None
    games = sum(1 for number, rnd in state.rounds.items() if after_round is None or number <= after_round
                for table in rnd.tables.values() if table.started_at is not None and table.hours is None)
    return DefaultHours(games, Fraction(getattr(system, "hours", 1))) if games else None
