"""Small events with hand-chosen results, to make one tiebreaker at a time decide."""

from __future__ import annotations

from tableside.app.eventlog.memory_store import MemoryStore
from tests.event.helpers import session_on


def event(players, system="table-points", options=None, seed="fixed", **create):
    session = session_on(MemoryStore())
    session.do("event.create", {"name": "Cup", "system": system, "options": options or {},
                                "timers": "round-clock-only", "tiebreak_seed": seed, **create})
    for name in players:
        session.do("player.register", {"name": name})
    return session


def play(session, tables):
    """One round: ``tables`` maps a table number to (seated players, leaving groups in order)."""
    session.do("round.open", {})
    for number, (players, _) in tables.items():
        session.do("table.seat", {"table": number, "players": players})
    session.do("round.start", {})
    for number, (_, out) in tables.items():
        for group in out:
            session.do("player.out", {"table": number, "players": group})


def names_in_order(rows):
    return [row.name for row in rows]
