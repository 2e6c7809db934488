"""Reading the ratings a previous event exported (``name,rating``) for the next event's ``ratings``."""

from __future__ import annotations

from . import names
from .csv_lines import decode, read_lines
from .errors import TablesideError
from .event.actions.base import ActionRefused


class RatingsCsvError(TablesideError):
    def __init__(self, problems: list[tuple[int, str]]) -> None:
        self.problems = problems
        shown = "; ".join(f"line {line}: {what}" for line, what in problems[:10])
        more = f"; and {len(problems) - 10} more" if len(problems) > 10 else ""
        super().__init__(f"no ratings were read: {shown}{more}")


def parse_ratings_csv(text: str | bytes) -> dict[str, int]:
    """Name -> rating; a header row ``name,rating`` (any order, any case) is optional."""
    lines = read_lines(decode(text, "ratings file"))
    columns: tuple[str, ...] = ("name", "rating")
    header = tuple(c.casefold() for c in lines[0].cells) if lines else ()
    # Tableside's own export adds a log_head column (the event log's fingerprint); it is not a rating.
    if len(set(header)) == len(header) and set(columns) <= set(header) <= {*columns, "log_head"}:
        columns = header
        lines = lines[1:]
    ratings: dict[str, int] = {}
    first: dict[str, int] = {}
    problems = []
    for line in lines:
        if not 2 <= len(line.cells) <= len(columns):
            expected = "a name and a rating" + (" (and the log head)" if len(columns) > 2 else "")
            problems.append((line.number, f"{len(line.cells)} column(s) where {expected} were expected"))
            continue
        padded = line.cells + ("",) * (len(columns) - len(line.cells))  # trailing empty cells were dropped
        cells = dict(zip(columns, padded, strict=True))
        rating = cells["rating"]
        try:
            # As a player's name is registered, so the rating finds its player.
            name = names.clean_name(cells["name"])
        except ActionRefused as err:
            problems.append((line.number, str(err)))
            continue
        if not rating.lstrip("-").isdigit() or int(rating) < 0:
            problems.append((line.number, f"the rating {rating!r} is not a whole number of at least 0"))
        elif name.casefold() in first:
            problems.append((line.number, f"{name!r} is also on line {first[name.casefold()]}"))
        else:
            first[name.casefold()] = line.number
            ratings[name] = int(rating)
    if problems:
        raise RatingsCsvError(problems)
    return ratings
