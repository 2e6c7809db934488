"""Help ▸ The judge's guide: the guide shipped in resources/guide opens in the app, offline, with its
pictures; its links move inside it; its search finds, marks and says when a word is missing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument

from tableside.app import paths
from tableside.ui.guide_window import GuideWindow, guide_file, slug
from tests.ui.helpers import make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")  # offscreen: a top-level window


def opened(qtbot, **kw) -> GuideWindow:
    window = GuideWindow(**kw)
    qtbot.addWidget(window)
    window.resize(900, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_guide_is_the_shipped_file_and_reads_as_a_guide(qtbot):
    window = opened(qtbot)
    assert guide_file() == paths.resources_dir() / "guide" / "guide.md"
    assert window.browser.source() == QUrl.fromLocalFile(str(guide_file()))
    text = window.browser.toPlainText()
    assert text.startswith("Tableside: the judge's guide")
    assert "After a crash" in text
    for heading in ("install", "after-a-crash", "taking-over", "scoring-systems"):
        assert heading in window.headings(), heading


def test_its_pictures_come_from_the_shipped_files(qtbot):
    window = opened(qtbot)
    document = window.browser.document()
    picture = document.resource(QTextDocument.ResourceType.ImageResource, QUrl("../screenshots/start.png"))
    assert picture is not None and not picture.isNull()
    assert (paths.resources_dir() / "screenshots" / "start.png").is_file()


def test_a_contents_link_shows_its_section_heading(qtbot):
    window = opened(qtbot)
    assert window.top_heading() == "Tableside: the judge's guide"
    window.follow(QUrl("#after-a-crash"))
    assert window.top_heading() == "After a crash"
    window.follow(QUrl("#taking-over"))
    assert window.top_heading() == "Taking over"
    window.home()
    assert window.browser.verticalScrollBar().value() == 0


def test_search_finds_next_and_previous_and_says_when_a_word_is_missing(qtbot):
    window = opened(qtbot)
    window.search.setText("kill -9")
    assert window.current_match().lower() == "kill -9"
    first = window.browser.textCursor().selectionStart()
    assert window.status.text().startswith("Match 1 of ")
    marked = window.browser.extraSelections()
    assert len(marked) >= 1
    window.find_next()
    second = window.browser.textCursor().selectionStart()
    window.find_previous()
    assert window.browser.textCursor().selectionStart() == first
    assert len(marked) == 1 or second > first
    window.search.setText("zeppelinquux")
    assert window.status.text() == "“zeppelinquux” is not in this page."
    assert window.browser.extraSelections() == []


def test_links_to_other_pages_web_and_the_checkout(qtbot):
    web: list[QUrl] = []
    window = opened(qtbot, open_web=web.append)
    window.follow(QUrl("https://example.org/x"))
    assert web == [QUrl("https://example.org/x")]
    assert "web browser" in window.status.text()
    window.follow(QUrl("../../README.md#quick-start"))
    assert "not part of the installed app" in window.status.text()
    assert window.browser.source() == QUrl.fromLocalFile(str(guide_file()))
    window.follow(QUrl("../docs/protocol.md"))
    assert window.browser.source().toLocalFile().endswith("protocol.md")
    assert window.back_button.isEnabled()
    window.back_button.click()
    assert window.browser.source() == QUrl.fromLocalFile(str(guide_file()))
    assert "after-a-crash" in window.headings()


def test_slugs_follow_github():
    assert slug("After a crash") == "after-a-crash"
    assert slug("Presets: scoring systems and timer rules") == "presets-scoring-systems-and-timer-rules"
    assert slug("Player timers, pause votes and the round clock (document 002, document 000)") == \
        "player-timers-pause-votes-and-the-round-clock-document-002-document-000"


def test_every_link_of_the_guide_to_itself_finds_its_heading(qtbot):
    import re

    window = opened(qtbot)
    text = guide_file().read_text(encoding="utf-8")
    anchors = set(re.findall(r"\]\(#([^)]+)\)", text))
    missing = sorted(a for a in anchors if a not in window.headings())
    assert not missing, missing


def test_help_menu_opens_the_guide_and_f1_keeps_the_keys(qtbot, clock, timers):
    window, _ = make_window(qtbot, clock, timers)
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    texts = {a.text(): a for a in help_menu.actions()}
    assert texts["&Keyboard shortcuts"].shortcut().toString() == "F1"
    texts["The judge's &guide (searchable)"].trigger()
    guide = window._guide
    assert guide is not None and guide.isVisible()
    texts["The judge's &guide (searchable)"].trigger()
    assert window._guide is guide
    guide.close()
