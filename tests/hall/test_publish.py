"""Which views a commit rebuilds, and when a table's view is published again with no entry written."""

from __future__ import annotations

import json

from app.event.session import EventSession
from app.event.timebase import FakeTime
from app.eventlog.memory_store import MemoryStore
from app.hall.hub import Hub
from app.hall.publish import EVERYTHING, Publisher, Scope, scope
from app.hall.tokens import token_hash
from ui.demo import fill_demo


def demo() -> tuple[EventSession, FakeTime]:
    time = FakeTime()
    session = EventSession(MemoryStore(), time)
    fill_demo(session)
    return session, time


def test_scope_of_each_kind_of_entry() -> None:
    session, _ = demo()
    decision = session.do("clock.decision", {"round": 1, "table": 2, "player": "p5", "kind": "roll-dice"})
    assert scope(session.state, [decision]) == Scope(frozenset({2}), False)
    out = session.do("player.out", {"round": 1, "table": 1, "players": ["p4"]})
    assert scope(session.state, [decision, out]) == Scope(frozenset({1, 2}), True)
    extend = session.do("round.extend", {"round": 1, "table": 1, "minutes": 5})
    assert scope(session.state, [extend]) == Scope(frozenset({1}), True)
    pair = session.do("device.pair", {"table": 1, "token_hash": token_hash("x" * 20)})
    assert scope(session.state, [pair]).empty
    undo = session.do("undo", {"entry": out.seq})
    assert scope(session.state, [undo]) == EVERYTHING
    pause = session.do("round.pause", {})
    assert scope(session.state, [pause]) == EVERYTHING  # a round pause stops every table's clocks


def test_publish_touches_only_the_channels_in_scope() -> None:
    session, _ = demo()
    hub = Hub(now=session.now)
    publisher = Publisher(hub, lambda fn, *args: fn(*args))
    publisher.publish(session.state, session.now())
    versions = {name: hub.version(name) for name in ("hall", "table:1", "table:2")}
    entry = session.do("clock.decision", {"round": 1, "table": 2, "player": "p5", "kind": "roll-dice"})
    publisher.publish(session.state, session.now(), scope(session.state, [entry]))
    assert hub.version("hall") == versions["hall"] and hub.version("table:1") == versions["table:1"]
    assert hub.version("table:2") == versions["table:2"] + 1
    view = json.loads(hub.message("table:2"))["view"]
    assert view["decision"] == {"player": "p5", "label": "roll dice"}


def test_a_table_view_is_published_again_when_its_auxiliary_time_ends() -> None:
    session, time = demo()
    hub = Hub(now=session.now)
    publisher = Publisher(hub, lambda fn, *args: fn(*args))
    entry = session.do("clock.decision", {"round": 1, "table": 2, "player": "p5", "kind": "roll-dice"})
    publisher.publish(session.state, session.now())
    aux_end = entry.data["t"] + session.state.settings.rules.decisions["roll-dice"].aux_ms
    assert publisher.next_change[2] == aux_end and 1 not in publisher.next_change
    time.advance(aux_end - session.now() - 1)
    assert publisher.due_tables(session.now()) == frozenset()
    time.advance(1)
    assert publisher.due_tables(session.now()) == frozenset({2})
    before = json.loads(hub.message("table:2"))["view"]["players"][0]
    publisher.publish(session.state, session.now(), Scope(frozenset({2}), False))
    after = json.loads(hub.message("table:2"))["view"]["players"][0]
    assert before["aux"]["running"] and before["main"]["running"] is False
    assert after["aux"] == {"running": False, "left_ms": 0}
    assert after["main"] == {"running": True, "ends_at": aux_end + 120_000}
