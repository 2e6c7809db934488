"""Which views a commit rebuilds, and when a table's view is published again with no entry written."""

from __future__ import annotations

import json
from collections.abc import Callable

from tableside.app.event.changes import Change
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.hall.hub import Hub
from tableside.app.hall.publish import Publisher
from tableside.app.replication.token import token_hash
from tableside.ui.demo import fill_demo
from tests.hall.helpers import assemble


def demo() -> tuple[EventSession, FakeTime]:
    time = FakeTime()
    session = EventSession(MemoryStore(), time)
    fill_demo(session)
    return session, time


class RecordingHub(Hub):
    """A real hub that also notes what each hand-over rebuilt: the players' page's parts, the table
    channels, and whether it was every view."""

    def __init__(self, now: Callable[[], int]) -> None:
        super().__init__(now=now)
        self.taken: list[tuple[frozenset[str] | None, frozenset[str], bool]] = []

    def take(self, hall, views, seq, complete, status=None) -> None:  # type: ignore[no-untyped-def]
        self.taken.append((None if hall is None else frozenset(hall), frozenset(views), complete))
        super().take(hall, views, seq, complete, status)


def test_what_a_commit_rebuilds_is_the_change_the_session_returned() -> None:
    """The publisher is handed the commit's own Change: a table's clock action rebuilds that table's
    channel alone, points moving add that table's line and the head of the players' page, and what
    changes the structure rebuilds every view (the standings and "find" with it)."""
    session, _ = demo()
    hub = RecordingHub(now=session.now)
    publisher = Publisher(hub, lambda fn, *args: fn(*args), clock=lambda: 0.0)
    publisher.publish(session.state, session.now(), ratings=session.ratings_before)
    every_table = frozenset({"table:1", "table:2"})
    assert hub.taken[-1][1:] == (every_table, True) and {"find", "standings", "t1", "t2"} <= hub.taken[-1][0]

    def published(kind: str, data: dict) -> tuple[frozenset[str] | None, frozenset[str], bool] | None:
        before = len(hub.taken)
        change = session.do(kind, data)
        publisher.publish(session.state, session.now(), change, ratings=session.ratings_before)
        assert len(hub.taken) == before + 1  # one hand-over per commit (the status goes with it)
        return hub.taken[-1]

    assert published("clock.decision", {"round": 1, "table": 2, "player": "p5", "kind": "roll-dice"}) == \
        (None, frozenset({"table:2"}), False)
    out = session.do("player.out", {"round": 1, "table": 1, "players": ["p4"]})
    publisher.publish(session.state, session.now(), out, ratings=session.ratings_before)
    assert hub.taken[-1] == (frozenset({"head", "t1"}), frozenset({"table:1"}), False)  # the standings come later
    assert published("round.extend", {"round": 1, "table": 1, "minutes": 5}) == \
        (frozenset({"head", "t1"}), frozenset({"table:1"}), False)
    # A pairing changes no view, only the status (its head) the hand-over carries.
    assert published("device.pair", {"table": 1, "token_hash": token_hash("x" * 20)}) == (None, frozenset(), False)
    assert out.entry is not None  # an undo of a table's action: that table, as the window repaints it
    assert published("undo", {"entry": out.entry.seq}) == (frozenset({"head", "t1"}), frozenset({"table:1"}), False)
    # A round pause stops every table's clocks: the session names them all.
    assert published("round.pause", {}) == (frozenset({"head", "t1", "t2"}), every_table, False)
    taken = published("player.rename", {"player": "p1", "name": "Anabel"})
    assert taken is not None and taken[1:] == (every_table, True) and {"find", "standings"} <= (taken[0] or set())


def test_only_a_change_that_moved_points_leaves_the_standings_to_rebuild() -> None:
    session, _ = demo()
    publisher = Publisher(Hub(now=session.now), lambda fn, *args: fn(*args), clock=lambda: 0.0)
    publisher.publish(session.state, session.now(), ratings=session.ratings_before)
    for kind, data in (("round.extend", {"round": 1, "table": 1, "minutes": 5}), ("round.pause", {})):
        publisher.publish(session.state, session.now(), session.do(kind, data), ratings=session.ratings_before)
        assert not publisher.standings_stale, kind  # the players' page's head and tables, not the ranking
    session.do("round.resume", {})
    out = session.do("player.out", {"round": 1, "table": 1, "players": ["p4"]})
    publisher.publish(session.state, session.now(), out, ratings=session.ratings_before)
    assert publisher.standings_stale


def test_publish_touches_only_the_channels_in_scope() -> None:
    session, _ = demo()
    hub = Hub(now=session.now)
    publisher = Publisher(hub, lambda fn, *args: fn(*args))
    publisher.publish(session.state, session.now(), ratings=session.ratings_before)
    versions = {name: hub.version(name) for name in ("table:1", "table:2")}
    hall_version = hub.version("hall")
    change = session.do("clock.decision", {"round": 1, "table": 2, "player": "p5", "kind": "roll-dice"})
    publisher.publish(session.state, session.now(), change, ratings=session.ratings_before)
    assert hub.version("hall") == hall_version and hub.version("table:1") == versions["table:1"]
    assert hub.version("table:2") == versions["table:2"] + 1
    view = json.loads(hub.message("table:2"))["view"]
    assert view["decision"] == {"player": "p5", "label": "roll dice"}


def test_a_table_view_is_published_again_when_its_auxiliary_time_ends() -> None:
    session, time = demo()
    hub = Hub(now=session.now)
    publisher = Publisher(hub, lambda fn, *args: fn(*args))
    entry = session.do("clock.decision", {"round": 1, "table": 2, "player": "p5", "kind": "roll-dice"}).entry
    publisher.publish(session.state, session.now(), ratings=session.ratings_before)
    aux_end = entry.data["t"] + session.state.settings.rules.decisions["roll-dice"].aux_ms
    assert publisher.next_change[(1, 2)] == aux_end and (1, 1) not in publisher.next_change
    time.advance(aux_end - session.now() - 1)
    assert publisher.due(session.now()) == Change()
    time.advance(1)
    assert publisher.due(session.now()) == Change(tables=frozenset({(1, 2)}))
    before = json.loads(hub.message("table:2"))["view"]["players"][0]
    publisher.publish(session.state, session.now(), publisher.due(session.now()), ratings=session.ratings_before)
    after = json.loads(hub.message("table:2"))["view"]["players"][0]
    assert before["aux"]["running"] and before["main"]["running"] is False
    assert after["aux"] == {"running": False, "left_ms": 0}
    assert after["main"] == {"running": True, "ends_at": aux_end + 120_000}


def test_standings_are_rebuilt_at_most_every_two_seconds_and_sent_late() -> None:
    session, _ = demo()
    hub = Hub(now=session.now)
    clock = [100.0]
    publisher = Publisher(hub, lambda fn, *args: fn(*args), clock=lambda: clock[0])
    publisher.publish(session.state, session.now(), ratings=session.ratings_before)

    def out(player: str, table: int) -> None:
        change = session.do("player.out", {"round": 1, "table": table, "players": [player]})
        publisher.publish(session.state, session.now(), change, ratings=session.ratings_before)
        assert publisher.standings_stale  # never ranked inside the table's own publish
        publisher.publish(session.state, session.now(), publisher.due(session.now()), ratings=session.ratings_before,
                          standings=publisher.standings_due())  # as the owners do next

    def shown() -> dict:
        view = assemble(json.loads(hub.hall_message())["parts"])
        dee = next(p for p in view["tables"][0]["players"] if p["name"] == "Dee")
        return {"dee": dee["points"], "games": {s["name"]: s["games"] for s in view["standings"]}}

    clock[0] += 5
    assert publisher.standings_in() is None
    out("p4", 1)  # long enough since the last build: rebuilt at once, just after the table's publish
    assert shown() == {"dee": "0", "games": shown()["games"]} and shown()["games"]["Dee"] == 1
    clock[0] += 0.5
    out("p7", 2)  # Gus: the table shows it at once, the standings wait
    view = assemble(json.loads(hub.hall_message())["parts"])
    gus = next(p for p in view["tables"][1]["players"] if p["name"] == "Gus")
    assert gus["status"] == "out" and gus["points"] != ""
    assert shown()["games"]["Gus"] == 0 and publisher.standings_stale
    assert not publisher.standings_due() and publisher.standings_in() == 1.5
    clock[0] += 1.5
    assert publisher.standings_due()
    publisher.publish(session.state, session.now(), publisher.due(session.now()), ratings=session.ratings_before,
                      standings=True)
    assert shown()["games"]["Gus"] == 1 and not publisher.standings_stale


def test_standings_built_in_steps_go_out_at_the_last_step_unless_newer_ones_went_out_meanwhile() -> None:
    session, _ = demo()
    hub = Hub(now=session.now)
    clock = [100.0]
    publisher = Publisher(hub, lambda fn, *args: fn(*args), clock=lambda: clock[0])
    publisher.publish(session.state, session.now(), ratings=session.ratings_before)

    def games(name: str) -> int:
        view = assemble(json.loads(hub.hall_message())["parts"])
        return next(s["games"] for s in view["standings"] if s["name"] == name)

    clock[0] += 0.5
    change = session.do("player.out", {"round": 1, "table": 1, "players": ["p4"]})
    publisher.publish(session.state, session.now(), change, ratings=session.ratings_before)
    clock[0] += 2
    assert publisher.standings_due()
    steps = publisher.standings_in_steps(session.state)
    next(steps)  # the first step: nothing handed over yet, and no longer due (a build is under way)
    assert games("Dee") == 0 and not publisher.standings_due()
    for _ in steps:
        pass
    assert games("Dee") == 1 and not publisher.standings_stale

    # A build from an older state that ends after a whole publish (new standings) changes nothing.
    clock[0] += 5
    change = session.do("player.out", {"round": 1, "table": 2, "players": ["p7"]})
    publisher.publish(session.state, session.now(), change, ratings=session.ratings_before)
    entry = change.entry
    older = publisher.standings_in_steps(session.state)  # Gus out: one game
    next(older)
    assert entry is not None
    session.do("undo", {"entry": entry.seq})
    # Every view, the standings as of the undo:
    publisher.publish(session.state, session.now(), ratings=session.ratings_before)
    assert games("Gus") == 0
    for _ in older:  # built before the undo: were it handed over, Gus would show a game again
        pass
    assert games("Gus") == 0


def test_a_late_client_gets_every_part_changed_since_its_version_and_removed_parts_as_null() -> None:
    session, _ = demo()
    hub = Hub(now=session.now)
    publisher = Publisher(hub, lambda fn, *args: fn(*args), clock=lambda: 0.0)
    publisher.publish(session.state, session.now(), ratings=session.ratings_before)
    start = hub.version("hall")
    for player, table in (("p4", 1), ("p7", 2)):
        change = session.do("player.out", {"round": 1, "table": table, "players": [player]})
        publisher.publish(session.state, session.now(), change, ratings=session.ratings_before)
    assert hub.version("hall") == start + 2
    delta = json.loads(hub.hall_event(start)[6:])
    assert delta["full"] is False and {"t1", "t2"} <= set(delta["parts"])
    one_behind = json.loads(hub.hall_event(start + 1)[6:])
    assert "t2" in one_behind["parts"] and "t1" not in one_behind["parts"]
    assert hub.hall_event(start) is hub.hall_event(start)  # made once, shared by every client there
    hub.take({"head": b"{}"}, {}, session.state.seq, True)  # the tables went away
    gone = json.loads(hub.hall_event(start + 2)[6:])
    assert gone["parts"]["t1"] is None and gone["parts"]["t2"] is None and gone["parts"]["head"] == {}


def test_serving_leaves_the_gil_switch_interval_as_it_was() -> None:
    """With the pages woken a batch per turn, the interpreter's own interval served both threads best
    (bench_hall_load: POST -> commit p99 13.8 ms at 5 ms against 16.8 at 0.5 ms, and the desk's tap too)."""
    import sys

    from tableside.app.hall.runner import ServerThread

    before = sys.getswitchinterval()
    hub = Hub(now=lambda: 0)
    server = ServerThread(lambda h: _empty_app, hub, "127.0.0.1", 0)
    server.start()
    try:
        assert sys.getswitchinterval() == before
    finally:
        server.stop()
    assert sys.getswitchinterval() == before


async def _empty_app(scope, receive, send) -> None:  # an ASGI app that answers nothing but 204
    if scope["type"] == "http":
        await send({"type": "http.response.start", "status": 204, "headers": []})
        await send({"type": "http.response.body", "body": b""})
