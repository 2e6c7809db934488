"""One table of the round as a card: its players, their clocks and points, and the judge's buttons.

``refresh`` paints the card from the table's view model (``app.event.table_view_model``) at the
controller's ``now()``: what each row says and which buttons are on offer is decided there, and the
card only paints it (the selection of players for "Out together" is the only thing of its own, and
it is not game state). Taps go to the controller's intents.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tableside.app.clocks.clock_text import exact_clock_text
from tableside.app.density import Density
from tableside.app.event.actions.judge_calls import open_call_at
from tableside.app.event.changes import TableKey
from tableside.app.event.round_end_view import NUMBERS_ACTION
from tableside.app.event.state import Table
from tableside.app.event.table_view_model import TableModel, table_model
from tableside.ui import plain_text, style
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, shown, translate, view
from tableside.ui.player_row import PlayerRow, RowActions, paint_button
from tableside.ui.report_strip import ReportStrip
from tableside.ui.round_end_words import round_end_words

# How each table status is coloured (the status also says it in words and with a sign).
STATUS_COLOURS = {"not-started": "#e6e6e6", "finished": "#d9f0e8", "held": "#fbe3d3", "paused": "#dcecf7",
                  "pending": "#fff4dc", "voting": "#e3f0f9", "play": "#e3f0f9"}


class TableCard(QFrame):
    _steady_strip = False  # the decision strip keeps one height (an event with player timers)

    def __init__(self, controller: EventController, key: TableKey, parent: QWidget | None = None,
                 density: Density = "comfortable") -> None:
        super().__init__(parent)
        self.controller = controller
        self.key = key
        self.density = density
        compact = density == "compact"
        self._model: TableModel | None = None
        self.setObjectName("card")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        table = controller.table(key)
        assert table is not None
        self.setAccessibleName(arg(translate("table_card", "Table %1"), table.number))

        outer = QVBoxLayout(self)
        outer.setContentsMargins(*((4, 3, 4, 3) if compact else (12, 10, 12, 10)))
        outer.setSpacing(2 if compact else 8)

        # The header: the table, its game and state, and the table's own buttons (they were a footer line;
        # the rarely used ones are in the ▾ menu).
        header = QHBoxLayout()
        header.setSpacing(6)
        self.title = plain_text.label(arg(translate("table_card", "Table %1"), table.number))
        self.title.setObjectName("cardTitle")
        self.game = plain_text.elided_label(table.title)
        self.game.setObjectName("cardGame")
        self.status = plain_text.label()
        self.status.setObjectName("cardStatus")
        self.round_note = plain_text.elided_label()  # (gives way first: "+5 min · 64:59 left" beside a long status)
        self.round_note.setObjectName("cardRoundNote")
        self.call_badge = plain_text.label()  # "Judge called": the table's open call (the Judge calls dock has it)
        self.call_badge.setObjectName("callBadge")
        self.call_badge.setVisible(False)
        header.addWidget(self.title)
        header.addWidget(self.call_badge)
        header.addWidget(self.game, 1)
        self.header = header
        outer.addLayout(header)

        # The judge's hold after a restart. Compact: it and the pause vote below take the game's place in the
        # header, one line each ending in "…" (the whole in the tooltip), so no state makes the card taller:
        # a vote opening pushed every card below it down, and 8 tables of 4 no longer fitted a 1366x768 screen.
        self._compact = compact
        self.held_strip = QFrame()
        self.held_strip.setObjectName("pauseBanner")
        self.held_strip.setProperty("state", "held")
        held_box = QHBoxLayout(self.held_strip)
        if compact:
            held_box.setContentsMargins(4, 0, 0, 0)
            held_box.setSpacing(4)
            self.held_text: QLabel = plain_text.elided_label()
        else:
            self.held_text = plain_text.label()
            self.held_text.setWordWrap(True)
        self.held_text.setObjectName("pauseTitle")
        self.release_button = QPushButton(translate("table_card", "Resume timers"))
        self.release_button.setProperty("role", "primary")
        style.set_tip(self.release_button, translate("table_card",
                                                     "Restart this table's clocks from where the event file stopped "
                                                     "them"))
        self.release_button.clicked.connect(lambda: controller.release(*key))
        held_box.addWidget(self.held_text, 1)
        held_box.addWidget(self.release_button)

        # The pause vote / pending / paused banner.
        self.pause_banner = QFrame()
        self.pause_banner.setObjectName("pauseBanner")
        pause_box = QHBoxLayout(self.pause_banner) if compact else QVBoxLayout(self.pause_banner)
        pause_box.setContentsMargins(*((4, 0, 4, 0) if compact else (8, 4, 8, 4)))
        pause_box.setSpacing(6 if compact else 0)
        if compact:  # one line: the title, then as much of the detail as fits
            self.pause_title: QLabel = plain_text.elided_label()
            self.pause_detail: QLabel = plain_text.elided_label()
        else:
            self.pause_title = plain_text.label()
            self.pause_detail = plain_text.label()
            self.pause_detail.setWordWrap(True)
        self.pause_title.setObjectName("pauseTitle")
        pause_box.addWidget(self.pause_title)
        pause_box.addWidget(self.pause_detail, 1 if compact else 0)
        if compact:
            header.addWidget(self.held_strip, 1)
            header.addWidget(self.pause_banner, 1)
        else:
            outer.addWidget(self.held_strip)
            outer.addWidget(self.pause_banner)
        # A leave the table reported, waiting for a confirmation: the judge confirms or overrules it.
        # Compact: in the header, one line ending in "…", as the pause banner (no state makes the card taller).
        self.report_strip = ReportStrip(controller, key, compact)
        if compact:
            header.addWidget(self.report_strip, 1)
        else:
            outer.addWidget(self.report_strip)

        # The players.
        grid_holder = QWidget()
        self.grid = QGridLayout(grid_holder)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(4 if compact else 10)
        self.grid.setVerticalSpacing(0 if compact else 6)
        self.grid.setColumnStretch(1, 1)
        rules = controller.state.settings.rules if controller.state.settings else None
        first = self.model()
        actions = RowActions(
            out=lambda pid: controller.out(key[0], key[1], [pid]),
            decide=lambda pid, kind: controller.decision(key[0], key[1], pid, kind),
            auction=lambda pid: controller.auction(key[0], key[1], pid),
            request_pause=lambda pid: controller.request_pause(key[0], key[1], pid),
            vote=lambda pid, yes: controller.vote(key[0], key[1], pid, yes),
            resume=lambda pid: controller.resume(key[0], key[1], pid),
            adjust=lambda pid, ms: controller.adjust(key[0], key[1], pid, ms),
            selection_changed=self._selection_changed,
        )
        timers = bool(rules and rules.player_timers)
        self.rows = [PlayerRow(grid_holder, self.grid, i, row, actions, timers, compact)
                     for i, row in enumerate(first.rows)]
        outer.addWidget(grid_holder)

        # The contribution ledger once the table is finished: every term of every rating change.
        self.ledger = plain_text.rich_label()  # a small table: ledger_html
        self.ledger.setObjectName("cardLedger")
        self.ledger.setVisible(False)
        outer.addWidget(self.ledger)

        # How the round ends here, once its time is up: "Last turn", "2 turns left", the capped last-turn
        # time, or the numbers awaited, with the judge's button where the judge ends it.
        self.round_end_strip = QFrame()
        self.round_end_strip.setObjectName("pauseBanner")
        self.round_end_strip.setProperty("state", "pending")
        end_box = QHBoxLayout(self.round_end_strip)
        end_box.setContentsMargins(*((4, 0, 4, 0) if compact else (8, 4, 8, 4)))
        self.round_end_text = plain_text.elided_label()
        self.round_end_text.setObjectName("roundEndText")
        self.round_end_button = QPushButton()
        self.round_end_button.setObjectName("roundEndButton")
        self.round_end_button.setProperty("role", "primary")
        self.round_end_button.clicked.connect(self._round_end_action)
        end_box.addWidget(self.round_end_text, 1)
        end_box.addWidget(self.round_end_button)
        self.round_end_strip.setVisible(False)
        outer.addWidget(self.round_end_strip)

        # The decision in progress.
        self.decision_strip = QFrame()
        self.decision_strip.setObjectName("decisionStrip")
        strip = QHBoxLayout(self.decision_strip)
        strip.setContentsMargins(*((6, 0, 4, 0) if compact else (8, 6, 8, 6)))
        # Three lines at most below the players, then "…"; one in the compact card's header.
        self.decision_text = plain_text.elided_label(lines=1 if compact else 3)
        self.decision_text.setObjectName("decisionText")
        self.aux_big = plain_text.label()
        self.aux_big.setObjectName("auxBig")
        self.done_button = QPushButton(translate("table_card", "Done"))
        self.done_button.setProperty("role", "big")
        self.done_button.setMinimumWidth(0 if compact else 110)
        style.set_tip(self.done_button, translate("table_card", "The decision is made (D)"))
        self.done_button.clicked.connect(lambda: controller.done(*key))
        self.auction_button = QPushButton(first.auction.label)
        self.auction_button.clicked.connect(self._auction)
        strip.addWidget(self.decision_text, 1)
        strip.addWidget(self.aux_big)
        strip.addWidget(self.auction_button)
        strip.addWidget(self.done_button)
        self._steady_strip = timers and not compact
        if self._steady_strip:
            # Its room is kept while no decision runs, at one height whatever it says: at a hall of tables
            # deciding every few seconds, a strip coming and going (or its text wrapping anew) moved every
            # card below, and repainted them, several times a second.
            keep = self.decision_strip.sizePolicy()
            keep.setRetainSizeWhenHidden(True)
            self.decision_strip.setSizePolicy(keep)
            self._fit_decision_strip()
            outer.addWidget(self.decision_strip)
        else:
            # Compact: the decision takes the game's place in the header (same line, so nothing moves);
            # the auction is in the ▾ menu and on the A key.
            header.addWidget(self.decision_strip, 1)
            self.auction_button.setVisible(False)
            if compact:  # the countdown is on the deciding player's line already: the header keeps its room
                self.aux_big.setVisible(False)
        outer.addStretch(1)

        self.together_button = QPushButton(translate("table_card", "Out together"))
        self.together_button.setProperty("role", "out")
        style.set_tip(self.together_button, translate("table_card",
                                                      "Mark every selected player out at the same moment (O)"))
        self.together_button.clicked.connect(self.out_selected)
        self.undo_button = QPushButton(translate("table_card", "Undo"))
        style.set_tip(self.undo_button, translate("table_card", "Take back this table's last action (U)"))
        self.undo_button.clicked.connect(lambda: controller.undo_table(*key))
        header.addWidget(self.round_note)
        header.addWidget(self.status)
        header.addWidget(self.together_button)
        header.addWidget(self.undo_button)
        header.addWidget(self._card_menu(compact))
        self._header_buttons = (self.undo_button, self.release_button, self.menu_button) + (
            (self.done_button,) if compact else ())

        if compact:
            for widget in (self, *self.findChildren(QWidget)):
                widget.setProperty("density", "compact")  # the compact rules of ui/style.py, on this card only
        self._rated = bool(controller.ratings_for(key[0]))
        for row in self.rows:
            row.fix_widths(self._rated)
        self._fit_together()
        self._fit_header()
        self._shortcuts()
        self.refresh(first)

    def _card_menu(self, compact: bool) -> QToolButton:
        """The ▾ on the header: the table's rarely used actions, each with its key where it has one."""
        button = QToolButton()
        button.setObjectName("cardMenu")
        button.setText("▾")
        button.setAccessibleName(arg(translate("table_card", "%1: more actions"), self.accessibleName()))
        style.set_tip(button, translate("table_card",
                                        "More for this table: auction, pair a device, move or swap players"))
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(button)
        if compact:  # the comfortable card has the Auction button in its decision strip
            self.auction_action = menu.addAction(translate("table_card", "Auction for the player deciding (A)"))
            self.auction_action.triggered.connect(self._auction)
        self.pair_action = menu.addAction(translate("table_card", "Pair a device…"))
        self.pair_action.setToolTip(translate("table_card",
                                              "Show a QR code that lets a tablet at this table run its clocks "
                                    "(File ▸ Serve on the local network must be on)"))
        self.pair_action.triggered.connect(self._pair_device)
        move = menu.addAction(translate("table_card", "Move or swap players…"))
        move.triggered.connect(self._seating)
        menu.setToolTipsVisible(True)
        button.setMenu(menu)
        self.card_menu = menu
        self.menu_button = button
        return button

    def _seating(self) -> None:
        from tableside.ui.main_window import MainWindow
        from tableside.ui.seating_panel import open_seating_dialog

        window = self.window()
        if isinstance(window, MainWindow):  # a card is only ever shown in the main window
            open_seating_dialog(window)

    def _fit_together(self) -> None:
        """"Out together" as wide as it will be with a count, so ticking a player moves nothing."""
        self.together_button.ensurePolished()
        label = self.together_button.text()
        self.together_button.setText(f"{label} ({len(self.rows)})")
        self.together_button.setMinimumWidth(self.together_button.sizeHint().width())
        self.together_button.setText(label)

    def _fit_header(self) -> None:
        """The header's buttons keep their words: the texts beside them ("…" and a tooltip) give way first.
        (A style sheet's min-width is the least a layout gives a button: a crowded header, a table extended
        while the round was paused, squeezed "Undo" to "Und".) Polished first, or polishing resets it."""
        for button in self._header_buttons:
            button.ensurePolished()
            button.setMinimumWidth(button.sizeHint().width())

    def _fit_decision_strip(self) -> None:
        """Room for three lines of the decision's words or the Done button, whichever is taller."""
        for widget in (self.decision_text, self.aux_big, self.done_button):
            widget.ensurePolished()
        layout = self.decision_strip.layout()
        assert layout is not None  # the QHBoxLayout of __init__
        margins = layout.contentsMargins()
        inner = max(3 * self.decision_text.fontMetrics().lineSpacing(), self.aux_big.sizeHint().height(),
                    self.done_button.sizeHint().height())
        self.decision_strip.setFixedHeight(inner + margins.top() + margins.bottom())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        super().changeEvent(event)
        if self._steady_strip and event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self._fit_decision_strip()  # another theme or text size

    def refit(self) -> None:
        """Measure the lines' fixed widths again: the text size or the theme changed (EventView.refit)."""
        for row in self.rows:
            row.fix_widths(self._rated)
        self._fit_together()
        self._fit_header()

    # ------------------------------------------------------------------------------------------

    def _shortcuts(self) -> None:
        # The card's keys are read in keyPressEvent, not as QShortcuts: a shortcut in the card's
        # WidgetWithChildrenShortcut context matched through an open Decide menu (Qt walks from the focus
        # widget up through popups), so "u" undid an Out behind the menu and its own "1"-"6" and "a" ticked
        # players. A key event goes where Qt sends it, the open popup or dialog first, and reaches the card
        # only when nothing above the window takes it (a button passes on what it does not use).
        keys: dict[tuple[int, bool], Callable[[], object]] = {}
        for i, row in enumerate(self.rows[:9]):
            keys[(int(Qt.Key.Key_1) + i, False)] = partial(_toggle, row)
            keys[(int(Qt.Key.Key_1) + i, True)] = partial(self._open_decide, row)
        keys[(int(Qt.Key.Key_O), False)] = self.out_selected
        keys[(int(Qt.Key.Key_D), False)] = lambda: self.controller.done(*self.key)
        keys[(int(Qt.Key.Key_A), False)] = self._auction
        keys[(int(Qt.Key.Key_U), False)] = lambda: self.controller.undo_table(*self.key)
        keys[(int(Qt.Key.Key_R), False)] = (
            lambda: self.controller.release(*self.key) if self._table().held_by_restart else None)
        self._keys = keys

    def key_action(self, event: QKeyEvent) -> Callable[[], object] | None:
        """What a key pressed on the card (or passed on by one of its buttons) does, if anything."""
        if QApplication.activePopupWidget() is not None or QApplication.activeModalWidget() not in (
                None, self.window()):
            return None  # (Qt sends keys there already; a stray event sent to the card does nothing either)
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier  # the number pad's digits count
        if mods not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier):
            return None
        return self._keys.get((event.key(), mods == Qt.KeyboardModifier.ControlModifier))

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt naming)
        # A tapped button that goes away (Yes once voted, Done once done, a row once out) gives the focus to
        # its card, not to the next widget in the chain: that one could lie below the view, and the scroll
        # area scrolled to it, moving every card under the pointer. Tab still goes on as it always did.
        focus = QApplication.focusWidget()
        if focus is not None and focus is not self and self.isAncestorOf(focus) and not (
                focus.isVisible() and focus.isEnabled()):
            self.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        return super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt naming)
        action = self.key_action(event)
        if action is None:
            super().keyPressEvent(event)
            return
        event.accept()
        action()

    def _pair_device(self) -> None:
        from tableside.ui.hall.menu import pair_device

        pair_device(self, self.key[1])

    def _open_decide(self, row: PlayerRow) -> None:
        if row.decide_button.isVisible() and row.decide_button.isEnabled():
            row.decide_button.setFocus()
            # popup, not exec: no nested event loop, so the clocks keep being served.
            button = row.decide_button
            row.decide_menu.popup(button.mapToGlobal(button.rect().bottomLeft()))

    def _table(self) -> Table:
        table = self.controller.table(self.key)
        assert table is not None
        return table

    def selected_players(self) -> list[str]:
        return [row.pid for row in getattr(self, "rows", ()) if row.selected]  # (none before the rows are made)

    def out_selected(self) -> None:
        chosen = self.selected_players()
        if not chosen:
            self.controller.refused.emit(
                arg(translate("table_card", "Table %1: select the players who are out first (tick them, or press "
                                            "their number)."), self.key[1]))
            return
        if self.controller.out(self.key[0], self.key[1], chosen):
            for row in self.rows:
                row.set_selected(False)

    def _auction(self) -> None:
        table = self._table()
        if table.clock is None or table.finished:
            return
        view = table.clock.view(self.controller.now())
        if view.decision is None:
            self.controller.refused.emit(arg(translate("table_card",
                                                       "Table %1: an auction is started by the player who is "
                                                       "deciding; no decision is running (use the player's Decide "
                                                       "menu)."), table.number))
            return
        self.controller.auction(self.key[0], self.key[1], view.decision.player)

    def _paint_round_end(self, m: TableModel) -> None:
        end = m.round_end
        style.show(self.round_end_strip, end.visible)
        if end.visible:
            style.set_text(self.round_end_text, round_end_words(end))
            style.show(self.round_end_button, bool(end.action))
            if end.action:
                style.set_text(self.round_end_button, view(end.action))

    def _round_end_action(self) -> None:
        """The judge ends the last turn, or enters the numbers that rank the players still in."""
        m = self._model
        if m is None or not m.round_end.action:
            return
        if m.round_end.action == NUMBERS_ACTION:
            from tableside.ui.numbers_dialog import NumbersDialog

            dialog = NumbersDialog(self.controller, self.key, self.window())
            dialog.setModal(True)
            dialog.show()  # not exec: no nested event loop, so the clocks keep being served
            self.numbers_dialog = dialog
        else:
            self.controller.end_last_turn(*self.key)

    def _selection_changed(self) -> None:
        if self._model is not None and self._model.running:
            self.refresh()  # each ticked player's "if out now" becomes what Out together gives them
        self._together_label()  # (a refresh that reads the same paints nothing)

    def _together_label(self) -> None:
        n = len(self.selected_players())
        together = self._model.together if self._model is not None else None
        label = view(together.label) if together is not None else translate("table_card", "Out together")
        style.set_text(self.together_button, f"{label} ({n})" if n else label)
        style.set_enabled(self.together_button, n > 0 and together is not None and together.enabled)

    # ------------------------------------------------------------------------------------------

    def _current_round(self) -> int | None:
        rnd = self.controller.state.current_round
        return rnd.number if rnd is not None else None

    def model(self) -> TableModel:
        """The table as the session has it now, in the words the card shows."""
        c = self.controller
        table = self._table()
        return table_model(c.state, table, c.now(), ratings=c.ratings_for(table.round),
                           undo_target=c.undo_target(self.key), wall_ms=c.wall_ms, ticked=self.selected_players())

    def refresh(self, model: TableModel | None = None) -> None:
        """Paint the table as the session has it now."""
        m = model if model is not None else self.model()
        call = open_call_at(self.controller.state, self.key[1]) if self.key[0] == self._current_round() else None
        style.show(self.call_badge, call is not None)
        if call is not None:
            style.set_text(self.call_badge, "🔔 " + (translate("table_card", "Judge called · taken") if call.taken_by
                                                    else translate("table_card", "Judge called")))
        self.report_strip.paint()  # read from the state, not the model: a report changes no row
        if m == self._model:
            return  # nothing reads differently (a repaint the schedule asked for between readings)
        self._model = m
        # Qt lays a widget's ancestors out again at once each time a widget is shown (a player out: the
        # points and the status shown), the card, the round's hundred cards and the window around them, as
        # often as something is shown. With the card's layouts off while it is painted, that is done once,
        # after, at the layout request Qt posted when a part changed (before the frame; none if none did).
        layouts = [layout for layout in (self.layout(), self.grid) if layout is not None and layout.isEnabled()]
        for layout in layouts:
            layout.setEnabled(False)
        try:
            self._paint(m)
        finally:
            for layout in layouts:
                layout.setEnabled(True)

    def _paint(self, m: TableModel) -> None:
        for row, row_model in zip(self.rows, m.rows, strict=False):
            row.paint(row_model)

        style.set_text(self.status, view(m.status_text))
        sheet = f"background: {STATUS_COLOURS[m.status]};"
        if self.status.styleSheet() != sheet:
            self.status.setStyleSheet(sheet)

        style.show(self.held_strip, m.held.visible)
        if m.held.visible:
            style.set_text(self.held_text, shown(m.held.title, m.held.title_said))
        paint_button(self.release_button, m.release, text=False)

        style.show(self.pause_banner, m.pause.visible)
        if m.pause.visible:
            style.set_prop(self.pause_banner, "state", m.pause.state)
            style.set_text(self.pause_title, shown(m.pause.title, m.pause.title_said))
            style.set_text(self.pause_detail, shown(m.pause.detail, m.pause.detail_said))
            # (compact, a decision beside it: the title alone, the detail in the status's tooltip below)
            style.show(self.pause_detail, not (self._compact and m.decision.visible))

        # (compact: the hold's line, with its Resume timers, takes the decision's place; the countdown is on
        # the player's line)
        style.show(self.decision_strip, m.decision.visible and not (self._compact and m.held.visible))
        # The compact header: the decision, the vote or the hold in the place of the game and state.
        in_header = m.decision.visible and not self._steady_strip or self._compact and (
            m.pause.visible or m.held.visible)
        if not self._steady_strip:
            for widget in (self.game, self.status):
                style.show(widget, not in_header)
        reward = ""
        if m.decision.visible:
            style.set_text(self.decision_text, shown(m.decision.title, m.decision.title_said))
            style.set_text(self.aux_big, shown(m.decision.detail, m.decision.detail_said))
            if m.reward_ms is not None:  # the reward as a number, exact (document 002: half the time left)
                reward = arg(translate("table_card", "Done now adds %1 to the main timer (the reward: %2 of the "
                                                     "decision time left)."),
                             "+" + exact_clock_text(m.reward_ms), m.reward_share)
            style.set_tip(self.aux_big, "\n".join(filter(None, (view(m.decision_tip), reward))))
            paint_button(self.auction_button, m.auction)
            if not self._steady_strip:
                self.auction_button.setVisible(False)  # (in the ▾ menu)
                self.auction_action.setText(arg(translate("table_card", "%1 for the player deciding (A)"),
                                                shown(m.auction.label, m.auction.label_said)))
        if not self._steady_strip:
            self.auction_action.setEnabled(m.decision.visible and m.auction.enabled)
            paint_button(self.done_button, m.done, text=False)
        if m.decision.visible:
            style.set_tip(self.done_button, "\n".join(filter(None, (
                translate("table_card", "The decision is made (D)"), reward))))

        style.show(self.ledger, bool(m.ledger))
        if m.ledger:
            style.set_text(self.ledger, ledger_html(m))

        self._paint_round_end(m)

        style.show(self.round_note, bool(m.round_note) and (self._steady_strip or not in_header))
        if m.round_note:
            style.set_text(self.round_note, shown(m.round_note, m.round_note_said))
        paint_button(self.undo_button, m.undo, text=False)
        self._together_label()
        style.set_prop(self, "finished", "true" if m.finished else "false")


def ledger_html(m: TableModel) -> str:
    """The finished table's ledger as a small table: before − loss + gain + bonus = after, and the remainder."""
    cell = '<td align="right" style="padding: 0 6px;">{}</td>'
    head = "".join(cell.format(plain_text.markup("<b>{}</b>", h))
                   for h in ("before", "− loss", "+ gain", "+ bonus", "= after"))
    rows = "".join(
        plain_text.markup("<tr><td>{}</td>", line.name)
        + "".join(cell.format(plain_text.markup(template, v)) for template, v in (
            ("{}", line.before), ("{}", line.loss), ("{}", line.gain), ("{}", line.bonus), ("<b>{}</b>", line.after)))
        + "</tr>"
        for line in m.ledger)
    note = plain_text.markup("{}", shown(m.ledger_note, m.ledger_note_said))
    return f"<table><tr><td></td>{head}</tr>{rows}</table>" + note


def _toggle(row: PlayerRow) -> None:
    row.set_selected(not row.select.isChecked())
