"""The rating a card shows under `contribution` is the one the standings count (issue 11, item 3)."""

from __future__ import annotations

from tableside.app.event.standings import standings
from tableside.app.eventlog.memory_store import MemoryStore
from tests.ui.helpers import make_window, points_shown


def test_a_late_entrant_brought_with_a_rating_loses_on_the_card_what_the_standings_say(qtbot, clock, timers):
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Cup", "date": "2026-11-22", "system": "contribution", "options": {},
                                 "timers": "round-clock-only", "round_minutes": 60, "ratings": {"Zed": 1500}})
    for name in ("Ana", "Ben", "Cai", "Dee", "Eve"):
        assert c.register(name)
    assert c.open_round() and c.seat(1, 1, ["Ana", "Ben", "Cai"], "Catan") and c.start_round(1)
    window.event_view.cards[(1, 1)].refresh()  # painted: the ratings brought into round 1 are looked up
    # Zed arrives late, bringing 1500 from earlier events, and joins a table of the running round.
    assert c.register("Zed") and c.seat(1, 2, ["Zed", "Dee", "Eve"], "Catan")
    assert c.out(1, 2, [c.state.player_by_name("Zed").id])
    zed = next(s for s in standings(c.state) if s.name == "Zed")
    lost = int(zed.total) - 1500
    assert lost < 0
    assert lost == -300  # document 002: the first of three out pays 20 % of 1500
    assert points_shown(window, 2)["Zed"] == "-300"
