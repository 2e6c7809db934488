"""The window: menus, the start screen or the round, the history dock, the message bar. Layout only."""

from __future__ import annotations

import gc
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent, QScreen, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QFrame,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tableside.app import density as app_density
from tableside.app import settings as app_settings
from tableside.app.errors import QT_TRANSLATE_NOOP, TablesideError
from tableside.app.eventlog.entry import Entry
from tableside.ui import plain_text, standings_panel, window_geometry
from tableside.ui.controller import EventController
from tableside.ui.correction_dialog import open_correction_dialog
from tableside.ui.event_view import EventView
from tableside.ui.exports import Exports
from tableside.ui.help_overlay import HelpOverlay
from tableside.ui.history_panel import HistoryPanel
from tableside.ui.i18n import arg, translate
from tableside.ui.long_work import run_in_steps
from tableside.ui.message_bar import MessageBar, Offer
from tableside.ui.panel_dialog import run_modal
from tableside.ui.players_panel import open_players_dialog
from tableside.ui.projector.menu import ProjectorMenu
from tableside.ui.seating_panel import open_seating_dialog
from tableside.ui.start_screen import StartScreen

NARROWEST_MESSAGE = 360  # px: a message narrower than this reads a word a line
HISTORY_OPEN_FROM = 2200  # px of window width from which the history opens beside the tables by itself

if TYPE_CHECKING:
    from tableside.ui.guide_window import GuideWindow

FILE_FILTER = QT_TRANSLATE_NOOP("main_window", "Tableside events (*.tableside);;All files (*)")


def scrolled(panel: QWidget) -> QScrollArea:
    """A dock's panel in a scroll area: at 150 % on a 1366x768 screen a dock is narrower than the panel's
    rows of buttons and boxes, which were cut off at its edge; now they are reached by scrolling."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(panel)
    return area


class MainWindow(QMainWindow):
    def __init__(self, controller: EventController, settings: app_settings.Settings | None = None,
                 settings_path: Path | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.settings = settings or app_settings.Settings()
        self.settings_path = settings_path
        self.font_scale = self.settings.font_scale  # the text size applied (ui.app and the settings dialog set it)
        self.setWindowTitle(translate("main_window", "Tableside"))
        self.setMinimumSize(800, 560)

        central = QWidget()
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        self.message_bar = MessageBar(self)  # over the window, out of its layout (place_message)
        self.message_bar.place_it = self.place_message
        self.stack = QStackedWidget()
        self.start_screen = StartScreen()
        self.event_view = EventView(controller, density=self.resolved_density())
        self.stack.addWidget(self.start_screen)
        self.stack.addWidget(self.event_view)
        box.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.history = HistoryPanel(controller)
        self.history_dock = QDockWidget(translate("main_window", "History"), self)
        self.history_dock.setObjectName("historyDock")
        self.history_dock.setWidget(scrolled(self.history))
        self.history_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                                      | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.history_dock.setMinimumWidth(380)
        self.resizeDocks([self.history_dock], [460], Qt.Orientation.Horizontal)
        self.standings_dock = standings_panel.make_dock(controller, self)
        self.standings_panel = self.standings_dock.widget()
        self.standings_dock.setWidget(scrolled(self.standings_panel))
        self.tabifyDockWidget(self.history_dock, self.standings_dock)
        from tableside.ui import judge_calls_panel

        self.calls_dock = judge_calls_panel.make_dock(controller, self)  # the tables calling a judge
        self.tabifyDockWidget(self.history_dock, self.calls_dock)

        self.help = HelpOverlay(self)
        from tableside.ui.sounds import Sounds

        self.sounds = Sounds(controller, lambda: self.settings)  # the chimes (Settings ▸ Sounds)
        self._guide: GuideWindow | None = None
        self._menus()
        bar = self.event_view.round_bar
        for watched in (central, self.event_view.bar_area, bar, bar.state_label,
                        *bar.findChildren(QAbstractButton)):
            watched.installEventFilter(self)

        self.start_screen.demo_requested.connect(self.open_demo)
        self.start_screen.new_requested.connect(self.new_event)
        self.start_screen.open_requested.connect(self.choose_file)
        self.start_screen.recent_chosen.connect(self.open_event)
        controller.refused.connect(lambda text: self.show_message(text, "refused"))
        controller.write_failed.connect(lambda text: self.show_message(text, "error"))
        controller.gap_noticed.connect(lambda text: self.show_message(text, "warning"))
        controller.undid.connect(self._undid)
        # A new event gets its name after it is opened (event.create is its first action): the title follows.
        controller.changed.connect(lambda change: self.show_title() if change.structure else None)
        self._redo_offer: Offer | None = None
        controller.opened.connect(self._opened)
        self.start_screen.set_recent(self.settings.recent_files)
        self._restore_geometry()
        self._opened()

    # ------------------------------------------------------------------------------------------

    def _menus(self) -> None:
        bar = self.menuBar()

        def act(menu: QMenu, text: str, slot: Callable[[], object],
                keys: str | QKeySequence.StandardKey | None = None) -> QAction:
            action = menu.addAction(text)
            action.triggered.connect(slot)
            if keys is not None:
                action.setShortcut(QKeySequence(keys))
                action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self.addAction(action)
            return action

        file = bar.addMenu(translate("main_window", "&File"))
        act(file, translate("main_window", "&New event…"), self.new_event, "Ctrl+N")
        act(file, translate("main_window", "&Open event file…"), self.choose_file, "Ctrl+O")
        self.recent_menu = file.addMenu(translate("main_window", "Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        act(file, translate("main_window", "Open the &demo event"), self.open_demo)
        act(file, translate("main_window", "&Close event"), self.close_event, "Ctrl+W")
        file.addSeparator()
        self.exports = Exports(self.controller, self, say=self.show_message)
        self.exports.install(file)
        file.addSeparator()
        from tableside.ui.hall.menu import HallMenu

        self.hall_menu = HallMenu(self.controller, self, file, self.show_message)
        from tableside.ui.station.menu import StationMenu

        self.station_menu = StationMenu(self.controller, self, file, self.show_message)
        self.station_menu.link.moved.connect(lambda *_move: self.show_title())  # the desk it acts through
        file.addSeparator()
        act(file, "Se&ttings…", self.open_settings)
        act(file, translate("main_window", "Pre&sets: scoring and timers…"), self.open_presets)
        file.addSeparator()
        act(file, "&Quit", self.quit_asking, "Ctrl+Q")

        event = bar.addMenu(translate("main_window", "&Event"))
        self.setup_action = act(event, translate("main_window", "&Players and tables…"), self.setup)
        self.players_action = act(event, "P&layers: add, rename, drop, import…", lambda: open_players_dialog(self))
        self.seating_action = act(event, translate("main_window", "&Seating: seat the round, move, swap…"),
                                  lambda: open_seating_dialog(self))
        self.correct_action = act(event, translate("main_window", "&Correct a past result…"),
                                  lambda: open_correction_dialog(self, self.controller), "Ctrl+Shift+K")
        from tableside.ui.announce_dialog import open_announce_dialog

        self.announce_action = act(event, translate("main_window", "&Announce…"),
                                   lambda: open_announce_dialog(self, self.controller))
        from tableside.ui.agenda_dialog import open_agenda_dialog

        self.agenda_action = act(event, translate("main_window", "A&genda and estimated end…"),
                                 lambda: open_agenda_dialog(self, self.controller))
        from tableside.ui.checkin_dialog import open_check_in_dialog

        self.check_in_action = act(event, translate("main_window", "Check-&in: who is here…"),
                                   lambda: open_check_in_dialog(self, self.controller))
        from tableside.ui.reports_dialog import open_reports_dialog

        self.reports_action = act(event, translate("main_window", "&Reports at the table…"),
                                  lambda: open_reports_dialog(self, self.controller))

        rnd = bar.addMenu(translate("main_window", "&Round"))
        self.start_action = act(rnd, translate("main_window", "&Start round"),
                                lambda: self.event_view.round_bar.start_round(), "Ctrl+Shift+S")
        self.pause_action = act(rnd, translate("main_window", "&Pause / resume round clock"),
                                lambda: self.event_view.round_bar.toggle_pause(),
                                "Ctrl+Shift+P")
        self.extend_action = act(rnd, translate("main_window", "&Extend a table…"),
                                 lambda: self.event_view.round_bar.extend(), "Ctrl+Shift+E")
        self.release_action = act(rnd, translate("main_window", "&Resume all held timers"),
                                  self.controller.release_all, "Ctrl+Shift+R")
        self.redo_action = act(rnd, translate("main_window", "Re&do the table action just undone"), self.redo,
                               "Ctrl+Shift+Z")

        view = bar.addMenu(translate("main_window", "&View"))
        toggle = self.history_dock.toggleViewAction()
        toggle.setShortcut(QKeySequence("Ctrl+H"))
        toggle.setText(translate("main_window", "&History"))
        view.addAction(toggle)
        self.addAction(toggle)
        self.event_view.round_bar.add_toggle(toggle)
        self.event_view.compact_round_bar()  # (the button just added too)
        standings = self.standings_dock.toggleViewAction()
        standings.setShortcut(QKeySequence("Ctrl+T"))
        standings.setText(translate("main_window", "&Standings"))
        view.addAction(standings)
        self.addAction(standings)
        calls = self.calls_dock.toggleViewAction()
        calls.setText(translate("main_window", "&Judge calls"))
        view.addAction(calls)
        self.projector_menu = ProjectorMenu(self.controller, self, view)
        self._density_menu(view)
        act(view, translate("main_window", "&Next table"), lambda: self.event_view.focus_card(1), "F6")
        act(view, translate("main_window", "&Previous table"), lambda: self.event_view.focus_card(-1), "Shift+F6")

        helpm = bar.addMenu(translate("main_window", "&Help"))
        act(helpm, translate("main_window", "&Keyboard shortcuts"), self.help.toggle, "F1")
        act(helpm, translate("main_window", "The judge's &guide (searchable)"), self.open_guide)
        act(helpm, translate("main_window", "Open the &log folder"), self.open_log_folder)
        act(helpm, translate("main_window", "&About Tableside"), self.about)
        escape = QAction(self)
        escape.setShortcut(QKeySequence("Esc"))
        escape.triggered.connect(self._escape)
        self.addAction(escape)
        self.event_actions = [self.setup_action, self.start_action, self.pause_action, self.extend_action,
                              self.release_action, self.players_action, self.seating_action, self.correct_action,
                              self.announce_action, self.agenda_action, self.check_in_action, self.reports_action]

    def _density_menu(self, view: QMenu) -> None:
        """View ▸ Table cards: automatic (by the screen), compact or comfortable; kept in the settings."""
        menu = view.addMenu(translate("main_window", "Table &cards"))
        group = QActionGroup(self)
        self.density_actions: dict[str, QAction] = {}
        for choice, label in app_density.CHOICES.items():
            action = menu.addAction(translate("settings_dialog", label))
            action.setCheckable(True)
            action.setChecked(choice == self.settings.density)
            action.triggered.connect(lambda _c=False, ch=choice: self.set_density(ch))
            group.addAction(action)
            self.density_actions[choice] = action

    def resolved_density(self) -> app_density.Density:
        """The cards' density: the setting, or by the available height of the screen the window is on."""
        screen = self.screen() or QApplication.primaryScreen()
        height = screen.availableGeometry().height() if screen is not None else 768
        return app_density.resolve(self.settings.density, height)

    def set_density(self, choice: str) -> None:
        if choice != self.settings.density:
            self.settings.density = choice
            self.save_settings()
        self.density_actions[choice].setChecked(True)
        self.event_view.set_density(self.resolved_density())

    def _undid(self, entry: Entry, described: str) -> None:
        """A table's Undo (button or U) says what it took back, and offers it again until the next message."""

        def again() -> None:
            self._redo_offer = None
            if self.controller.redo(entry):
                self.show_message(arg(translate("main_window", "Done again: %1."), described), "info")

        self._redo_offer = ("Redo", again)
        self.message_bar.show_message(arg(translate(
            "main_window", "Undid: %1. Redo (Ctrl+Shift+Z) does it again, now."), described), "info",
                                      self._redo_offer)

    def redo(self) -> None:
        offer = self._redo_offer
        if offer is not None and self.message_bar.offer() is offer:
            offer[1]()
        else:
            self.show_message(translate("main_window",
                                        "Nothing to redo: Redo does again the table action Undo has just taken back, "
                              "while its message shows."), "refused")

    def _escape(self) -> None:
        if self.help.isVisible():
            self.help.hide()
        else:
            self.message_bar.dismiss()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for file in self.settings.recent_files:
            action = self.recent_menu.addAction(plain_text.button_text(file))  # a file name's & is no key
            action.setEnabled(Path(file).exists())
            action.triggered.connect(lambda _c=False, f=file: self.open_event(f))
        if not self.settings.recent_files:
            self.recent_menu.addAction(translate("main_window", "(none yet)")).setEnabled(False)

    def _opened(self) -> None:
        is_open = self.controller.is_open
        self.stack.setCurrentWidget(self.event_view if is_open else self.start_screen)
        self.place_message()
        for action in self.event_actions:
            action.setEnabled(is_open)
        self.show_title()
        if not is_open or self.controller.state.settings is None:
            self.start_screen.set_recent(self.settings.recent_files)

    def show_title(self) -> None:
        """The event's name and where it is kept: its file, or the desk a judge station acts through
        (again when the station follows a station that took the event over)."""
        if self.controller.is_open and self.controller.state.settings is not None:
            name = self.controller.state.settings.name
            where = f" — {Path(self.controller.path).name}" if self.controller.path else ""
            remote = self.controller.remote
            if remote is not None:
                where = arg(translate("main_window", " — judge station of %1"), remote.url)
            self.setWindowTitle(arg(translate("main_window", "%1%2 — Tableside"), name, where))
        else:
            self.setWindowTitle(translate("main_window", "Tableside"))

    # ------------------------------------------------------------------------------------------

    def show_message(self, text: str, kind: str = "info") -> None:
        self.message_bar.show_message(text, kind)

    def place_message(self) -> None:
        """The message lies over the top strip where nothing is clicked: right of the menus and of the round's
        name, clock and state, left of the round bar's buttons, as tall as the menu bar and the round bar
        together. It pushes nothing and covers no button; only a window too narrow for that lets it cover
        the round's name and clock (never the buttons)."""
        bar = self.message_bar
        if not bar.isVisible():
            return
        menus = self.menuBar()
        actions = [a for a in menus.actions() if a.isVisible()]
        menus_right = max((menus.actionGeometry(a).right() for a in actions), default=0)
        menus_right = menus.mapTo(self, QPoint(menus_right, 0)).x()
        top = menus.mapTo(self, QPoint(0, 0)).y()
        central = self.centralWidget()
        assert central is not None
        origin = central.mapTo(self, QPoint(0, 0))
        left_end, right_end, bottom = origin.x() + 10, origin.x() + central.width() - 10, origin.y()
        whole_right = right_end
        left = max(menus_right, left_end)
        view = self.event_view
        if self.stack.currentWidget() is view and view.isVisible():
            round_bar = view.round_bar
            area = view.bar_area
            bottom = area.mapTo(self, QPoint(0, area.height())).y()
            state = round_bar.state_label
            left = max(left, state.mapTo(self, QPoint(state.width(), 0)).x())
            shown = [b for b in round_bar.findChildren(QAbstractButton) if b.isVisible()]
            if shown:
                right_end = min(right_end, min(b.mapTo(self, QPoint(0, 0)).x() for b in shown))
        left += 8
        right = right_end - 8
        height = bar.natural_height()
        if right - left < NARROWEST_MESSAGE:
            # A narrow window (1366 with the history open): over the round bar's name and clock, from the
            # menus' lower edge down into the gap above the cards; the menus and the buttons stay free.
            left, top = left_end, menus.mapTo(self, QPoint(0, menus.height())).y()
            if right - left < NARROWEST_MESSAGE:  # (below 800 px with a dock open) the buttons as well
                right = whole_right
            bar.setGeometry(QRect(left, top, max(0, right - left), height))
        else:
            if bar.natural_height(3) <= bottom - top:  # a third line where the strip is tall enough
                height = bar.natural_height(3)
            room = max(bottom - top, height)
            bar.setGeometry(QRect(left, top + (room - height) // 2, max(0, right - left), height))
        bar.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        self.place_message()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt naming)
        # The round bar's buttons and state come and go, and the central widget narrows as a dock opens.
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show, QEvent.Type.Hide):
            self.place_message()
        return super().eventFilter(watched, event)

    def open_event(self, path: str | Path, create_data: dict[str, Any] | None = None) -> bool:
        path = Path(path)
        try:  # (a station stays one until the file is folded: a cancelled open leaves it as it was)
            outcome = run_in_steps(self, translate("long_work", "Opening the event… %1%"),
                                   self.controller.open_file_in_steps(path, create=create_data is not None,
                                                                      before_opening=self.station_menu.leave))
        except TablesideError as err:
            self.show_message(arg(translate("main_window", "Could not open %1: %2"), path, err), "error")
            return False
        except OSError as err:
            self.show_message(arg(translate("main_window", "Could not open %1: %2"), path, err.strerror or err),
                              "error")
            return False
        if outcome.cancelled:  # the event open before is still open, the file as it was
            self.show_message(arg(translate("long_work", "Did not open %1: cancelled. Nothing changed."), path.name))
            return False
        if create_data is not None and not self.controller.do("event.create", create_data):
            return False
        # What opening built (the state, the cards) lives as long as the event: out of the garbage
        # collector's full passes, which otherwise stall a click now and then (62 ms at 100 tables).
        gc.freeze()
        self.message_bar.dismiss()  # (held timers after a restart have their own banner)
        if self.controller.opened_warning:
            self.show_message(self.controller.opened_warning, "warning")
        if path.name != "demo.tableside":
            self.settings.remember(str(path.resolve()))
        else:
            self.settings.last_event = str(path.resolve())
        self.save_settings()
        return True

    def open_demo(self) -> bool:
        from tableside.ui.demo import build_demo, demo_path

        self.station_menu.leave()
        if self.controller.path and Path(self.controller.path).resolve() == demo_path().resolve():
            self.controller.close()  # the demo is rebuilt from scratch: let go of the old file first
        try:
            path = build_demo()
        except (TablesideError, OSError) as err:
            self.show_message(arg(translate("main_window", "Could not build the demo event: %1"), err), "error")
            return False
        return self.open_event(path)

    def choose_file(self) -> None:
        from tableside.app import paths

        start = str(paths.data_dir())
        chosen, _ = QFileDialog.getOpenFileName(self, translate("main_window", "Open an event file"), start,
                                                translate("main_window", FILE_FILTER))
        if chosen:
            self.open_event(chosen)

    def new_event(self) -> None:
        from tableside.ui.new_event_dialog import NewEventDialog

        dialog = NewEventDialog(self.settings.default_system, self.settings.default_timers, self)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            data, path, defaults = dialog.create_data(), dialog.path(), dialog.chosen_presets()
        finally:
            dialog.deleteLater()
        self.settings.default_system, self.settings.default_timers = defaults
        path.parent.mkdir(parents=True, exist_ok=True)
        if self.open_event(path, create_data=data):
            self.setup()

    def setup(self) -> None:
        if not self.controller.is_open:
            return
        from tableside.ui.setup_dialog import SetupDialog

        run_modal(SetupDialog(self.controller, self))

    def open_settings(self) -> None:
        from tableside.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                dialog.apply_to(self)
        finally:
            dialog.deleteLater()

    def open_presets(self) -> None:
        from tableside.ui.presets_dialog import PresetsDialog

        run_modal(PresetsDialog(self))

    def open_log_folder(self) -> None:
        from tableside.ui.crash_report import open_log_folder

        if not open_log_folder():
            from tableside.app.paths import log_dir

            self.show_message(arg(translate("main_window", "The log folder could not be opened here; it is %1"),
                                  log_dir()), "warning")

    def open_guide(self) -> None:
        """Help ▸ Guide: the judge's guide in its own window (one per window; shown again if open)."""
        from tableside.ui.guide_window import GuideWindow

        if self._guide is None:
            self._guide = GuideWindow(self)
        self._guide.show()
        self._guide.raise_()
        self._guide.activateWindow()

    def about(self) -> None:
        from tableside.ui.about_dialog import AboutDialog

        run_modal(AboutDialog(self))

    def close_event(self) -> None:
        self.station_menu.leave()
        self.controller.close()
        self.settings.last_event = ""
        self.save_settings()

    def save_settings(self) -> None:
        try:
            app_settings.save(self.settings, self.settings_path)
        except OSError as err:
            self.show_message(arg(translate(
                "main_window", "Could not save the settings (%1); the event is not affected."), err.strerror or err),
                              "refused")

    def _restore_geometry(self) -> None:
        window_geometry.restore(self, self.settings, self.screen() or QApplication.primaryScreen())
        # Below HISTORY_OPEN_FROM the tables need the width (three columns of compact cards at 1920); the
        # history opens with Ctrl+H or the round bar's button.
        self.history_dock.setVisible(self.width() >= HISTORY_OPEN_FROM)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt naming)
        super().showEvent(event)
        handle = self.windowHandle()
        if handle is not None and not getattr(self, "_watching_screens", False):
            self._watching_screens = True
            handle.screenChanged.connect(self._screen_changed)
            self._screen_changed(handle.screen())

    def _screen_changed(self, screen: QScreen | None) -> None:
        """Moved to another screen, or this one's resolution changed (a projector mirrored): fit it again."""
        if screen is None:
            return
        watched: QScreen | None = getattr(self, "_watched_screen", None)
        if watched is not screen:
            if watched is not None:
                watched.availableGeometryChanged.disconnect(self._screen_resized)
            screen.availableGeometryChanged.connect(self._screen_resized)
            self._watched_screen = screen
        if watched is not None:
            window_geometry.fit(self, screen.availableGeometry())
        self.event_view.set_density(self.resolved_density())

    def _screen_resized(self, available: QRect) -> None:
        window_geometry.fit(self, available)
        self.event_view.set_density(self.resolved_density())

    def quit_asking(self) -> None:
        """Quit (Ctrl+Q): while players are deciding, only once the judge agrees to hold their timers."""
        if self.may_quit():
            self._agreed_to_quit = True
            self.close()

    def may_quit(self) -> bool:
        return not self.controller.timers_running() or self.ask_hold_and_quit()

    def hold_question(self) -> QMessageBox:
        """The question asked before quitting while player timers run (the controller holds them on closing)."""
        box = QMessageBox(QMessageBox.Icon.Question, translate("main_window", "Quit Tableside"),
                          translate("main_window", "Quit and hold every running timer at this moment?"),
                          QMessageBox.StandardButton.Cancel, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setInformativeText(translate(
            "main_window", "Players are deciding against their timers. They are held now, and stay held when "
                           "Tableside starts again, so nobody gains or loses time; then resume them on each table."))
        hold = box.addButton(translate("main_window", "Hold timers and quit"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(hold)
        return box

    def ask_hold_and_quit(self) -> bool:
        box = self.hold_question()
        box.exec()
        return box.buttonRole(box.clickedButton()) == QMessageBox.ButtonRole.AcceptRole

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        # The window's close button asks as Ctrl+Q does; a close the program makes (tests, the OS logging
        # out) holds the running timers without asking (EventController.close).
        if event.spontaneous() and not getattr(self, "_agreed_to_quit", False) and not self.may_quit():
            event.ignore()
            return
        window_geometry.remember(self, self.settings)
        self.save_settings()
        self.hall_menu.stop()
        self.station_menu.leave()
        self.controller.close()
        super().closeEvent(event)
