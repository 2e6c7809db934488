"""Calling a judge to a table: ``call.raise`` from the table (its device, a seated player, or the desk for
them), ``call.take`` and ``call.done`` by a judge (the desk or a station). Issue 27, part 3.

Each is a logged entry like any action, so the history says who called, why, who took it and when it
was over, and a standby copy or a station that takes over has the same queue. None can be undone: a
call raised by mistake is closed with Done, which says as much in the log.

A call belongs to a table number (the physical table), with the round it was called in: one open call
per table at a time, so a second tap is refused ("A judge is already called") instead of queueing the
same table twice. Its entries carry the round being played when that table is seated in it, so the
table's device view (rebuilt for the tables a ``Change`` names) shows the call's state.
"""

from __future__ import annotations

from ...clocks.errors import ClockRefused
from ...errors import QT_TRANSLATE_NOOP
from ...names import clean_text
from ...text import Text
from ..state import Call, EventState
from .base import Action, Data, Scope, event_exists, find_table, require, resolve_player

# The reasons a caller chooses from (key -> the words the queue shows).
REASONS: dict[str, str] = {
    "rules": QT_TRANSLATE_NOOP("view", "Rules question"),
    "dispute": QT_TRANSLATE_NOOP("view", "Dispute"),
    "time": QT_TRANSLATE_NOOP("view", "Time"),
    "other": QT_TRANSLATE_NOOP("view", "Other"),
    # Written by the session when a leave reported at the table is not confirmed in time (app.event.reports).
    "report": QT_TRANSLATE_NOOP("view", "Report not confirmed"),
}
NOTE_LIMIT = 80  # a few words for the judge walking over, not a message


def open_call_at(state: EventState, table: int) -> Call | None:
    return next((call for call in state.calls.values() if call.table == table), None)


def _round_for(state: EventState, call: Call) -> int:
    """The round whose table view shows the call: the round being played if the table is seated in it."""
    current = state.current_round
    return current.number if current is not None and call.table in current.tables else call.round


def check_raise(state: EventState, data: Data) -> Data:
    event_exists(state)
    table = find_table(state, data)
    reason = data.get("reason")
    require(isinstance(reason, str) and reason in REASONS,
            Text(QT_TRANSLATE_NOOP("messages", "the reason for calling a judge must be one of: {list}"),
                {"list": ', '.join(key for key in REASONS if key != "report")}))
    note = data.get("note", "")
    require(isinstance(note, str), QT_TRANSLATE_NOOP("messages", "the note must be text"))
    note = clean_text(note, "note", NOTE_LIMIT, empty_ok=True)
    by = data.get("by")
    if by is not None:
        player = resolve_player(state, by)
        require(player.id in table.players, Text(QT_TRANSLATE_NOOP(
                                                "messages", "{name} is not seated at table {table}"),
                                                {"name": player.name, "table": table.number}))
        by = player.id
    already = open_call_at(state, table.number)
    require(already is None, Text(QT_TRANSLATE_NOOP("messages", "A judge is already called to table {table}"),
                                 {"table": table.number}))
    normal: Data = {"round": table.round, "table": table.number, "reason": reason, "t": data["t"]}
    if note:
        normal["note"] = note
    if by is not None:
        normal["by"] = by
    return normal


def apply_raise(state: EventState, data: Data, seq: int) -> None:
    state.calls[seq] = Call(seq, data["round"], data["table"], data["reason"], data.get("note", ""), data["t"],
                            data.get("by", ""))
    if data["reason"] == "report":
        for report in state.reports.values():
            if report.table == data["table"]:
                report.called = True
    _judge_time(state, data, start=True)


def _judge_time(state: EventState, data: Data, start: bool) -> None:
    """Under the rules' judge time, a call stops the table's clocks until it is done (TimerRules.judge_time).
    A call the clocks cannot stop for (a time-out not recorded yet, the game over) is a call all the same."""
    if state.settings is None or not state.settings.rules.judge_time:
        return
    rnd = state.rounds.get(data["round"])
    table = rnd.tables.get(data["table"]) if rnd is not None else None
    if table is None or table.clock is None or table.clock.judge_called != (not start):
        return
    try:
        table.clock = table.clock.call_judge(data["t"]) if start else table.clock.judge_done(data["t"])
    except ClockRefused:
        return
    # The call touched the player timers: the moment the fold's holds and the kept actions' floor go by.
    table.clock_run, table.clock_t = data.get("run"), data["t"]


def describe_raise(state: EventState, data: Data) -> Text:
    by = data.get("by")
    reason = Text(REASONS[data["reason"]], context="view") if data["reason"] in REASONS else data["reason"]
    fields = {"table": data["table"], "reason": reason, "note": data.get("note", "")}
    if isinstance(by, str) and by in state.players:
        fields["player"] = state.players[by].name
        return Text(QT_TRANSLATE_NOOP("messages", "Table {table}: judge called by {player} ({reason}: {note})")
                    if data.get("note") else
                    QT_TRANSLATE_NOOP("messages", "Table {table}: judge called by {player} ({reason})"), fields)
    return Text(QT_TRANSLATE_NOOP("messages", "Table {table}: judge called ({reason}: {note})") if data.get("note")
                else QT_TRANSLATE_NOOP("messages", "Table {table}: judge called ({reason})"), fields)


def _find_call(state: EventState, data: Data) -> Call:
    """The open call named by its number (``call``: the seq that raised it) or by its table (``table``)."""
    event_exists(state)
    number = data.get("call")
    if number is not None:
        require(isinstance(number, int) and not isinstance(number, bool) and number in state.calls,
                Text(QT_TRANSLATE_NOOP("messages", "there is no open judge call {number}"), {"number": number}))
        return state.calls[number]
    table = data.get("table")
    require(isinstance(table, int) and not isinstance(table, bool),
            QT_TRANSLATE_NOOP("messages", "name the call, or its table's number"))
    call = open_call_at(state, table)  # type: ignore[arg-type]
    require(call is not None, Text(QT_TRANSLATE_NOOP("messages", "no judge is called to table {table}"),
                                  {"table": table}))
    return call  # type: ignore[return-value]


def _judge(data: Data) -> str | None:
    judge = data.get("judge")
    if judge is None:
        return None
    require(isinstance(judge, str), QT_TRANSLATE_NOOP("messages", "the judge's name must be text"))
    return clean_text(judge, "judge's name")


def check_take(state: EventState, data: Data) -> Data:
    call = _find_call(state, data)
    require(call.taken_by is None, Text(QT_TRANSLATE_NOOP(
                                       "messages", "the call from table {table} was already taken by "
                                                   "{taken_by}"),
                                       {"table": call.table, "taken_by": call.taken_by}))
    normal: Data = {"call": call.id, "round": _round_for(state, call), "table": call.table, "t": data["t"]}
    judge = _judge(data)
    if judge:
        normal["judge"] = judge
    return normal


def taker(state: EventState, data: Data) -> str:
    """Who took the call, in words: the judge's own name if given, else the station's, else the desk."""
    if data.get("judge"):
        return str(data["judge"])
    station = state.stations.get(data.get("station"))  # type: ignore[arg-type]
    return station.name if station is not None else "the desk"


def _taker_said(state: EventState, data: Data) -> str | Text:
    said = taker(state, data)
    return Text(QT_TRANSLATE_NOOP("messages", "the desk")) if said == "the desk" and not data.get("judge") else said


def apply_take(state: EventState, data: Data, seq: int) -> None:
    call = state.calls[data["call"]]
    call.taken_by, call.taken_t = taker(state, data), data["t"]


def check_done(state: EventState, data: Data) -> Data:
    call = _find_call(state, data)
    return {"call": call.id, "round": _round_for(state, call), "table": call.table, "t": data["t"]}


def apply_done(state: EventState, data: Data, seq: int) -> None:
    del state.calls[data["call"]]
    _judge_time(state, data, start=False)


FINAL = QT_TRANSLATE_NOOP("messages", "a judge call is closed with Done, which the log keeps")
ACTIONS = [
    Action("call.raise", check_raise, apply_raise, describe_raise, undoable=False, final=FINAL,
           scope=Scope.TABLE, calls=True),
    Action("call.take", check_take, apply_take,
           lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Table {table}: judge call taken by {judge}"),
                             {"table": d["table"], "judge": _taker_said(s, d)}),
           undoable=False, final=FINAL, scope=Scope.TABLE, calls=True),
    Action("call.done", check_done, apply_done,
           lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Table {table}: judge call done"), {"table": d["table"]}),
           undoable=False, final=FINAL, scope=Scope.TABLE, calls=True),
]
