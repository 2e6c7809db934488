"""The demo event: a fresh event file in the data folder, round 1 started at two tables.

Seven players, a 4-player Monopoly table and a 3-player Citadels table, scored with table points
(document 000) and timed with document 002's player timers. ``tableside demo`` rebuilds it every time,
so the demo always opens in the same place.
"""

from __future__ import annotations

import datetime
import os
from pathlib import Path

from tableside.app import paths
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import TimeSource

DEMO_FILE = "demo.tableside"
PLAYERS = ("Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus")
TABLES = {1: (["Ana", "Ben", "Cai", "Dee"], "Monopoly"), 2: (["Eve", "Fay", "Gus"], "Citadels")}


def demo_path() -> Path:
    return paths.data_dir() / DEMO_FILE


def build_demo(path: Path | None = None, time_source: TimeSource | None = None) -> Path:
    """Write the demo event afresh (any earlier demo file is replaced) and return its path."""
    from tableside.app.eventlog.seen_heads import forget
    from tableside.app.eventlog.sqlite_store import open_event_file

    path = path or demo_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for suffix in ("", "-wal", "-shm", "-journal"):
        try:
            os.remove(f"{path}{suffix}")
        except FileNotFoundError:
            pass
    session = EventSession(open_event_file(str(path), create=True), time_source)
    try:
        fill_demo(session)
    finally:
        session.close()
    forget(path)  # a demo made afresh is not a shortened copy of the last one
    return path


def fill_demo(session: EventSession) -> None:
    session.do("event.create", {"name": "Tableside demo", "date": datetime.date.today().isoformat(),
                                "system": "table-points", "options": {}, "timers": "document-002",
                                "round_minutes": 60})
    for name in PLAYERS:
        session.do("player.register", {"name": name})
    session.do("round.open", {})
    for number, (players, game) in TABLES.items():
        session.do("table.seat", {"table": number, "players": players, "game": game})
    session.do("round.start", {})
