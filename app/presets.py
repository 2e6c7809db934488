"""Presets: scoring systems and timer rules kept as TOML files, shipped ones and the judge's own.

Shipped presets live in ``resources/presets/scoring/`` and ``resources/presets/timers/``; the judge's
own in the same two folders under ``app.paths.user_presets_dir()``. A preset's name is its file name
without ``.toml``. A scoring preset reads::

    label = "RPLOPS v1, x = 50, weighted by the game's hours"
    system = "rplops"

    [options]
    x = 50
    use_hours = true

A scoring preset may also turn on per-round check-in (``app.event.checkin``)::

    [check_in]
    no_show = "loss"        # skip, loss or drop
    late = "free_seat"      # next_round or free_seat

A scoring preset may also let the tables report their own leaves (``app.event.reports``): a player or
the table device reports, another player at the table confirms, the desk may overrule::

    [reports]
    confirm_seconds = 120   # a report not confirmed by then goes to the judge (a judge call)
    phones = true           # players' phones may act for their seat with the code the table device shows

A timer preset is the timer rules themselves (see ``app.clocks.rules``). ``load_presets`` reads every
file; one that cannot be used is left out and described in ``Presets.problems`` (the file, the line and
the problem), so the app starts with the others. Nothing here imports Qt.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from . import paths
from .atomic_file import write_atomically
from .check_in_rule import read_rule
from .clocks.errors import InvalidPreset, preset_problem
from .clocks.rules import TimerRules, _line_of, load_rules_text, rules_to_dict
from .errors import TablesideError
from .report_rule import read_report_rule
from .scoring import SYSTEMS, make_system
from .text import QT_TRANSLATE_NOOP, Text

SCORING = "scoring"
TIMERS = "timers"
KINDS = (SCORING, TIMERS)
SCORING_KEYS = ("label", "description", "system", "options", "table_sizes", "check_in", "reports")

__all__ = [
    "InvalidPreset", "KINDS", "SCORING", "TIMERS", "Presets", "ScoringPreset", "TimerPreset",
    "builtin_dir", "export_preset", "import_preset", "kind_of_text", "load_presets", "read_preset",
    "read_preset_text", "user_dir",
]


@dataclass(frozen=True)
class ScoringPreset:
    name: str
    label: str
    system: str
    options: Mapping[str, Any]
    path: Path
    builtin: bool
    description: str = ""
    table_sizes: tuple[int, ...] = ()  # seating sizes the system needs (placement: one per table size)
    kind: str = SCORING
    # Per-round check-in (app.event.checkin): {"no_show": skip|loss|drop, "late": next_round|free_seat}
    check_in: Mapping[str, str] | None = None
    # The tables report their own leaves (app.event.reports): {"confirm_seconds": int, "phones": bool}
    reports: Mapping[str, Any] | None = None

    def create_data(self) -> dict[str, Any]:
        """The ``system``, ``options`` (and ``table_sizes``, if set) of an ``event.create``."""
        data: dict[str, Any] = {"system": self.system, "options": _plain(self.options)}
        if self.table_sizes:
            data["table_sizes"] = list(self.table_sizes)
        if self.check_in is not None:
            data["check_in"] = dict(self.check_in)
        if self.reports is not None:
            data["reports"] = dict(self.reports)
        return data


@dataclass(frozen=True)
class TimerPreset:
    name: str
    label: str
    rules: TimerRules
    path: Path
    builtin: bool
    kind: str = TIMERS

    def timers_value(self) -> str | dict[str, Any]:
        """What ``event.create`` takes as ``timers``: a shipped preset by name, the judge's own as rules.

        A user preset exists only on this computer, so its rules go into the event file itself and
        the file stays readable anywhere.
        """
        return self.name if self.builtin else rules_to_dict(self.rules)


Preset = ScoringPreset | TimerPreset


@dataclass
class Presets:
    scoring: dict[str, ScoringPreset] = field(default_factory=dict)
    timers: dict[str, TimerPreset] = field(default_factory=dict)
    problems: list[str | Text] = field(default_factory=list)  # one sentence per file left out (str(): English)

    def of_kind(self, kind: str) -> dict[str, Preset]:
        return self.scoring if kind == SCORING else self.timers  # type: ignore[return-value]

    def all(self) -> list[Preset]:
        return [*self.scoring.values(), *self.timers.values()]


def builtin_dir() -> Path:
    return paths.resources_dir() / "presets"


def user_dir() -> Path:
    return paths.user_presets_dir()


# ---------------------------------------------------------------------------------------------
# Reading


def load_presets(user: Path | None = None, builtin: Path | None = None) -> Presets:
    """Every shipped preset, then the judge's own; broken files are reported, never fatal."""
    found = Presets()
    for root, is_builtin in ((builtin or builtin_dir(), True), (user or user_dir(), False)):
        for kind in KINDS:
            folder = root / kind
            try:
                files = sorted((p for p in folder.glob("*.toml") if p.is_file()), key=_shipped_order)
            except OSError as err:
                found.problems.append(preset_problem(Text(QT_TRANSLATE_NOOP("messages", "cannot be read ({reason})"),
                                                          {"reason": err.strerror or str(err)}), folder).text)
                continue
            for path in files:
                try:
                    preset = read_preset(path, kind, builtin=is_builtin)
                except InvalidPreset as err:
                    found.problems.append(err.text)
                    continue
                known = found.of_kind(kind)
                if preset.name in known:
                    found.problems.append(preset_problem(Text(QT_TRANSLATE_NOOP(
                        "messages", "a shipped {kind} preset is already called {name}; rename the file to use it"),
                        {"kind": kind, "name": repr(preset.name)}), path).text)
                    continue
                known[preset.name] = preset
    return found


def _shipped_order(path: Path) -> tuple[int, str]:
    """Scoring presets named after a system come in the systems' own order (table points first)."""
    order = list(SYSTEMS)
    return (order.index(path.stem) if path.stem in order else len(order), path.stem)


def read_preset(path: str | Path, kind: str | None = None, builtin: bool = False) -> Preset:
    """One preset file, checked; ``kind`` is found from the contents when not given."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise preset_problem(Text(QT_TRANSLATE_NOOP("messages", "is not a text file (it must be saved as UTF-8)")),
                             path) from None
    except OSError as err:
        raise preset_problem(Text(QT_TRANSLATE_NOOP("messages", "cannot be read ({reason})"),
                                  {"reason": err.strerror or str(err)}), path) from None
    return read_preset_text(text, path, kind, builtin)


def read_preset_text(text: str, path: Path, kind: str | None = None, builtin: bool = False) -> Preset:
    data = _parse(text, path)
    if kind is None:
        kind = kind_of_data(data)
    if kind not in KINDS:
        raise preset_problem(Text(QT_TRANSLATE_NOOP("messages", "unknown preset kind {kind} (kinds: {kinds})"),
                                  {"kind": repr(kind), "kinds": ", ".join(KINDS)}), path)
    name = path.stem
    if not name.strip():
        raise preset_problem(Text(QT_TRANSLATE_NOOP("messages", "a preset file needs a name before .toml")), path)
    if kind == TIMERS:
        rules = load_rules_text(text, str(path))
        return TimerPreset(name, describe_timers(name, rules), rules, path, builtin)
    return _scoring(data, text, path, name, builtin)


def kind_of_text(text: str, path: Path) -> str:
    return kind_of_data(_parse(text, path))


def kind_of_data(data: Mapping[str, Any]) -> str:
    """A scoring preset names its ``system``; anything else is read as timer rules."""
    return SCORING if "system" in data else TIMERS


def describe_timers(name: str, rules: TimerRules) -> str:
    if not rules.player_timers:
        return f"{name}: round clock only{_round_end(rules)}"
    return (f"{name}: player timers, {_seconds(rules.main_ms)} main, {len(rules.decisions)} decision kinds"
            f"{_round_end(rules)}")


def _round_end(rules: TimerRules) -> str:
    """The round's end, when the preset chose one other than document 000's (app.clocks.round_end)."""
    end = rules.round_end
    if end.is_default:
        return ""
    phase = {"together": "", "turns": "; last turn" if end.count == 0 else f"; {end.count} more turns",
             "minutes": f"; {end.count} more minutes"}[end.phase]
    return phase + ("; ranked by number" if end.survivors == "by_number" else "; then out together")


def _seconds(ms: int) -> str:
    return f"{ms // 1000} s" if ms % 1000 == 0 else f"{ms / 1000:g} s"


def _parse(text: str, path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        # tomllib's message already says "(at line 3, column 12)".
        raise preset_problem(str(err), path) from None


def _scoring(data: Mapping[str, Any], text: str, path: Path, name: str, builtin: bool) -> ScoringPreset:
    def fail(where: tuple[str, ...], message: str | Text) -> InvalidPreset:
        return preset_problem(message, path, _line_of(text, where) if where else None)

    for key in data:
        if key not in SCORING_KEYS:
            raise fail((key,), Text(QT_TRANSLATE_NOOP("messages", "unknown setting {key} (a scoring preset has: "
                                                      "{keys})"), {"key": repr(key), "keys": ", ".join(SCORING_KEYS)}))
    system = data.get("system")
    if not isinstance(system, str) or system not in SYSTEMS:
        raise fail(("system",), Text(QT_TRANSLATE_NOOP("messages", "unknown scoring system {name} (known: {known})"),
                                     {"name": repr(system), "known": ", ".join(SYSTEMS)}))
    options = data.get("options", {})
    if not isinstance(options, Mapping):
        raise fail(("options",), Text(QT_TRANSLATE_NOOP("messages", "options must be a table, e.g. [options], got "
                                                        "{options}"), {"options": repr(options)}))
    label = data.get("label", name)
    if not isinstance(label, str) or not label.strip():
        raise fail(("label",), Text(QT_TRANSLATE_NOOP("messages", "label must be some words, got {label}"),
                                    {"label": repr(label)}))
    description = data.get("description", "")
    if not isinstance(description, str):
        raise fail(("description",), Text(QT_TRANSLATE_NOOP("messages", "description must be text, got "
                                                            "{description}"), {"description": repr(description)}))
    try:
        scoring = make_system(system, options)
    except TablesideError as err:
        raise fail(_option_named(str(err), options), err.text) from None
    sizes = data.get("table_sizes", [])
    if not isinstance(sizes, list) or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 2
                                              for n in sizes):
        raise fail(("table_sizes",), Text(QT_TRANSLATE_NOOP("messages", "table_sizes must list whole table sizes of "
                                                            "2 or more, got {sizes}"), {"sizes": repr(sizes)}))
    for size in sizes:
        try:
            scoring.check_size(size)
        except TablesideError as err:
            raise fail(("table_sizes",), err.text) from None
    return ScoringPreset(name, label.strip(), system, _frozen(options), path, builtin, description.strip(),
                         tuple(sizes), check_in=_rule_table(data, "check_in", read_rule, fail),
                         reports=_rule_table(data, "reports", read_report_rule, fail))


def _rule_table(data: Mapping[str, Any], key: str, read: Callable[[Any], Mapping[str, Any] | Text | None],
                fail: Any) -> Mapping[str, Any] | None:
    """The preset's ``[key]`` table (``check_in``, ``reports``), read as ``event.create`` reads it."""
    if key not in data:
        return None
    checked = read(data[key])
    if isinstance(checked, Text):
        raise fail((key,), checked)
    return None if checked is None else MappingProxyType(dict(checked))


def _option_named(message: str, options: Mapping[str, Any]) -> tuple[str, ...]:
    """The option a scoring error talks about (its line is the one to show), else the [options] table."""
    named = []
    for key in options:
        found = re.search(rf"(?<![\w-]){re.escape(str(key))}(?![\w-])", message)
        if found:
            named.append((found.start(), str(key)))
    if named:
        return ("options", min(named)[1])  # the first one the message names ("no option 'x' (options: ...)")
    return ("options",) if options else ("system",)


def _frozen(value: Any) -> Any:
    if isinstance(value, Mapping):
        return MappingProxyType({k: _frozen(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


# ---------------------------------------------------------------------------------------------
# Import and export


class PresetExists(TablesideError):
    """The judge already has a preset of that name; ``import_preset(..., replace=True)`` replaces it."""

    def __init__(self, message: str | Text, target: Path) -> None:
        super().__init__(message)
        self.target = target


def import_preset(source: str | Path, user: Path | None = None, replace: bool = False,
                  builtin: Path | None = None) -> Preset:
    """Check ``source`` and copy it, unchanged, into the judge's presets; returns the preset as read.

    Refused (InvalidPreset) when the file is not a usable preset or would shadow a shipped preset;
    PresetExists when the judge already has one of that name and ``replace`` is false.
    """
    source = Path(source)
    preset = read_preset(source)
    shipped = builtin or builtin_dir()
    if (shipped / preset.kind / f"{preset.name}.toml").exists():
        raise preset_problem(Text(QT_TRANSLATE_NOOP("messages", "a shipped {kind} preset is already called {name}; "
                                                    "rename the file before importing it"),
                                  {"kind": preset.kind, "name": repr(preset.name)}), source)
    target = (user or user_dir()) / preset.kind / f"{preset.name}.toml"
    if target.exists() and not replace:
        raise PresetExists(Text(QT_TRANSLATE_NOOP("messages", "you already have a {kind} preset called {name}"),
                                {"kind": preset.kind, "name": repr(preset.name)}), target)
    write_atomically(target, source.read_bytes())
    return read_preset(target, preset.kind, builtin=False)


def export_preset(preset: Preset, target: str | Path) -> Path:
    """Write the preset's file, comments and all, to ``target`` (a file, or a folder to put it in)."""
    target = Path(target)
    if target.is_dir():
        target = target / f"{preset.name}.toml"
    write_atomically(target, preset.path.read_bytes())
    return target
