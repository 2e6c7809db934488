"""Importing a list of players from CSV: one name per line, optionally with the id the judge wants.

Accepted: a bare list of names, or a first line naming the columns: the one called ``name`` (any case)
holds the names, one called ``id`` the ids the judge wants, and every other column (a sign-up sheet's
``Club``, ``Email`` …) is ignored, said once (``PlayersCsv.ignored``). UTF-8 with or without a
byte-order mark; blank lines are skipped. Every bad line is reported with its line number and nothing
is imported: the result feeds one ``player.import`` action, which registers the whole list or no one.

Every name is checked as ``app.names`` checks a typed one (spaces tidied, control characters and
direction marks refused, at most 64 characters), so the refusal names the line.

Duplicate names (in the file, or against players already registered) are refused, or, when the judge
chooses ``disambiguate="number"``, numbered: a second "Ana" becomes "Ana (2)".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from . import names
from .csv_lines import Line, decode, read_lines
from .errors import QT_TRANSLATE_NOOP, TablesideError
from .event.actions.base import ActionRefused
from .event.state import EventState
from .text import Text, spaced

Disambiguate = Literal["refuse", "number"]
HEADER_WORDS = {"name", "id"}


@dataclass(frozen=True, slots=True)
class PlayersCsv:
    """What a file lists: its players, and the headings of the columns it was read without."""

    rows: list[PlayerRow]
    ignored: tuple[str | Text, ...] = ()  # a heading as written, or "column 3 (no heading)"

    def ignored_note(self) -> str | Text:
        """``Ignored the columns Club, Email.`` (or nothing): said once, beside "Imported 8 players"."""
        if not self.ignored:
            return ""
        if len(self.ignored) == 1:
            return Text(QT_TRANSLATE_NOOP("messages", "Ignored the column {column}."), {"column": self.ignored[0]})
        return Text(QT_TRANSLATE_NOOP("messages", "Ignored the columns {columns}."),
                    {"columns": spaced(list(self.ignored), ", ")})


@dataclass(frozen=True, slots=True)
class PlayerRow:
    name: str
    id: str | None = None
    line: int = 0  # where it came from in the file, for messages
    original: str | None = None  # the name as written, when numbering changed it


class PlayersCsvError(TablesideError):
    """One or more bad lines; ``problems`` lists (line number, what is wrong), in file order."""

    def __init__(self, problems: list[tuple[int, str | Text]]) -> None:
        self.problems = problems
        shown = "; ".join(f"line {line}: {what}" for line, what in problems[:10])  # the command line's English
        more = f"; and {len(problems) - 10} more" if len(problems) > 10 else ""
        super().__init__(f"nothing was imported: {shown}{more}")


def parse_players_csv(text: str | bytes, disambiguate: Disambiguate = "refuse") -> list[PlayerRow]:
    """The players listed in the file, checked among themselves (not yet against an event)."""
    return read_players_csv(text, disambiguate).rows


def read_players_csv(text: str | bytes, disambiguate: Disambiguate = "refuse") -> PlayersCsv:
    """The players listed in the file and the columns left aside, checked among themselves."""
    _check_choice(disambiguate)
    lines = read_lines(decode(text, Text(QT_TRANSLATE_NOOP("messages", "the player list"))))
    columns, headings, lines = _columns(lines)
    rows, problems, too_wide = [], [], []
    for line in lines:
        if len(line.cells) > len(columns):
            too_wide.append(line)
            continue
        cells = dict(zip(columns, line.cells, strict=False))
        try:
            name = names.clean_name(cells.get("name", ""))
        except ActionRefused as err:
            problems.append((line.number, err.text))
            continue
        rows.append(PlayerRow(name, cells.get("id") or None, line.number))
    problems += _too_wide(too_wide, columns, headings)
    problems += _duplicate_ids(rows)
    settled, clashes = _settle_names(rows, set(), disambiguate)
    if problems or clashes:
        raise PlayersCsvError(sorted(problems + clashes))
    ignored = tuple(heading or Text(QT_TRANSLATE_NOOP("messages", "column {number} (no heading)"), {"number": i + 1})
                    for i, (heading, column) in enumerate(zip(headings, columns, strict=True))
                    if column not in HEADER_WORDS)
    return PlayersCsv(settled, ignored)


def check_against(state: EventState, rows: list[PlayerRow], disambiguate: Disambiguate = "refuse"
                  ) -> list[PlayerRow]:
    """The rows as they can be registered in this event: clashes with registered players are refused,
    or (``"number"``) numbered; ids already taken are always refused."""
    _check_choice(disambiguate)
    problems: list[tuple[int, str | Text]] = []
    for row in rows:
        if row.id is not None and row.id in state.players:
            problems.append((row.line, Text(QT_TRANSLATE_NOOP("messages", "the id {id} is already {name}'s"),
                                            {"id": repr(row.id), "name": state.players[row.id].name})))
        elif row.id is not None and state.player_by_name(row.id) is not None:
            problems.append((row.line, Text(QT_TRANSLATE_NOOP("messages", "the id {id} is the name of a registered "
                                                                          "player"), {"id": repr(row.id)})))
    registered = {p.name.casefold(): p.name for p in state.players.values()}
    if disambiguate == "refuse":
        for row in rows:
            if row.name.casefold() in registered:
                problems.append((row.line, Text(QT_TRANSLATE_NOOP("messages", "{name} is already registered"),
                                                {"name": repr(registered[row.name.casefold()])})))
    as_written = [PlayerRow(r.original or r.name, r.id, r.line) for r in rows]
    settled, clashes = _settle_names(as_written, set(registered), disambiguate)
    clashes = [c for c in clashes if c[0] not in {line for line, _ in problems}]
    if problems or clashes:
        raise PlayersCsvError(sorted(problems + clashes))
    return settled


def import_data(rows: list[PlayerRow]) -> dict[str, Any]:
    """The data of the ``player.import`` action that registers these rows."""
    return {"players": [{"name": r.name, **({"player": r.id} if r.id is not None else {})} for r in rows]}


def _check_choice(disambiguate: str) -> None:
    if disambiguate not in ("refuse", "number"):
        raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "duplicate names are either {refuse}d or {number}ed, "
                                                                "not {given}"),
                                  {"refuse": '"refuse"', "number": '"number"', "given": repr(disambiguate)}))


def _columns(lines: list[Line]) -> tuple[tuple[str, ...], tuple[str, ...], list[Line]]:
    """The columns named by a first line with a ``name`` column (any case; ``id`` too, every other
    column is kept aside as ``""``) and their headings as written; or just a name per line without one."""
    if lines:
        headings = lines[0].cells
        words = tuple(cell.casefold() for cell in headings)
        if "name" in words:
            used = [word for word in words if word in HEADER_WORDS]
            if len(set(used)) != len(used):
                twice = next(word for word in used if used.count(word) > 1)
                raise PlayersCsvError([(lines[0].number, Text(QT_TRANSLATE_NOOP(
                    "messages", "the first line names the {column} column twice"), {"column": twice}))])
            columns = tuple(word if word in HEADER_WORDS else "" for word in words)
            return columns, headings, lines[1:]
    return ("name",), ("name",), lines


def _too_wide(lines: list[Line], columns: tuple[str, ...], headings: tuple[str, ...]) -> list[tuple[int, str | Text]]:
    """Lines with more cells than the file has columns: one message for the lot when there is no first
    line naming the columns (each line would say the same), else one per line."""
    if not lines:
        return []
    if columns == ("name",):
        widths = sorted({len(line.cells) for line in lines})
        shown = (str(widths[0]) if len(widths) == 1 else
                 Text(QT_TRANSLATE_NOOP("messages", "{first} or {last}"),
                      {"first": ", ".join(str(w) for w in widths[:-1]), "last": str(widths[-1])}))
        what = Text(QT_TRANSLATE_NOOP("messages", "{widths} columns where a name was expected (a name with a comma "
                                                  "needs quotes, \"Smith, Ana\"; a first line naming the columns, "
                                                  "such as name,club, takes the names from the name column and "
                                                  "ignores the others)"), {"widths": shown})
        if len(lines) == 1:
            return [(lines[0].number, what)]
        listed = ", ".join(str(line.number) for line in lines[:8]) + (" …" if len(lines) > 8 else "")
        return [(lines[0].number, Text(QT_TRANSLATE_NOOP("messages", "{problem} (lines {lines})"),
                                       {"problem": what, "lines": listed}))]
    return [(line.number, Text(QT_TRANSLATE_NOOP("messages", "{cells} columns, but the first line names {columns} "
                                                             "({headings})"),
                               {"cells": len(line.cells), "columns": len(columns), "headings": ",".join(headings)}))
            for line in lines]


def _duplicate_ids(rows: list[PlayerRow]) -> list[tuple[int, str | Text]]:
    first: dict[str, int] = {}
    problems: list[tuple[int, str | Text]] = []
    for row in rows:
        if row.id is None:
            continue
        if row.id in first:
            problems.append((row.line, Text(QT_TRANSLATE_NOOP("messages", "the id {id} is also on line {line}"),
                                            {"id": repr(row.id), "line": first[row.id]})))
        else:
            first[row.id] = row.line
    return problems


def _settle_names(rows: list[PlayerRow], taken: set[str], disambiguate: Disambiguate
                  ) -> tuple[list[PlayerRow], list[tuple[int, str | Text]]]:
    """Number names that repeat, or list them as problems (case does not make two names different)."""
    taken = set(taken)
    first: dict[str, int] = {}
    settled: list[PlayerRow] = []
    problems: list[tuple[int, str | Text]] = []
    for row in rows:
        key = row.name.casefold()
        if key not in taken:
            taken.add(key)
            first[key] = row.line
            settled.append(row)
        elif disambiguate == "refuse":
            problems.append((row.line, Text(QT_TRANSLATE_NOOP("messages", "{name} is also on line {line}"),
                                            {"name": repr(row.name), "line": first.get(key, 0)})))
        else:
            number = 2
            while f"{row.name} ({number})".casefold() in taken:
                number += 1
            name = f"{row.name} ({number})"
            taken.add(name.casefold())
            if len(name) > names.MAX_LENGTH:
                problems.append((row.line, Text(QT_TRANSLATE_NOOP("messages", "numbered, the name would be {length} "
                                                                              "characters long; a name may have at "
                                                                              "most {most}"),
                                                {"length": len(name), "most": names.MAX_LENGTH})))
                continue
            settled.append(PlayerRow(name, row.id, row.line, row.name))
    return settled, problems
