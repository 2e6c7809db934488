"""The one writer of every exported CSV file, for the window and the command line alike.

Every export is UTF-8 with a byte-order mark (so a spreadsheet opens accented names right), a header
row, and ``\\n`` line ends. Keeping it to one function means a rule about exported cells (escaping, the
mark) is made once and holds for every file, whoever writes it.

Cells are safe to open in a spreadsheet (OWASP's advice against CSV formula injection): text that starts
with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return gets a ``'`` in front, so a player named
``=HYPERLINK(...)`` shows as text and runs nothing; a cell that is just a number Tableside wrote (``-3``,
``-1/2``, ``2.5``) stays a number. A cell holding a comma, a semicolon, a tab, a quote or a line break is
quoted, so a spreadsheet that splits at semicolons (comma-decimal countries) cannot start a new cell
inside a name. Reading a CSV back (``csv_lines.read_lines``) takes the ``'`` off again, so exported
ratings import as they were.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

BOM = "\ufeff"
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
ESCAPE = "'"
_QUOTED = (",", ";", "\t", '"', "\n", "\r")
_NUMBER = re.compile(r"[+-]?\d+(?:\.\d+)?(?:/\d+)?")


def spreadsheet_safe(value: Any) -> Any:
    """The cell as written: text that a spreadsheet would take for a formula gets a leading ``'``, and so
    does text that already reads like an escaped one (``'=x``), or reading it back would drop its ``'``."""
    if not isinstance(value, str):
        return value
    if value.startswith(FORMULA_STARTS) and not _NUMBER.fullmatch(value) or \
            value.startswith(ESCAPE) and value.lstrip(ESCAPE).startswith(FORMULA_STARTS):
        return ESCAPE + value
    return value


LOG_HEAD = "log_head"


def csv_text(columns: Sequence[str], rows: Iterable[Mapping[str, Any]], *, head: str) -> str:
    """The file's whole text, the byte-order mark first.

    Every row ends with a ``log_head`` column: the fingerprint (``SEQ:HEX``) of the event log's last
    entry when the file was written, so the file can be checked against the event file later
    (``tableside verify FILE --expect SEQ:HEX``). A column, not a comment line, so every spreadsheet
    and CSV reader still reads the file as one table.
    """
    out = io.StringIO()
    out.write(BOM)
    all_columns = [*columns, LOG_HEAD]
    out.write(_line(all_columns))
    for row in rows:
        extra = set(row) - set(columns)
        if extra:
            raise ValueError(f"cells without a column: {sorted(extra)}")
        cells = {**row, LOG_HEAD: head}
        out.write(_line([spreadsheet_safe(cells.get(column, "")) for column in all_columns]))
    return out.getvalue()


def _line(cells: Iterable[Any]) -> str:
    return ",".join(_field(cell) for cell in cells) + "\n"


def _field(value: Any) -> str:
    """One cell as the csv module writes it (None empty, floats by repr), quoted when it holds a comma,
    a semicolon, a tab, a quote or a line break."""
    text = "" if value is None else repr(value) if isinstance(value, float) else str(value)
    if any(mark in text for mark in _QUOTED):
        return '"' + text.replace('"', '""') + '"'
    return text


def csv_bytes(columns: Sequence[str], rows: Iterable[Mapping[str, Any]], *, head: str) -> bytes:
    """The file's bytes, exactly as written to disk or to standard output."""
    return csv_text(columns, rows, head=head).encode("utf-8")
