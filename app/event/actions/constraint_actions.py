"""The judge's seating constraints: keep players apart, fix a player to a table or seat, accessible tables.

Each constraint is one entry and gets an id (``c1``, ``c2``, ...); ``constraint.remove`` takes one
away (a new entry; Undo works too). A constraint that contradicts one already set (two players fixed
to one seat, players kept apart who are fixed to one table) is refused at once, in plain words; what
only a round's own numbers forbid (fewer tables than players to keep apart) is left to the seating,
which then says which constraint it broke and why (``app.seating.constraints``).
"""

from __future__ import annotations

import unicodedata
from typing import Any

from ...errors import QT_TRANSLATE_NOOP
from ...names import DIRECTION_CONTROLS
from ...seating import constraints as sc
from ...seating.constraints import Constraint
from ...seating.sizes import FIVE
from ...short_quote import quoted
from ...text import Text
from ..seating_constraints import active_constraints, describe_constraint
from ..state import EventState
from .base import Action, ActionRefused, Data, event_exists, integer, names, require, resolve_player, resolve_players

REASON_LENGTH = 80
MAX_TABLE = 999


def _reason(data: Data) -> str:
    raw = data.get("reason", "")
    if raw is None:
        return ""
    require(isinstance(raw, str), QT_TRANSLATE_NOOP("messages", "the reason must be text"))
    text = unicodedata.normalize("NFC", raw)
    for char in text:
        require(char not in DIRECTION_CONTROLS and unicodedata.category(char) not in ("Cc", "Cs"),
                QT_TRANSLATE_NOOP(
                    "messages", "the reason holds an invisible or control character (such as a line "
                                "break); type it again without it"))
    text = " ".join(text.split())
    require(len(text) <= REASON_LENGTH, Text(QT_TRANSLATE_NOOP(
                                            "messages", "the reason is {count} characters long; it may "
                                                        "have at most {most}"),
                                            {"count": len(text), "most": REASON_LENGTH}))
    return text


def _new_id(state: EventState, data: Data) -> str:
    given = data.get("constraint")
    if given is not None:
        require(isinstance(given, str) and given.strip() != "" and len(given) <= 40,
                QT_TRANSLATE_NOOP("messages", "a constraint id must be short non-empty text"))
        require(given not in state.constraints, Text(QT_TRANSLATE_NOOP(
                                                    "messages", "constraint {given} already exists"),
                                                    {"given": quoted(given)}))
        return str(given)
    number = len(state.constraints) + 1
    while f"c{number}" in state.constraints:
        number += 1
    return f"c{number}"


def _seated_player(state: EventState, ref: Any) -> str:
    player = resolve_player(state, ref)
    require(not player.dropped, Text(QT_TRANSLATE_NOOP(
                                    "messages", "{name} has been dropped and is never seated again"),
                                    {"name": player.name}))
    return player.id


def _largest_table(state: EventState) -> int:
    assert state.settings is not None
    return max((*state.settings.table_sizes, FIVE))


def _fixed(state: EventState) -> dict[str, Constraint]:
    return {c.player: c for c in active_constraints(state) if c.kind == sc.FIX}


def _table(data: Data) -> int:
    number = integer(data, "table", "the table number", minimum=1)
    require(number <= MAX_TABLE, Text(QT_TRANSLATE_NOOP("messages", "the table number must be at most {most}"),
                                     {"most": MAX_TABLE}))
    return number


def check_keep_apart(state: EventState, data: Data) -> Data:
    event_exists(state)
    raw = data.get("players")
    require(isinstance(raw, list) and len(raw) >= 2, QT_TRANSLATE_NOOP(
                                                         "messages", "keep apart needs at least two players"))
    ids = resolve_players(state, raw)
    for pid in ids:
        _seated_player(state, pid)
    for c in active_constraints(state):
        if c.kind == sc.APART and set(c.players) == set(ids):
            raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "{players} are already kept apart"),
                                    {"players": names(state, ids)}))
    fixed = _fixed(state)
    at: dict[int, list[str]] = {}
    for pid in ids:
        if pid in fixed and fixed[pid].table is not None:
            at.setdefault(fixed[pid].table, []).append(pid)  # type: ignore[arg-type]
    for number, together in sorted(at.items()):
        require(len(together) < 2, Text(QT_TRANSLATE_NOOP(
                                       "messages", "{players} are both fixed to table {number}; they "
                                                   "cannot also be kept apart (remove one of those first)"),
                                       {"players": names(state, together), "number": number}))
    return {"constraint": _new_id(state, data), "players": list(ids), "reason": _reason(data), "t": data["t"]}


def check_fix(state: EventState, data: Data) -> Data:
    event_exists(state)
    pid = _seated_player(state, data.get("player"))
    name = state.players[pid].name
    table = _table(data)
    seat = integer(data, "seat", "the seat number", minimum=1) if data.get("seat") is not None else None
    largest = _largest_table(state)
    require(seat is None or seat <= largest, Text(QT_TRANSLATE_NOOP(
                                                 "messages", "no table seats more than {largest} "
                                                             "players, so there is no seat {seat}"),
                                                 {"largest": largest, "seat": seat}))
    fixed = _fixed(state)
    if pid in fixed:
        raise ActionRefused(Text(QT_TRANSLATE_NOOP(
                                "messages", "{name} is already fixed to table {table} (remove that first)"),
                                {"name": name, "table": fixed[pid].table}))
    others = [c for c in fixed.values() if c.table == table]
    require(len(others) < largest, Text(QT_TRANSLATE_NOOP(
                                       "messages", "{count} players are already fixed to table {table}, "
                                                   "and no table seats more than {largest}"),
                                       {"count": len(others), "table": table, "largest": largest}))
    for c in others:
        require(seat is None or c.seat != seat,
                Text(QT_TRANSLATE_NOOP("messages", "seat {seat} of table {table} is already {other}'s"),
                     {"seat": seat, "table": table, "other": state.players[c.player].name}))
        for apart in active_constraints(state):
            if apart.kind == sc.APART and pid in apart.players and c.player in apart.players:
                raise ActionRefused(Text(QT_TRANSLATE_NOOP(
                                        "messages", "{name} and {other} are kept apart, so they cannot "
                                                    "both sit at table {table}"),
                                        {"name": name, "other": state.players[c.player].name, "table": table}))
    return {"constraint": _new_id(state, data), "player": pid, "table": table, "seat": seat,
            "reason": _reason(data), "t": data["t"]}


def check_accessible(state: EventState, data: Data) -> Data:
    event_exists(state)
    table = _table(data)
    for c in active_constraints(state):
        if c.kind == sc.ACCESSIBLE and c.table == table:
            raise ActionRefused(QT_TRANSLATE_NOOP("messages", "table {table} is already accessible"),
                                fields={"table": table})
    return {"constraint": _new_id(state, data), "table": table, "reason": _reason(data), "t": data["t"]}


def check_needs_access(state: EventState, data: Data) -> Data:
    event_exists(state)
    pid = _seated_player(state, data.get("player"))
    for c in active_constraints(state):
        if c.kind == sc.NEEDS_ACCESS and c.player == pid:
            raise ActionRefused(QT_TRANSLATE_NOOP("messages", "{name} already needs an accessible table"),
                                fields={"name": state.players[pid].name})
    return {"constraint": _new_id(state, data), "player": pid, "reason": _reason(data), "t": data["t"]}


def check_remove(state: EventState, data: Data) -> Data:
    event_exists(state)
    cid = data.get("constraint")
    c = state.constraints.get(cid) if isinstance(cid, str) else None
    require(c is not None, Text(QT_TRANSLATE_NOOP("messages", "there is no seating constraint {cid}"),
                               {"cid": quoted(cid)}))
    assert c is not None
    require(c.active, Text(QT_TRANSLATE_NOOP("messages", "that constraint ({constraint}) was already removed"),
                           {"constraint": describe_constraint(state, c)}))
    return {"constraint": c.id, "t": data["t"]}


def _adder(kind: str) -> Any:
    def apply(state: EventState, data: Data, seq: int) -> None:
        players = tuple(data["players"]) if "players" in data else (data["player"],) if "player" in data else ()
        state.constraints[data["constraint"]] = Constraint(
            data["constraint"], kind, players, data.get("table"), data.get("seat"), data.get("reason", ""), seq)
    return apply


def _describer(kind: str) -> Any:
    def describe(state: EventState, data: Data) -> Text:
        players = tuple(data["players"]) if "players" in data else (data["player"],) if "player" in data else ()
        c = Constraint(data["constraint"], kind, players, data.get("table"), data.get("seat"), data.get("reason", ""))
        return Text(QT_TRANSLATE_NOOP("messages", "Seating constraint: {constraint}"),
                    {"constraint": describe_constraint(state, c)})
    return describe


def apply_remove(state: EventState, data: Data, seq: int) -> None:
    state.constraints[data["constraint"]].removed_seq = seq


def describe_remove(state: EventState, data: Data) -> Text:
    c = state.constraints.get(data["constraint"])
    return Text(QT_TRANSLATE_NOOP("messages", "Seating constraint removed: {constraint}"),
                {"constraint": describe_constraint(state, c) if c is not None else data["constraint"]})


ACTIONS = [
    Action(f"constraint.{name}", check, _adder(kind), _describer(kind), structure=True)
    for name, check, kind in (("keep_apart", check_keep_apart, sc.APART), ("fix", check_fix, sc.FIX),
                              ("accessible", check_accessible, sc.ACCESSIBLE),
                              ("needs_access", check_needs_access, sc.NEEDS_ACCESS))
] + [Action("constraint.remove", check_remove, apply_remove, describe_remove, structure=True)]
