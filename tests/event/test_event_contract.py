"""One contract suite for the event domain, run against the SQLite file and its in-memory twin."""

from __future__ import annotations

import json

import pytest

from tableside.app.event.actions import ActionRefused
from tableside.app.event.fold import fold
from tableside.app.event.results import table_result
from tableside.app.points_json import score_json
from tests.event.helpers import new_store, picture, seat_and_start, session_on, small_event


@pytest.fixture(params=["memory", "sqlite"])
def session(request, tmp_path):
    s = session_on(new_store(request.param, tmp_path))
    yield s
    s.close()


def refused(session, kind, data, match):
    before = len(session.store)
    with pytest.raises(ActionRefused, match=match):
        session.do(kind, data)
    assert len(session.store) == before, "a refused action must write nothing"


def test_table_points_match_tableside_points(session):
    small_event(session)
    seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"]})
    session.do("player.out", {"table": 1, "players": ["Dee"]})
    session.do("player.out", {"table": 1, "players": ["Ben", "Cai"]})
    table = session.state.rounds[1].tables[1]
    assert table.finished
    by_id = {p.name: p.points for p in table_result(session.state, table).players}
    names = {p.id: p.name for p in session.state.players.values()}
    cli = score_json({"system": "table-points", "players": ["Ana", "Ben", "Cai", "Dee"],
                      "out": [["Dee"], ["Ben", "Cai"]]})
    assert {names[k]: str(v) for k, v in by_id.items()} == {p["name"]: p["points"] for p in cli["players"]}
    assert {names[k]: v for k, v in by_id.items()} == {"Ana": 12, "Ben": 6, "Cai": 6, "Dee": 0}


def test_points_appear_the_moment_a_player_leaves(session):
    small_event(session)
    seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"]})
    session.do("player.out", {"table": 1, "players": ["Dee"]})
    result = table_result(session.state, session.state.rounds[1].tables[1])
    assert [(p.name, p.points) for p in result.players] == [("p4", 0)]


def test_last_player_standing_wins_automatically(session):
    small_event(session, players=("Ana", "Ben", "Cai"))
    seat_and_start(session, {1: ["Ana", "Ben", "Cai"]})
    session.do("player.out", {"table": 1, "players": ["Ana"]})
    session.do("player.out", {"table": 1, "players": ["Cai"]})
    result = table_result(session.state, session.state.rounds[1].tables[1]).by_name()
    assert result["p2"].place == 1 and result["p2"].points == 12
    refused(session, "player.out", {"table": 1, "players": ["Ben"]}, "already over")


def test_refusals_write_nothing(session):
    small_event(session)
    session.do("player.register", {"name": "Eve"})
    session.do("player.drop", {"player": "Eve"})
    session.do("round.open", {})
    refused(session, "table.seat", {"table": 1, "players": ["Ana", "Eve", "Ben"]}, "Eve has been dropped")
    refused(session, "table.seat", {"table": 1, "players": ["Ana", "Ana", "Ben"]}, "listed twice")
    refused(session, "table.seat", {"table": 1, "players": ["Ana", "Zed"]}, "no player 'Zed'")
    session.do("table.seat", {"table": 1, "players": ["Ana", "Ben", "Cai"]})
    refused(session, "player.out", {"table": 1, "players": ["Ana"]}, "has not started")
    session.do("round.start", {})
    refused(session, "player.out", {"table": 1, "players": ["Dee"]}, "Dee is not seated at table 1")
    session.do("player.out", {"table": 1, "players": ["Ana"]})
    refused(session, "player.out", {"table": 1, "players": ["Ana"]}, "already left")
    refused(session, "player.out", {"table": 2, "players": ["Ben"]}, "no table 2")
    refused(session, "undo", {"entry": 999}, "no entry 999")
    refused(session, "undo", {"entry": 1}, "cannot be undone")
    refused(session, "player.register", {"name": "ana"}, "already registered")
    refused(session, "frobnicate", {}, "unknown action")
    refused(session, "event.create", {"name": "Again", "system": "table-points"}, "already exists")


def test_undo_appends_and_can_not_be_repeated(session):
    small_event(session)
    seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"]})
    out = session.do("player.out", {"table": 1, "players": ["Dee"]}).entry
    before_undo = len(session.store)
    undo = session.do("undo", {"entry": out.seq}).entry
    assert len(session.store) == before_undo + 1
    assert session.state.rounds[1].tables[1].leaves == []
    assert session.state.undone == {out.seq: undo.seq}
    kinds = [e.kind for e in session.store.entries()]
    assert kinds[-2:] == ["player.out", "undo"]  # the history keeps both
    refused(session, "undo", {"entry": out.seq}, "already undone")
    refused(session, "undo", {"entry": undo.seq}, "itself an undo")
    session.do("player.out", {"table": 1, "players": ["Ben"]})
    assert session.state.rounds[1].tables[1].out == (("p2",),)


def test_undo_refused_when_later_actions_depend_on_it(session):
    small_event(session)
    seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"]})
    seat = next(e for e in session.store.entries() if e.kind == "table.seat")
    session.do("player.out", {"table": 1, "players": ["Dee"]})
    refused(session, "undo", {"entry": seat.seq}, "depends on it")


def test_fold_of_the_log_is_the_session_state(session):
    small_event(session)
    seat_and_start(session, {1: ["Ana", "Ben"], 2: ["Cai", "Dee"]})
    session.do("player.out", {"table": 1, "players": ["Ben"]})
    session.do("player.rename", {"player": "Ben", "name": "Benjamin"})
    out = session.do("player.out", {"table": 2, "players": ["Cai", "Dee"]}).entry
    session.do("undo", {"entry": out.seq})
    assert picture(fold(session.store.entries())) == picture(session.state)


def test_round_clock_ends_every_running_game_together(session):
    small_event(session, players=("Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus"), minutes=30)
    seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"], 2: ["Eve", "Fay", "Gus"]})
    start = session.state.rounds[1].started_at
    session.do("player.out", {"table": 1, "players": ["Dee"], "t": start + 60_000})
    session.do("round.extend", {"table": 2, "minutes": 5, "t": start + 61_000})
    written = session.catch_up(start + 30 * 60_000 - 1).entries
    assert written == ()
    written = session.catch_up(start + 40 * 60_000).entries
    assert [(e.data["table"], e.data["t"], e.data["reason"]) for e in written] == [
        (1, start + 30 * 60_000, "round"),
        (2, start + 35 * 60_000, "round"),
    ]
    t1 = table_result(session.state, session.state.rounds[1].tables[1]).by_name()
    assert [t1[p].points for p in ("p1", "p2", "p3", "p4")] == [8, 8, 8, 0]  # 1 -> 3
    t2 = table_result(session.state, session.state.rounds[1].tables[2]).by_name()
    assert {t2[p].points for p in ("p5", "p6", "p7")} == {6}


def test_contribution_ratings_carry_from_round_to_round(session):
    small_event(session, system="contribution")
    seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"]})
    for name in ("Dee", "Cai", "Ben"):
        session.do("player.out", {"table": 1, "players": [name]})
    session.do("round.open", {})
    session.do("table.seat", {"table": 1, "players": ["Ana", "Dee"]})
    session.do("round.start", {})
    session.do("player.out", {"table": 1, "players": ["Ana"]})
    result = table_result(session.state, session.state.rounds[2].tables[1],
                          ratings={"p1": 1275, "p4": 760}).by_name()
    assert result["p1"].rating.before == 1275
    assert result["p1"].rating.loss == 1275 * 16 // 100
    from tableside.app.event.export import standing_rows

    rows = {r["player"]: r["total"] for r in standing_rows(session.state)}
    assert rows["Ana"] == str(1275 - 204) and rows["Dee"] == str(760 + 204)


def test_time_never_runs_backwards_in_the_log(session):
    small_event(session)
    last = session.state.last_t
    refused(session, "player.register", {"name": "Old", "t": last - 1}, "dated before")


def test_history_describes_every_entry(session):
    small_event(session)
    seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"]})
    out = session.do("player.out", {"table": 1, "players": ["Ben", "Cai"]}).entry
    session.do("undo", {"entry": out.seq})
    lines = [session.describe(e) for e in session.store.entries()]
    assert lines[-2:] == ["Table 1: Ben and Cai out", f"Undo of entry {out.seq}"]
    assert json.dumps(lines)  # plain text only
