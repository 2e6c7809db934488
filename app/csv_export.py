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
    writer = csv.DictWriter(out, [*columns, LOG_HEAD], lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({**row, LOG_HEAD: head})
    return out.getvalue()


def csv_bytes(columns: Sequence[str], rows: Iterable[Mapping[str, Any]], *, head: str) -> bytes:
    """The file's bytes, exactly as written to disk or to standard output."""
    return csv_text(columns, rows, head=head).encode("utf-8")
