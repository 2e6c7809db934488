"""Document 000's tables, played by clicking the window's real buttons and reading its labels."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.helpers import card, click, event_window, points_shown, row, status_shown, text_of

FOUR = {1: ["Ana", "Ben", "Cai", "Dee"]}
THREE = {1: ["Eve", "Fay", "Gus"]}


def test_four_players_1_2_1_gives_0_6_6_12(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, FOUR)
    window.show()
    clock.advance(60_000)
    click(qtbot, row(window, 1, "Dee").out_button)
    assert points_shown(window, 1) == {"Ana": "", "Ben": "", "Cai": "", "Dee": "0"}
    assert "OUT" in status_shown(window, 1)["Dee"] and "4th" in status_shown(window, 1)["Dee"]

    clock.advance(60_000)
    click(qtbot, row(window, 1, "Ben").select)
    click(qtbot, row(window, 1, "Cai").select)
    assert card(window, 1).together_button.text() == "Out together (2)"
    click(qtbot, card(window, 1).together_button)

    assert points_shown(window, 1) == {"Ana": "12", "Ben": "6", "Cai": "6", "Dee": "0"}
    statuses = status_shown(window, 1)
    assert "WINNER" in statuses["Ana"] and "★" in statuses["Ana"]
    assert "2nd (tied)" in statuses["Ben"] and "2nd (tied)" in statuses["Cai"]
    leaves = c.state.rounds[1].tables[1].leaves
    assert [leave.players for leave in leaves] == [("p4",), ("p2", "p3")]  # Ben and Cai at the same moment
    assert card(window, 1).status.text().endswith("Finished")
    assert not row(window, 1, "Ana").out_button.isVisible()


def test_three_players_2_1_gives_3_3_12(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, THREE)
    window.show()
    click(qtbot, row(window, 1, "Eve").select)
    click(qtbot, row(window, 1, "Gus").select)
    click(qtbot, card(window, 1).together_button)
    assert points_shown(window, 1) == {"Eve": "3", "Fay": "12", "Gus": "3"}
    assert "WINNER" in status_shown(window, 1)["Fay"]


def test_three_players_1_1_1_and_previews_before_anyone_leaves(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, THREE)
    window.show()
    previews = {c.player_name(r.pid): text_of(r.preview) for r in card(window, 1).rows}
    assert previews == {"Eve": "if out now: 0", "Fay": "if out now: 0", "Gus": "if out now: 0"}
    click(qtbot, row(window, 1, "Gus").out_button)
    assert text_of(row(window, 1, "Eve").preview) == "if out now: 6"
    click(qtbot, row(window, 1, "Eve").out_button)
    assert points_shown(window, 1) == {"Eve": "6", "Fay": "12", "Gus": "0"}


def test_points_appear_only_for_what_was_committed(qtbot, clock, timers):
    """Points are painted from the session after do() returned: the log holds every leave shown."""
    window, c = event_window(qtbot, clock, timers, FOUR)
    window.show()
    click(qtbot, row(window, 1, "Ben").out_button)
    kinds = [e.kind for e in c.session.store.entries()]
    assert kinds[-1] == "player.out"
    assert points_shown(window, 1)["Ben"] == "0"


def test_keyboard_only_1_1_1_1_gives_0_4_8_12(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, FOUR)
    window.show()
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F6)
    the_card = card(window, 1)
    assert the_card.hasFocus()
    for key in (Qt.Key.Key_4, Qt.Key.Key_O, Qt.Key.Key_3, Qt.Key.Key_O, Qt.Key.Key_2, Qt.Key.Key_O):
        qtbot.keyClick(window.focusWidget() or the_card, key)
    assert points_shown(window, 1) == {"Ana": "12", "Ben": "8", "Cai": "4", "Dee": "0"}
    # U undoes the table's last action from the keyboard too.
    qtbot.keyClick(window.focusWidget() or the_card, Qt.Key.Key_U)
    assert points_shown(window, 1) == {"Ana": "", "Ben": "", "Cai": "4", "Dee": "0"}


DOCUMENT_000 = [  # (leaving groups as sizes, points first-to-leave first) for both printed tables
    ("4", [6, 6, 6, 6]), ("3 -> 1", [4, 4, 4, 12]), ("2 -> 2", [2, 2, 10, 10]), ("2 -> 1 -> 1", [2, 2, 8, 12]),
    ("1 -> 3", [0, 8, 8, 8]), ("1 -> 2 -> 1", [0, 6, 6, 12]), ("1 -> 1 -> 2", [0, 4, 10, 10]),
    ("1 -> 1 -> 1 -> 1", [0, 4, 8, 12]),
    ("3", [6, 6, 6]), ("2 -> 1", [3, 3, 12]), ("1 -> 2", [0, 9, 9]), ("1 -> 1 -> 1", [0, 6, 12]),
]


@pytest.mark.parametrize("pattern, expected", DOCUMENT_000, ids=[p for p, _ in DOCUMENT_000])
def test_every_row_of_document_000_by_clicking(qtbot, clock, timers, pattern, expected):
    names = ["Ana", "Ben", "Cai", "Dee"][: len(expected)]
    window, c = event_window(qtbot, clock, timers, {1: names})
    window.show()
    order = list(reversed(names))  # Dee leaves first, then Cai, ...
    for size in (int(s) for s in pattern.split(" -> ")):
        group, order = order[:size], order[size:]
        if size == 1 and order:
            click(qtbot, row(window, 1, group[0]).out_button)
        elif size == 1:
            continue  # the last one standing was already made the winner
        else:
            for name in group:
                click(qtbot, row(window, 1, name).select)
            click(qtbot, card(window, 1).together_button)
    leaving_order = list(reversed(names))
    shown = points_shown(window, 1)
    assert [shown[n] for n in leaving_order] == [str(p) for p in expected]
