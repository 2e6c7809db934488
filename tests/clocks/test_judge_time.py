"""The judge-time bucket (``TimerRules.judge_time``, issue 27 part 1): a judge called to the table stops
every clock of the table; the wait is the table's judge time, never a player's."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.clocks import ClockRefused, TableClock, TimerRules
from tableside.app.clocks.rules import load_rules_text, rules_from_dict, rules_to_dict
from tests.clocks.helpers import FOUR, main_of, table
from tests.depth import examples

RULES = TimerRules(judge_time=True)


def test_a_call_stops_the_decider_and_runs_judge_time() -> None:
    # Ana rolls (4 s aux) at 0; at 10 s her main timer has run 6 s (114 s left) when a judge is called.
    clock = table(rules=RULES).begin_decision("Ana", "roll-dice", 0).call_judge(10_000)
    assert main_of(clock, "Ana", 70_000) == 114_000  # a minute with the judge costs her nothing
    view = clock.view(70_000)
    assert view.judge_called and view.judge_ms == 60_000 and view.frozen
    with pytest.raises(ClockRefused, match="a judge is called to this table"):
        clock.begin_decision("Ben", "roll-dice", 70_000)
    clock = clock.judge_done(70_000)
    assert main_of(clock, "Ana", 75_000) == 109_000  # her clock goes on from where it stood
    assert clock.view(75_000).judge_ms == 60_000 and not clock.view(75_000).judge_called
    # A second call adds to the same bucket.
    clock = clock.call_judge(80_000).judge_done(95_000)
    assert clock.judge_time(100_000) == 75_000


def test_a_call_with_no_decision_running_keeps_the_pause_length() -> None:
    clock = table(rules=RULES).request_pause("Ana", 1_000).vote("Ben", True, 1_000).vote("Cai", True, 1_000)
    assert clock.view(1_000).pause == "paused"
    clock = clock.call_judge(61_000).judge_done(181_000)
    # 60 s of the 5-minute pause were used before the call; the call's 2 minutes are not the pause's.
    assert clock.view(181_000).pause_left_ms == 240_000


def test_the_call_and_a_hold_or_round_pause_end_in_any_order() -> None:
    clock = table(rules=RULES).begin_decision("Ana", "roll-dice", 0).call_judge(1_000).hold(2_000)
    clock = clock.judge_done(3_000)
    assert clock.view(10_000).frozen  # still held
    clock = clock.release(10_000)
    assert main_of(clock, "Ana", 13_000) == 120_000 and main_of(clock, "Ana", 14_000) == 119_000  # 3 s of aux left
    clock = clock.pause_for_round(20_000).call_judge(21_000).resume_for_round(22_000)
    assert clock.view(30_000).frozen  # the call still stops it
    assert clock.judge_time(30_000) == 2_000 + 9_000


def test_refusals_say_why() -> None:
    clock = table(rules=RULES)
    with pytest.raises(ClockRefused, match="no judge is called"):
        clock.judge_done(5)
    with pytest.raises(ClockRefused, match="already called"):
        clock.call_judge(5).call_judge(6)


def test_the_preset_option_reads_and_round_trips() -> None:
    rules = load_rules_text("judge_time = true\n", "judge.toml")
    assert rules.judge_time
    assert rules_from_dict(rules_to_dict(rules)).judge_time
    assert "judge_time" not in rules_to_dict(TimerRules())  # events made before keep their stored rules


# -- property: no player's main timer runs while the judge bucket runs --------------------------------------

OPS = st.lists(st.tuples(st.sampled_from(["decide", "done", "call", "answered", "hold", "release", "pause",
                                          "resume", "auction", "vote"]),
                         st.integers(0, 3), st.integers(0, 30_000)), max_size=25)


def _step(clock: TableClock, op: str, who: str, t: int) -> TableClock:
    actions = {
        "decide": lambda c: c.begin_decision(who, "roll-dice", t), "done": lambda c: c.complete_decision(t),
        "call": lambda c: c.call_judge(t), "answered": lambda c: c.judge_done(t),
        "hold": lambda c: c.hold(t), "release": lambda c: c.release(t),
        "pause": lambda c: c.pause_for_round(t), "resume": lambda c: c.resume_for_round(t),
        "auction": lambda c: c.start_auction(who, t), "vote": lambda c: c.request_pause(who, t),
    }
    try:
        return actions[op](clock)
    except ClockRefused:
        return clock


@settings(max_examples=examples(150), deadline=None)
@given(ops=OPS, looks=st.lists(st.integers(0, 200_000), min_size=1, max_size=4))
def test_no_main_timer_runs_while_judge_time_runs(ops, looks) -> None:
    clock: TableClock = table(rules=TimerRules(judge_time=True, main_ms=30_000))
    t = 0
    for op, seat, step in ops:
        t += step
        for name, moment in clock.timeouts(t):
            clock = clock.player_left([name], moment)
        clock = _step(clock, op, FOUR[seat], t)
        if clock.judge_called:
            before = clock.view(t)
            for later in looks:
                after = clock.view(t + later)
                assert [p.main_ms for p in after.players] == [p.main_ms for p in before.players]
                assert [p.aux_ms for p in after.players] == [p.aux_ms for p in before.players]
                assert after.frozen and all(p.counting is None for p in after.players)
                assert after.judge_ms == before.judge_ms + later
                assert clock.timeouts(t + later) == []


def test_a_call_at_the_table_stops_its_clocks_in_the_event_and_the_fold() -> None:
    from tableside.app.event.fold import fold
    from tableside.app.event.session import EventSession
    from tableside.app.event.table_view_model import table_model
    from tableside.app.event.timebase import FakeTime
    from tableside.app.eventlog.memory_store import MemoryStore
    from tests.event.helpers import seat_and_start, small_event

    time = FakeTime()
    session = EventSession(MemoryStore(), time)
    small_event(session, timers={"judge_time": True})
    seat_and_start(session, {1: ["Ana", "Ben"], 2: ["Cai", "Dee"]})
    session.do("clock.decision", {"table": 1, "player": "Ana", "kind": "roll-dice"})
    session.do("clock.decision", {"table": 2, "player": "Cai", "kind": "roll-dice"})
    time.advance(10_000)
    session.do("call.raise", {"table": 1, "reason": "rules"})
    time.advance(60_000)

    def main(table: int, player: str) -> int:
        clock = session.state.rounds[1].tables[table].clock
        assert clock is not None
        return clock.view(session.now()).player(player).main_ms

    assert main(1, "p1") == 114_000  # stopped at the call, 6 s after her 4 s to roll
    assert main(2, "p3") == 54_000  # the other table plays on
    rnd = session.state.rounds[1]
    assert table_model(session.state, rnd.tables[1], session.now()).status_text.endswith("Judge time: clocks stopped")
    session.do("call.done", {"table": 1})
    time.advance(1_000)
    assert main(1, "p1") == 113_000
    clock = session.state.rounds[1].tables[1].clock
    assert clock is not None and clock.judge_time(session.now()) == 60_000
    assert fold(session.store.entries(), hold=False).rounds[1].tables[1].clock == clock  # the log folds to the same


def test_without_the_option_a_call_stops_nothing() -> None:
    from tableside.app.event.session import EventSession
    from tableside.app.event.timebase import FakeTime
    from tableside.app.eventlog.memory_store import MemoryStore
    from tests.event.helpers import seat_and_start, small_event

    time = FakeTime()
    session = EventSession(MemoryStore(), time)
    small_event(session, timers="document-002")
    seat_and_start(session, {1: ["Ana", "Ben"]})
    session.do("clock.decision", {"table": 1, "player": "Ana", "kind": "roll-dice"})
    session.do("call.raise", {"table": 1, "reason": "rules"})
    time.advance(10_000)
    clock = session.state.rounds[1].tables[1].clock
    assert clock is not None and not clock.judge_called and clock.view(session.now()).player("p1").main_ms == 114_000
