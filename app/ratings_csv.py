"""Reading the ratings a previous event exported (``name,rating``) for the next event's ``ratings``."""

from __future__ import annotations

from app.csv_lines import decode, read_lines
from app.errors import TablesideError


class RatingsCsvError(TablesideError):
    def __init__(self, problems: list[tuple[int, str]]) -> None:
        self.problems = problems
        shown = "; ".join(f"line {line}: {what}" for line, what in problems[:10])
        more = f"; and {len(problems) - 10} more" if len(problems) > 10 else ""
        super().__init__(f"no ratings were read: {shown}{more}")


def parse_ratings_csv(text: str | bytes) -> dict[str, int]:
    """Name -> rating; a header row ``name,rating`` (any order, any case) is optional."""
    lines = read_lines(decode(text, "ratings file"))
    columns = ("name", "rating")
    if lines and {c.casefold() for c in lines[0].cells} == set(columns) and len(lines[0].cells) == 2:
        columns = tuple(c.casefold() for c in lines[0].cells)  # type: ignore[assignment]
        lines = lines[1:]
    ratings: dict[str, int] = {}
    first: dict[str, int] = {}
    problems = []
    for line in lines:
        if len(line.cells) != 2:
            problems.append((line.number, f"{len(line.cells)} column(s) where a name and a rating were expected"))
            continue
        cells = dict(zip(columns, line.cells, strict=True))
        name, rating = cells["name"], cells["rating"]
        if not name:
            problems.append((line.number, "the name is empty"))
        elif not rating.lstrip("-").isdigit() or int(rating) < 0:
            problems.append((line.number, f"the rating {rating!r} is not a whole number of at least 0"))
        elif name.casefold() in first:
            problems.append((line.number, f"{name!r} is also on line {first[name.casefold()]}"))
        else:
            first[name.casefold()] = line.number
            ratings[name] = int(rating)
    if problems:
        raise RatingsCsvError(problems)
    return ratings
