"""How an action is described: a check that runs before anything is written, and its effect on the fold.

``check`` sees the state as it stands and the action's data; it returns the data normalised (names
resolved to player ids, defaults filled in) or raises ActionRefused. Nothing is written unless it passes.
``apply`` then changes the state; it may assume ``check`` passed on that very state.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, Literal, overload

from ...clocks.errors import ClockRefused, Said
from ...errors import QT_TRANSLATE_NOOP, TablesideError
from ...errors import ActionRefused as ActionRefused  # here since app.names refuses with it too
from ...short_quote import quoted
from ...text import Text, joined
from ..state import EventState, Player, Round, Table

Data = dict[str, Any]


class Scope(Enum):
    """What part of the event an action acts on; its data names that part."""

    TABLE = "table"  # one table's game in play (data: round, table); the table's own Undo takes it back
    ROUND = "round"  # a round as a whole or its seating (data: round)
    EVENT = "event"  # the event, its players or its settings


@dataclass(frozen=True)
class Action:
    """One kind of judge action: its rules, and what it touches, as data (the fold and the window
    read these flags instead of matching kind names)."""

    kind: str
    check: Callable[[EventState, Data], Data]
    apply: Callable[[EventState, Data, int], None]
    describe: Callable[[EventState, Data], str | Text]  # the history's line (app/text.py: the window translates it)
    undoable: bool = True
    final: str = ""  # why an entry of this kind cannot be undone, in plain words (when undoable is False)
    scope: Scope = Scope.EVENT
    timers: bool = False  # acts on a table's player timers (the fold tracks which app run last did)
    starts_timers: bool = False  # may start tables' player timers, which then belong to this app run
    standings: bool = False  # can change points, ratings or the standings
    structure: bool = False  # changes what exists: players, names, rounds, tables, seats, settings
    round_clock: bool = False  # changes what the round clock reads
    calls: bool = False  # changes the queue of judge calls (``judge_calls``)
    announcements: bool = False  # changes the announcements up now (``announce_actions``)
    reports: bool = False  # changes the leaves reported at a table and waiting (``report_actions``)
    # Acts on every table of the round under way at once (holding every running timer): each table's
    # view must be painted and pushed again, though the data names no table.
    every_table: bool = False
    # Whether this entry, as checked, begins the turn that ends its table's last-turn phase
    # (app.event.round_end): the round's end at that moment is then written after it, in the same transaction.
    ends_last_turn: Callable[[EventState, Data], bool] | None = None
    # What an entry of this kind leaves in the fold once undone (data, the undo's data); None: nothing.
    when_undone: Callable[[EventState, Mapping[str, Any], Mapping[str, Any]], None] | None = None
    # Rules a new action meets before ``check`` (names: ``app.names``). ``check`` is judged again when
    # an undo refolds strictly; an entry already in the log was written under the rules of its day, and
    # a rule made later must not stop an undo before it, nor the event from opening.
    admit: Callable[[Data], Data] | None = None
    # Tables beyond its own whose points an entry of this kind changes (a past game's result corrected:
    # every later game under ratings, which chain from game to game), so their views are painted again.
    reaches: Callable[[EventState, Mapping[str, Any]], frozenset[tuple[int, int]]] | None = None

    @property
    def at_table(self) -> bool:
        """Taken back by the table's own Undo: an action of the table's game in play."""
        return self.scope is Scope.TABLE and self.undoable


def require(condition: bool, message: str | Text) -> None:
    if not condition:
        raise ActionRefused(message)


@overload
def text(data: Data, key: str, what: str | None = None, *, optional: Literal[False] = False) -> str: ...
@overload
def text(data: Data, key: str, what: str | None = None, *, optional: bool) -> str | None: ...
def text(data: Data, key: str, what: str | None = None, *, optional: bool = False) -> str | None:
    value = data.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, str) or value.strip() == "":
        raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "{what} must be non-empty text"),
                                {"what": what or key}))
    return value.strip()


def integer(data: Data, key: str, what: str | None = None, *, minimum: int | None = None) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "{what} must be a whole number"),
                                {"what": what or key}))
    if minimum is not None:
        require(value >= minimum, Text(QT_TRANSLATE_NOOP("messages", "{what} must be at least {minimum}"),
                                      {"what": what or key, "minimum": minimum}))
    return value


def event_exists(state: EventState) -> None:
    if state.settings is None:
        raise ActionRefused(QT_TRANSLATE_NOOP(
            "messages", "the event has not been created yet (event.create comes first)"), fields={})


def resolve_player(state: EventState, ref: Any) -> Player:
    """A player named by id ("p3") or by exact name, as scripts and imports find handy."""
    require(isinstance(ref, str) and ref != "", Text(QT_TRANSLATE_NOOP(
                                                    "messages", "a player must be named by id or name, "
                                                                "got {ref}"),
                                                    {"ref": quoted(ref)}))
    if ref in state.players:
        return state.players[ref]
    player = state.player_by_name(ref)
    if player is None:
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "no player {name} is registered"),
                            fields={"name": quoted(ref)})
    return player


def resolve_players(state: EventState, refs: Any, what: str = "players") -> tuple[str, ...]:
    require(isinstance(refs, list) and len(refs) > 0, Text(QT_TRANSLATE_NOOP(
                                                          "messages", "{what} must be a non-empty list of "
                                                                      "players"),
                                                          {"what": what}))
    ids = tuple(resolve_player(state, ref).id for ref in refs)
    for pid in ids:
        if ids.count(pid) != 1:
            raise ActionRefused(QT_TRANSLATE_NOOP("messages", "{name} is listed twice"),
                                fields={"name": state.players[pid].name})
    return ids


def find_round(state: EventState, data: Data) -> Round:
    event_exists(state)
    number = data.get("round", max(state.rounds) if state.rounds else None)
    if not isinstance(number, int) or number not in state.rounds:
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "there is no round {round}"), fields={"round": number})
    return state.rounds[number]


def find_table(state: EventState, data: Data) -> Table:
    rnd = find_round(state, data)
    number = data.get("table")
    if not isinstance(number, int) or number not in rnd.tables:
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "round {round} has no table {table}"),
                            fields={"round": rnd.number, "table": number})
    return rnd.tables[number]


def in_names(state: EventState, said: Said) -> str:
    """A clock's words about players, with the players named as the judge knows them."""
    return said.text(lambda pid: state.players[pid].name if pid in state.players else pid)


def clock_words(state: EventState, err: ClockRefused) -> str | Text:
    """A clock's words (a refusal, or why an auction may or may not start) with the players named as the
    judge knows them: its marked template and fields when it kept them (``clocks.errors.refused``), so the
    window and the pages translate it; a sentence about no player is its own template; else English."""
    if err.source:
        def name(pid: str) -> str:
            return state.players[pid].name if pid in state.players else pid
        return Text(err.source, {**err.values, **{str(i): ", ".join(map(name, group))
                                                  for i, group in enumerate(err.groups)}})
    words = in_names(state, err.said)
    return Text(words) if not err.said.players and "{" not in words else words


def clock_refused(state: EventState, err: TablesideError, table: int | None = None) -> ActionRefused:
    """The clock's refusal as the action's, in names, with the players concerned as data (at ``table``
    when it is one table among a round's). Words about no player are the clock's marked sentence, which
    the window translates; words naming players stay English."""
    said = err.said if isinstance(err, ClockRefused) else ClockRefused(str(err)).said
    reason = clock_words(state, err if isinstance(err, ClockRefused) else ClockRefused(str(err)))
    if table is not None:
        reason = Text(QT_TRANSLATE_NOOP("messages", "table {table}: {reason}"), {"table": table, "reason": reason})
    return ActionRefused(reason, players=said.players)


def names(state: EventState, ids: tuple[str, ...] | list[str]) -> str | Text:
    """The players by name, "Ana, Ben and Cy" (a ``Text``: the window says "and" in its language)."""
    return joined([state.players[p].name for p in ids])
