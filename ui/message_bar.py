"""A message line inside the window (not a modal): refusals, failed writes, notes for the judge."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QWidget

from tableside.ui import plain_text, style

ICONS = {"refused": style.SYM_WARN, "error": "✖", "info": style.SYM_INFO, "warning": style.SYM_WARN}
TITLES = {"refused": "Not done:", "error": "", "info": "", "warning": ""}


class MessageBar(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        box = QHBoxLayout(self)
        box.setContentsMargins(10, 4, 6, 4)
        self.icon = plain_text.label()
        self.icon.setObjectName("messageText")
        self.text = plain_text.rich_label()  # a bold "Not done:" before the message
        self.text.setObjectName("messageText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.action_button = QPushButton()  # an offer that goes with the message (Take over the event)
        self.action_button.hide()
        self.action_button.clicked.connect(self._act)
        self._action = None
        self.close_button = QPushButton("Dismiss")
        style.set_tip(self.close_button, "Hide this message (Esc)")
        self.close_button.clicked.connect(self.dismiss)
        self.close_button.setMinimumWidth(110)
        box.addWidget(self.icon)
        box.addWidget(self.text, 1)
        box.addWidget(self.action_button)
        box.addWidget(self.close_button)
        self.kind = ""
        self.setVisible(False)

    def show_message(self, text: str, kind: str = "info", action=None) -> None:
        """``action``: (button text, what it does), offered beside this message only."""
        self._action = action
        self.action_button.setVisible(action is not None)
        if action is not None:
            self.action_button.setText(plain_text.button_text(action[0]))
        self.kind = kind
        title = TITLES.get(kind, "")
        if title and text.startswith(title):
            title = ""
        self.icon.setText(ICONS.get(kind, ""))
        self.text.setText(plain_text.markup("<b>{}</b> {}", title, text) if title else plain_text.markup("{}", text))
        self.setAccessibleDescription(text)
        style.set_prop(self, "kind", kind)
        self.setVisible(True)

    def message(self) -> str:
        return self.accessibleDescription() if self.isVisible() else ""

    def dismiss(self) -> None:
        self.setVisible(False)
        self.kind = ""

    def _act(self) -> None:
        action = self._action
        if action is not None:
            action[1]()

