"""How an action is described: a check that runs before anything is written, and its effect on the fold.

``check`` sees the state as it stands and the action's data; it returns the data normalised (names
resolved to player ids, defaults filled in) or raises ActionRefused. Nothing is written unless it passes.
``apply`` then changes the state; it may assume ``check`` passed on that very state.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

from app.errors import TablesideError
from app.event.state import EventState, Player, Round, Table

Data = dict[str, Any]


class ActionRefused(TablesideError):
    """A judge action that cannot be done in the event as it stands; nothing was written."""


@dataclass(frozen=True)
class Action:
    kind: str
    check: Callable[[EventState, Data], Data]
    apply: Callable[[EventState, Data, int], None]
    describe: Callable[[EventState, Data], str]
    undoable: bool = True
    clock: bool = False  # drives a table's player timers (the fold tracks which app run did)


def require(condition: bool, message: str) -> None:
    if not condition:
        raise ActionRefused(message)


def text(data: Data, key: str, what: str | None = None, *, optional: bool = False) -> str | None:
    value = data.get(key)
    if value is None and optional:
        return None
    require(isinstance(value, str) and value.strip() != "", f"{what or key} must be non-empty text")
    return value.strip()  # type: ignore[union-attr]


def integer(data: Data, key: str, what: str | None = None, *, minimum: int | None = None) -> int:
    value = data.get(key)
    require(isinstance(value, int) and not isinstance(value, bool), f"{what or key} must be a whole number")
    if minimum is not None:
        require(value >= minimum, f"{what or key} must be at least {minimum}")
    return value


def event_exists(state: EventState) -> None:
    require(state.settings is not None, "the event has not been created yet (event.create comes first)")


def resolve_player(state: EventState, ref: Any) -> Player:
    """A player named by id ("p3") or by exact name, as scripts and imports find handy."""
    require(isinstance(ref, str) and ref != "", f"a player must be named by id or name, got {ref!r}")
    if ref in state.players:
        return state.players[ref]
    player = state.player_by_name(ref)
    require(player is not None, f"no player {ref!r} is registered")
    return player  # type: ignore[return-value]


def resolve_players(state: EventState, refs: Any, what: str = "players") -> tuple[str, ...]:
    require(isinstance(refs, list) and len(refs) > 0, f"{what} must be a non-empty list of players")
    ids = tuple(resolve_player(state, ref).id for ref in refs)
    for pid in ids:
        require(ids.count(pid) == 1, f"{state.players[pid].name} is listed twice")
    return ids


def find_round(state: EventState, data: Data) -> Round:
    event_exists(state)
    number = data.get("round", max(state.rounds) if state.rounds else None)
    require(isinstance(number, int) and number in state.rounds, f"there is no round {number}")
    return state.rounds[number]


def find_table(state: EventState, data: Data) -> Table:
    rnd = find_round(state, data)
    number = data.get("table")
    require(isinstance(number, int) and number in rnd.tables, f"round {rnd.number} has no table {number}")
    return rnd.tables[number]


def in_names(state: EventState, message: str, ids: tuple[str, ...]) -> str:
    """A clock's message speaks of seat keys (player ids); the judge reads names."""
    for pid in sorted(ids, key=len, reverse=True):
        message = re.sub(rf"(?<![\w-]){re.escape(pid)}(?![\w-])", state.players[pid].name, message)
    return message


def names(state: EventState, ids: tuple[str, ...] | list[str]) -> str:
    named = [state.players[p].name for p in ids]
    return named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]
