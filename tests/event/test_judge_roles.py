"""Issue 28 part 5: judge stations act within the role the desk gave them (app.event.judge_roles)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.errors import TablesideError
from tableside.app.event.actions import ActionRefused
from tableside.app.event.judge_roles import parse_tables
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tests.depth import examples

FLOOR, SCORE, VIEW, HEAD = "floor-station-1", "score-station-1", "viewer-station-1", "head-station-1"
NAMES = ["Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal"]


TIME = FakeTime()


@pytest.fixture
def session() -> EventSession:
    s = EventSession(MemoryStore(), TIME)
    s.do("event.create", {"name": "Cup", "system": "table-points", "timers": "document-002", "round_minutes": 60})
    for name in NAMES:
        s.do("player.register", {"name": name})
    s.do("round.open", {})
    s.do("table.seat", {"table": 1, "players": NAMES[:4], "game": "Catan"})
    s.do("table.seat", {"table": 2, "players": NAMES[4:], "game": "Catan"})
    s.do("round.start", {})
    for station in (FLOOR, SCORE, VIEW, HEAD):
        s.do("station.join", {"station": station, "name": station.split("-")[0], "url": ""}, station=station)
    s.do("station.role", {"of": FLOOR, "role": "floor", "tables": [1]})
    s.do("station.role", {"of": SCORE, "role": "scorekeeper"})
    s.do("station.role", {"of": VIEW, "role": "viewer"})
    return s


def refused(session: EventSession, station: str, kind: str, data: dict, words: str) -> None:
    before = len(session.store)
    with pytest.raises(ActionRefused, match=words):
        session.do(kind, data, station=station, action_id="a-1")
    assert len(session.store) == before


def test_a_floor_judge_acts_at_their_own_tables_only(session):
    TIME.advance(60_000)
    out = session.do("player.out", {"round": 1, "table": 1, "players": ["Dee"]}, station=FLOOR).entry
    assert out.data["station"] == FLOOR
    session.do("clock.decision", {"round": 1, "table": 1, "player": "Ana", "decision": "roll-dice"}, station=FLOOR)
    refused(session, FLOOR, "player.out", {"round": 1, "table": 2, "players": ["Hal"]},
            "station floor is a floor judge for tables 1, not table 2")
    refused(session, FLOOR, "round.pause", {"round": 1}, "acts on its own tables only")
    refused(session, FLOOR, "player.register", {"name": "Ivy"}, "acts on its own tables only")
    refused(session, FLOOR, "station.role", {"of": SCORE, "role": "head"}, "acts on its own tables only")
    session.do("undo", {"entry": out.seq}, station=FLOOR)
    other = session.do("player.out", {"round": 1, "table": 2, "players": ["Hal"]}).entry  # the desk, anywhere
    refused(session, FLOOR, "undo", {"entry": other.seq}, "not table 2")


def test_a_scorekeeper_records_results_and_corrections_but_runs_no_clock(session):
    TIME.advance(60_000)
    out = session.do("player.out", {"round": 1, "table": 2, "players": ["Hal"]}, station=SCORE).entry
    refused(session, SCORE, "clock.decision", {"round": 1, "table": 1, "player": "Ana", "decision": "roll-dice"},
            "records results and corrections only, not clock.decision")
    refused(session, SCORE, "round.extend", {"round": 1, "table": 1, "minutes": 5}, "not round.extend")
    session.do("undo", {"entry": out.seq}, station=SCORE)
    decision = session.do("clock.decision", {"round": 1, "table": 1, "player": "Ana", "decision": "roll-dice"}).entry
    refused(session, SCORE, "undo", {"entry": decision.seq}, "not clock.decision")


def test_a_viewer_acts_on_nothing_but_may_join_again(session):
    refused(session, VIEW, "player.out", {"round": 1, "table": 1, "players": ["Dee"]}, "is a viewer")
    refused(session, VIEW, "call.raise", {"round": 1, "table": 1, "reason": "rules"}, "is a viewer")
    session.do("station.join", {"station": VIEW, "name": "viewer 2", "url": ""}, station=VIEW)
    assert session.state.stations[VIEW].role == "viewer"  # joining again keeps the role the desk gave


def test_a_head_station_does_everything_and_gives_roles(session):
    session.do("station.role", {"of": VIEW, "role": "floor", "tables": [2, 1, 2]}, station=HEAD)
    assert session.state.stations[VIEW].role == "floor" and session.state.stations[VIEW].tables == (1, 2)
    session.do("player.register", {"name": "Ivy"}, station=HEAD)
    last = session.store.last()
    assert last is not None and session.describe(session.entry_at(last.seq - 1)) == \
        "Station viewer is now a floor judge for 2 tables: 1, 2"


@pytest.mark.parametrize(("data", "words"), [
    ({"of": "nobody-here", "role": "head"}, "there is no joined station"),
    ({"of": FLOOR, "role": "boss"}, "one of head, floor, scorekeeper, viewer"),
    ({"of": FLOOR, "role": "floor"}, "needs at least one table"),
    ({"of": FLOOR, "role": "viewer", "tables": [1]}, "only a floor judge has tables"),
    ({"of": FLOOR, "role": "floor", "tables": [0]}, "list of table numbers"),
    ({"of": FLOOR, "role": "floor", "tables": "1-4"}, "list of table numbers"),
])
def test_a_wrong_role_is_refused_in_plain_words(session, data, words):
    before = len(session.store)
    with pytest.raises(ActionRefused, match=words):
        session.do("station.role", data)
    assert len(session.store) == before


def test_a_revoked_station_gets_no_role_until_it_joins_again(session):
    session.do("station.revoke", {"revoked": FLOOR})
    with pytest.raises(ActionRefused, match="was revoked"):
        session.do("station.role", {"of": FLOOR, "role": "head"})


KINDS = [("player.out", lambda t: {"round": 1, "table": t, "players": [NAMES[4 * (t - 1) + 3]]}),
         ("clock.decision", lambda t: {"round": 1, "table": t, "player": NAMES[4 * (t - 1)], "decision": "roll-dice"}),
         ("call.raise", lambda t: {"round": 1, "table": t, "reason": "rules"}),
         ("round.pause", lambda t: {"round": 1}),
         ("player.register", lambda t: {"name": f"Late {t}"})]


@settings(max_examples=examples(60), deadline=None)
@given(role=st.sampled_from(["head", "floor", "scorekeeper", "viewer"]), mine=st.sampled_from([[1], [2], [1, 2]]),
       kind=st.sampled_from(range(len(KINDS))), table=st.sampled_from([1, 2]))
def test_whatever_the_role_a_station_s_action_is_done_exactly_when_its_role_allows_it(role, mine, kind, table):
    s = EventSession(MemoryStore(), FakeTime())
    s.do("event.create", {"name": "Cup", "system": "table-points", "timers": "document-002", "round_minutes": 60})
    for name in NAMES:
        s.do("player.register", {"name": name})
    s.do("round.open", {})
    s.do("table.seat", {"table": 1, "players": NAMES[:4], "game": "Catan"})
    s.do("table.seat", {"table": 2, "players": NAMES[4:], "game": "Catan"})
    s.do("round.start", {})
    s.do("station.join", {"station": FLOOR, "name": "x", "url": ""}, station=FLOOR)
    s.do("station.role", {"of": FLOOR, "role": role, **({"tables": mine} if role == "floor" else {})})
    name, data = KINDS[kind][0], KINDS[kind][1](table)
    allowed = {"head": True, "viewer": False, "scorekeeper": name == "player.out",
               "floor": name in ("player.out", "clock.decision", "call.raise") and table in mine}[role]
    before = len(s.store)
    try:
        s.do(name, data, station=FLOOR)
    except ActionRefused as err:
        assert not allowed or "station" not in str(err), err
        assert len(s.store) == before
    else:
        assert allowed
        assert s.store.last() is not None and s.store.last().data.get("station") == FLOOR


@pytest.mark.parametrize(("typed", "tables"), [("1-8, 12", [1, 2, 3, 4, 5, 6, 7, 8, 12]), ("3", [3]),
                                               ("5; 2–3, 2", [2, 3, 5]), (" 10 - 11 ", [10, 11])])
def test_a_floor_judge_s_tables_as_a_judge_types_them(typed, tables):
    assert parse_tables(typed) == tables


@pytest.mark.parametrize("typed", ["", "a", "8-1", "0", "1-2-3", "1-x", "1-999"])
def test_tables_typed_wrong_are_refused_in_one_sentence(typed):
    with pytest.raises(TablesideError):
        parse_tables(typed)
