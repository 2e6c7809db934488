"""Random actions at random, increasing moments; the clock's invariants must hold after every step.

The machine follows the caller's protocol: before anything else at a moment t it records every
timeout that happened by t (``player_left`` at the timeout moment), as the window would when its
single-shot timer fires.
"""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from tableside.app.clocks import ClockRefused, DecisionKind, TableClock, TableClockView, TimerRules
from tableside.app.clocks.rules import DOCUMENT_002_DECISIONS
from tests.depth import examples

NAMES = ("Ana", "Ben", "Cai", "Dee", "Eve")
KINDS = (*DOCUMENT_002_DECISIONS, "instant", "nap")  # "nap" is unknown: always refused
# A seat number (mostly a seated player; 20 means someone not at the table) and a time step (mostly
# short, so decisions and votes are caught while running, sometimes long, so everything runs out).
seats = st.integers(0, 20)
short, long = st.integers(0, 2_000), st.integers(0, 200_000)
steps = st.one_of(st.just(0), short, short, st.integers(0, 20_000), long)


def counted_down(view: TableClockView, s: int) -> TableClockView:
    """What ``view`` would show at s if only the running countdowns moved (nothing else changed)."""
    dt = s - view.at
    players = tuple(
        dataclasses.replace(
            p,
            main_ms=p.main_ms - dt if p.counting == "main" else p.main_ms,
            aux_ms=p.aux_ms - dt if p.counting == "aux" and p.aux_ms is not None else p.aux_ms,
        )
        for p in view.players
    )
    vote = view.vote
    pause_left = view.pause_left_ms
    if not view.frozen:
        if vote is not None:
            vote = dataclasses.replace(vote, left_ms=vote.left_ms - dt)
        if pause_left is not None and not view.pause_over:
            pause_left -= dt
    return dataclasses.replace(view, at=s, players=players, vote=vote, pause_left_ms=pause_left)


class TableClockMachine(RuleBasedStateMachine):
    clock: TableClock
    now: int

    @initialize(
        count=st.sampled_from([2, 3, 4, 4, 5]),
        main_ms=st.sampled_from([3_000, 25_000, 120_000]),
        cap=st.sampled_from([None, 500]),
    )
    def seat(self, count: int, main_ms: int, cap: int | None) -> None:
        decisions = dict(DOCUMENT_002_DECISIONS) | {"instant": DecisionKind("instant", 0)}
        rules = TimerRules(main_ms=main_ms, decisions=decisions, reward_cap_ms=cap, pause_ms=60_000)
        self.clock = TableClock.start(rules, NAMES[:count], 0)
        self.now = 0
        self.seated = NAMES[:count]
        self.main_at_leave: dict[str, int] = {}
        self.played_before: dict[str, int] = {}

    # -- moving time, following the caller's protocol ------------------------------------------

    def at(self, step: int) -> int:
        t = self.now + step
        for name, moment in self.clock.timeouts(t):
            assert self.clock.view(moment).player(name).main_ms == 0
            self.clock = self.clock.player_left([name], moment)
            self.main_at_leave[name] = 0
        self.now = t
        return t

    def who(self, seat: int) -> str:
        return "Zed" if seat == 20 else self.seated[seat % len(self.seated)]

    def attempt(self, action) -> bool:
        try:
            self.clock = action(self.clock)
        except ClockRefused as refusal:
            assert str(refusal)  # always a reason in words
            return False
        return True

    def note_leavers(self, t: int) -> None:
        view = self.clock.view(t)
        for p in view.players:
            if p.out and p.name not in self.main_at_leave:
                self.main_at_leave[p.name] = p.main_ms

    # -- actions -------------------------------------------------------------------------------

    @rule(step=steps)
    def wait(self, step: int) -> None:
        self.at(step)

    @rule(offset=st.sampled_from([-1, 0, 0, 1]))
    def wait_for_the_next_change(self, offset: int) -> None:
        """Land right on (or next to) a boundary: aux end, warning, timeout, vote end, pause end."""
        change = self.clock.next_change(self.now)
        if change is not None:
            self.at(max(0, change + offset - self.now))

    @rule(seat=seats, kind=st.sampled_from(KINDS), step=steps)
    def begin_decision(self, seat: int, kind: str, step: int) -> None:
        t, player = self.at(step), self.who(seat)
        self.attempt(lambda c: c.begin_decision(player, kind, t))

    @rule(step=steps)
    def complete_decision(self, step: int) -> None:
        t = self.at(step)
        before = self.clock.view(t)
        if self.attempt(lambda c: c.complete_decision(t)):
            decider = before.decision.player
            gained = self.clock.view(t).player(decider).main_ms - before.player(decider).main_ms
            assert 0 <= gained <= before.player(decider).aux_ms // 2

    @rule(seat=seats, step=steps)
    def start_auction(self, seat: int, step: int) -> None:
        t, player = self.at(step), self.who(seat)
        allowed, _ = self.clock.can_auction(player, t)
        before = self.clock.view(t)
        done = self.attempt(lambda c: c.start_auction(player, t))
        assert done == allowed
        if done:
            assert self.clock.view(t).player(player).main_ms == before.player(player).main_ms - 20_000
            assert before.player(player).main_ms > 20_000

    @rule(seat=seats, delta=st.integers(-130_000, 30_000), step=steps)
    def adjust(self, seat: int, delta: int, step: int) -> None:
        t, player = self.at(step), self.who(seat)
        self.attempt(lambda c: c.adjust(player, delta, t))

    @rule(seats_out=st.lists(seats, min_size=1, max_size=3), step=steps, chance=st.integers(0, 2))
    def player_left(self, seats_out: list[int], step: int, chance: int) -> None:
        t, players = self.at(step), list(dict.fromkeys(self.who(seat) for seat in seats_out))
        if chance == 0 and self.attempt(lambda c: c.player_left(players, t)):  # rarer, or games end at once
            self.note_leavers(t)

    @rule(step=steps)
    def the_deciding_player_leaves(self, step: int) -> None:
        t = self.at(step)
        decision = self.clock.view(t).decision
        if decision is not None and self.attempt(lambda c: c.player_left([decision.player], t)):
            self.note_leavers(t)
            assert self.clock.view(t).decision is None

    @rule(seat=seats, step=steps)
    def request_pause(self, seat: int, step: int) -> None:
        t, player = self.at(step), self.who(seat)
        self.attempt(lambda c: c.request_pause(player, t))

    @rule(seat=seats, answer=st.integers(0, 4), step=steps)
    def vote(self, seat: int, answer: int, step: int) -> None:
        t, player, yes = self.at(step), self.who(seat), answer > 0
        self.attempt(lambda c: c.vote(player, yes, t))

    @rule(seat=seats, step=steps, while_deciding=st.booleans())
    def the_whole_table_agrees_to_pause(self, seat: int, step: int, while_deciding: bool) -> None:
        t = self.at(step)
        if while_deciding:  # so that the pause is pending until the decision completes
            self.attempt(lambda c: c.begin_decision(self.who(seat), "sell-houses", t))
        if self.attempt(lambda c: c.request_pause(self.who(seat), t)):
            for name in self.clock.players_in():
                self.attempt(lambda c, name=name: c.vote(name, True, t))

    @rule(step=steps)
    def everyone_asks_to_resume(self, step: int) -> None:
        t = self.at(step)
        for name in self.clock.players_in():
            self.attempt(lambda c, name=name: c.request_resume(name, t))

    @rule(seat=seats, step=steps)
    def request_resume(self, seat: int, step: int) -> None:
        t, player = self.at(step), self.who(seat)
        self.attempt(lambda c: c.request_resume(player, t))

    @rule(step=steps, chance=st.integers(0, 3))
    def hold(self, step: int, chance: int) -> None:
        t = self.at(step)
        if chance == 0:  # holds are rare at a real table; holding often would freeze most runs
            self.attempt(lambda c: c.hold(t))

    @rule(step=steps)
    def release(self, step: int) -> None:
        t = self.at(step)
        self.attempt(lambda c: c.release(t))

    @rule(step=steps, chance=st.integers(0, 2))
    def pause_the_round(self, step: int, chance: int) -> None:
        t = self.at(step)
        if chance == 0:
            self.attempt(lambda c: c.pause_for_round(t))

    @rule(step=steps)
    def resume_the_round(self, step: int) -> None:
        t = self.at(step)
        self.attempt(lambda c: c.resume_for_round(t))

    # -- invariants ----------------------------------------------------------------------------

    @invariant()
    def main_timers_are_never_negative(self) -> None:
        assert all(p.main_ms >= 0 for p in self.clock.view(self.now).players)

    @invariant()
    def countdowns_never_exceed_their_length(self) -> None:
        view = self.clock.view(self.now)
        rules = self.clock.rules
        if view.pause_left_ms is not None:
            assert 0 <= view.pause_left_ms <= rules.pause_ms
        if view.vote is not None:
            assert 0 < view.vote.left_ms <= rules.pause_vote_ms
        if view.decision is not None:
            aux = view.player(view.decision.player).aux_ms
            assert aux is not None and 0 <= aux <= view.decision.aux_length_ms

    @invariant()
    def no_time_changes_after_a_player_left(self) -> None:
        view = self.clock.view(self.now)
        for name, main in self.main_at_leave.items():
            assert view.player(name).out
            assert view.player(name).main_ms == main
            assert view.player(name).counting is None

    @invariant()
    def at_most_one_timer_runs(self) -> None:
        view = self.clock.view(self.now)
        running = [p.name for p in view.players if p.counting is not None]
        assert len(running) <= 1
        if running:
            assert view.decision is not None and view.decision.player == running[0]
            assert not view.frozen and view.pause in ("none", "voting", "pending")

    @invariant()
    def nothing_changes_before_next_change_and_something_does_at_it(self) -> None:
        view = self.clock.view(self.now)
        change = self.clock.next_change(self.now)
        if change is None:
            samples = [self.now + 1, self.now + 10_000_000]
        else:
            assert change > self.now
            samples = sorted({self.now + 1, (self.now + change) // 2, change - 1} - {self.now, change})
            assert self.clock.view(change) != counted_down(view, change)
        for s in samples:
            if change is None or s < change:
                assert self.clock.view(s) == counted_down(view, s)
        tick = self.clock.next_display_tick(self.now)
        if change is not None:
            assert tick is not None and self.now < tick <= change

    @invariant()
    def deciding_on_the_clock_agrees_with_the_view(self) -> None:
        # The desk's heartbeat asks this of every running table instead of building each one's view.
        for later in (self.now, self.now + 1_000, self.now + 100_000):
            view = self.clock.view(later)
            expected = view.decision is not None and view.status not in ("paused", "held") and not view.round_paused
            assert self.clock.deciding_on_the_clock(later) == expected

    @invariant()
    def frozen_means_held_or_round_paused(self) -> None:
        view = self.clock.view(self.now)
        assert view.frozen == (view.held or view.round_paused)
        if view.frozen:
            assert self.clock.next_change(self.now) is None and self.clock.timeouts(self.now + 10**9) == []

    @invariant()
    def a_timeout_happens_exactly_when_the_main_timer_hits_zero(self) -> None:
        view = self.clock.view(self.now)
        for p in view.players:
            if p.counting == "main":
                m = self.now + p.main_ms
                assert self.clock.timeouts(m - 1) == []
                assert self.clock.view(m - 1).player(p.name).main_ms == 1
                assert self.clock.timeouts(m) == [(p.name, m)]
                assert self.clock.view(m).player(p.name).timed_out_at == m

    @invariant()
    def played_time_never_goes_backwards_and_stops_after_leaving(self) -> None:
        view = self.clock.view(self.now)
        for p in view.players:
            played = self.clock.played_ms(p.name, self.now)
            assert 0 <= played <= self.now
            assert played >= self.played_before.get(p.name, 0)
            if p.out:
                assert self.clock.played_ms(p.name, self.now + 1_000_000) == played
            self.played_before[p.name] = played


class TestTableClockMachine(TableClockMachine.TestCase):  # type: ignore[misc]
    """A short search for the fast loop; the full one below runs with the whole suite (.ci/run)."""

    settings = settings(max_examples=examples(30), stateful_step_count=40, deadline=None,
                        suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.slow
class TestTableClockMachineFull(TableClockMachine.TestCase):  # type: ignore[misc]
    settings = settings(max_examples=examples(120), stateful_step_count=40, deadline=None,
                        suppress_health_check=[HealthCheck.too_slow])
