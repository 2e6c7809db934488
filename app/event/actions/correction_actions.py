"""``game.correct``: the judge amends a finished game's result, at any later time, with a reason.

The data names the table (``round``, ``table``), the corrected finishing ``order`` (groups of players who
left together, first out first; the winner last, and may be left out) and the judge's ``reason``. From
the entry on, the corrected result is the table's result: its points, the ratings that chain from it
into every later game, and the standings are computed from it, as from any result. Nothing else is
redone: the later rounds' seating is in the log as it was played.

When each corrected group left: the moments of the game as played, in turn (the first group out left
when the first group left, and so on), and the group whose leaving ends the game at the game's end.
So the table's length stands as played, and a player's time at the table (contribution's bonus) is the
table's time at their group's moment, exactly as a game played that way from the start would give.

A correction may be corrected again (the latest stands) and undone (the result before it stands again).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from typing import Any

from ...errors import QT_TRANSLATE_NOOP
from ...names import DIRECTION_CONTROLS
from ...text import Text
from ..state import Correction, EventState, Leave, Table
from .base import Action, ActionRefused, Data, Scope, find_table, names, require, resolve_player

KIND = "game.correct"
MAX_REASON = 200  # characters: a line of the history and of the exports, not a report


def clean_reason(text: str) -> str:
    """The reason as it is logged: NFC, spaces collapsed, no control or direction characters (as names,
    ``app.names``: a line break or a right-to-left mark would make the history read as something else)."""
    reason = unicodedata.normalize("NFC", text)
    for char in reason:
        if char in DIRECTION_CONTROLS:
            raise ActionRefused(Text(QT_TRANSLATE_NOOP(
                                    "messages", "the reason holds an invisible direction mark (U+{code}); "
                                                "type it again without it"),
                                    {"code": f"{ord(char):04X}"}))
        if unicodedata.category(char) in ("Cc", "Cs") and char not in "\t\n\r":
            raise ActionRefused(Text(QT_TRANSLATE_NOOP(
                                    "messages", "the reason holds an invisible control character "
                                                "(U+{code}); type it again without it"),
                                    {"code": f"{ord(char):04X}"}))
    # Tabs and line breaks are spaces here: a reason pasted over two lines is still one reason.
    return " ".join(reason.split())


def admit_reason(data: Data) -> Data:
    reason = data.get("reason")
    return {**data, "reason": clean_reason(reason)} if isinstance(reason, str) else data


def check_correct(state: EventState, data: Data) -> Data:
    table = find_table(state, data)
    where = {"table": table.number, "round": table.round}  # the window says these in the judge's language
    if table.started_at is None or not table.finished:
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "the game at table {table} of round {round} is not over "
                                                          "yet: a result can be corrected once its game is finished"),
                            fields=where)
    order = _order(state, table, data.get("order"))
    reason = data.get("reason")
    if not isinstance(reason, str) or reason.strip() == "":
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "say why the result is corrected (the reason is shown "
                                                          "with the correction everywhere)"), fields={})
    assert isinstance(reason, str)
    require(len(reason) <= MAX_REASON,
            Text(QT_TRANSLATE_NOOP(
                "messages", "the reason is {count} characters long; at most {most} (a line of the "
                            "history)"),
                {"count": len(reason), "most": MAX_REASON}))
    if _same(order) == _same(table.order):
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "the result at table {table} of round {round} is already "
                                                          "that"), fields=where)
    return {"round": table.round, "table": table.number, "order": [list(group) for group in order],
            "reason": reason.strip(), "t": data["t"]}


def _order(state: EventState, table: Table, raw: Any) -> tuple[tuple[str, ...], ...]:
    """The corrected order, players by id, every seated player once (the winner added when left out)."""
    require(isinstance(raw, list) and len(raw) > 0 and all(isinstance(group, list) for group in raw),
            QT_TRANSLATE_NOOP(
                "messages", "give the corrected order as groups of players who left together, first out "
                            "first (order: [[\"Dee\"], [\"Ben\", \"Cai\"], [\"Ana\"]])"))
    groups: list[tuple[str, ...]] = []
    seen: set[str] = set()
    for number, group in enumerate(raw, start=1):
        require(len(group) > 0, Text(QT_TRANSLATE_NOOP(
                                    "messages", "group {number} of the corrected order names nobody"),
                                    {"number": number}))
        ids = []
        for ref in group:
            player = resolve_player(state, ref)
            require(player.id in table.players, Text(QT_TRANSLATE_NOOP(
                                                    "messages", "{name} did not play at table {table} of "
                                                                "round {round}"),
                                                    {"name": player.name, "table": table.number, "round": table.round}))
            require(player.id not in seen, Text(QT_TRANSLATE_NOOP(
                                               "messages", "{name} is listed twice in the corrected order"),
                                               {"name": player.name}))
            seen.add(player.id)
            ids.append(player.id)
        groups.append(tuple(ids))
    missing = [pid for pid in table.players if pid not in seen]
    if len(missing) > 1:
        raise ActionRefused(Text(QT_TRANSLATE_NOOP(
                                "messages", "{players} are missing from the corrected order: every "
                                            "player of table {table} is listed once (the winner may be "
                                            "left out)"),
                                {"players": names(state, missing), "table": table.number}))
    if missing:
        groups.append((missing[0],))
    return tuple(groups)


def _same(order: tuple[tuple[str, ...], ...]) -> tuple[frozenset[str], ...]:
    """The order as results read it: who sits in a group is not an order."""
    return tuple(frozenset(group) for group in order)


def apply_correct(state: EventState, data: Data, seq: int) -> None:
    table = state.rounds[data["round"]].tables[data["table"]]
    order = tuple(tuple(group) for group in data["order"])
    played = table.correction.played if table.correction is not None else tuple(table.leaves)
    table.correction = Correction(seq, data["reason"], order, table.order, played, data["t"])
    table.leaves = corrected_leaves(order, played, seq)


def corrected_leaves(order: tuple[tuple[str, ...], ...], played: tuple[Leave, ...], seq: int) -> list[Leave]:
    """The leaves of the corrected result: group i at the i-th moment as played, the group whose leaving
    ends the game at the game's end (a lone last player is the winner, who never leaves)."""
    leaving = order[:-1] if len(order[-1]) == 1 else order
    moments = [leave.t for leave in played]
    end = moments[-1]
    return [Leave(group, end if i == len(leaving) - 1 else moments[min(i, len(moments) - 1)], "judge", seq)
            for i, group in enumerate(leaving)]


def order_text(state: EventState, order: tuple[tuple[str, ...], ...] | list[list[str]]) -> Text:
    """"Dee out first, then Ben and Cai, then Eve; Ana won": an order as the judge reads it (``str()``:
    English; the window says it in the judge's language)."""
    groups = [tuple(group) for group in order]
    if len(groups) == 1:
        return Text(QT_TRANSLATE_NOOP("messages", "{players} all left together"),
                    {"players": names(state, list(groups[0]))})
    winner = groups.pop() if len(groups[-1]) == 1 else None
    parts = [names(state, list(group)) for group in groups]
    text = Text(QT_TRANSLATE_NOOP("messages", "{players} out first"), {"players": parts[0]})
    for part in parts[1:]:
        text = Text(QT_TRANSLATE_NOOP("messages", "{order}, then {players}"), {"order": text, "players": part})
    if winner is not None:
        return Text(QT_TRANSLATE_NOOP("messages", "{order}; {player} won"),
                    {"order": text, "player": names(state, list(winner))})
    return Text(QT_TRANSLATE_NOOP("messages", "{order} together at the end"), {"order": text})


def describe_correct(state: EventState, data: Data) -> Text:
    return Text(QT_TRANSLATE_NOOP("messages", "Round {round}, table {table} corrected by the judge: {order}. "
                                  "Reason: {reason}"),
                {"round": data["round"], "table": data["table"], "order": order_text(state, data["order"]),
                 "reason": data["reason"]})


def later_tables(state: EventState, data: Mapping[str, Any]) -> frozenset[tuple[int, int]]:
    """Under ratings every later game starts from ratings this result changed; under points none does."""
    assert state.settings is not None
    if state.settings.system != "contribution":
        return frozenset()
    number = data["round"]
    return frozenset((rnd.number, table) for rnd in state.rounds.values() if rnd.number > number
                     for table in rnd.tables)


# A table's own action (the table's Undo takes it back as its latest); it changes points everywhere.
ACTIONS = [Action(KIND, check_correct, apply_correct, describe_correct, scope=Scope.TABLE, standings=True,
                  admit=admit_reason, reaches=later_tables)]
