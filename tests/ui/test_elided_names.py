"""A name that does not fit is elided with "…" and shown whole in its tooltip (issue 26).

The walk found names cut mid-letter with no ellipsis on every card at every size ("Bartholom",
"Gus Whitfi"). The card's name and the decision strip are ``ElidedLabel``s: the whole text stays the
label's text, what is painted ends in "…" when it does not fit, and the tooltip then holds it whole.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from tableside.ui import plain_text
from tableside.ui.elided_label import ElidedLabel
from tests.ui.helpers import card, event_window, row
from tests.ui.long_names import long_names

LONG = "Bartholomew Nakamura-Whitfield von Habsburg"  # 43 characters (a compact line holds 24 whole)
MARKED = "<b>X</b> Van der Berghe-Oosterhuis"
PLAYERS = (LONG, "Ana", "<b>X</b>", MARKED, "Ben", "Cai")
assert len(LONG) == 43


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def shown(qtbot, clock, timers, size=(1366, 768), preset="document-002"):
    window, c = event_window(qtbot, clock, timers, {1: [LONG, "Ana", "<b>X</b>"], 2: [MARKED, "Ben", "Cai"]},
                             timers_preset=preset, players=PLAYERS)
    window.history_dock.setVisible(False)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    settle()
    return window, c


def test_a_43_character_name_at_1366_ends_in_an_ellipsis_and_its_tooltip_holds_it_whole(qtbot, clock, timers):
    window, c = shown(qtbot, clock, timers)
    name = row(window, 1, LONG).name
    assert isinstance(name, ElidedLabel)
    assert name.text() == f"1  {LONG}"  # the label's text stays whole (what tests and screen readers read)
    painted = name.shown_text()
    assert painted.endswith("…") and painted != name.text()
    assert name.text().startswith(painted[:-1])  # the start of the name, cut at the right
    assert len(painted) >= len("1  Bartholome…")  # the seat and 11 letters stay before the buttons give way
    assert name.fontMetrics().horizontalAdvance(painted) <= name.contentsRect().width()
    assert name.toolTip() == plain_text.tip(f"1  {LONG}")


def test_a_short_name_is_shown_whole_with_no_tooltip(qtbot, clock, timers):
    window, c = shown(qtbot, clock, timers)
    for who, seat in (("Ana", 2), ("Ben", 2)):
        name = row(window, 1 if who == "Ana" else 2, who).name
        assert name.shown_text() == name.text() == f"{seat}  {who}"
        assert not name.is_elided() and name.toolTip() == ""


def test_a_wider_window_shows_more_of_the_name(qtbot, clock, timers):
    window, c = shown(qtbot, clock, timers)
    name = row(window, 1, LONG).name
    at_1366 = name.shown_text()
    window.resize(1650, 768)  # two columns still, each wider (1366: 658 px a card, 1650: 800)
    settle()
    wider = name.shown_text()
    assert len(wider) > len(at_1366)
    assert wider.endswith("…") or wider == name.text()
    window.resize(1366, 768)
    settle()
    assert name.shown_text() == at_1366  # and back
    card(window, 1).setFixedWidth(2000)  # room for all of it: whole, no tooltip
    settle()
    assert name.shown_text() == name.text() and name.toolTip() == ""


def test_a_name_like_markup_shows_literally_cut_or_whole(qtbot, clock, timers):
    window, c = shown(qtbot, clock, timers, size=(1650, 768))
    card(window, 2).setFixedWidth(560)  # (a compact card's line holds 24 letters whole: this name has 35)
    settle()
    whole = row(window, 1, "<b>X</b>").name
    assert whole.textFormat() == Qt.TextFormat.PlainText
    assert whole.shown_text() == whole.text() == "3  <b>X</b>" and whole.toolTip() == ""
    cut = row(window, 2, MARKED).name
    assert cut.textFormat() == Qt.TextFormat.PlainText
    assert cut.shown_text().startswith("1  <b>X</b>") and cut.shown_text().endswith("…")
    assert cut.toolTip() == plain_text.tip(f"1  {MARKED}") and "<b>" not in cut.toolTip()  # escaped


def test_the_decision_strip_keeps_three_lines_and_the_whole_sentence_in_its_tooltip(qtbot, clock, timers):
    window, c = shown(qtbot, clock, timers)
    pid = c.state.player_by_name(LONG).id
    assert c.decision(1, 1, pid, "auction-or-pass")
    settle()
    strip = card(window, 1).decision_text
    assert isinstance(strip, ElidedLabel) and strip.isVisible()
    assert strip.text().startswith(f"▶ {LONG} decides: ")
    painted = strip.shown_text()
    assert painted.count("\n") <= 2
    lines = painted.split("\n")
    assert all(strip.fontMetrics().horizontalAdvance(line) <= strip.contentsRect().width() for line in lines)
    if strip.is_elided():
        assert painted.endswith("…") and strip.toolTip() == plain_text.tip(strip.text())
    else:
        assert strip.toolTip() == ""


def test_the_label_alone_elides_on_resize_and_lets_a_layout_shrink_it(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    label = ElidedLabel("<i>Łukasz Wiśniewski-Papadopoulou</i>", holder)
    assert label.textFormat() == Qt.TextFormat.PlainText
    whole = label.sizeHint().width()
    assert label.minimumSizeHint().width() < whole // 2  # a layout may make it narrow
    assert label.minimumSizeHint().height() == label.sizeHint().height()
    label.resize(whole + 10, label.sizeHint().height())
    assert not label.is_elided() and label.toolTip() == ""
    label.resize(whole // 2, label.sizeHint().height())
    assert label.shown_text().endswith("…") and label.shown_text().startswith("<i>Łukasz")
    assert label.toolTip() == plain_text.tip(label.text())
    label.setText("Ana")  # new text at the same width
    assert label.shown_text() == "Ana" and label.toolTip() == ""
    label.resize(whole + 10, label.sizeHint().height())
    label.setText("<i>Łukasz Wiśniewski-Papadopoulou</i>")
    assert not label.is_elided()
    label.grab()  # painted either way without complaint
    label.resize(whole // 3, label.sizeHint().height())
    assert label.is_elided()
    label.grab()


def test_a_wrapped_label_cuts_its_last_line(qtbot):
    label = ElidedLabel("one two three four five six seven eight nine ten eleven twelve", lines=2)
    qtbot.addWidget(label)
    width = label.fontMetrics().horizontalAdvance("one two three fo")
    label.resize(width, 200)
    painted = label.shown_text()
    assert painted.count("\n") == 1 and painted.endswith("…")
    assert painted.split("\n")[0].startswith("one two")
    assert label.toolTip() == plain_text.tip(label.text())
    label.resize(width * 10, 200)
    assert label.shown_text() == label.text() and label.toolTip() == ""


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_every_24_character_name_is_whole_on_a_compact_line(qtbot, clock, timers, size):
    """The issue's figure: a name of up to 24 characters shows whole (the widest letters of long_names)."""
    names = [n for n in long_names(120) if len(n) == 24][:4]
    window, c = event_window(qtbot, clock, timers, {1: names}, timers_preset="document-002", players=names)
    window.set_density("compact")
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    settle()
    for who in names:
        name = row(window, 1, who).name
        assert not name.is_elided(), (size, name.text(), name.width(), name.sizeHint().width())
        assert name.shown_text() == name.text() and name.toolTip() == ""
