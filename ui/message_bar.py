"""A message line inside the window (not a modal): refusals, failed writes, notes for the judge."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from tableside.ui import style

ICONS = {"refused": style.SYM_WARN, "error": "✖", "info": style.SYM_INFO, "warning": style.SYM_WARN}
TITLES = {"refused": "Not done:", "error": "", "info": "", "warning": ""}


class MessageBar(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        box = QHBoxLayout(self)
        box.setContentsMargins(10, 4, 6, 4)
        self.icon = QLabel()
        self.icon.setObjectName("messageText")
        self.text = QLabel()
        self.text.setObjectName("messageText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.action_button = QPushButton()  # an offer that goes with the message (Take over the event)
        self.action_button.hide()
        self.action_button.clicked.connect(self._act)
        self._action = None
        self.close_button = QPushButton("Dismiss")
        self.close_button.setToolTip("Hide this message (Esc)")
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
            self.action_button.setText(action[0])
        self.kind = kind
        title = TITLES.get(kind, "")
        if title and text.startswith(title):
            title = ""
        self.icon.setText(ICONS.get(kind, ""))
        self.text.setText(f"<b>{title}</b> {_escape(text)}" if title else _escape(text))
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


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
