"""The table's view model: what a card (or a phone, or the projector) shows, decided without Qt."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from tableside.app.clocks.rules import builtin_presets, rules_to_dict
from tableside.app.event.table_view_model import TableModel, table_model
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tests.depth import examples
from tests.event.helpers import seat_and_start, session_on, small_event


def _event(timers="document-002", players=("Ana", "Ben", "Cai", "Dee"), system="table-points"):
    time = FakeTime()
    session = session_on(MemoryStore(), time)
    small_event(session, players=players, timers=timers, system=system)
    seat_and_start(session, {1: list(players)})
    return session, time


def _model(session, undo_target=None) -> TableModel:
    table = session.state.rounds[1].tables[1]
    return table_model(session.state, table, session.now(), undo_target=undo_target)


def _pid(session, name: str) -> str:
    return session.state.player_by_name(name).id


def test_a_fresh_table_offers_out_and_decide_to_everyone_and_shows_full_main_timers():
    session, _ = _event()
    m = _model(session)
    assert (m.title, m.game, m.status, m.running, m.finished) == ("Table 1", "Catan", "play", True, False)
    assert [r.name for r in m.rows] == ["Ana", "Ben", "Cai", "Dee"]
    for row in m.rows:
        assert row.status == "in" and row.status_text == "● in" and row.points is None
        assert row.out.visible and row.out.enabled and row.selectable
        assert row.decide.visible and row.decide.enabled
        assert row.main.plain == "MAIN 2:00" and row.main.state == "idle" and not row.aux.visible
        assert row.choice("roll-dice").label == "roll dice  (4 s)" and row.choice("roll-dice").enabled
        assert row.choice("auction").label == "Start an &auction (−20 s)"
        assert row.preview == "0"  # table points: the first out scores 0
    assert not m.decision.visible and not m.pause.visible and not m.held.visible
    assert not m.undo.enabled and m.undo.tip == "Nothing to undo at this table"


def test_outs_give_points_places_and_a_winner_and_take_away_the_buttons():
    session, time = _event()
    time.advance(60_000)
    session.do("player.out", {"round": 1, "table": 1, "players": [_pid(session, "Dee")]})
    session.do("player.out", {"round": 1, "table": 1, "players": [_pid(session, "Cai"), _pid(session, "Ben")]})
    m = _model(session, undo_target=session.store.last().seq)
    by = {r.name: r for r in m.rows}
    assert m.finished and not m.running and m.status_text == "★ Finished"
    assert by["Ana"].status == "winner" and by["Ana"].status_text == "★ WINNER · 1st" and by["Ana"].points == "12"
    assert by["Dee"].status_text == "✕ OUT · 4th" and by["Dee"].points == "0"
    assert by["Ben"].status_text == "✕ OUT · 2nd (tied)" and by["Cai"].place == 2
    assert all(not r.out.visible and not r.selectable and not r.clocks_visible for r in m.rows)
    assert m.undo.enabled and f"entry #{session.store.last().seq}" in m.undo.tip
    assert not m.together.enabled


def test_players_tied_for_first_are_winners_not_struck_through_and_the_others_are_out():
    # Document 000's "1 -> 3": Dee leaves first (0), the three who leave together share 1st (8 each).
    session, time = _event()
    time.advance(60_000)
    session.do("player.out", {"round": 1, "table": 1, "players": [_pid(session, "Dee")]})
    session.do("player.out", {"round": 1, "table": 1, "players": [_pid(session, n) for n in ("Ana", "Ben", "Cai")]})
    by = {r.name: r for r in _model(session).rows}
    for who in ("Ana", "Ben", "Cai"):
        assert (by[who].status, by[who].status_kind) == ("winner", "winner")
        assert by[who].status_text == "★ 1st (tied)" and by[who].points == "8"
    assert by["Dee"].status == "out" and by["Dee"].status_text == "✕ OUT · 4th" and by["Dee"].points == "0"


def test_ticked_players_see_what_out_together_gives_them_as_document_000_counts_it():
    session, time = _event(timers="round-clock-only")
    time.advance(60_000)
    table = session.state.rounds[1].tables[1]
    ids = {n: _pid(session, n) for n in ("Ana", "Ben", "Cai", "Dee")}

    def shown(*names):
        m = table_model(session.state, table, session.now(), ticked=[ids[n] for n in names])
        return {r.name: (r.preview, r.together) for r in m.rows}

    # 4 players: "2 -> 2" gives the first two 2 each, "3 -> 1" 4 each, all 4 at once 6 each; alone, 0.
    assert shown("Ben", "Cai") == {"Ana": ("0", False), "Ben": ("2", True), "Cai": ("2", True), "Dee": ("0", False)}
    assert shown("Ana", "Ben", "Cai")["Ana"] == ("4", True) and shown("Dee")["Dee"] == ("0", False)
    assert {p for p, _ in shown("Ana", "Ben", "Cai", "Dee").values()} == {"6"}
    session.do("player.out", {"round": 1, "table": 1, "players": [ids["Dee"]]})
    table = session.state.rounds[1].tables[1]
    assert shown("Ben", "Cai")["Ben"] == ("6", True)  # "1 -> 2 -> 1": 0, 6, 6, 12
    assert shown("Dee", "Ben")["Ben"] == ("4", False)  # Dee has left: no Out together, so alone ("1 -> 1 -> 2")


def test_a_decision_shows_its_countdown_and_the_auction_with_its_cost_and_reason():
    session, time = _event()
    ben = _pid(session, "Ben")
    session.do("clock.decision", {"round": 1, "table": 1, "player": ben, "kind": "roll-dice"})
    time.advance(1_500)
    m = _model(session)
    row = m.row(ben)
    assert row.status_text == "▶ deciding"
    assert row.aux.plain == "DECIDE 0:03 ▼" and row.main.plain == "MAIN 2:00"
    assert m.decision.visible and m.decision.title == "▶ Ben decides: roll dice" and m.decision.detail == "DECIDE 0:03"
    assert m.done.visible and m.done.enabled
    assert m.auction.label == "Auction (−20 s)" and m.auction.enabled
    assert "Ben" in m.auction.tip and ben not in m.auction.tip.split()  # names, not ids
    # While one decision runs, nobody starts another; only the decider may start the auction.
    assert not any(r.choice("roll-dice").enabled for r in m.rows)
    other = m.row(_pid(session, "Ana")).choice("auction")
    assert not other.enabled and other.tip.startswith("Ben is deciding")


def test_the_decide_menu_is_the_tables_for_every_player_but_for_the_auction():
    """A decision, a pause and a timer correction are offered to every player alike (the table decides
    whether one may start); only the auction is the player's own."""
    session, _ = _event()
    decisions = list(session.state.settings.rules.decisions)
    for step in ("fresh", "Ben decides"):
        m = _model(session)
        assert [c.key for c in m.rows[0].menu] == [*decisions, "auction", "pause", "plus", "minus"], step
        table_wide = [c for c in m.rows[0].menu if c.key != "auction"]
        assert all([c for c in r.menu if c.key != "auction"] == table_wide for r in m.rows), step
        assert [r.choice("auction").enabled for r in m.rows] == [step == "fresh" or r.name == "Ben" for r in m.rows]
        if step == "fresh":
            session.do("clock.decision", {"round": 1, "table": 1, "player": _pid(session, "Ben"),
                                          "kind": "roll-dice"})


def test_the_auction_labels_and_the_history_say_the_cost_the_rules_set():
    rules = rules_to_dict(builtin_presets()["document-002"])
    rules["auction_cost_ms"] = 35_000
    session, _ = _event(timers=rules)
    ben = _pid(session, "Ben")
    m = _model(session)
    assert m.auction_cost_ms == 35_000
    assert m.auction.label == "Auction (−35 s)"
    assert all(r.choice("auction").label == "Start an &auction (−35 s)" for r in m.rows)
    entry = session.do("clock.auction", {"round": 1, "table": 1, "player": ben}).entry
    assert session.describe(entry) == "Table 1: Ben starts an auction (−0:35)"
    assert _model(session).row(ben).main.plain == "MAIN 1:25"  # 2:00 less the 35 s


def test_a_pause_vote_shows_yes_and_no_to_the_players_still_in_and_who_has_voted():
    session, _ = _event()
    ana, ben = _pid(session, "Ana"), _pid(session, "Ben")
    assert all(r.choice("pause").enabled for r in _model(session).rows)
    session.do("clock.pause", {"round": 1, "table": 1, "player": ana})
    m = _model(session)
    assert m.status == "voting" and m.pause.visible and m.pause.state == "vote"
    assert m.pause.title.startswith("? PAUSE VOTE · 0:15 left · 1 of 3 yes")
    assert "Asked by Ana" in m.pause.detail and "Waiting for: Ben, Cai, Dee" in m.pause.detail
    assert m.row(ana).yes.label == "✓ Yes" and not m.row(ana).yes.enabled
    assert m.row(ben).yes.visible and m.row(ben).yes.enabled and m.row(ben).no.enabled
    assert not m.row(ben).decide.visible


def test_the_model_is_plain_json():
    session, time = _event()
    session.do("clock.decision", {"round": 1, "table": 1, "player": _pid(session, "Ana"), "kind": "sell-houses"})
    time.advance(3_000)
    data = _model(session).as_dict()
    again = json.loads(json.dumps(data))
    assert again == data
    assert again["rows"][0]["main"]["caption"] == "MAIN" and again["auction"]["label"] == "Auction (−20 s)"


@settings(max_examples=examples(40), deadline=None)
@given(st.permutations(range(5)), st.lists(st.booleans(), min_size=4, max_size=4), st.integers(0, 400_000))
def test_every_row_offers_out_exactly_while_its_player_is_in_a_running_game(order, together, later):
    names = ("Ana", "Ben", "Cai", "Dee", "Eve")
    session, time = _event(timers="round-clock-only", players=names)
    ids = [_pid(session, names[i]) for i in order]
    groups: list[list[str]] = []
    for pid, join in zip(ids[:-1], [False, *together[1:]], strict=True):
        if join and groups:
            groups[-1].append(pid)
        else:
            groups.append([pid])
    for group in groups[:-1] if len(groups) > 1 else groups:
        time.advance(later // 5)
        table = session.state.rounds[1].tables[1]
        if table.finished:
            break
        session.do("player.out", {"round": 1, "table": 1, "players": group})
    m = _model(session)
    table = session.state.rounds[1].tables[1]
    for row in m.rows:
        playing = row.pid in table.still_in and not table.finished
        assert row.out.visible == playing == row.selectable
        assert (row.points is None) == playing
        assert (row.preview is not None) == playing
    winners = {r.pid for r in m.rows if r.status == "winner"}
    assert winners == ({r.pid for r in m.rows if r.place == 1} if table.finished else set())
    assert all(r.status == "out" for r in m.rows if r.place not in (None, 1))


def test_without_player_timers_no_row_offers_a_pause_the_core_would_refuse():
    # round-clock-only tables have no table clock, so clock.pause is refused ("runs no player timers"):
    # the card must not offer a button that can only be refused.
    session, _ = _event(timers="round-clock-only")
    m = _model(session)
    for row in m.rows:
        assert row.out.visible and not row.decide.visible
        assert not row.pause.visible
