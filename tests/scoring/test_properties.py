"""Hypothesis properties shared by every system."""

from fractions import Fraction

from hypothesis import assume, given
from hypothesis import strategies as st

from tableside.app.game import Game
from tableside.app.scoring import GameContext, make_system
from tests.strategies import games

RANKED = [
    ("table-points", {}),
    ("plops", {}),
    ("rplops", {"x": 7, "use_hours": True, "hours": "3/2"}),
    ("rplops2", {"x": "2.5"}),
]
systems = st.sampled_from(RANKED)


@given(systems, games(finished=True))
def test_finished_totals(spec, game):
    name, options = spec
    system = make_system(name, options)
    total = system.score(game).total
    n = game.size
    expected = {
        "table-points": 6 * n,
        "plops": 50 * n,
        "rplops": 7 * Fraction(3, 2) * n,
        "rplops2": Fraction(5, 2) * n,
    }[name]
    assert total == expected


@given(systems, games())
def test_players_leaving_together_get_the_same_points_and_place(spec, game):
    result = make_system(*spec).score(game).by_name()
    for departure in game.departures():
        values = {(result[p].points, result[p].place) for p in departure.players}
        assert len(values) == 1


@given(systems, games())
def test_tied_points_are_the_average_of_the_ranks_they_span(spec, game):
    system = make_system(*spec)
    result = system.score(game).by_name()
    untied_order = [p for group in game.out for p in group] + list(game.remaining)
    for departure in game.departures():
        # Break the tie in every order the group could have left in: the shared value is the mean.
        players_before = untied_order[: untied_order.index(departure.players[0])]
        groups = [list(g) for g in game.out if g[0] in players_before] + [[p] for p in departure.players]
        if sum(map(len, groups)) == game.size:
            groups.pop()  # the last of a final group is then the lone survivor, who wins
        split = Game.of(game.players, groups)
        split_result = system.score(split).by_name()
        mean = sum(split_result[p].points for p in departure.players) / departure.size
        assert result[departure.players[0]].points == mean


@given(systems, games(), st.randoms(use_true_random=False))
def test_renaming_players_changes_nothing_but_names(spec, game, rnd):
    system = make_system(*spec)
    fresh = [f"player {i}" for i in range(game.size)]
    rnd.shuffle(fresh)
    rename = dict(zip(game.players, fresh, strict=True))
    renamed = Game.of([rename[p] for p in game.players], [[rename[p] for p in g] for g in game.out])
    before = system.score(game)
    after = system.score(renamed)
    assert [(rename[p.name], p.place, p.points) for p in before.players] == [
        (p.name, p.place, p.points) for p in after.players
    ]


@given(st.sampled_from(RANKED + [("contribution", {})]), games(max_players=5))
def test_a_result_never_changes_once_given(spec, game):
    """Points appear the moment a group leaves: every later group leaves earlier results unchanged."""
    system = make_system(*spec)
    final = system.score(game).by_name()
    for cut in range(len(game.out) + 1):
        prefix = Game.of(game.players, game.out[:cut])
        for player in system.score(prefix).players:
            assert final[player.name] == player


ratings = st.integers(min_value=0, max_value=5000)


@given(games(max_players=5), st.data())
def test_contribution_balance(game, data):
    ctx = GameContext(
        ratings={p: data.draw(ratings) for p in game.players},
        played_seconds={p: data.draw(st.integers(0, 1200)) for p in game.players},
    )
    result = make_system("contribution").score(game, ctx)
    assume(result.finished)
    losses = sum(p.rating.loss for p in result.players)
    gains = sum(p.rating.gain for p in result.players)
    bonuses = sum(p.rating.bonus for p in result.players)
    assert losses - gains == result.remainder >= 0
    receiving_pairs = sum(p.place - 1 for p in result.players)
    assert result.remainder <= max(receiving_pairs - 1, 0)
    if receiving_pairs:
        assert result.remainder < receiving_pairs
    assert result.total == bonuses - result.remainder
    for p in result.players:
        assert p.points == p.rating.after - p.rating.before
