"""game.correct: a finished game's result amended later, with everything downstream recomputed exactly.

The property: for random events under every scoring system, a round-1 result corrected after a later
round gives exactly the scores, ratings and standings of a fresh event whose round-1 result was the
corrected one from the start (the later rounds seated as they were played).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tableside.app.event.actions import ActionRefused
from tableside.app.event.export import result_rows, standing_rows
from tableside.app.event.session import EventSession
from tableside.app.event.standings import ratings, standings
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.scoring import SYSTEMS
from tests.depth import examples
from tests.event.helpers import seat_and_start, small_event

OPTIONS = {"table-points": {}, "rplops": {"x": 50}, "rplops2": {"x": 50, "use_hours": True, "hours": "3/2"},
           "plops": {}, "contribution": {},
           "placement": {"points": {"2": [3, 0], "3": [4, 2, 0], "4": [5, 3, 1, 0], "5": [6, 4, 2, 1, 0]}}}
MINUTE = 60_000
Order = list[list[str]]


def test_every_scoring_system_is_covered():
    assert set(OPTIONS) == set(SYSTEMS)


@dataclass
class Game:
    players: list[str]
    order: Order  # every player once, first out first
    minutes: list[int]  # when each logged leave happened, minutes into the round (one per leaving group)


def leaving(order: Order) -> Order:
    """The groups logged as leaves: a lone last player is the winner, who never leaves."""
    return order[:-1] if len(order[-1]) == 1 else order


def build(system: str, timers: str, players: list[str], rounds: list[list[Game]],
          correct_after: int | None = None, corrected: tuple[int, Order] | None = None) -> EventSession:
    """The event played round by round; after round ``correct_after``, ``corrected`` = (table, order) of round 1."""
    time = FakeTime()
    session = EventSession(MemoryStore(), time)
    session.do("event.create", {"name": "Cup", "date": "2026-11-25", "system": system, "options": OPTIONS[system],
                                "timers": timers, "round_minutes": 60, "tiebreak_seed": "same draw"})
    for name in players:
        session.do("player.register", {"name": name})
    for number, games in enumerate(rounds, start=1):
        seat_and_start(session, {n: g.players for n, g in enumerate(games, start=1)})
        start = session.now()
        leaves = sorted(((g.minutes[i], n, i, group) for n, g in enumerate(games, start=1)
                         for i, group in enumerate(leaving(g.order))), key=lambda x: (x[0], x[1], x[2]))
        for minutes, table, _, group in leaves:
            moment = start + minutes * MINUTE
            time.advance(max(0, moment - session.clock.now()))
            session.do("player.out", {"table": table, "players": group, "t": moment})
        time.advance(MINUTE)
        if correct_after == number and corrected is not None:
            session.do("game.correct", {"round": 1, "table": corrected[0], "order": corrected[1],
                                        "reason": "scored the wrong player"})
    return session


def corrected_minutes(played: list[int], order: Order) -> list[int]:
    """The rule of game.correct: group i at the i-th moment as played, the game's last leave at its end."""
    count = len(leaving(order))
    return [played[-1] if i == count - 1 else played[min(i, len(played) - 1)] for i in range(count)]


@st.composite
def orders(draw: st.DrawFn, players: list[str]) -> Order:
    shuffled = draw(st.permutations(players))
    cuts = sorted(draw(st.sets(st.integers(1, len(players) - 1), max_size=len(players) - 1)))
    return [list(shuffled[a:b]) for a, b in zip([0, *cuts], [*cuts, len(players)], strict=True)]


@st.composite
def games(draw: st.DrawFn, players: list[str]) -> Game:
    order = draw(orders(players))
    steps = draw(st.lists(st.integers(0, 9), min_size=len(leaving(order)), max_size=len(leaving(order))))
    minutes, at = [], 1
    for step in steps:
        at += step
        minutes.append(at)
    return Game(players, order, minutes)


@st.composite
def events(draw: st.DrawFn):
    system = draw(st.sampled_from(sorted(OPTIONS)))
    count = draw(st.integers(4, 10))
    players = [f"P{i}" for i in range(count)]
    rounds = []
    for _ in range(draw(st.integers(2, 4))):
        seated = draw(st.permutations(players))
        sizes, left = [], count
        while left:
            size = draw(st.integers(2, min(5, left)))
            if left - size == 1:  # nobody sits alone
                size = size - 1 if size > 2 else size + 1
            sizes.append(size)
            left -= size
        tables, at = [], 0
        for size in sizes:
            tables.append(draw(games(list(seated[at:at + size]))))
            at += size
        rounds.append(tables)
    timers = draw(st.sampled_from(["round-clock-only", "document-002"]))
    table = draw(st.integers(1, len(rounds[0])))
    new_order = draw(orders(rounds[0][table - 1].players))
    after = draw(st.integers(1, len(rounds)))
    return system, timers, players, rounds, table, new_order, after


def same_result(a: Order, b: Order) -> bool:
    return [set(g) for g in a] == [set(g) for g in b]


def plain(rows: list[dict[str, object]]) -> list[dict[str, object]]:
    """Rows without their note of a correction (the fresh event has none to note)."""
    return [{k: v for k, v in row.items() if k != "corrected"} for row in rows]


def everything(session: EventSession) -> dict[str, object]:
    state = session.state
    seen = {"results": plain(result_rows(state)), "standings": plain(standing_rows(state)),
            "after": [plain(standing_rows(state, after_round=r)) for r in range(1, len(state.rounds) + 1)],
            "leaves": {(t.round, t.number): [(leave.players, leave.t) for leave in t.leaves]
                       for r in state.rounds.values() for t in r.tables.values()}}
    if state.settings is not None and state.settings.system == "contribution":
        seen["ratings"] = ratings(state)
    return seen


def relative(seen: dict[str, object], session: EventSession) -> dict[str, object]:
    """Leave moments counted from each round's start (the corrected event logs one more entry, so its
    later rounds start one step later on the fake clock)."""
    starts = {n: r.started_at for n, r in session.state.rounds.items()}
    leaves = seen["leaves"]
    assert isinstance(leaves, dict)
    return {**seen, "leaves": {key: [(p, t - starts[key[0]]) for p, t in value] for key, value in leaves.items()}}


@settings(max_examples=examples(200), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(events())
def test_a_round_1_correction_gives_exactly_what_a_fresh_event_with_that_result_gives(event):
    system, timers, players, rounds, table, new_order, after = event
    played = rounds[0][table - 1]
    if same_result(played.order, new_order):
        return  # refused as no change: test_refusals covers it
    corrected = build(system, timers, players, rounds, after, (table, new_order))
    fresh_rounds = [list(r) for r in rounds]
    fresh_rounds[0][table - 1] = Game(played.players, new_order, corrected_minutes(played.minutes, new_order))
    fresh = build(system, timers, players, fresh_rounds)
    assert relative(everything(corrected), corrected) == relative(everything(fresh), fresh)
    assert corrected.state.rounds[1].tables[table].correction is not None


# ------------------------------------------------------------------------------------------
# Worked examples


def four(system="table-points", options=None, timers="round-clock-only") -> tuple[EventSession, FakeTime]:
    time = FakeTime()
    session = EventSession(MemoryStore(), time)
    small_event(session, system=system, options=options, timers=timers)
    seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"]})
    for name in ("Dee", "Cai", "Ben"):
        time.advance(MINUTE)
        session.do("player.out", {"table": 1, "players": [name]})
    return session, time


def totals(session: EventSession) -> dict[str, Fraction]:
    return {s.name: s.total for s in standings(session.state)}


def test_document_000_points_follow_the_corrected_order():
    session, _ = four()
    assert totals(session) == {"Ana": 12, "Ben": 8, "Cai": 4, "Dee": 0}
    # Ana was marked the winner, but she and Ben left together first; Dee then Cai.
    change = session.do("game.correct", {"round": 1, "table": 1, "order": [["Ana", "Ben"], ["Dee"], ["Cai"]],
                                         "reason": "Ana and Ben were out together, first"})
    assert totals(session) == {"Ana": 2, "Ben": 2, "Cai": 12, "Dee": 8}  # 2 -> 1 -> 1: 2, 2, 8, 12
    assert change.standings and change.tables == frozenset({(1, 1)})
    assert session.describe(change.entry) == (
        "Round 1, table 1 corrected by the judge: Ana and Ben out first, then Dee; Cai won. "
        "Reason: Ana and Ben were out together, first")
    table = session.state.rounds[1].tables[1]
    assert table.correction is not None and table.correction.before == (("p4",), ("p3",), ("p2",), ("p1",))


def test_contribution_ratings_chain_into_later_games_and_the_change_names_them():
    time = FakeTime()
    session = EventSession(MemoryStore(), time)
    small_event(session, players=("Ana", "Ben"), system="contribution")
    for loser in ("Ben", "Ana"):
        seat_and_start(session, {1: ["Ana", "Ben"]})
        time.advance(MINUTE)  # short games: no bonus
        session.do("player.out", {"table": 1, "players": [loser]})
    # Round 1: Ben pays 16% of 1000 to Ana (1160 / 840); round 2: Ana pays 16% of 1160 = 185 (975 / 1025).
    assert totals(session) == {"Ana": 975, "Ben": 1025}
    change = session.do("game.correct", {"round": 1, "table": 1, "order": [["Ana"], ["Ben"]],
                                         "reason": "the slips were swapped"})
    # Round 1 corrected: Ana pays 160 (840 / 1160); round 2 as played: Ana pays 16% of 840 = 134.
    assert totals(session) == {"Ana": 706, "Ben": 1294}
    assert change.tables == frozenset({(1, 1), (2, 1)}) and change.standings
    assert session.ratings_before(2) == {"p1": 840, "p2": 1160}
    undo = session.do("undo", {"entry": change.entry.seq})
    assert totals(session) == {"Ana": 975, "Ben": 1025} and (2, 1) in undo.tables


def test_a_correction_can_be_corrected_again_and_undone_back_to_the_one_before():
    session, _ = four()
    first = session.do("game.correct", {"round": 1, "table": 1, "order": [["Ana"], ["Cai"], ["Ben"], ["Dee"]],
                                        "reason": "first try"})
    assert totals(session) == {"Ana": 0, "Ben": 8, "Cai": 4, "Dee": 12}
    second = session.do("game.correct", {"round": 1, "table": 1, "order": [["Ana"], ["Cai", "Ben", "Dee"]],
                                         "reason": "three were left at the end"})
    assert totals(session) == {"Ana": 0, "Ben": 8, "Cai": 8, "Dee": 8}
    table = session.state.rounds[1].tables[1]
    assert table.correction is not None and table.correction.seq == second.entry.seq
    assert [leave.players for leave in table.correction.played] == [("p4",), ("p3",), ("p2",)]  # as played
    session.do("undo", {"entry": second.entry.seq})
    assert totals(session) == {"Ana": 0, "Ben": 8, "Cai": 4, "Dee": 12}
    session.do("undo", {"entry": first.entry.seq})
    assert totals(session) == {"Ana": 12, "Ben": 8, "Cai": 4, "Dee": 0}
    assert session.state.rounds[1].tables[1].correction is None


def test_the_corrected_groups_leave_at_the_moments_of_the_game_as_played():
    session, _ = four()
    played = [leave.t for leave in session.state.rounds[1].tables[1].leaves]
    session.do("game.correct", {"round": 1, "table": 1, "order": [["Ana", "Ben"], ["Cai"], ["Dee"]],
                                "reason": "x"})
    # Two groups leave: the first at the first moment, the last (Cai, leaving Dee alone) at the game's end.
    assert [(leave.players, leave.t) for leave in session.state.rounds[1].tables[1].leaves] == [
        (("p1", "p2"), played[0]), (("p3",), played[2])]


def test_the_table_undo_takes_back_a_correction_and_an_undone_leave_under_it_is_refused():
    session, _ = four()
    out = session.state.rounds[1].tables[1].leaves[0].seq
    change = session.do("game.correct", {"round": 1, "table": 1, "order": [["Ana"], ["Ben"], ["Cai"], ["Dee"]],
                                         "reason": "wrong order"})
    assert session.table_undo_target((1, 1)) == change.entry.seq
    with pytest.raises(ActionRefused, match="corrected by the judge.*undo .* first"):
        session.do("undo", {"entry": out})
    session.undo_table((1, 1))
    assert session.state.rounds[1].tables[1].correction is None


def test_refusals_in_the_judges_words():
    session, time = four()
    seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"]})
    good = {"round": 1, "table": 1, "order": [["Ana"], ["Ben"], ["Cai"], ["Dee"]], "reason": "wrong"}
    cases = [
        ({"round": 2}, "not over yet"),
        ({"round": 3}, "there is no round 3"),
        ({"table": 9}, "round 1 has no table 9"),
        ({"order": []}, "groups of players who left together"),
        ({"order": "Ana"}, "groups of players who left together"),
        ({"order": [["Ana"], [], ["Ben", "Cai", "Dee"]]}, "group 2 of the corrected order names nobody"),
        ({"order": [["Ana"], ["Ana", "Ben"], ["Cai", "Dee"]]}, "Ana is listed twice"),
        ({"order": [["Ana"], ["Ben"]]}, "Cai and Dee are missing from the corrected order"),
        ({"order": [["Ana"], ["Zed"]]}, "no player 'Zed' is registered"),
        ({"reason": ""}, "say why the result is corrected"),
        ({"reason": "   "}, "say why the result is corrected"),
        ({"reason": None}, "say why the result is corrected"),
        ({"reason": "x" * 201}, "at most 200"),
        ({"reason": "swap\u202eped"}, "invisible direction mark"),
        ({"reason": "bad\x07bell"}, "invisible control character"),
        ({"order": [["Dee"], ["Cai"], ["Ben"], ["Ana"]]}, "already that"),
        ({"order": [["Dee"], ["Cai"], ["Ben"]]}, "already that"),  # the winner may be left out
    ]
    for change, message in cases:
        before = session.state.seq
        with pytest.raises(ActionRefused, match=message):
            session.do("game.correct", {**good, **change})
        assert session.state.seq == before
    session.do("player.register", {"name": "Zed"})
    with pytest.raises(ActionRefused, match="Zed did not play at table 1 of round 1"):
        session.do("game.correct", {**good, "order": [["Zed"], ["Ana", "Ben", "Cai", "Dee"]]})


def test_the_reason_is_cleaned_like_a_name():
    session, _ = four()
    entry = session.do("game.correct", {"round": 1, "table": 1, "order": [["Ana"], ["Ben", "Cai", "Dee"]],
                                        "reason": "  Ben's slip\r\nwas   wrong <b>  "}).entry
    assert entry.data["reason"] == "Ben's slip was wrong <b>"
    assert entry.data["order"] == [["p1"], ["p2", "p3", "p4"]]


def test_a_corrected_event_reopens_the_same_from_its_file_and_its_snapshot(tmp_path):
    path = str(tmp_path / "cup.tableside")
    time = FakeTime()
    session = EventSession(open_event_file(path, create=True), time)
    small_event(session, system="contribution")
    seat_and_start(session, {1: ["Ana", "Ben", "Cai", "Dee"]})
    for name in ("Dee", "Cai", "Ben"):
        time.advance(11 * MINUTE)
        session.do("player.out", {"table": 1, "players": [name]})
    session.do("game.correct", {"round": 1, "table": 1, "order": [["Cai"], ["Dee"], ["Ana"], ["Ben"]],
                                "reason": "slips swapped"})
    seen = totals(session)
    session.save_snapshot()
    session.close()
    again = EventSession(open_event_file(path), time)
    assert totals(again) == seen and again.state.rounds[1].tables[1].correction is not None
    again.close()


def test_every_view_and_export_says_a_correction_happened_and_how_it_moved_the_standings():
    from tableside.app.event.corrections import corrections, corrections_note, places_moved
    from tableside.app.event.export import results_csv, standings_csv
    from tableside.app.event.page_view import hall_parts, standings_rows
    from tableside.app.event.projector_view import standing_lines
    from tests.hall.helpers import assemble

    session, _ = four()
    assert corrections(session.state) == [] and corrections_note(session.state) == ""
    assert all(line.corrected == "" for line in standing_lines(session.state))
    entry = session.do("game.correct", {"round": 1, "table": 1, "order": [["Ana"], ["Cai"], ["Ben"], ["Dee"]],
                                        "reason": "Dee won, <i>not</i> Ana"}).entry
    state = session.state
    [line] = corrections(state)
    assert line.text == ("Round 1, table 1 corrected by the judge: Ana out first, then Cai, then Ben; Dee won "
                         "(as played: Dee out first, then Cai, then Ben; Ana won). Reason: Dee won, <i>not</i> Ana")
    assert corrections_note(state) == "Standings include 1 correction by the judge: round 1, table 1."
    # As played: Ana 1st, Ben 2nd, Cai 3rd, Dee 4th; corrected: Dee 1st, Ben 2nd, Cai 3rd, Ana 4th.
    assert places_moved(state) == {"p4": 3, "p2": 0, "p3": 0, "p1": -3}
    assert [(s.name, s.corrected) for s in standing_lines(state)] == [
        ("Dee", "▲ 3"), ("Ben", "="), ("Cai", "="), ("Ana", "▼ 3")]
    assert {row["corrected"] for row in result_rows(state)} == {entry.seq}
    assert [row["corrected"] for row in standing_rows(state)] == [3, 0, 0, -3]
    csv_rows = standings_csv(state, head="h").splitlines()
    assert csv_rows[0].endswith(",corrected,final,final_place,log_head") and csv_rows[1].split(",")[-4] == "+3"
    assert results_csv(state, head="h").splitlines()[0].startswith(
        "\ufeffround,table,game,player_id,player,place,points,points_exact,reason,corrected")
    view = assemble(hall_parts(state, session.now(), standings=standings_rows(state)))
    assert view["corrections"] == corrections_note(state)
    assert [(s["name"], s["corrected"]) for s in view["standings"]][:1] == [("Dee", "▲ 3")]


def test_the_places_as_played_kept_across_corrections_are_a_fresh_fold_s():
    """places_moved keeps the as-played places while only corrections come (they change no game as played):
    after each entry, the places it gives equal those of the log up to it folded fresh (nothing kept)."""
    from tableside.app.event.corrections import places_moved
    from tableside.app.event.fold import fold

    session, time = four("contribution")
    seat_and_start(session, {1: ["Ana", "Dee"], 2: ["Ben", "Cai"]})
    steps = [("game.correct", {"round": 1, "table": 1, "order": [["Ana"], ["Cai"], ["Ben"], ["Dee"]],
                               "reason": "first"}),
             ("game.correct", {"round": 1, "table": 1, "order": [["Ana"], ["Ben"], ["Cai"], ["Dee"]],
                               "reason": "again"}),
             ("player.out", {"table": 1, "players": ["Ana"]}),  # a game as played: the places are new
             ("game.correct", {"round": 2, "table": 1, "order": [["Dee"], ["Ana"]], "reason": "round 2"}),
             ("game.correct", {"round": 1, "table": 1, "order": [["Dee"], ["Ben"], ["Cai"], ["Ana"]],
                               "reason": "as played after all"}),
             ("player.out", {"table": 2, "players": ["Ben"]})]
    seen, seqs = [], []
    for kind, data in steps:
        time.advance(MINUTE)
        if "players" in data:
            data = {**data, "players": [session.state.player_by_name(n).id for n in data["players"]]}
        seqs.append(session.do(kind, data).entry.seq)
        seen.append(places_moved(session.state))  # (the session's state only: each asks after the last)
    seqs.append(session.do("undo", {"entry": seqs[3]}).entry.seq)  # (the round-2 correction)
    seen.append(places_moved(session.state))
    entries = list(session.store.entries())
    assert seen == [places_moved(fold([e for e in entries if e.seq <= seq], hold=False)) for seq in seqs]
    # (the outs in round 2 moved players as played: the kept places had to be let go)
    assert as_played_ranks(entries, seqs[2]) != as_played_ranks(entries, seqs[1])
    assert as_played_ranks(entries, seqs[5]) != as_played_ranks(entries, seqs[4])


def as_played_ranks(entries, seq):
    from tableside.app.event.corrections import as_played
    from tableside.app.event.fold import fold

    return [s.player for s in standings(as_played(fold([e for e in entries if e.seq <= seq], hold=False)))]


def test_a_judge_station_may_send_a_correction_and_a_table_device_may_not():
    from tableside.app.hall.gate import DEVICE_KINDS
    from tableside.app.replication.wire import StationAction, action_from_wire

    # A station's action is the desk's own commit (checked as `tableside apply` checks it); a device acts
    # only on its table's game in play, and a correction is the judge's.
    sent = {"id": "a1b2c3d4e5", "station": "s1b2c3d4e5", "kind": "game.correct",
            "data": {"round": 1, "table": 1, "order": [["Ana"]], "reason": "slip"}}
    assert isinstance(action_from_wire(sent), StationAction)
    assert "game.correct" not in DEVICE_KINDS


FOUR_ROUNDS = [
    [Game(["P0", "P1", "P2", "P3"], [["P3"], ["P1", "P2"], ["P0"]], [4, 12]),
     Game(["P4", "P5", "P6", "P7"], [["P4"], ["P5"], ["P6"], ["P7"]], [3, 9, 14])],
    [Game(["P0", "P4", "P1", "P5"], [["P1"], ["P5"], ["P0", "P4"]], [2, 8, 15]),
     Game(["P2", "P6", "P3", "P7"], [["P7", "P6"], ["P2"], ["P3"]], [6, 13])],
    [Game(["P0", "P7", "P2"], [["P7"], ["P0"], ["P2"]], [5, 11]),
     Game(["P1", "P6", "P3", "P4", "P5"], [["P6"], ["P3"], ["P1", "P4"], ["P5"]], [1, 7, 16])],
    [Game(["P0", "P1", "P6", "P7"], [["P0"], ["P1"], ["P6"], ["P7"]], [10, 11, 12]),
     Game(["P2", "P3", "P4", "P5"], [["P2", "P3", "P4", "P5"]], [20])],
]


@pytest.mark.parametrize("timers", ["round-clock-only", "document-002"])
@pytest.mark.parametrize("system", sorted(OPTIONS))
def test_a_round_1_correction_after_round_4_under_every_system(system, timers):
    """The issue's own case: round 1, table 1 (P0 had won) corrected after round 4 to P0 out first."""
    players = [f"P{i}" for i in range(8)]
    new_order = [["P0"], ["P3", "P1"], ["P2"]]
    corrected = build(system, timers, players, FOUR_ROUNDS, 4, (1, new_order))
    fresh_rounds = [list(r) for r in FOUR_ROUNDS]
    fresh_rounds[0][0] = Game(FOUR_ROUNDS[0][0].players, new_order, corrected_minutes([4, 12], new_order))
    fresh = build(system, timers, players, fresh_rounds)
    assert relative(everything(corrected), corrected) == relative(everything(fresh), fresh)
    as_played = build(system, timers, players, FOUR_ROUNDS)
    assert plain(standing_rows(corrected.state)) != plain(standing_rows(as_played.state))  # it did change them
