"""Timer rules for one event: how long each clock runs, read from a TOML preset or from the event log.

A preset only has to say what differs from document 002: every setting it leaves out takes document
002's value (the defaults of ``TimerRules``). Every length is in milliseconds so that a preset, the
event log and the clocks use the same numbers with no conversion.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .. import paths
from ..text import QT_TRANSLATE_NOOP, Text
from .errors import preset_problem
from .round_end import SURVIVORS, RoundEnd, parse_phase


@dataclass(frozen=True, slots=True)
class DecisionKind:  # the built-in labels are marked: the window translates them (app.text.words)
    """A kind of choice a player is presented with, and the auxiliary time it gets."""

    label: str
    aux_ms: int


DOCUMENT_002_DECISIONS: Mapping[str, DecisionKind] = MappingProxyType(
    {
        "roll-dice": DecisionKind(QT_TRANSLATE_NOOP("view", "roll dice"), 4_000),
        "auction-or-pass": DecisionKind(QT_TRANSLATE_NOOP("view", "auction or pass"), 7_000),
        "fortune-with-choice": DecisionKind(QT_TRANSLATE_NOOP("view", "fortune with choice"), 6_000),
        "sell-houses": DecisionKind(QT_TRANSLATE_NOOP("view", "sell houses to pay bills"), 12_000),
        "choose-character-first": DecisionKind(QT_TRANSLATE_NOOP("view", "choose character (first player)"), 15_000),
        "choose-character-other": DecisionKind(QT_TRANSLATE_NOOP("view", "choose character (other players)"), 7_000),
    }
)


@dataclass(frozen=True, slots=True)
class TimerRules:
    """Document 002's timers and pause vote unless told otherwise."""

    player_timers: bool = True
    main_ms: int = 120_000
    decisions: Mapping[str, DecisionKind] = field(default_factory=lambda: DOCUMENT_002_DECISIONS)
    auction_cost_ms: int = 20_000
    reward_ratio: Fraction = Fraction(1, 2)
    reward_cap_ms: int | None = None
    pause_vote_ms: int = 15_000
    pause_ms: int = 300_000
    pause_votes: int = 3
    round_end: RoundEnd = RoundEnd()  # document 000's end unless the preset chooses a last-turn phase
    turn_decision: str | None = None  # the decision kind that begins a turn (None: the first one listed)
    judge_time: bool = False  # a judge called to a table stops its clocks; the wait is the table's judge time

    def __post_init__(self) -> None:
        # Read-only and ordered, so a rules value can be shared by every clock without copying.
        if not isinstance(self.decisions, MappingProxyType):
            object.__setattr__(self, "decisions", MappingProxyType(dict(self.decisions)))

    def __hash__(self) -> int:
        return hash((self.player_timers, self.main_ms, tuple(self.decisions.items()), self.auction_cost_ms,
                     self.reward_ratio, self.reward_cap_ms, self.pause_vote_ms, self.pause_ms, self.pause_votes,
                     self.round_end, self.turn_decision, self.judge_time))

    @property
    def turn_kind(self) -> str | None:
        """The decision kind whose start begins a player's turn (app.clocks.round_end)."""
        if self.turn_decision is not None:
            return self.turn_decision
        return next(iter(self.decisions), None)

    def votes_needed(self, players_in: int) -> int:
        """Yes votes a pause needs: ``pause_votes``, or everyone still in when fewer are left."""
        return min(self.pause_votes, players_in)

    def reward(self, aux_left_ms: int) -> int:
        """Whole ms credited for finishing with ``aux_left_ms`` to spare (rounded down, then capped)."""
        credit = aux_left_ms * self.reward_ratio.numerator // self.reward_ratio.denominator
        if self.reward_cap_ms is not None:
            credit = min(credit, self.reward_cap_ms)
        return credit


SETTINGS = (
    "player_timers", "main_ms", "decisions", "auction_cost_ms", "reward_ratio", "reward_cap_ms",
    "pause_vote_ms", "pause_ms", "pause_votes", "round_end", "survivors", "turn_decision", "judge_time",
)


def timer_presets_dir() -> Path:
    return paths.resources_dir() / "presets" / "timers"


def builtin_presets() -> dict[str, TimerRules]:
    """Every shipped timer preset by name (the file name without .toml)."""
    return {path.stem: load_rules(path) for path in sorted(timer_presets_dir().glob("*.toml"))}


def load_rules(path: str | Path) -> TimerRules:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise preset_problem(Text(QT_TRANSLATE_NOOP("messages", "cannot be read ({reason})"),
                                  {"reason": exc.strerror or str(exc)}), path) from None
    except UnicodeDecodeError:
        raise preset_problem(Text(QT_TRANSLATE_NOOP("messages", "is not a text file (it must be saved as UTF-8)")),
                             path) from None
    return load_rules_text(text, str(path))


# What a problem in the event's own timer rules (not a preset file) is said to be in.
STORED_RULES = Text(QT_TRANSLATE_NOOP("messages", "the stored timer rules"))


def load_rules_text(text: str, source_name: str) -> TimerRules:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        # tomllib's message already says "(at line 3, column 12)"; keep it as it is.
        raise preset_problem(str(exc), source_name) from None
    return _build(data, source_name, lambda where: _line_of(text, where))


def rules_from_dict(data: Mapping[str, Any], source_name: str | Text = STORED_RULES) -> TimerRules:
    """Rules from the JSON form written by ``rules_to_dict`` (or a parsed preset)."""
    if not isinstance(data, Mapping):
        raise preset_problem(Text(QT_TRANSLATE_NOOP("messages", "timer rules must be a table of settings, got "
                                                    "{data}"), {"data": repr(data)}), source_name)
    data = dict(data)
    order = data.pop("decision_order", None)
    rules = _build(data, source_name, lambda where: None)
    if order is not None:
        if not isinstance(order, list) or sorted(order) != sorted(rules.decisions):
            raise preset_problem(Text(QT_TRANSLATE_NOOP("messages", "decision_order must list each decision kind "
                                                        "once")), source_name)
        rules = replace(rules, decisions={key: rules.decisions[key] for key in order})
    return rules


def rules_to_dict(rules: TimerRules) -> dict[str, Any]:
    """Plain JSON values: ints, a bool, the ratio as a fraction text ("1/2"), null for no cap."""
    return {
        "player_timers": rules.player_timers,
        "main_ms": rules.main_ms,
        "decisions": {key: {"label": kind.label, "aux_ms": kind.aux_ms} for key, kind in rules.decisions.items()},
        # The log stores JSON with sorted keys; the preset's order (roll dice first) is kept here.
        "decision_order": list(rules.decisions),
        "auction_cost_ms": rules.auction_cost_ms,
        "reward_ratio": str(rules.reward_ratio),
        "reward_cap_ms": rules.reward_cap_ms,
        "pause_vote_ms": rules.pause_vote_ms,
        "pause_ms": rules.pause_ms,
        "pause_votes": rules.pause_votes,
        # Written only when chosen, so the rules of every event made before stay as they were stored.
        **_round_end_dict(rules),
    }


def _round_end_dict(rules: TimerRules) -> dict[str, Any]:
    written: dict[str, Any] = {}
    if not rules.round_end.is_default:
        written["round_end"] = rules.round_end.text()
        written["survivors"] = rules.round_end.survivors
    if rules.turn_decision is not None:
        written["turn_decision"] = rules.turn_decision
    if rules.judge_time:
        written["judge_time"] = True
    return written


# ---------------------------------------------------------------------------------------------
# Checking


class _Problem(Exception):
    def __init__(self, where: tuple[str, ...], message: str | Text) -> None:
        super().__init__(message)
        self.where = where
        self.message = message


def _build(data: Mapping[str, Any], source: str | Text, line_of: Callable[[tuple[str, ...]], int | None]) -> TimerRules:
    try:
        rules = _checked(data)
    except _Problem as problem:
        raise preset_problem(problem.message, source, line_of(problem.where)) from None
    return rules


def _checked(data: Mapping[str, Any]) -> TimerRules:
    for key in data:
        if key not in SETTINGS:
            raise _Problem((key,), Text(QT_TRANSLATE_NOOP("messages", "unknown setting {key} (settings: {keys})"),
                                        {"key": repr(key), "keys": ", ".join(SETTINGS)}))
    default = TimerRules()
    player_timers = _flag(data, "player_timers", default.player_timers)
    decisions = _decisions(data["decisions"]) if "decisions" in data else default.decisions
    if player_timers and not decisions:
        raise _Problem(("decisions",), Text(QT_TRANSLATE_NOOP("messages", "player_timers is true but no decisions "
                                                              "are listed")))
    reward_cap = data.get("reward_cap_ms")
    return TimerRules(
        player_timers=player_timers,
        main_ms=_length(data, "main_ms", default.main_ms, positive=True),
        decisions=decisions,
        auction_cost_ms=_length(data, "auction_cost_ms", default.auction_cost_ms),
        reward_ratio=_ratio(data.get("reward_ratio", default.reward_ratio)),
        reward_cap_ms=None if reward_cap is None else _length(data, "reward_cap_ms", 0),
        pause_vote_ms=_length(data, "pause_vote_ms", default.pause_vote_ms, positive=True),
        pause_ms=_length(data, "pause_ms", default.pause_ms, positive=True),
        pause_votes=_whole(data.get("pause_votes", default.pause_votes), ("pause_votes",), minimum=1),
        round_end=_round_end(data),
        turn_decision=_turn_decision(data, decisions),
        judge_time=_flag(data, "judge_time", default.judge_time),
    )


def _round_end(data: Mapping[str, Any]) -> RoundEnd:
    try:
        phase, count = parse_phase(data.get("round_end", "together"))
    except ValueError:
        raise _Problem(("round_end",), Text(QT_TRANSLATE_NOOP(
            "messages", 'round_end must be "together", "finish_turn", "turns:N" or "minutes:N" with N a whole '
                        'number of at least 1, got {value}'), {"value": repr(data.get("round_end"))})) from None
    survivors = data.get("survivors", "together")
    if survivors not in SURVIVORS:
        raise _Problem(("survivors",), Text(QT_TRANSLATE_NOOP("messages", 'survivors must be "together" or '
                                                              '"by_number", got {value}'), {"value": repr(survivors)}))
    return RoundEnd(phase, count, survivors)


def _turn_decision(data: Mapping[str, Any], decisions: Mapping[str, DecisionKind]) -> str | None:
    value = data.get("turn_decision")
    if value is None:
        return None
    if not isinstance(value, str) or value not in decisions:
        kinds: str | Text = ", ".join(decisions) or Text(QT_TRANSLATE_NOOP("messages", "none listed"))
        raise _Problem(("turn_decision",), Text(QT_TRANSLATE_NOOP("messages", "turn_decision must name one of the "
                                                                  "decision kinds ({kinds}), got {value}"),
                                                {"kinds": kinds, "value": repr(value)}))
    return value


def _flag(data: Mapping[str, Any], key: str, default: bool) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise _Problem((key,), Text(QT_TRANSLATE_NOOP("messages", "{what} must be true or false, got {value}"),
                                    {"what": key, "value": repr(value)}))
    return value


def _whole(value: Any, where: tuple[str, ...], minimum: int) -> int:
    name = ".".join(where)
    if isinstance(value, bool) or not isinstance(value, int):
        raise _Problem(where, Text(QT_TRANSLATE_NOOP("messages", "{what} must be a whole number, got {value}"),
                                   {"what": name, "value": repr(value)}))
    if value < minimum:
        raise _Problem(where, Text(QT_TRANSLATE_NOOP("messages", "{what} must be at least {minimum}, got {value}"),
                                   {"what": name, "minimum": minimum, "value": value}))
    return value


def _length(data: Mapping[str, Any], key: str, default: int, positive: bool = False) -> int:
    return _length_value(data.get(key, default), (key,), positive)


def _length_value(value: Any, where: tuple[str, ...], positive: bool = False) -> int:
    name = ".".join(where)
    if isinstance(value, bool) or not isinstance(value, int):
        raise _Problem(where, Text(QT_TRANSLATE_NOOP("messages", "{what} must be a whole number of milliseconds, "
                                                     "got {value}"), {"what": name, "value": repr(value)}))
    if value < 0:
        raise _Problem(where, Text(QT_TRANSLATE_NOOP("messages", "{what} is a length of time and cannot be negative, "
                                                     "got {value}"), {"what": name, "value": value}))
    if positive and value == 0:
        raise _Problem(where, Text(QT_TRANSLATE_NOOP("messages", "{what} must be longer than 0 ms"), {"what": name}))
    return value


def _ratio(value: Any) -> Fraction:
    where = ("reward_ratio",)
    not_a_ratio = _Problem(where, Text(QT_TRANSLATE_NOOP("messages", 'reward_ratio must be a number such as 0.5 or '
                                                         '"1/2", got {value}'), {"value": repr(value)}))
    if isinstance(value, bool):
        raise not_a_ratio
    try:
        if isinstance(value, float):
            ratio = Fraction(repr(value))  # 0.1 means one tenth, not the nearest binary double
        elif isinstance(value, (int, Fraction)):
            ratio = Fraction(value)
        elif isinstance(value, str):
            ratio = Fraction(value.strip())
        else:
            raise ValueError
    except (ValueError, ZeroDivisionError):
        raise not_a_ratio from None
    if not 0 <= ratio <= 1:
        # A reward is a share of the time left; more than all of it is almost surely a typo.
        raise _Problem(where, Text(QT_TRANSLATE_NOOP("messages", "reward_ratio must be between 0 and 1, got "
                                                     "{value}"), {"value": repr(value)}))
    return ratio


def _decisions(value: Any) -> Mapping[str, DecisionKind]:
    if not isinstance(value, Mapping):
        raise _Problem(("decisions",), Text(QT_TRANSLATE_NOOP("messages", "decisions must be a table of decision "
                                                              "kinds, e.g. [decisions.roll-dice]")))
    kinds: dict[str, DecisionKind] = {}
    for key, spec in value.items():
        where = ("decisions", key)
        if not isinstance(spec, Mapping):
            raise _Problem(where, Text(QT_TRANSLATE_NOOP("messages", "decision {key} must be a table with label and "
                                                         "aux_ms, got {spec}"), {"key": repr(key), "spec": repr(spec)}))
        for field_name in spec:
            if field_name not in ("label", "aux_ms"):
                raise _Problem(where + (field_name,), Text(QT_TRANSLATE_NOOP(
                    "messages", "decision {key} has unknown field {field} (fields: label, aux_ms)"),
                    {"key": repr(key), "field": repr(field_name)}))
        if "aux_ms" not in spec:
            raise _Problem(where, Text(QT_TRANSLATE_NOOP("messages", "decision {key} needs aux_ms (its auxiliary "
                                                         "time in milliseconds)"), {"key": repr(key)}))
        label = spec.get("label", key)
        if not isinstance(label, str) or not label.strip():
            raise _Problem(where + ("label",), Text(QT_TRANSLATE_NOOP("messages", "decision {key} needs a label in "
                                                                      "words, got {label}"),
                                                    {"key": repr(key), "label": repr(label)}))
        kinds[key] = DecisionKind(label.strip(), _length_value(spec["aux_ms"], where + ("aux_ms",)))
    return kinds


# ---------------------------------------------------------------------------------------------
# Finding the line of a setting, so a judge can open the file at the right place.

_PART_TEXT = r"""(?:[A-Za-z0-9_\-]+|"[^"]*"|'[^']*')"""
_HEADER = re.compile(r"^\s*\[(?!\[)\s*([^\]]+?)\s*\]")
_KEY = re.compile(rf"^\s*({_PART_TEXT}(?:\s*\.\s*{_PART_TEXT})*)\s*=")
_PART = re.compile(_PART_TEXT)


def _parts(dotted: str) -> tuple[str, ...]:
    return tuple(part.strip("\"'") for part in _PART.findall(dotted))


def _line_of(text: str, where: tuple[str, ...]) -> int | None:
    """The line that sets ``where`` (or the closest enclosing table or key); best effort."""
    best: tuple[int, int] | None = None  # (how much of the path matched, line)
    table: tuple[str, ...] = ()
    for number, line in enumerate(text.splitlines(), start=1):
        header = _HEADER.match(line)
        if header:
            table = _parts(header.group(1))
            full = table
        else:
            key = _KEY.match(line)
            if not key:
                continue
            full = table + _parts(key.group(1))
        if full == where[: len(full)] or where == full[: len(where)]:
            matched = min(len(full), len(where))
            if best is None or matched > best[0]:
                best = (matched, number)
    return None if best is None else best[1]
