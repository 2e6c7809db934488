"""The players' page carries each table's round-end phase (issue 27): the very field its device gets, and
the moments it changes by itself (time up, a capped phase's end) wake the publisher for it."""

from __future__ import annotations

import json

from tableside.app.event.page_view import hall_parts, table_view
from tableside.app.event.round_end import next_stage_moment, shows_round_end
from tableside.app.event.timebase import FakeTime
from tests.event.test_round_end import MIN, event, no_timers, table


def test_the_players_page_says_the_phase_as_the_device_does_from_time_up_to_the_end() -> None:
    time = FakeTime()
    session = event(no_timers("minutes:2"), time=time)
    up = session.now() + 5 * MIN
    assert next_stage_moment(session.state, table(session), session.now()) == up
    assert hall_parts(session.state, session.now())["t1"]["round_end"] is None
    assert not shows_round_end(session.state, table(session), session.now())
    time.advance(5 * MIN + 30_000)
    now = session.now()
    part = hall_parts(session.state, now)["t1"]["round_end"]
    assert part == table_view(session.state, 1, now)["round_end"] and part["stage"] == "last_turn"
    assert shows_round_end(session.state, table(session), now)
    assert next_stage_moment(session.state, table(session), now) == up + 2 * MIN
    time.advance(2 * MIN)
    session.catch_up()  # everyone still in leaves together: the line says nothing more
    assert hall_parts(session.state, session.now())["t1"]["round_end"] is None
    assert next_stage_moment(session.state, table(session), session.now()) is None


def test_a_table_under_document_000_never_shows_a_phase() -> None:
    time = FakeTime()
    session = event(no_timers("together"), time=time)
    assert next_stage_moment(session.state, table(session), session.now()) is None
    time.advance(5 * MIN + 1)
    assert not shows_round_end(session.state, table(session), session.now())


def test_the_publisher_wakes_at_time_up_and_a_turn_that_ends_the_phase_reaches_the_players_page() -> None:
    from tableside.app.hall.publish import Publisher
    from tests.event.test_round_end import with_timers
    from tests.hall.test_publish import RecordingHub

    time = FakeTime()
    session = event(with_timers("finish_turn", "by_number"), time=time)
    parts: dict[str, bytes] = {}

    class Hub(RecordingHub):
        def take(self, hall, views, seq, complete, status=None) -> None:  # type: ignore[no-untyped-def]
            parts.update(hall or {})
            super().take(hall, views, seq, complete, status)

    hub = Hub(now=session.now)
    publisher = Publisher(hub, lambda fn, *args: fn(*args), clock=lambda: 0.0)
    publisher.publish(session.state, session.now(), ratings=session.ratings_before)
    up = session.now() + 5 * MIN
    assert publisher.next_moment() == up  # nobody decides: only the time up is ahead
    time.advance(5 * MIN)
    publisher.publish(session.state, session.now(), publisher.due(session.now()), ratings=session.ratings_before)
    hall, views, _ = hub.taken[-1]
    assert views == frozenset({"table:1"}) and hall is not None and "t1" in hall  # "Last turn" on both
    change = session.do("clock.decision", {"round": 1, "table": 1, "player": "p2", "kind": "roll-dice"})
    publisher.publish(session.state, session.now(), change, ratings=session.ratings_before)
    hall, views, _ = hub.taken[-1]
    assert change.entries[-1].kind == "clock.decision" and views == frozenset({"table:1"})
    # The next turn ended the phase (no one left: the numbers are awaited), and the players' page says so.
    assert hall is not None and json.loads(parts["t1"])["round_end"]["stage"] == "numbers"
