"""Tables put in the states a judge meets at a real event (issue 26): a decision running, a pause vote
open or denied, a pause pending or running, timers held after a stop, finished. Every action goes through
the controller, on a started round under document 002's player timers."""

from __future__ import annotations

from tableside.ui.controller import EventController

# The screen's first eight tables, one in each state (held first: the hold takes every running timer).
STATES = ("held", "play", "deciding", "vote", "denied", "pending", "paused", "finished")


def put_in(c: EventController, number: int, state: str, round_number: int = 1) -> None:
    """Table ``number`` of round ``round_number`` in ``state`` (any decision there already done)."""
    table = c.state.rounds[round_number].tables[number]
    first, second, third, fourth = table.players[:4]
    if state in ("deciding", "held", "pending"):
        assert c.decision(round_number, number, first, "sell-houses")
    if state == "held":  # as after a quit: the running timers held, the table waiting for Resume timers
        session = c.session
        assert session is not None
        assert c.do("clock.hold_all", {"t": c.now(), "why": "quit", "stopped": session.run})
    if state in ("vote", "denied", "pending", "paused"):
        assert c.request_pause(round_number, number, second)
    if state == "denied":
        assert c.vote(round_number, number, third, False)
    if state in ("pending", "paused"):
        assert c.vote(round_number, number, third, True)
        assert c.vote(round_number, number, fourth, True)
    if state == "finished":
        assert c.out(round_number, number, [first])
        assert c.out(round_number, number, [second, third])


def one_table_in_each_state(c: EventController, round_number: int = 1) -> dict[int, str]:
    """Tables 1-8 in the eight STATES (table 1's decision of seat_long_round done first): {table: state}."""
    table = c.state.rounds[round_number].tables[1]
    if table.clock is not None and table.clock.view(c.now()).decision is not None:
        assert c.done(round_number, 1)
    chosen = {number: state for number, state in enumerate(STATES, start=1)}
    for number, state in chosen.items():
        put_in(c, number, state, round_number)
    return chosen
