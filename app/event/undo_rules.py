"""What an undo may take back when the clocks are involved (README, "Time, clocks and restarts").

An undo is judged by folding the log again with it, strictly: every later entry must still hold.
Beyond that, the clocks must not make a leave due at or before the undo's moment: it could only be
dated before the undo, and the log, which reads in time order, could then take nothing more.

* A time-out (leave for time) can be undone: the player stays in with the main timer as it stood
  (``apply_undone_leave``), so the clocks do not make it due again.
* A round-end leave can be undone only with ``minutes``: an extension that lets the table play on
  past the undo's moment. Without it the round clock would end the table again at once.
* Anything a later clock-made leave was based on (an auction, a decision or a correction before a
  time-out; a leave before a round end) cannot be undone while that leave stands: the message names
  it, and undoing it first lifts the refusal.
"""

from __future__ import annotations

from typing import Any

from ..clocks.clock_text import clock_text
from ..eventlog.entry import Entry
from .actions import ACTIONS
from .actions.base import ActionRefused, Data, integer, names, require
from .automatic import due_leaves, minutes_to_play_on
from .fold import LaterEntryRefused
from .state import EventState


def named(state: EventState, entry: Entry) -> str:
    """An action as the history shows it, in quotes ("Round 2 seated: 3 tables"): the judge knows the
    history's lines, not the log's entry numbers."""
    try:
        return f"“{ACTIONS[entry.kind].describe(state, dict(entry.data))}”"
    except (KeyError, TypeError, ValueError, AttributeError):
        return "that action"


def is_round_end(entry: Entry) -> bool:
    return entry.kind == "player.out" and entry.data.get("reason") == "round"


def normal_undo(state: EventState, undone: Entry, data: Data) -> Data:
    """The undo's data as it will be logged; refuses a round end undone without an extension."""
    normal: Data = {"entry": undone.seq, "t": data["t"]}
    if "minutes" in data:
        require(is_round_end(undone), "more minutes go only with taking back a round's end (they extend that "
                                      f"table's round); {named(state, undone)} is not one")
        normal["minutes"] = integer(data, "minutes", "the extension in minutes", minimum=1)
    elif is_round_end(undone):
        leave = undone.data
        need = minutes_to_play_on(state, leave["round"], leave["table"], data["t"])
        raise ActionRefused(
            f"{named(state, undone)} is the end of the round at table {leave['table']} "
            f"({names(state, leave['players'])} still in then); taken back on its own, the round clock would end "
            f"it again. To let the table play on, give it at least {need} more minutes (Round ▸ Extend a table…): "
            "its round then ends that much later than it did")
    return normal


def depends_message(state: EventState, undone: Entry, err: LaterEntryRefused, logged: int,
                    later: Entry | None = None) -> str:
    """Why an undo is refused: a later action no longer holds without the undone one (both named as the
    history shows them; ``later``, the action that no longer holds, is described on ``state``, where
    everything it names still exists)."""
    reason = _ids_as_names(state, err.reason)
    if err.seq > logged:  # a leave the clocks make due now, written with the undo or not at all
        return f"{named(state, undone)} cannot be undone: {err.described}, due now, depends on it ({reason})"
    other = named(state, later) if later is not None else f"“{err.described}”"
    return (f"{named(state, undone)} cannot be undone: a later action depends on it, {other} "
            f"({reason}); undo {other} first")


def _ids_as_names(state: EventState, reason: str) -> str:
    """A later action's reason names players by id when the undo took them away ("no player 'p1' is
    registered"); the judge knows them by name, and ``state`` (before the undo) still has it."""
    for pid, player in state.players.items():
        if f"'{pid}'" in reason:
            reason = reason.replace(f"'{pid}'", player.name)
    return reason


def check_nothing_due(after: EventState, undone: Entry, normal: Data) -> None:
    """Refuse the undo if, with it, the clocks would make a leave due at or before its moment."""
    t: int = normal["t"]
    due = due_leaves(after, t)
    if due is None:
        return
    leave = undone.data
    if is_round_end(undone) and due["reason"] == "round" and (due["round"], due["table"]) == (
            leave["round"], leave["table"]):
        need = normal["minutes"] + minutes_to_play_on(after, leave["round"], leave["table"], t)
        raise ActionRefused(
            f"{normal['minutes']} more minute(s) are not enough for table {leave['table']}: they count from its "
            f"round's end, so its round would have ended again before now; give at least {need}")
    raise ActionRefused(
        f"{named(after, undone)} cannot be undone: without it the clocks would have put "
        f"{names(after, due['players'])} out {_why(due)} at {_when(after, due)}, before actions taken since")


def _why(leave: dict[str, Any]) -> str:
    return "on time" if leave["reason"] == "time" else "at the round's end"


def _when(state: EventState, leave: dict[str, Any]) -> str:
    started = state.rounds[leave["round"]].started_at
    return f"{clock_text(leave['t'] - (started or 0))} into round {leave['round']}"
