"""Leaves reported at the table (issue 27, part 2): a report, another seat's confirmation, the desk's
overrule, a judge called when nobody confirms; each a logged entry, refused in the judge's words with
nothing written; the seat codes; and the property that a confirmed report scores exactly as the judge's Out."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.event.actions import ActionRefused
from tableside.app.event.automatic import next_automatic
from tableside.app.event.export import standing_rows
from tableside.app.event.fold import fold
from tableside.app.event.reports import same_seat_code, seat_code, seat_codes
from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tests.depth import examples
from tests.event.helpers import picture, seat_and_start, small_event
from tests.event.test_round_end import SYSTEMS

TABLES = {1: ["Ana", "Ben", "Cai", "Dee"]}


@pytest.fixture
def time() -> FakeTime:
    return FakeTime()


@pytest.fixture
def session(time: FakeTime) -> EventSession:
    s = EventSession(MemoryStore(), time)
    small_event(s)
    s.do("event.reports", {"confirm_seconds": 120, "phones": True, "secret": "s" * 32})
    seat_and_start(s, TABLES)
    return s


def leaves(session: EventSession) -> list[tuple[tuple[str, ...], int]]:
    return [(leave.players, leave.t) for leave in session.state.rounds[1].tables[1].leaves]


def test_a_report_waits_then_another_seat_confirms_it_at_the_moment_reported(session, time):
    time.advance(60_000)
    reported = session.do("result.report", {"table": 1, "players": ["Ana"], "by": "Ana", "via": "phone"})
    assert reported.tables == {(1, 1)} and not reported.standings
    assert session.describe(reported.entry) == "Table 1: Ana reported Ana out"
    assert leaves(session) == [] and len(session.state.reports) == 1
    t_report = reported.entry.data["t"]
    time.advance(30_000)
    confirmed = session.do("result.confirm", {"table": 1, "by": "Ben"})
    assert confirmed.standings and confirmed.tables == {(1, 1)}
    assert session.describe(confirmed.entry) == "Table 1: Ana out (reported, confirmed by Ben)"
    assert leaves(session) == [(("p1",), t_report)]
    assert session.state.reports == {}
    assert picture(fold(session.store.entries())) == picture(session.state)


def test_the_reporter_cannot_confirm_and_a_refusal_writes_nothing(session, time):
    session.do("result.report", {"table": 1, "players": ["Ana"], "by": "Ben", "via": "device"})
    before = session.state.seq
    with pytest.raises(ActionRefused, match="^Ben reported this: another player at table 1 confirms it$"):
        session.do("result.confirm", {"table": 1, "by": "Ben"})
    with pytest.raises(ActionRefused, match="already has a report waiting"):
        session.do("result.report", {"table": 1, "players": ["Cai"], "by": "Cai", "via": "device"})
    with pytest.raises(ActionRefused, match="^say why the report is overruled$"):
        session.do("result.overrule", {"table": 1, "reason": "  "})
    assert session.state.seq == before
    session.do("result.confirm", {"table": 1, "by": "Ana"})  # the player reported out may confirm it
    assert leaves(session)[0][0] == ("p1",)


@pytest.mark.parametrize(("data", "words"), [
    ({"table": 1, "players": ["Ana"], "via": "phone"}, "a phone reports for its own seat"),
    ({"table": 1, "players": ["Zed"]}, "no player 'Zed' is registered"),
    ({"table": 1, "players": ["Ana"], "by": "Ana", "via": "pigeon"}, "a report comes from one of: device, phone, desk"),
    ({"table": 2, "players": ["Ana"]}, "round 1 has no table 2"),
])
def test_a_report_is_refused_in_plain_words(session, data, words):
    before = session.state.seq
    with pytest.raises(ActionRefused) as err:
        session.do("result.report", data)
    assert str(err.value) == words and session.state.seq == before


def test_a_report_is_refused_when_the_tables_do_not_report(time):
    s = EventSession(MemoryStore(), time)
    small_event(s)
    seat_and_start(s, TABLES)
    with pytest.raises(ActionRefused, match="do not report their leaves in this event"):
        s.do("result.report", {"table": 1, "players": ["Ana"]})


def test_the_desk_confirms_or_overrules_and_an_overruled_report_leaves_no_trace_in_the_points(session, time):
    session.do("result.report", {"table": 1, "players": ["Ana", "Ben"], "via": "device"})
    overruled = session.do("result.overrule", {"table": 1, "reason": "Ben is still in"})
    assert session.describe(overruled.entry) == "Table 1: report of Ana and Ben out overruled (Ben is still in)"
    assert leaves(session) == [] and session.state.reports == {}
    session.do("result.report", {"table": 1, "players": ["Ana"], "via": "device"})
    confirmed = session.do("result.confirm", {"table": 1})
    assert session.describe(confirmed.entry) == "Table 1: Ana out (reported, confirmed by the judge)"
    assert [e.kind for e in session.store.entries()][-4:] == ["result.report", "result.overrule", "result.report",
                                                              "result.confirm"]


def test_an_unconfirmed_report_calls_a_judge_once_at_its_deadline(session, time):
    reported = session.do("result.report", {"table": 1, "players": ["Ana"], "by": "Ana", "via": "phone"})
    t0 = reported.entry.data["t"]
    assert next_automatic(session.state, t0) == t0 + 120_000
    time.advance(119_999)
    assert session.catch_up().entries == ()
    time.advance(5_000)
    change = session.catch_up()
    [call] = change.entries
    assert call.kind == "call.raise" and call.data["reason"] == "report" and call.data["t"] == t0 + 120_000
    assert session.describe(call) == "Table 1: judge called (Report not confirmed)"
    assert session.catch_up().entries == ()
    assert next_automatic(session.state, session.now()) == session.state.rounds[1].clock.next_change(session.now())
    # Still waiting: the judge walking over may confirm it.
    session.do("result.confirm", {"table": 1, "by": "Ben"})
    assert leaves(session) == [(("p1",), t0)]


def test_the_tables_undo_takes_a_confirmed_report_back_and_it_waits_again(session, time):
    session.do("result.report", {"table": 1, "players": ["Ana"], "by": "Ana", "via": "device"})
    confirmed = session.do("result.confirm", {"table": 1, "by": "Ben"})
    session.do("undo", {"entry": confirmed.entry.seq})
    assert leaves(session) == [] and len(session.state.reports) == 1


def test_a_leave_reported_before_the_timers_moved_is_taken_when_they_last_moved(time):
    from tests.event.test_round_end import with_timers
    s = EventSession(MemoryStore(), time)
    small_event(s, timers=with_timers("together"))
    s.do("event.reports", {})
    seat_and_start(s, TABLES)
    reported = s.do("result.report", {"table": 1, "players": ["Dee"], "by": "Dee", "via": "device"})
    time.advance(4_000)
    s.do("clock.decision", {"table": 1, "player": "Ana", "decision": "roll-dice"})
    done_t = s.state.rounds[1].tables[1].clock_t
    assert done_t > reported.entry.data["t"]
    time.advance(4_000)
    s.do("result.confirm", {"table": 1, "by": "Ana"})
    assert [(leave.players, leave.t) for leave in s.state.rounds[1].tables[1].leaves] == [(("p4",), done_t)]


def test_seat_codes_differ_by_seat_and_round_and_are_checked_whatever_the_case(session):
    table = session.state.rounds[1].tables[1]
    codes = seat_codes(session.state, table)
    assert set(codes) == set(table.players) and len(set(codes.values())) == 4
    code = codes["p1"]
    assert code == seat_code("s" * 32, 1, 1, "p1") != seat_code("s" * 32, 2, 1, "p1")
    assert same_seat_code(f" {code.lower()} ", "s" * 32, 1, 1, "p1")
    assert not same_seat_code(code, "s" * 32, 1, 1, "p2") and not same_seat_code(code, "", 1, 1, "p1")


def test_setting_the_rule_again_draws_a_new_secret(session):
    first = session.state.settings.reports.secret
    session.do("event.reports", {"phones": True})
    assert session.state.settings.reports.secret not in ("", first)
    session.do("event.reports", {"off": True})
    assert session.state.settings.reports is None


@st.composite
def a_leave(draw):
    first = draw(st.lists(st.sampled_from(TABLES[1]), min_size=1, max_size=2, unique=True))
    rest = [p for p in TABLES[1] if p not in first]
    second = draw(st.lists(st.sampled_from(rest), min_size=0, max_size=len(rest) - 2, unique=True))
    gap = draw(st.integers(1, 600_000))
    return first, second, gap


def _played(system: str, first: list[str], second: list[str], gap: int, reported: bool) -> EventSession:
    time = FakeTime()
    s = EventSession(MemoryStore(), time)
    small_event(s, system=system, options=SYSTEMS[system])
    s.do("event.reports", {"secret": "x" * 32})
    seat_and_start(s, TABLES)
    for group in (first, second) if second else (first,):
        time.advance(gap)
        if reported:
            s.do("result.report", {"table": 1, "players": group, "via": "device"})
            time.advance(gap)  # the confirmation comes later; the leave keeps the report's moment
            confirmer = next(p for p in TABLES[1] if p not in group)
            s.do("result.confirm", {"table": 1, "by": confirmer})
        else:
            s.do("player.out", {"table": 1, "players": group})
            time.advance(gap)
    return s


def points(session: EventSession) -> dict[str, dict[str, object]]:
    """Each player's standing but the rank (two events draw their last tiebreaker apart)."""
    return {row["player_id"]: {k: v for k, v in row.items() if k != "rank"} for row in standing_rows(session.state)}


@pytest.mark.parametrize("system", sorted(SYSTEMS))
@settings(max_examples=examples(5), deadline=None)
@given(leave=a_leave())
def test_a_confirmed_report_scores_exactly_as_the_judges_out_and_a_waiting_one_scores_nothing(system, leave):
    first, second, gap = leave
    judged = _played(system, first, second, gap, reported=False)
    reported = _played(system, first, second, gap, reported=True)
    still = [p for p in TABLES[1] if p not in first + second]
    # The last leave ends the game: the points are given then.
    judged.do("player.out", {"table": 1, "players": still[:-1]})
    before = points(reported)
    reported.do("result.report", {"table": 1, "players": still[:-1], "via": "device"})
    assert points(reported) == before
    reported.do("result.confirm", {"table": 1, "by": still[-1]})
    assert reported.state.rounds[1].tables[1].finished
    assert points(reported) == points(judged) != before
    assert [(x.players, x.t) for x in reported.state.rounds[1].tables[1].leaves] == \
        [(x.players, x.t) for x in judged.state.rounds[1].tables[1].leaves]


def test_a_scoring_preset_turns_reports_on_and_event_create_keeps_the_rule(tmp_path, time):
    from pathlib import Path

    from tableside.app.clocks.errors import InvalidPreset
    from tableside.app.presets import read_preset_text

    text = 'label = "Points, reported"\nsystem = "table-points"\n[reports]\nconfirm_seconds = 90\nphones = true\n'
    preset = read_preset_text(text, Path("reported.toml"), "scoring")
    assert preset.create_data()["reports"] == {"confirm_seconds": 90, "phones": True}
    s = EventSession(MemoryStore(), time)
    s.do("event.create", {"name": "Cup", "date": "2026-11-25", "timers": "round-clock-only", **preset.create_data()})
    rule = s.state.settings.reports
    assert (rule.confirm_ms, rule.phones, len(rule.secret)) == (90_000, True, 32)
    assert fold(s.store.entries()).settings.reports == rule
    with pytest.raises(InvalidPreset, match="the time to confirm a report must be 10 to 3600 seconds"):
        read_preset_text(text.replace("90", "5"), Path("reported.toml"), "scoring")


def test_a_report_made_moot_by_another_leave_is_dropped_and_its_undo_brings_it_back(session, time):
    session.do("result.report", {"table": 1, "players": ["Ana", "Ben"], "via": "device"})
    out = session.do("player.out", {"table": 1, "players": ["Ben"]})  # the judge's own Out, meanwhile
    assert session.state.reports == {}
    time.advance(200_000)
    assert [e.kind for e in session.catch_up().entries] == []  # no judge called for a report that is gone
    session.do("undo", {"entry": out.entry.seq})
    assert [r.players for r in session.state.reports.values()] == [("p1", "p2")]
    assert picture(fold(session.store.entries())) == picture(session.state)
    assert fold(session.store.entries()).reports.keys() == session.state.reports.keys()
