"""What a forger with the event file in hand can do: drop the append-only triggers, then edit a row and
re-hash the whole chain after it, or delete the last rows. The chain alone cannot tell."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tableside.app.eventlog.entry import canonical_json, entry_hash


def _open(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        db.execute(f"DROP TRIGGER {name}")
    db.execute("DELETE FROM snapshot")  # a cache a careful forger clears too
    return db


def edit_and_rehash(path: Path, seq: int, change: Callable[[dict[str, Any]], None]) -> None:
    """Change entry ``seq``'s data, then recompute its hash and every later one, chained."""
    db = _open(path)
    rows = db.execute("SELECT seq, id, at, kind, data, prev_hash FROM entries WHERE seq >= ? ORDER BY seq",
                      (seq,)).fetchall()
    previous = rows[0][5]
    for number, entry_id, at, kind, data_text, _ in rows:
        if number == seq:
            data = json.loads(data_text)
            change(data)
            data_text = canonical_json(data)
        digest = entry_hash(number, entry_id, at, kind, data_text, previous)
        db.execute("UPDATE entries SET data = ?, prev_hash = ?, hash = ? WHERE seq = ?",
                   (data_text, previous, digest, number))
        previous = digest
    db.execute("COMMIT")
    db.close()


def drop_last(path: Path, count: int) -> None:
    db = _open(path)
    db.execute("DELETE FROM entries WHERE seq > (SELECT max(seq) FROM entries) - ?", (count,))
    db.execute("COMMIT")
    db.close()
