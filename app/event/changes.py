"""What one commit changed, as the session reports it (Anki's OpChanges).

``EventSession.do`` and ``catch_up`` return a ``Change``: the entries just committed and a summary of
what they touched, read from each action's flags. A window repaints what the summary names and
works out nothing about the rules itself; the hall's publisher (``app.hall.publish``) rebuilds the
pages it names from the same ``Change``, so the desk and the phones never disagree on what changed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..eventlog.entry import Entry
from .actions import ACTIONS, UNDO, Action, Scope
from .state import EventState

TableKey = tuple[int, int]  # (round, table)


@dataclass(frozen=True)
class Change:
    entries: tuple[Entry, ...] = ()  # committed, in log order
    tables: frozenset[TableKey] = frozenset()  # tables whose game or clocks changed
    standings: bool = False  # points, ratings or the standings may read differently
    structure: bool = False  # players, names, rounds, tables, seats or settings changed: rebuild
    round_clock: bool = False  # the round clock reads differently
    undone: tuple[int, ...] = ()  # entries newly undone
    calls: bool = False  # the queue of judge calls changed (or its ages' reading, on a wake-up)
    announcements: bool = False  # the announcements up changed: every page and device shows them
    reports: bool = False  # a leave reported at a table is waiting, or no longer (the players' page says so)

    @property
    def empty(self) -> bool:
        return not (self.entries or self.tables or self.standings or self.structure or self.round_clock
                    or self.undone or self.calls or self.announcements or self.reports)

    @property
    def players_page(self) -> bool:
        """Whether the hall's players' page reads differently: its table lines show points and the
        round clock, so a table's own clock action (a decision, a pause) leaves it as it was."""
        return self.standings or self.round_clock or self.structure or self.announcements or self.reports

    def in_round(self, number: int | None) -> frozenset[int]:
        """The numbers of the tables this change touched in round ``number``."""
        return frozenset(table for rnd, table in self.tables if rnd == number)

    @property
    def entry(self) -> Entry | None:
        """The last entry committed (for ``do``, the action's own entry), or None."""
        return self.entries[-1] if self.entries else None

    def merge(self, later: Change) -> Change:
        """This change followed by ``later``, as one."""
        return Change(self.entries + later.entries, self.tables | later.tables, self.standings or later.standings,
                      self.structure or later.structure, self.round_clock or later.round_clock,
                      self.undone + later.undone, self.calls or later.calls,
                      self.announcements or later.announcements, self.reports or later.reports)

    __or__ = merge


EMPTY = Change()


def table_key(data: Mapping[str, Any]) -> TableKey | None:
    rnd, table = data.get("round"), data.get("table")
    if isinstance(rnd, int) and isinstance(table, int):
        return rnd, table
    return None


def touched(action: Action, data: Mapping[str, Any], state: EventState) -> Change:
    """What an entry of ``action`` with ``data`` touches in ``state`` (without the entry itself).

    A round action that drives player timers (a round pause) touches every table of its round; an
    action on every table at once (holding the timers after a fault) every table of the current round.
    """
    key = table_key(data) if action.scope is Scope.TABLE else None
    tables = frozenset({key}) if key is not None else frozenset()
    if action.scope is Scope.ROUND and action.timers:
        rnd = state.rounds.get(data.get("round"))  # type: ignore[arg-type]
        tables = frozenset((rnd.number, number) for number in rnd.tables) if rnd is not None else tables
    if action.every_table and state.current_round is not None:
        current = state.current_round
        tables = frozenset((current.number, number) for number in current.tables)
    if action.reaches is not None:
        tables |= action.reaches(state, data)
    return Change(tables=tables, standings=action.standings,
                  structure=action.structure or (action.scope is Scope.TABLE and key is None),
                  round_clock=action.round_clock, calls=action.calls, announcements=action.announcements,
                  reports=action.reports)


def change_of(entry: Entry, state: EventState, target: Entry | None = None) -> Change:
    """The change one committed entry made; an undo needs the entry it undid (``target``).

    Undoing a table's action touches what the action touched; undoing anything else means the
    state was folded again, so everything is to be read again.
    """
    if entry.kind != UNDO:
        return Change(entries=(entry,)) | touched(ACTIONS[entry.kind], entry.data, state)
    undone = (entry.data["entry"],)
    action = ACTIONS.get(target.kind) if target is not None else None
    if action is None or action.scope is not Scope.TABLE:
        return Change(entries=(entry,), standings=True, structure=True, round_clock=True, undone=undone, calls=True,
                      announcements=True, reports=True)
    # An undo may give a table its round time back (the undo of a round's end with more minutes).
    return Change(entries=(entry,), undone=undone, round_clock=True) | touched(action, target.data, state)  # type: ignore[union-attr]
