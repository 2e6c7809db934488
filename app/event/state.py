"""The event as the fold of its log stands after some entry.

These objects are built and updated only by ``app.event.fold``; everyone else reads them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..clocks.round_clock import RoundClock
from ..clocks.rules import TimerRules
from ..clocks.table_clock import TableClock
from ..seating.constraints import Broken, Constraint


@dataclass(frozen=True, slots=True)
class CheckInRule:
    """What check-in does (``app.event.checkin``): what a no-show gets, and how a late arrival joins."""

    no_show: str  # "skip", "loss" or "drop"
    late: str  # "next_round" or "free_seat"
    # The hall's check-in code a player's phone gives with its check-in (shown on the projector and at the
    # desk; "" when set by event.create or a preset: phones cannot check in until the judge sets the rule).
    code: str = ""


@dataclass(frozen=True, slots=True)
class ReportRule:
    """Whether the tables report their own leaves (``event.reports``, ``app.event.reports``)."""

    confirm_ms: int  # a report not confirmed within this long goes to the judge (a judge call)
    phones: bool  # players' own phones may act for their seat with the seat code the table device shows
    secret: str  # the seat codes are drawn from it (kept in the log, like the check-in code)


@dataclass(slots=True)
class Settings:
    name: str
    date: str
    system: str
    options: dict[str, Any]
    timers: dict[str, Any]  # the timer rules, stored whole so the file is self-contained
    round_minutes: int
    rules: TimerRules  # parsed from ``timers``
    table_sizes: tuple[int, ...] = (4, 3)  # seating: sizes in order of preference
    bye_points: Fraction = Fraction(0)  # what a bye scores under a points system
    tiebreak_seed: str = ""  # the last standings tiebreaker is drawn from this (empty in older logs)
    ratings: dict[str, int] = field(default_factory=dict)  # contribution ratings brought in, by name
    check_in: CheckInRule | None = None  # per-round check-in (``event.check_in``); None: everyone is seated
    reports: ReportRule | None = None  # the tables report their own leaves (``event.reports``); None: off


@dataclass(slots=True)
class Player:
    id: str
    name: str
    dropped: bool = False
    registered_seq: int = 0
    start_rating: int | None = None  # a contribution rating brought from earlier events
    dropped_seq: int | None = None


@dataclass(frozen=True, slots=True)
class Leave:
    players: tuple[str, ...]
    t: int  # event time (ms) of the moment the group left
    reason: str  # "judge", "time", "round" or "number" (ranked by the numbers entered: game.numbers)
    seq: int


@dataclass(frozen=True, slots=True)
class Correction:
    """A judge's correction of a finished game's result (``game.correct``): the result in force from then on."""

    seq: int
    reason: str  # the judge's words, cleaned like a name (app.event.actions.correction_actions)
    order: tuple[tuple[str, ...], ...]  # every player once, in groups that left together, first out first
    before: tuple[tuple[str, ...], ...]  # the result in force just before it, in the same form
    played: tuple[Leave, ...]  # the leaves as the game was played: their moments are the corrected groups'
    t: int


@dataclass(slots=True)
class Table:
    round: int
    number: int
    players: tuple[str, ...]  # player ids, in seat order
    title: str
    hours: str | None  # the game's usual hours, as exact text ("1.5", "3/2"), for RPLOPS
    seq: int
    started_at: int | None = None
    leaves: list[Leave] = field(default_factory=list)
    clock: TableClock | None = None  # when the event runs player timers
    clock_run: str | None = None  # which app run last drove the player timers
    clock_t: int = 0  # event time of the last entry that touched the player timers
    held_by_restart: bool = False  # timers stopped because the app restarted mid-decision
    held_why: str = ""  # why the desk held them: a key of app.event.holding.WHY ("" at their last entry)
    actions: list[int] = field(default_factory=list)  # seqs of the game's actions in force, for its Undo
    # Seqs of the table's other entries (undone, or of a kind its Undo does not take back): with
    # ``actions``, every entry at this table, so an undo can fold this one table again on its own.
    others: list[int] = field(default_factory=list)
    # The judge's latest correction of the finished game's result in force (``leaves`` are then the
    # corrected ones), or None: the result stands as played.
    correction: Correction | None = None
    # A last-turn phase (app.event.round_end): the moments turns began once the table's time was up,
    # and the numbers the table entered to rank its survivors (player id, number), once entered.
    turns_after_time: tuple[int, ...] = ()
    numbers: tuple[tuple[str, int], ...] = ()

    @property
    def out(self) -> tuple[tuple[str, ...], ...]:
        return tuple(leave.players for leave in self.leaves)

    @property
    def gone(self) -> set[str]:
        return {p for leave in self.leaves for p in leave.players}

    @property
    def still_in(self) -> tuple[str, ...]:
        gone = self.gone
        return tuple(p for p in self.players if p not in gone)

    @property
    def finished(self) -> bool:
        if not self.leaves:  # asked after every entry by the fold: most tables have nobody out yet
            return len(self.players) <= 1
        return len(self.still_in) <= 1

    @property
    def order(self) -> tuple[tuple[str, ...], ...]:
        """The whole finishing order: the groups that left, then whoever is still in (the winner)."""
        rest = self.still_in
        return self.out + ((rest,) if rest else ())


@dataclass(slots=True)
class Round:
    number: int
    minutes: int
    tables: dict[int, Table] = field(default_factory=dict)
    started_at: int | None = None
    clock: RoundClock | None = None  # once the round started
    byes: tuple[str, ...] = ()  # players sitting this round out, who score the event's bye points
    seed: int | str | None = None  # the seed round.seat drew this round's seating from
    broken: tuple[Broken, ...] = ()  # the seating constraints round.seat could not keep, and why
    opened_seq: int = 0
    checked_in: dict[str, int] = field(default_factory=dict)  # player -> the seq of their player.check_in
    # Who had not checked in when round.seat seated the round under check-in, and the rule they got then.
    absent: tuple[str, ...] = ()
    no_show: str = ""  # the CheckInRule.no_show in force at that seating ("" when check-in was off)
    cut: int = 0  # a final's size: the top ``cut`` of the standings play it (app.event.final); 0: Swiss
    cut_system: str = ""  # the final's own scoring system ("": the event's)
    # Seqs of the round's own entries (round scope, and any table's change of the round clock), undone
    # or not: what a table's refold on its own needs of its round (app.event.local_undo).
    entries: list[int] = field(default_factory=list)


@dataclass(slots=True)
class Device:
    """A tablet or phone paired to one table: it may act on that table only, until revoked."""

    id: str
    table: int  # the table number, in whatever round is current (a device stays at its physical table)
    token_hash: str  # SHA-256 of the pairing token, in hex: the token itself is never stored
    paired_seq: int
    revoked_seq: int | None = None

    @property
    def active(self) -> bool:
        return self.revoked_seq is None


@dataclass(slots=True)
class Station:
    """A judge station that joined the event: where it would serve the event if it took over."""

    id: str
    name: str
    url: str  # http://host:port/ it would serve on after a takeover; "" if it never would
    joined_seq: int
    # SHA-256 of the token the serving desk gave it when it last joined with the judge code ("" for a
    # join made before stations had tokens, or by the desk itself): the token itself is never stored.
    token_hash: str = ""
    revoked_seq: int | None = None  # station.revoke: its token stops working (joining again gives a new one)
    # Its latest station.join (``joined_seq`` is its first): a station that took over and was superseded
    # is asked again by the fence once it joins again to follow (``hall.publish.retired_stations``).
    last_joined_seq: int = field(default=0, compare=False)
    role: str = "head"  # what it may do (app.event.judge_roles): head, floor, scorekeeper or viewer
    tables: tuple[int, ...] = ()  # a floor judge's own tables

    @property
    def active(self) -> bool:
        return self.revoked_seq is None


@dataclass(slots=True)
class Call:
    """A judge called to a table (``call.raise``) and not yet done: the desk's and the stations' queue."""

    id: int  # the seq of its call.raise
    round: int
    table: int  # the table's number (a call stays with its physical table)
    reason: str  # a key of ``actions.judge_calls.REASONS``
    note: str  # the caller's few words ("" when none), shown as plain text everywhere
    t: int  # event time (ms) of the call
    by: str  # who called: a seated player's id, else "" (the table device or the desk)
    taken_by: str | None = None  # the judge who took it (a station's name, or "the desk")
    taken_t: int | None = None


@dataclass(slots=True)
class Report:
    """A leave reported at its table (``result.report``) and neither confirmed nor overruled yet."""

    id: int  # the seq of its result.report
    round: int
    table: int
    players: tuple[str, ...]  # who leave, together
    by: str  # the seat that reported (a player's id), or "" (the table device with no seat named)
    via: str  # "device", "phone" or "desk"
    t: int  # event time (ms) of the report: the moment the leave is committed at once confirmed
    called: bool = False  # its confirmation ran late and a judge was called (call.raise, reason "report")


@dataclass(frozen=True, slots=True)
class Announcement:
    """A short text from the desk up on every device and phone (``event.announce``) until taken down."""

    id: int  # the seq of its event.announce
    text: str  # cleaned like a name, shown as plain text everywhere
    t: int  # event time (ms) it was sent


@dataclass(frozen=True, slots=True)
class Takeover:
    """A station took over the event from a server that was gone (``event.takeover``)."""

    station: str
    epoch: int  # the event's epoch from this entry on
    old_head_seq: int  # the last entry of the old server's log this station knew of
    old_head_hash: str  # its hash, or "" if unknown
    held: int  # the last entry the station's copy held when it took over
    seq: int


@dataclass(slots=True)
class EventState:
    settings: Settings | None = None
    players: dict[str, Player] = field(default_factory=dict)
    rounds: dict[int, Round] = field(default_factory=dict)
    seq: int = 0  # the last entry folded in
    last_t: int = 0  # the latest event time seen, so time never runs backwards in the log
    undone: dict[int, int] = field(default_factory=dict)  # undone seq -> the undo entry's seq
    # Tables started and not finished, kept by the fold, so what the clocks may do is found without
    # looking at every table of every round.
    running: set[tuple[int, int]] = field(default_factory=set)
    devices: dict[str, Device] = field(default_factory=dict)  # table devices paired, by device id
    event_hash: str = ""  # the hash of entry 1: the event's identity, the same on every station's copy
    stations: dict[str, Station] = field(default_factory=dict)  # judge stations joined, by station id
    epoch: int = 1  # raised by each takeover; a server serves the highest epoch it has seen
    takeovers: list[Takeover] = field(default_factory=list)  # oldest first
    # Seqs of the event-wide entries (creation, players, devices, stations, holds), undone or not: the
    # rest of what a table's refold on its own needs (app.event.local_undo).
    event_entries: list[int] = field(default_factory=list)
    calls: dict[int, Call] = field(default_factory=dict)  # judge calls not yet done, by the seq that raised them
    reports: dict[int, Report] = field(default_factory=dict)  # leaves reported, awaiting a confirmation, by seq
    # The judge's seating constraints by id, removed ones kept (marked) so the history can still name them.
    constraints: dict[str, Constraint] = field(default_factory=dict)
    # The announcements up now, by the seq that sent them (taken down ones leave; the log keeps them).
    announcements: dict[int, Announcement] = field(default_factory=dict)
    planned_rounds: int | None = None  # the agenda's rounds in all (event.rounds); None: not planned
    breaks: dict[int, int] = field(default_factory=dict)  # the agenda's breaks: after round N -> minutes

    @property
    def serving(self) -> str | None:
        """The station that took the event over last (None: the server that made it)."""
        return self.takeovers[-1].station if self.takeovers else None

    @property
    def current_round(self) -> Round | None:
        return self.rounds[max(self.rounds)] if self.rounds else None

    def player_by_name(self, name: str) -> Player | None:
        for player in self.players.values():
            if player.name == name:
                return player
        return None
