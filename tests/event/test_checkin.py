"""Check-in (``app.event.checkin``): the rule, a round's check-in, what no-shows get, late arrivals."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.event.actions import ActionRefused
from tableside.app.event.checkin import not_checked_in
from tableside.app.event.fold import fold
from tableside.app.event.session import EventSession
from tableside.app.event.snapshot import dump, load
from tableside.app.event.standings import standings
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tests.depth import examples
from tests.event.helpers import small_event

EIGHT = ["Ana", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida"]


def event(no_show: str = "skip", late: str = "next_round", players=EIGHT, on_create: bool = False) -> EventSession:
    session = EventSession(MemoryStore(), FakeTime())
    if on_create:
        session.do("event.create", {"name": "Cup", "date": "2026-11-25", "system": "table-points",
                                    "timers": "round-clock-only", "check_in": {"no_show": no_show, "late": late},
                                    "tiebreak_seed": "t"})
        for name in players:
            session.do("player.register", {"name": name})
    else:
        small_event(session, players=players)
        session.do("event.check_in", {"no_show": no_show, "late": late})
    session.do("round.open", {})
    return session


def refused(session: EventSession, kind: str, data: dict) -> str:
    before = len(session.store)
    with pytest.raises(ActionRefused) as caught:
        session.do(kind, data)
    assert len(session.store) == before
    return str(caught.value)


def pid(session: EventSession, name: str) -> str:
    found = session.state.player_by_name(name)
    assert found is not None
    return found.id


def seated(session: EventSession, number: int = 1) -> set[str]:
    rnd = session.state.rounds[number]
    return {p for t in rnd.tables.values() for p in t.players} | set(rnd.byes)


def check_in(session: EventSession, *names: str) -> None:
    for name in names:
        session.do("player.check_in", {"player": name})


def finish_round(session: EventSession) -> None:
    rnd = session.state.current_round
    assert rnd is not None
    for table in list(rnd.tables.values()):
        session.do("player.out", {"table": table.number, "players": list(table.players[1:])})


def test_seating_takes_only_the_players_checked_in_and_skip_leaves_the_rest_alone():
    session = event("skip")
    check_in(session, *EIGHT[:8])
    assert [session.state.players[p].name for p in not_checked_in(session.state)] == ["Ida"]
    session.do("round.seat", {"seed": 7})
    ida = pid(session, "Ida")
    assert ida not in seated(session)
    rnd = session.state.rounds[1]
    assert rnd.absent == (ida,) and rnd.no_show == "skip"
    assert not session.state.players[ida].dropped
    assert not_checked_in(session.state) == [ida]  # until the round starts
    last = list(session.store.entries())[-1]
    assert session.describe(last).endswith("; not checked in (not seated): Ida")
    session.do("round.start", {})
    assert not_checked_in(session.state) == []


def test_loss_is_a_game_played_for_nothing_and_drop_drops():
    loss = event("loss")
    check_in(loss, *EIGHT[:8])
    loss.do("round.seat", {"seed": 7})
    loss.do("round.start", {})
    finish_round(loss)
    row = next(r for r in standings(loss.state) if r.name == "Ida")
    assert (row.total, row.games, row.wins, row.byes, row.dropped) == (0, 1, 0, 0, False)

    drop = event("drop")
    check_in(drop, *EIGHT[:8])
    drop.do("round.seat", {"seed": 7})
    assert drop.state.players[pid(drop, "Ida")].dropped
    row = next(r for r in standings(drop.state) if r.name == "Ida")
    assert row.games == 0 and row.dropped


def test_the_rule_can_come_from_event_create_and_be_turned_off():
    session = event("loss", "free_seat", on_create=True)
    rule = session.state.settings.check_in  # type: ignore[union-attr]
    assert (rule.no_show, rule.late) == ("loss", "free_seat")
    session.do("event.check_in", {"off": True})
    assert not_checked_in(session.state) == []
    session.do("round.seat", {"seed": 1})
    assert len(seated(session)) == len(EIGHT)
    assert refused(session, "event.check_in", {"off": True}) == "check-in is already off"


def test_refusals_are_one_plain_sentence():
    session = event("skip")
    check_in(session, "Ana")
    assert refused(session, "player.check_in", {"player": "Ana"}) == "Ana has already checked in for round 1"
    assert refused(session, "player.check_out", {"player": "Ben"}) == "Ben has not checked in for round 1"
    assert refused(session, "player.check_in", {"player": "Zed"}) == "no player 'Zed' is registered"
    assert refused(session, "event.check_in", {"no_show": "fine"}).startswith("a no-show gets skip, loss, drop, not")
    assert refused(session, "event.check_in", {"no_show": "skip", "code": "ab"}).startswith(
        "a check-in code is 4 to 12 of the letters and digits")
    session.do("player.drop", {"player": "Cai"})
    assert refused(session, "player.check_in", {"player": "Cai"}) == "Cai has been dropped from the event"
    check_in(session, "Ben", "Dee", "Eve")
    session.do("round.seat", {"seed": 3})
    assert refused(session, "player.check_in", {"player": "Fay"}) == (
        "round 1 is already seated: Fay can check in for round 2")
    assert refused(session, "player.check_out", {"player": "Ana"}).startswith("round 1 is already seated")
    session.do("round.start", {})
    assert refused(session, "player.check_in", {"player": "Fay"}) == (
        "round 1 has already started: Fay can check in for round 2")

    off = EventSession(MemoryStore(), FakeTime())
    small_event(off)
    off.do("round.open", {})
    assert refused(off, "player.check_in", {"player": "Ana"}) == "check-in is off for this event"

    nobody = event("skip")
    assert refused(nobody, "round.seat", {}) == "nobody has checked in for round 1 yet"


def test_a_late_arrival_takes_a_free_seat_and_is_no_longer_a_no_show():
    session = event("loss", "free_seat", players=EIGHT[:8])
    check_in(session, *EIGHT[:7])  # 7 players: a table of 4 and one of 3
    session.do("round.seat", {"seed": 5})
    hal = pid(session, "Hal")
    assert session.state.rounds[1].absent == (hal,)
    session.do("player.check_in", {"player": "Hal"})
    rnd = session.state.rounds[1]
    assert rnd.absent == () and sorted(len(t.players) for t in rnd.tables.values()) == [4, 4]
    assert hal in seated(session)
    # Every seat is now taken.
    session.do("player.register", {"name": "Zoe"})
    assert refused(session, "player.check_in", {"player": "Zoe"}) == (
        "round 1 has no free seat: Zoe can check in for round 2")


def test_check_out_takes_a_mistap_back_and_undo_works_too():
    session = event("skip")
    check_in(session, "Ana", "Ben")
    session.do("player.check_out", {"player": "Ana"})
    entry = session.do("player.check_in", {"player": "Cai"}).entry
    session.do("undo", {"entry": entry.seq})
    assert set(session.state.rounds[1].checked_in) == {pid(session, "Ben")}


def test_the_fold_and_a_snapshot_give_the_same_check_in():
    session = event("loss", "free_seat", players=EIGHT[:8])
    check_in(session, *EIGHT[:7])
    session.do("round.seat", {"seed": 5})
    session.do("player.check_in", {"player": "Hal"})
    again = fold(list(session.store.entries()))
    assert again.rounds[1].checked_in == session.state.rounds[1].checked_in
    assert again.settings.check_in == session.state.settings.check_in  # type: ignore[union-attr]
    copy = load(dump(session.state))
    assert copy is not None and copy.rounds[1].absent == () and copy.rounds[1].no_show == "loss"


@settings(max_examples=examples(25), deadline=None)
@given(here=st.lists(st.booleans(), min_size=9, max_size=9), rule=st.sampled_from(["skip", "loss", "drop"]),
       seed=st.integers(0, 2**32))
def test_seating_never_seats_a_player_who_did_not_check_in_and_applies_the_rule_exactly(here, rule, seed):
    session = event(rule)
    names = [n for n, came in zip(EIGHT, here, strict=True) if came]
    check_in(session, *names)
    if len(names) < 3:
        with pytest.raises(ActionRefused):
            session.do("round.seat", {"seed": seed, "byes": len(names) % 3})
        return
    session.do("round.seat", {"seed": seed, "byes": 0 if len(names) not in (5,) else 1})
    came = {pid(session, n) for n in names}
    assert seated(session) == came
    absent = {pid(session, n) for n in EIGHT} - came
    rnd = session.state.rounds[1]
    assert set(rnd.absent) == absent and rnd.no_show == rule
    for p in session.state.players.values():
        assert p.dropped == (rule == "drop" and p.id in absent)


def test_a_scoring_preset_can_turn_check_in_on_and_a_wrong_rule_names_its_line(tmp_path):
    from tableside.app.clocks.errors import InvalidPreset
    from tableside.app.presets import read_preset_text

    text = 'label = "Cup"\nsystem = "table-points"\n\n[check_in]\nno_show = "loss"\nlate = "free_seat"\n'
    preset = read_preset_text(text, tmp_path / "cup.toml")
    assert preset.create_data()["check_in"] == {"no_show": "loss", "late": "free_seat"}  # type: ignore[union-attr]
    with pytest.raises(InvalidPreset, match=r"line 4: a no-show gets skip, loss, drop, not 'late'"):
        read_preset_text(text.replace('"loss"', '"late"'), tmp_path / "cup.toml")


def test_setting_the_rule_draws_the_hall_s_code_for_phones_again_each_time():
    from tableside.app.check_in_rule import CODE_LENGTH, CODE_LETTERS, same_code

    session = event("skip")
    first = session.state.settings.check_in.code  # type: ignore[union-attr]
    assert len(first) == CODE_LENGTH and set(first) <= set(CODE_LETTERS)
    session.do("event.check_in", {"no_show": "skip", "code": "KAT4"})
    assert session.state.settings.check_in.code == "KAT4"  # type: ignore[union-attr]
    assert same_code(" kat4 ", "KAT4") and not same_code("KAT", "KAT4") and not same_code("", "")
    assert event("skip", on_create=True).state.settings.check_in.code == ""  # type: ignore[union-attr]


def test_each_check_in_entry_passes_its_own_check_again_as_an_undo_refolds():
    from tableside.app.event.actions import ACTIONS

    session = event("loss", "free_seat", players=EIGHT[:8])
    check_in(session, *EIGHT[:7])
    session.do("round.seat", {"seed": 5})
    session.do("player.check_in", {"player": "Hal"})
    session.do("event.check_in", {"off": True})
    entries = list(session.store.entries())
    for n, entry in enumerate(entries):
        if entry.kind in ("event.check_in", "player.check_in", "player.check_out"):
            before = fold(entries[:n])
            again = ACTIONS[entry.kind].check(before, dict(entry.data))
            assert {k: v for k, v in again.items() if k != "t"} == {
                k: v for k, v in entry.data.items() if k not in ("t", "run")}, entry.kind
    # An undo of an early check-in that the seating depended on is refused in words, nothing written.
    ana = next(e for e in entries if e.kind == "player.check_in" and e.data["player"] == pid(session, "Ana"))
    message = refused(session, "undo", {"entry": ana.seq})
    assert "Round 1 seated" in message


@settings(max_examples=examples(10), deadline=None)
@given(away=st.sets(st.integers(0, 8), max_size=3), seed=st.integers(0, 2**32))
def test_a_no_show_s_loss_scores_exactly_what_a_skip_does_and_one_game_more(away, seed):
    here = [n not in away for n in range(9)]
    rows = {}
    for rule in ("skip", "loss"):
        session = event(rule, on_create=True)  # the same tiebreak seed: the same draw in both
        check_in(session, *(n for n, came in zip(EIGHT, here, strict=True) if came))
        session.do("round.seat", {"seed": seed})
        session.do("round.start", {})
        finish_round(session)
        rows[rule] = {r.name: r for r in standings(session.state)}
    for name, came in zip(EIGHT, here, strict=True):
        skip, loss = rows["skip"][name], rows["loss"][name]
        # (the rank's last tiebreaker is drawn per event: two events' ranks of equal players may differ)
        assert (loss.total, loss.wins, loss.dropped) == (skip.total, skip.wins, skip.dropped)
        assert loss.games == skip.games + (0 if came else 1)
        assert came or loss.total == 0


def test_a_final_takes_no_check_in_and_drops_nobody():
    session = event("drop", on_create=True)
    check_in(session, *EIGHT)
    session.do("round.seat", {"seed": 1})
    session.do("round.start", {})
    finish_round(session)
    session.do("round.open", {"cut": 4})
    assert not_checked_in(session.state) == []
    assert refused(session, "player.check_in", {"player": "Ana"}) == (
        "round 2 is a final: its players are seated by seed, with no check-in")
    session.do("round.seat", {})
    rnd = session.state.rounds[2]
    assert sum(len(t.players) for t in rnd.tables.values()) == 4 and rnd.absent == () and rnd.no_show == ""
    assert not any(p.dropped for p in session.state.players.values())
