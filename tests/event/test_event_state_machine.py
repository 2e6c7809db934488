"""Random judge sessions: refused actions write nothing; what was written reopens to the same state."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from tableside.app.event.actions import ActionRefused
from tableside.app.event.fold import fold
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.eventlog.sqlite_store import open_event_file
from tests.depth import examples
from tests.event.helpers import picture

NAMES = ["Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal"]


class JudgeSession(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.dir = Path(tempfile.mkdtemp(prefix="tableside-sm-"))
        self.path = str(self.dir / "event.tableside")
        self.time = FakeTime()
        self.session = EventSession(open_event_file(self.path, create=True), self.time)
        self.twin = EventSession(MemoryStore(), FakeTime())
        self.session.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only"})
        # The twin replays the same action, so it takes the tiebreak seed the first session drew.
        self.twin.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only",
                                      "t": self.session.state.last_t,
                                      "tiebreak_seed": self.session.state.settings.tiebreak_seed})
        self.refusals = 0
        self.writes = 0

    def attempt(self, kind: str, data: dict) -> None:
        data = dict(data, t=self.session.now())
        before = len(self.session.store)
        try:
            self.session.do(kind, data)
        except ActionRefused:
            self.refusals += 1
            assert len(self.session.store) == before
            # The in-memory twin must refuse the very same action.
            try:
                self.twin.do(kind, data)
            except ActionRefused:
                return
            raise AssertionError(f"the memory twin accepted {kind} {data} that SQLite refused") from None
        self.writes += 1
        self.twin.do(kind, data)

    @rule(name=st.sampled_from(NAMES + ["ana", " "]))
    def register(self, name):
        self.attempt("player.register", {"name": name})

    @rule(name=st.sampled_from(NAMES))
    def drop(self, name):
        self.attempt("player.drop", {"player": name})

    @rule()
    def open_round(self):
        self.attempt("round.open", {})

    @rule(table=st.integers(1, 3), players=st.lists(st.sampled_from(NAMES), min_size=1, max_size=5))
    def seat(self, table, players):
        self.attempt("table.seat", {"table": table, "players": players})

    @rule()
    def start(self):
        self.attempt("round.start", {})

    @rule(table=st.integers(1, 3), players=st.lists(st.sampled_from(NAMES), min_size=0, max_size=3))
    def out(self, table, players):
        self.attempt("player.out", {"table": table, "players": players})

    @rule(back=st.integers(0, 6))
    def undo(self, back):
        self.attempt("undo", {"entry": max(1, len(self.session.store) - back)})

    @rule(ms=st.integers(0, 4_000_000))
    def wait(self, ms):
        self.time.advance(ms)
        self.twin.clock.source.advance(ms)  # type: ignore[attr-defined]

    @precondition(lambda self: self.writes > 0)
    @rule()
    def reopen(self):
        expected = picture(self.session.state)
        self.session.close()
        self.session = EventSession(open_event_file(self.path), self.time)
        assert picture(self.session.state) == expected

    @invariant()
    def twin_and_fold_agree(self):
        assert picture(self.session.state) == picture(self.twin.state)
        assert picture(fold(self.session.store.entries())) == picture(self.session.state)

    def teardown(self):
        self.session.close()
        shutil.rmtree(self.dir, ignore_errors=True)


JudgeSession.TestCase.settings = settings(max_examples=examples(40), stateful_step_count=30, deadline=None)
TestJudgeSession = JudgeSession.TestCase
