"""Shared set-up for the clock tests: a table of four at event time 0 under document 002's rules."""

from __future__ import annotations

from tableside.app.clocks import TableClock, TimerRules

FOUR = ("Ana", "Ben", "Cai", "Dee")


def table(players: tuple[str, ...] = FOUR, rules: TimerRules | None = None, t: int = 0) -> TableClock:
    return TableClock.start(rules or TimerRules(), players, t)


def main_of(clock: TableClock, player: str, t: int) -> int:
    return clock.view(t).player(player).main_ms


def paused_table(t: int = 1_000, players: tuple[str, ...] = FOUR) -> TableClock:
    """A table whose pause was accepted at t with no decision running (so it is paused from t)."""
    clock = table(players).request_pause(players[0], t)
    for name in players[1:3]:
        clock = clock.vote(name, True, t)
    assert clock.view(t).pause == "paused"
    return clock
