"""Refusals a judge meets in the window speak of tables, players and rounds, never of the log's entries,
seeds or action names (``table.seat``): the walk of 2026-11-24 met "entry 53 (Round 2 seated: 3 tables
(seed 3061623623334125)) … seat by hand with table.seat; undo entry 53 first" (D15).

Each bad action below is one a judge can reach from the window (the history's Undo, a table's Undo,
Extend, Seating); every refusal is checked for the words a judge does not know."""

from __future__ import annotations

import re

import pytest

from tableside.app.event.actions import ActionRefused
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tests.event.helpers import seat_and_start, small_event

DEVELOPER = re.compile(r"\bentry\b|\bentries\b|\bseeds?\b|table\.seat|round\.seat|\bseq\b|\bp\d+\b",
                       re.IGNORECASE)
FOUR = ["Ana", "Ben", "Cai", "Dee"]


def said(session: EventSession, kind: str, data: dict) -> str:
    before = len(session.store)
    with pytest.raises(ActionRefused) as caught:
        session.do(kind, data)
    assert len(session.store) == before
    return str(caught.value)


def seq_of(session: EventSession, kind: str, **data) -> int:
    return next(e.seq for e in session.store.entries()
                if e.kind == kind and all(e.data.get(k) == v for k, v in data.items()))


def refusals() -> list[str]:
    messages = []
    time = FakeTime()
    session = EventSession(MemoryStore(), time)
    small_event(session, timers="document-002")
    seat_and_start(session, {1: FOUR})
    # A registration of a seated player: the seating depends on it.
    messages.append(said(session, "undo", {"entry": seq_of(session, "player.register", name="Ana")}))
    # An auction before a time-out: the time-out depends on it.
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"})
    time.advance(1_000)
    auction = session.do("clock.auction", {"table": 1, "player": "Ben"}).entry
    time.advance(110_000)
    session.catch_up()
    messages.append(said(session, "undo", {"entry": auction.seq}))

    time = FakeTime()
    session = EventSession(MemoryStore(), time)
    small_event(session, players=[*FOUR, "Eve", "Fay", "Gus", "Hal"], minutes=1)
    seat_and_start(session, {1: FOUR, 2: ["Eve", "Fay", "Gus", "Hal"]})
    session.do("player.out", {"table": 2, "players": ["Hal"]})
    gus = session.do("player.out", {"table": 2, "players": ["Gus"]}).entry
    time.advance(65_000)
    session.catch_up()
    # The round's end, taken back from the history without more time, from the table, and with too little.
    end = next(e for e in session.store.entries() if e.kind == "player.out" and e.data.get("reason") == "round")
    messages.append(said(session, "undo", {"entry": end.seq}))
    time.advance(5 * 60_000)
    key = (1, end.data["table"])
    with pytest.raises(ActionRefused) as short:
        session.extend_table(key, 1)
    messages.append(str(short.value))
    with pytest.raises(ActionRefused) as by_itself:
        session.undo_table(key)
    messages.append(str(by_itself.value))
    # An action already taken back, an undo, and one that is never taken back.
    messages.append(said(session, "undo", {"entry": gus.seq}))  # the round's end depends on it
    zed = session.do("player.register", {"name": "Zed"}).entry
    undo = session.do("undo", {"entry": zed.seq}).entry
    messages.append(said(session, "undo", {"entry": zed.seq}))
    messages.append(said(session, "undo", {"entry": undo.seq}))
    messages.append(said(session, "undo", {"entry": 1}))
    # A drop undone after the next round was seated from the players as they stood (the walk's case).
    drop = session.do("player.drop", {"player": "Dee"}).entry
    session.do("round.open", {})
    session.do("round.seat", {"seed": 3061623623334125})
    messages.append(said(session, "undo", {"entry": drop.seq}))
    messages.append(said(session, "round.seat", {}))
    return messages


def test_no_refusal_names_entries_seeds_or_action_names():
    messages = refusals()
    assert len(messages) == 11
    for message in messages:
        assert not DEVELOPER.search(message), message


def test_the_walk_s_case_names_the_round_and_the_player():
    message = refusals()[-2]
    assert message.startswith("“Dee dropped")
    assert "“Round 2 seated: 2 tables”" in message or "“Round 2 seated" in message
    assert "undo “Round 2 seated" in message
