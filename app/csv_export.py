"""The one writer of every exported CSV file, for the window and the command line alike.

Every export is UTF-8 with a byte-order mark (so a spreadsheet opens accented names right), a header
row, and ``\\n`` line ends. Keeping it to one function means a rule about exported cells (escaping, the
mark) is made once and holds for every file, whoever writes it.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

BOM = "\ufeff"


def csv_text(columns: Sequence[str], rows: Iterable[Mapping[str, Any]]) -> str:
    """The file's whole text, the byte-order mark first."""
    out = io.StringIO()
    out.write(BOM)
    writer = csv.DictWriter(out, list(columns), lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow(row)
    return out.getvalue()


def csv_bytes(columns: Sequence[str], rows: Iterable[Mapping[str, Any]]) -> bytes:
    """The file's bytes, exactly as written to disk or to standard output."""
    return csv_text(columns, rows).encode("utf-8")
