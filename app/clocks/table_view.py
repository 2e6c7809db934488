"""What a table's clocks show at one moment: plain frozen values a window (or a test) can read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .errors import Said

Counting = Literal["aux", "main"]
PauseState = Literal["none", "voting", "pending", "paused"]
Status = Literal["none", "voting", "pending", "paused", "held"]


@dataclass(frozen=True, slots=True)
class PlayerView:
    name: str
    main_ms: int  # never negative
    aux_ms: int | None  # auxiliary time left while this player decides, else None
    deciding: str | None  # the decision kind key while this player decides
    counting: Counting | None  # which of this player's timers is running down right now
    warning: bool  # still in, with 20 s or less on the main timer
    out: bool
    out_at: int | None
    timed_out_at: int | None  # main timer reached 0 here and the leave is not recorded yet


@dataclass(frozen=True, slots=True)
class DecisionView:
    player: str
    kind: str
    label: str
    started_at: int
    aux_length_ms: int
    aux_ends_at: int | None  # None while the clocks are frozen (it moves when they continue)


@dataclass(frozen=True, slots=True)
class VoteView:
    requested_by: str
    requested_at: int
    yes: tuple[str, ...]  # the requester first
    needed: int
    ends_at: int | None  # None while the clocks are frozen (held or round paused)
    left_ms: int


@dataclass(frozen=True, slots=True)
class VoteResult:
    """How the latest pause vote ended, so the window can say so."""

    outcome: Literal["accepted", "denied"]
    at: int
    reason: Said  # who said yes or no, as data


@dataclass(frozen=True, slots=True)
class TableClockView:
    at: int
    player_timers: bool
    players: tuple[PlayerView, ...]
    decision: DecisionView | None
    status: Status  # "held" when the judge holds the clocks, else the same as ``pause``
    pause: PauseState  # the players' pause, whether or not the judge also holds the clocks
    held: bool  # the judge holds the clocks (after a restart)
    round_paused: bool  # the round clock is paused, so every clock of the table stands still
    frozen: bool  # held or round paused: nothing counts down
    vote: VoteView | None
    last_vote: VoteResult | None
    paused_at: int | None
    pause_ends_at: int | None  # None while frozen (it moves when the clocks continue)
    pause_left_ms: int | None
    pause_over: bool  # the pause length has passed: one resume request is enough
    resume_requests: tuple[str, ...]
    finished_at: int | None  # the moment one player (or none) was left in
    judge_called: bool = False  # a judge is called and the rules stop the clocks meanwhile (judge time runs)
    judge_ms: int = 0  # the table's judge time so far, the open call's included

    def player(self, name: str) -> PlayerView:
        for view in self.players:
            if view.name == name:
                return view
        raise KeyError(name)
