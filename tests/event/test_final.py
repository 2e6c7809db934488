"""Issue 28 part 4: a final (a top cut) after the Swiss rounds, seeded by the standings, ranked by its result."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tableside.app.event.actions import ActionRefused
from tableside.app.event.actions.table_actions import describe_open_round
from tableside.app.event.final import final_tables
from tableside.app.event.results import system_of, table_result
from tableside.app.event.session import EventSession
from tableside.app.event.standings import standings
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.scoring import make_system
from tests.depth import examples
from tests.event.test_correction import OPTIONS

NAMES = [f"P{n:02}" for n in range(1, 17)]


def event(system: str = "table-points", players: list[str] = NAMES, sizes: list[int] | None = None) -> EventSession:
    session = EventSession(MemoryStore(), FakeTime())
    session.do("event.create", {"name": "Cup", "system": system, "options": OPTIONS[system], "round_minutes": 60,
                                "tiebreak_seed": "final", **({"table_sizes": sizes} if sizes else {})})
    for name in players:
        session.do("player.register", {"name": name})
    return session


def pid(session: EventSession, name: str) -> str:
    player = session.state.player_by_name(name)
    assert player is not None
    return player.id


def play(session: EventSession, tables: dict[int, list[str]], orders: dict[int, list[list[str]]]) -> None:
    """Leaves in ``orders`` (groups first out first; a lone last player is the winner and never leaves)."""
    rnd = max(session.state.rounds)
    for number, order in orders.items():
        for group in order[:-1] if len(order[-1]) == 1 else order:
            session.do("player.out", {"round": rnd, "table": number, "players": group})
    assert all(t.finished for t in session.state.rounds[rnd].tables.values()), tables


def swiss_round(session: EventSession, tables: dict[int, list[str]]) -> None:
    """A round seated by hand, each table won by its first player, the rest out one by one from the last."""
    session.do("round.open", {})
    for number, players in tables.items():
        session.do("table.seat", {"table": number, "players": players, "game": "Catan"})
    session.do("round.start", {})
    play(session, tables, {n: [[p] for p in reversed(players)] for n, players in tables.items()})


def seated(session: EventSession, number: int) -> list[list[str]]:
    names = {p.id: p.name for p in session.state.players.values()}
    return [[names[p] for p in t.players] for _, t in sorted(session.state.rounds[number].tables.items())]


def test_seeds_are_dealt_out_in_a_snake():
    assert final_tables([str(n) for n in range(1, 17)], (4, 4, 4, 4)) == [
        ["1", "8", "9", "16"], ["2", "7", "10", "15"], ["3", "6", "11", "14"], ["4", "5", "12", "13"]]
    assert final_tables(list("abcdefghij"), (4, 3, 3)) == [list("afgj"), list("beh"), list("cdi")]
    assert final_tables(list("abcd"), (4,)) == [list("abcd")]


def test_a_final_table_of_four_seats_the_top_four_by_seed_and_ranks_them_above_everyone():
    session = event(players=NAMES[:12])
    swiss_round(session, {1: NAMES[0:4], 2: NAMES[4:8], 3: NAMES[8:12]})
    swiss_round(session, {1: [NAMES[i] for i in (0, 4, 8, 1)], 2: [NAMES[i] for i in (5, 9, 2, 6)],
                          3: [NAMES[i] for i in (10, 3, 7, 11)]})
    after_swiss = standings(session.state)
    seeds = [row.name for row in after_swiss]
    session.do("round.open", {"cut": 4})
    session.do("round.seat", {})
    assert seated(session, 3) == [seeds[:4]]
    assert session.state.rounds[3].byes == ()  # nobody else plays the final, and nobody scores a bye for it
    session.do("round.start", {})
    # The 4th seed wins; the 1st seed is out first, then the 2nd and the 3rd together.
    play(session, {}, {1: [[seeds[0]], [seeds[1], seeds[2]], [seeds[3]]]})
    after = standings(session.state)
    assert [row.name for row in after[:4]] == [seeds[3], seeds[1], seeds[2], seeds[0]]  # the tie: by seed
    assert [row.name for row in after[4:]] == seeds[4:]  # the others keep their Swiss order
    assert [row.final.place if row.final else 0 for row in after] == [1, 2, 2, 4] + [0] * 8
    # The final's games add nothing to the Swiss totals, games or wins.
    assert {r.name: (r.total, r.games, r.wins) for r in after} == {r.name: (r.total, r.games, r.wins)
                                                                   for r in after_swiss}


def test_a_cut_to_sixteen_in_four_tables_then_a_final_table_of_their_winners():
    session = event()
    swiss_round(session, {n + 1: NAMES[4 * n:4 * n + 4] for n in range(4)})
    seeds = [row.name for row in standings(session.state)]
    session.do("round.open", {"cut": 16})
    session.do("round.seat", {})
    assert seated(session, 2) == [[seeds[i - 1] for i in table] for table in
                                  ([1, 8, 9, 16], [2, 7, 10, 15], [3, 6, 11, 14], [4, 5, 12, 13])]
    session.do("round.start", {})
    tables = seated(session, 2)
    # Each table is won by its last seat (the lowest seed there), the others out first seat first.
    play(session, {}, {n: [[p] for p in players] for n, players in enumerate(tables, start=1)})
    winners = [players[-1] for players in tables]
    after_semis = [row.name for row in standings(session.state)]
    assert sorted(after_semis[:4]) == sorted(winners)
    session.do("round.open", {"cut": 4})
    session.do("round.seat", {})
    assert sorted(seated(session, 3)[0]) == sorted(winners)
    session.do("round.start", {})
    final = seated(session, 3)[0]
    play(session, {}, {1: [[p] for p in final]})
    after = standings(session.state)
    assert [row.name for row in after[:4]] == list(reversed(final))
    assert [row.final.stage for row in after[:4]] == [2] * 4 and [row.final.stage for row in after[4:]] == [1] * 12


def test_a_final_scores_its_games_under_its_own_system():
    session = event(players=NAMES[:8])
    swiss_round(session, {1: NAMES[0:4], 2: NAMES[4:8]})
    session.do("round.open", {"cut": 4, "system": "plops"})
    session.do("round.seat", {})
    session.do("round.start", {})
    state = session.state
    assert system_of(state, 2).name == make_system("plops").name != system_of(state, 1).name
    table = state.rounds[2].tables[1]
    play(session, {}, {1: [[p] for p in seated(session, 2)[0]]})
    assert table_result(session.state, session.state.rounds[2].tables[1]).players == \
        table_result(session.state, session.state.rounds[2].tables[1], None, system_of(state, 2)).players
    opened = next(e for e in session.store.entries() if e.kind == "round.open" and e.data["round"] == 2)
    assert opened.data["cut"] == 4 and opened.data["system"] == "plops"
    assert str(describe_open_round(state, opened.data)) == \
        "Round 2 opened as a final of the top 4 (60 min, scored by plops)"
    assert table.players


@pytest.mark.parametrize(("data", "words"), [
    ({"cut": 1}, "at least 2"),
    ({"cut": 65}, "at most 64"),
    ({"cut": 9}, "needs 9 players still in the event; there are 8"),
    ({"system": "plops"}, "only a final has a scoring system of its own"),
    ({"cut": 4, "system": "chess"}, "chess"),
])
def test_a_final_that_cannot_be_is_refused_in_plain_words_and_nothing_is_written(data, words):
    session = event(players=NAMES[:8])
    swiss_round(session, {1: NAMES[0:4], 2: NAMES[4:8]})
    before = len(session.store)
    with pytest.raises(ActionRefused, match=words):
        session.do("round.open", data)
    assert len(session.store) == before


def test_a_final_before_any_round_and_one_the_sizes_cannot_split_are_refused():
    session = event(players=NAMES[:8], sizes=[4])
    with pytest.raises(ActionRefused, match="at least one round played first"):
        session.do("round.open", {"cut": 4})
    swiss_round(session, {1: NAMES[0:4], 2: NAMES[4:8]})
    with pytest.raises(ActionRefused, match="a final of 7 players cannot be split into tables of 4"):
        session.do("round.open", {"cut": 7})


def test_only_finalists_can_be_seated_by_hand_at_a_final():
    session = event(players=NAMES[:8])
    swiss_round(session, {1: NAMES[0:4], 2: NAMES[4:8]})
    last = standings(session.state)[-1].name
    session.do("round.open", {"cut": 4})
    before = len(session.store)
    with pytest.raises(ActionRefused, match=f"{last} did not make round 2's final"):
        session.do("table.seat", {"table": 1, "players": [row.name for row in standings(session.state)[:3]] + [last]})
    assert len(session.store) == before


orders = st.permutations(range(4)).flatmap(
    lambda perm: st.lists(st.integers(0, 1), min_size=3, max_size=3).map(lambda cuts: (list(perm), cuts)))


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(system=st.sampled_from(sorted(OPTIONS)), swiss=st.lists(st.permutations(range(4)), min_size=2, max_size=2),
       final=orders)
def test_under_every_system_the_finalists_lead_in_the_order_of_their_final_and_the_rest_keep_theirs(
        system, swiss, final):
    session = event(system, players=NAMES[:8])
    for perm in swiss:
        swiss_round(session, {1: [NAMES[i] for i in perm], 2: [NAMES[4 + i] for i in perm]})
    after_swiss = standings(session.state)
    session.do("round.open", {"cut": 4})
    session.do("round.seat", {})
    session.do("round.start", {})
    finalists = seated(session, 3)[0]
    assert finalists == [row.name for row in after_swiss[:4]]
    perm, joins = final
    groups: list[list[str]] = [[finalists[perm[0]]]]
    for index, join in zip(perm[1:], joins, strict=True):
        if join and len(groups[-1]) < 3:
            groups[-1].append(finalists[index])
        else:
            groups.append([finalists[index]])
    play(session, {}, {1: groups})
    after = standings(session.state)
    places = [row.final.place for row in after[:4]]
    assert places == sorted(places) and set(r.name for r in after[:4]) == set(finalists)
    out_first = {name: n for n, group in enumerate(groups) for name in group}
    assert [out_first[row.name] for row in after[:4]] == sorted(out_first.values(), reverse=True)
    for a, b in zip(after[:4], after[1:4], strict=False):  # equal places: the better seed first
        if a.final.place == b.final.place:
            assert finalists.index(a.name) < finalists.index(b.name)
    assert [row.name for row in after[4:]] == [row.name for row in after_swiss[4:]]
    assert [(r.total, r.wins) for r in sorted(after, key=lambda r: r.name)] == \
        [(r.total, r.wins) for r in sorted(after_swiss, key=lambda r: r.name)]


def test_the_guides_worked_example():
    session = EventSession(MemoryStore(), FakeTime())
    session.do("event.create", {"name": "Cup", "system": "table-points", "round_minutes": 60, "tiebreak_seed": "guide"})
    for name in "ABCDEFGH":
        session.do("player.register", {"name": name})
    session.do("round.open", {})
    session.do("table.seat", {"table": 1, "players": list("ABCD"), "game": "Catan"})
    session.do("table.seat", {"table": 2, "players": list("EFGH"), "game": "Catan"})
    session.do("round.start", {})
    play(session, {}, {1: [["D"], ["C"], ["B"], ["A"]], 2: [["H"], ["G", "F"], ["E"]]})
    assert [(r.name, r.total) for r in standings(session.state)] == \
        [("E", 12), ("A", 12), ("B", 8), ("G", 6), ("F", 6), ("C", 4), ("H", 0), ("D", 0)]
    session.do("round.open", {"cut": 4})
    session.do("round.seat", {})
    assert seated(session, 2) == [["E", "A", "B", "G"]]
    session.do("round.start", {})
    play(session, {}, {1: [["A"], ["E", "B"], ["G"]]})
    assert [(r.name, r.total, r.final.place if r.final else None) for r in standings(session.state)] == \
        [("G", 6, 1), ("E", 12, 2), ("B", 8, 2), ("A", 12, 4), ("F", 6, None), ("C", 4, None), ("H", 0, None),
         ("D", 0, None)]
