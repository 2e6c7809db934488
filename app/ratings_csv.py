"""Reading the ratings a previous event exported (``name,rating``) for the next event's ``ratings``."""

from __future__ import annotations

from . import names
from .csv_lines import decode, read_lines
from .errors import TablesideError
from .event.actions.base import ActionRefused
from .text import QT_TRANSLATE_NOOP, Text, spaced


class RatingsCsvError(TablesideError):
    """Bad lines, named by number (the first ten); said in the judge's language in the new-event dialog."""

    def __init__(self, problems: list[tuple[int, str | Text]]) -> None:
        self.problems = problems
        shown: list[str | Text] = [Text(QT_TRANSLATE_NOOP("messages", "line {line}: {problem}"),
                                        {"line": line, "problem": what}) for line, what in problems[:10]]
        if len(problems) > 10:
            shown.append(Text(QT_TRANSLATE_NOOP("messages", "and {more} more"), {"more": len(problems) - 10}))
        super().__init__(QT_TRANSLATE_NOOP("messages", "no ratings were read: {problems}"),
                         fields={"problems": spaced(shown, "; ")})


def parse_ratings_csv(text: str | bytes) -> dict[str, int]:
    """Name -> rating; a header row ``name,rating`` (any order, any case) is optional."""
    lines = read_lines(decode(text, Text(QT_TRANSLATE_NOOP("messages", "the ratings file"))))
    columns: tuple[str, ...] = ("name", "rating")
    header = tuple(c.casefold() for c in lines[0].cells) if lines else ()
    # Tableside's own export adds a log_head column (the event log's fingerprint); it is not a rating.
    if len(set(header)) == len(header) and set(columns) <= set(header) <= {*columns, "log_head"}:
        columns = header
        lines = lines[1:]
    ratings: dict[str, int] = {}
    first: dict[str, int] = {}
    problems: list[tuple[int, str | Text]] = []
    for line in lines:
        if not 2 <= len(line.cells) <= len(columns):
            wrong = (QT_TRANSLATE_NOOP("messages", "{count} column(s) where a name and a rating were expected")
                     if len(columns) == 2 else
                     QT_TRANSLATE_NOOP("messages", "{count} column(s) where a name and a rating (and the log head) "
                                       "were expected"))
            problems.append((line.number, Text(wrong, {"count": len(line.cells)})))
            continue
        padded = line.cells + ("",) * (len(columns) - len(line.cells))  # trailing empty cells were dropped
        cells = dict(zip(columns, padded, strict=True))
        rating = cells["rating"]
        try:
            # As a player's name is registered, so the rating finds its player.
            name = names.clean_name(cells["name"])
        except ActionRefused as err:
            problems.append((line.number, err.text))
            continue
        if not rating.lstrip("-").isdigit() or int(rating) < 0:
            problems.append((line.number, Text(QT_TRANSLATE_NOOP("messages", "the rating {rating} is not a whole "
                                                                 "number of at least 0"), {"rating": repr(rating)})))
        elif name.casefold() in first:
            problems.append((line.number, Text(QT_TRANSLATE_NOOP("messages", "{name} is also on line {line}"),
                                               {"name": repr(name), "line": first[name.casefold()]})))
        else:
            first[name.casefold()] = line.number
            ratings[name] = int(rating)
    if problems:
        raise RatingsCsvError(problems)
    return ratings
