"""A table reports its own leaves: the judge's rule, a report, its confirmation and the judge's overrule.

The rules are stated in ``app.event.reports``. A confirmed report is the leave itself: its entry applies
``player.out``'s effect (the same check, the same points) at the reported moment, so the table's Undo
takes it back like any leave, and the report is pending again.
"""

from __future__ import annotations

from typing import Any

from ...errors import QT_TRANSLATE_NOOP
from ...names import clean_text
from ...report_rule import read_report_rule
from ...text import Text
from ..reports import VIA, draw_secret, leave_moment, pending_at, report_rule_of, rule
from ..state import EventState, Report
from .base import Action, ActionRefused, Data, Scope, event_exists, find_table, names, require, resolve_player
from .table_actions import apply_out, check_out

REASON_LIMIT = 120  # the judge's few words on why a report was overruled


def rule_data(raw: Any) -> dict[str, Any] | None:
    """A report rule as ``event.create`` and ``event.reports`` take it, with the secret the seat codes are
    drawn from: drawn here (and kept in the log) unless given (the entry's own, checked again on a refold)."""
    if raw is None or raw is False:
        return None
    given = dict(raw) if isinstance(raw, dict) else raw
    secret = given.pop("secret", None) if isinstance(given, dict) else None
    read = read_report_rule(given)
    if isinstance(read, Text):
        raise ActionRefused(read)
    assert read is not None
    if secret is None:
        secret = draw_secret()
    require(isinstance(secret, str) and 16 <= len(secret) <= 128,
            QT_TRANSLATE_NOOP("messages", "the seat codes' secret must be 16 to 128 characters"))
    return {**read, "secret": secret}


def check_set_rule(state: EventState, data: Data) -> Data:
    """The rule; setting it again draws a new secret, so every seat code shown so far stops working."""
    event_exists(state)
    if "reports" in data:  # the entry's own data, checked again when an undo refolds the log
        return {"reports": rule_data(data["reports"]), "t": data["t"]}
    if data.get("off") is True:
        require(rule(state) is not None, QT_TRANSLATE_NOOP("messages", "the tables do not report their leaves"))
        return {"reports": None, "t": data["t"]}
    return {"reports": rule_data({k: v for k, v in data.items() if k in ("confirm_seconds", "phones", "secret")}),
            "t": data["t"]}


def apply_set_rule(state: EventState, data: Data, seq: int) -> None:
    assert state.settings is not None
    state.settings.reports = report_rule_of(data["reports"])


def describe_set_rule(state: EventState, data: Data) -> Text:
    given = data["reports"]
    if given is None:
        return Text(QT_TRANSLATE_NOOP("messages", "The tables no longer report their leaves"))
    if given["phones"]:
        return Text(QT_TRANSLATE_NOOP("messages", "The tables report their leaves, confirmed within {seconds} s; "
                                                  "players' phones may take part"),
                    {"seconds": given["confirm_seconds"]})
    return Text(QT_TRANSLATE_NOOP("messages", "The tables report their leaves, confirmed within {seconds} s"),
                {"seconds": given["confirm_seconds"]})


def _seated(state: EventState, data: Data, key: str, table_players: tuple[str, ...], number: int) -> str | None:
    ref = data.get(key)
    if ref is None:
        return None
    player = resolve_player(state, ref)
    require(player.id in table_players, Text(QT_TRANSLATE_NOOP("messages", "{name} is not seated at table {table}"),
                                            {"name": player.name, "table": number}))
    return player.id


def check_report(state: EventState, data: Data) -> Data:
    event_exists(state)
    require(rule(state) is not None, QT_TRANSLATE_NOOP(
        "messages", "the tables do not report their leaves in this event: the judge enters them"))
    table = find_table(state, data)
    already = pending_at(state, table.round, table.number)
    require(already is None, Text(QT_TRANSLATE_NOOP(
        "messages", "table {table} already has a report waiting: confirm it, or ask the judge"),
        {"table": table.number}))
    via = data.get("via", "desk")
    require(via in VIA, Text(QT_TRANSLATE_NOOP("messages", "a report comes from one of: {list}"),
                             {"list": ", ".join(VIA)}))
    by = _seated(state, data, "by", table.players, table.number)
    require(via != "phone" or by is not None, QT_TRANSLATE_NOOP("messages", "a phone reports for its own seat"))
    # The leave must be one the judge could enter now: the same check, nothing applied.
    out = check_out(state, {"round": table.round, "table": table.number, "players": data.get("players"),
                            "reason": "judge", "t": data["t"]})
    normal: Data = {"round": table.round, "table": table.number, "players": out["players"], "via": via,
                    "t": data["t"]}
    if by is not None:
        normal["by"] = by
    return normal


def apply_report(state: EventState, data: Data, seq: int) -> None:
    state.reports[seq] = Report(seq, data["round"], data["table"], tuple(data["players"]), data.get("by", ""),
                                data["via"], data["t"])


def describe_report(state: EventState, data: Data) -> Text:
    fields: dict[str, Any] = {"table": data["table"], "players": names(state, data["players"])}
    if data.get("by") in state.players:
        fields["player"] = state.players[data["by"]].name
        return Text(QT_TRANSLATE_NOOP("messages", "Table {table}: {player} reported {players} out"), fields)
    return Text(QT_TRANSLATE_NOOP("messages", "Table {table}: {players} reported out"), fields)


def _pending(state: EventState, data: Data) -> tuple[Report, Any]:
    event_exists(state)
    table = find_table(state, data)
    report = pending_at(state, table.round, table.number)
    require(report is not None, Text(QT_TRANSLATE_NOOP("messages", "table {table} has no report waiting"),
                                     {"table": table.number}))
    assert report is not None
    number = data.get("report")
    require(number is None or number == report.id, Text(QT_TRANSLATE_NOOP(
        "messages", "that report at table {table} was already settled; look at the table again"),
        {"table": table.number}))
    return report, table


def check_confirm(state: EventState, data: Data) -> Data:
    report, table = _pending(state, data)
    via = data.get("via", "desk")
    require(via in VIA, Text(QT_TRANSLATE_NOOP("messages", "a confirmation comes from one of: {list}"),
                             {"list": ", ".join(VIA)}))
    by = _seated(state, data, "by", table.players, table.number)
    # Only the desk confirms without naming a seat: at the table, a player vouches for it.
    require(via == "desk" or by is not None, Text(QT_TRANSLATE_NOOP(
        "messages", "choose who confirms: another player at table {table}"), {"table": table.number}))
    if by is not None:
        require(by != report.by, Text(QT_TRANSLATE_NOOP(
            "messages", "{name} reported this: another player at table {table} confirms it"),
            {"name": state.players[by].name, "table": table.number}))
    at = leave_moment(report, table)
    out = check_out(state, {"round": report.round, "table": report.table, "players": list(report.players),
                            "reason": "judge", "t": at})
    normal: Data = {"round": report.round, "table": report.table, "report": report.id, "players": out["players"],
                    "reason": "judge", "at": at, "via": via, "t": data["t"]}
    if by is not None:
        normal["by"] = by
    return normal


def apply_confirm(state: EventState, data: Data, seq: int) -> None:
    state.reports.pop(data["report"], None)
    apply_out(state, {**data, "t": data["at"]}, seq)


def describe_confirm(state: EventState, data: Data) -> Text:
    fields: dict[str, Any] = {"table": data["table"], "players": names(state, data["players"])}
    if data.get("by") in state.players:
        fields["player"] = state.players[data["by"]].name
        return Text(QT_TRANSLATE_NOOP("messages", "Table {table}: {players} out (reported, confirmed by {player})"),
                    fields)
    return Text(QT_TRANSLATE_NOOP("messages", "Table {table}: {players} out (reported, confirmed by the judge)"),
                fields)


def check_overrule(state: EventState, data: Data) -> Data:
    report, _table = _pending(state, data)
    given = data.get("reason")
    require(isinstance(given, str) and given.strip() != "",
            QT_TRANSLATE_NOOP("messages", "say why the report is overruled"))
    reason = clean_text(str(given), "reason", REASON_LIMIT)
    return {"round": report.round, "table": report.table, "report": report.id, "players": list(report.players),
            "reason": reason, "t": data["t"]}


def apply_overrule(state: EventState, data: Data, seq: int) -> None:
    state.reports.pop(data["report"], None)


def describe_overrule(state: EventState, data: Data) -> Text:
    return Text(QT_TRANSLATE_NOOP("messages", "Table {table}: report of {players} out overruled ({reason})"),
                {"table": data["table"], "players": names(state, data["players"]), "reason": data["reason"]})


FINAL = QT_TRANSLATE_NOOP("messages", "a report is settled by a confirmation or the judge's overrule, "
                                      "which the log keeps")
ACTIONS = [
    Action("event.reports", check_set_rule, apply_set_rule, describe_set_rule, structure=True),
    Action("result.report", check_report, apply_report, describe_report, undoable=False, final=FINAL,
           scope=Scope.TABLE, reports=True),
    # The leave itself: undone by the table's Undo like any leave, which leaves the report waiting again.
    Action("result.confirm", check_confirm, apply_confirm, describe_confirm, scope=Scope.TABLE, timers=True,
           standings=True, reports=True),
    Action("result.overrule", check_overrule, apply_overrule, describe_overrule, undoable=False, final=FINAL,
           scope=Scope.TABLE, reports=True),
]
