"""The event's agenda and its estimated end (issue 28, part 7; BridgeTab's estimated end).

The judge plans a number of rounds (``event.rounds``) and breaks after some of them (``event.break``).
What is left of the event is then: what is left of the round under way, and for each round still to
come a changeover, the break planned before it, and the round's length. ``rest_ms`` and
``estimated_end`` are pure arithmetic on whole milliseconds; ``estimate`` reads them off the state.

Choices (the issue was silent):
- A changeover of ``CHANGEOVER_MINUTES`` (10) between two rounds: seating the next round, people finding
  their tables. Counted from now when the round just played is over (not from when it ended).
- Rounds still to come last the event's round length (``round_minutes``); the round under way counts
  what its round clock has left (not a table's extension: a few tables playing on do not hold the room),
  or its whole length while it is opened and not started.
- A break after the last planned round ends nothing: it is not counted.
- No estimate before the judge plans the rounds, nor once the last planned round is over.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .state import EventState

CHANGEOVER_MINUTES = 10
MINUTE_MS = 60_000


@dataclass(frozen=True)
class Agenda:
    rounds: int  # planned in all
    round_minutes: int  # each round still to come
    breaks: Mapping[int, int]  # after round N -> minutes
    changeover: int = CHANGEOVER_MINUTES


@dataclass(frozen=True)
class Estimate:
    """What is left, as a page counts it on: ``after_ms`` beyond the round clock's time left when
    ``clock`` (the round under way is timed by its clock), else beyond now."""

    after_ms: int
    clock: bool

    def end(self, now: int, clock_left_ms: int) -> int:
        return now + (clock_left_ms if self.clock else 0) + self.after_ms


def rest_ms(agenda: Agenda, after_round: int) -> int:
    """From the end of round ``after_round`` (0: before the first) to the end of the last planned round."""
    minutes = 0
    for number in range(after_round + 1, agenda.rounds + 1):
        if number > 1:
            minutes += agenda.changeover + agenda.breaks.get(number - 1, 0)
        minutes += agenda.round_minutes
    return minutes * MINUTE_MS


def estimated_end(agenda: Agenda, now: int, current: int, left_ms: int | None) -> int | None:
    """When the event should end (event time): ``current`` the round opened last (0: none yet), ``left_ms``
    what is left of it (None: it is over). None once the last planned round is over."""
    if left_ms is None and current >= agenda.rounds:
        return None
    return now + (left_ms or 0) + rest_ms(agenda, current)


def agenda_of(state: EventState) -> Agenda | None:
    if state.settings is None or state.planned_rounds is None:
        return None
    return Agenda(state.planned_rounds, state.settings.round_minutes, state.breaks)


def estimate(state: EventState) -> Estimate | None:
    """The estimate for the event as it stands (None: no agenda, or the last planned round is over)."""
    agenda = agenda_of(state)
    if agenda is None:
        return None
    rnd = state.current_round
    if rnd is None:
        current, left, clock = 0, None, False
    elif rnd.started_at is None:
        current, left, clock = rnd.number, rnd.minutes * MINUTE_MS, False
    elif any(not t.finished for t in rnd.tables.values()) and rnd.clock is not None:
        current, left, clock = rnd.number, 0, True  # the clock's time left is added by whoever reads it
    else:
        current, left, clock = rnd.number, None, False
    end = estimated_end(agenda, 0, current, left)
    return None if end is None else Estimate(end, clock)


def ends_at(state: EventState, now: int) -> int | None:
    """The estimated end as an event time at ``now``, the round clock read at ``now``."""
    found = estimate(state)
    if found is None:
        return None
    rnd = state.current_round
    left = 0
    if found.clock and rnd is not None and rnd.clock is not None:
        left = rnd.clock.remaining_ms(max(now, rnd.clock.latest or now))
    return found.end(now, left)
