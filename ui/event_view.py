"""The round on screen: the round bar, the restart banner and the tables as cards that reflow."""

from __future__ import annotations

import gc

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tableside.app.density import Density
from tableside.app.event.changes import Change, TableKey
from tableside.ui import plain_text, style
from tableside.ui.controller import EventController
from tableside.ui.flow_layout import FlowLayout
from tableside.ui.i18n import arg, translate
from tableside.ui.round_bar import RoundBar
from tableside.ui.table_card import TableCard

EAGER_CARDS = 6  # cards built before the first paint: what a 1920x1080 screen shows at once
CARDS_PER_TURN = 4  # the others, a few per turn of the event loop, so the window answers meanwhile


class RestartBanner(QFrame):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("restartBanner")
        self.box = QHBoxLayout(self)
        self.button = QPushButton(translate("event_view", "Resume all timers"))
        self.button.setProperty("role", "primary")
        style.set_tip(self.button, translate("event_view", "Resume the timers of every held table (Ctrl+Shift+R)"))
        self.button.clicked.connect(controller.release_all)
        self.text: QLabel = plain_text.label()
        self.set_density("comfortable")
        self.box.addWidget(self.button)
        self.setVisible(False)

    def set_density(self, density: Density) -> None:
        """Compact: one line ending in "…" (the whole in its tooltip), so a restart costs the screen of held
        tables one line, not three: 8 tables of 4 still fit 1366x768 (each held card says since when)."""
        compact = density == "compact"
        text = self.text.text()
        self.box.removeWidget(self.text)
        self.text.deleteLater()
        self.text = plain_text.elided_label(text) if compact else plain_text.label(text)
        self.text.setObjectName("restartText")
        self.text.setWordWrap(not compact)
        self.box.insertWidget(0, self.text, 1)
        self.box.setContentsMargins(*((8, 0, 2, 0) if compact else (12, 6, 8, 6)))
        style.set_prop(self.button, "density", "compact" if compact else None)

    def refresh(self) -> None:
        held = self.controller.held_tables()
        self.setVisible(bool(held))
        if held:
            names = ", ".join(str(t) for _, t in held)
            if len(held) == 1:
                text = translate("event_view", "%1 Tableside stopped while a decision was running (closed, crashed, "
                                               "stalled or asleep). The timers of table %2 are held where it stopped "
                                               "(it says since when). Check with the players, then press “Resume "
                                               "timers” on the table.")
            else:
                text = translate("event_view", "%1 Tableside stopped while a decision was running (closed, crashed, "
                                               "stalled or asleep). The timers of tables %2 are held where it stopped "
                                               "(each table says since when). Check with the players, then press "
                                               "“Resume timers” on the tables.")
            self.text.setText(arg(text, style.SYM_WARN, names))


class BarArea(QScrollArea):
    """The round bar, scrolled sideways when the window is narrower than its clock and buttons (150 % text
    with a dock open on a 1366x768 screen): they were squeezed to "e r", "en"; now they keep their words."""

    def __init__(self, bar: QWidget) -> None:
        super().__init__()
        self.setObjectName("roundBarArea")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setWidget(bar)
        self.bar = bar

    def _height(self) -> int:
        bar = self.bar
        height = bar.sizeHint().height()
        if bar.minimumSizeHint().width() > self.width():
            height += self.horizontalScrollBar().sizeHint().height()
        return height

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt naming)
        return QSize(self.bar.sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt naming)
        return QSize(0, self._height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        if self.height() != self._height():
            self.updateGeometry()


# The narrowest a column of cards may be: a compact card's line still holds a 24-letter name whole.
# A comfortable line (finger-sized buttons, captions) needs 800: one column at 1366, two at 1920.
COLUMN_WIDTH: dict[Density, int] = {"compact": 600, "comfortable": 800}


class EventView(QWidget):
    def __init__(self, controller: EventController, parent: QWidget | None = None,
                 density: Density = "comfortable") -> None:
        super().__init__(parent)
        self.controller = controller
        self.density: Density = density
        self.setObjectName("eventView")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(6)
        self.round_bar = RoundBar(controller)
        self.bar_area = BarArea(self.round_bar)
        box.addWidget(self.bar_area)
        self.compact_round_bar()
        self.restart_banner = RestartBanner(controller)
        self.restart_banner.set_density(density)
        banner_box = QHBoxLayout()
        banner_box.setContentsMargins(12, 0, 12, 0)
        banner_box.addWidget(self.restart_banner)
        box.addLayout(banner_box)

        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("cardArea")
        self.scroll_area.setWidgetResizable(True)
        # Both ways: a window narrower than a card (a small screen, the history open) scrolls to its Out and
        # Decide rather than cutting them off.
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.area = QWidget()
        self.area.setObjectName("cardArea")
        self.flow = FlowLayout(self.area, min_column_width=COLUMN_WIDTH[density],
                               spacing=8 if density == "compact" else 12)
        self.scroll_area.setWidget(self.area)
        box.addWidget(self.scroll_area, 1)
        self.empty = plain_text.label()
        self.empty.setObjectName("startHint")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        box.addWidget(self.empty)

        self.cards: dict[TableKey, TableCard] = {}  # the cards built so far, in table order
        self.pending: list[TableKey] = []  # tables whose card is still to be built
        # Cards a Change touched while they were out of view: painted when they come into it. A correction
        # under ratings touches every card of the round (fifty at 200 players); painting and measuring them
        # all again was most of its repaint, for the three or four the judge can see. Looked at as soon as
        # what shows changes (a scroll, the viewport's resize, the cards placed again), never on a later
        # turn: a zero timer came after the frame that showed a card with what it said before.
        self.stale: set[TableKey] = set()
        self._painting_stale = False
        self.scroll_area.verticalScrollBar().valueChanged.connect(self.paint_stale_in_view)
        self.scroll_area.horizontalScrollBar().valueChanged.connect(self.paint_stale_in_view)
        self.scroll_area.viewport().installEventFilter(self)
        self.flow.placed = self.paint_stale_in_view  # (the cards placed again: others may show)
        self._generation = 0
        # The window opened with an event builds the other cards once it is first painted: before,
        # they would be built ahead of the first paint (the queued batches come first).
        self._painted = False
        controller.opened.connect(self.rebuild)
        controller.changed.connect(self.on_change)
        # The table the card keys act on (F6, a click) wears a frame: the card holding the keyboard focus.
        self.current: TableCard | None = None
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)
        self.rebuild()

    # ------------------------------------------------------------------------------------------

    def set_density(self, density: Density) -> None:
        """Build the cards again in another density (the setting changed, or the window moved screens)."""
        if density == self.density:
            self.refit()  # (the text size or the theme may have changed)
            return
        self.density = density
        self.flow.set_spacing(8 if density == "compact" else 12)
        self.compact_round_bar()
        self.restart_banner.set_density(density)
        self.rebuild()

    def compact_round_bar(self) -> None:
        """The round bar's buttons as small as the compact cards' (its clock keeps its size)."""
        value = "compact" if self.density == "compact" else None
        for button in self.round_bar.findChildren(QAbstractButton):
            style.set_prop(button, "density", value)
        self.round_bar.keep_words()  # (a new polish reset their least widths)

    def refit(self) -> None:
        """After a new text size or theme (File ▸ Settings): the columns and each card's fixed widths fit the
        new letters. Asked for by the settings, not read from Qt's style events: the font comes before the
        style sheet, and a card's event before its children's, so measured then they read half old, half new."""
        self._fit_columns()
        for card in self.cards.values():
            card.refit()

    def _fit_columns(self) -> None:
        """The columns' least width grows with the text size (at 150 % a card needs half as much again)."""
        app = QApplication.instance()
        scale = app.font().pointSizeF() / style.BASE_PT if isinstance(app, QApplication) else 1.0
        width = round(COLUMN_WIDTH[self.density] * max(1.0, scale))
        if width != self.flow.min_column_width:
            self.flow.min_column_width = width
            self.flow.forget()

    def rebuild(self) -> None:
        self._fit_columns()
        self._generation += 1
        for card in self.cards.values():
            self.flow.removeWidget(card)
            card.hide()
            card.deleteLater()
        self.cards.clear()
        self.stale.clear()
        self.current = None
        c = self.controller
        rnd = c.current_round() if c.is_open else None
        keys = [(rnd.number, number) for number in sorted(rnd.tables)] if rnd is not None else []
        # A hundred cards take seconds to build: the first screenful is built now, the others
        # right after the window is painted, so opening shows the tables at once.
        for key in keys[:EAGER_CARDS]:
            self._build(key)
        self.pending = keys[EAGER_CARDS:]
        if self.pending and self._painted:
            generation = self._generation
            QTimer.singleShot(0, lambda: self._build_more(generation))
        self.round_bar.refresh()
        self.restart_banner.refresh()
        self.empty.setVisible(not keys)
        self.scroll_area.setVisible(bool(keys))
        if not c.is_open:
            self.empty.setText("")
        elif rnd is None:
            self.empty.setText(translate("event_view",
                                         "No round is open yet.\nUse Event ▸ Players and tables… to register players, "
                               "open a round and seat the tables."))
        else:
            self.empty.setText(arg(translate("event_view",
                                             "Round %1 has no tables yet.\nUse Event ▸ Players and tables… to seat "
                                             "them."), rnd.number))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt naming)
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            if self.pending:
                generation = self._generation
                QTimer.singleShot(0, lambda: self._build_more(generation))

    def _build(self, key: TableKey) -> None:
        if self.controller.table(key) is None:
            return
        card = TableCard(self.controller, key, self.area, self.density)
        self.flow.addWidget(card)
        self.cards[key] = card

    def _build_more(self, generation: int) -> None:
        if generation != self._generation:
            return  # another event or round was shown meanwhile
        batch, self.pending = self.pending[:CARDS_PER_TURN], self.pending[CARDS_PER_TURN:]
        for key in batch:
            self._build(key)
        if self.pending:
            QTimer.singleShot(0, lambda: self._build_more(generation))
        else:
            self._all_built()

    def build_all(self) -> None:
        """Build every card still pending now (keyboard navigation, tests, benchmarks)."""
        batch, self.pending = self.pending, []
        for key in batch:
            self._build(key)
        if batch:
            self._all_built()

    def _all_built(self) -> None:
        # The cards live as long as the round is shown: out of the collector's passes, as the event's state
        # (the controller gives everything back when the event closes), so a full collection inside a
        # click walks only what was made since (200,000 objects at 100 tables otherwise). The cards of the
        # round shown before were set aside the same way, and they hold cycles (Qt wrappers, the slots
        # connected to them) that only a collection frees: everything goes back to the collector first, the
        # old cards are collected, and what is left is set aside again. One full pass a new round, when
        # the judge seats or opens it, not inside a tap.
        if self.controller.is_open:
            gc.unfreeze()
            gc.collect()
            gc.freeze()

    def on_change(self, change: Change) -> None:
        if change.structure:
            self.rebuild()
            return
        for key in change.tables:
            card = self.cards.get(key)
            if card is None:
                continue
            if self.in_view(card) or card is self.current:  # (the keys act on the current card: kept right)
                self.stale.discard(key)
                card.refresh()
            else:
                self.stale.add(key)
        if change.round_clock or change.tables:  # (a table finishing may finish the round's last one)
            self.round_bar.refresh()
        if change.entries and (self.restart_banner.isVisible() or
                               any(e.kind in ("clock.release", "clock.hold_all") for e in change.entries)):
            self.restart_banner.refresh()

    # -- cards out of view -----------------------------------------------------------------------

    def in_view(self, card: TableCard) -> bool:
        """Whether any of the card shows in the scroll area (or the window is not on screen at all: then
        what is asked of a card is read from it, not seen, and every card is kept right)."""
        if not self.isVisible() or card.geometry().isEmpty():
            return True  # (a card not laid out yet: it is placed, and may show, before the next paint)
        viewport = self.scroll_area.viewport()
        return QRect(card.mapTo(viewport, QPoint(0, 0)), card.size()).intersects(viewport.rect())

    def paint_stale_in_view(self) -> None:
        """Paint the cards a Change left stale that now show: scrolled to, the scroll area larger, or the
        cards placed again (called by the layout once it placed them, so before the frame that shows them;
        a card's new words then ask for one more layout, which Qt runs ahead of the paint too)."""
        if not self.stale or self._painting_stale:
            return
        self._painting_stale = True
        try:
            for key in sorted(self.stale):
                card = self.cards.get(key)
                if card is None:
                    self.stale.discard(key)
                elif self.in_view(card):
                    self.stale.discard(key)
                    card.refresh()
        finally:
            self._painting_stale = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt naming)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.paint_stale_in_view()  # the scroll area grew: more cards may show
        return False

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is None:
            return  # the window lost the focus: the keys come back to the same table, so its mark stays
        card = self._card_holding(new)
        if card is None and new.window() is not self.window():
            return  # a menu, a dialog or another window: the table behind keeps its mark
        self.mark_current(card)

    def _card_holding(self, widget: QWidget) -> TableCard | None:
        """The card ``widget`` lies in, found by walking up its parents (a handful), not by asking each of
        the round's cards (a hundred, twice a tap: the tapped button takes the focus and gives it up)."""
        node: QWidget | None = widget
        while node is not None:
            if isinstance(node, TableCard):
                return node if self.cards.get(node.key) is node else None
            node = node.parentWidget()
        return None

    def mark_current(self, card: TableCard | None) -> None:
        if card is not None and card.key in self.stale:  # (scrolled out, then tabbed or clicked to)
            self.stale.discard(card.key)
            card.refresh()
        if card is self.current:
            return
        if self.current is not None and self.current in self.cards.values():
            style.set_prop(self.current, "current", "false")
        self.current = card
        if card is not None:
            style.set_prop(card, "current", "true")

    def focus_card(self, step: int) -> None:
        self.build_all()
        cards = list(self.cards.values())
        if not cards:
            return
        focus = QApplication.focusWidget()
        current = next((i for i, card in enumerate(cards) if focus is not None and
                        (card is focus or card.isAncestorOf(focus))), None)
        if current is None:
            current = -1 if step > 0 else 0
        card = cards[(current + step) % len(cards)]
        card.setFocus(Qt.FocusReason.OtherFocusReason)
        self.scroll_area.ensureWidgetVisible(card, 20, 20)
