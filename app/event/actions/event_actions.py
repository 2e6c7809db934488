"""Creating the event and changing its scoring system."""

from __future__ import annotations

import datetime

from app.errors import TablesideError
from app.event.actions.base import Action, ActionRefused, Data, event_exists, integer, require, text
from app.event.state import EventState, Settings
from app.scoring import make_system


def _check_scoring(data: Data) -> tuple[str, dict]:
    options = data.get("options", {})
    try:
        system = make_system(data.get("system"), options)
    except TablesideError as err:
        raise ActionRefused(str(err)) from None
    return system.name, dict(options)


def _timers(data: Data) -> dict:
    from app.clocks.rules import builtin_presets, rules_from_dict, rules_to_dict

    raw = data.get("timers", "document-002")
    try:
        if isinstance(raw, str):
            presets = builtin_presets()
            require(raw in presets, f"unknown timer preset {raw!r} (presets: {', '.join(presets)})")
            return rules_to_dict(presets[raw])
        require(isinstance(raw, dict), "timers must be a preset name or the rules themselves")
        return rules_to_dict(rules_from_dict(raw))
    except ActionRefused:
        raise
    except TablesideError as err:
        raise ActionRefused(str(err)) from None


def check_create(state: EventState, data: Data) -> Data:
    require(state.settings is None, "the event already exists; event.create comes only once, first")
    name = text(data, "name", "the event's name")
    date = data.get("date") or datetime.date.today().isoformat()
    try:
        datetime.date.fromisoformat(date)
    except (TypeError, ValueError):
        raise ActionRefused(f"the event's date must look like 2026-11-22, got {date!r}") from None
    system, options = _check_scoring(data)
    minutes = integer(data, "round_minutes", "round length in minutes", minimum=1) if "round_minutes" in data else 60
    return {"name": name, "date": date, "system": system, "options": options, "timers": _timers(data),
            "round_minutes": minutes, "t": data["t"]}


def apply_create(state: EventState, data: Data, seq: int) -> None:
    from app.clocks.rules import rules_from_dict

    state.settings = Settings(data["name"], data["date"], data["system"], data["options"], data["timers"],
                              data["round_minutes"], rules_from_dict(data["timers"]))


def check_scoring(state: EventState, data: Data) -> Data:
    event_exists(state)
    system_name, options = _check_scoring(data)
    system = make_system(system_name, options)
    for rnd in state.rounds.values():
        for table in rnd.tables.values():
            try:
                system.check_size(len(table.players))
            except TablesideError as err:
                raise ActionRefused(f"round {rnd.number} table {table.number}: {err}") from None
    return {"system": system_name, "options": options, "t": data["t"]}


def apply_scoring(state: EventState, data: Data, seq: int) -> None:
    assert state.settings is not None
    state.settings.system = data["system"]
    state.settings.options = data["options"]


ACTIONS = [
    Action("event.create", check_create, apply_create,
           lambda s, d: f"Event {d['name']!r} created ({d['system']})", undoable=False),
    Action("event.scoring", check_scoring, apply_scoring,
           lambda s, d: f"Scoring system set to {d['system']}"),
]
