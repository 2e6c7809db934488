"""What the projector (and the printed seating) shows, as plain rows: no Qt, no layout, no colours.

Three views of the event, each a list of rows the screen pages through:

* ``standings``: rank, name, total (points, or the rating under contribution), wins, opponents'
  average, as they stand now or after an earlier round;
* ``find_your_table``: every player seated in the round (or given a bye) with their table, sorted by
  name as people look for it (case and accents aside), so a room finds its seats in seconds;
* ``live_tables``: each table of the round with who is still in, who is out and the points they got.

``round_clock_line`` is the round clock as the room reads it: the round's time left, each extended
table's own time left ("Table 7 +10 min · 8:55"), and "TIME IS UP" only once the last table's time
is up.

``automatic_views`` decides what the projector shows by itself: "find your table" from the moment a
round is seated until it has run ``FIND_TABLE_MS`` (5 minutes of play, so latecomers still find their
seat), then the live tables and the standings in turn while the round is played, and the standings
alone once every table is finished or no round is under way.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from ..display import format_points
from ..steps import STEP, Steps, finish
from .corrections import moved_text, places_moved
from .final import final_kind
from .reports import pending_at
from .results import system_of, table_result
from .round_end import next_phase_tick, rule_of, tables_past_time
from .standings import is_rating_system, standings_in_steps
from .state import EventState, Round, Table

View = Literal["standings", "find", "tables"]
VIEWS: tuple[View, ...] = ("standings", "find", "tables")
FIND_TABLE_MS = 5 * 60_000  # "find your table" stays up for the first 5 minutes of play


@dataclass(frozen=True, slots=True)
class StandingLine:
    rank: int
    name: str
    total: str  # shown rounded: "12", "58.33"
    wins: int
    opponents_average: str
    games: int
    dropped: bool
    corrected: str = ""  # how the judge's corrections moved the player ("▲ 2", "▼ 1", "="), "" if not at all
    final: str = ""  # "final" or "cut" when the player reached one (app.event.final.final_kind), else ""
    final_place: int = 0  # their place there (0 while their final table plays on)


@dataclass(frozen=True, slots=True)
class SeatLine:
    name: str
    table: int | None  # None: a bye
    game: str = ""

    @property
    def bye(self) -> bool:
        return self.table is None

    @property
    def where(self) -> str:
        return "bye" if self.table is None else str(self.table)


PlayerStatus = Literal["in", "out", "winner"]


@dataclass(frozen=True, slots=True)
class TablePlayer:
    name: str
    status: PlayerStatus
    points: str  # "" while still in
    place: int | None
    reported: bool = False  # still in, reported out at the table, awaiting a confirmation (app.event.reports)


@dataclass(frozen=True, slots=True)
class TableLine:
    number: int
    game: str
    players: tuple[TablePlayer, ...]
    started: bool
    finished: bool


@dataclass(frozen=True, slots=True)
class ExtendedTable:
    """A table still playing with extra minutes, and its own time left."""

    number: int
    extra_minutes: int
    left_ms: int

    @property
    def note(self) -> str:
        """"+10 min · 8:55": what the table's box shows."""
        return f"+{self.extra_minutes} min · {minutes_text(self.left_ms)}"

    @property
    def text(self) -> str:
        """"Table 7 +10 min · 8:55": what the round clock's line shows."""
        return f"Table {self.number} {self.note}"


RoundClockState = Literal["", "NOT STARTED", "PAUSED", "EXTRA TIME", "LAST TURN", "TIME IS UP"]


@dataclass(frozen=True, slots=True)
class RoundClockLine:
    """The round clock for the room at one moment.

    ``left_ms`` is the round's time left; once it is gone while extended tables still play, it is the
    last of those tables' time left (state "EXTRA TIME"); "LAST TURN" while tables play a last-turn
    phase (app.event.round_end), so "TIME IS UP" means every table is done.
    """

    round_text: str  # "Round 2", or "" before the first round
    left_ms: int | None  # None: no round, so no clock
    state: RoundClockState
    extended: tuple[ExtendedTable, ...]  # still playing with extra minutes, by table number

    @property
    def extended_text(self) -> str:
        return " · ".join(table.text for table in self.extended)

    def note_for(self, number: int) -> str:
        """A table box's clock note: "+10 min · 8:55" for an extended table still playing, else ""."""
        return next((table.note for table in self.extended if table.number == number), "")


def minutes_text(ms: int) -> str:
    """The round clock for the room: minutes and seconds ("90:00", "4:07"), whole seconds rounded up
    as everywhere (0:00 only once the time is really gone); never hours, which read as a longer time."""
    seconds = -(-max(ms, 0) // 1000)
    return f"{seconds // 60}:{seconds % 60:02d}"


def round_clock_line(state: EventState, now: int, round_number: int | None = None) -> RoundClockLine:
    rnd = _round(state, round_number)
    if rnd is None:
        return RoundClockLine("", None, "", ())
    label = f"Round {rnd.number}"
    clock = rnd.clock
    if clock is None:
        return RoundClockLine(label, rnd.minutes * 60_000, "NOT STARTED", ())
    at = max(now, clock.latest or now)
    extended = tuple(
        ExtendedTable(table.number, clock.extension_ms(table.number) // 60_000, clock.remaining_ms(at, table.number))
        for table in sorted(rnd.tables.values(), key=lambda t: t.number)
        if clock.extension_ms(table.number) and table.started_at is not None and not table.finished
        and clock.remaining_ms(at, table.number) > 0
    )
    left = clock.remaining_ms(at)
    extra = left == 0 and bool(extended)
    if extra:
        left = max(table.left_ms for table in extended)
    line_state: RoundClockState
    if left == 0 and tables_past_time(state, rnd.number, at):
        line_state = "LAST TURN"  # time is up, but tables play their last turn or wait for their numbers
    elif left == 0:
        line_state = "TIME IS UP"
    elif clock.state == "paused":
        line_state = "PAUSED"
    else:
        line_state = "EXTRA TIME" if extra else ""
    return RoundClockLine(label, left, line_state, extended)


def next_clock_tick(state: EventState, now: int, round_number: int | None = None) -> int | None:
    """The next moment a reading of ``round_clock_line`` changes (the round's, or an extended table's)."""
    rnd = _round(state, round_number)
    if rnd is None or rnd.clock is None:
        return None
    clock = rnd.clock
    at = max(now, clock.latest or now)
    ticks = [clock.next_display_tick(at)]
    # Asked at every wake-up and commit: only the extended tables, and only a rule with a phase, cost a look.
    for number, extra in clock.extensions:  # (one entry per table)
        table = rnd.tables.get(number) if isinstance(number, int) else None
        if table is not None and extra and not table.finished:
            ticks.append(clock.next_display_tick(at, number))
    if not rule_of(state).is_default and clock.state == "running":  # (else no table has a phase to count)
        ticks += [next_phase_tick(state, table, at) for table in rnd.tables.values()]  # a last-turn phase's reading
    return min((tick for tick in ticks if tick is not None), default=None)


def name_key(name: str) -> tuple[str, str]:
    """Sort key for names as a person reads a list: case and accents do not move a name."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return plain.casefold(), name


# Words that belong to the surname after them ("Ana van der Berg", "Luis de la Cruz"): never cut to an initial.
SURNAME_PARTICLES = frozenset({"van", "von", "der", "den", "de", "del", "della", "di", "da", "das", "dos", "du",
                               "la", "le", "ten", "ter", "bin", "ibn", "al", "el", "st.", "st", "mac"})


def shorter_names(name: str) -> list[str]:
    """How a name too long for its place is cut, first names before the surname: "Bartholomew
    Fitzgerald-Lee" → ["B. Fitzgerald-Lee"]; "Ana María van der Berg" → ["A. María van der Berg",
    "A. M. van der Berg"]. The surname is the last word with the particles before it; a one-word name
    has no shorter form (it is elided like any text)."""
    words = name.split()
    if len(words) < 2:
        return []
    start = len(words) - 1
    while start > 1 and words[start - 1].casefold() in SURNAME_PARTICLES:
        start -= 1
    given = words[:start]
    if start == 1 and words[0].casefold() in SURNAME_PARTICLES:
        return []
    forms = []
    for cut in range(1, len(given) + 1):
        initials = [w if w.endswith(".") and len(w) <= 3 else f"{w[0]}." for w in given[:cut]]
        form = " ".join(initials + given[cut:] + words[start:])
        if form != name and form not in forms:
            forms.append(form)
    return forms


def standing_lines(state: EventState, after_round: int | None = None) -> list[StandingLine]:
    return finish(standing_lines_in_steps(state, after_round))


def standing_lines_in_steps(state: EventState, after_round: int | None = None) -> Steps[list[StandingLine]]:
    """``standing_lines``, a step at a time (``app.steps``)."""
    lines = []
    rows = yield from standings_in_steps(state, after_round)
    moved = places_moved(state, after_round, now=rows)  # {} (at once) unless the judge corrected a result
    last_stage = max((s.final.stage for s in rows if s.final is not None), default=0)
    for n, s in enumerate(rows, start=1):
        lines.append(StandingLine(s.rank, s.name, format_points(s.total), s.wins,
                                  format_points(s.opponents_average), s.games, s.dropped,
                                  moved_text(moved[s.player]) if s.player in moved else "",
                                  final_kind(s.final, last_stage), s.final.place if s.final else 0))
        if n % STEP == 0:
            yield
    return lines


def uses_ratings(state: EventState) -> bool:
    return state.settings is not None and is_rating_system(system_of(state))


NameKey = Callable[[str], Any]


def find_your_table(state: EventState, round_number: int | None = None, key: NameKey = name_key) -> list[SeatLine]:
    """Everyone seated in the round, or given a bye, by name (``key``: the window passes its locale's
    collation, ``ui.collation.name_key()``; the core, with no locale, sorts by ``name_key``)."""
    rnd = _round(state, round_number)
    if rnd is None:
        return []
    lines = [SeatLine(state.players[pid].name, table.number, table.title)
             for table in rnd.tables.values() for pid in table.players]
    lines += [SeatLine(state.players[pid].name, None) for pid in rnd.byes]
    return sorted(lines, key=lambda line: key(line.name))


def live_tables(state: EventState, round_number: int | None = None,
                ratings: dict[str, int] | None = None) -> list[TableLine]:
    """Each table of the round: its players in seat order, who is out and what they scored."""
    rnd = _round(state, round_number)
    if rnd is None:
        return []
    return [table_line(state, table, ratings) for table in sorted(rnd.tables.values(), key=lambda t: t.number)]


def table_line(state: EventState, table: Table, ratings: dict[str, int] | None = None) -> TableLine:
    """One table of ``live_tables`` (the hall's pages rebuild only the table that changed)."""
    results = {r.name: r for r in table_result(state, table, ratings).players}
    gone = table.gone
    report = pending_at(state, table.round, table.number)
    reported = set(report.players) if report is not None else set()
    players = []
    for pid in table.players:
        res = results.get(pid)
        name = state.players[pid].name
        if res is None:
            players.append(TablePlayer(name, "in", "", None, reported=pid in reported))
            continue
        status: PlayerStatus = "out" if pid in gone and res.place != 1 else "winner"  # tied 1st: winners too
        points = format_points(res.points)
        if res.rating is not None and res.points > 0:
            points = "+" + points  # under contribution the points are the rating's change
        players.append(TablePlayer(name, status, points, res.place))
    return TableLine(table.number, table.title, tuple(players), table.started_at is not None, table.finished)


def round_in_play(rnd: Round | None) -> bool:
    return rnd is not None and rnd.started_at is not None and any(not t.finished for t in rnd.tables.values())


def automatic_views(state: EventState, now: int, find_ms: int = FIND_TABLE_MS) -> list[View]:
    """What the projector shows by itself, in the order it cycles through them."""
    rnd = state.current_round
    if rnd is None or not (rnd.tables or rnd.byes):
        return ["standings"]
    if rnd.started_at is None:
        return ["find"]
    clock = rnd.clock
    played = (clock.length_ms - clock.remaining_ms(max(now, clock.latest or now))) if clock is not None else 0
    if played < find_ms and round_in_play(rnd):
        return ["find"]
    if round_in_play(rnd):
        return ["tables", "standings"]
    return ["standings"]


def page_count(rows: int, per_page: int) -> int:
    """Pages needed for ``rows`` at ``per_page`` a page; an empty list is still one (empty) page."""
    return max(1, math.ceil(rows / max(1, per_page)))


Row = TypeVar("Row")


def page_of(rows: list[Row], page: int, per_page: int) -> list[Row]:
    per_page = max(1, per_page)
    return rows[page * per_page:(page + 1) * per_page]


def _round(state: EventState, round_number: int | None) -> Round | None:
    if round_number is None:
        return state.current_round
    return state.rounds.get(round_number)
