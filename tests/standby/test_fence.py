"""The fence, with no network: who is asked, what their answers decide, and how the log feed answers an action
no copy stored (never "done" once a station took over). Also the re-enter list filtered by action id, and a
station's join sent again until it lands."""

from __future__ import annotations

import asyncio
import threading
import time

from tableside.app.eventlog.entry import Entry
from tableside.app.replication.fence import Verdict, check, decide, fenced_message
from tableside.app.replication.logfeed import FENCED, InlineLog, LogFeed
from tableside.app.replication.rivals import action_key, holder_actions, not_held
from tableside.app.replication.wire import LogPage, Status
from tableside.app.standby import keeper as keeper_module

EVENT = "e" * 64
STATIONS = (("st-bob", "Bob's laptop", "http://10.0.0.2:8765/"), ("st-cy", "Cy's laptop", "http://10.0.0.3:8765/"))


def desk(epoch: int = 1, head: int = 40, serving: str | None = None) -> Status:
    return Status("", EVENT, epoch, head, serving, STATIONS)


def station(url: str, epoch: int, head: int, serving: str | None, event: str = EVENT) -> Status:
    return Status(url, event, epoch, head, serving, STATIONS)


# The decision -----------------------------------------------------------------------------------------------

def test_a_station_that_took_over_fences_the_desk() -> None:
    taker = station("http://10.0.0.2:8765/", 2, 38, "st-bob")  # a shorter log, but a takeover: the epoch first
    verdict = decide(desk(), 2, [taker])
    assert verdict.fenced and verdict.holder == taker and not verdict.unchecked
    assert fenced_message(taker) == ("not known yet: this desk no longer holds the event (Bob's laptop took it "
                                     "over, at http://10.0.0.2:8765/); send it there (it is done once)")


def test_the_rank_rule_decides_at_the_same_epoch_and_another_event_never_counts() -> None:
    assert decide(desk(2, 40, "st-cy"), 1, [station("u", 2, 41, "st-bob")]).fenced  # same epoch, longer log
    assert not decide(desk(2, 40, "st-bob"), 1, [station("u", 2, 40, "st-cy")]).fenced  # "st-bob" sorts first
    assert not decide(desk(1, 40), 1, [station("u", 1, 40, "st-bob")]).fenced  # the desk that made it, no id
    assert not decide(desk(1, 40), 1, [station("u", 9, 1, "st-bob", event="f" * 64)]).fenced
    assert not decide(desk(3, 40, "st-cy"), 1, [station("u", 2, 900, "st-bob")]).fenced  # an older epoch


def test_every_station_in_the_log_is_asked_but_the_one_serving() -> None:
    asked: list[list[str]] = []

    def probe(urls: list[str]) -> dict[str, Status | None]:
        asked.append(urls)
        return {}

    verdict = check(desk(2, 40, "st-bob"), probe)
    assert asked == [["http://10.0.0.3:8765/"]]
    # Named, none answered: not a positive answer, so nothing is done alone.
    assert verdict == Verdict(None, 1, 0, unknown=("http://10.0.0.3:8765/",))
    assert verdict.unchecked and not verdict.sure
    assert check(Status("", EVENT, 1, 40, None, ()), probe) == Verdict(None, 0, 0)  # nobody could take over
    assert len(asked) == 1  # nobody to ask: no asking at all
    assert not Verdict(None, 0, 0).unchecked and Verdict(None, 0, 0).sure
    assert check(None, probe) == Verdict(None, 0, 0)  # the event is not open yet


# The log feed's answer --------------------------------------------------------------------------------------

class Fence:
    """A fence whose answer the test sets; counts how often it was asked."""

    def __init__(self, holder: Status | None = None, answered: int = 2) -> None:
        self.holder = holder
        self.answered = answered
        self.asked = 0
        self.lock = threading.Lock()

    def __call__(self) -> Verdict:
        with self.lock:
            self.asked += 1
        return Verdict(self.holder, 2, self.answered)


def feed_with(fence: Fence, said: list[str], fenced: list[Status], clock: list[float]) -> LogFeed:
    feed = LogFeed(InlineLog(None), "t" * 32, lambda line: said.append(str(line)))  # type: ignore[arg-type]
    feed.fence = fence
    feed.on_fenced = fenced.append
    feed.clock = lambda: clock[0]
    return feed


def test_an_action_no_copy_stored_is_fenced_once_a_station_took_over() -> None:
    taker = station("http://10.0.0.2:8765/", 2, 38, "st-bob")
    fence, said, fenced, clock = Fence(), [], [], [10.0]

    async def scenario() -> list[str]:
        feed = feed_with(fence, said, fenced, clock)
        got = [await feed.stored(5)]  # no copy follows: asked, nobody took over, "none" as before
        feed.heard("copy-a", 5, time.monotonic())
        got.append(await feed.stored(5))  # a copy holds it: the stations are not asked
        clock[0] = 10.5
        got.append(await feed.stored(6, timeout=0))  # the copy is behind: asked, nobody took over
        fence.holder = taker
        clock[0] = 11.0  # the next entry is written after that asking: it covers it no more
        got.append(await feed.stored(7, timeout=0))
        got.append(await feed.stored(5))  # once fenced, nothing is answered done, not even what a copy holds
        answer = feed.fenced_answer()
        assert answer.status_code == 503 and b'"holder":"http://10.0.0.2:8765/"' in answer.body
        return got

    assert asyncio.run(asyncio.wait_for(scenario(), 20)) == ["none", "stored", "alone", FENCED, FENCED]
    assert fence.asked == 3
    assert fenced == [taker]  # the desk stands down once
    assert said[-1] == ("Bob's laptop took the event over (epoch 2, http://10.0.0.2:8765/): this desk answers "
                        "nothing more as done and stands down")


def test_answers_waiting_together_share_one_asking_and_an_earlier_asking_covers_no_later_entry() -> None:
    fence, said, fenced, clock = Fence(answered=0), [], [], [10.0]

    async def scenario() -> list[str]:
        feed = feed_with(fence, said, fenced, clock)
        together = await asyncio.gather(*(feed.stored(seq) for seq in (5, 6, 7)))
        clock[0] = 12.0
        later = await feed.stored(8)
        return [*together, later]

    # No station answered: "not known yet" (never "done"), said once, and the desk does not stand down.
    assert asyncio.run(asyncio.wait_for(scenario(), 20)) == [FENCED] * 4
    assert fence.asked == 2
    assert said == ["of the 2 stations in the log that could take the event over, some did not answer (2 of them): "
                    "an action no copy stored is answered 'not known yet' until each answers (revoke a station "
                    "that is gone for good)"]  # said once
    assert fenced == []


def test_the_desks_own_action_is_fenced_too() -> None:
    taker = station("http://10.0.0.3:8765/", 2, 38, "st-cy")
    fence, said, fenced, clock = Fence(taker), [], [], [10.0]
    feed = feed_with(fence, said, fenced, clock)
    assert feed.stored_blocking(5) == FENCED
    assert feed.stored_blocking(6) == FENCED and fence.asked == 1 and fenced == [taker]


def test_the_windows_own_click_does_not_wait_for_the_fence_but_is_never_done_once_fenced() -> None:
    taker = station("http://10.0.0.3:8765/", 2, 38, "st-cy")
    fence, said, fenced, clock = Fence(taker), [], [], [10.0]
    feed = feed_with(fence, said, fenced, clock)
    assert feed.stored_blocking(5, fence=False) == "none" and fence.asked == 0
    assert asyncio.run(feed.stored(6)) == FENCED  # a device's action: asked
    assert feed.stored_blocking(7, fence=False) == FENCED and fence.asked == 1


def test_a_fence_that_fails_to_ask_answers_not_known_yet_and_says_why() -> None:
    said: list[str] = []
    feed = LogFeed(InlineLog(None), "t" * 32, lambda line: said.append(str(line)))  # type: ignore[arg-type]

    def broken() -> Verdict:
        raise OSError("no route to host")

    feed.fence = broken
    assert feed.stored_blocking(5) == FENCED  # not asked is not known: never "done"
    assert feed.fenced_by is None  # but nobody is known to hold the event: the desk serves on
    assert said[0] == "could not ask the stations whether one took over (no route to host): answering 'not known yet'"
    assert feed.fenced_answer().body.startswith(b'{"ok":false,"message":"not known yet: this desk could not ask')


# The re-enter list ------------------------------------------------------------------------------------------

def entry(seq: int, kind: str, **data: object) -> Entry:
    return Entry(seq, f"id{seq}", "2026-05-01T10:00:00", kind, dict(data), "0" * 64, f"{seq:064x}")


class Holder:
    """The holder's log, as LogClient.page answers it (two entries a page, to cross a page's end)."""

    def __init__(self, entries: list[Entry]) -> None:
        self.entries = entries

    def page(self, after: int, limit: int = 500, wait_s: float = 0.0, *, holding: bool = True) -> LogPage:
        chosen = tuple(e for e in self.entries if e.seq > after)[:2]
        return LogPage(after, "0" * 64, self.entries[-1].seq, self.entries[-1].hash, chosen)


def test_the_re_enter_list_leaves_out_what_the_holder_has_under_the_same_action_id() -> None:
    mine = [entry(11, "clock.done", device="d1", action_id="a-0001"),
            entry(12, "clock.done", device="d2", action_id="a-0001"),  # another device, the same id: not the same
            entry(13, "player.rename", station="st-bob", action_id="s-0007"),
            entry(14, "clock.hold_all"),  # the desk's own: always listed
            entry(15, "clock.done", device="d1", action_id="a-0002")]
    holder = Holder([entry(11, "event.takeover", station="st-cy", epoch=2),
                     entry(12, "clock.done", device="d1", action_id="a-0001"),
                     entry(13, "player.rename", station="st-bob", action_id="s-0007"),
                     entry(14, "clock.done", device="d2", action_id="a-0009")])
    held = holder_actions(holder, 10)  # type: ignore[arg-type]
    assert held == {("d1", "a-0001"), ("station:st-bob", "s-0007"), ("d2", "a-0009")}
    assert [e.seq for e in not_held(mine, held)] == [12, 14, 15]
    assert action_key(entry(1, "clock.hold_all")) is None


# A station's join -------------------------------------------------------------------------------------------

def test_a_join_that_did_not_land_is_sent_again_until_it_does() -> None:
    from tableside.app.standby.station import StationInfo
    from tests.standby.test_station_join import TOKEN, FakeDesk, busy

    joined: list[str] = []
    keeper = keeper_module.Keeper("http://127.0.0.1:9/", "t" * 32, "unused.tableside",
                                  station=StationInfo("st-bob", "Bob", ""),
                                  events=keeper_module.StationEvents(joined=joined.append))
    desk = FakeDesk(busy(429), busy(503), (7, TOKEN))  # then it lands
    pauses: list[float] = []
    keeper.join_pause = pauses.append
    keeper.join_client = desk.client  # type: ignore[assignment]
    following = keeper.client
    assert keeper._join_until_landed(following, 0)
    assert len(desk.sent) == 3 and pauses == [0.5, 1.0]  # growing pauses
    assert keeper.station_token == following.token == TOKEN and joined == [TOKEN]  # it reads as the station now
    keeper._join_round, keeper.station_token = 2, None  # a newer server was reached: the older round gives up
    assert not keeper._join_until_landed(following, 1)
    assert len(desk.sent) == 3
