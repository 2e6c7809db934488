"""The station runtime's decisions, with no network and no waiting: which server to follow once its own is
gone (the highest epoch, by the rank rule), whether its copy goes on or is set aside, what the log says.

The holders are fakes answering ``LogClient.page`` from a list of entries; the stations asked are a list
handed to the keeper in place of ``probe_all``."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.entry import GENESIS_HASH, Entry
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.replication.wire import LogPage, Status
from tableside.app.standby import keeper as keeper_module
from tableside.app.standby.keeper import Keeper, LogFacts, StationEvents, continues, to_follow
from tableside.app.standby.station import OldHead, StationInfo, take_over
from tests.event.helpers import small_event
from tests.standby.helpers import entries_of

EVENT = "e" * 64
GONE = "http://10.0.0.1:8765/"
BOB = "http://10.0.0.2:8765/"


def server(epoch: int, head: int, serving: str | None, event: str = EVENT, url: str = BOB) -> Status:
    return Status(url, event, epoch, head, serving)


def facts(epoch: int = 1, serving: str | None = None) -> LogFacts:
    return LogFacts(event=EVENT, seq=40, epoch=epoch, serving=serving)


# Which server to follow -------------------------------------------------------------------------------------

def test_worked_examples_of_whom_to_follow() -> None:
    assert to_follow([], facts()) is None  # nobody else answers: wait for the server
    assert to_follow([server(2, 41, "st-bob")], facts()) == server(2, 41, "st-bob")  # a takeover elsewhere
    assert to_follow([server(9, 1, "st-x", event="f" * 64)], facts()) is None  # another event, however high
    assert to_follow([server(1, 900, None)], facts()) is None  # the very server it follows, at its own epoch
    assert to_follow([server(1, 2, "st-bob")], facts(2, "st-cy")) is None  # below what it follows
    assert to_follow([server(2, 2, "st-bob")], facts(2, "st-cy")) == server(2, 2, "st-bob")  # a split: the other side
    # Of several takers, the rule's: the higher epoch, then the longer log, then the id sorting first.
    found = [server(2, 50, "st-bob"), server(3, 10, "st-dee"), server(3, 10, "st-cy"), server(3, 9, "st-al")]
    assert to_follow(found, facts()) == server(3, 10, "st-cy")


statuses = st.builds(server, st.integers(1, 4), st.integers(0, 6),
                     st.one_of(st.none(), st.sampled_from(["st-aaa", "st-bbb", "st-zzz"])),
                     st.sampled_from([EVENT, "f" * 64]))
followed = st.builds(facts, st.integers(1, 4), st.one_of(st.none(), st.sampled_from(["st-aaa", "st-bbb"])))


@given(st.lists(statuses, max_size=6), followed)
def test_the_one_followed_outranks_every_other_server_of_the_event_and_is_not_below_the_copy(
        found: list[Status], mine: LogFacts) -> None:
    chosen = to_follow(found, mine)
    same_event = [s for s in found if s.event == mine.event]
    if chosen is None:
        assert all(s.epoch < mine.epoch or (s.epoch, s.serving) == (mine.epoch, mine.serving)
                   for s in same_event if not any(o.outranks(s) for o in same_event))
        return
    assert chosen in same_event and not any(other.outranks(chosen) for other in same_event)
    assert chosen.epoch >= mine.epoch and (chosen.epoch, chosen.serving) != (mine.epoch, mine.serving)


@given(st.lists(statuses, max_size=6), followed)
def test_whom_to_follow_does_not_depend_on_which_station_answered_first(found: list[Status], mine: LogFacts) -> None:
    first, last = to_follow(found, mine), to_follow(list(reversed(found)), mine)
    assert (first.rank() if first else None) == (last.rank() if last else None)


# Going on, or set aside --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("after_hash", "mine", "goes_on"), [
    ("a" * 64, "a" * 64, True),  # the holder's entry at the copy's last seq is the copy's
    ("b" * 64, "a" * 64, False),  # another entry there: the copy holds what the holder lacks
    (None, "a" * 64, False),  # the holder's log is shorter than the copy
    (GENESIS_HASH, "", True),  # an empty copy goes on from anyone
])
def test_whether_the_copy_goes_on_from_the_holder(after_hash: str | None, mine: str, goes_on: bool) -> None:
    assert continues(after_hash, mine) is goes_on


def test_the_log_tells_the_epoch_the_station_serving_and_every_station_s_address() -> None:
    known = LogFacts()
    known.take([entry(1, "event.create"), entry(2, "station.join", station="st-bob", name="Bob", url=BOB),
                entry(3, "station.join", station="st-cy", name="Cy", url="http://10.0.0.3:8765/"),
                entry(4, "event.takeover", station="st-bob", epoch=2)])
    assert (known.event, known.seq, known.epoch, known.serving) == (f"{1:064x}", 4, 2, "st-bob")
    assert known.urls(besides="st-cy") == [BOB]  # a station never asks itself


def entry(seq: int, kind: str, **data: object) -> Entry:
    return Entry(seq, f"id{seq}", "2026-05-01T10:00:00", kind, dict(data), "0" * 64, f"{seq:064x}")


class Holder:
    """A station that took over, as ``LogClient`` answers from it: pages of its log, with the chain's hashes."""

    def __init__(self, entries: list[Entry]) -> None:
        self.entries = entries
        self.closed = False

    def page(self, after: int, limit: int = 500, wait_s: float = 0.0, *, holding: bool = True) -> LogPage:
        at = GENESIS_HASH if after == 0 else self.entries[after - 1].hash if after <= len(self.entries) else None
        return LogPage(after, at, len(self.entries), self.entries[-1].hash, tuple(self.entries[after:after + limit]))

    def close(self) -> None:
        self.closed = True


def branches() -> tuple[list[Entry], list[Entry]]:
    """(the copy's log, the taker's log): the same first entries, then 2 entries only the copy stored and
    3 the taker committed after it took over (the copy's server was gone before it could send them)."""
    desk = EventSession(MemoryStore(), FakeTime())
    small_event(desk)
    shared = list(desk.store.entries())
    taker = MemoryStore()
    taker.append_replicated(shared)
    desk.do("player.register", {"name": "Only here"})
    desk.do("player.register", {"name": "Only here too"})
    other = take_over(lambda: EventSession(taker, FakeTime()), StationInfo("st-bob-laptop", "Bob", BOB), OldHead())
    for name in ("Eve", "Fay"):
        other.do("player.register", {"name": name})
    return list(desk.store.entries()), list(taker.entries())


def station(tmp_path: Path, log: list[Entry], heard: list[tuple[str, object]], monkeypatch,
            holder: Holder) -> tuple[Keeper, str]:
    """Cy's station whose server is gone, its copy holding ``log``; asking around finds ``holder`` at epoch 2."""
    path = str(tmp_path / "cy.tableside")
    store = open_event_file(path, create=True)
    store.append_replicated(log)
    store.close()
    events = StationEvents(moved=lambda s: heard.append(("moved", s.holder)),
                           set_aside=lambda kept, said: heard.append(("aside", (kept, said))))
    keeper = Keeper(GONE, "t" * 32, path, station=StationInfo("st-cy", "Cy", "http://10.0.0.3:8765/"),
                    events=events)
    keeper.facts.take(log)
    monkeypatch.setattr(keeper_module, "probe_all", lambda urls: [
        Status(BOB, log[0].hash, 2, len(holder.entries), "st-bob-laptop", (("st-bob-laptop", "Bob", BOB),))])
    monkeypatch.setattr(keeper_module, "LogClient", lambda url, token: holder)
    return keeper, path


def test_a_copy_the_taker_continues_follows_it(tmp_path: Path, monkeypatch) -> None:
    mine, taken = branches()
    held = mine[:-2]  # this copy never got the desk's last two: the taker holds all it has
    heard: list[tuple[str, object]] = []
    holder = Holder(taken)
    keeper, path = station(tmp_path, held, heard, monkeypatch, holder)
    store = open_event_file(path)
    try:
        assert keeper._elsewhere(store, failures=0) is holder
    finally:
        store.close()
    assert heard == [("moved", "Bob")] and not holder.closed


def test_a_copy_holding_entries_the_taker_lacks_is_set_aside_whole_and_listed(tmp_path: Path, monkeypatch) -> None:
    mine, taken = branches()
    heard: list[tuple[str, object]] = []
    keeper, path = station(tmp_path, mine, heard, monkeypatch, Holder(taken))
    store = open_event_file(path)
    try:
        with pytest.raises(keeper_module._Aside) as found:
            keeper._elsewhere(store, failures=0)
    finally:
        store.close()
    aside = found.value
    assert aside.shared == len(mine) - 2 and [e.seq for e in aside.listed] == [len(mine) - 1, len(mine)]
    keeper._put_aside(aside)
    assert not Path(path).exists()  # the fresh copy is started by the runtime, from the new holder
    (what, (kept, text)), = [h for h in heard if h[0] == "aside"]
    said = str(text)  # the English; the window translates each line (tests/ui/test_translations_rest.py)
    assert Path(kept).name.startswith("cy.aside-epoch1-") and entries_of(Path(kept)) == mine  # kept whole
    assert f"Bob holds the event at epoch 2 and lacks 2 entries this copy stored after entry {len(mine) - 2}" in said
    assert "Only here" in said and "Only here too" in said  # what a judge re-enters, by name
    assert heard[0] == ("moved", "Bob")
