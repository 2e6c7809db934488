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
from .actions.base import ActionRefused, Data, integer, names, require
from .automatic import due_leaves, minutes_to_play_on
from .fold import LaterEntryRefused
from .state import EventState


def is_round_end(entry: Entry) -> bool:
    return entry.kind == "player.out" and entry.data.get("reason") == "round"


def normal_undo(state: EventState, undone: Entry, data: Data) -> Data:
    """The undo's data as it will be logged; refuses a round end undone without an extension."""
    normal: Data = {"entry": undone.seq, "t": data["t"]}
    if "minutes" in data:
        require(is_round_end(undone), "minutes goes only with the undo of a round's end (it extends that table's "
                                      f"round); entry {undone.seq} is not one")
        normal["minutes"] = integer(data, "minutes", "the extension in minutes", minimum=1)
    elif is_round_end(undone):
        leave = undone.data
        need = minutes_to_play_on(state, leave["round"], leave["table"], data["t"])
        raise ActionRefused(
            f"entry {undone.seq} is the end of the round at table {leave['table']} "
            f"({names(state, leave['players'])} still in then); on its own the round clock would end it again. "
            f'To let the table play on, undo it with an extension: "minutes": {need} or more '
            "(the table's round then ends that much later than it did)")
    return normal


def depends_message(target: int, err: LaterEntryRefused, logged: int) -> str:
    """Why an undo is refused: a later entry no longer holds without the undone one."""
    if err.seq > logged:  # a leave the clocks make due now, written with the undo or not at all
        return f"entry {target} cannot be undone: {err.described}, due now, depends on it ({err.reason})"
    return (f"entry {target} cannot be undone: a later action depends on it: entry {err.seq} "
            f"({err.described}): {err.reason}; undo entry {err.seq} first")


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
            f"entry {undone.seq} cannot be undone with {normal['minutes']} more minute(s): the round at table "
            f"{leave['table']} would have ended again before now; give at least {need}")
    raise ActionRefused(
        f"entry {undone.seq} cannot be undone: without it the clocks put {names(after, due['players'])} out "
        f"{_why(due)} at {_when(after, due)}, before later entries in the log")


def _why(leave: dict[str, Any]) -> str:
    return "on time" if leave["reason"] == "time" else "at the round's end"


def _when(state: EventState, leave: dict[str, Any]) -> str:
    started = state.rounds[leave["round"]].started_at
    return f"{clock_text(leave['t'] - (started or 0))} into round {leave['round']}"
