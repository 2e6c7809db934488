"""One table of the round as a card: its players, their clocks and points, and the judge's buttons.

``refresh`` paints the card from the controller's state at the controller's ``now()``: nothing the
card shows is kept anywhere else (the selection of players for "Out together" is the only thing of
its own, and it is not game state). Taps go to the controller's intents.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget,
)

from app.clocks.clock_text import clock_text
from app.display import format_points
from app.event.results import preview, table_result
from app.event.state import Table
from ui import style
from ui.controller import EventController, TableKey
from ui.player_row import PlayerRow, RowActions, RowPicture


def _wall_clock(ms: int) -> str:
    import datetime

    return datetime.datetime.fromtimestamp(ms / 1000).strftime("%H:%M")


def _minutes(ms: int) -> str:
    minutes = max(0, ms) // 60_000
    if minutes < 1:
        return "less than a minute"
    if minutes < 60:
        return f"{minutes} min"
    return f"{minutes // 60} h {minutes % 60:02d} min"


class TableCard(QFrame):
    def __init__(self, controller: EventController, key: TableKey, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.key = key
        self.setObjectName("card")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        table = controller.table(key)
        assert table is not None
        self.setAccessibleName(f"Table {table.number}")

        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 10, 12, 10)
        outer.setSpacing(8)

        header = QHBoxLayout()
        self.title = QLabel(f"Table {table.number}")
        self.title.setObjectName("cardTitle")
        self.game = QLabel(table.title)
        self.game.setObjectName("cardGame")
        self.status = QLabel()
        self.status.setObjectName("cardStatus")
        self.round_note = QLabel()
        self.round_note.setObjectName("cardGame")
        header.addWidget(self.title)
        header.addWidget(self.game)
        header.addStretch(1)
        header.addWidget(self.round_note)
        header.addWidget(self.status)
        outer.addLayout(header)

        # The judge's hold after a restart.
        self.held_strip = QFrame()
        self.held_strip.setObjectName("pauseBanner")
        self.held_strip.setProperty("state", "held")
        held_box = QHBoxLayout(self.held_strip)
        self.held_text = QLabel()
        self.held_text.setObjectName("pauseTitle")
        self.held_text.setWordWrap(True)
        self.release_button = QPushButton("Resume timers")
        self.release_button.setProperty("role", "primary")
        style.set_tip(self.release_button, "Restart this table's clocks from where the event file stopped them")
        self.release_button.clicked.connect(lambda: controller.release(*key))
        held_box.addWidget(self.held_text, 1)
        held_box.addWidget(self.release_button)
        outer.addWidget(self.held_strip)

        # The pause vote / pending / paused banner.
        self.pause_banner = QFrame()
        self.pause_banner.setObjectName("pauseBanner")
        pause_box = QVBoxLayout(self.pause_banner)
        pause_box.setContentsMargins(8, 4, 8, 4)
        pause_box.setSpacing(0)
        self.pause_title = QLabel()
        self.pause_title.setObjectName("pauseTitle")
        self.pause_detail = QLabel()
        self.pause_detail.setWordWrap(True)
        pause_box.addWidget(self.pause_title)
        pause_box.addWidget(self.pause_detail)
        outer.addWidget(self.pause_banner)

        # The players.
        grid_holder = QWidget()
        self.grid = QGridLayout(grid_holder)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(6)
        self.grid.setColumnStretch(1, 1)
        rules = controller.state.settings.rules if controller.state.settings else None
        decisions = [(k, d.label, d.aux_ms) for k, d in (rules.decisions.items() if rules else [])]
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
        self.rows = [PlayerRow(grid_holder, self.grid, i, pid, decisions, actions, timers)
                     for i, pid in enumerate(table.players)]
        outer.addWidget(grid_holder)

        # The decision in progress.
        self.decision_strip = QFrame()
        self.decision_strip.setObjectName("decisionStrip")
        strip = QHBoxLayout(self.decision_strip)
        strip.setContentsMargins(8, 6, 8, 6)
        self.decision_text = QLabel()
        self.decision_text.setObjectName("decisionText")
        self.decision_text.setWordWrap(True)
        self.aux_big = QLabel()
        self.aux_big.setObjectName("auxBig")
        self.done_button = QPushButton("Done")
        self.done_button.setProperty("role", "big")
        self.done_button.setMinimumWidth(110)
        style.set_tip(self.done_button, "The decision is made (D)")
        self.done_button.clicked.connect(lambda: controller.done(*key))
        self.auction_button = QPushButton("Auction (−20 s)")
        self.auction_button.clicked.connect(self._auction)
        strip.addWidget(self.decision_text, 1)
        strip.addWidget(self.aux_big)
        strip.addWidget(self.auction_button)
        strip.addWidget(self.done_button)
        outer.addWidget(self.decision_strip)

        # The table's own buttons, at the bottom of the card whatever the row's height.
        outer.addStretch(1)
        footer = QHBoxLayout()
        self.together_button = QPushButton("Out together")
        self.together_button.setProperty("role", "out")
        style.set_tip(self.together_button, "Mark every selected player out at the same moment (O)")
        self.together_button.clicked.connect(self.out_selected)
        self.undo_button = QPushButton("Undo")
        style.set_tip(self.undo_button, "Take back this table's last action (U)")
        self.undo_button.clicked.connect(lambda: controller.undo_table(*key))
        footer.addWidget(self.together_button)
        footer.addStretch(1)
        footer.addWidget(self.undo_button)
        outer.addLayout(footer)

        self._shortcuts()
        self.refresh()

    # ------------------------------------------------------------------------------------------

    def _shortcuts(self) -> None:
        def on(keys: str, slot) -> None:
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

        for i, row in enumerate(self.rows[:9]):
            on(str(i + 1), lambda r=row: r.set_selected(not r.select.isChecked()))
            on(f"Ctrl+{i + 1}", lambda r=row: self._open_decide(r))
        on("O", self.out_selected)
        on("D", lambda: self.controller.done(*self.key))
        on("A", self._auction)
        on("U", lambda: self.controller.undo_table(*self.key))
        on("R", lambda: self.controller.release(*self.key) if self._table().held_by_restart else None)

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
        return [row.pid for row in self.rows if row.selected]

    def out_selected(self) -> None:
        chosen = self.selected_players()
        if not chosen:
            self.controller.refused.emit(
                f"Table {self.key[1]}: select the players who are out first (tick them, or press their number).")
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
            self.controller.refused.emit(f"Table {table.number}: an auction is started by the player who is "
                                         "deciding; no decision is running (use the player's Decide menu).")
            return
        self.controller.auction(self.key[0], self.key[1], view.decision.player)

    def _selection_changed(self) -> None:
        n = len(self.selected_players())
        style.set_text(self.together_button, f"Out together ({n})" if n else "Out together")
        style.set_enabled(self.together_button, n > 0 and not self._table().finished)

    # ------------------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Paint the table as the session has it now."""
        c = self.controller
        state = c.state
        table = self._table()
        now = c.now()
        name = c.player_name
        running = table.started_at is not None and not table.finished
        view = table.clock.view(now) if table.clock is not None else None
        timers = bool(view is not None and view.player_timers)
        held = bool(view is not None and view.held)
        ratings = c.ratings_for(table.round)
        result = table_result(state, table, ratings).by_name()
        reasons = {pid: leave.reason for leave in table.leaves for pid in leave.players}
        group = {pid: len(leave.players) for leave in table.leaves for pid in leave.players}
        pause = view.pause if view is not None else "none"
        votes = set(view.vote.yes) if view is not None and view.vote is not None else set()
        asked = set(view.resume_requests) if view is not None else set()

        for i, row in enumerate(self.rows):
            pid = row.pid
            res = result.get(pid)
            if res is not None:
                status = "out" if pid in reasons else "winner"
                points = format_points(res.points)
                rating = None
                if res.rating is not None:
                    points = ("+" if res.points > 0 else "") + points
                    rating = str(res.rating.after)
            else:
                status, points, rating = "in", None, None
            pv = None
            if status == "in" and running:
                guess = preview(state, table, pid, ratings, now_t=now)
                if guess is not None:
                    pv = ("+" if guess.rating is not None and guess.points > 0 else "") + format_points(guess.points)
            clock = view.player(pid) if view is not None else None
            row.paint(RowPicture(
                pid=pid, name=name(pid), index=i + 1, status=status, reason=reasons.get(pid),
                place=res.place if res else None, tied=group.get(pid, 1) > 1, points=points, rating=rating,
                preview=pv, clock=clock, timers=timers, held=held, can_act=running, pause=pause,
                voted_yes=pid in votes, asked_resume=pid in asked, pause_over=bool(view and view.pause_over),
                decision_running=bool(view and view.decision),
            ))
            if view is not None and running:
                allowed, reason = table.clock.can_auction(pid, now)
                row.set_auction(allowed, c.humanize(reason))

        self._paint_status(table, view, running)
        self._paint_held(table, view, now)
        self._paint_pause(table, view, running)
        self._paint_decision(table, view, now, running)
        self._paint_round(table, now)
        target = c.undo_target(self.key)
        style.set_enabled(self.undo_button, target is not None)
        style.set_tip(self.undo_button, f"Take back this table's last action (entry #{target}) (U)" if target
                                    else "Nothing to undo at this table")
        self._selection_changed()
        style.set_prop(self, "finished", "true" if table.finished else "false")

    def _paint_status(self, table: Table, view, running: bool) -> None:
        if table.started_at is None:
            text, bg = "Not started", "#e6e6e6"
        elif table.finished:
            text, bg = f"{style.SYM_WIN} Finished", "#d9f0e8"
        elif view is not None and view.held:
            text, bg = f"{style.SYM_HOLD} Timers held", "#fbe3d3"
        elif view is not None and view.pause == "paused":
            text, bg = f"{style.SYM_PAUSE} PAUSED", "#dcecf7"
        elif view is not None and view.pause == "pending":
            text, bg = f"{style.SYM_PAUSE} Pause pending", "#fff4dc"
        elif view is not None and view.pause == "voting":
            text, bg = "? Pause vote", "#e3f0f9"
        else:
            text, bg = f"{style.SYM_PLAY} In play", "#e3f0f9"
        style.set_text(self.status, text)
        sheet = f"background: {bg};"
        if self.status.styleSheet() != sheet:
            self.status.setStyleSheet(sheet)

    def _paint_held(self, table: Table, view, now: int) -> None:
        show = table.held_by_restart and not table.finished
        style.show(self.held_strip, show)
        if not show:
            return
        since = self.controller.wall_ms(table.clock_t)
        parts = [f"{style.SYM_HOLD} Timers held since the restart (stopped at {_wall_clock(since)}, "
                 f"{_minutes(now - table.clock_t)} ago)."]
        if view is not None and view.decision is not None:
            d = view.decision
            pv = view.player(d.player)
            left = f"DECIDE {clock_text(pv.aux_ms or 0)}" if (pv.aux_ms or 0) > 0 else "aux over"
            parts.append(f"{self.controller.player_name(d.player)} was deciding ({d.label}): "
                         f"{left}, MAIN {clock_text(pv.main_ms)}.")
        style.set_text(self.held_text, " ".join(parts))

    def _paint_pause(self, table: Table, view, running: bool) -> None:
        name = self.controller.player_name
        if view is None or not running:
            style.show(self.pause_banner, False)
            return
        if view.pause == "voting" and view.vote is not None:
            v = view.vote
            yes = ", ".join(name(p) for p in v.yes)
            waiting = [name(p) for p in table.still_in if p not in v.yes]
            state = "vote"
            title = f"? PAUSE VOTE · {clock_text(v.left_ms)} left · {len(v.yes)} of {v.needed} yes"
            detail = (f"Asked by {name(v.requested_by)}. Yes: {yes}. Waiting for: {', '.join(waiting) or '—'}. "
                      "Any “No”, or the time running out, denies the pause.")
        elif view.pause == "pending":
            state = "pending"
            title = f"{style.SYM_PAUSE} PAUSE PENDING — play on"
            who = name(view.decision.player) if view.decision else "the player"
            detail = f"The pause was accepted; it starts when {who} completes the decision in progress (Done)."
        elif view.pause == "paused":
            state = "paused"
            left = clock_text(view.pause_left_ms or 0)
            title = f"{style.SYM_PAUSE} PAUSED · {left} of pause left"
            if view.pause_over:
                detail = "The pause time is over: any one player's Resume restarts play."
            else:
                asked = ", ".join(name(p) for p in view.resume_requests) or "nobody yet"
                detail = f"Play resumes when every player still in asks (Resume). Asked: {asked}."
        elif (view.last_vote is not None and view.last_vote.outcome == "denied"
              and view.last_vote.at >= table.clock_t):
            state = "vote"
            title = "Pause denied"
            reason = self.controller.humanize(view.last_vote.reason)
            detail = reason[0].upper() + reason[1:] + "."
        else:
            style.show(self.pause_banner, False)
            return
        style.show(self.pause_banner, True)
        style.set_prop(self.pause_banner, "state", state)
        style.set_text(self.pause_title, title)
        style.set_text(self.pause_detail, detail)

    def _paint_decision(self, table: Table, view, now: int, running: bool) -> None:
        d = view.decision if view is not None else None
        if d is None or not running:
            style.show(self.decision_strip, False)
            return
        style.show(self.decision_strip, True)
        who = self.controller.player_name(d.player)
        pv = view.player(d.player)
        style.set_text(self.decision_text, f"{style.SYM_PLAY} {who} decides: {d.label}")
        if (pv.aux_ms or 0) > 0:
            style.set_text(self.aux_big, f"DECIDE {clock_text(pv.aux_ms or 0)}")
            style.set_tip(self.aux_big, "Auxiliary countdown (runs first)")
        else:
            warn = f"{style.SYM_WARN} " if pv.warning else ""
            style.set_text(self.aux_big, f"{warn}MAIN {clock_text(pv.main_ms)}")
            style.set_tip(self.aux_big, "The auxiliary countdown is over; the main timer is running")
        allowed, reason = table.clock.can_auction(d.player, now)
        reason = self.controller.humanize(reason)
        style.set_enabled(self.auction_button, allowed)
        style.set_tip(self.auction_button, reason if allowed else f"Not allowed: {reason}")
        style.set_enabled(self.done_button, True)

    def _paint_round(self, table: Table, now: int) -> None:
        rnd = self.controller.state.rounds[table.round]
        clock = rnd.clock
        if clock is None or table.finished or not clock.extension_ms(table.number):
            style.show(self.round_note, False)
            return
        extra = clock.extension_ms(table.number) // 60_000
        style.show(self.round_note, True)
        style.set_text(self.round_note, f"+{extra} min · {clock_text(clock.remaining_ms(now, table.number))} left")
