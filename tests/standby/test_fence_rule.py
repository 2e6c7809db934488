"""The fence's rule, with no network: a fake station set, each interleaving of (desk probe, station takeover,
desk answer), and a hypothesis search over their orderings.

The rule (``app.replication.fence``): the desk answers "done" alone only when every station that could take the
event over from it answered positively (a status below the desk, or nothing listening at its address), within
``FENCE_VALID_S`` of the asking's start, and no joined station's following copy lacks the entry; a station
taking over listens (answering "still opening") ``TAKEOVER_WAIT_S`` before it commits.

What is checked, over every ordering:

* A: the old desk never answers "done" alone (no copy holding the entry) after the takeover exists (the
  failure seen once in 200 partition cycles: the new holder's status took over 1 s, which the old fence read
  as "nobody took over");
* B: while a station's copy follows (it long-polls, so the desk hears it), no action answered "done" is
  missing from the new holder's log.
"""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from dataclasses import dataclass, field

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tableside.app.event.state import EventState, Station, Takeover
from tableside.app.hall.publish import retired_stations
from tableside.app.replication.fence import (
    FENCE_VALID_S,
    TAKEOVER_WAIT_S,
    Verdict,
    check,
    judge,
    takers,
)
from tableside.app.replication.logfeed import FENCED, InlineLog, LogFeed
from tableside.app.replication.rivals import ABSENT, Answer, ask, ask_all
from tableside.app.replication.wire import Status, status_from_wire
from tests.depth import examples

EVENT = "e" * 64
BOB = "http://10.0.0.2:8765/"
CY = "http://10.0.0.3:8765/"
STATIONS = (("st-bob", "Bob's laptop", BOB), ("st-cy", "Cy's laptop", CY))


def desk(head: int = 40, retired: tuple[str, ...] = ()) -> Status:
    return Status("", EVENT, 1, head, None, STATIONS, retired)


def serving(url: str, epoch: int, station: str, event: str = EVENT) -> Status:
    return Status(url, event, epoch, 10, station, STATIONS)


# The verdict on each answer ----------------------------------------------------------------------------------

def test_only_a_status_below_the_desk_or_nobody_listening_is_a_positive_answer() -> None:
    assert judge(desk(), {BOB: ABSENT, CY: ABSENT}).sure
    assert judge(desk(), {BOB: serving(BOB, 1, "st-bob"), CY: ABSENT}).sure  # it serves below this desk
    assert judge(desk(), {BOB: serving(BOB, 9, "st-bob", "f" * 64), CY: ABSENT}).sure  # another event there
    silent = judge(desk(), {BOB: None, CY: ABSENT})  # a time-out, a 503 "still opening", a 429, no status
    assert not silent.sure and not silent.fenced and silent.unchecked and silent.unknown == (BOB,)
    over = judge(desk(), {BOB: serving(BOB, 2, "st-bob"), CY: None})
    assert over.fenced and over.holder is not None and over.holder.url == BOB


def test_who_is_asked_every_station_but_the_one_serving_and_the_retired() -> None:
    assert takers(desk()) == [BOB, CY]
    assert takers(desk(retired=("st-bob",))) == [CY]
    assert takers(Status("", EVENT, 2, 40, "st-cy", STATIONS)) == [BOB]
    asked: list[list[str]] = []

    def probe(urls: list[str]) -> dict[str, Answer]:
        asked.append(urls)
        return {BOB: ABSENT}  # Cy's answer never came

    verdict = check(desk(), probe)
    assert asked == [[BOB, CY]] and verdict == Verdict(None, 2, 1, unknown=(CY,)) and not verdict.sure
    assert check(desk(retired=("st-bob", "st-cy")), probe) == Verdict(None, 0, 0)  # nobody could take over
    assert len(asked) == 1


def test_the_status_names_the_retired_stations_and_a_desk_reads_them() -> None:
    body = (b'{"ok": true, "event": "' + EVENT.encode() + b'", "epoch": 3, "head": 9, "serving": "st-cy", '
            b'"stations": [], "retired": ["st-bob", 7]}')
    parsed = status_from_wire(BOB, body)
    assert parsed is not None and parsed.retired == ("st-bob",)
    old = status_from_wire(BOB, body.replace(b', "retired": ["st-bob", 7]', b""))
    assert old is not None and old.retired == ()  # an older server names none: every station is asked


def test_retired_a_revoked_station_and_a_holder_superseded_until_it_joins_again() -> None:
    state = EventState()
    state.epoch = 3
    state.stations = {
        "st-a": Station("st-a", "A", "http://a/", 5),  # joined, never took over: could take over
        "st-b": Station("st-b", "B", "http://b/", 6),  # took over at epoch 2, superseded: retired
        "st-c": Station("st-c", "C", "http://c/", 7),  # the holder (epoch 3)
        "st-d": Station("st-d", "D", "http://d/", 8, revoked_seq=30),  # revoked
        "st-e": Station("st-e", "E", "http://e/", 9, last_joined_seq=40),  # took over at 2, then joined again
    }
    state.takeovers = [Takeover("st-b", 2, 10, "", 10, 11), Takeover("st-e", 2, 12, "", 12, 13),
                       Takeover("st-c", 3, 20, "", 20, 21)]
    assert retired_stations(state) == ["st-b", "st-d"]


def test_asking_a_real_address_refused_is_absent_and_silence_is_unknown() -> None:
    closed = socket.socket()
    closed.bind(("127.0.0.1", 0))
    refused_port = closed.getsockname()[1]
    closed.close()  # nothing listens there now
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)  # accepts (the kernel does), never answers: a stopped laptop
    try:
        quiet = f"http://127.0.0.1:{silent.getsockname()[1]}/"
        refused = f"http://127.0.0.1:{refused_port}/"
        assert ask(refused, 0.5) == ABSENT
        started = time.monotonic()
        assert ask(quiet, 0.3) is None
        assert ask_all([refused, quiet], 0.3) == {refused: ABSENT, quiet: None}
        assert time.monotonic() - started < 2.0
        assert ask("not an address", 0.3) is None
    finally:
        silent.close()


# The log feed's answer, each interleaving ---------------------------------------------------------------------

@dataclass
class FakeStation:
    """Bob's laptop as the desk's fence sees it, on the test's clock."""

    url: str = BOB
    following: bool = True
    listening_at: float | None = None  # started to take over: listens, answers 503 "still opening"
    took_at: float | None = None
    held: int = 0  # what its copy holds
    log: list[int] = field(default_factory=list)  # the new holder's entries, once it took over
    slow: bool = False  # its status answer takes longer than the probe's time-out

    def answer(self) -> Answer:
        if self.slow:
            return None
        if self.took_at is not None:
            return serving(self.url, 2, "st-bob")
        if self.listening_at is not None:
            return None  # 503: not a status
        return ABSENT

    def start_takeover(self, now: float) -> None:
        if self.following:
            self.following = False
            self.listening_at = now

    def commit_takeover(self, now: float) -> bool:
        if self.listening_at is None or self.took_at is not None or now < self.listening_at + TAKEOVER_WAIT_S:
            return False  # the takeover commits only TAKEOVER_WAIT_S after it began to listen
        self.took_at = now
        self.log = list(range(1, self.held + 1))
        return True


class Hall:
    """A desk (the real ``LogFeed``, the real ``fence.check``) and one station, on a clock the test moves."""

    def __init__(self, copy_heard: bool) -> None:
        self.now = 100.0
        self.station = FakeStation()
        self.head = 0
        self.said: list[str] = []
        self.feed = LogFeed(InlineLog(None), "t" * 32, lambda line: self.said.append(str(line)))  # type: ignore[arg-type]
        self.feed.clock = lambda: self.now
        self.feed.fence = lambda: check(Status("", EVENT, 1, self.head, None, STATIONS[:1]), self.probe)
        self.during_probe: list[tuple[str, float]] = []  # what happens between the probe's answer and the judging
        self.copy_heard = copy_heard  # the desk hears the station's copy (it long-polls): B's premise
        self.acked: list[tuple[int, float, str]] = []  # (seq, when, "stored" / "alone" / "none")
        if copy_heard:
            self.feed.heard("copy-bob", 0, time.monotonic(), "st-bob")

    def probe(self, urls: list[str]) -> dict[str, Answer]:
        answers: dict[str, Answer] = {url: self.station.answer() for url in urls}
        for op, arg in self.during_probe:  # the desk paused (SIGSTOP) after the probe answered
            self.step(op, arg)
        self.during_probe = []
        return answers

    def step(self, op: str, arg: float = 0.0) -> None:
        if op == "tick":
            self.now += arg
        elif op == "take":
            self.station.start_takeover(self.now)
        elif op == "commit-takeover":
            self.station.commit_takeover(self.now)
        elif op == "copy" and self.station.following and self.station.held < self.head:
            self.station.held += 1
            if self.copy_heard:
                self.feed.heard("copy-bob", self.station.held, time.monotonic(), "st-bob")
        elif op == "commit":
            self.head += 1

    def answer(self, seq: int, pause: list[tuple[str, float]]) -> str:
        self.during_probe = list(pause)
        got = asyncio.run(self.feed.stored(seq, timeout=0))
        if got != FENCED:
            self.acked.append((seq, self.now, got))  # "done", as the device hears it, at the desk's time
        return got


def test_the_cause_a_slow_status_from_the_new_holder_is_not_nobody_took_over() -> None:
    """Cycle 34's interleaving: the station took over while the desk was stopped; the desk, back, commits the
    queued action and asks; the new holder's status takes over 1 s. The old fence read that as "carry on
    alone" and answered done; now it is "not known yet"."""
    hall = Hall(copy_heard=False)
    hall.step("commit")
    hall.step("take")
    hall.step("tick", TAKEOVER_WAIT_S)
    hall.step("commit-takeover")
    hall.step("commit")  # the desk, SIGCONTinued, writes the queued action
    hall.station.slow = True
    assert hall.answer(2, []) == FENCED and hall.acked == [] and hall.feed.fenced_by is None
    hall.station.slow = False
    hall.step("tick", 0.1)
    assert hall.answer(2, []) == FENCED and hall.feed.fenced_by is not None  # it answers: stand down


def test_a_station_taking_over_answers_still_opening_which_is_no_positive_answer() -> None:
    hall = Hall(copy_heard=False)
    hall.step("commit")
    hall.step("take")
    assert hall.answer(1, []) == FENCED and hall.feed.fenced_by is None


def test_nothing_listening_is_positive_and_the_takeover_after_it_commits_after_the_answer() -> None:
    hall = Hall(copy_heard=False)
    hall.step("commit")
    # The probe finds nothing listening; the station starts to take over at once; the desk answers within
    # the lease. The takeover cannot have committed before that answer.
    assert hall.answer(1, [("take", 0.0), ("tick", FENCE_VALID_S)]) == "none"
    hall.step("commit-takeover")
    assert hall.station.took_at is None  # not yet: TAKEOVER_WAIT_S after it began to listen
    hall.step("tick", TAKEOVER_WAIT_S)
    assert hall.station.commit_takeover(hall.now)
    assert hall.acked[0][1] < hall.station.took_at


def test_a_desk_paused_past_the_lease_between_the_probe_and_its_answer_answers_not_known_yet() -> None:
    hall = Hall(copy_heard=False)
    hall.step("commit")
    pause = [("tick", 0.5), ("take", 0.0), ("tick", TAKEOVER_WAIT_S), ("commit-takeover", 0.0)]
    assert hall.answer(1, pause) == FENCED and hall.acked == []
    assert hall.station.took_at is not None


def test_a_station_copy_that_lacks_the_entry_makes_an_answer_alone_not_known_yet() -> None:
    hall = Hall(copy_heard=True)
    hall.step("commit")
    assert hall.answer(1, []) == FENCED  # Bob's copy follows but holds no entry 1: Bob could take over without it
    hall.step("copy")
    assert hall.answer(1, []) == "stored"
    # A copy with the judge code only (no station's token: not a joined station) is not counted so.
    feed = LogFeed(InlineLog(None), "t" * 32)  # type: ignore[arg-type]
    feed.fence = lambda: Verdict(None, 0, 0)
    feed.heard("plain", 0, time.monotonic())
    assert asyncio.run(feed.stored(1, timeout=0)) == "alone"
    assert feed.stations_behind(1, time.monotonic()) == []


# Every ordering ---------------------------------------------------------------------------------------------

STEPS = st.sampled_from(["commit", "copy", "take", "commit-takeover", "answer", "tick", "slow", "quick"])
PAUSE = st.lists(st.tuples(st.sampled_from(["tick", "take", "commit-takeover", "copy"]),
                           st.sampled_from([0.0, 0.1, 0.5, 0.79, 0.81, 1.0, 1.6, 2.0])), max_size=4)


@settings(max_examples=examples(1000), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(copy_heard=st.booleans(), steps=st.lists(st.tuples(STEPS, st.sampled_from([0.0, 0.2, 0.8, 1.7, 31.0]),
                                                         PAUSE), max_size=14))
# Answered alone while the station's copy lacks the entry, then the takeover (B without the copy rule).
@example(True, [("commit", 0, []), ("answer", 0, []), ("take", 0, []), ("tick", 1.7, []), ("commit-takeover", 0, [])])
# Cycle 34: took over while the desk was stopped; the new holder's status slow (A with "silence is nobody").
@example(False, [("commit", 0, []), ("take", 0, []), ("tick", 1.7, []), ("commit-takeover", 0, []),
                 ("slow", 0, []), ("answer", 0, [])])
# The probe found nothing listening; the desk paused; the station took over meanwhile (A without the lease).
@example(False, [("commit", 0, []), ("answer", 0, [("take", 0), ("tick", 1.6), ("commit-takeover", 0)])])
# The probe found the station taking over ("still opening"): no answer "done" before its takeover.
@example(False, [("commit", 0, []), ("take", 0, []), ("answer", 0, []), ("tick", 1.7, []),
                 ("commit-takeover", 0, [])])
def test_over_every_ordering_no_done_after_the_takeover_and_nothing_done_is_missing(
        copy_heard: bool, steps: list[tuple[str, float, list[tuple[str, float]]]]) -> None:
    hall = Hall(copy_heard)
    answered = 0
    for op, dt, pause in steps:
        if op == "answer":
            if answered < hall.head:
                hall.answer(answered + 1, pause)
                answered += 1
        elif op == "tick":
            hall.step("tick", dt)
        elif op in ("slow", "quick"):
            hall.station.slow = op == "slow"
        else:
            hall.step(op)
    took = hall.station.took_at
    for seq, at, how in hall.acked:
        if how != "stored":  # answered alone: before the takeover existed (A); a copy's entry is B's to check
            assert took is None or at < took, f"entry {seq} answered done alone at {at}, after the takeover at {took}"
        if copy_heard and took is not None:
            assert seq in hall.station.log, f"entry {seq} answered done, missing from the new holder's log"  # B


def test_the_fence_threads_do_not_outlive_their_time_out() -> None:
    before = threading.active_count()
    assert ask_all([], 0.1) == {}
    assert threading.active_count() == before
