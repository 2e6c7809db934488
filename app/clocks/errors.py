"""Refusals raised by the clocks and their presets, and words about players kept with the players as data."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from ..errors import TablesideError
from ..text import QT_TRANSLATE_NOOP, Text


@dataclass(frozen=True, slots=True)
class Said:
    """A sentence about players, with the players' seat keys (ids) kept as data: ``{0}``, ``{1}``, ...
    in ``template`` stand for ``players``. ``text`` puts in whatever the reader calls them (names);
    nobody has to find ids in words afterwards."""

    template: str
    players: tuple[str, ...] = ()

    def text(self, name: Mapping[str, str] | Callable[[str], str] | None = None) -> str:
        if name is None:
            return self.template.format(*self.players)
        call = name.get if isinstance(name, Mapping) else name
        return self.template.format(*(call(p) or p for p in self.players))

    def __str__(self) -> str:
        return self.text()

    def __add__(self, more: Said) -> Said:
        """This sentence followed by ``more`` (its players numbered after these)."""
        shift = [f"{{{len(self.players) + i}}}" for i in range(len(more.players))]
        moved = more.template.replace("{{", "\0").replace("}}", "\1").format(*shift)
        return Said(self.template + moved.replace("\0", "{{").replace("\1", "}}"), self.players + more.players)


def said(template: str, *players: str | Sequence[str], **values: object) -> Said:
    """``template`` with ``{0}``, ``{1}``, ... for the players (a list of players reads "A, B") and
    ``{name}`` for any other value, filled in now."""
    ids: list[str] = []
    slots: list[str] = []
    for who in players:
        group = [who] if isinstance(who, str) else list(who)
        slots.append(", ".join(f"{{{len(ids) + i}}}" for i in range(len(group))))
        ids.extend(group)
    plain = {key: str(value).replace("{", "{{").replace("}", "}}") for key, value in values.items()}
    return Said(template.replace("{{", "\0").replace("}}", "\1").format(*slots, **plain)
                .replace("\0", "{{").replace("\1", "}}"), tuple(ids))


class ClockRefused(TablesideError):
    """An action the rules do not allow at that moment; ``said`` says why, with the players as data
    (``str(err)`` names them by their seat keys). Raised by ``refused``, it keeps the marked template,
    the players' groups and the values too, so the window can say it in the judge's language."""

    def __init__(self, message: str | Said) -> None:
        self.said = message if isinstance(message, Said) else Said(message.replace("{", "{{").replace("}", "}}"))
        self.source = ""  # the template before any player or value was put in ("" when not kept)
        self.groups: tuple[tuple[str, ...], ...] = ()
        self.values: dict[str, object] = {}
        super().__init__(self.said.text())


def refused(template: str, *players: str | Sequence[str], **values: object) -> ClockRefused:
    """``ClockRefused(said(template, *players, **values))`` that keeps ``template`` (marked
    ``QT_TRANSLATE_NOOP("messages", ...)`` where it is written), the players and the values."""
    err = ClockRefused(said(template, *players, **values))
    err.source = template
    err.groups = tuple((who,) if isinstance(who, str) else tuple(who) for who in players)
    err.values = dict(values)
    return err


class InvalidPreset(TablesideError):
    """A timer preset that cannot be used; the message names the file, the line and the problem."""


def _named(source: object) -> str | Text:
    """A preset file's name as it is; the event's own rules (``rules.STORED_RULES``) in the judge's words."""
    return source if isinstance(source, Text) else str(source)


def preset_problem(problem: str | Text, source: object, line: int | None = None) -> InvalidPreset:
    """``problem`` in the preset file ``source`` (at ``line`` when known): "FILE, line 3: PROBLEM", a
    template the presets dialog says in the judge's language (tomllib's own words stay as they are)."""
    if line is None:
        return InvalidPreset(QT_TRANSLATE_NOOP("messages", "{file}: {problem}"),
                             fields={"file": _named(source), "problem": problem})
    return InvalidPreset(QT_TRANSLATE_NOOP("messages", "{file}, line {line}: {problem}"),
                         fields={"file": _named(source), "line": line, "problem": problem})
