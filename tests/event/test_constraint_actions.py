"""Seating constraints as log entries: added, refused, removed, kept by round.seat, and through ``tableside apply``."""

from __future__ import annotations

import io
import json

import pytest

from tableside.app.cli import main
from tableside.app.event import snapshot
from tableside.app.event.actions import ActionRefused
from tableside.app.event.fold import fold
from tableside.app.event.seating_constraints import active_constraints, describe_constraint, not_kept_now
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.eventlog.sqlite_store import open_event_file
from tests.event.helpers import picture, session_on

NAMES = ["Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea"]


def event(players=NAMES):
    session = session_on(MemoryStore())
    session.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only",
                                "tiebreak_seed": "fixed"})
    for name in players:
        session.do("player.register", {"name": name})
    return session


def refused(session, kind, data, match):
    before = len(session.store)
    with pytest.raises(ActionRefused, match=match):
        session.do(kind, data)
    assert len(session.store) == before


def table_of(session, number, name):
    pid = session.state.player_by_name(name).id
    return next(t.number for t in session.state.rounds[number].tables.values() if pid in t.players)


def test_constraints_are_entries_with_ids_and_plain_descriptions():
    session = event()
    first = session.do("constraint.keep_apart", {"players": ["Ana", "Ben", "Cai"], "reason": "siblings"}).entry
    session.do("constraint.fix", {"player": "Dee", "table": 2, "seat": 1})
    session.do("constraint.accessible", {"table": 1, "reason": "by the door"})
    session.do("constraint.needs_access", {"player": "Eve", "reason": "wheelchair"})
    assert first.data["constraint"] == "c1" and first.data["players"] == ["p1", "p2", "p3"]
    lines = [str(describe_constraint(session.state, c)) for c in active_constraints(session.state)]
    assert lines == ["Keep apart: Ana, Ben and Cai (siblings)", "Dee sits at table 2, seat 1",
                     "Table 1 is accessible (by the door)", "Eve needs an accessible table (wheelchair)"]
    assert session.describe(first) == "Seating constraint: Keep apart: Ana, Ben and Cai (siblings)"
    removal = session.do("constraint.remove", {"constraint": "c2"}).entry
    assert session.describe(removal) == "Seating constraint removed: Dee sits at table 2, seat 1"
    assert [c.id for c in active_constraints(session.state)] == ["c1", "c3", "c4"]
    # The fold and a snapshot give the same constraints.
    again = fold(session.store.entries())
    assert again.constraints == session.state.constraints
    assert snapshot.load(snapshot.dump(session.state)).constraints == session.state.constraints


@pytest.mark.parametrize(("kind", "data", "match"), [
    ("constraint.keep_apart", {"players": ["Ana"]}, "at least two players"),
    ("constraint.keep_apart", {"players": ["Ana", "Zed"]}, "no player 'Zed' is registered"),
    ("constraint.keep_apart", {"players": ["Ana", "Ana"]}, "listed twice"),
    ("constraint.keep_apart", {"players": ["Ana", "Ben"], "reason": "a\nb"}, "control character"),
    ("constraint.keep_apart", {"players": ["Ana", "Ben"], "reason": "x" * 81}, "at most 80"),
    ("constraint.fix", {"player": "Ana", "table": 0}, "the table number must be at least 1"),
    ("constraint.fix", {"player": "Ana", "table": 1, "seat": 6}, "no table seats more than 5"),
    ("constraint.accessible", {"table": "one"}, "the table number must be a whole number"),
    ("constraint.remove", {"constraint": "c9"}, "there is no seating constraint 'c9'"),
])
def test_bad_constraints_are_refused_in_plain_words(kind, data, match):
    refused(event(), kind, data, match)


def test_contradictions_are_refused_when_added():
    session = event()
    session.do("constraint.fix", {"player": "Ana", "table": 1, "seat": 2})
    session.do("constraint.fix", {"player": "Ben", "table": 1})
    refused(session, "constraint.fix", {"player": "Cai", "table": 1, "seat": 2}, "seat 2 of table 1 is already Ana's")
    refused(session, "constraint.fix", {"player": "Ana", "table": 3}, "Ana is already fixed to table 1")
    refused(session, "constraint.keep_apart", {"players": ["Ana", "Ben"]},
            "Ana and Ben are both fixed to table 1; they cannot also be kept apart")
    session.do("constraint.keep_apart", {"players": ["Cai", "Dee"]})
    refused(session, "constraint.keep_apart", {"players": ["Dee", "Cai"]}, "Dee and Cai are already kept apart")
    session.do("constraint.fix", {"player": "Cai", "table": 2})
    refused(session, "constraint.fix", {"player": "Dee", "table": 2}, "Dee and Cai are kept apart")
    session.do("constraint.accessible", {"table": 4})
    refused(session, "constraint.accessible", {"table": 4}, "table 4 is already accessible")
    session.do("player.drop", {"player": "Eve"})
    refused(session, "constraint.needs_access", {"player": "Eve"}, "Eve has been dropped")
    session.do("constraint.remove", {"constraint": "c1"})
    refused(session, "constraint.remove", {"constraint": "c1"}, "was already removed")


def test_round_seat_keeps_siblings_apart_a_wheelchair_user_at_table_1_and_a_fixed_seat():
    session = event()
    session.do("constraint.keep_apart", {"players": ["Ana", "Ben", "Cai"], "reason": "siblings"})
    session.do("constraint.accessible", {"table": 1})
    session.do("constraint.needs_access", {"player": "Dee", "reason": "wheelchair"})
    session.do("constraint.fix", {"player": "Eve", "table": 3, "seat": 1})
    for number in (1, 2, 3):
        session.do("round.open", {})
        entry = session.do("round.seat", {"seed": number}).entry
        assert "broken" not in entry.data
        assert len({table_of(session, number, n) for n in ("Ana", "Ben", "Cai")}) == 3
        assert table_of(session, number, "Dee") == 1
        eve = session.state.player_by_name("Eve").id
        assert session.state.rounds[number].tables[3].players[0] == eve
        assert not_kept_now(session.state, session.state.rounds[number]) == []
        session.do("round.start", {})
        for table in session.state.rounds[number].tables.values():
            for pid in table.players[:-1]:
                session.do("player.out", {"round": number, "table": table.number, "players": [pid]})
    assert picture(fold(session.store.entries())) == picture(session.state)


def test_a_seating_that_cannot_keep_one_says_which_and_why_in_the_history():
    session = event(NAMES[:8])  # two tables of 4
    session.do("constraint.keep_apart", {"players": ["Ana", "Ben", "Cai"], "reason": "triplets"})
    session.do("round.open", {})
    entry = session.do("round.seat", {"seed": 1}).entry
    assert [b["constraint"] for b in entry.data["broken"]] == ["c1"]
    text = session.describe(entry)
    assert text.startswith("Round 1 seated: 2 tables; 1 seating constraint not kept: Keep apart: Ana, Ben and Cai "
                           "(triplets) — not kept: ")
    assert text.endswith("because there are 3 players to keep apart and only 2 tables this round.")
    rnd = session.state.rounds[1]
    assert [(b.constraint, reported) for b, reported in not_kept_now(session.state, rnd)] == [("c1", True)]
    # A constraint added after the seating is checked against the tables as they stand.
    fixed_to = 2 if table_of(session, 1, "Dee") == 1 else 1
    session.do("constraint.fix", {"player": "Dee", "table": fixed_to})
    now = not_kept_now(session.state, rnd)
    assert [(b.constraint, b.why, reported) for b, reported in now] == [("c1", "more_than_tables", True),
                                                                         ("c2", "changed", False)]


def test_undoing_a_constraint_a_later_seating_kept_is_refused_when_that_seating_needed_it():
    def together(seed, keep_apart):
        session = event()
        if keep_apart:
            added = session.do("constraint.keep_apart", {"players": ["Ana", "Ben"]}).entry
        session.do("round.open", {})
        session.do("round.seat", {"seed": seed})
        return session, (added if keep_apart else None), table_of(session, 1, "Ana") == table_of(session, 1, "Ben")

    seed = next(s for s in range(100) if together(s, False)[2])  # a draw that seats them together
    session, added, now_together = together(seed, True)
    assert not now_together
    with pytest.raises(ActionRefused, match="round 1's tables were drawn"):
        session.do("undo", {"entry": added.seq})
    kept = next(s for s in range(100) if not together(s, False)[2])  # a draw that never needed it
    session, added, _ = together(kept, True)
    session.do("undo", {"entry": added.seq})
    assert active_constraints(session.state) == []


START = [
    {"kind": "event.create", "name": "Cup", "date": "2026-11-22", "system": "table-points",
     "timers": "round-clock-only", "round_minutes": 60, "t": 0},
    *({"kind": "player.register", "name": n, "t": 0} for n in NAMES),
]


def apply(monkeypatch, capsys, path, actions) -> tuple[int, str, str]:
    text = "".join(json.dumps(a) + "\n" for a in actions)
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    code = main(["apply", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def test_tableside_apply_takes_constraints_and_refuses_a_bad_one_in_one_line(monkeypatch, capsys, tmp_path):
    path = tmp_path / "cup.tableside"
    lines = START + [
        {"kind": "constraint.keep_apart", "players": ["Ana", "Ben"], "reason": "siblings", "t": 0},
        {"kind": "constraint.fix", "player": "Cai", "table": 2, "seat": 3, "t": 0},
        {"kind": "constraint.accessible", "table": 1, "t": 0},
        {"kind": "constraint.needs_access", "player": "Dee", "t": 0},
        {"kind": "round.open", "t": 0},
        {"kind": "round.seat", "seed": 9, "t": 0},
    ]
    code, out, err = apply(monkeypatch, capsys, path, lines)
    assert code == 0, err
    assert len(out.split()) == len(lines)
    code, out, err = apply(monkeypatch, capsys, path, [
        {"kind": "constraint.fix", "player": "Eve", "table": 2, "seat": 3, "t": 0}])
    assert code == 1 and out == ""
    assert err.startswith("tableside apply: line 1: seat 3 of table 2 is already Cai's")
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    with open_event_file(str(path), readonly=True) as store:
        state = fold(store.entries())
        assert len(store) == len(lines)
    rnd = state.rounds[1]
    ids = {p.name: p.id for p in state.players.values()}
    assert rnd.tables[2].players[2] == ids["Cai"] and ids["Dee"] in rnd.tables[1].players
    assert not any(ids["Ana"] in t.players and ids["Ben"] in t.players for t in rnd.tables.values())
