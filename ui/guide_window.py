"""Help ▸ Guide: the judge's guide (resources/guide/guide.md) inside the app, offline, with its pictures.

The guide is the same Markdown file the checkout shows; Qt reads it (QTextBrowser's Markdown source) and
finds its pictures beside it (``../screenshots/NAME.png``, shipped in ``tableside.resources.screenshots``).
Links:

- ``#a-heading`` (the contents line, every "see …"): the heading with that GitHub-style name, in this window;
- another shipped page (``../docs/protocol.md``): opened here, Back returns;
- a page of the checkout the app does not ship (``../../README.md``): nothing opens, the line under the
  search field says so;
- a web address: handed to the system's browser (the judge clicked it; the guide itself never needs one).

The search field finds as the judge types, marks every match, and Enter / Shift+Enter (F3 / Shift+F3,
or the ▲ ▼ buttons) go to the next / previous one, wrapping; a word the guide lacks is said plainly.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QColor, QDesktopServices, QKeySequence, QShortcut, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from tableside.app import paths
from tableside.ui import plain_text
from tableside.ui.i18n import arg, translate

GUIDE = Path("guide") / "guide.md"
MOST_MARKED = 2000  # matches marked at once (a one-letter search would otherwise mark every letter)


def guide_file() -> Path:
    return paths.resources_dir() / GUIDE


def slug(heading: str) -> str:
    """The name GitHub gives a heading's anchor: lower case, punctuation dropped, spaces to hyphens."""
    kept = "".join(ch for ch in heading.strip().lower()
                   if ch in " -_" or unicodedata.category(ch)[0] in "LNM")
    return kept.replace(" ", "-")


class GuideWindow(QWidget):
    """The guide in its own window, beside the judge's window (not modal: the event goes on)."""

    def __init__(self, parent: QWidget | None = None,
                 open_web: Callable[[QUrl], object] = QDesktopServices.openUrl) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(translate("guide_window", "Tableside: the judge's guide"))
        self._open_web = open_web
        self._anchors: dict[str, int] = {}
        self._matches: list[QTextCursor] = []

        self.search = QLineEdit()
        self.search.setPlaceholderText(translate("guide_window", "Find in the guide (Ctrl+F)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._search_changed)
        self.search.returnPressed.connect(self.find_next)
        self.previous_button = QPushButton(translate("guide_window", "▲ Previous"))
        self.previous_button.clicked.connect(self.find_previous)
        self.next_button = QPushButton(translate("guide_window", "▼ Next"))
        self.next_button.clicked.connect(self.find_next)
        self.back_button = QPushButton(translate("guide_window", "Back"))
        self.back_button.setEnabled(False)
        self.contents_button = QPushButton(translate("guide_window", "Contents"))
        self.contents_button.clicked.connect(self.home)
        self.status = plain_text.label("")
        self.status.setObjectName("guideStatus")
        self.status.setWordWrap(True)

        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self.follow)
        self.browser.backwardAvailable.connect(self.back_button.setEnabled)
        self.back_button.clicked.connect(self._back)
        self.browser.sourceChanged.connect(lambda _url: self._index())

        row = QHBoxLayout()
        row.addWidget(self.back_button)
        row.addWidget(self.contents_button)
        row.addWidget(self.search, 1)
        row.addWidget(self.previous_button)
        row.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.status)
        layout.addWidget(self.browser, 1)

        for keys, slot in (("Ctrl+F", self._focus_search), ("F3", self.find_next),
                           ("Shift+F3", self.find_previous), ("Esc", self._escape)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.activated.connect(slot)
        shift_enter = QShortcut(QKeySequence("Shift+Return"), self.search)
        shift_enter.setContext(Qt.ShortcutContext.WidgetShortcut)
        shift_enter.activated.connect(self.find_previous)

        self._fit()
        self.load()

    # -- the page --------------------------------------------------------------------------------

    def load(self) -> None:
        path = guide_file()
        if not path.is_file():
            self.browser.setPlainText(arg(translate(
                "guide_window", "The guide is missing from this installation (looked for %1)."), path))
            self.status.setText(translate("guide_window", "The guide file is missing: reinstall Tableside."))
            return
        self.browser.setSearchPaths([str(paths.resources_dir())])
        self.browser.setSource(QUrl.fromLocalFile(str(path)), QTextDocument.ResourceType.MarkdownResource)
        self._index()

    def home(self) -> None:
        if self.browser.source() != QUrl.fromLocalFile(str(guide_file())):
            self.load()
        self.browser.verticalScrollBar().setValue(0)

    def _back(self) -> None:
        self.browser.backward()

    def _index(self) -> None:
        """Every heading's anchor name, to its place in the page (Qt's Markdown gives headings none)."""
        self._anchors = {}
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel():
                name = slug(block.text())
                taken = name
                count = 0
                while taken in self._anchors:
                    count += 1
                    taken = f"{name}-{count}"
                self._anchors[taken] = block.position()
            block = block.next()
        self._matches = []
        self._search_changed(self.search.text())

    def headings(self) -> list[str]:
        return list(self._anchors)

    def go_to(self, anchor: str) -> bool:
        """Scroll the heading called ``anchor`` (a GitHub anchor name) to the top of the window."""
        position = self._anchors.get(anchor.lower())
        if position is None:
            return False
        cursor = QTextCursor(self.browser.document())
        cursor.setPosition(position)
        self.browser.setTextCursor(cursor)
        block = self.browser.document().findBlock(position)
        top = self.browser.document().documentLayout().blockBoundingRect(block).top()
        self.browser.verticalScrollBar().setValue(int(top))
        return True

    def top_heading(self) -> str:
        """The heading of the section at the top of the window (what a judge sees first)."""
        document = self.browser.document()
        layout = document.documentLayout()
        top = self.browser.verticalScrollBar().value() + document.documentMargin() + 2
        shown = ""
        for position in sorted(self._anchors.values()):
            block = document.findBlock(position)
            if layout.blockBoundingRect(block).top() > top:
                break
            shown = block.text()
        return shown

    def follow(self, url: QUrl) -> None:
        if url.scheme() in ("http", "https", "mailto"):
            self._open_web(url)
            self.status.setText(arg(translate("guide_window", "Opened %1 in the web browser."), url.toString()))
            return
        target = self.browser.source().resolved(url)
        if not target.isLocalFile() or target.toLocalFile() != self.browser.source().toLocalFile():
            local = Path(target.toLocalFile()) if target.isLocalFile() else None
            shipped = paths.resources_dir().resolve()
            if (local is None or not local.is_file() or local.suffix != ".md"
                    or not local.resolve().is_relative_to(shipped)):
                shown = url.toString().split("#")[0]
                self.status.setText(arg(translate(
                    "guide_window", "%1 is a page of Tableside's source, not part of the installed app."), shown))
                return
            self.browser.setSource(QUrl.fromLocalFile(str(local)), QTextDocument.ResourceType.MarkdownResource)
        self.status.setText("")
        if target.hasFragment() and not self.go_to(target.fragment()):
            self.status.setText(arg(translate("guide_window", "No heading called “%1” on this page."),
                                    target.fragment()))

    # -- search ----------------------------------------------------------------------------------

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def _escape(self) -> None:
        if self.search.text():
            self.search.clear()
        else:
            self.close()

    def _search_changed(self, text: str) -> None:
        self._matches = self._all(text)
        marked = QTextCharFormat()
        marked.setBackground(QColor("#ffe680"))
        marked.setForeground(QColor("#000000"))
        selections = []
        for found in self._matches[:MOST_MARKED]:
            selection = QTextEdit.ExtraSelection()
            selection.cursor = found
            selection.format = marked
            selections.append(selection)
        self.browser.setExtraSelections(selections)
        if not text:
            self.status.setText("")
            return
        if not self._matches:
            self.status.setText(arg(translate("guide_window", "“%1” is not in this page."), text))
            return
        cursor = self.browser.textCursor()
        cursor.setPosition(cursor.selectionStart())
        self.browser.setTextCursor(cursor)
        self.find_next()

    def _all(self, text: str) -> list[QTextCursor]:
        if not text:
            return []
        document = self.browser.document()
        found: list[QTextCursor] = []
        cursor = document.find(text, 0)
        while not cursor.isNull():
            found.append(cursor)
            cursor = document.find(text, cursor)
        return found

    def find_next(self) -> None:
        self._step(forward=True)

    def find_previous(self) -> None:
        self._step(forward=False)

    def _step(self, forward: bool) -> None:
        text = self.search.text()
        if not text:
            self.status.setText(translate("guide_window", "Type a word to find."))
            return
        if not self._matches:
            self.status.setText(arg(translate("guide_window", "“%1” is not in this page."), text))
            return
        here = self.browser.textCursor()
        if forward:
            after = [i for i, m in enumerate(self._matches) if m.selectionStart() >= here.selectionEnd()]
            index = after[0] if after else 0
        else:
            before = [i for i, m in enumerate(self._matches) if m.selectionEnd() <= here.selectionStart()]
            index = before[-1] if before else len(self._matches) - 1
        self.browser.setTextCursor(self._matches[index])
        self.browser.ensureCursorVisible()
        self.status.setText(arg(translate("guide_window", "Match %1 of %2 for “%3”."), index + 1, len(self._matches),
                                text))

    def current_match(self) -> str:
        return self.browser.textCursor().selectedText()

    # -- size ------------------------------------------------------------------------------------

    def _fit(self) -> None:
        screen = QApplication.primaryScreen()
        width, height = 960, 760
        if screen is not None:
            free = screen.availableGeometry()
            width, height = min(width, free.width() - 40), min(height, free.height() - 60)
        self.resize(max(width, 400), max(height, 300))

