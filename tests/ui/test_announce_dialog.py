"""Event ▸ Announce… (issue 28, part 7): Send and Take down are logged clicks, a refusal shows in the
dialog with nothing written, the list follows a station's announcement, every text is plain; the
projector shows the newest one as a banner under its header and gives its rows the room back after."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from tableside.ui.announce_dialog import AnnounceDialog
from tests.ui.helpers import click, event_window
from tests.ui.test_projector import event, projector, shown

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

TABLES = {1: ["Ana", "Ben"], 2: ["Cai", "Dee"]}
HOSTILE = "<img src=x onerror=alert(1)> & <b>bold</b>"


def listed(dialog: AnnounceDialog) -> list[str]:
    return [dialog.list.item(i).text() for i in range(dialog.list.count())]


def test_send_lists_and_take_down_each_a_logged_entry(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, TABLES)
    assert window.announce_action.isEnabled()
    dialog = AnnounceDialog(c, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert listed(dialog) == [] and not dialog.take_down_button.isEnabled()
    qtbot.keyClicks(dialog.text, "Lunch break until 13:00")
    click(qtbot, dialog.send_button)
    assert dialog.text.text() == "" and dialog.error.isHidden()
    assert len(listed(dialog)) == 1 and listed(dialog)[0].endswith(" — Lunch break until 13:00")
    first = c.entries()[-1]
    assert first.kind == "event.announce" and c.describe(first) == "Announcement: Lunch break until 13:00"
    # Enter sends too; the newest is first and chosen.
    clock.advance(60_000)
    qtbot.keyClicks(dialog.text, HOSTILE)
    qtbot.keyClick(dialog.text, Qt.Key.Key_Return)
    assert [line.split(" — ", 1)[1] for line in listed(dialog)] == [HOSTILE, "Lunch break until 13:00"]
    assert dialog.list.item(0).text().endswith(HOSTILE)  # an item's text is never markup
    # Take down the older one.
    dialog.list.setCurrentRow(1)
    click(qtbot, dialog.take_down_button)
    assert [line.split(" — ", 1)[1] for line in listed(dialog)] == [HOSTILE]
    down = c.entries()[-1]
    assert down.kind == "event.announce_end" and down.data["announcement"] == first.seq
    assert c.describe(down) == "Announcement taken down: Lunch break until 13:00"
    dialog.close()


def test_a_refusal_shows_in_the_dialog_and_nothing_is_written(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, TABLES)
    dialog = AnnounceDialog(c, window)
    qtbot.addWidget(dialog)
    dialog.show()
    before = c.state.seq
    dialog.text.setText("   ")
    click(qtbot, dialog.send_button)
    assert c.state.seq == before
    assert not dialog.error.isHidden() and dialog.error.text() == "The announcement is empty."
    assert dialog.error.textFormat() == Qt.TextFormat.PlainText
    assert isinstance(dialog.text, QLineEdit) and dialog.text.maxLength() == 200
    dialog.close()


def test_the_list_follows_an_announcement_from_a_station(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, TABLES)
    dialog = AnnounceDialog(c, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert c.do("station.join", {"station": "bob-laptop-1", "name": "Bob's laptop", "url": ""})
    c.commit_from_device("event.announce", {"text": "From the floor"}, None, "ann-00001", station="bob-laptop-1")
    qtbot.waitUntil(lambda: listed(dialog) != [], timeout=2_000)
    assert listed(dialog)[0].endswith(" — From the floor")
    dialog.close()


def test_the_projector_shows_the_newest_announcement_as_a_banner(qtbot, clock, timers):
    c = event(clock, timers, start=True)
    window = projector(qtbot, c, timers, mode="standings")
    rows_before = window.metrics.rows_fit()
    assert shown(window, "announcement") == [] and window.metrics.banner_h == 0
    assert c.do("event.announce", {"text": "Lunch break until 13:00"})
    clock.advance(1_000)
    assert c.do("event.announce", {"text": HOSTILE})
    [banner] = window.scene().by_role("announcement")
    assert banner.full == HOSTILE and banner.color == sc_black()
    assert window.metrics.banner_h > 0 and window.metrics.rows_fit() < rows_before  # the rows made room
    title = window.scene().by_role("title")[0]
    assert title.rect.top() >= banner.rect.bottom()  # under the banner, not under it on the screen
    newest = max(c.state.announcements)
    assert c.do("event.announce_end", {"announcement": newest})
    assert shown(window, "announcement") == ["Lunch break until 13:00"]
    assert c.do("event.announce_end", {"announcement": max(c.state.announcements)})
    assert shown(window, "announcement") == [] and window.metrics.rows_fit() == rows_before


def sc_black() -> str:
    from tableside.ui.projector import scene as sc

    return sc.BLACK
