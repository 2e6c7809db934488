"""What each judge station may do, by the role the desk gave it (issue 28, part 5).

- ``head``: everything the desk may do (a station that joined with the judge code starts here).
- ``floor``: the actions of its own tables only (``tables``, physical table numbers): players leaving,
  clocks, pause votes, judge calls, a table's extension, game or corrected result; undoing any entry of
  those tables. Nothing that acts on the whole round or event.
- ``scorekeeper``: results and corrections, at any table: players leaving (``player.out``) and a past
  result corrected (``game.correct``), and undoing either. No clocks, no seating, no rounds.
- ``viewer``: nothing; it follows the event (its standby copy, its window) and may take over.

The desk itself has no role: it is the head judge's laptop. A station's role is a logged entry
(``station.role``) given by the desk or by a head station; the check is made where every station's
action is checked, in ``EventSession.do``, so a refusal writes nothing, exactly as a wrong action.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import QT_TRANSLATE_NOOP, TablesideError
from ..text import Text
from .actions import ACTIONS, UNDO
from .actions.base import Scope
from .state import EventState

SCOREKEEPING = frozenset({"player.out", "game.correct", "result.confirm", "result.overrule"})
# What any station does for itself, whatever its role: joining again (a new name or address).
OWN = frozenset({"station.join", "event.takeover"})


def role_refusal(state: EventState, station: str, kind: str, data: Mapping[str, Any],
                 undone: tuple[str, Mapping[str, Any]] | None = None) -> Text | None:
    """Why this station may not do this (one plain sentence), or None. ``undone``: for an undo, the kind
    and data of the entry it would undo."""
    joined = state.stations.get(station)
    if joined is None or joined.role == "head" or kind in OWN:
        return None
    what, of = (undone if kind == UNDO and undone is not None else (kind, data))
    fields = {"station": joined.name}
    if joined.role == "viewer":
        return Text(QT_TRANSLATE_NOOP("messages", "station {station} is a viewer: it follows the event and acts on "
                                                  "nothing"), fields)
    if joined.role == "scorekeeper":
        if what in SCOREKEEPING:
            return None
        return Text(QT_TRANSLATE_NOOP("messages", "station {station} is a scorekeeper: it records results and "
                                                  "corrections only, not {action}"), {**fields, "action": what})
    action = ACTIONS.get(what)
    table = of.get("table")
    if action is None or action.scope is not Scope.TABLE or not isinstance(table, int):
        return Text(QT_TRANSLATE_NOOP("messages", "station {station} is a floor judge: it acts on its own tables "
                                                  "only, not on the whole round or event"), fields)
    if table not in joined.tables:
        return Text(QT_TRANSLATE_NOOP("messages", "station {station} is a floor judge for tables {tables}, not table "
                                                  "{table}"),
                    {**fields, "table": table,
                     "tables": ", ".join(map(str, joined.tables)) or Text(QT_TRANSLATE_NOOP("messages", "none"))})
    return None


def parse_tables(text: str) -> list[int]:
    """A floor judge's tables as a judge types them: "1-8, 12" is [1, …, 8, 12]. Raises TablesideError
    with one plain sentence on anything else."""
    tables: set[int] = set()
    for part in text.replace(";", ",").split(","):
        part = part.strip().replace("–", "-")
        if not part:
            continue
        first, _, last = part.partition("-")
        if not first.strip().isdigit() or (last and not last.strip().isdigit()):
            raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "{part} is not a table number or a range such as "
                                                                    "1-8"), {"part": repr(part)}))
        low, high = int(first), int(last) if last else int(first)
        if low < 1 or high < low or high - low >= 500:
            raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "{part} is not a range of tables from the lower "
                                                                    "number to the higher"), {"part": repr(part)}))
        tables.update(range(low, high + 1))
    if not tables:
        raise TablesideError(QT_TRANSLATE_NOOP("messages", "type the floor judge's tables, such as 1-8, 12"))
    return sorted(tables)
