"""The projector: a second, read-only window for the room, full screen on the screen the judge picks.

It holds no control at all (no button, no field, no focus, no keyboard): it only paints what the
controller's state says. What it shows:

* ``auto`` (the default): "find your table" from the moment the round is seated until its first
  5 minutes of play are over; then, while tables are still playing, the live tables and the standings
  in turn; the standings alone between rounds;
* or one view the judge fixes from the menu: the standings, find your table, or the live tables.

A view that does not fit the screen is shown a page at a time. The pages of every view shown form
one cycle; a single-shot page timer flips to the next page and is armed again after each flip (no
periodic tick), and the cycle wraps. How many rows a page holds comes from the window's height and
the row height (``scene.Metrics``), so it is the same from 1280×720 to 3840×2160.

Repaints come from the controller's ``changed`` and ``opened`` signals, and from the window's own
clock wake-up: one single-shot timer armed for the moment the round clock's reading next changes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QDateTime, QLocale, QObject, QRect, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QHideEvent,
    QImage,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QScreen,
    QShowEvent,
)
from PySide6.QtWidgets import QWidget

from tableside.app.errors import QT_TRANSLATE_NOOP
from tableside.app.event.actions.announce_actions import shown
from tableside.app.event.agenda import ends_at
from tableside.app.event.changes import Change
from tableside.app.event.checkin import not_checked_in
from tableside.app.event.corrections import corrected_tables
from tableside.app.event.projector_view import (
    ExtendedTable,
    SeatLine,
    StandingLine,
    TableLine,
    View,
    automatic_views,
    find_your_table,
    live_tables,
    minutes_text,
    next_clock_tick,
    page_count,
    round_clock_line,
    standing_lines,
    uses_ratings,
)
from tableside.app.event.round_end_view import round_end_model
from tableside.ui import collation
from tableside.ui.controller import EventController, WakeTimer
from tableside.ui.i18n import arg, translate
from tableside.ui.projector import scene as sc
from tableside.ui.round_end_words import round_end_words

PAGE_MS = 12_000  # how long a page stays up: time to find a name among 10-20 and read its line
MODES = ("auto", "standings", "find", "tables")
MODE_NAMES = {
    "auto": QT_TRANSLATE_NOOP("projector.window", "Automatic (find your table, then tables and standings)"),
    "standings": QT_TRANSLATE_NOOP("projector.window", "Standings"),
    "find": QT_TRANSLATE_NOOP("projector.window", "Find your table"),
    "tables": QT_TRANSLATE_NOOP("projector.window", "Live tables"),
}


def extension_note(table: ExtendedTable) -> str:
    """An extended table's own time left, "+10 min · 8:55", in the window's language."""
    return arg(translate("projector.window", "+%1 min · %2"), table.extra_minutes, minutes_text(table.left_ms))


def qt_timer(parent: QObject) -> QTimer:
    return QTimer(parent)


class ProjectorWindow(QWidget):
    def __init__(self, controller: EventController, parent: QWidget | None = None,
                 timer_factory: Callable[[QObject], WakeTimer] = qt_timer, page_ms: int = PAGE_MS) -> None:
        super().__init__(parent, Qt.WindowType.Window | Qt.WindowType.WindowDoesNotAcceptFocus)
        self.controller = controller
        self.setWindowTitle(translate("projector.window", "Tableside — projector"))
        self.setObjectName("projector")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setCursor(Qt.CursorShape.BlankCursor)
        self.setMinimumSize(320, 180)
        self.page_ms = page_ms
        self.mode = "auto"
        self.page_timer = timer_factory(self)
        self.page_timer.setSingleShot(True)
        self.page_timer.timeout.connect(self.next_page)
        self.clock_timer = timer_factory(self)
        self.clock_timer.setSingleShot(True)
        self.clock_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.clock_timer.timeout.connect(self.clock_wake)
        self.page_timer.setTimerType(Qt.TimerType.CoarseTimer)

        self.standings: list[StandingLine] = []
        self.corrections = 0  # results the judge corrected: the standings' title says they count them
        self.seats: list[SeatLine] = []
        self.tables: list[TableLine] = []
        self.playlist: list[tuple[View, int]] = []
        self.position = 0
        self.hall_url = ""
        self._hall_qr: QImage | None = None
        self.resize(1280, 720)
        self.announcement = ""  # the desk's newest announcement up now: a banner under the header
        self._metrics = sc.Metrics(self.width(), self.height())
        self._scene: sc.Scene | None = None
        self._stale = True

        controller.changed.connect(self.on_change)
        controller.opened.connect(self.reload)
        self.reload()

    # ------------------------------------------------------------------------------------------
    # What is shown

    @property
    def metrics(self) -> sc.Metrics:
        return self._metrics

    def set_mode(self, mode: str) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown projector mode {mode!r}")
        if mode != self.mode:
            self.mode = mode
            self.position = 0
            self.page_timer.stop()
            self._replan()

    def set_hall_url(self, url: str) -> None:
        """The players' page address, shown with its QR code in a strip at the foot (empty: no strip)."""
        if url == self.hall_url:
            return
        self.hall_url = url
        if url:
            from tableside.ui.qr import qr_image

            self._hall_qr = qr_image(url, scale=8)
        else:
            self._hall_qr = None
        self._metrics = self._measure()
        self._replan()

    def _measure(self) -> sc.Metrics:
        return sc.Metrics(self.width(), self.height() - self.hall_strip_height(), banner=bool(self.announcement))

    def hall_strip_height(self) -> int:
        return max(96, self.height() // 5) if self.hall_url else 0

    def current(self) -> tuple[View, int]:
        return self.playlist[self.position] if self.playlist else ("standings", 0)

    def views(self) -> list[View]:
        c = self.controller
        if not c.is_open or c.state.settings is None:
            return ["standings"]
        if self.mode == "auto":
            return automatic_views(c.state, c.now())
        return [self.mode]  # type: ignore[list-item]

    def pages(self, view: View) -> int:
        rows = {"standings": len(self.standings), "find": len(self.seats), "tables": len(self.tables)}[view]
        return page_count(rows, self._metrics.per_page(view, self.tables, len(self.seats)))

    def scene(self) -> sc.Scene:
        if self._scene is None:
            self._scene = self._compose()
        return self._scene

    # ------------------------------------------------------------------------------------------
    # Reacting

    def reload(self) -> None:
        """Re-read the rows from the state (an action was logged, an event opened); when hidden, at the
        next show."""
        self._stale = not self.isVisible()
        if self._stale and self.playlist:
            return
        c = self.controller
        if c.is_open and c.state.settings is not None:
            state = c.state
            rnd = state.current_round
            self.standings = standing_lines(state)
            self.corrections = len(corrected_tables(state))
            self.seats = find_your_table(state, key=collation.name_key())
            self.tables = live_tables(state, None, c.ratings_for(rnd.number) if rnd is not None else None)
            up = shown(state)
            # The band under the header also names who has not checked in for the round (check-in).
            announcement = " · ".join(text for text in (up[0].text if up else "", self._check_in_line()) if text)
        else:
            self.standings, self.seats, self.tables = [], [], []
            self.corrections = 0
            announcement = ""
        if announcement != self.announcement:
            self.announcement = announcement
            self._metrics = self._measure()  # the rows make room for the banner, or take it back
        self._replan()
        self._arm_clock()

    def on_change(self, change: Change) -> None:
        if not self.isVisible():
            self._stale = True  # nothing to paint: read it all when shown again
            return
        if change.structure or change.entries:
            self.reload()
        else:  # a clock reading: the header, and the automatic choice of view
            self._replan(repaint_all=self._table_clocks_on_screen())

    def clock_wake(self) -> None:
        self._replan(repaint_all=self._table_clocks_on_screen())
        self._arm_clock()

    def _table_clocks_on_screen(self) -> bool:
        """Extended tables show their own time left in their boxes: a clock tick repaints those too."""
        c = self.controller
        if not self.playlist or self.current()[0] != "tables" or not c.is_open or c.state.settings is None:
            return False
        return bool(round_clock_line(c.state, c.now()).extended)

    def next_page(self) -> None:
        if self.playlist:
            self.position = (self.position + 1) % len(self.playlist)
        self._scene = None
        self.update()
        self._arm_page()

    # ------------------------------------------------------------------------------------------
    # Placing

    def place_on(self, screen: QScreen) -> None:
        """Full screen on ``screen`` (the judge's choice from the menu)."""
        if self.isFullScreen() and self.screen() is not screen:
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowFullScreen)
        self.setScreen(screen)
        self.setGeometry(screen.geometry())
        # Not showFullScreen(): that also activates the window, taking the keyboard from the judge's.
        self.setWindowState(self.windowState() | Qt.WindowState.WindowFullScreen)
        self.show()

    def show_windowed(self, width: int = 1280, height: int = 720) -> None:
        """As an ordinary window (to check it on the judge's own screen)."""
        if self.isFullScreen():
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowFullScreen)
        self.resize(width, height)
        self.show()

    # ------------------------------------------------------------------------------------------
    # Inner workings

    def _replan(self, repaint_all: bool = True) -> None:
        before = self.current() if self.playlist else None
        playlist: list[tuple[View, int]] = [(view, page) for view in self.views() for page in range(self.pages(view))]
        if playlist != self.playlist:
            self.playlist = playlist
            if before in playlist:
                self.position = playlist.index(before)
            elif before is not None and any(v == before[0] for v, _ in playlist):
                pages = [i for i, (v, _) in enumerate(playlist) if v == before[0]]
                self.position = pages[min(before[1], len(pages) - 1)]
            else:
                self.position = 0
            repaint_all = True
        self.position = min(self.position, len(self.playlist) - 1) if self.playlist else 0
        self._scene = None
        if repaint_all or self._metrics is None:
            self.update()
        else:
            self.update(self.scene().clock_rect.adjusted(-4, -4, 4, 4))
            self.update(QRect(0, 0, self.width(), self._metrics.margin + self._metrics.header_h))
        self._arm_page()

    def _arm_page(self) -> None:
        if len(self.playlist) > 1 and self.isVisible():
            if not self.page_timer.isActive():
                self.page_timer.start(self.page_ms)
        else:
            self.page_timer.stop()

    def _arm_clock(self) -> None:
        c = self.controller
        rnd = c.current_round() if c.is_open else None
        if rnd is None or rnd.clock is None or not self.isVisible():
            self.clock_timer.stop()
            return
        now = c.now()
        tick = next_clock_tick(c.state, now)  # the round's reading, or an extended table's
        if tick is None:
            self.clock_timer.stop()
        else:
            self.clock_timer.start(max(0, tick - now))

    def _check_in_line(self) -> str:
        state = self.controller.state
        missing = not_checked_in(state)
        if not missing:
            return ""
        # (the round is in the header above)
        line = arg(translate("projector.window", "Not checked in (%1): %2"), len(missing),
                   ", ".join(state.players[p].name for p in missing))
        code = state.settings.check_in.code if state.settings and state.settings.check_in else ""
        # The code first: a long list is elided at its end, and the code is what a phone needs.
        return arg(translate("projector.window", "Check-in code %1 · %2"), code, line) if code else line

    def _header(self) -> sc.Header:
        c = self.controller
        if not c.is_open or c.state.settings is None:
            return sc.Header("Tableside", "", None, "")
        now = c.now()
        line = round_clock_line(c.state, now)
        rnd = c.state.current_round
        round_text = arg(translate("projector.window", "Round %1"), rnd.number) if line.round_text and rnd else ""
        extended = " · ".join(arg(translate("projector.window", "Table %1 %2"), table.number, extension_note(table))
                              for table in line.extended)
        return sc.Header(c.state.settings.name, round_text, line.left_ms, line.state, extended, self._ends(now))

    def _ends(self, now: int) -> str:
        """The agenda's estimated end as the desk's clock will read it, in the judge's locale."""
        end = ends_at(self.controller.state, now)
        if end is None:
            return ""
        moment = QDateTime.fromMSecsSinceEpoch(self.controller.wall_ms(end)).toLocalTime()
        return arg(translate("projector.window", "Estimated end %1"),
                   QLocale().toString(moment.time(), QLocale.FormatType.ShortFormat))

    def _compose(self) -> sc.Scene:
        m = self._metrics
        scene = sc.Scene()
        sc.header(scene, m, self._header())
        sc.banner(scene, m, self.announcement)
        c = self.controller
        if not c.is_open or c.state.settings is None:
            sc.empty(scene, m, translate("projector.window", "No event is open"))
            return scene
        view, page = self.current()
        pages = self.pages(view)
        rnd = c.state.current_round
        number = arg(translate("projector.window", "Round %1"), rnd.number) if rnd is not None else ""
        if view == "standings":
            head = c.fingerprint()
            log = arg(translate("projector.window", "Log %1"), head) if head else ""
            sc.title(scene, m, self._standings_title(), page, pages, log)
            if self.standings:
                sc.standings_page(scene, m, self.standings, page, uses_ratings(c.state))
            else:
                sc.empty(scene, m, translate("projector.window", "No players registered yet"))
        elif view == "find":
            sc.title(scene, m, arg(translate("projector.window", "Find your table — %1"),
                                   number) if number else translate("projector.window", "Find your table"), page, pages)
            if self.seats:
                sc.find_page(scene, m, self.seats, page)
            else:
                sc.empty(scene, m, translate("projector.window", "The tables are not seated yet"))
        else:
            games = {t.game for t in self.tables}
            what = (arg(translate("projector.window", "Tables — %1"), number) if number
                    else translate("projector.window", "Tables"))
            if len(games) == 1:
                what += f" · {next(iter(games))}"
            sc.title(scene, m, what, page, pages)
            if self.tables:
                clock = round_clock_line(c.state, c.now())
                extended = {table.number: extension_note(table) for table in clock.extended}
                notes = {table.number: extended.get(table.number) or self._round_end_note(table.number)
                         for table in self.tables}
                sc.tables_page(scene, m, self.tables, page, show_game=len(games) > 1, notes=notes)
            else:
                sc.empty(scene, m, translate("projector.window", "No tables yet"))
        return scene

    def _round_end_note(self, number: int) -> str:
        """A table in its last-turn phase says so in its box ("Last turn", "1:24 of last-turn time")."""
        c = self.controller
        rnd = c.state.current_round
        table = rnd.tables.get(number) if rnd is not None else None
        return round_end_words(round_end_model(c.state, table, c.now())) if table is not None else ""

    def _standings_title(self) -> str:
        title = self._standings_when()
        corrected = self.corrections
        if corrected:
            title += " · " + translate("projector.window", "%n result(s) corrected", None, corrected)
        return title

    def _standings_when(self) -> str:
        rnd = self.controller.state.current_round
        if rnd is None:
            return translate("projector.window", "Standings")
        if rnd.started_at is None:
            return arg(translate("projector.window", "Standings after round %1"),
                       rnd.number - 1) if rnd.number > 1 else translate("projector.window", "Standings")
        if any(not t.finished for t in rnd.tables.values()):
            return arg(translate("projector.window", "Standings — round %1 in play"), rnd.number)
        return arg(translate("projector.window", "Standings after round %1"), rnd.number)

    # ------------------------------------------------------------------------------------------
    # Qt

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        self._metrics = self._measure()
        self._replan()
        super().resizeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if self._stale:
            self.reload()
        self._arm_page()
        self._arm_clock()
        self.update()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        self.page_timer.stop()
        self.clock_timer.stop()
        super().hideEvent(event)

    def _paint_hall(self, painter: QPainter) -> None:
        """The strip at the foot: "Live tables on your phone" with the address and its QR code."""
        if not self.hall_url or self._hall_qr is None:
            return
        strip = self.hall_strip_height()
        top = self.height() - strip
        painter.fillRect(QRect(0, top, self.width(), strip), QColor("#ffffff"))
        pad = max(6, strip // 16)
        side = strip - 2 * pad
        painter.drawImage(QRect(self.width() - side - pad, top + pad, side, side), self._hall_qr)
        font = painter.font()
        font.setPixelSize(max(14, strip // 4))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#000000"))
        text_rect = QRect(pad * 3, top + pad, self.width() - side - pad * 6, side)
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                         arg(translate("projector.window", "Live tables and standings on your phone:\n%1"),
                             self.hall_url))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        event.ignore()  # read-only: no key does anything here

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            painter.fillRect(self.rect(), QColor(sc.BLACK))
            picture = self.scene()
            for fill in picture.fills:
                if fill.outline:
                    painter.setPen(QPen(QColor(fill.outline), fill.width))
                    painter.setBrush(QColor(fill.color))
                    half = fill.width // 2
                    painter.drawRoundedRect(fill.rect.adjusted(half, half, -half, -half), 6 * self._metrics.u,
                                            6 * self._metrics.u)
                else:
                    painter.fillRect(fill.rect, QColor(fill.color))
            for item in picture.texts:
                painter.setFont(item.font)
                painter.setPen(QColor(item.color))
                painter.drawText(item.rect, int(item.align), item.text)
            self._paint_hall(painter)
        finally:
            painter.end()
