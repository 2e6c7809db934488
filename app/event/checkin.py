"""Check-in: who is here for a round, and what happens to who is not.

The rules, as the judge's guide states them:

- Check-in is off until the judge (or the scoring preset's ``[check_in]``) turns it on
  (``event.check_in``). While it is off every player not dropped is seated, as always.
- A round's check-in opens when the judge opens the round (``round.open``) and lasts until the round
  starts. Players check in at the desk, or from the table device of the table they last sat at.
- Seating the round (``round.seat``) seats only the players checked in. Who has not checked in by then
  is a no-show and gets the rule's ``no_show``:
  ``skip``: simply not seated this round (no points, no game played);
  ``loss``: stays in the event and scores the round's zero, a game lost (no table to rank in; a
  rating stays as it is);
  ``drop``: dropped from the event, as the judge's own drop.
- A late arrival (checking in once the round is seated) joins by the rule's ``late``:
  ``next_round``: refused for this round, seated from the next round on;
  ``free_seat``: seated at once at a table with a free seat (the smallest, the lowest number first) if
  the round has not started, which takes back a ``loss``; refused when no table has a free seat.
- A final (a round opened with a cut, ``app.event.final``) takes no check-in: its finalists are seated
  by seed, as always.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..check_in_rule import LATE, NO_SHOW
from .state import CheckInRule, EventState, Round

__all__ = ["LATE", "NO_SHOW", "active_players", "checking_in", "free_table", "last_seated", "last_table",
           "not_checked_in", "rule", "to_seat"]


def active_players(state: EventState) -> list[str]:
    """Everyone registered and not dropped, late entries included."""
    return [pid for pid, p in state.players.items() if not p.dropped]


def rule(state: EventState) -> CheckInRule | None:
    return state.settings.check_in if state.settings is not None else None


def checking_in(state: EventState, rnd: Round | None) -> bool:
    """Whether check-in is open for this round: it is on, and the round has not started."""
    return rule(state) is not None and rnd is not None and rnd.started_at is None and not rnd.cut


def to_seat(state: EventState, number: int) -> list[str]:
    """The players round ``number``'s seating takes: the active ones, checked in when check-in is on."""
    active = active_players(state)
    rnd = state.rounds.get(number)
    if rule(state) is None or rnd is None or rnd.cut:
        return active
    return [pid for pid in active if pid in rnd.checked_in]


def not_checked_in(state: EventState, rnd: Round | None = None) -> list[str]:
    """The active players not yet checked in for the round whose check-in is open (the current one), in
    order of registration; empty when check-in is not open."""
    rnd = rnd if rnd is not None else state.current_round
    if not checking_in(state, rnd):
        return []
    assert rnd is not None
    seated = _seated(rnd)
    return [pid for pid in active_players(state) if pid not in rnd.checked_in and pid not in seated]


def _seated(rnd: Round) -> set[str]:
    return {p for table in rnd.tables.values() for p in table.players} | set(rnd.byes)


def last_seated(state: EventState) -> Round | None:
    """The latest round with tables: the current one once seated, else the one before."""
    return next((state.rounds[n] for n in sorted(state.rounds, reverse=True) if state.rounds[n].tables), None)


def last_table(state: EventState, pid: str) -> int | None:
    """The table the player sits at in the latest round seated: the table whose device may check them in."""
    rnd = last_seated(state)
    return next((t.number for t in rnd.tables.values() if pid in t.players), None) if rnd is not None else None


def free_table(state: EventState, rnd: Round, sizes: Iterable[int]) -> int | None:
    """A table of this round with a free seat under the event's table sizes: the smallest, lowest number
    first; None when every table is full."""
    largest = max(sizes, default=0)
    open_tables = [t for t in rnd.tables.values() if len(t.players) < largest]
    if not open_tables:
        return None
    return min(open_tables, key=lambda t: (len(t.players), t.number)).number
