"""What one table shows at one moment, as plain values: the card, the projector, a phone and a table device.

``table_model`` reads the folded state and says, for one table at ``now``, what each player row says
(name, status, points, clock readings and warnings) and which buttons are on offer, enabled or not,
with their labels and tips. Nothing here knows about Qt: a widget only paints what the model says,
and a web page can be sent ``as_dict()`` as JSON. The desk's card and a table device's page
(``app.hall.views.table_view``) are both built from this model, so they cannot disagree. Labels that
quote a rule (the auction's cost, a decision's auxiliary time) are read from the event's rules, never
written in.

What is not the table's (the players selected for "Out together" on one screen) stays with that screen.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any, Literal

from ..clocks.clock_text import clock_text
from ..clocks.errors import Said
from ..clocks.table_view import PlayerView, TableClockView
from ..display import (
    SYM_HOLD,
    SYM_IN,
    SYM_OUT,
    SYM_PAUSE,
    SYM_PLAY,
    SYM_WARN,
    SYM_WIN,
    format_points,
)
from ..errors import QT_TRANSLATE_NOOP
from ..scoring import GameResult
from .actions.base import in_names
from .holding import length_text, why_text
from .ledger import LedgerLine, ledger_of
from .results import preview, preview_together, table_result
from .round_end import play_over
from .round_end_view import RoundEndModel, round_end_model
from .state import EventState, Table

RowStatus = Literal["in", "out", "winner"]
CORRECTION_MS = 10_000  # the Decide menu's "+10 s" / "−10 s" corrections of a main timer


@dataclass(frozen=True, slots=True)
class Button:
    """One thing the judge can press: shown or not, enabled or not, and what it says."""

    label: str
    visible: bool = True
    enabled: bool = True
    tip: str = ""


@dataclass(frozen=True, slots=True)
class Choice:
    """One entry of a player's Decide menu (a decision kind, the auction, a pause, a correction)."""

    key: str
    label: str
    enabled: bool
    tip: str = ""


@dataclass(frozen=True, slots=True)
class Reading:
    """A countdown as shown: ``caption`` ("MAIN", "DECIDE" or "") before ``text``, and its state."""

    visible: bool
    state: str  # off / idle / running / warning / expired (main); aux / over (decision)
    caption: str
    text: str
    tip: str

    @property
    def plain(self) -> str:
        return f"{self.caption} {self.text}" if self.caption else self.text


@dataclass(frozen=True, slots=True)
class RowModel:
    pid: str
    name: str
    seat: int  # 1-based (the keyboard's 1..9)
    status: RowStatus
    status_text: str  # "● in", "✕ OUT · 3rd (tied)", "★ WINNER · 1st"
    status_kind: str  # in / out / time / winner: how the status is styled
    reason: str | None  # leave reason: judge / time / round
    place: int | None
    points: str | None  # once the player has left (or won): "12", "+14"
    points_note: str  # under the points: "points", "rating 1514", or what leaving now would give
    preview: str | None  # for a player still in: what leaving now, alone, would give
    selectable: bool  # may be ticked for "Out together"
    clocks_visible: bool
    main: Reading
    aux: Reading
    out: Button
    decide: Button
    pause: Button
    yes: Button
    no: Button
    resume: Button
    menu: tuple[Choice, ...]  # the Decide menu: decision kinds, auction, pause, corrections
    together: bool = False  # ticked for Out together: ``preview`` is what leaving with the others ticked gives

    def choice(self, key: str) -> Choice:
        for choice in self.menu:
            if choice.key == key:
                return choice
        raise KeyError(key)


@dataclass(frozen=True, slots=True)
class Banner:
    visible: bool
    state: str = ""  # held / vote / pending / paused
    title: str = ""
    detail: str = ""


@dataclass(frozen=True, slots=True)
class TableModel:
    round: int
    number: int
    title: str  # "Table 3"
    game: str
    started: bool
    running: bool  # started and not over
    finished: bool
    status: str  # not-started / finished / held / paused / pending / voting / play
    status_text: str
    round_note: str  # "+5 min · 4:12 left" for an extended table, else ""
    held: Banner
    release: Button
    pause: Banner
    decision: Banner  # title: who decides what; detail: the big countdown
    decision_tip: str
    auction: Button
    done: Button
    together: Button  # its label gets the number selected on the screen that shows it
    undo: Button
    auction_cost_ms: int
    rows: tuple[RowModel, ...]
    # Under the contribution system, once the table is finished: each player's ledger (before, loss,
    # gain, bonus, after), in leaving order, and what rounding down kept back at this table.
    ledger: tuple[LedgerLine, ...] = ()
    ledger_note: str = ""
    # The table's clocks as the model read them (None: no table clock): a table device's page is sent
    # the moments and lengths behind the readings above (app.hall.views), from this same model.
    clock: TableClockView | None = None
    # How the round ends at this table, once its time is up (a last-turn phase, the numbers awaited).
    round_end: RoundEndModel = RoundEndModel()
    # While a decision runs: what Done now would add to the decider's main timer (document 002's reward), and
    # the share of the decision time left it is ("1/2"), so the card can say both as numbers.
    reward_ms: int | None = None
    reward_share: str = ""

    def row(self, pid: str) -> RowModel:
        for row in self.rows:
            if row.pid == pid:
                return row
        raise KeyError(pid)

    def as_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values (str, int, bool, None, lists and dicts)."""
        return _lists(asdict(self))  # type: ignore[no-any-return]


def _lists(value: Any) -> Any:
    """Tuples as lists, as JSON has them, so a model reads back equal to what was sent."""
    if isinstance(value, dict):
        return {k: _lists(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_lists(v) for v in value]
    return value


# --------------------------------------------------------------------------------------------------

def seconds_text(ms: int) -> str:
    """A length as the rules state it: "20 s", "7.5 s", "90 s"."""
    return f"{ms / 1000:g} s"


def auction_label(cost_ms: int) -> str:
    return f"Auction (−{seconds_text(cost_ms)})"


def auction_menu_label(cost_ms: int) -> str:
    return f"Start an &auction (−{seconds_text(cost_ms)})"


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def minutes_text(ms: int) -> str:
    minutes = max(0, ms) // 60_000
    if minutes < 1:
        return "less than a minute"
    if minutes < 60:
        return f"{minutes} min"
    return f"{minutes // 60} h {minutes % 60:02d} min"


def _wall_clock_seconds(ms: int) -> str:
    return datetime.datetime.fromtimestamp(ms / 1000).strftime("%H:%M:%S")


def _wall_clock(ms: int) -> str:
    return datetime.datetime.fromtimestamp(ms / 1000).strftime("%H:%M")


def main_reading(view: PlayerView | None, timers: bool, held: bool) -> Reading:
    """The main timer's reading; 20 s or less says so in words and with ⚠, never by colour alone."""
    if view is None or not timers:
        return Reading(False, "off", "", "", "")
    reading = clock_text(view.main_ms)
    if view.out:
        text = f"{SYM_OUT} 0:00" if view.main_ms == 0 else reading
        return Reading(True, "off", "", text, "Main timer (stopped: the player has left)")
    if view.timed_out_at is not None or view.main_ms == 0:
        return Reading(True, "expired", "", f"{SYM_OUT} 0:00 TIME", "Main timer ran out")
    if view.warning:
        running = " ▼" if view.counting == "main" and not held else ""
        return Reading(True, "warning", "", f"{SYM_WARN} {reading}{running}", "Main timer: 20 s or less left")
    if view.counting == "main" and not held:
        return Reading(True, "running", QT_TRANSLATE_NOOP("view", "MAIN"), f"{reading} ▼", "Main timer running down")
    return Reading(True, "idle", QT_TRANSLATE_NOOP("view", "MAIN"), reading, "Main timer (not running)")


def aux_reading(view: PlayerView | None, held: bool) -> Reading:
    """The auxiliary countdown; shown only for the player who is deciding."""
    if view is None or view.aux_ms is None:
        return Reading(False, "off", "", "", "")
    if view.aux_ms > 0:
        arrow = " ▼" if view.counting == "aux" and not held else ""
        return Reading(True, "aux", QT_TRANSLATE_NOOP("view", "DECIDE"), f"{clock_text(view.aux_ms)}{arrow}",
                       "Auxiliary countdown: it runs first; the main timer runs only once it reaches 0")
    return Reading(True, "over", QT_TRANSLATE_NOOP("view", "DECIDE"), "0:00",
                   "The auxiliary countdown is over: the main timer is running")


# --------------------------------------------------------------------------------------------------

def table_model(state: EventState, table: Table, now: int, *, ratings: dict[str, int] | None = None,
                undo_target: int | None = None, wall_ms: Callable[[int], int] | None = None,
                ticked: Sequence[str] = ()) -> TableModel:
    """The table as it stands at ``now``.

    ``ticked``: the players ticked for Out together on the screen that asks; their "if out now" is what
    leaving together would give each (document 000's J and P for the group), not alone.

    ``ratings`` are the contribution ratings the players bring into the round, ``undo_target`` the
    entry the table's Undo would take back, ``wall_ms`` turns event time into wall-clock ms (for
    "stopped at 14:03"); each comes from whoever holds the session.
    """
    settings = state.settings
    rules = settings.rules if settings is not None else None
    cost = int(getattr(rules, "auction_cost_ms", 0) or 0)
    running = table.started_at is not None and not table.finished
    view: TableClockView | None = table.clock.view(now) if table.clock is not None else None
    timers = bool(view is not None and view.player_timers)
    held = bool(view is not None and view.frozen)  # held by the judge or stopped by a round pause
    pause = view.pause if view is not None else "none"
    rnd = state.rounds.get(table.round)
    round_paused = rnd is not None and rnd.clock is not None and rnd.clock.state == "paused"

    def name(pid: str) -> str:
        player = state.players.get(pid)
        return player.name if player is not None else pid

    def named(text: Said) -> str:
        return in_names(state, text)

    scored = table_result(state, table, ratings or {})
    rows = _rows(state, table, now, view, ratings or {}, cost, running, timers, held, pause, name, named,
                 scored=scored, ticked=ticked)
    ledger = ledger_of(state, table, scored) if table.finished else None
    status, status_text = _status(table, view, round_paused)
    held_banner = _held(table, view, now, name, wall_ms)
    decision, decision_tip, auction_button, done_button = _decision(table, view, now, running, cost, name, named)
    return TableModel(
        round=table.round, number=table.number, title=f"Table {table.number}", game=table.title,
        started=table.started_at is not None, running=running, finished=table.finished,
        status=status, status_text=status_text, round_note=_round_note(state, table, now),
        held=held_banner,
        release=Button(QT_TRANSLATE_NOOP("view", "Resume timers"), visible=held_banner.visible,
                       enabled=held_banner.visible,
                       tip=QT_TRANSLATE_NOOP("view",
                                             "Restart this table's clocks from where the event file stopped them")),
        pause=_pause(table, view, running, name, named),
        decision=decision, decision_tip=decision_tip, auction=auction_button, done=done_button,
        together=Button(QT_TRANSLATE_NOOP("view", "Out together"), enabled=running,
                        tip=QT_TRANSLATE_NOOP("view", "Mark every selected player out at the same moment (O)")),
        undo=Button(QT_TRANSLATE_NOOP("view", "Undo"), enabled=undo_target is not None,
                    tip=(f"Take back this table's last action (entry #{undo_target}) (U)"
                         if undo_target is not None else QT_TRANSLATE_NOOP("view", "Nothing to undo at this table"))),
        auction_cost_ms=cost,
        rows=rows,
        reward_ms=(table.clock.reward_if_done(now) if decision.visible and table.clock is not None else None),
        reward_share=(str(table.clock.rules.reward_ratio) if table.clock is not None else ""),
        ledger=ledger.lines if ledger is not None else (),
        ledger_note=(f"Rounding remainder at this table: {ledger.remainder} rating "
                     f"point{'' if ledger.remainder == 1 else 's'}" if ledger is not None else ""),
        clock=view,
        round_end=round_end_model(state, table, now),
    )


def _rows(state: EventState, table: Table, now: int, view: TableClockView | None, ratings: dict[str, int],
          cost: int, running: bool, timers: bool, held: bool, pause: str,
          name: Callable[[str], str], named: Callable[[Said], str], *,
          scored: GameResult | None = None, ticked: Sequence[str] = ()) -> tuple[RowModel, ...]:
    result = (scored if scored is not None else table_result(state, table, ratings)).by_name()
    leaving = preview_together(state, table, ticked, ratings, now_t=now) if running and len(ticked) > 1 else {}
    reasons = {pid: leave.reason for leave in table.leaves for pid in leave.players}
    group = {pid: len(leave.players) for leave in table.leaves for pid in leave.players}
    votes = set(view.vote.yes) if view is not None and view.vote is not None else set()
    asked = set(view.resume_requests) if view is not None else set()
    pause_over = bool(view is not None and view.pause_over)
    decision_running = bool(view is not None and view.decision is not None)
    rules = state.settings.rules if state.settings is not None else None
    decisions = list(rules.decisions.items()) if rules is not None and timers else []
    over = running and play_over(state, table, now)  # the numbers are awaited: no more decisions (round_end)
    rows = []
    for seat, pid in enumerate(table.players, start=1):
        who = name(pid)
        res = result.get(pid)
        status: RowStatus
        rating: str | None = None
        points: str | None = None
        guess: str | None = None
        if res is not None:
            # Tied for 1st (everyone left at the round's end, or together) they won: shown as winners.
            status = "out" if pid in reasons and res.place != 1 else "winner"
            points = format_points(res.points)
            if res.rating is not None:
                points = ("+" if res.points > 0 else "") + points
                rating = str(res.rating.after)
        else:
            status = "in"
            if running:
                pv = leaving[pid] if pid in leaving else preview(state, table, pid, ratings, now_t=now)
                if pv is not None:
                    guess = ("+" if pv.rating is not None and pv.points > 0 else "") + format_points(pv.points)
        clock = view.player(pid) if view is not None else None
        reason = reasons.get(pid)
        place = res.place if res is not None else None
        tie = " (tied)" if group.get(pid, 1) > 1 else ""
        if status == "winner":
            status_text = f"{SYM_WIN} {ordinal(1)}{tie}" if tie else f"{SYM_WIN} WINNER · {ordinal(1)}"
            kind = "winner"
        elif status == "out":
            why = {"time": "OUT — time", "round": "OUT — round end"}.get(reason or "", "OUT")
            status_text = f"{SYM_OUT} {why} · {ordinal(place or 0)}{tie}"
            kind = "time" if reason == "time" else "out"
        elif clock is not None and clock.deciding:
            status_text, kind = f"{SYM_PLAY} deciding", "in"
        else:
            status_text, kind = f"{SYM_IN} in", "in"
        if points is not None:
            note = f"rating {rating}" if rating else "points"
        else:
            note = f"if out now: {guess}" if guess is not None else ""

        acting = status == "in" and running
        voting = acting and pause == "voting"
        paused = acting and pause == "paused"
        voted = pid in votes
        asked_resume = pid in asked
        can_decide = timers and not decision_running and pause == "none" and not held and not over
        if view is not None and acting and table.clock is not None:
            auction_ok, said = table.clock.can_auction(pid, now)
            auction_why = named(said)
        else:
            auction_ok, auction_why = False, "the game is not running at this table"
        menu = [Choice(key, f"{label}  ({seconds_text(aux_ms)})", can_decide)
                for key, (label, aux_ms) in ((k, (d.label, d.aux_ms)) for k, d in decisions)]
        if timers:
            menu += [
                Choice("auction", auction_menu_label(cost), auction_ok, auction_why),
                Choice("pause", QT_TRANSLATE_NOOP("view", "Ask for a &pause"), pause == "none" and not held),
                Choice("plus", f"Correct main timer: +{seconds_text(CORRECTION_MS)}", True),
                Choice("minus", f"Correct main timer: −{seconds_text(CORRECTION_MS)}", True),
            ]
        rows.append(RowModel(
            pid=pid, name=who, seat=seat, status=status, status_text=status_text, status_kind=kind,
            reason=reason, place=place, points=points, points_note=note, preview=guess,
            selectable=acting, clocks_visible=timers and status == "in",
            main=main_reading(clock, timers, held), aux=aux_reading(clock, held),
            out=Button(QT_TRANSLATE_NOOP("view", "Out"), visible=acting, tip=f"{who} is out (alone)"),
            decide=Button(QT_TRANSLATE_NOOP("view", "Decide ▾"),
                          visible=acting and timers and not voting and not paused,
                          enabled=acting and not held),
            # Only a table clock without player timers takes a vote here; with none, the core refuses it.
            pause=Button(QT_TRANSLATE_NOOP("view", "Pause?"),
                         visible=acting and pause == "none" and not timers and table.clock is not None,
                         tip=QT_TRANSLATE_NOOP("view", "This player asks for a pause: opens the vote")),
            yes=Button(QT_TRANSLATE_NOOP("view", "✓ Yes") if voted else QT_TRANSLATE_NOOP("view", "Yes"),
                       visible=voting, enabled=voting and not voted,
                       tip=f"{who} has voted yes" if voted else f"{who} votes yes to pause"),
            no=Button(QT_TRANSLATE_NOOP("view", "No"), visible=voting, enabled=voting and not voted,
                      tip=f"{who} votes no: the pause is denied"),
            resume=Button(QT_TRANSLATE_NOOP("view", "✓ Asked") if asked_resume and not pause_over
                          else QT_TRANSLATE_NOOP("view", "Resume"), visible=paused,
                          enabled=paused and (not asked_resume or pause_over), tip=f"{who} asks to resume play"),
            menu=tuple(menu), together=pid in leaving,
        ))
    return tuple(rows)


def _status(table: Table, view: TableClockView | None, round_paused: bool) -> tuple[str, str]:
    if table.started_at is None:
        return "not-started", QT_TRANSLATE_NOOP("view", "Not started")
    if table.finished:
        return "finished", SYM_WIN + " " + QT_TRANSLATE_NOOP("view", "Finished")
    if view is not None and view.judge_called:
        # The rules' judge time: the call stops the table's clocks (TimerRules.judge_time).
        return "held", SYM_HOLD + " " + QT_TRANSLATE_NOOP("view", "Judge time: clocks stopped")
    if view is not None and view.held:
        return "held", SYM_HOLD + " " + QT_TRANSLATE_NOOP("view", "Timers held")
    if round_paused:
        return "paused", SYM_PAUSE + " " + QT_TRANSLATE_NOOP("view", "Round paused")
    if view is not None and view.pause == "paused":
        return "paused", SYM_PAUSE + " " + QT_TRANSLATE_NOOP("view", "PAUSED")
    if view is not None and view.pause == "pending":
        return "pending", SYM_PAUSE + " " + QT_TRANSLATE_NOOP("view", "Pause pending")
    if view is not None and view.pause == "voting":
        return "voting", "? " + QT_TRANSLATE_NOOP("view", "Pause vote")
    return "play", SYM_PLAY + " " + QT_TRANSLATE_NOOP("view", "In play")


def _held(table: Table, view: TableClockView | None, now: int, name: Callable[[str], str],
          wall_ms: Callable[[int], int] | None) -> Banner:
    if not (table.held_by_restart and not table.finished):
        return Banner(False)
    since = wall_ms(table.clock_t) if wall_ms is not None else None
    at = f"since {_wall_clock_seconds(since)} " if since is not None else ""
    why = why_text(table.held_why)
    held_for = length_text(now - table.clock_t)
    if not table.held_why:  # the moment it stopped is not known: the time since its last action was not counted
        parts = [f"{SYM_HOLD} Timers held {at}({why}): {held_for}; check the time with the players."]
    else:
        parts = [f"{SYM_HOLD} Timers held {at}({why}): {held_for}; nobody was charged for it."]
    if view is not None and view.decision is not None:
        d = view.decision
        pv = view.player(d.player)
        left = f"DECIDE {clock_text(pv.aux_ms or 0)}" if (pv.aux_ms or 0) > 0 else "aux over"
        parts.append(f"{name(d.player)} was deciding ({d.label}): {left}, MAIN {clock_text(pv.main_ms)}.")
    return Banner(True, "held", " ".join(parts))


def _pause(table: Table, view: TableClockView | None, running: bool, name: Callable[[str], str],
           named: Callable[[Said], str]) -> Banner:
    if view is None or not running:
        return Banner(False)
    if view.pause == "voting" and view.vote is not None:
        v = view.vote
        yes = ", ".join(name(p) for p in v.yes)
        waiting = [name(p) for p in table.still_in if p not in v.yes]
        return Banner(True, "vote", f"? PAUSE VOTE · {clock_text(v.left_ms)} left · {len(v.yes)} of {v.needed} yes",
                      f"Asked by {name(v.requested_by)}. Yes: {yes}. Waiting for: {', '.join(waiting) or '—'}. "
                      "Any “No”, or the time running out, denies the pause.")
    if view.pause == "pending":
        who = name(view.decision.player) if view.decision is not None else "the player"
        return Banner(True, "pending", f"{SYM_PAUSE} PAUSE PENDING — play on",
                      f"The pause was accepted; it starts when {who} completes the decision in progress (Done).")
    if view.pause == "paused":
        title = f"{SYM_PAUSE} PAUSED · {clock_text(view.pause_left_ms or 0)} of pause left"
        if view.pause_over:
            return Banner(True, "paused", title, "The pause time is over: any one player's Resume restarts play.")
        asked = ", ".join(name(p) for p in view.resume_requests) or "nobody yet"
        return Banner(True, "paused", title,
                      f"Play resumes when every player still in asks (Resume). Asked: {asked}.")
    last = view.last_vote
    if last is not None and last.outcome == "denied" and last.at >= table.clock_t:
        reason = named(last.reason)
        return Banner(True, "vote", "Pause denied", reason[:1].upper() + reason[1:] + ".")
    return Banner(False)


def _decision(table: Table, view: TableClockView | None, now: int, running: bool, cost: int,
              name: Callable[[str], str], named: Callable[[Said], str]) -> tuple[Banner, str, Button, Button]:
    label = auction_label(cost)
    d = view.decision if view is not None else None
    if view is None or d is None or not running or table.clock is None:
        return (Banner(False), "", Button(label, visible=False, enabled=False),
                Button(QT_TRANSLATE_NOOP("view", "Done"), visible=False, enabled=False,
                       tip=QT_TRANSLATE_NOOP("view", "The decision is made (D)")))
    pv = view.player(d.player)
    if (pv.aux_ms or 0) > 0:
        big, tip = f"DECIDE {clock_text(pv.aux_ms or 0)}", "Auxiliary countdown (runs first)"
    else:
        warn = f"{SYM_WARN} " if pv.warning else ""
        big, tip = f"{warn}MAIN {clock_text(pv.main_ms)}", "The auxiliary countdown is over; the main timer is running"
    allowed, said = table.clock.can_auction(d.player, now)
    reason = named(said)
    return (Banner(True, "decision", f"{SYM_PLAY} {name(d.player)} decides: {d.label}", big), tip,
            Button(label, enabled=allowed, tip=reason if allowed else f"Not allowed: {reason}"),
            Button(QT_TRANSLATE_NOOP("view", "Done"), tip=QT_TRANSLATE_NOOP("view", "The decision is made (D)")))


def _round_note(state: EventState, table: Table, now: int) -> str:
    rnd = state.rounds.get(table.round)
    clock = rnd.clock if rnd is not None else None
    if clock is None or table.finished or not clock.extension_ms(table.number):
        return ""
    extra = clock.extension_ms(table.number) // 60_000
    return f"+{extra} min · {clock_text(clock.remaining_ms(now, table.number))} left"
