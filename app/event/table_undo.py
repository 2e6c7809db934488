"""What a table's own Undo button takes back: the latest action of its game still in force.

The fold keeps each table's actions in force (``Table.actions``; undone ones are never folded in), so
the answer needs no pass over the log. A round's end is not taken back from the table: only an
undo with more time can let the table play on.
"""

from __future__ import annotations

from typing import Any

from ..errors import QT_TRANSLATE_NOOP
from .actions import UNDO, ActionRefused
from .changes import TableKey
from .state import EventState, Table


def table_at(state: EventState, key: TableKey) -> Table | None:
    rnd = state.rounds.get(key[0])
    return rnd.tables.get(key[1]) if rnd is not None else None


def undo_target(state: EventState, key: TableKey) -> int | None:
    """The entry the table's Undo takes back, or None when there is nothing to take back."""
    table = table_at(state, key)
    return table.actions[-1] if table is not None and table.actions else None


def check_table_undo(state: EventState, key: TableKey) -> int:
    """The entry to undo for the table's Undo button, or ActionRefused saying why there is none."""
    target = undo_target(state, key)
    if target is None:
        raise ActionRefused(QT_TRANSLATE_NOOP(
            "messages", "Nothing to undo at table {table}: no action of its game is left to take back."),
            fields={"table": key[1]})
    table = table_at(state, key)
    assert table is not None
    leave = next((leave for leave in reversed(table.leaves) if leave.seq == target), None)
    if leave is not None and leave.reason == "round":
        # The core takes a round's end back only with more time (README, "Time, clocks and restarts").
        raise ActionRefused(QT_TRANSLATE_NOOP(
            "messages", "Table {table}'s round is over, so Undo cannot bring its players back by itself. "
                        "To let the table play on, give it more time: Round ▸ Extend a table…"),
            fields={"table": key[1]})
    return target


def extension(state: EventState, key: TableKey, minutes: int) -> tuple[str, dict[str, Any]]:
    """The action that gives a table more time: ``round.extend``, or, once its round is over, the undo
    of the round's end with the minutes (one entry that lets the table play on)."""
    target = undo_target(state, key)
    table = table_at(state, key)
    leave = next((leave for leave in reversed(table.leaves) if leave.seq == target), None) if table else None
    if leave is not None and leave.reason == "round":
        return UNDO, {"entry": target, "minutes": minutes}
    return "round.extend", {"round": key[0], "table": key[1], "minutes": minutes}
