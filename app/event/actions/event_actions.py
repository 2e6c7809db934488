"""Creating the event and changing its scoring system."""

from __future__ import annotations

import datetime
import random
from fractions import Fraction
from typing import Any

from ... import names
from ...display import fraction_text
from ...errors import TablesideError
from ...scoring import make_system
from ...scoring.options import exact_number
from ...seating import check_sizes
from ...short_quote import quoted
from ...text import QT_TRANSLATE_NOOP, Text
from ..reports import report_rule_of
from ..state import CheckInRule, EventState, Settings
from .base import Action, ActionRefused, Data, Scope, event_exists, integer, require, text

DEFAULT_TABLE_SIZES = [4, 3]


def _check_scoring(data: Data) -> tuple[str, dict[str, Any]]:
    options = data.get("options", {})
    try:
        make_system(data.get("system"), options)
    except TablesideError as err:
        raise ActionRefused.again(err) from None
    # The name asked for, not system.name: "plops" is built as an RPLOPS, and the log must say "plops".
    return data["system"], dict(options)


def _timers(data: Data) -> dict[str, Any]:
    from ...clocks.rules import builtin_presets, rules_from_dict, rules_to_dict

    raw = data.get("timers", "document-002")
    try:
        if isinstance(raw, str):
            presets = builtin_presets()
            require(raw in presets, Text(QT_TRANSLATE_NOOP(
                                        "messages", "unknown timer preset {raw} (presets: {list})"),
                                        {"raw": quoted(raw), "list": ', '.join(presets)}))
            return rules_to_dict(presets[raw])
        require(isinstance(raw, dict), QT_TRANSLATE_NOOP(
                                           "messages", "timers must be a preset name or the rules "
                                                       "themselves"))
        return rules_to_dict(rules_from_dict(raw))
    except ActionRefused:
        raise
    except TablesideError as err:
        raise ActionRefused.again(err) from None


def check_create(state: EventState, data: Data) -> Data:
    require(state.settings is None, QT_TRANSLATE_NOOP(
                                        "messages", "the event already exists; event.create comes only "
                                                    "once, first"))
    name = text(data, "name", "the event's name")
    date = data.get("date") or datetime.date.today().isoformat()
    try:
        datetime.date.fromisoformat(date)
    except (TypeError, ValueError):
        raise ActionRefused(Text(QT_TRANSLATE_NOOP(
                                "messages", "the event's date must look like 2026-11-22, got {date}"),
                                {"date": quoted(date)})) from None
    system, options = _check_scoring(data)
    minutes = integer(data, "round_minutes", "round length in minutes", minimum=1) if "round_minutes" in data else 60
    return {"name": name, "date": date, "system": system, "options": options, "timers": _timers(data),
            "round_minutes": minutes, "table_sizes": table_sizes(data.get("table_sizes", DEFAULT_TABLE_SIZES),
                                                                 system, options),
            "bye_points": _bye_points(data.get("bye_points", 0)), "ratings": _imported_ratings(data.get("ratings")),
            "tiebreak_seed": _tiebreak_seed(data.get("tiebreak_seed")),
            **({"check_in": check_in} if (check_in := _check_in(data)) is not None else {}),
            **({"reports": reports} if (reports := _reports(data)) is not None else {}), "t": data["t"]}


def _check_in(data: Data) -> dict[str, str] | None:
    from .checkin_actions import rule_data  # (it imports the seating actions, which import this module)

    return rule_data(data.get("check_in"))


def _reports(data: Data) -> dict[str, Any] | None:
    from .report_actions import rule_data  # (it imports the table actions, which import this module)

    return rule_data(data.get("reports"))


def table_sizes(raw: Any, system: str, options: dict[str, Any]) -> list[int]:
    """Seating sizes, each one the scoring system can score (checked now rather than at round 3)."""
    require(isinstance(raw, list), QT_TRANSLATE_NOOP("messages", "table sizes must be a list such as [4, 3]"))
    try:
        sizes = check_sizes(raw)
        scoring = make_system(system, options)
        for size in sizes:
            scoring.check_size(size)
    except TablesideError as err:
        raise ActionRefused.again(err) from None
    return list(sizes)


def _bye_points(raw: Any) -> str:
    try:
        return fraction_text(exact_number(raw, Text(QT_TRANSLATE_NOOP("messages", "bye points"))))
    except TablesideError as err:
        raise ActionRefused.again(err) from None


def _imported_ratings(raw: Any) -> dict[str, int]:
    """Contribution ratings from earlier events, by player name (as ``export_ratings_csv`` writes them)."""
    if raw is None:
        return {}
    require(isinstance(raw, dict), QT_TRANSLATE_NOOP(
                                       "messages", "ratings must map player names to whole-number ratings"))
    ratings: dict[str, int] = {}
    seen: dict[str, str] = {}
    for name, rating in raw.items():
        require(isinstance(name, str) and name.strip() != "", QT_TRANSLATE_NOOP(
                                                                  "messages", "a rating must be for a named player"))
        require(isinstance(rating, int) and not isinstance(rating, bool) and rating >= 0,
                Text(QT_TRANSLATE_NOOP(
                    "messages", "the rating of {name} must be a whole number of at least 0, got {rating}"),
                    {"name": name.strip(), "rating": quoted(rating)}))
        key = name.strip().casefold()
        require(key not in seen,
                Text(QT_TRANSLATE_NOOP("messages", "ratings list {first} and {second}, which is the same player"),
                    {"first": quoted(seen.get(key)), "second": quoted(name.strip())}))
        seen[key] = name.strip()
        ratings[name.strip()] = rating
    return ratings


def _tiebreak_seed(raw: Any) -> str:
    """The seed of the standings' last tiebreaker: drawn once, here, and kept in the log."""
    if raw is None:
        return f"{random.SystemRandom().getrandbits(64):016x}"
    if not isinstance(raw, str) or raw.strip() == "":
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "tiebreak_seed must be non-empty text"))
    return raw.strip()


def apply_create(state: EventState, data: Data, seq: int) -> None:
    from ...clocks.rules import rules_from_dict

    # Logs written before seating and tiebreakers existed lack these keys; the defaults stand in.
    state.settings = Settings(
        data["name"], data["date"], data["system"], data["options"], data["timers"], data["round_minutes"],
        rules_from_dict(data["timers"]), table_sizes=tuple(data.get("table_sizes", DEFAULT_TABLE_SIZES)),
        bye_points=Fraction(data.get("bye_points", "0")), tiebreak_seed=data.get("tiebreak_seed", ""),
        ratings=dict(data.get("ratings", {})),
        check_in=CheckInRule(data["check_in"]["no_show"], data["check_in"]["late"]) if "check_in" in data else None,
        reports=report_rule_of(data.get("reports")),
    )


def check_scoring(state: EventState, data: Data) -> Data:
    event_exists(state)
    system_name, options = _check_scoring(data)
    system = make_system(system_name, options)
    for rnd in state.rounds.values():
        for table in rnd.tables.values():
            try:
                system.check_size(len(table.players))
            except TablesideError as err:
                raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "round {round} table {table}: {err}"),
                                        {"round": rnd.number, "table": table.number, "err": err})) from None
    return {"system": system_name, "options": options, "t": data["t"]}


def apply_scoring(state: EventState, data: Data, seq: int) -> None:
    assert state.settings is not None
    state.settings.system = data["system"]
    state.settings.options = data["options"]


def admit_create(data: Data) -> Data:
    """The names of the ratings brought in, as ``app.names`` has players' names, so they still match."""
    ratings = data.get("ratings")
    if not isinstance(ratings, dict):
        return data
    cleaned: dict[Any, Any] = {}
    for name, rating in ratings.items():
        if isinstance(name, str) and name.strip():
            try:
                name = names.clean_name(name)
            except ActionRefused as err:
                raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "the rating of {name}: {err}"),
                                        {"name": f"{name.strip()[:names.MAX_LENGTH]!r}", "err": err})) from None
            require(name not in cleaned, Text(QT_TRANSLATE_NOOP("messages", "the ratings list {name} twice"),
                                             {"name": f"{name!r}"}))
        cleaned[name] = rating
    return {**data, "ratings": cleaned}


ACTIONS = [
    Action("event.create", check_create, apply_create,
           lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Event {name} created ({system})"),
                             {"name": repr(d["name"]), "system": d["system"]}), undoable=False, scope=Scope.EVENT,
           structure=True, standings=True, admit=admit_create),
    Action("event.scoring", check_scoring, apply_scoring,
           lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Scoring system set to {system}"), {"system": d["system"]}),
           scope=Scope.EVENT, structure=True, standings=True),
]
