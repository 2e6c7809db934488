"""Issue 11 item 9: the contribution ledger of a table and the event's total remainder, from the log."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.event.ledger import event_ledger, player_games, table_ledger
from tableside.app.event.standings import standings
from tests.depth import examples
from tests.standings.helpers import event, play

FOUR = ["Ana", "Ben", "Cai", "Dee"]


def test_a_table_ledger_is_the_documents_arithmetic():
    session = event(FOUR, system="contribution", ratings={"Ana": 1234})
    play(session, {1: (FOUR, [["Dee"], ["Ben", "Cai"]])})
    ledger = table_ledger(session.state, session.state.rounds[1].tables[1])
    by_name = {line.name: line for line in ledger.lines}
    # Dee pays floor(1000·24/100) = 240; Ben and Cai (rank 2) pay 110 each and get floor(1000·24/3/100) = 80.
    dee = by_name["Dee"]
    assert (dee.before, dee.loss, dee.gain, dee.after) == (1000, 240, 0, 760)
    assert (by_name["Ben"].loss, by_name["Ben"].gain, by_name["Ben"].after) == (110, 80, 970)
    assert (by_name["Ana"].before, by_name["Ana"].loss, by_name["Ana"].gain, by_name["Ana"].after) == \
        (1234, 0, 110 + 110 + 80, 1534)
    assert by_name["Ana"].text == "1234 − 0 + 300 + 0 = 1534"
    assert ledger.remainder == 0 and ledger.finished and ledger.held == 0


def test_the_remainder_is_what_rounding_down_kept_back():
    session = event(["Ana", "Ben", "Cai"], system="contribution", ratings={"Cai": 1007, "Ben": 999})
    play(session, {1: (["Ana", "Ben", "Cai"], [["Cai"], ["Ben"]])})
    ledger = table_ledger(session.state, session.state.rounds[1].tables[1])
    # Cai pays floor(1007·20/100) = 201 and each of the two ahead gets floor(1007·20/2/100) = 100: 1 kept back.
    assert ledger.remainder == 1 and ledger.losses - ledger.gains == 1
    total = event_ledger(session.state)
    assert total.remainder == 1 and total.balanced
    assert total.now_total == 1000 + 999 + 1007 - 1
    assert "Rounding remainder: 1 rating point (losses" in total.text and total.text.endswith("✓")


def test_points_systems_have_no_ledger():
    session = event(FOUR)
    play(session, {1: (FOUR, [["Dee"], ["Ben", "Cai"]])})
    assert table_ledger(session.state, session.state.rounds[1].tables[1]) is None
    assert event_ledger(session.state) is None
    games = player_games(session.state, "p1")
    assert [(g.round, g.table, g.place, g.points, g.ledger) for g in games] == [(1, 1, 1, 12, None)]


@settings(max_examples=examples(25), deadline=None)
@given(data=st.data(), rounds=st.integers(1, 3))
def test_ratings_move_by_exactly_bonuses_remainder_and_what_is_held(data, rounds):
    names = [f"P{i}" for i in range(7)]
    ratings = data.draw(st.dictionaries(st.sampled_from(names), st.integers(0, 5000), max_size=7))
    session = event(names, system="contribution", ratings=ratings)
    for number in range(1, rounds + 1):
        order = data.draw(st.permutations(names))
        tables = {1: order[:4], 2: order[4:]}
        finish_all = number < rounds or data.draw(st.booleans())
        outs = {}
        for table, players in tables.items():
            leaving = list(players[::-1][:len(players) - 1 if finish_all else data.draw(st.integers(0, 1))])
            outs[table] = (players, [[p] for p in leaving])
        play(session, outs)
    ledger = event_ledger(session.state)
    assert ledger.balanced, ledger.text
    for number in range(1, rounds + 1):
        assert event_ledger(session.state, after_round=number).balanced
    total = sum(s.total for s in standings(session.state))
    assert ledger.now_total == total


def test_a_players_games_carry_their_ledger_lines():
    session = event(FOUR, system="contribution")
    play(session, {1: (FOUR, [["Dee"], ["Cai"], ["Ben"]])})
    play(session, {1: (FOUR, [["Ana"], ["Cai"], ["Ben"]])})
    games = player_games(session.state, "p1")
    assert [g.place for g in games] == [1, 4]
    assert games[0].ledger.after == games[1].ledger.before
    assert player_games(session.state, "p1", after_round=1) == games[:1]
