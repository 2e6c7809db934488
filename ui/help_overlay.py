"""F1: every keyboard shortcut, over the window (Esc or F1 again closes it)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QPushButton, QScrollArea, QVBoxLayout, QWidget

from tableside.app.errors import QT_TRANSLATE_NOOP
from tableside.ui import plain_text
from tableside.ui.i18n import translate

SHORTCUTS: list[tuple[str, list[tuple[str, str]]]] = [
    (QT_TRANSLATE_NOOP("help_overlay", "Anywhere"), [
        ("F1", QT_TRANSLATE_NOOP("help_overlay", "Show / hide this help")),
        ("F6 / Shift+F6", QT_TRANSLATE_NOOP("help_overlay", "Go to the next / previous table")),
        ("Tab / Shift+Tab", QT_TRANSLATE_NOOP("help_overlay", "Move between buttons; Space or Enter presses")),
        ("Ctrl+Shift+S", QT_TRANSLATE_NOOP("help_overlay", "Start the round")),
        ("Ctrl+Shift+P", QT_TRANSLATE_NOOP("help_overlay", "Pause / resume the round clock")),
        ("Ctrl+Shift+E", QT_TRANSLATE_NOOP("help_overlay", "Extend one table's round")),
        ("Ctrl+Shift+R", QT_TRANSLATE_NOOP("help_overlay", "Resume the timers of every held table")),
        ("Ctrl+Shift+Z", QT_TRANSLATE_NOOP("help_overlay", "Redo: the table action Undo just took back, again")),
        ("Ctrl+Shift+K", QT_TRANSLATE_NOOP("help_overlay", "Correct a past result (a finished game of any round)")),
        ("Ctrl+H", QT_TRANSLATE_NOOP("help_overlay", "Show / hide the history")),
        ("Ctrl+T", QT_TRANSLATE_NOOP("help_overlay", "Show / hide the standings")),
        ("Ctrl+N / Ctrl+O", QT_TRANSLATE_NOOP("help_overlay", "New event / open an event file")),
        ("Ctrl+W", QT_TRANSLATE_NOOP("help_overlay", "Close the event (back to the start screen)")),
        ("Ctrl+Q", QT_TRANSLATE_NOOP("help_overlay", "Quit Tableside")),
        ("Esc", QT_TRANSLATE_NOOP("help_overlay", "Hide the message or this help")),
    ]),
    (QT_TRANSLATE_NOOP("help_overlay", "On the framed table (F6 / Shift+F6 or a click)"), [
        ("1 … 9", QT_TRANSLATE_NOOP("help_overlay", "Select / unselect player 1 … 9")),
        ("O", QT_TRANSLATE_NOOP("help_overlay", "Out together: the selected players leave at the same moment")),
        ("Ctrl+1 … 9", QT_TRANSLATE_NOOP("help_overlay", "Player's Decide menu (decision kinds, auction, pause)")),
        ("D", QT_TRANSLATE_NOOP("help_overlay", "Done: the decision in progress is made")),
        ("A", QT_TRANSLATE_NOOP("help_overlay", "Auction (−20 s) for the deciding player")),
        ("U", QT_TRANSLATE_NOOP("help_overlay", "Undo the table's last action (the message says which)")),
        ("R", QT_TRANSLATE_NOOP("help_overlay", "Resume timers held by a restart")),
    ]),
]


class HelpOverlay(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("helpOverlay")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        outer = QVBoxLayout(self)
        outer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel = QFrame()
        panel.setObjectName("helpPanel")
        box = QVBoxLayout(panel)
        box.setContentsMargins(24, 18, 24, 18)
        title = plain_text.label(translate("help_overlay", "Keyboard shortcuts"))
        title.setObjectName("helpTitle")
        box.addWidget(title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(4)
        column = 0
        for heading, rows in SHORTCUTS:
            head = plain_text.rich_label(plain_text.markup("<b>{}</b>", translate("help_overlay", heading)))
            grid.addWidget(head, 0, column, 1, 2)
            for i, (keys, what) in enumerate(rows, start=1):
                key_label = plain_text.rich_label(plain_text.markup("<b>{}</b>", keys))
                grid.addWidget(key_label, i, column)
                what_label = plain_text.label(translate("help_overlay", what))
                what_label.setWordWrap(True)  # a large text size wraps it, rather than cutting it
                grid.addWidget(what_label, i, column + 1)
            column += 2
        box.addLayout(grid)
        box.addWidget(plain_text.label(translate("help_overlay", "Everything else, from the first table to a crash: "
                                       "Help ▸ The judge's guide (searchable, works offline).")))
        close = QPushButton(translate("help_overlay", "Close (Esc)"))
        close.clicked.connect(self.hide)
        box.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)
        self.close_button = close
        # A large text size on a small screen makes the panel taller than the window: it scrolls then,
        # rather than squeezing its lines into each other.
        scroller = QScrollArea()
        scroller.setObjectName("helpScroller")
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroller.setWidget(panel)
        scroller.setMaximumSize(panel.sizeHint().expandedTo(panel.minimumSizeHint()).grownBy(QMargins(0, 0, 24, 0)))
        self.scroller = scroller
        outer.addWidget(scroller)
        parent.installEventFilter(self)
        self.hide()

    def toggle(self) -> None:
        if self.isVisible():
            self.hide()
        else:
            parent = self.parentWidget()
            if parent is not None:  # the window it was made for
                self.setGeometry(parent.rect())
            self.raise_()
            self.show()
            self.close_button.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        parent = self.parentWidget()
        if parent is not None and watched is parent and event.type() == QEvent.Type.Resize:
            self.setGeometry(parent.rect())
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F1):
            self.hide()
            event.accept()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(20, 30, 40, 150))
