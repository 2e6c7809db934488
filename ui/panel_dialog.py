"""The event's modal dialogs, made one way: ``EventDialog`` (a title, an intro, a refusal line, actions
committed through the controller, a refresh on the controller's ``changed``), ``PanelDialog`` (one panel and
a Close button) and ``run_modal`` / ``open_event_dialog`` / ``open_panel_dialog`` to show one and free it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton, QVBoxLayout, QWidget

from tableside.ui import plain_text
from tableside.ui.i18n import translate

if TYPE_CHECKING:
    from tableside.app.event.changes import Change
    from tableside.ui.controller import EventController
    from tableside.ui.main_window import MainWindow


class EventDialog(QDialog):
    """A dialog that acts on the open event. ``name`` names its widgets for tests and style sheets: the
    dialog is ``<name>Dialog``, its refusal line ``<name>Refused``. The subclass lays out its own
    controls on ``self.box`` and places the refusal line (``add_refusal_line``) and the buttons
    (``add_buttons``) where it shows them."""

    def __init__(self, controller: EventController, parent: QWidget | None, name: str, title: str,
                 intro: str = "") -> None:
        super().__init__(parent)
        self.controller = controller
        self.name = name
        self.setWindowTitle(title)
        self.setObjectName(f"{name}Dialog")
        self.box = QVBoxLayout(self)
        if intro:
            said = plain_text.label(intro)
            said.setWordWrap(True)
            self.box.addWidget(said)
        self.error = plain_text.label()  # placed by add_refusal_line
        self.error.setObjectName(f"{name}Refused")
        self.error.setWordWrap(True)
        self.error.setVisible(False)
        self._wanted: Callable[[Change], bool] | None = None

    def add_refusal_line(self) -> None:
        self.box.addWidget(self.error)

    def add_buttons(self, buttons: QDialogButtonBox.StandardButton,
                    accepted: Callable[[], None] | None = None) -> QDialogButtonBox:
        """The dialog's button box: its reject role closes the dialog, its accept role calls ``accepted``."""
        made = QDialogButtonBox(buttons)
        if accepted is not None:
            made.accepted.connect(accepted)
        made.rejected.connect(self.reject)
        self.box.addWidget(made)
        return made

    def commit(self, action: Callable[[], bool], nothing: str) -> bool:
        """Run one controller action: its refusal in the judge's words on the refusal line (``nothing`` when
        the controller said none, as when the file could not be written), the line hidden once one passes."""
        refusals: list[str] = []
        self.controller.refused.connect(refusals.append)
        try:
            done = action()
        finally:
            self.controller.refused.disconnect(refusals.append)
        self.refuse(None if done else refusals[-1] if refusals else nothing)
        return done

    def refuse(self, text: str | None) -> None:
        """``text`` on the refusal line, or the line hidden (None)."""
        self.error.setText(text or "")
        self.error.setVisible(text is not None)

    def follow(self, wanted: Callable[[Change], bool]) -> None:
        """``refresh`` whenever a commit (a device's or a station's too) changes what ``wanted`` says the
        dialog shows, until it closes."""
        self._wanted = wanted
        self.controller.changed.connect(self._changed)

    def refresh(self) -> None:
        """What the dialog shows, read again from the event (the subclass's)."""

    def _changed(self, change: Change) -> None:
        if self._wanted is not None and self._wanted(change) and self.controller.is_open:
            self.refresh()

    def done(self, result: int) -> None:
        if self._wanted is not None:
            self.controller.changed.disconnect(self._changed)
            self._wanted = None
        super().done(result)


class PanelDialog(QDialog):
    def __init__(self, title: str, panel: QWidget, size: tuple[int, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(size[0] - 40)
        self.resize(*size)
        box = QVBoxLayout(self)
        self.panel = panel
        panel.setParent(self)
        box.addWidget(panel)
        close = QPushButton(translate("panel_dialog", "Close"))
        close.clicked.connect(self.accept)
        box.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)


def run_modal(dialog: QDialog) -> int:
    """Show ``dialog`` modal and free it once closed; its result code."""
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()


def open_event_dialog(window: QWidget, controller: EventController,
                      make: Callable[[EventController, QWidget], QDialog]) -> None:
    """An event menu's dialog, shown only on an event that is open and created."""
    if controller.is_open and controller.state.settings is not None:
        run_modal(make(controller, window))


def open_panel_dialog(window: MainWindow, make: Callable[[EventController, QWidget], QDialog]) -> None:
    """Show the dialog on the window's controller (modal; deleted when closed)."""
    if window.controller.is_open:
        run_modal(make(window.controller, window))
