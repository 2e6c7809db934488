"""Where a table stands in the end of its round, as the timer preset's ``round_end`` says
(app.clocks.round_end): still playing, in its last-turn phase, or done and waiting for its numbers.

Decided here (the guide's "How a round ends" says the same to the judge):

* The phase begins when the table's round time is up (its extension included). ``minutes:N`` is
  round time: a round pause stops it, as it stops the round.
* A turn that begins at the very moment time is up, or later, is a turn after time. The phase of
  ``turns:N`` ends when turn N + 1 after time begins (``finish_turn``: the first), at that moment.
* A table without player timers cannot show its turns: its ``finish_turn`` or ``turns:N`` phase
  lasts until the judge ends it (survivors together: the judge's "End the last turn"; by number:
  entering the numbers ends it).
* With ``by_number`` nobody leaves on their own once play is over: the table waits for its numbers,
  its decisions may not begin, and a main timer that runs out meanwhile puts nobody out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..clocks.clock_text import next_reading_change
from ..clocks.round_end import RoundEnd
from .state import EventState, Table

Stage = Literal["playing", "last_turn", "numbers"]


@dataclass(frozen=True, slots=True)
class Phase:
    stage: Stage  # playing; in its last-turn phase; play over, the numbers awaited (by_number)
    rule: RoundEnd
    turns_left: int | None = None  # turns after the one under way still to be played (turns, with timers)
    ms_left: int | None = None  # round time left in a minutes phase
    judge_ends: bool = False  # a turns phase the timers cannot see: the judge ends it


def rule_of(state: EventState) -> RoundEnd:
    return state.settings.rules.round_end if state.settings is not None else RoundEnd()


def time_up_at(state: EventState, table: Table) -> int | None:
    """The moment the table's round time is up (its extension included), once fixed."""
    clock = state.rounds[table.round].clock
    return None if clock is None else clock.ends_at(table.number)


def play_ends_at(state: EventState, table: Table) -> int | None:
    """The moment play at the table is over (time up, then the last-turn phase), once known."""
    rule = rule_of(state)
    clock = state.rounds[table.round].clock
    if clock is None:
        return None
    if rule.phase == "minutes":
        return clock.ends_after(table.number, rule.extra_ms)
    if rule.phase == "turns":
        turns = turns_after_time(state, table)
        return turns[rule.count] if len(turns) > rule.count else None
    return clock.ends_at(table.number)


def turns_after_time(state: EventState, table: Table) -> tuple[int, ...]:
    """The turns begun since the table's time was up: a round's end undone with more minutes moves that
    moment on, and the turns before it are then turns of the round again."""
    up = time_up_at(state, table)
    return () if up is None else tuple(t for t in table.turns_after_time if t >= up)


def judge_ends(state: EventState, table: Table) -> bool:
    """The table plays turns after time but has no player timers to see them: the judge ends the phase."""
    return rule_of(state).by_turns and table.clock is None


def play_over(state: EventState, table: Table, t: int) -> bool:
    """Play at the table is over by t: its last-turn phase ended (or, when the judge ends it, time is up)."""
    if judge_ends(state, table):
        up = time_up_at(state, table)
        return up is not None and up <= t
    end = play_ends_at(state, table)
    return end is not None and end <= t


def phase_at(state: EventState, table: Table, t: int) -> Phase:
    rule = rule_of(state)
    clock = state.rounds[table.round].clock
    up = time_up_at(state, table)
    if clock is None or table.finished or up is None or up > t:
        return Phase("playing", rule)
    if rule.survivors == "by_number" and play_over(state, table, t) and not judge_ends(state, table):
        return Phase("numbers", rule)
    if rule.phase == "minutes":
        return Phase("last_turn", rule, ms_left=clock.remaining_after_ms(t, table.number, rule.extra_ms))
    if rule.phase == "turns":
        if judge_ends(state, table):
            return Phase("last_turn", rule, turns_left=rule.count, judge_ends=True)
        begun = len(turns_after_time(state, table))
        return Phase("last_turn", rule, turns_left=max(0, rule.count - begun))
    # together: time is up; with by_number the numbers are awaited, else everyone has left
    return Phase("numbers" if rule.survivors == "by_number" else "playing", rule)


def note_turn(state: EventState, table: Table, decision: object, t: int) -> None:
    """A decision began at t: note it if it begins a turn after the table's time is up."""
    rule = rule_of(state)
    if not rule.by_turns or state.settings is None or decision != state.settings.rules.turn_kind:
        return
    up = time_up_at(state, table)
    if up is not None and up <= t:
        table.turns_after_time = table.turns_after_time + (t,)


def numbers_order(numbers: dict[str, int], seats: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The survivors as groups leaving together, lowest number first; equal numbers share a group
    (in seat order), so they share the place as the scoring system shares a tie."""
    groups: list[tuple[str, ...]] = []
    for value in sorted(set(numbers.values())):
        groups.append(tuple(p for p in seats if p in numbers and numbers[p] == value))
    return groups


def next_phase_tick(state: EventState, table: Table, now: int) -> int | None:
    """When the table's round-end reading next changes by itself: its time running up (the phase shows),
    then each whole second of a capped phase; None for a table that plays as document 000 has it."""
    rule = rule_of(state)
    clock = state.rounds[table.round].clock
    if rule.is_default or clock is None or clock.state != "running" or table.finished:
        return None
    up = clock.ends_at(table.number)
    if up is not None and up > now:
        return up
    if rule.phase == "minutes":
        return next_reading_change(clock.remaining_after_ms(now, table.number, rule.extra_ms), now, 1000)
    return None


def next_stage_moment(state: EventState, table: Table, now: int) -> int | None:
    """When the table's round-end stage next changes by itself, after ``now``: its time up (the phase
    shows), then a capped phase's end (the players leave, or the numbers are awaited); None when neither
    lies ahead. The pages count a capped phase's seconds themselves: only these moments need a new view."""
    rule = rule_of(state)
    clock = state.rounds[table.round].clock
    if rule.is_default or clock is None or clock.state != "running" or table.finished:
        return None
    ends = clock.ends_after(table.number, rule.extra_ms) if rule.phase == "minutes" else None
    return min((m for m in (clock.ends_at(table.number), ends) if m is not None and m > now), default=None)


def shows_round_end(state: EventState, table: Table, now: int) -> bool:
    """The table's time is up under a last-turn preset: its line on the players' page shows the phase,
    so a clock action there (the turn that ends the phase) changes that line too."""
    if rule_of(state).is_default or table.finished:
        return False
    up = time_up_at(state, table)
    return up is not None and up <= now


def tables_past_time(state: EventState, round_number: int, now: int) -> list[int]:
    """The tables of the round whose time is up but whose game goes on: a last-turn phase, or the numbers
    awaited (the round bar says how many; the round can still be paused for them)."""
    rnd = state.rounds.get(round_number)
    if rnd is None or rule_of(state).is_default:
        return []
    return sorted(table.number for table in rnd.tables.values()
                  if table.started_at is not None and phase_at(state, table, now).stage != "playing")


def begins_the_turn_after(state: EventState, table: Table, decision: object, t: int) -> bool:
    """A decision begun at t would begin the turn that ends the table's last-turn phase (``turns:N``)."""
    rule = rule_of(state)
    if not rule.by_turns or table.clock is None or state.settings is None or table.finished:
        return False
    if decision != state.settings.rules.turn_kind:
        return False
    up = time_up_at(state, table)
    return up is not None and up <= t and len(turns_after_time(state, table)) == rule.count
