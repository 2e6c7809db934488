"""A table's actions queued on its device while the link was down, judged at their own moments
(``app.event.queued``): the same entries and points as sent live at those moments, once per id, and
refused with nothing written when the desk changed the table after them."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.event.queued import AHEAD_GRACE_MS
from tableside.app.event.standings import standings
from tests.depth import examples
from tests.hall.helpers import Hall, make_hall

STAMPS = ("run", "action_id", "device")


def action(kind: str, action_id: str, **fields: Any) -> dict[str, Any]:
    return {"id": action_id, "kind": kind, "table": 1, **fields}


# (ms after the round's start, the action): players decide, one finishes early, one leaves.
PLAY = [
    (1_000, action("clock.decision", "q-decide-1", player="p1", decision="roll-dice")),
    (2_500, action("clock.done", "q-done-1")),
    (9_000, action("clock.decision", "q-decide-2", player="p2", decision="auction-or-pass")),
    (12_000, action("player.out", "q-out-p3", players=["p3"])),
    (13_000, action("clock.done", "q-done-2")),
]


def table_entries(hall: Hall, table: int = 1) -> list[tuple[str, dict[str, Any]]]:
    entries = hall.session.store.entries(0)
    return [(e.kind, {k: v for k, v in e.data.items() if k not in STAMPS})
            for e in entries if e.data.get("table") == table and not e.kind.startswith("device.")]


def play_live(hall: Hall, token: str, start: int, play: list[tuple[int, dict[str, Any]]]) -> None:
    for at, sent in play:
        hall.time.advance(start + at - hall.session.clock.now())
        assert hall.post(token, sent).status_code == 200


def play_queued(hall: Hall, token: str, start: int, play: list[tuple[int, dict[str, Any]]],
                other: str, cut_ms: int) -> list[Any]:
    # While table 1 is offline, table 2 plays on (the log's latest moment moves past the queued ones).
    hall.time.advance(start + play[-1][0] + cut_ms - hall.session.clock.now())
    elsewhere = {"id": "other-out-1", "kind": "player.out", "table": 2, "players": ["p7"]}
    assert hall.post(other, elsewhere).status_code == 200
    return [hall.post(token, {**sent, "t": start + at}) for at, sent in play]


def test_a_queued_action_at_a_past_moment_writes_what_a_live_one_wrote() -> None:
    live, queued = make_hall(), make_hall()
    start = live.session.state.rounds[1].started_at
    assert start == queued.session.state.rounds[1].started_at
    _, live_token = live.pair(1)
    _, token = queued.pair(1)
    _, other = queued.pair(2)
    play_live(live, live_token, start, PLAY)
    answers = play_queued(queued, token, start, PLAY, other, cut_ms=60_000)
    assert [a.status_code for a in answers] == [200] * len(PLAY), [a.json() for a in answers]
    assert table_entries(queued) == table_entries(live)
    assert [e[1]["t"] for e in table_entries(queued)][-len(PLAY):] == [start + at for at, _ in PLAY]
    # The clocks and points as they stand a minute later, read at the same moment, are the same.
    moment = queued.session.now()
    live.time.advance(moment - live.session.clock.now())
    live.session.catch_up(moment)
    queued.session.catch_up(moment)
    assert table_entries(queued) == table_entries(live)
    a, b = live.session.state.rounds[1].tables[1], queued.session.state.rounds[1].tables[1]
    assert a.clock is not None and b.clock is not None
    assert a.clock.view(moment) == b.clock.view(moment)
    assert [(x.players, x.t, x.reason) for x in a.leaves] == [(x.players, x.t, x.reason) for x in b.leaves]
    points = {row.name: row.total for row in standings(live.session.state)}
    assert points == {row.name: row.total for row in standings(queued.session.state)}


def test_the_same_id_again_commits_once_and_answers_the_same() -> None:
    hall = make_hall()
    start = hall.session.state.rounds[1].started_at
    _, token = hall.pair(1)
    hall.time.advance(5_000)
    sent = {**action("player.out", "q-out-once", players=["p2"]), "t": start + 2_000}
    first = hall.post(token, sent)
    seq = hall.session.state.seq
    again = hall.post(token, sent)
    moved = hall.post(token, {**sent, "t": start + 3_000})  # the id decides, not the moment
    assert first.status_code == again.status_code == moved.status_code == 200
    assert again.json()["repeated"] and moved.json()["repeated"]
    assert first.json()["seq"] == again.json()["seq"] == moved.json()["seq"] == seq
    assert hall.session.state.seq == seq
    assert sum(1 for kind, data in table_entries(hall) if kind == "player.out") == 1


def test_a_queued_action_after_the_desk_changed_the_table_is_refused_with_nothing_written() -> None:
    hall = make_hall()
    start = hall.session.state.rounds[1].started_at
    _, token = hall.pair(1)
    hall.time.advance(10_000)
    hall.session.do("player.out", {"round": 1, "table": 1, "players": ["p3"]})  # the judge, at start + 10 s
    seq = hall.session.state.seq
    stale = hall.post(token, {**action("player.out", "q-stale-1", players=["p3"]), "t": start + 4_000})
    assert stale.status_code == 409
    assert "no longer applies" in stale.json()["message"] and "table 1" in stale.json()["message"]
    assert hall.session.state.seq == seq
    # One dated after the judge's change applies, and goes through the action's own rules.
    already = hall.post(token, {**action("player.out", "q-late-1", players=["p3"]), "t": start + 10_000})
    assert already.status_code == 409 and hall.session.state.seq == seq
    fine = hall.post(token, {**action("player.out", "q-late-2", players=["p4"]), "t": start + 10_000})
    assert fine.status_code == 200 and table_entries(hall)[-1][1]["t"] == start + 10_000


def test_a_moment_before_the_round_or_far_ahead_of_the_desk_is_refused() -> None:
    hall = make_hall()
    start = hall.session.state.rounds[1].started_at
    _, token = hall.pair(1)
    hall.time.advance(1_000)
    seq = hall.session.state.seq
    early = hall.post(token, {**action("clock.done", "q-early-1"), "t": start - 1})
    assert early.status_code == 409 and "before round 1 started" in early.json()["message"]
    ahead = hall.post(token, {**action("clock.done", "q-ahead-1"), "t": hall.session.now() + AHEAD_GRACE_MS + 1})
    assert ahead.status_code == 409 and "clock is wrong" in ahead.json()["message"]
    bad = hall.post(token, {**action("clock.done", "q-bad-1"), "t": "soon"})
    assert bad.status_code == 400
    assert hall.session.state.seq == seq
    # A little ahead (the device's estimate of the desk's clock) is taken as now.
    now = hall.session.now()
    close = hall.post(token, {**action("clock.decision", "q-close-1", player="p1", decision="roll-dice"),
                              "t": now + AHEAD_GRACE_MS})
    assert close.status_code == 200 and table_entries(hall)[-1][1]["t"] == now


def test_a_time_out_the_desk_logged_while_the_table_was_offline_stands() -> None:
    hall = make_hall()
    start = hall.session.state.rounds[1].started_at
    _, token = hall.pair(1)
    assert hall.post(token, action("clock.decision", "q-slow-1", player="p1", decision="roll-dice")).status_code == 200
    hall.time.advance(130_000)  # 4 s auxiliary, then the 120 s main timer: out at start + 124 s
    hall.session.catch_up()
    seq = hall.session.state.seq
    late = hall.post(token, {**action("clock.done", "q-slow-done"), "t": start + 100_000})
    assert late.status_code == 409 and hall.session.state.seq == seq


@settings(max_examples=examples(6), deadline=None)  # a fast-loop test: the browser test plays it for real
@given(st.lists(st.integers(min_value=100, max_value=20_000), min_size=1, max_size=4),
       st.integers(min_value=0, max_value=90_000))
def test_queued_equals_live_whatever_the_gaps_and_the_cut(gaps: list[int], cut_ms: int) -> None:
    """Decisions and Done at any gaps (within the 4 s auxiliary or past it), sent live or queued."""
    play, at = [], 0
    for i, gap in enumerate(gaps):
        at += gap
        sent = (action("clock.decision", f"q-prop-d{i}", player=f"p{1 + i % 4}", decision="roll-dice") if i % 2 == 0
                else action("clock.done", f"q-prop-e{i}"))
        play.append((at, sent))
    live, queued = make_hall(), make_hall()
    start = live.session.state.rounds[1].started_at
    _, live_token = live.pair(1)
    _, token = queued.pair(1)
    _, other = queued.pair(2)
    play_live(live, live_token, start, play)
    play_queued(queued, token, start, play, other, cut_ms)
    assert table_entries(queued) == table_entries(live)


def test_a_judge_s_undo_at_the_table_after_the_moment_refuses_it_too() -> None:
    hall = make_hall()
    start = hall.session.state.rounds[1].started_at
    _, token = hall.pair(1)
    hall.time.advance(2_000)
    out = hall.session.do("player.out", {"round": 1, "table": 1, "players": ["p4"]}).entry
    assert out is not None
    hall.time.advance(8_000)
    hall.session.do("undo", {"entry": out.seq})  # the judge takes it back at start + 10 s
    seq = hall.session.state.seq
    stale = hall.post(token, {**action("player.out", "q-after-undo", players=["p2"]), "t": start + 5_000})
    assert stale.status_code == 409 and "no longer applies" in stale.json()["message"]
    assert hall.session.state.seq == seq
