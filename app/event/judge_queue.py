"""The queue of judge calls as the desk, a station and a table device show it, at a given moment.

Ages are worked out at paint time from the ``now`` the caller injects (never stored): the fold keeps
only when each call was raised and taken. ``next_tick`` is the moment any age's reading changes, so a
window arms one wake-up for it instead of polling.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions.judge_calls import REASONS
from .state import Call, EventState


@dataclass(frozen=True)
class CallLine:
    id: int
    table: int
    reason: str  # in words
    note: str  # the caller's words, plain text
    caller: str  # the seated player's name, or "" (the table device or the desk)
    raised_t: int
    age: str  # "1:20"
    taken_by: str | None


def age_text(ms: int) -> str:
    """Minutes and seconds since the call ("0:05", "12:40", "1:02:03" past an hour); never negative."""
    seconds = max(0, ms) // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def line(state: EventState, call: Call, now: int) -> CallLine:
    caller = state.players[call.by].name if call.by in state.players else ""
    return CallLine(call.id, call.table, REASONS.get(call.reason, call.reason), call.note, caller, call.t,
                    age_text(now - call.t), call.taken_by)


def queue(state: EventState, now: int) -> list[CallLine]:
    """Open calls, oldest first."""
    return [line(state, call, now) for call in sorted(state.calls.values(), key=lambda c: (c.t, c.id))]


def tables_called(state: EventState) -> frozenset[int]:
    return frozenset(call.table for call in state.calls.values())


def next_tick(state: EventState, now: int) -> int | None:
    """The next moment an open call's age reads differently (its next whole second), or None."""
    return min((now + 1000 - (now - call.t) % 1000 for call in state.calls.values()), default=None)
