"""Issue 24: nobody gains or loses time when the desk stops (quit, crash, stall, suspend).

Real SQLite event files, a fake clock moved by hand, the heartbeat beside the file.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.clocks.table_clock import TableClock
from tableside.app.event.faults import DeskWatch, gap_message, heartbeat_of, hold_running
from tableside.app.event.fold import fold
from tableside.app.event.gap import GapDetector
from tableside.app.event.heartbeat import Heartbeat
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.eventlog.verify import verify
from tests.depth import examples
from tests.event.helpers import picture, seat_and_start, small_event

FOUR = ["Ana", "Ben", "Cai", "Dee"]


def desk(path: str, time: FakeTime, gaps: bool = False) -> tuple[EventSession, DeskWatch]:
    session = EventSession(open_event_file(path, create=True), time)
    return session, DeskWatch(session, heartbeat_of(session), GapDetector() if gaps else None)


def started(path: str, time: FakeTime, gaps: bool = False) -> tuple[EventSession, DeskWatch]:
    session, watch = desk(path, time, gaps)
    small_event(session, timers="document-002")
    seat_and_start(session, {1: FOUR})
    return session, watch


def mains(session: EventSession, table: int = 1) -> dict[str, int]:
    view = session.state.rounds[1].tables[table].clock.view(session.now())
    return {session.state.players[p.name].name: p.main_ms for p in view.players}


def run_for(session: EventSession, watch: DeskWatch, time: FakeTime, ms: int) -> None:
    """The desk's loop: a look at the clocks (and a heartbeat) at least once a second."""
    while ms > 0:
        step = min(ms, 1_000)
        time.advance(step)
        ms -= step
        watch.check()
        session.catch_up()
        watch.beat()


def crash(session: EventSession) -> None:
    session.store.close()  # the process died: the file and the heartbeat beside it are all that is left


def test_a_crash_holds_the_timers_at_the_last_heartbeat_and_says_so(tmp_path):
    path, time = str(tmp_path / "cup.tableside"), FakeTime()
    session, watch = started(path, time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "sell-houses"})
    run_for(session, watch, time, 25_000)  # 12 s of aux, then 13 s of Ben's main timer
    time.advance(400)  # the process dies 0.4 s after its last beat
    crash(session)
    time.advance(3 * 60_000)
    again = EventSession(open_event_file(path), time)
    hold = again.store.last()
    assert hold.kind == "clock.hold_all" and hold.data["why"] == "crash"
    table = again.state.rounds[1].tables[1]
    assert table.held_by_restart and table.held_why == "crash"
    assert mains(again)["Ben"] == 120_000 - 13_000  # the 0.4 s after the last beat is not charged either
    assert not Path(path + "-alive").exists()  # said once, in the log
    # Every copy folds the same: the hold is in the log.
    assert picture(fold(list(again.store.entries()), again.run)) == picture(again.state)
    assert verify(again.store).ok
    again.close()


def test_without_a_heartbeat_the_timers_are_held_at_their_last_entry_as_before(tmp_path):
    path, time = str(tmp_path / "cup.tableside"), FakeTime()
    session, watch = started(path, time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "sell-houses"})
    time.advance(25_000)
    crash(session)
    again = EventSession(open_event_file(path), time)
    assert again.store.last().kind == "clock.decision"  # nothing written
    assert again.state.rounds[1].tables[1].held_by_restart
    assert mains(again)["Ben"] == 120_000
    again.close()


def test_a_clean_quit_holds_the_timers_at_that_moment_and_the_next_start_shows_them_held(tmp_path):
    path, time = str(tmp_path / "cup.tableside"), FakeTime()
    session, watch = started(path, time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"})
    time.advance(10_000)  # 4 s aux, 6 s of main
    hold = watch.close().entry
    assert (hold.kind, hold.data["why"], hold.data["t"]) == ("clock.hold_all", "quit", session.now())
    session.close()
    time.advance(60_000)
    again = EventSession(open_event_file(path), time)
    assert again.store.last().seq == hold.seq  # nothing more to say
    table = again.state.rounds[1].tables[1]
    assert table.held_by_restart and table.held_why == "quit"
    assert mains(again)["Ben"] == 114_000
    again.do("clock.release", {"table": 1})
    time.advance(1_000)
    assert mains(again)["Ben"] == 113_000
    again.close()


def test_a_quit_with_no_timer_running_writes_nothing(tmp_path):
    path, time = str(tmp_path / "cup.tableside"), FakeTime()
    session, watch = started(path, time)
    last = session.store.last().seq
    assert watch.close().empty
    assert session.store.last().seq == last


def test_a_stall_holds_the_timers_from_its_start_and_a_device_action_sent_during_it_is_judged_there(tmp_path):
    path, time = str(tmp_path / "cup.tableside"), FakeTime()
    session, watch = started(path, time, gaps=True)
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"})
    run_for(session, watch, time, 3_000)
    began = session.now()
    time.advance(30_000)  # SIGSTOP: nothing ran; a Done was pressed 10 s in
    noticed = watch.check()
    assert noticed is not None and noticed.began_t == began and noticed.gap.length_ms == 30_000
    assert noticed.change.entry.kind == "clock.hold_all" and noticed.change.entry.data["t"] == began
    # Every table of the round is painted and pushed to its device again: their clocks stopped.
    assert noticed.change.tables == {(1, number) for number in session.state.rounds[1].tables}
    assert "Tableside was not running for 30 s" in gap_message(noticed)
    t = watch.device_moment(session.now())
    assert t == began
    session.do("clock.done", {"table": 1, "t": t}, device="d1", action_id="a1")
    # 1 s of aux left at the stall's start: half of it is the reward; nothing of the 30 s is charged.
    assert mains(session)["Ben"] == 120_500
    assert session.state.rounds[1].tables[1].held_by_restart


def test_a_decision_a_device_started_during_a_stall_is_held_at_its_start_too(tmp_path):
    path, time = str(tmp_path / "cup.tableside"), FakeTime()
    session, watch = started(path, time, gaps=True)
    run_for(session, watch, time, 2_000)
    began = session.now()
    time.advance(10_000)
    noticed = watch.check()
    assert noticed is not None and noticed.change.empty  # nothing ran: nothing to hold
    session.do("clock.decision", {"table": 1, "player": "Ana", "decision": "roll-dice",
                                  "t": watch.device_moment(session.now())}, device="d1", action_id="a1")
    held = watch.after_device_action().entry
    assert held.data["t"] == began
    time.advance(5_000)
    view = session.state.rounds[1].tables[1].clock.view(session.now())
    assert view.player("p1").aux_ms == 4_000 and view.held


def test_a_time_out_due_before_the_hold_is_logged_first(tmp_path):
    path, time = str(tmp_path / "cup.tableside"), FakeTime()
    session, watch = started(path, time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"})
    time.advance(125_000)  # 4 s aux + 120 s main: Ben ran out a second ago
    change = hold_running(session, session.now(), "stall")
    kinds = [e.kind for e in change.entries]
    assert kinds == ["player.out"]  # out on time; no timer runs any more to hold


def test_a_heartbeat_of_another_event_is_ignored(tmp_path):
    path, time = str(tmp_path / "cup.tableside"), FakeTime()
    session, watch = started(path, time)
    session.do("clock.decision", {"table": 1, "player": "Ben", "decision": "roll-dice"})
    run_for(session, watch, time, 2_000)
    beat = Heartbeat.beside(path)
    text = beat.path.read_text().replace(session.state.event_hash, "0" * 64)
    beat.path.write_text(text)
    crash(session)
    again = EventSession(open_event_file(path), time)
    assert again.store.last().kind == "clock.decision"


@settings(max_examples=examples(40))
@given(decisions=st.lists(st.tuples(st.sampled_from(["roll-dice", "auction-or-pass", "sell-houses"]),
                                    st.integers(0, 20_000)), min_size=1, max_size=6),
       crash_at=st.integers(0, 150_000), down=st.integers(0, 600_000))
def test_after_a_crash_at_any_moment_every_main_timer_is_within_a_second_of_document_002(decisions, crash_at, down):
    """Document 002 counts the time players could act: up to the crash. The reopened desk holds the
    timers at most one second before it (the heartbeat), never after, whatever the downtime."""
    with tempfile.TemporaryDirectory() as folder:
        path, time = str(Path(folder) / "cup.tableside"), FakeTime()
        session, watch = started(path, time)
        rules = session.state.settings.rules
        start = session.now()
        reference = TableClock.start(rules, ("p1", "p2", "p3", "p4"), start)
        crash_moment = start + crash_at
        players = ["p1", "p2", "p3", "p4"]
        for i, (kind, lasts) in enumerate(decisions):
            if session.now() >= crash_moment:
                break
            player = players[i % 4]
            session.do("clock.decision", {"table": 1, "player": player, "decision": kind})
            reference = reference.begin_decision(player, kind, session.now())
            step = min(lasts, crash_moment - session.now())
            run_for(session, watch, time, step)
            if session.now() >= crash_moment:
                break
            session.do("clock.done", {"table": 1})
            reference = reference.complete_decision(session.now())
        if session.now() < crash_moment:
            run_for(session, watch, time, crash_moment - session.now())
        crash(session)
        expected = {p.name: p.main_ms for p in reference.view(crash_moment).players}
        time.advance(down)
        again = EventSession(open_event_file(path), time)
        view = again.state.rounds[1].tables[1].clock.view(again.now())
        for p in view.players:
            assert 0 <= p.main_ms - expected[p.name] <= 1_000, (p.name, p.main_ms, expected[p.name])
        time.advance(5_000)  # held: nothing runs until the judge resumes
        assert again.state.rounds[1].tables[1].clock.view(again.now()).players == view.players
        again.close()
