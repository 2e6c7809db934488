"""Reading the small CSV files judges bring (player lists, ratings): text, rows and their line numbers."""

from __future__ import annotations

import csv
from dataclasses import dataclass

from .csv_export import ESCAPE, FORMULA_STARTS
from .errors import TablesideError
from .text import QT_TRANSLATE_NOOP, Text


@dataclass(frozen=True, slots=True)
class Line:
    number: int  # the file's line number, for messages a judge can find
    cells: tuple[str, ...]  # stripped, trailing empty cells dropped


def decode(data: str | bytes, what: Text) -> str:
    """UTF-8, with or without the byte-order mark spreadsheets like to add; ``what`` names the file ("the
    player list")."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError as err:
            raise TablesideError(QT_TRANSLATE_NOOP("messages", "{what} is not UTF-8 text (byte {byte}); save it as "
                                                   "CSV UTF-8"), fields={"what": what, "byte": err.start + 1}) from None
    return data.removeprefix("\ufeff")


def unescape(cell: str) -> str:
    """Undo the ``'`` Tableside's exports put before a cell a spreadsheet would run as a formula."""
    if cell.startswith(ESCAPE) and cell.lstrip(ESCAPE).startswith(FORMULA_STARTS):
        return cell[1:]
    return cell


def read_lines(text: str) -> list[Line]:
    """The non-blank rows of ``text``; the delimiter is a comma, or a semicolon when the first row has
    semicolons and no commas (as some spreadsheets in comma-decimal countries write)."""
    first = next((line for line in text.splitlines() if line.strip()), "")
    delimiter = ";" if ";" in first and "," not in first else ","
    reader = csv.reader(text.splitlines(keepends=True), delimiter=delimiter)
    lines = []
    start = 1
    try:
        for row in reader:
            cells = [unescape(cell.strip()) for cell in row]
            while cells and cells[-1] == "":
                cells.pop()
            if cells:
                lines.append(Line(start, tuple(cells)))
            start = reader.line_num + 1
    except csv.Error as err:
        raise TablesideError(QT_TRANSLATE_NOOP("messages", "line {line}: this line cannot be read as CSV ({reason})"),
                             fields={"line": start, "reason": str(err)}) from None
    return lines
