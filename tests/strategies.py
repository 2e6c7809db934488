"""Hypothesis strategies shared by the scoring tests."""

from __future__ import annotations

from hypothesis import strategies as st

from tableside.app.game import Game

NAMES = st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz é", min_size=1, max_size=8).filter(
    lambda s: s.strip() != ""
)


@st.composite
def games(draw, min_players: int = 2, max_players: int = 8, finished: bool | None = None) -> Game:
    players = draw(st.lists(NAMES, min_size=min_players, max_size=max_players, unique=True))
    order = draw(st.permutations(players))
    out: list[list[str]] = []
    i = 0
    while len(players) - i > 1:
        if finished is not True and draw(st.booleans()) and draw(st.booleans()):
            break
        size = draw(st.integers(min_value=1, max_value=len(players) - i))
        out.append(list(order[i : i + size]))
        i += size
    game = Game.of(players, out)
    if finished is not None and game.finished != finished:
        from hypothesis import assume

        assume(False)
    return game


def compositions(total: int):
    """Every ordered list of positive group sizes with sum <= total that leaves at least one round to play."""
    def extend(prefix: list[int], left: int):
        yield list(prefix)
        if left <= 1:
            return
        for size in range(1, left + 1):
            yield from extend(prefix + [size], left - size)

    yield from extend([], total)


def game_from_sizes(sizes: list[int], total: int) -> Game:
    players = [f"p{i}" for i in range(total)]
    out, i = [], 0
    for size in sizes:
        out.append(players[i : i + size])
        i += size
    return Game.of(players, out)
