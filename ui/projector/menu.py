"""The judge's View ▸ Projector menu: which screen the projector fills, and what it shows.

The projector window is made the first time it is shown and kept (hidden) after; it belongs to the
main window, so it closes with it. The screens are listed afresh each time the menu opens, so a
projector plugged in during the event appears without a restart. "Show the projector" uses the
screen of Settings ▸ Projector screen (``projector_screen``; 0 = any screen but the judge's); picking
"Projector on screen N" from the menu also remembers N there.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QActionGroup, QGuiApplication
from PySide6.QtWidgets import QMenu, QWidget

from tableside.ui.controller import EventController, WakeTimer
from tableside.ui.i18n import arg, translate
from tableside.ui.projector.window import MODE_NAMES, MODES, PAGE_MS, ProjectorWindow, qt_timer


class ProjectorMenu(QObject):
    def __init__(self, controller: EventController, owner: QWidget, parent_menu: QMenu,
                 timer_factory: Callable[[QObject], WakeTimer] = qt_timer, page_ms: int = PAGE_MS) -> None:
        super().__init__(owner)
        self.controller = controller
        self.owner = owner
        self.timer_factory = timer_factory
        self.page_ms = page_ms
        self.projector: ProjectorWindow | None = None
        self.mode = "auto"
        self.hall_url = ""  # the players' page while the window serves the hall (shown at the projector's foot)
        self.menu = parent_menu.addMenu(translate("projector.menu", "&Projector"))
        self.menu.aboutToShow.connect(self.fill)
        self.fill()

    def window(self) -> ProjectorWindow:
        if self.projector is None:
            self.projector = ProjectorWindow(self.controller, self.owner, self.timer_factory, self.page_ms)
            self.projector.set_mode(self.mode)
            self.projector.set_hall_url(self.hall_url)
        return self.projector

    def set_hall_url(self, url: str) -> None:
        self.hall_url = url
        if self.projector is not None:
            self.projector.set_hall_url(url)

    def fill(self) -> None:
        self.menu.clear()
        self.menu.addAction(translate(
            "projector.menu", "&Show the projector (screen from Settings)")).triggered.connect(self.show_default)
        for number, screen in enumerate(QGuiApplication.screens(), start=1):
            size = screen.geometry().size()
            action = self.menu.addAction(arg(translate("projector.menu", "Projector on screen %1: %2 (%3×%4)"), number,
                                             screen.name(), size.width(), size.height()))
            action.triggered.connect(lambda _c=False, n=number - 1: self.show_on(n))
        self.menu.addAction(translate("projector.menu",
                                      "Projector in a window (to check it here)")).triggered.connect(self.show_windowed)
        hide = self.menu.addAction(translate("projector.menu", "Hide the projector"))
        hide.setEnabled(self.projector is not None and self.projector.isVisible())
        hide.triggered.connect(self.hide)
        self.menu.addSeparator()
        group = QActionGroup(self.menu)
        for mode in MODES:
            shown = translate("projector.window", MODE_NAMES[mode])
            action = self.menu.addAction(arg(translate("projector.menu", "Show: %1"), shown))
            action.setCheckable(True)
            action.setChecked(mode == self.mode)
            group.addAction(action)
            action.triggered.connect(lambda _c=False, m=mode: self.set_mode(m))

    def show_on(self, index: int, remember: bool = True) -> ProjectorWindow:
        screens = QGuiApplication.screens()
        index = max(0, min(index, len(screens) - 1))
        projector = self.window()
        projector.place_on(screens[index])
        settings = getattr(self.owner, "settings", None)
        if remember and settings is not None and hasattr(settings, "projector_screen"):
            settings.projector_screen = index + 1  # kept with the app's settings (1 = the first screen)
        return projector

    def default_screen(self) -> int:
        """The screen index for "Show the projector": the one in Settings if it is connected, otherwise
        a screen other than the judge's window's (the first when there is only one)."""
        screens = QGuiApplication.screens()
        chosen = getattr(getattr(self.owner, "settings", None), "projector_screen", 0) or 0
        if 1 <= chosen <= len(screens):
            return chosen - 1
        own = self.owner.screen() if self.owner is not None else None
        others = [i for i, screen in enumerate(screens) if screen is not own]
        return others[0] if others else 0

    def show_default(self) -> ProjectorWindow:
        return self.show_on(self.default_screen(), remember=False)

    def show_windowed(self) -> ProjectorWindow:
        projector = self.window()
        projector.show_windowed()
        return projector

    def hide(self) -> None:
        if self.projector is not None:
            self.projector.hide()

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        if self.projector is not None:
            self.projector.set_mode(mode)
