"""The desk's decisions with no network: whether it stands down for what it heard, the status it will serve
with, and the runtime standing down once, writer first, whichever of the watch and the fence found the holder."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import Any, TypeVar

from hypothesis import given
from hypothesis import strategies as st

from tableside.app.event.state import EventState
from tableside.app.eventlog.entry import Entry
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.hall.gate import Desk, Gate
from tableside.app.hall.publish import Publisher
from tableside.app.hall.service import DeskRuntime, DeskWriter
from tableside.app.hall.standdown import about_to_serve, stand_down_for
from tableside.app.replication.logfeed import InlineLog
from tableside.app.replication.wire import Status

T = TypeVar("T")
EVENT, OTHER = "a" * 64, "b" * 64


def server(epoch: int, head: int, serving: str | None, event: str = EVENT) -> Status:
    return Status(f"http://10.0.0.{epoch}:{head}/", event, epoch, head, serving)


servers = st.builds(server, st.integers(1, 4), st.integers(0, 6),
                    st.one_of(st.none(), st.sampled_from(["aaa-station", "bbb-station", "zzz-station"])),
                    st.sampled_from([EVENT, EVENT, OTHER]))
desks = st.builds(server, st.integers(1, 4), st.integers(0, 6),
                  st.one_of(st.none(), st.sampled_from(["aaa-station", "bbb-station", "zzz-station"])))


def test_worked_examples() -> None:
    desk = server(1, 40, None)
    assert stand_down_for(desk, []) is None  # nobody answered: carry on (the fence's stated risk)
    assert stand_down_for(desk, [server(2, 3, "bob")]) == server(2, 3, "bob")  # a takeover: higher epoch
    assert stand_down_for(desk, [server(1, 41, "bob")]) == server(1, 41, "bob")  # same epoch, longer log
    assert stand_down_for(desk, [server(1, 40, "bob")]) is None  # the desk that made it sorts first
    assert stand_down_for(desk, [server(9, 1, "bob", OTHER)]) is None  # another event never counts
    taking = server(2, 14, "cy")
    assert stand_down_for(taking, [server(2, 3, "bob")]) is None
    assert stand_down_for(taking, [server(2, 3, "bob")], taking_over=True) == server(2, 3, "bob")


@given(desks, st.lists(servers, max_size=5), st.booleans())
def test_a_desk_stands_down_only_for_a_server_it_heard_of_its_own_event_that_outranks_it(
        own: Status, heard: list[Status], taking_over: bool) -> None:
    holder = stand_down_for(own, heard, taking_over=taking_over)
    if holder is not None:
        assert holder in heard and holder.event == own.event
        assert holder.outranks(own) or taking_over and holder.epoch >= own.epoch
    if any(s.event == own.event and s.epoch > own.epoch for s in heard):
        assert holder is not None  # a higher epoch is never carried on past
    assert stand_down_for(own, [s for s in heard if s.event == own.event], taking_over=taking_over) == holder


@given(desks)
def test_a_desk_hearing_itself_carries_on(own: Status) -> None:
    assert stand_down_for(own, [own]) is None


@given(st.integers(1, 5), st.integers(0, 100), st.one_of(st.none(), st.just("bob")))
def test_a_takeover_serves_one_epoch_and_one_entry_on(epoch: int, seq: int, station: str | None) -> None:
    state = EventState(seq=seq, event_hash=EVENT, epoch=epoch)
    own = about_to_serve(state, station)
    assert own.event == EVENT
    if station is None:
        assert (own.epoch, own.head, own.serving) == (epoch, seq, state.serving)
    else:
        assert (own.epoch, own.head, own.serving) == (epoch + 1, seq + 1, "bob")


class FakeWriter:
    """A writer that only notes what the runtime asked of it."""

    def __init__(self, done: list[str]) -> None:
        self.done = done

    def run(self, job: Callable[[Desk, Gate], T]) -> Future[T]:
        raise AssertionError("no request reaches a runtime that serves nothing")

    def now(self) -> int:
        return 0

    def state(self) -> EventState | None:
        return None

    def attach(self, publisher: Publisher, committed: Callable[[Sequence[Entry], bool], None]) -> None:
        self.done.append("attached")

    def act(self, kind: str, data: dict[str, Any]) -> Entry | None:
        return None

    def start(self) -> None: ...

    def republish(self) -> None: ...

    def stop(self) -> None:
        self.done.append("stopped")

    def stand_down(self) -> None:
        self.done.append("stood down")


def runtime(done: list[str], **more: Any) -> DeskRuntime:
    writer: DeskWriter = FakeWriter(done)
    return DeskRuntime(writer, on_stood_down=lambda lines: done.append("said: " + "\n".join(map(str, lines))),
                       spawn=lambda fn: fn(), me="this desk", **more)  # the stand-down on this thread


def test_the_runtime_stands_down_once_writing_nothing_more_before_it_says_so() -> None:
    done: list[str] = []
    desk = runtime(done)
    bob = server(2, 3, "bob")
    desk.stand_down(bob, server(1, 40, None))
    desk.stand_down(server(3, 1, "cy"), server(1, 40, None))  # the fence heard another meanwhile: once is enough
    assert desk.stand_down.holder == (bob, server(1, 40, None)) and desk.watch.stop.is_set()
    assert done == ["attached", "stood down",
                    "said: bob holds this event now, at epoch 2 (http://10.0.0.2:3/); this desk was at epoch 1 "
                    "and stopped serving."]


def test_the_fence_stands_the_runtime_down_as_the_watch_does() -> None:
    done: list[str] = []
    desk = runtime(done, log=InlineLog(MemoryStore()), token="judge-code")
    assert desk.log is not None
    desk.log.on_fenced(server(2, 3, "bob"))  # a device's action no copy stored, and bob took over
    assert desk.stand_down.holder is not None and desk.stand_down.holder[0] == server(2, 3, "bob")
    assert done[1] == "stood down" and done[2].startswith("said: bob holds this event now, at epoch 2")
