"""One "what changed": the hall publishes the session's own Change, builds a device's view from the same
table model as the desk's card with the session's ratings memo, and reads nothing back after a commit."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from tableside.app.event import page_view as views
from tableside.app.event import ratings_memo, results
from tableside.app.event.changes import Change
from tableside.app.event.session import EventSession
from tableside.app.event.table_view_model import TableModel, table_model
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.entry import Entry
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.hall.gate import Desk, Gate
from tableside.app.hall.hub import Hub
from tableside.app.hall.publish import Publisher
from tableside.app.hall.writer import SessionWriter
from tableside.ui.demo import fill_demo


class CountingStore(MemoryStore):
    """A real in-memory store that counts every read of its entries."""

    def __init__(self) -> None:
        super().__init__()
        self.reads = 0

    def entries(self, after_seq: int = 0) -> Iterator[Entry]:  # type: ignore[override]
        self.reads += 1
        return super().entries(after_seq)

    def last(self) -> Entry | None:
        self.reads += 1
        return super().last()


class RecordingPublisher(Publisher):
    """Notes each publish's Change, and how many reads the store had had since the job's commit."""

    def __init__(self, hub: Hub, store: CountingStore) -> None:
        super().__init__(hub, lambda fn, *args: fn(*args), clock=lambda: 0.0)
        self.store = store
        self.calls: list[tuple[Change | None, int]] = []

    def publish(self, state: Any, now: int, change: Change | None = None, **kwargs: Any) -> None:
        self.calls.append((change, self.store.reads))
        super().publish(state, now, change, **kwargs)


def demo(store: MemoryStore | None = None, scoring: str | None = None) -> EventSession:
    session = EventSession(store if store is not None else MemoryStore(), FakeTime())
    fill_demo(session)
    if scoring is not None:
        session.do("event.scoring", {"system": scoring})
    return session


def test_the_writer_publishes_the_change_each_commit_returned_and_reads_nothing_back() -> None:
    store = CountingStore()
    session = demo(store)
    publisher = RecordingPublisher(Hub(now=session.now), store)
    writer = SessionWriter(lambda: session, publisher)
    writer.start()
    try:
        returned: list[Change] = []

        def out(desk: Desk, gate: Gate) -> None:  # a job that commits as a device's does, and one as a pairing's
            returned.append(session.do("player.out", {"round": 1, "table": 1, "players": ["p4"]}))
            store.reads = 0  # from here on, the writer's own work after the commit

        writer.run(out).result(timeout=10)
        published = [(change, reads) for change, reads in publisher.calls if change is not None and change.entries]
        assert published == [(returned[0], 0)]  # that very Change, with no read of the store since the commit
        assert returned[0].tables == frozenset({(1, 1)}) and returned[0].standings
    finally:
        writer.stop()


def test_the_writer_hands_on_the_committed_entries_from_the_change() -> None:
    store = CountingStore()
    session = demo(store)
    handed: list[list[Entry]] = []
    writer = SessionWriter(lambda: session, Publisher(Hub(now=session.now), lambda fn, *args: fn(*args)),
                           on_commit=handed.append)
    writer.start()
    try:
        def both(desk: Desk, gate: Gate) -> Change:
            change = session.do("clock.decision", {"round": 1, "table": 2, "player": "p5", "kind": "roll-dice"})
            return change | session.do("player.out", {"round": 1, "table": 1, "players": ["p4"]})

        change = writer.run(both).result(timeout=10)
        writer.run(lambda desk, gate: None).result(timeout=10)  # on_commit runs after the answer: one more turn
        assert handed == [list(change.entries)] and len(change.entries) == 2
    finally:
        writer.stop()


@pytest.fixture
def models(monkeypatch: pytest.MonkeyPatch) -> list[TableModel]:
    """Every table model the hall's views build."""
    built: list[TableModel] = []

    def recording(*args: Any, **kwargs: Any) -> TableModel:
        model = table_model(*args, **kwargs)
        built.append(model)
        return model

    monkeypatch.setattr(views, "table_model", recording)
    return built


def test_a_device_view_is_the_desk_cards_table_model_as_json(models: list[TableModel]) -> None:
    session = demo(scoring="contribution")
    session.do("player.out", {"round": 1, "table": 2, "players": ["p7"]})
    session.do("clock.decision", {"round": 1, "table": 2, "player": "p5", "kind": "roll-dice"})
    hub = Hub(now=session.now)
    Publisher(hub, lambda fn, *args: fn(*args)).publish(session.state, session.now(), ratings=session.ratings_before)
    now = session.now()
    rnd = session.state.rounds[1]
    model = next(m for m in models if m.number == 2)
    assert json.loads(hub.message("table:2"))["view"] == views.device_view(session.state, model,
                                                                           views.round_clock(rnd, now, 2))
    # The desk's card for the same table (as ui.table_card asks for it): the same rows and clocks.
    card = table_model(session.state, rnd.tables[2], now, ratings=session.ratings_before(1),
                       undo_target=session.table_undo_target((1, 2)))
    assert card.rows == model.rows and card.clock == model.clock
    gus = next(row for row in card.rows if row.name == "Gus")
    sent = next(p for p in json.loads(hub.message("table:2"))["view"]["players"] if p["name"] == "Gus")
    assert (sent["status"], sent["points"]) == (gus.status, gus.points) and gus.points  # a rating change, shown


def test_the_pages_take_ratings_from_the_sessions_memo(monkeypatch: pytest.MonkeyPatch) -> None:
    session = demo(scoring="contribution")
    ranked: list[int] = []
    # The memo's way to them (from the standings' results), and any other reader's tally.
    for module, name in ((ratings_memo, "ratings_from_standings"), (results, "ratings_before_round")):
        plain = getattr(module, name)
        monkeypatch.setattr(module, name, lambda state, number, plain=plain: (ranked.append(number),
                                                                              plain(state, number))[1])
    publisher = Publisher(Hub(now=session.now), lambda fn, *args: fn(*args))
    publisher.publish(session.state, session.now(), ratings=session.ratings_before)
    change = session.do("clock.decision", {"round": 1, "table": 2, "player": "p5", "kind": "roll-dice"})
    publisher.publish(session.state, session.now(), change, ratings=session.ratings_before)
    publisher.publish(session.state, session.now(), ratings=session.ratings_before)
    # Once for round 1, for every view of three publishes: a clock action alters no one's ratings.
    assert ranked == [1]
