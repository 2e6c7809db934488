"""Building events in tests: stores, a fake clock, and a compact picture of the state to compare."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tableside.app.display import fraction_text
from tableside.app.event.export import result_rows, standing_rows
from tableside.app.event.fold import fold
from tableside.app.event.session import EventSession
from tableside.app.event.state import EventState
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.eventlog.sqlite_store import open_event_file

# Every scoring system with options the guide's worked examples use: the round's end is tested under each.
SYSTEMS = {
    "table-points": {},
    "rplops": {"x": 50},
    "rplops2": {"x": 6},
    "plops": {},
    "placement": {"points": {"4": [5, 3, 1, 0], "3": [3, 1, 0]}},
    "contribution": {},
}


def new_store(kind: str, tmp_path: Path):
    if kind == "memory":
        return MemoryStore()
    return open_event_file(str(tmp_path / "event.tableside"), create=True)


def picture(state: EventState) -> dict[str, Any]:
    """Everything a judge could see, as plain data, so two states can be compared for equality."""
    return {
        "settings": None if state.settings is None else (state.settings.name, state.settings.system),
        "players": {p.id: (p.name, p.dropped) for p in state.players.values()},
        "rounds": {
            n: {t.number: (t.players, [(leave.players, leave.t, leave.reason) for leave in t.leaves], t.started_at)
                for t in r.tables.values()}
            for n, r in state.rounds.items()
        },
        "results": result_rows(state) if state.settings else [],
        "standings": standing_rows(state) if state.settings else [],
        "undone": dict(state.undone),
    }


def small_event(session: EventSession, players=("Ana", "Ben", "Cai", "Dee"), system="table-points",
                options=None, timers="round-clock-only", minutes=60) -> None:
    session.do("event.create", {"name": "Test Cup", "date": "2026-11-22", "system": system,
                                "options": options or {}, "timers": timers, "round_minutes": minutes})
    for name in players:
        session.do("player.register", {"name": name})


def seat_and_start(session: EventSession, tables: dict[int, list[str]], game: str = "Catan") -> None:
    session.do("round.open", {})
    for number, players in tables.items():
        session.do("table.seat", {"table": number, "players": players, "game": game})
    session.do("round.start", {})


def session_on(store, time: FakeTime | None = None) -> EventSession:
    return EventSession(store, time or FakeTime())


__all__ = ["fraction_text", "new_store", "picture", "seat_and_start", "session_on", "small_event"]


def played(file: str, time: FakeTime) -> EventSession:
    """A small event in a file: two tables seated, one out, a timer decision under way."""
    session = EventSession(open_event_file(file, create=True), time)
    small_event(session, timers="document-002", players=("Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus"))
    seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"], 2: ["Eve", "Fay", "Gus"]})
    session.do("player.out", {"table": 2, "players": ["Gus"]})
    session.do("clock.decision", {"table": 1, "player": "Ben", "kind": "roll-dice"})
    time.advance(2_500)
    return session


def goes_on_as_the_full_fold(session: EventSession, file: str) -> None:
    """A ``played`` event opened again: the next out gives what folding the whole file gives, and the
    decision under way when it closed is held by the restart."""
    session.do("player.out", {"table": 2, "players": ["Fay"]})
    assert picture(session.state) == picture(full_fold(file, session.run))
    assert session.state.rounds[1].tables[1].held_by_restart


def full_fold(file: str, run: str) -> EventState:
    """The file's whole log folded from the start: what any way of opening it must come to."""
    store = open_event_file(file, readonly=True)
    try:
        return fold(store.entries(), run)
    finally:
        store.close()
