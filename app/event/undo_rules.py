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
from ..text import QT_TRANSLATE_NOOP, Text
from .actions import ACTIONS
from .actions.base import ActionRefused, Data, integer, names, require
from .automatic import due_leaves, minutes_to_play_on
from .fold import LaterEntryRefused
from .state import EventState


def named(state: EventState, entry: Entry) -> Text:
    """An action as the history shows it, in quotes ("Round 2 seated: 3 tables"): the judge knows the
    history's lines, not the log's entry numbers."""
    try:
        return quoted_line(ACTIONS[entry.kind].describe(state, dict(entry.data)))
    except (KeyError, TypeError, ValueError, AttributeError):
        return Text(QT_TRANSLATE_NOOP("messages", "that action"))


def quoted_line(line: str | Text) -> Text:
    return Text(QT_TRANSLATE_NOOP("messages", "“{action}”"), {"action": line})


def is_round_end(entry: Entry) -> bool:
    return entry.kind == "player.out" and entry.data.get("reason") == "round"


def normal_undo(state: EventState, undone: Entry, data: Data) -> Data:
    """The undo's data as it will be logged; refuses a round end undone without an extension."""
    normal: Data = {"entry": undone.seq, "t": data["t"]}
    if "minutes" in data:
        require(is_round_end(undone), Text(QT_TRANSLATE_NOOP(
                                          "messages", "more minutes go only with taking back a round's "
                                                      "end (they extend that table's round); {action} is "
                                                      "not one"),
                                          {"action": named(state, undone)}))
        normal["minutes"] = integer(data, "minutes", "the extension in minutes", minimum=1)
    elif is_round_end(undone):
        leave = undone.data
        need = minutes_to_play_on(state, leave["round"], leave["table"], data["t"])
        raise ActionRefused(
            Text(QT_TRANSLATE_NOOP(
                "messages", "{action} is the end of the round at table {table} ({players} still in then); "
                            "taken back on its own, the round clock would end it again. To let the table "
                            "play on, give it at least {need} more minutes (Round ▸ Extend a table…): "
                            "its round then ends that much later than it did"),
                {"action": named(state, undone), "table": leave["table"], "players": names(state, leave["players"]),
                 "need": need}))
    return normal


def depends_message(state: EventState, undone: Entry, err: LaterEntryRefused, logged: int,
                    later: Entry | None = None) -> Text:
    """Why an undo is refused: a later action no longer holds without the undone one (both named as the
    history shows them; ``later``, the action that no longer holds, is described on ``state``, where
    everything it names still exists)."""
    reason = _ids_as_names(state, err.reason)
    if err.seq > logged:  # a leave the clocks make due now, written with the undo or not at all
        return Text(QT_TRANSLATE_NOOP("messages", "{action} cannot be undone: {later}, due now, depends on it "
                                      "({reason})"),
                    {"action": named(state, undone), "later": err.described, "reason": reason})
    other = named(state, later) if later is not None else quoted_line(err.described)
    return Text(QT_TRANSLATE_NOOP("messages", "{action} cannot be undone: a later action depends on it, {later} "
                                  "({reason}); undo {later} first"),
                {"action": named(state, undone), "later": other, "reason": reason})


def _ids_as_names(state: EventState, reason: str | Text) -> str | Text:
    """A later action's reason names players by id when the undo took them away ("no player 'p1' is
    registered"); the judge knows them by name, and ``state`` (before the undo) still has it. (Such a
    reason is said in English: its fields are the ids.)"""
    said = str(reason)
    for pid, player in state.players.items():
        if f"'{pid}'" in said:
            said = said.replace(f"'{pid}'", player.name)
    return reason if said == str(reason) else said


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
            Text(QT_TRANSLATE_NOOP(
                "messages", "{minutes} more minute(s) are not enough for table {table}: they count from "
                            "its round's end, so its round would have ended again before now; give at "
                            "least {need}"),
                {"minutes": normal['minutes'], "table": leave['table'], "need": need}))
    raise ActionRefused(
        Text(QT_TRANSLATE_NOOP(
            "messages", "{action} cannot be undone: without it the clocks would have put {players} out "
                        "{why} at {when}, before actions taken since"),
            {"action": named(after, undone), "players": names(after, due["players"]), "why": _why(due),
             "when": _when(after, due)}))


def _why(leave: dict[str, Any]) -> Text:
    return Text(QT_TRANSLATE_NOOP("messages", "on time") if leave["reason"] == "time"
                else QT_TRANSLATE_NOOP("messages", "at the round's end"))


def _when(state: EventState, leave: dict[str, Any]) -> Text:
    started = state.rounds[leave["round"]].started_at
    return Text(QT_TRANSLATE_NOOP("messages", "{clock} into round {round}"),
                {"clock": clock_text(leave["t"] - (started or 0)), "round": leave["round"]})
