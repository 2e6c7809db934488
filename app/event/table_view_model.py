"""What one table shows at one moment, as plain values: the card, the projector, a phone and a table device.

``table_model`` reads the folded state and says, for one table at ``now``, what each player row says
(name, status, points, clock readings and warnings) and which buttons are on offer, enabled or not,
with their labels and tips. Nothing here knows about Qt: a widget only paints what the model says,
and a web page can be sent ``as_dict()`` as JSON. The desk's card and a table device's page
(``app.event.page_view.table_view``) are both built from this model, so they cannot disagree. Labels that
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
from ..text import Text, english_ordinal, spaced, words
from ..text import ordinal as place_of
from .actions.base import clock_words, in_names
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
    label_said: Text | None = None  # ``label`` and ``tip`` as templates and fields where they are composed
    tip_said: Text | None = None


@dataclass(frozen=True, slots=True)
class Choice:
    """One entry of a player's Decide menu (a decision kind, the auction, a pause, a correction)."""

    key: str
    label: str
    enabled: bool
    tip: str = ""
    label_said: Text | None = None  # ``label`` as a template and fields where it is composed
    tip_said: Text | None = None  # ``tip`` the same way (why the auction may or may not start)


@dataclass(frozen=True, slots=True)
class Reading:
    """A countdown as shown: ``caption`` ("MAIN", "DECIDE" or "") before ``text``, and its state."""

    visible: bool
    state: str  # off / idle / running / warning / expired (main); aux / over (decision)
    caption: str
    text: str
    tip: str
    text_said: Text | None = None  # ``text`` as a template and fields where it holds words

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
    # ``status_text`` and ``points_note`` as templates and fields (context "view"), for the screens that
    # say them in their reader's language (the place is a number each writes as its language does).
    status_said: Text | None = None
    note_said: Text | None = None

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
    title_said: Text | None = None  # ``title`` and ``detail`` as templates and fields, to be translated
    detail_said: Text | None = None


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
    ledger_note_said: Text | None = None
    # The table's clocks as the model read them (None: no table clock): a table device's page is sent
    # the moments and lengths behind the readings above (app.event.page_view), from this same model.
    clock: TableClockView | None = None
    # How the round ends at this table, once its time is up (a last-turn phase, the numbers awaited).
    round_end: RoundEndModel = RoundEndModel()
    # While a decision runs: what Done now would add to the decider's main timer (document 002's reward), and
    # the share of the decision time left it is ("1/2"), so the card can say both as numbers.
    reward_ms: int | None = None
    reward_share: str = ""
    round_note_said: Text | None = None  # ``round_note`` as a template and fields

    def row(self, pid: str) -> RowModel:
        for row in self.rows:
            if row.pid == pid:
                return row
        raise KeyError(pid)

    def as_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values (str, int, bool, None, lists and dicts)."""
        return _lists(asdict(self))  # type: ignore[no-any-return]


def _lists(value: Any) -> Any:
    """Tuples as lists, as JSON has them, so a model reads back equal to what was sent; a ``Text`` as its
    template, fields and context."""
    if isinstance(value, Text):
        return {"template": value.template, "params": _lists(dict(value.params)), "context": value.context}
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
    return str(auction_said(cost_ms))


def auction_said(cost_ms: int) -> Text:
    return _view(QT_TRANSLATE_NOOP("view", "Auction (−{time})"), time=seconds_text(cost_ms))


def auction_menu_label(cost_ms: int) -> str:
    return str(auction_menu_said(cost_ms))


def auction_menu_said(cost_ms: int) -> Text:
    return _view(QT_TRANSLATE_NOOP("view", "Start an &auction (−{time})"), time=seconds_text(cost_ms))


def ordinal(n: int) -> str:
    return english_ordinal(n)


def _view(template: str, **fields: object) -> Text:
    return Text(template, fields, context="view")


def _button(label: str, *, visible: bool = True, enabled: bool = True, tip: Text) -> Button:
    return Button(label, visible, enabled, str(tip), tip_said=tip)


def _choice(key: str, label: Text, enabled: bool, tip: str = "", tip_said: Text | None = None) -> Choice:
    return Choice(key, str(label), enabled, tip, label_said=label, tip_said=tip_said)


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
        return Reading(True, "off", "", text, QT_TRANSLATE_NOOP("view", "Main timer (stopped: the player has left)"))
    if view.timed_out_at is not None or view.main_ms == 0:
        expired = _view(QT_TRANSLATE_NOOP("view", "{sym} 0:00 TIME"), sym=SYM_OUT)
        return Reading(True, "expired", "", str(expired), QT_TRANSLATE_NOOP("view", "Main timer ran out"),
                       text_said=expired)
    if view.warning:
        running = " ▼" if view.counting == "main" and not held else ""
        return Reading(True, "warning", "", f"{SYM_WARN} {reading}{running}",
                       QT_TRANSLATE_NOOP("view", "Main timer: 20 s or less left"))
    if view.counting == "main" and not held:
        return Reading(True, "running", QT_TRANSLATE_NOOP("view", "MAIN"), f"{reading} ▼",
                       QT_TRANSLATE_NOOP("view", "Main timer running down"))
    return Reading(True, "idle", QT_TRANSLATE_NOOP("view", "MAIN"), reading,
                   QT_TRANSLATE_NOOP("view", "Main timer (not running)"))


def aux_reading(view: PlayerView | None, held: bool) -> Reading:
    """The auxiliary countdown; shown only for the player who is deciding."""
    if view is None or view.aux_ms is None:
        return Reading(False, "off", "", "", "")
    if view.aux_ms > 0:
        arrow = " ▼" if view.counting == "aux" and not held else ""
        return Reading(True, "aux", QT_TRANSLATE_NOOP("view", "DECIDE"), f"{clock_text(view.aux_ms)}{arrow}",
                       QT_TRANSLATE_NOOP("view", "Auxiliary countdown: it runs first; the main timer runs only once "
                                                 "it reaches 0"))
    return Reading(True, "over", QT_TRANSLATE_NOOP("view", "DECIDE"), "0:00",
                   QT_TRANSLATE_NOOP("view", "The auxiliary countdown is over: the main timer is running"))


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
    note = _round_note(state, table, now)
    undo_tip = (_view(QT_TRANSLATE_NOOP("view", "Take back this table's last action (entry #{entry}) (U)"),
                      entry=str(undo_target)) if undo_target is not None else None)
    rows = _rows(state, table, now, view, ratings or {}, cost, running, timers, held, pause, name, named,
                 scored=scored, ticked=ticked)
    ledger = ledger_of(state, table, scored) if table.finished else None
    remainder = (_view(QT_TRANSLATE_NOOP("view", "Rounding remainder at this table: %n rating point(s)"),
                       n=ledger.remainder) if ledger is not None else None)
    status, status_text = _status(table, view, round_paused)
    held_banner = _held(table, view, now, name, wall_ms)
    decision, decision_tip, auction_button, done_button = _decision(state, table, view, now, running, cost, name,
                                                                     named)
    return TableModel(
        round=table.round, number=table.number, title=f"Table {table.number}", game=table.title,
        started=table.started_at is not None, running=running, finished=table.finished,
        status=status, status_text=status_text, round_note=str(note) if note is not None else "",
        round_note_said=note,
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
                    tip=(str(undo_tip) if undo_tip is not None
                         else QT_TRANSLATE_NOOP("view", "Nothing to undo at this table")), tip_said=undo_tip),
        auction_cost_ms=cost,
        rows=rows,
        reward_ms=(table.clock.reward_if_done(now) if decision.visible and table.clock is not None else None),
        reward_share=(str(table.clock.rules.reward_ratio) if table.clock is not None else ""),
        ledger=ledger.lines if ledger is not None else (),
        ledger_note=str(remainder) if remainder is not None else "", ledger_note_said=remainder,
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
    # The Decide menu's entries but the auction are the table's, the same for each of its players: made once.
    can_decide = timers and not decision_running and pause == "none" and not held and not over
    decide = [_choice(key, _view(QT_TRANSLATE_NOOP("view", "{decision}  ({time})"), decision=words(d.label),
                                 time=seconds_text(d.aux_ms)), can_decide) for key, d in decisions]
    table_wide = [
        Choice("pause", QT_TRANSLATE_NOOP("view", "Ask for a &pause"), pause == "none" and not held),
        _choice("plus", _view(QT_TRANSLATE_NOOP("view", "Correct main timer: +{time}"),
                              time=seconds_text(CORRECTION_MS)), True),
        _choice("minus", _view(QT_TRANSLATE_NOOP("view", "Correct main timer: −{time}"),
                               time=seconds_text(CORRECTION_MS)), True),
    ] if timers else []
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
        tied = group.get(pid, 1) > 1
        said: Text
        if status == "winner":
            said = (_view(QT_TRANSLATE_NOOP("view", "{sym} {place} (tied)"), sym=SYM_WIN, place=place_of(1)) if tied
                    else _view(QT_TRANSLATE_NOOP("view", "{sym} WINNER · {place}"), sym=SYM_WIN, place=place_of(1)))
            kind = "winner"
        elif status == "out":
            at: Text = place_of(place or 0)
            if tied:
                at = _view(QT_TRANSLATE_NOOP("view", "{place} (tied)"), place=at)
            if reason == "time":
                said = _view(QT_TRANSLATE_NOOP("view", "{sym} OUT — time · {place}"), sym=SYM_OUT, place=at)
            elif reason == "round":
                said = _view(QT_TRANSLATE_NOOP("view", "{sym} OUT — round end · {place}"), sym=SYM_OUT, place=at)
            else:
                said = _view(QT_TRANSLATE_NOOP("view", "{sym} OUT · {place}"), sym=SYM_OUT, place=at)
            kind = "time" if reason == "time" else "out"
        elif clock is not None and clock.deciding:
            said, kind = _view(QT_TRANSLATE_NOOP("view", "{sym} deciding"), sym=SYM_PLAY), "in"
        else:
            said, kind = _view(QT_TRANSLATE_NOOP("view", "{sym} in"), sym=SYM_IN), "in"
        status_text = str(said)
        note_said: Text | None = None
        if points is not None:
            note_said = (_view(QT_TRANSLATE_NOOP("view", "rating {rating}"), rating=rating) if rating
                         else _view(QT_TRANSLATE_NOOP("view", "points")))
        elif guess is not None:
            note_said = _view(QT_TRANSLATE_NOOP("view", "if out now: {points}"), points=guess)
        note = str(note_said) if note_said is not None else ""

        acting = status == "in" and running
        voting = acting and pause == "voting"
        paused = acting and pause == "paused"
        voted = pid in votes
        asked_resume = pid in asked
        if view is not None and acting and table.clock is not None:
            auction_ok, why = table.clock.auction_why(pid, now)
            auction_why = named(why.said)
            words_of_why = clock_words(state, why)
            auction_why_said = words_of_why if isinstance(words_of_why, Text) else None
        else:
            auction_ok, auction_why = False, QT_TRANSLATE_NOOP("view", "the game is not running at this table")
            auction_why_said = None
        menu = decide + ([_choice("auction", auction_menu_said(cost), auction_ok, auction_why, auction_why_said),
                          *table_wide] if timers else [])
        rows.append(RowModel(
            pid=pid, name=who, seat=seat, status=status, status_text=status_text, status_kind=kind,
            reason=reason, place=place, points=points, points_note=note, preview=guess,
            selectable=acting, clocks_visible=timers and status == "in",
            main=main_reading(clock, timers, held), aux=aux_reading(clock, held),
            out=_button(QT_TRANSLATE_NOOP("view", "Out"), visible=acting,
                        tip=_view(QT_TRANSLATE_NOOP("view", "{player} is out (alone)"), player=who)),
            decide=Button(QT_TRANSLATE_NOOP("view", "Decide ▾"),
                          visible=acting and timers and not voting and not paused,
                          enabled=acting and not held),
            # Only a table clock without player timers takes a vote here; with none, the core refuses it.
            pause=Button(QT_TRANSLATE_NOOP("view", "Pause?"),
                         visible=acting and pause == "none" and not timers and table.clock is not None,
                         tip=QT_TRANSLATE_NOOP("view", "This player asks for a pause: opens the vote")),
            yes=_button(QT_TRANSLATE_NOOP("view", "✓ Yes") if voted else QT_TRANSLATE_NOOP("view", "Yes"),
                        visible=voting, enabled=voting and not voted,
                        tip=(_view(QT_TRANSLATE_NOOP("view", "{player} has voted yes"), player=who) if voted
                             else _view(QT_TRANSLATE_NOOP("view", "{player} votes yes to pause"), player=who))),
            no=_button(QT_TRANSLATE_NOOP("view", "No"), visible=voting, enabled=voting and not voted,
                       tip=_view(QT_TRANSLATE_NOOP("view", "{player} votes no: the pause is denied"), player=who)),
            resume=_button(QT_TRANSLATE_NOOP("view", "✓ Asked") if asked_resume and not pause_over
                           else QT_TRANSLATE_NOOP("view", "Resume"), visible=paused,
                           enabled=paused and (not asked_resume or pause_over),
                           tip=_view(QT_TRANSLATE_NOOP("view", "{player} asks to resume play"), player=who)),
            menu=tuple(menu), together=pid in leaving, status_said=said, note_said=note_said,
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
    why = Text(why_text(table.held_why))  # a marked sentence of app.event.holding
    held_for = length_text(now - table.clock_t)
    fields: dict[str, object] = {"sym": SYM_HOLD, "why": why, "length": held_for}
    if since is not None:
        fields["since"] = _wall_clock_seconds(since)
    # The moment it stopped is not known: the time since its last action was not counted.
    if not table.held_why:
        first = (_view(QT_TRANSLATE_NOOP("view", "{sym} Timers held since {since} ({why}): {length}; check the time "
                                                 "with the players."), **fields) if since is not None else
                 _view(QT_TRANSLATE_NOOP("view", "{sym} Timers held ({why}): {length}; check the time with the "
                                                 "players."), **fields))
    else:
        first = (_view(QT_TRANSLATE_NOOP("view", "{sym} Timers held since {since} ({why}): {length}; nobody was "
                                                 "charged for it."), **fields) if since is not None else
                 _view(QT_TRANSLATE_NOOP("view", "{sym} Timers held ({why}): {length}; nobody was charged for it."),
                       **fields))
    parts: list[str | Text] = [first]
    if view is not None and view.decision is not None:
        d = view.decision
        pv = view.player(d.player)
        left = (_view(QT_TRANSLATE_NOOP("view", "DECIDE {time}"), time=clock_text(pv.aux_ms or 0))
                if (pv.aux_ms or 0) > 0 else _view(QT_TRANSLATE_NOOP("view", "aux over")))
        parts.append(_view(QT_TRANSLATE_NOOP("view", "{player} was deciding ({decision}): {left}, MAIN {time}."),
                           player=name(d.player), decision=words(d.label), left=left, time=clock_text(pv.main_ms)))
    title = spaced(parts)
    return Banner(True, "held", str(title), title_said=title if isinstance(title, Text) else None)


def _pause(table: Table, view: TableClockView | None, running: bool, name: Callable[[str], str],
           named: Callable[[Said], str]) -> Banner:
    if view is None or not running:
        return Banner(False)
    if view.pause == "voting" and view.vote is not None:
        v = view.vote
        yes = ", ".join(name(p) for p in v.yes)
        waiting = [name(p) for p in table.still_in if p not in v.yes]
        title = _view(QT_TRANSLATE_NOOP("view", "? PAUSE VOTE · {time} left · {yes} of {needed} yes"),
                      time=clock_text(v.left_ms), yes=len(v.yes), needed=v.needed)
        detail = _view(QT_TRANSLATE_NOOP("view", "Asked by {player}. Yes: {yes}. Waiting for: {waiting}. Any “No”, "
                                                 "or the time running out, denies the pause."),
                       player=name(v.requested_by), yes=yes or "—", waiting=", ".join(waiting) or "—")
        return _banner("vote", title, detail)
    if view.pause == "pending":
        pending = _view(QT_TRANSLATE_NOOP("view", "{sym} PAUSE PENDING — play on"), sym=SYM_PAUSE)
        if view.decision is not None:
            detail = _view(QT_TRANSLATE_NOOP("view", "The pause was accepted; it starts when {player} completes the "
                                                     "decision in progress (Done)."), player=name(view.decision.player))
        else:
            detail = _view(QT_TRANSLATE_NOOP("view", "The pause was accepted; it starts when the player completes "
                                                     "the decision in progress (Done)."))
        return _banner("pending", pending, detail)
    if view.pause == "paused":
        title = _view(QT_TRANSLATE_NOOP("view", "{sym} PAUSED · {time} of pause left"), sym=SYM_PAUSE,
                      time=clock_text(view.pause_left_ms or 0))
        if view.pause_over:
            return _banner("paused", title, _view(QT_TRANSLATE_NOOP(
                "view", "The pause time is over: any one player's Resume restarts play.")))
        if view.resume_requests:
            detail = _view(QT_TRANSLATE_NOOP("view", "Play resumes when every player still in asks (Resume). "
                                                     "Asked: {players}."),
                           players=", ".join(name(p) for p in view.resume_requests))
        else:
            detail = _view(QT_TRANSLATE_NOOP("view", "Play resumes when every player still in asks (Resume). "
                                                     "Asked: nobody yet."))
        return _banner("paused", title, detail)
    last = view.last_vote
    if last is not None and last.outcome == "denied" and last.at >= table.clock_t:
        reason = named(last.reason)
        return Banner(True, "vote", "Pause denied", reason[:1].upper() + reason[1:] + ".",
                      title_said=_view(QT_TRANSLATE_NOOP("view", "Pause denied")),
                      detail_said=_denied(table, last.reason, name))
    return Banner(False)


def _denied(table: Table, reason: Said, name: Callable[[str], str]) -> Text | None:
    """Why a pause vote was denied, as a sentence to translate (the clock keeps it as English words and
    the players; its two reasons are known here)."""
    if reason.template == "{0} said no" and reason.players:
        return _view(QT_TRANSLATE_NOOP("view", "{player} said no."), player=name(reason.players[0]))
    if reason.template.startswith("not enough players said yes") and table.clock is not None:
        return _view(QT_TRANSLATE_NOOP("view", "Not enough players said yes within {time}."),
                     time=clock_text(table.clock.rules.pause_vote_ms))
    return None


def _banner(state: str, title: Text, detail: Text) -> Banner:
    return Banner(True, state, str(title), str(detail), title_said=title, detail_said=detail)


def _decision(state: EventState, table: Table, view: TableClockView | None, now: int, running: bool, cost: int,
              name: Callable[[str], str], named: Callable[[Said], str]) -> tuple[Banner, str, Button, Button]:
    label = auction_said(cost)
    d = view.decision if view is not None else None
    if view is None or d is None or not running or table.clock is None:
        return (Banner(False), "", Button(str(label), visible=False, enabled=False, label_said=label),
                Button(QT_TRANSLATE_NOOP("view", "Done"), visible=False, enabled=False,
                       tip=QT_TRANSLATE_NOOP("view", "The decision is made (D)")))
    pv = view.player(d.player)
    big: Text
    if (pv.aux_ms or 0) > 0:
        big = _view(QT_TRANSLATE_NOOP("view", "DECIDE {time}"), time=clock_text(pv.aux_ms or 0))
        tip = QT_TRANSLATE_NOOP("view", "Auxiliary countdown (runs first)")
    else:
        big = (_view(QT_TRANSLATE_NOOP("view", "{sym} MAIN {time}"), sym=SYM_WARN, time=clock_text(pv.main_ms))
               if pv.warning else _view(QT_TRANSLATE_NOOP("view", "MAIN {time}"), time=clock_text(pv.main_ms)))
        tip = QT_TRANSLATE_NOOP("view", "The auxiliary countdown is over; the main timer is running")
    allowed, why = table.clock.auction_why(d.player, now)
    reason = named(why.said)
    reason_said = clock_words(state, why)
    title = _view(QT_TRANSLATE_NOOP("view", "{sym} {player} decides: {decision}"), sym=SYM_PLAY,
                  player=name(d.player), decision=words(d.label))
    return (_banner("decision", title, big), tip,
            Button(str(label), enabled=allowed, tip=reason if allowed else f"Not allowed: {reason}", label_said=label,
                   # what the window shows: the reason in the judge's language too
                   tip_said=_not_allowed(reason_said) if not allowed else
                   reason_said if isinstance(reason_said, Text) else None),
            Button(QT_TRANSLATE_NOOP("view", "Done"), tip=QT_TRANSLATE_NOOP("view", "The decision is made (D)")))


def _not_allowed(reason: str | Text) -> Text:
    return _view(QT_TRANSLATE_NOOP("view", "Not allowed: {reason}"), reason=reason)


def _round_note(state: EventState, table: Table, now: int) -> Text | None:
    rnd = state.rounds.get(table.round)
    clock = rnd.clock if rnd is not None else None
    if clock is None or table.finished or not clock.extension_ms(table.number):
        return None
    extra = clock.extension_ms(table.number) // 60_000
    return _view(QT_TRANSLATE_NOOP("view", "+{minutes} min · {time} left"), minutes=extra,
                 time=clock_text(clock.remaining_ms(now, table.number)))
