"""Style rules stay with the widgets they are written for: none leaks into another widget or a dialog."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from tableside.app.eventlog.memory_store import MemoryStore
from tableside.ui import style
from tests.ui.helpers import event_window, make_window, row

OFFSCREEN = pytest.mark.qt_log_ignore(r"This plugin does not support")


def luminance(colour: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def ink_on(image: QImage, area: QRect | None = None) -> tuple[QColor, QColor]:
    """(background, text) as painted: the commonest colour, and the one standing out most from it."""
    area = area or image.rect()
    pixels = [image.pixelColor(x, y) for x in range(area.left(), area.right() + 1, 1)
              for y in range(area.top(), area.bottom() + 1)]
    back = QColor(Counter(p.rgb() for p in pixels).most_common(1)[0][0])
    text = max(pixels, key=lambda p: contrast(p, back))
    return back, text


def painted(widget) -> QImage:
    widget.ensurePolished()
    return widget.grab().toImage()


def test_start_round_reads_white_on_blue(qtbot, clock, timers):
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    assert c.do("event.create", {"name": "Cup", "date": "2026-11-22", "system": "table-points", "options": {},
                                 "timers": "round-clock-only", "round_minutes": 60})
    for name in ("Ana", "Ben"):
        assert c.register(name)
    assert c.open_round() and c.seat(1, 1, ["Ana", "Ben"], "Catan")
    window.show()
    qtbot.waitExposed(window)
    button = window.event_view.round_bar.start_button
    assert button.isVisible()
    back, text = ink_on(painted(button), button.rect().adjusted(4, 4, -4, -4))
    assert contrast(back, text) >= 4.5, (back.name(), text.name())
    assert back == QColor(style.BLUE)  # the primary role's colour, not the bar's grey that hid it


@OFFSCREEN
def test_the_extend_dialogs_labels_are_readable(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben"], 2: ["Cai", "Dee"]})
    window.show()
    dialog = window.event_view.round_bar.extend_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    image = painted(dialog)
    for label in (dialog.table_label, dialog.minutes_label):
        area = QRect(label.mapTo(dialog, label.rect().topLeft()), label.size())
        back, text = ink_on(image, area)
        assert contrast(back, text) >= 4.5, (label.text(), back.name(), text.name())
    assert not window.event_view.round_bar.isAncestorOf(dialog)


@OFFSCREEN
def test_disabled_menu_entries_look_disabled(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben"]}, timers_preset="document-002")
    window.show()
    ana = row(window, 1, "Ana")
    for _ in range(10):  # 2:00 down to 0:20: too little left to start an auction (as Lea's 0:16 in the walk)
        assert c.adjust(1, 1, ana.pid, -10_000)
    menu = ana.decide_menu
    assert not ana.auction_action.isEnabled()
    enabled = next(iter(ana.decide_actions.values()))
    assert enabled.isEnabled()
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(menu.isVisible, timeout=500)
    image = painted(menu)
    _, on_ink = ink_on(image, menu.actionGeometry(enabled))
    back, off_ink = ink_on(image, menu.actionGeometry(ana.auction_action))
    menu.close()
    assert contrast(back, on_ink) >= 4.5
    assert contrast(back, off_ink) < contrast(back, on_ink) / 2, (on_ink.name(), off_ink.name())


def test_no_rule_styles_widgets_by_where_they_sit():
    """A "#parent Type" rule reaches every widget of that type ever parented there (the leak, in the sheet)."""
    import re

    descendant = re.findall(r"^\s*#\w+\s+Q\w+", style.STYLESHEET, flags=re.MULTILINE)
    assert descendant == []
    assert QApplication.instance() is not None
