"""Minimal anchors shared by the benches."""

from __future__ import annotations

import time
from pathlib import Path


class BareCommit:
    """The anchor: one row INSERTed and COMMITted with the sqlite3 module alone (WAL, synchronous=FULL)."""

    def __init__(self, path: Path, row_bytes: int, times: list[float]) -> None:
        import sqlite3

        self.cx = sqlite3.connect(str(path), isolation_level=None)
        self.cx.execute("PRAGMA journal_mode=WAL")
        self.cx.execute("PRAGMA synchronous=FULL")
        self.cx.execute("CREATE TABLE IF NOT EXISTS entries (seq INTEGER PRIMARY KEY, body TEXT NOT NULL)")
        self.row = "x" * row_bytes
        self.times = times

    def commit(self) -> None:
        t0 = time.perf_counter()
        self.cx.execute("BEGIN")
        self.cx.execute("INSERT INTO entries (body) VALUES (?)", (self.row,))
        self.cx.execute("COMMIT")
        self.times.append((time.perf_counter() - t0) * 1000)

    def close(self) -> None:
        self.cx.close()


def entry_bytes(path: Path) -> int:
    """The length of one of the event's player.out rows, every column (300 if it has none)."""
    import sqlite3

    cx = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        row = cx.execute("SELECT length(id) + length(at) + length(kind) + length(data) + length(prev_hash) "
                         "+ length(hash) FROM entries WHERE kind = 'player.out' ORDER BY seq DESC LIMIT 1").fetchone()
    finally:
        cx.close()
    return int(row[0]) if row and row[0] else 300
