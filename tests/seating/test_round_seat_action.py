"""round.seat, table.move and table.swap in an event: logged, reproducible, refused when they must be."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tableside.app.event.actions import ActionRefused
from tableside.app.event.export import result_rows
from tableside.app.event.fold import fold
from tableside.app.event.standings import standings
from tableside.app.eventlog.memory_store import MemoryStore
from tests.event.helpers import picture, session_on

NAMES = ["Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea", "Max"]


def event(players=NAMES, **create):
    session = session_on(MemoryStore())
    session.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only",
                                "tiebreak_seed": "fixed", **create})
    for name in players:
        session.do("player.register", {"name": name})
    return session


def refused(session, kind, data, match):
    before = len(session.store)
    with pytest.raises(ActionRefused, match=match):
        session.do(kind, data)
    assert len(session.store) == before


def finish_round(session, number):
    """Everyone at each table leaves one by one in seat order (the last seat wins)."""
    for table in session.state.rounds[number].tables.values():
        for pid in table.players[:-1]:
            session.do("player.out", {"round": number, "table": table.number, "players": [pid]})


def seated(session, number):
    rnd = session.state.rounds[number]
    return {n: t.players for n, t in rnd.tables.items()}, rnd.byes


def test_round_seat_stores_the_seed_and_the_tables_and_the_fold_does_not_reseat():
    session = event()
    session.do("round.open", {})
    entry = session.do("round.seat", {}).entry
    assert isinstance(entry.data["seed"], int)
    assert [len(t) for t in entry.data["tables"]] == [4, 3, 3, 3]
    tables, byes = seated(session, 1)
    assert [list(t) for t in tables.values()] == entry.data["tables"] and byes == ()
    assert sorted(p for t in tables.values() for p in t) == sorted(session.state.players)
    assert picture(fold(session.store.entries())) == picture(session.state)
    assert session.describe(entry).startswith("Round 1 seated: 4 tables")


def test_the_same_seed_on_the_same_event_gives_the_same_seating():
    first, second = event(), event()
    for session in (first, second):
        session.do("round.open", {})
        session.do("round.seat", {"seed": 2026})
    assert seated(first, 1) == seated(second, 1)
    third = event()
    third.do("round.open", {})
    third.do("round.seat", {"seed": 2027})
    assert seated(third, 1) != seated(first, 1)


def test_hand_edited_tables_are_refused_and_the_true_ones_accepted():
    session = event()
    session.do("round.open", {})
    probe = event()
    probe.do("round.open", {})
    true_tables = probe.do("round.seat", {"seed": 7}).entry.data["tables"]
    edited = [list(t) for t in true_tables]
    edited[0][0], edited[1][0] = edited[1][0], edited[0][0]
    refused(session, "round.seat", {"seed": 7, "tables": edited},
            "as the event stands now the same draw gives other tables")
    refused(session, "round.seat", {"tables": true_tables}, "to seat tables by hand use table.seat")
    session.do("round.seat", {"seed": 7, "tables": true_tables})
    assert [list(t.players) for t in session.state.rounds[1].tables.values()] == true_tables


def test_five_players_are_refused_with_the_options_then_seated_either_way():
    session = event(NAMES[:5], bye_points=3)
    session.do("round.open", {})
    refused(session, "round.seat", {}, "cannot be seated: 5 players .* table of 5 .* 1 player a bye")
    five = session.do("round.seat", {"five": True, "seed": 1}).entry
    assert [len(t) for t in five.data["tables"]] == [5]
    session.do("undo", {"entry": five.seq})
    bye = session.do("round.seat", {"byes": 1, "seed": 1}).entry
    tables, byes = seated(session, 1)
    assert [len(t) for t in tables.values()] == [4] and len(byes) == 1
    session.do("round.start", {})
    finish_round(session, 1)
    (lucky,) = byes
    row = next(r for r in result_rows(session.state) if r["player_id"] == lucky)
    assert (row["table"], row["reason"], row["points"]) == (None, "bye", "3")
    by_id = {s.player: s for s in standings(session.state)}
    assert by_id[lucky].total == 3 and by_id[lucky].byes == 1 and by_id[lucky].games == 0
    assert "bye for" in session.describe(bye)


def test_the_second_round_is_swiss_and_avoids_the_first_rounds_pairs():
    session = event(NAMES[:12] + ["Ned", "Oli", "Pam", "Quin"])
    session.do("round.open", {})
    session.do("round.seat", {"seed": 1})
    session.do("round.start", {})
    finish_round(session, 1)
    session.do("round.open", {})
    session.do("round.seat", {"seed": 2})
    met = {frozenset((a, b)) for t in session.state.rounds[1].tables.values() for a in t.players for b in t.players}
    for table in session.state.rounds[2].tables.values():
        assert not any(frozenset((a, b)) in met for a in table.players for b in table.players if a != b)
    leaders = {s.player for s in standings(session.state)[:4]}
    assert set(session.state.rounds[2].tables[1].players) == leaders  # the four winners: table 1


def test_a_late_entry_is_seated_from_the_next_round_and_stands_in_the_standings():
    session = event(NAMES[:8])
    session.do("round.open", {})
    session.do("round.seat", {})
    session.do("round.start", {})
    session.do("player.register", {"name": "Late"})
    late = session.state.player_by_name("Late").id
    assert late not in [p for t in session.state.rounds[1].tables.values() for p in t.players]
    assert late in {s.player for s in standings(session.state)}
    finish_round(session, 1)
    session.do("round.open", {})
    session.do("round.seat", {})
    tables, _ = seated(session, 2)
    assert late in [p for t in tables.values() for p in t] and sorted(map(len, tables.values())) == [3, 3, 3]


def test_dropped_players_are_not_seated():
    session = event(NAMES[:9])
    session.do("player.drop", {"player": "Ana"})
    session.do("round.open", {})
    session.do("round.seat", {})
    tables, _ = seated(session, 1)
    everyone = [p for t in tables.values() for p in t]
    assert "p1" not in everyone and len(everyone) == 8


def test_move_and_swap_before_the_start_and_never_after():
    session = event(NAMES[:11])
    session.do("round.open", {})
    session.do("round.seat", {"seed": 3})
    tables = seated(session, 1)[0]
    assert [len(t) for t in tables.values()] == [4, 4, 3]
    mover = tables[1][0]
    move = session.do("table.move", {"player": mover, "table": 3}).entry
    tables = seated(session, 1)[0]
    assert mover in tables[3] and mover not in tables[1] and [len(t) for t in tables.values()] == [3, 4, 4]
    assert session.describe(move) == f"Round 1: {session.state.players[mover].name} moved from table 1 to table 3"
    a, b = tables[1][0], tables[2][1]
    session.do("table.swap", {"a": a, "b": b})
    after = seated(session, 1)[0]
    assert after[1][0] == b and after[2][1] == a
    session.do("round.start", {})
    refused(session, "table.swap", {"a": a, "b": b}, "already started")
    refused(session, "table.move", {"player": a, "table": 3}, "already started")
    assert picture(fold(session.store.entries())) == picture(session.state)


def test_a_move_may_not_leave_a_table_of_one():
    session = event(NAMES[:4])
    session.do("round.open", {})
    session.do("table.seat", {"table": 1, "players": ["Ana", "Ben"]})
    session.do("table.seat", {"table": 2, "players": ["Cai", "Dee"]})
    refused(session, "table.move", {"player": "Ana", "table": 2}, "table 1 would be left with 1 player")
    refused(session, "table.move", {"player": "Ana", "table": 1}, "already sits at table 1")
    refused(session, "table.move", {"player": "Ana", "table": 9}, "no table 9")


def test_a_bye_can_be_swapped_onto_a_table_and_a_latecomer_moved_in():
    session = event(NAMES[:5])
    session.do("round.open", {})
    session.do("round.seat", {"byes": 1, "seed": 4})
    tables, (bye,) = seated(session, 1)
    seated_player = tables[1][2]
    session.do("table.swap", {"a": bye, "b": seated_player})
    tables, byes = seated(session, 1)
    assert byes == (seated_player,) and tables[1][2] == bye
    refused(session, "table.seat", {"table": 2, "players": [seated_player, bye]}, "has a bye")
    session.do("player.register", {"name": "Late"})
    entry = session.do("table.move", {"player": "Late", "table": 1}).entry
    assert seated(session, 1)[0][1][-1] == entry.data["player"] and entry.data["from"] is None


def test_round_seat_is_refused_twice_and_after_the_start():
    session = event(NAMES[:8])
    session.do("round.open", {})
    session.do("round.seat", {})
    refused(session, "round.seat", {}, "already seated")
    session.do("round.start", {})
    refused(session, "round.seat", {"round": 1}, "already started")


def test_an_undo_behind_a_seating_that_depends_on_it_is_refused():
    session = event(NAMES[:8])
    late = session.do("player.register", {"name": "Zoe"}).entry
    session.do("round.open", {})
    seat = session.do("round.seat", {}).entry
    refused(session, "undo", {"entry": late.seq}, "depends on it")
    session.do("undo", {"entry": seat.seq})
    assert session.state.rounds[1].tables == {}


def test_sizes_can_be_chosen_per_round_and_must_be_scorable():
    session = event(NAMES[:12], system="contribution")
    session.do("round.open", {})
    refused(session, "round.seat", {"sizes": [6]}, "no percentages for 6 players")
    entry = session.do("round.seat", {"sizes": [3]}).entry
    assert [len(t) for t in entry.data["tables"]] == [3, 3, 3, 3]


def test_event_options_are_checked_at_creation():
    session = session_on(MemoryStore())
    with pytest.raises(ActionRefused, match="at least 2 players"):
        session.do("event.create", {"name": "Cup", "system": "table-points", "table_sizes": [4, 1]})
    with pytest.raises(ActionRefused, match="bye points must be a number"):
        session.do("event.create", {"name": "Cup", "system": "table-points", "bye_points": "lots"})
    session.do("event.create", {"name": "Cup", "system": "table-points", "bye_points": "7/2",
                                "table_sizes": [3]})
    assert session.state.settings.bye_points == Fraction(7, 2) and session.state.settings.table_sizes == (3,)
