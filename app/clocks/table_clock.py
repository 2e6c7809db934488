"""Player timers and the pause vote of ONE table (document 002), as an immutable value.

Every moment is an integer of event-time milliseconds given by the caller; nothing here reads a
clock. A state stores moments (when a decision started, when a vote ends), never a counted-down
remainder, so any query at any later t is exact. Each action returns a new state or raises
``ClockRefused`` with the reason in words; an action (or query) at a t before the latest action is
the caller's bug and raises ``ValueError``.

Rules the document leaves open, decided here:

* The player who asks for a pause counts as its first "yes".
* A pause needs ``pause_votes`` yes (3), or every player still in when fewer are left. A player
  who leaves during a vote loses their vote, and the count is checked again at that moment.
* A reward is floor(aux left x ratio) whole ms (3.3 s left gives 1650 ms), then capped if the
  rules set a cap. Finishing exactly when the auxiliary timer reaches 0 earns nothing.
* A main timer reaching 0 only matters while it runs: the player is timed out at exactly that
  moment m. Queries after m show the decision over (and a pending pause begun at m), but the
  player is only out once the caller records ``player_left([player], m)``. Until then every other
  action at m or later is refused, so the event log stays in time order.
* An auction needs MORE than the auction cost on the main timer (exactly 0:20 is refused).
* A judge's adjustment may bring a main timer to 0 but never below; if that timer is running,
  the player is timed out at that moment.
* While a pause is pending no new decision may start; while the table is paused or held no
  decision, auction or pause vote may start.
* The judge's hold (after a restart) freezes everything: auxiliary and main timers, the vote's
  15 s and the pause length; on release they all continue from where they stood. A decision may
  still be completed while held (the judge records what happened at the table).
* A round pause (the judge's Pause round) freezes the table exactly as a hold does, and a round
  resume continues every clock from where it stood. Hold and round pause are independent: the
  clocks run again only once neither applies, and the frozen stretch counts once.
* Once the vote pause length has passed, any one request resumes the table (even from a player
  who already asked); requests made earlier do not resume it by themselves.
* When one player (or none) is left in, the game is over: the running decision ends without
  reward, any vote or pause is dropped and the played time of whoever is left stops there.
* ``played_ms`` counts from the table's start to the player's leave, leaving out the time the
  table was paused by vote, held by the judge or stopped by a round pause (a pending pause still
  counts: play goes on).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields, replace
from typing import Any, Literal, TypeVar

from ..short_quote import quoted
from ..text import QT_TRANSLATE_NOOP, words
from .clock_text import clock_text, next_reading_change, precise_clock_text
from .errors import ClockRefused, Said, refused, said
from .rules import TimerRules
from .table_view import (
    Counting,
    DecisionView,
    PauseState,
    PlayerView,
    Status,
    TableClockView,
    VoteResult,
    VoteView,
)

WARNING_MS = 20_000  # at or under this a main timer is shown as a warning
ROUND_PAUSED = QT_TRANSLATE_NOOP("messages",
                                 "the round is paused: every clock stands still until the judge resumes the round")
JUDGE_CALLED = QT_TRANSLATE_NOOP("messages",
                                 "a judge is called to this table: its clocks stand still until the call is done")


@dataclass(frozen=True, slots=True)
class _Decision:
    player: str
    kind: str
    started_at: int
    aux_len: int
    # While running, the time spent on this decision at moment s is s - anchor. A hold (or a round
    # pause) moves the anchor forward by its length, so the decision takes up where it stood.
    anchor: int


@dataclass(frozen=True, slots=True)
class _Vote:
    requested_by: str
    requested_at: int
    ends_at: int  # moved forward by a hold or a round pause
    yes: tuple[str, ...]


T = TypeVar("T")


def _put(values: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    return values[:i] + (value,) + values[i + 1 :]


@dataclass(frozen=True, slots=True)
class TableClock:
    rules: TimerRules
    players: tuple[str, ...]
    started_at: int
    latest: int  # the moment of the latest action applied
    # Main timer per player. For the deciding player this is the value before the running decision
    # ate into it: what is shown is this minus the decision time past the auxiliary length.
    mains: tuple[int, ...]
    left_at: tuple[int | None, ...]
    played: tuple[int | None, ...]  # fixed once the player has left (or the game is over)
    decision: _Decision | None = None
    open_vote: _Vote | None = None
    last_vote: VoteResult | None = None
    pause: Literal["none", "pending", "paused"] = "none"  # the players' pause; a vote is kept apart
    paused_at: int | None = None
    pause_ends_at: int | None = None  # moved forward by a hold or a round pause
    resume_requests: tuple[str, ...] = ()
    held: bool = False  # the judge holds the clocks (after a restart)
    round_paused: bool = False  # the round clock is paused: every clock of the table stops with it
    frozen_since: int | None = None  # every clock stopped (held and/or round paused) since this moment
    stopped_since: int | None = None  # paused, held or frozen since this moment (for played time)
    stopped_ms: int = 0  # paused or frozen time before stopped_since
    timed_out: tuple[tuple[str, int], ...] = ()  # (player, moment) whose leave is not recorded yet
    finished_at: int | None = None
    # The judge-time bucket (TimerRules.judge_time): a judge called to the table stops every clock, and the
    # time the call stays open is the table's judge time, no player's.
    judge_called: bool = False
    judge_ms: int = 0  # judge time before judge_since
    judge_since: int | None = None

    # ------------------------------------------------------------------------------------------
    # Construction

    @classmethod
    def start(cls, rules: TimerRules, players: Iterable[str], t: int) -> TableClock:
        seated = tuple(players)
        if len(seated) < 2:
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "a table needs at least 2 players"))
        for name in seated:
            if not isinstance(name, str) or not name.strip():
                raise refused(QT_TRANSLATE_NOOP("messages", "every player needs a name, got {name}"), name=repr(name))
            if seated.count(name) > 1:
                raise refused(QT_TRANSLATE_NOOP("messages", "{0} is seated twice at this table"), name)
        n = len(seated)
        return cls(rules, seated, t, t, (rules.main_ms,) * n, (None,) * n, (None,) * n)

    # ------------------------------------------------------------------------------------------
    # Player actions

    def begin_decision(self, player: str, kind: str, t: int) -> TableClock:
        s = self._ready(t)
        s._require_timers()
        s._require_in(player)
        s._require_clocks_running()
        if s.pause == "paused":
            raise ClockRefused(QT_TRANSLATE_NOOP(
                                   "messages", "the table is paused; no decision can start until it "
                                               "resumes"))
        if s.pause == "pending":
            raise ClockRefused(QT_TRANSLATE_NOOP(
                                   "messages", "a pause is about to start; no new decision until the "
                                               "table resumes"))
        if kind not in s.rules.decisions:
            kinds = ", ".join(s.rules.decisions)
            raise refused(QT_TRANSLATE_NOOP("messages", "{kind} is not a decision of these timer rules (decisions: "
                                                        "{kinds})"), kind=quoted(kind), kinds=kinds)
        if s.decision is not None:
            label = s.rules.decisions[s.decision.kind].label
            raise refused(QT_TRANSLATE_NOOP("messages", "{0} is still deciding ({label}); one decision at a time, "
                                          "until it completes"), s.decision.player, label=words(label))
        aux = s.rules.decisions[kind].aux_ms
        return s._with(decision=_Decision(player, kind, t, aux, t), latest=t)

    def complete_decision(self, t: int) -> TableClock:
        s = self._ready(t)
        if s.decision is None:
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "no decision is running at this table"))
        return s._end_decision(t, reward=True, latest=t)

    def reward_if_done(self, t: int) -> int:
        """The ms Done at ``t`` would add to the decider's main timer (0 with no decision, or its time over)."""
        s = self._advance(t)
        d = s.decision
        if d is None:
            return 0
        now = t if s.frozen_since is None else s.frozen_since
        aux_left = d.aux_len - (now - d.anchor)
        return s.rules.reward(aux_left) if aux_left > 0 else 0

    def start_auction(self, player: str, t: int) -> TableClock:
        s = self._ready(t)
        allowed, reason = s._auction_check(player, t)
        if not allowed:
            raise reason
        i = s.players.index(player)
        return s._with(mains=_put(s.mains, i, s.mains[i] - s.rules.auction_cost_ms), latest=t)

    def request_pause(self, player: str, t: int) -> TableClock:
        s = self._ready(t)
        s._require_in(player)
        s._require_clocks_running()
        if s.open_vote is not None:
            raise refused(QT_TRANSLATE_NOOP("messages", "a pause vote is already open (asked by {0})"),
                          s.open_vote.requested_by)
        if s.pause == "pending":
            raise ClockRefused(QT_TRANSLATE_NOOP(
                                   "messages", "a pause has already been agreed; it starts when the "
                                               "current decision completes"))
        if s.pause == "paused":
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "the table is already paused"))
        vote = _Vote(player, t, t + s.rules.pause_vote_ms, (player,))
        return s._with(open_vote=vote)._count_votes(t)._with(latest=t)

    def vote(self, player: str, yes: bool, t: int) -> TableClock:
        s = self._ready(t)
        s._require_in(player)
        s._require_clocks_running()
        if s.open_vote is None:
            raise s._no_vote_open()
        if player in s.open_vote.yes:
            raise refused(QT_TRANSLATE_NOOP("messages", "{0} has already voted"), player)
        if not yes:
            return s._with(open_vote=None, last_vote=VoteResult("denied", t, said("{0} said no", player)), latest=t)
        s = s._with(open_vote=replace(s.open_vote, yes=s.open_vote.yes + (player,)))
        return s._count_votes(t)._with(latest=t)

    def request_resume(self, player: str, t: int) -> TableClock:
        s = self._ready(t)
        s._require_in(player)
        if s.held:
            raise ClockRefused(QT_TRANSLATE_NOOP(
                                   "messages", "the judge has stopped this table's clocks; only the "
                                               "judge can restart them"))
        if s.round_paused:
            raise ClockRefused(ROUND_PAUSED)
        if s.judge_called:
            raise ClockRefused(JUDGE_CALLED)
        if s.pause == "pending":
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "the pause has not started yet"))
        if s.pause != "paused":
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "the table is not paused"))
        assert s.pause_ends_at is not None
        if t >= s.pause_ends_at:
            return s._resumed(t)._with(latest=t)
        if player in s.resume_requests:
            waiting = [p for p in s._names_in() if p not in s.resume_requests]
            raise refused(QT_TRANSLATE_NOOP("messages", "{0} has already asked to resume; waiting for {1}"), player,
                          waiting)
        s = s._with(resume_requests=s.resume_requests + (player,))
        return s._resume_if_all_asked(t)._with(latest=t)

    # ------------------------------------------------------------------------------------------
    # Judge actions

    def player_left(self, players: Iterable[str], t: int) -> TableClock:
        """Players leave together at t: by the judge, by time (at their timeout moment) or at round end."""
        names = (players,) if isinstance(players, str) else tuple(players)
        if not names:
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "name at least one player who left"))
        s = self._advance(t)
        for name, moment in s.timed_out:
            if t > moment:
                raise refused(QT_TRANSLATE_NOOP("messages", "{0} ran out of time before this; record {0} leaving at "
                                              "that moment first"), name)
        for name in names:
            i = s._index(name)
            if s.left_at[i] is not None:
                raise refused(QT_TRANSLATE_NOOP("messages", "{0} has already left the game"), name)
            if names.count(name) > 1:
                raise refused(QT_TRANSLATE_NOOP("messages", "{0} is named twice"), name)
        if s.decision is not None and s.decision.player in names:
            s = s._end_decision(t, reward=False)  # leaving earns no reward
        left_at, played = list(s.left_at), list(s.played)
        for name in names:
            i = s.players.index(name)
            played[i] = s._played_at(i, t)
            left_at[i] = t
        s = s._with(
            left_at=tuple(left_at),
            played=tuple(played),
            timed_out=tuple(entry for entry in s.timed_out if entry[0] not in names),
        )
        remaining = s._names_in()
        if s.finished_at is not None:
            pass  # the winner being marked out later changes nothing: the game ended earlier
        elif len(remaining) <= 1:
            s = s._finished(t)
        else:
            if s.open_vote is not None:
                still_yes = tuple(p for p in s.open_vote.yes if p in remaining)
                s = s._with(open_vote=replace(s.open_vote, yes=still_yes))
                s = s._count_votes(t)
            if s.resume_requests:
                s = s._with(resume_requests=tuple(p for p in s.resume_requests if p in remaining))
                s = s._resume_if_all_asked(t)
        return s._restopped(t)._with(latest=t)

    def forgive(self, player: str, t: int) -> TableClock:
        """Take back the player's time-out at t (the judge undid it): the player stays in.

        The decision that ran the main timer down ends at t without reward, and the main timer keeps
        what it had left then (0 for a real time-out): nobody gains time silently, the judge gives it
        back with ``adjust``. With no such decision or time-out at t this changes nothing.
        """
        s = self._advance(t)
        if player not in s.players or s.left_at[s.players.index(player)] is not None:
            return self
        s = s._with(timed_out=tuple(entry for entry in s.timed_out if entry[0] != player))
        if s.decision is not None and s.decision.player == player:
            s = s._end_decision(t, reward=False)
        return s._restopped(t)._with(latest=max(s.latest, t))

    def adjust(self, player: str, delta_ms: int, t: int) -> TableClock:
        s = self._ready(t)
        s._require_timers()
        i = s._require_in(player)
        main = s._main(i, t)
        if main + delta_ms < 0:
            raise refused(QT_TRANSLATE_NOOP("messages", "{0} has {left} left; taking {off} off would leave less "
                                          "than nothing"), player, left=clock_text(main), off=clock_text(-delta_ms))
        return s._with(mains=_put(s.mains, i, s.mains[i] + delta_ms), latest=t)

    def hold(self, t: int) -> TableClock:
        """Stop every clock of the table (the judge's hold after a restart)."""
        s = self._ready(t)
        if s.held:
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "the judge has already stopped this table's clocks"))
        return s._frozen(t)._with(held=True)._restopped(t)._with(latest=t)

    def release(self, t: int) -> TableClock:
        s = self._advance(t)
        if not s.held:
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "this table's clocks are not stopped by the judge"))
        s = s._with(held=False)
        if not s.round_paused and not s.judge_called:
            s = s._thawed(t)
        return s._restopped(t)._with(latest=t)

    # ------------------------------------------------------------------------------------------
    # The round clock

    def call_judge(self, t: int) -> TableClock:
        """A judge is called to the table: every clock stops, and the table's judge time runs instead."""
        s = self._ready(t)
        if s.judge_called:
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "a judge is already called to this table"))
        if s.finished_at is not None:
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "the game at this table is over"))
        return s._frozen(t)._with(judge_called=True, judge_since=t)._restopped(t)._with(latest=t)

    def judge_done(self, t: int) -> TableClock:
        """The judge's call is over: the clocks continue from where they stood (unless held or round paused)."""
        s = self._advance(t)
        if not s.judge_called or s.judge_since is None:
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "no judge is called to this table"))
        s = s._with(judge_called=False, judge_ms=s.judge_ms + t - s.judge_since, judge_since=None)
        if not s.held and not s.round_paused:
            s = s._thawed(t)
        return s._restopped(t)._with(latest=t)

    def judge_time(self, t: int) -> int:
        """The table's judge time up to t (ms), the open call's included."""
        return self.judge_ms + (t - self.judge_since if self.judge_since is not None else 0)

    def pause_for_round(self, t: int) -> TableClock:
        """Stop every clock of the table with the round clock (main, aux, vote window, pause length)."""
        s = self._ready(t)
        if s.round_paused:
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "the round is already paused at this table"))
        return s._frozen(t)._with(round_paused=True)._restopped(t)._with(latest=t)

    def resume_for_round(self, t: int) -> TableClock:
        """Continue every clock from where the round pause stopped it (unless the judge also holds them)."""
        s = self._advance(t)
        if not s.round_paused:
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "the round is not paused at this table"))
        s = s._with(round_paused=False)
        if not s.held and not s.judge_called:
            s = s._thawed(t)
        return s._restopped(t)._with(latest=t)

    # ------------------------------------------------------------------------------------------
    # Queries

    def view(self, t: int) -> TableClockView:
        s = self._advance(t)
        held = s.held
        frozen = s.frozen_since is not None
        frozen_t = t if s.frozen_since is None else s.frozen_since
        d = s.decision
        aux_left: int | None = None
        counting: Counting | None = None
        if d is not None:
            elapsed = frozen_t - d.anchor
            aux_left = max(0, d.aux_len - elapsed)
            if not frozen:
                counting = "aux" if elapsed < d.aux_len else "main"
        timed_out = dict(s.timed_out)
        warn = s.rules.player_timers
        players = []
        for i, name in enumerate(s.players):
            main = s._main(i, t)
            deciding = d is not None and d.player == name
            out = s.left_at[i] is not None
            players.append(
                PlayerView(
                    name=name,
                    main_ms=main,
                    aux_ms=aux_left if deciding else None,
                    deciding=d.kind if deciding and d is not None else None,
                    counting=counting if deciding else None,
                    warning=warn and not out and main <= WARNING_MS,
                    out=out,
                    out_at=s.left_at[i],
                    timed_out_at=timed_out.get(name),
                )
            )
        decision_view = None
        if d is not None:
            decision_view = DecisionView(
                d.player, d.kind, s.rules.decisions[d.kind].label, d.started_at, d.aux_len,
                None if frozen else d.anchor + d.aux_len,
            )
        vote_view = None
        if s.open_vote is not None:
            vote = s.open_vote
            vote_view = VoteView(
                vote.requested_by, vote.requested_at, vote.yes, s.rules.votes_needed(len(s._names_in())),
                None if frozen else vote.ends_at, vote.ends_at - frozen_t,
            )
        pause_left = None
        if s.pause_ends_at is not None and s.paused_at is not None:
            # A pause that began while frozen has not used any of its length yet.
            pause_left = max(0, s.pause_ends_at - max(frozen_t, s.paused_at))
        pause: PauseState = "voting" if s.open_vote is not None else s.pause
        status: Status = "held" if held else pause
        return TableClockView(
            at=t,
            player_timers=s.rules.player_timers,
            players=tuple(players),
            decision=decision_view,
            status=status,
            pause=pause,
            held=held,
            round_paused=s.round_paused,
            frozen=frozen,
            vote=vote_view,
            last_vote=s.last_vote,
            paused_at=s.paused_at,
            pause_ends_at=None if frozen else s.pause_ends_at,
            pause_left_ms=pause_left,
            pause_over=pause_left == 0,
            resume_requests=s.resume_requests,
            finished_at=s.finished_at,
            judge_called=s.judge_called,
            judge_ms=s.judge_time(t),
        )

    def next_change(self, t: int) -> int | None:
        """The earliest moment after t when the view changes other than by counting down, or None.

        That is when an auxiliary or main timer reaches 0, a main timer reaches the 20 s warning,
        the vote's time runs out or the pause length has passed. Arm one single-shot timer for it.
        """
        s = self._advance(t)
        if s.frozen_since is not None:
            return None
        moments: list[int] = []
        if s.open_vote is not None:
            moments.append(s.open_vote.ends_at)
        if s.pause == "paused" and s.pause_ends_at is not None and s.pause_ends_at > t:
            moments.append(s.pause_ends_at)
        d = s.decision
        if d is not None:
            aux_end = d.anchor + d.aux_len
            base = s.mains[s.players.index(d.player)]
            if aux_end > t:
                moments.append(aux_end)
            moments.append(aux_end + base)  # the timeout: later than t, or _advance would have ended it
            if base > WARNING_MS and aux_end + base - WARNING_MS > t:
                moments.append(aux_end + base - WARNING_MS)
        return min(moments, default=None)

    def next_display_tick(self, t: int, resolution_ms: int = 1000) -> int | None:
        """The next moment any visible countdown's reading (in ``resolution_ms`` units) changes."""
        s = self._advance(t)
        if s.frozen_since is not None:
            return None
        moments = [self.next_change(t)]
        d = s.decision
        if d is not None:
            elapsed = t - d.anchor
            if elapsed < d.aux_len:
                moments.append(next_reading_change(d.aux_len - elapsed, t, resolution_ms))
            else:
                moments.append(next_reading_change(s._main(s.players.index(d.player), t), t, resolution_ms))
        if s.open_vote is not None:
            moments.append(next_reading_change(s.open_vote.ends_at - t, t, resolution_ms))
        if s.pause == "paused" and s.pause_ends_at is not None:
            moments.append(next_reading_change(s.pause_ends_at - t, t, resolution_ms))
        return min((m for m in moments if m is not None), default=None)

    def deciding_on_the_clock(self, t: int) -> bool:
        """Whether a decision runs at t with the table's clocks going (not paused, held or round paused).

        The same as ``view(t)`` having a decision and a status other than paused or held, in a round not
        paused, without building the view: asked of every running table at each heartbeat of the desk.
        """
        s = self._advance(t)
        return (s.decision is not None and s.pause != "paused" and not s.held and not s.round_paused
                and not s.judge_called)

    def timeouts(self, t: int) -> list[tuple[str, int]]:
        """Players whose main timer reached 0 at or before t and whose leave is not recorded yet."""
        return list(self._advance(t).timed_out)

    def can_auction(self, player: str, t: int) -> tuple[bool, Said]:
        allowed, why = self.auction_why(player, t)
        return allowed, why.said

    def auction_why(self, player: str, t: int) -> tuple[bool, ClockRefused]:
        """``can_auction`` with its reason's marked template, players and values kept (``refused``): the
        window and the pages say why in their reader's language."""
        s = self._advance(t)
        if s.timed_out:
            return False, refused(QT_TRANSLATE_NOOP("messages", "{0} ran out of time; record {0} leaving first"),
                                  s.timed_out[0][0])
        return s._auction_check(player, t)

    def played_ms(self, player: str, t: int) -> int:
        s = self._advance(t)
        i = s._index(player)
        for name, moment in s.timed_out:
            if name == player:
                return s._played_at(i, moment)
        return s._played_at(i, t)

    def players_in(self) -> tuple[str, ...]:
        return self._names_in()

    # ------------------------------------------------------------------------------------------
    # Inner workings

    def _with(self, **changes: Any) -> TableClock:
        """This state with ``changes`` (field name: value) as one new object; every other field is shared."""
        return _copy(self, changes)

    def _advance(self, t: int) -> TableClock:
        """This state as of t, with what happens by itself applied: a vote running out, a timeout."""
        if t < self.latest:
            raise ValueError(f"time went backwards: {t} is before the latest action at {self.latest}")
        if self.frozen_since is not None:
            return self
        s = self
        if s.open_vote is not None and t >= s.open_vote.ends_at:
            reason = Said(f"not enough players said yes within {clock_text(s.rules.pause_vote_ms)}")
            s = s._with(open_vote=None, last_vote=VoteResult("denied", s.open_vote.ends_at, reason))
        d = s.decision
        if d is not None:
            i = s.players.index(d.player)
            moment = d.anchor + d.aux_len + s.mains[i]
            if t >= moment:
                s = s._with(decision=None, mains=_put(s.mains, i, 0), timed_out=s.timed_out + ((d.player, moment),))
                if s.pause == "pending":
                    s = s._paused(moment)
        return s

    def _ready(self, t: int) -> TableClock:
        s = self._advance(t)
        if s.timed_out:
            raise refused(QT_TRANSLATE_NOOP("messages", "{0} ran out of time; record {0} leaving first"),
                          s.timed_out[0][0])
        return s

    def _index(self, player: str) -> int:
        try:
            return self.players.index(player)
        except ValueError:
            raise refused(QT_TRANSLATE_NOOP("messages", "there is no player {who} at this table"),
                          who=repr(player)) from None

    def _require_in(self, player: str) -> int:
        if self.finished_at is not None:
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "the game at this table is over"))
        i = self._index(player)
        if self.left_at[i] is not None:
            raise refused(QT_TRANSLATE_NOOP("messages", "{0} has left the game"), player)
        return i

    def _require_timers(self) -> None:
        if not self.rules.player_timers:
            raise ClockRefused(QT_TRANSLATE_NOOP("messages", "this table plays without player timers"))

    def _require_clocks_running(self) -> None:
        if self.held:
            raise ClockRefused(QT_TRANSLATE_NOOP(
                                   "messages", "the judge has stopped this table's clocks; wait until "
                                               "they are restarted"))
        if self.round_paused:
            raise ClockRefused(ROUND_PAUSED)
        if self.judge_called:
            raise ClockRefused(JUDGE_CALLED)

    def _names_in(self) -> tuple[str, ...]:
        return tuple(name for name, left in zip(self.players, self.left_at, strict=True) if left is None)

    def _main(self, i: int, t: int) -> int:
        d = self.decision
        if d is None or d.player != self.players[i]:
            return self.mains[i]
        now = t if self.frozen_since is None else self.frozen_since
        return max(0, self.mains[i] - max(0, now - d.anchor - d.aux_len))

    def _played_at(self, i: int, t: int) -> int:
        fixed = self.played[i]
        if fixed is not None:
            return fixed
        stopped = self.stopped_ms + (t - self.stopped_since if self.stopped_since is not None else 0)
        return t - self.started_at - stopped

    def _end_decision(self, t: int, reward: bool, latest: int | None = None) -> TableClock:
        d = self.decision
        assert d is not None
        i = self.players.index(d.player)
        now = t if self.frozen_since is None else self.frozen_since
        aux_left = d.aux_len - (now - d.anchor)
        main = self._main(i, t)
        if reward and aux_left > 0:
            main += self.rules.reward(aux_left)
        # One copy for the most common transition of all (a decision done), its latest moment included.
        s = self._with(decision=None, mains=_put(self.mains, i, main), latest=self.latest if latest is None else latest)
        return s._paused(t) if s.pause == "pending" else s

    def _no_vote_open(self) -> ClockRefused:
        """The refusal of a vote with none open, saying how the last one ended (a sentence per ending, so
        the window and the pages translate it whole, with the players as data)."""
        last = self.last_vote
        if last is None:
            return refused(QT_TRANSLATE_NOOP("messages", "there is no pause vote open"))
        if last.outcome == "accepted":
            return refused(QT_TRANSLATE_NOOP("messages", "there is no pause vote open; the last one was accepted: "
                                                         "{0} said yes"), list(last.reason.players))
        if last.reason.template == "{0} said no" and last.reason.players:
            return refused(QT_TRANSLATE_NOOP("messages", "there is no pause vote open; the last one was denied: "
                                                         "{0} said no"), last.reason.players[0])
        return refused(QT_TRANSLATE_NOOP("messages", "there is no pause vote open; the last one was denied: not "
                                                     "enough players said yes within {time}"),
                       time=clock_text(self.rules.pause_vote_ms))

    def _auction_check(self, player: str, t: int) -> tuple[bool, ClockRefused]:
        if self.finished_at is not None:
            return False, refused(QT_TRANSLATE_NOOP("messages", "the game at this table is over"))
        if not self.rules.player_timers:
            return False, refused(QT_TRANSLATE_NOOP("messages", "this table plays without player timers"))
        if player not in self.players:
            return False, refused(QT_TRANSLATE_NOOP("messages", "there is no player {who} at this table"),
                                  who=repr(player))
        i = self.players.index(player)
        if self.left_at[i] is not None:
            return False, refused(QT_TRANSLATE_NOOP("messages", "{0} has left the game"), player)
        if self.held:
            return False, refused(QT_TRANSLATE_NOOP("messages", "the judge has stopped this table's clocks"))
        if self.round_paused:
            return False, refused(ROUND_PAUSED)
        if self.judge_called:
            return False, refused(JUDGE_CALLED)
        if self.pause == "paused":
            return False, refused(QT_TRANSLATE_NOOP("messages", "the table is paused"))
        if self.decision is not None and self.decision.player != player:
            return False, refused(QT_TRANSLATE_NOOP("messages", "{0} is deciding; only {0} can start an auction now"),
                                  self.decision.player)
        cost = self.rules.auction_cost_ms
        main = self._main(i, t)
        if main <= cost:
            have = clock_text(main)
            if have == clock_text(cost):
                have = precise_clock_text(main)  # "0:20" against "0:20" would read as a contradiction
            return False, refused(QT_TRANSLATE_NOOP("messages", "{0}'s auction needs more than {cost} on the clock; "
                                                                "{0} has {have}"),
                                  player, cost=clock_text(cost), have=have)
        return True, refused(QT_TRANSLATE_NOOP("messages", "starting an auction takes {cost} off {0}'s clock"), player,
                             cost=clock_text(cost))

    def _count_votes(self, t: int) -> TableClock:
        vote = self.open_vote
        if vote is None or len(vote.yes) < self.rules.votes_needed(len(self._names_in())):
            return self
        s = self._with(open_vote=None, last_vote=VoteResult("accepted", t, said("{0} said yes", list(vote.yes))))
        # Play goes on until the decision in progress completes; only then does the table stop.
        return s._with(pause="pending") if s.decision is not None else s._paused(t)

    def _paused(self, t: int) -> TableClock:
        s = self._with(pause="paused", paused_at=t, pause_ends_at=t + self.rules.pause_ms, resume_requests=())
        return s._restopped(t)

    def _resume_if_all_asked(self, t: int) -> TableClock:
        if self.resume_requests and set(self._names_in()) <= set(self.resume_requests):
            return self._resumed(t)
        return self

    def _resumed(self, t: int) -> TableClock:
        s = self._with(pause="none", paused_at=None, pause_ends_at=None, resume_requests=())
        return s._restopped(t)

    def _finished(self, t: int) -> TableClock:
        s = self._end_decision(t, reward=False) if self.decision is not None else self
        played = tuple(s._played_at(i, t) for i in range(len(s.players)))
        s = s._with(
            open_vote=None, pause="none", paused_at=None, pause_ends_at=None, resume_requests=(),
            played=played, finished_at=t,
        )
        return s._restopped(t)

    def _frozen(self, t: int) -> TableClock:
        """Every clock stops at t, unless they already stood still (a hold during a round pause)."""
        return self if self.frozen_since is not None else self._with(frozen_since=t)

    def _thawed(self, t: int) -> TableClock:
        """Every clock continues at t from where it stood: each moment ahead moves on by the frozen time."""
        since = self.frozen_since
        assert since is not None
        gap = t - since
        decision = None if self.decision is None else replace(self.decision, anchor=self.decision.anchor + gap)
        vote = None if self.open_vote is None else replace(self.open_vote, ends_at=self.open_vote.ends_at + gap)
        pause_ends_at = None
        if self.pause_ends_at is not None and self.paused_at is not None:
            # A pause can begin while frozen (a decision completed then): only the frozen time since
            # it began is given back to it.
            pause_ends_at = self.pause_ends_at + t - max(since, self.paused_at)
        return self._with(frozen_since=None, decision=decision, open_vote=vote, pause_ends_at=pause_ends_at)

    def _restopped(self, t: int) -> TableClock:
        """Keep the paused-or-held bookkeeping (for played time) in step with the state at t."""
        stopped = self.pause == "paused" or self.frozen_since is not None
        if stopped and self.stopped_since is None:
            return self._with(stopped_since=t)
        if not stopped and self.stopped_since is not None:
            return self._with(stopped_since=None, stopped_ms=self.stopped_ms + t - self.stopped_since)
        return self


def _copier(cls: type[TableClock]) -> Callable[[TableClock, dict[str, Any]], TableClock]:
    """A function (state, changes) -> state that builds the new state straight into its slots.

    The fold makes one of these per timer entry (a million in a long event): ``dataclasses.replace``
    looks every field up by name and goes through the frozen ``__init__``, half the fold's time; this
    sets each slot once, from ``changes`` or shared from the old state (nothing it holds is copied).
    Generated from the class's fields, as ``dataclasses`` generates ``__init__``, so it cannot drift.
    """
    names = [f.name for f in fields(cls)]
    body = "".join(f"    set{i}(new, changes[{name!r}] if {name!r} in changes else old.{name})\n"
                   for i, name in enumerate(names))
    scope: dict[str, Any] = {"make": object.__new__, "cls": cls}
    scope.update({f"set{i}": cls.__dict__[name].__set__ for i, name in enumerate(names)})
    exec(f"def copy(old, changes):\n    unknown = changes.keys() - names\n"
         f"    if unknown:\n        raise TypeError(f'TableClock has no field {{sorted(unknown)}}')\n"
         f"    new = make(cls)\n{body}    return new\n", {**scope, "names": frozenset(names)}, scope)
    copy: Callable[[TableClock, dict[str, Any]], TableClock] = scope["copy"]
    return copy


_copy = _copier(TableClock)
