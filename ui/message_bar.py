"""A message line inside the window (not a modal): refusals, failed writes, notes for the judge."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QScrollArea, QSizePolicy, QWidget

from tableside.app.errors import QT_TRANSLATE_NOOP
from tableside.ui import plain_text, style
from tableside.ui.i18n import translate

ICONS = {"refused": style.SYM_WARN, "error": "✖", "info": style.SYM_INFO, "warning": style.SYM_WARN}
TITLES = {"refused": QT_TRANSLATE_NOOP("message_bar", "Not done:"), "error": "", "info": "", "warning": ""}


Offer = tuple[str, Callable[[], object]]  # (button text, what it does) beside a message

LINES = 2  # the message's room, in lines of its text; a longer one scrolls inside it


class MessageBar(QFrame):
    """Laid over the window, never in its layout: a message that came and went pushed every card down and up
    again (54–88 px) under the judge's pointer, and the room kept for it instead cost the eighth table's last
    rows at 1280x720. Its owner places it (``place``) where nothing is clicked: ui.main_window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        box = QHBoxLayout(self)
        box.setContentsMargins(8, 1, 4, 1)  # (a third line fits beside the menus and the round bar)
        self.icon = plain_text.label()
        self.icon.setObjectName("messageText")
        self.text = plain_text.rich_label()  # a bold "Not done:" before the message
        self.text.setObjectName("messageText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.action_button = QPushButton()  # an offer that goes with the message (Take over the event)
        self.action_button.hide()
        self.action_button.clicked.connect(self._act)
        self._action: Offer | None = None
        self.close_button = QPushButton(translate("message_bar", "Dismiss"))
        style.set_tip(self.close_button, translate("message_bar", "Hide this message (Esc)"))
        self.close_button.clicked.connect(self.dismiss)
        self.close_button.setMinimumWidth(110)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.scroller = QScrollArea()  # a message longer than its room scrolls, nothing of it is lost
        self.scroller.setObjectName("messageScroller")
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setWidgetResizable(True)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setWidget(self.text)
        self.scroller.viewport().setAutoFillBackground(False)
        self.text.setAutoFillBackground(False)
        box.addWidget(self.icon)
        box.addWidget(self.scroller, 1)
        box.addWidget(self.action_button)
        box.addWidget(self.close_button)
        self.kind = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.place_it: Callable[[], object] = lambda: None  # the owner's placing, called before each showing
        self.setVisible(False)

    def natural_height(self, lines: int = LINES) -> int:
        """Room for ``lines`` lines of the message or a button, whichever is taller."""
        for widget in (self.text, self.close_button):
            widget.ensurePolished()
        layout = self.layout()
        assert layout is not None  # the QHBoxLayout of __init__
        margins = layout.contentsMargins()
        inner = max(lines * self.text.fontMetrics().lineSpacing() + 4, self.close_button.sizeHint().height())
        return inner + margins.top() + margins.bottom() + 4  # + the 2 px border, top and bottom

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange) and self.isVisible():
            self.place_it()  # another theme or text size

    def show_message(self, text: str, kind: str = "info", action: Offer | None = None) -> None:
        """``action``: (button text, what it does), offered beside this message only."""
        self._action = action
        self.action_button.setVisible(action is not None)
        if action is not None:
            self.action_button.setText(plain_text.button_text(action[0]))
        self.kind = kind
        title = translate("message_bar", TITLES.get(kind, "")) if TITLES.get(kind) else ""
        if title and text.startswith(title):
            title = ""
        self.icon.setText(ICONS.get(kind, ""))
        self.text.setText(plain_text.markup("<b>{}</b> {}", title, text) if title else plain_text.markup("{}", text))
        self.setAccessibleDescription(text)
        style.set_prop(self, "kind", kind)
        self.scroller.verticalScrollBar().setValue(0)
        self.setVisible(True)
        self.place_it()
        self.raise_()

    def message(self) -> str:
        return self.accessibleDescription() if self.isVisible() else ""

    def offer(self) -> Offer | None:
        """The (button text, what it does) offered beside the message on show, if any."""
        return self._action if self.isVisible() else None

    def dismiss(self) -> None:
        self.setVisible(False)
        self._action = None
        self.kind = ""

    def _act(self) -> None:
        action = self._action
        if action is not None:
            action[1]()

