"""The cards' grid works out its rows again only when a card's height, the width or the set of cards changes."""

from __future__ import annotations

from tests.ui.helpers import card, click, event_window, row

NAMES = tuple(f"P{i:02d}" for i in range(24))


def _tables():
    return {t + 1: list(NAMES[t * 4:t * 4 + 4]) for t in range(6)}


def _tidy(window) -> bool:
    """Every card at least as tall as it needs, and no two overlapping."""
    cards = list(window.event_view.cards.values())
    rects = [c.geometry() for c in cards]
    for i, a in enumerate(rects):
        card_ = cards[i]
        needed = card_.heightForWidth(a.width()) if card_.hasHeightForWidth() else card_.sizeHint().height()
        if a.height() < needed or any(a.intersects(b) for b in rects[i + 1:]):
            return False
    return True


def _shown(qtbot, clock, timers):
    """Six tables of four with player timers, in a window on screen whose grid has settled."""
    window, c = event_window(qtbot, clock, timers, _tables(), timers_preset="document-002", players=NAMES)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(20)  # the scroll area settles its width first
    return window, c, window.event_view.flow


def _places(window):
    return {k: v.geometry() for k, v in window.event_view.cards.items()}


def test_a_click_that_changes_no_height_moves_no_card(qtbot, clock, timers):
    window, c, flow = _shown(qtbot, clock, timers)
    before = flow.arrangements
    places = _places(window)
    for name in ("P03", "P07", "P02", "P06"):
        click(qtbot, row(window, 1 if name < "P04" else 2, name).out_button)
        qtbot.wait(1)
    assert flow.arrangements == before  # the rows were not worked out again
    assert _places(window) == places
    assert row(window, 1, "P03").points.text() != ""


def test_a_card_that_grows_pushes_the_rows_below_and_nothing_overlaps(qtbot, clock, timers):
    window, c, flow = _shown(qtbot, clock, timers)
    window.event_view.set_density("comfortable")  # (a compact card keeps one height: the test below)
    qtbot.wait(20)
    before = flow.arrangements
    low = card(window, 6).geometry().top()
    row(window, 1, "P01").pause_action.trigger()  # the pause vote's banner appears on table 1
    qtbot.waitUntil(lambda: card(window, 6).geometry().top() > low)
    qtbot.waitUntil(lambda: _tidy(window))
    assert flow.arrangements > before
    click(qtbot, card(window, 1).undo_button)  # and shrinks back
    qtbot.waitUntil(lambda: card(window, 6).geometry().top() == low)
    qtbot.waitUntil(lambda: _tidy(window))


def test_a_decision_starting_and_ending_moves_no_card(qtbot, clock, timers):
    """With player timers a card keeps the decision strip's room: tables deciding never move the others."""
    window, c, flow = _shown(qtbot, clock, timers)
    before = flow.arrangements
    places = _places(window)
    row(window, 1, "P01").decide_actions["sell-houses"].trigger()
    qtbot.waitUntil(lambda: card(window, 1).decision_strip.isVisible())
    qtbot.wait(1)
    assert _places(window) == places
    click(qtbot, card(window, 1).done_button)
    qtbot.waitUntil(lambda: not card(window, 1).decision_strip.isVisible())
    qtbot.wait(1)
    assert _places(window) == places
    assert flow.arrangements == before and _tidy(window)


def test_a_pause_vote_on_a_compact_card_moves_no_card(qtbot, clock, timers):
    """Compact: the vote takes the game's place in the card's header (issue 26: 8 tables at 1366x768 in
    every state), so a vote opening and closing moves nothing."""
    window, c, flow = _shown(qtbot, clock, timers)
    window.event_view.set_density("compact")
    qtbot.wait(20)
    places = _places(window)
    row(window, 1, "P01").pause_action.trigger()
    qtbot.waitUntil(lambda: card(window, 1).pause_banner.isVisible())
    qtbot.wait(1)
    assert _places(window) == places
    click(qtbot, card(window, 1).undo_button)
    qtbot.waitUntil(lambda: not card(window, 1).pause_banner.isVisible())
    qtbot.wait(1)
    assert _places(window) == places and _tidy(window)
