"""``table.game``: the game a seated table plays, its title and usual hours (RPLOPS weighs points by them).

``table.seat`` and ``round.seat`` set them when the table is seated (``round.seat`` for every table at
once); this sets them for one table afterwards, before or during its game, so a judge can give each
table its own game. Once the game is over its result stands: the action is refused. Changing the hours
of a table where players have left rescores them, like ``event.scoring`` does for the whole event.
``hours`` null goes back to the event's default hours.
"""

from __future__ import annotations

from fractions import Fraction

from ...display import format_points
from ...errors import TablesideError
from ...scoring.options import positive_number
from ...text import QT_TRANSLATE_NOOP, Text
from ..state import EventState
from .base import Action, ActionRefused, Data, Scope, find_table, require, text


def hours_text(hours: str | None) -> str:
    """'1.5 h', or 'the event's default hours' when the table has none of its own."""
    return "the event's default hours" if hours is None else f"{format_points(Fraction(hours))} h"


def check_game(state: EventState, data: Data) -> Data:
    table = find_table(state, data)
    require(not table.finished, Text(QT_TRANSLATE_NOOP(
                                    "messages", "the game at table {table} is already over; its result "
                                                "stands"),
                                    {"table": table.number}))
    require("game" in data or "hours" in data,
            QT_TRANSLATE_NOOP("messages", "say the game's title (game), its usual hours (hours), or both"))
    title = table.title
    if "game" in data:
        title = text(data, "game", "the game's title") or title
    hours = table.hours
    if "hours" in data:
        if data["hours"] is None:
            hours = None
        else:
            try:
                usual = Text(QT_TRANSLATE_NOOP("messages", "the game's usual hours"))
                hours = str(positive_number(data["hours"], usual))
            except TablesideError as err:
                raise ActionRefused.again(err) from None
    require((title, hours) != (table.title, table.hours),
            Text(QT_TRANSLATE_NOOP("messages", "table {table} already plays {title} ({hours})"),
                {"table": table.number, "title": table.title, "hours": hours_text(table.hours)}))
    return {"round": table.round, "table": table.number, "game": title, "hours": hours, "t": data["t"]}


def apply_game(state: EventState, data: Data, seq: int) -> None:
    table = state.rounds[data["round"]].tables[data["table"]]
    table.title = data["game"]
    table.hours = data["hours"]


def describe_game(state: EventState, data: Data) -> Text:
    return Text(QT_TRANSLATE_NOOP("messages", "Table {table} plays {game} ({hours})"),
                {"table": data["table"], "game": data["game"], "hours": hours_text(data["hours"])})


# A table's own action (its Undo takes it back); the title is shown everywhere the table is, and the
# hours weigh its points.
ACTIONS = [Action("table.game", check_game, apply_game, describe_game, scope=Scope.TABLE, standings=True,
                  structure=True)]
