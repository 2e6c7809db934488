"""Event ▸ Announce…: a short text from the desk to every table device and phone (``event.announce``),
and the announcements up now, latest first, each of which the judge can take down (``event.announce_end``).

Both are logged actions: the history lists them, and a refusal (an empty text, one too long) shows here in
plain words with nothing written. The list follows every commit that changes the announcements (one sent
from a judge station too). Every text is shown as plain text.
"""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QWidget,
)

from tableside.app.event.actions.announce_actions import TEXT_LIMIT, shown
from tableside.ui import plain_text
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, translate
from tableside.ui.panel_dialog import EventDialog, open_event_dialog


class AnnounceDialog(EventDialog):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent, "announce", translate("announce_dialog", "Announce"), translate(
            "announce_dialog", "A short announcement goes to every table device and phone, and stays there "
                               "until each reader taps OK. The projector shows the newest one."))
        box = self.box
        row = QHBoxLayout()
        self.text = QLineEdit()
        self.text.setObjectName("announceText")
        self.text.setMaxLength(TEXT_LIMIT)
        self.text.setPlaceholderText(translate("announce_dialog", "e.g. Round 3 starts at 14:00"))
        self.text.returnPressed.connect(self.send)
        row.addWidget(self.text, 1)
        self.send_button = QPushButton(translate("announce_dialog", "&Send"))
        self.send_button.setObjectName("announceSend")
        self.send_button.setAutoDefault(False)
        self.send_button.clicked.connect(self.send)
        row.addWidget(self.send_button)
        box.addLayout(row)
        self.add_refusal_line()
        box.addWidget(plain_text.label(translate("announce_dialog", "Shown now (newest first):")))
        self.list = QListWidget()
        self.list.setObjectName("announceList")
        self.list.setWordWrap(True)
        self.list.currentRowChanged.connect(lambda _: self._enable())
        box.addWidget(self.list, 1)
        self.take_down_button = QPushButton(translate("announce_dialog", "&Take down"))
        self.take_down_button.setObjectName("announceTakeDown")
        self.take_down_button.setAutoDefault(False)
        self.take_down_button.clicked.connect(self.take_down)
        buttons = self.add_buttons(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.take_down_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.follow(lambda change: change.announcements)
        self.refresh()
        self.resize(520, 360)

    # ------------------------------------------------------------------------------------------

    def send(self) -> None:
        if self._commit("event.announce", {"text": self.text.text()}):
            self.text.clear()

    def take_down(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self._commit("event.announce_end", {"announcement": item.data(Qt.ItemDataRole.UserRole)})

    def refresh(self) -> None:
        chosen = self.list.currentItem()
        keep = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else None
        self.list.clear()
        for announcement in shown(self.controller.state):
            # A QListWidgetItem's text is never read as markup.
            line = arg(translate("announce_dialog", "%1 — %2"), self._time(announcement.t), announcement.text)
            item = QListWidgetItem(line)
            item.setData(Qt.ItemDataRole.UserRole, announcement.id)
            self.list.addItem(item)
            if announcement.id == keep:
                self.list.setCurrentItem(item)
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(0)
        self._enable()

    # ------------------------------------------------------------------------------------------

    def _time(self, t: int) -> str:
        """When it was sent, as the desk's clock read then, in the judge's locale."""
        wall = datetime.fromtimestamp(self.controller.wall_ms(t) / 1000, tz=UTC)
        moment = QDateTime.fromMSecsSinceEpoch(int(wall.timestamp() * 1000)).toLocalTime()
        return QLocale().toString(moment.time(), QLocale.FormatType.ShortFormat)

    def _commit(self, kind: str, data: dict[str, object]) -> bool:
        done = self.commit(lambda: self.controller.do(kind, data), translate("announce_dialog", "Nothing was sent."))
        if done:
            self.refresh()
        return done

    def _enable(self) -> None:
        self.take_down_button.setEnabled(self.list.currentItem() is not None)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        # Enter sends the text (the field's returnPressed): it must not also press Close.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return
        super().keyPressEvent(event)



def open_announce_dialog(window: QWidget, controller: EventController) -> None:
    open_event_dialog(window, controller, AnnounceDialog)
