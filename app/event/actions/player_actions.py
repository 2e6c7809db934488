"""Registering (one by one or a whole list at once), renaming and dropping players."""

from __future__ import annotations

from typing import Any

from ... import names
from ...errors import QT_TRANSLATE_NOOP
from ...short_quote import quoted
from ...text import Text
from ..state import EventState, Player
from .base import Action, ActionRefused, Data, event_exists, require, resolve_player, text


def _unique_name(state: EventState, name: str, except_id: str | None = None) -> None:
    for player in state.players.values():
        if player.id != except_id and player.name.casefold() == name.casefold():
            raise ActionRefused(QT_TRANSLATE_NOOP("messages", "a player named {name} is already registered"),
                                fields={"name": quoted(player.name)})


def admit_name(data: Data) -> Data:
    """A new registration or rename with its name as ``app.names`` has it (no name, or one that is not
    text, is left to the check, which refuses it in its own words)."""
    if _named(data):
        return {**data, "name": names.clean_name(data["name"])}
    return data


def admit_list(data: Data) -> Data:
    """Every name of an imported list as ``app.names`` has it; a refusal says which player of the list."""
    rows = data.get("players")
    if not isinstance(rows, list):
        return data
    cleaned: list[Any] = []
    for number, row in enumerate(rows, start=1):
        if isinstance(row, dict) and _named(row):
            try:
                row = {**row, "name": names.clean_name(row["name"])}
            except ActionRefused as err:
                raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "player {number} of the list: {err}"),
                                        {"number": number, "err": err})) from None
        cleaned.append(row)
    return {**data, "players": cleaned}


def _named(data: Data) -> bool:
    return isinstance(data.get("name"), str) and data["name"].strip() != ""


def _free_id(state: EventState, taken: set[str]) -> str:
    number = len(state.players) + 1
    while f"p{number}" in state.players or f"p{number}" in taken:
        number += 1
    return f"p{number}"


def _check_id(state: EventState, pid: Any) -> str:
    if not isinstance(pid, str) or pid.strip() == "":
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "a player id must be non-empty text"))
    require(pid not in state.players, Text(QT_TRANSLATE_NOOP("messages", "player id {player} is already taken"),
                                          {"player": quoted(pid)}))
    require(state.player_by_name(pid) is None, Text(QT_TRANSLATE_NOOP(
                                                   "messages", "player id {player} is another player's "
                                                               "name"),
                                                   {"player": quoted(pid)}))
    return pid


def check_register(state: EventState, data: Data) -> Data:
    event_exists(state)
    name = text(data, "name", "the player's name")
    _unique_name(state, name)
    pid = data.get("player")
    pid = _free_id(state, set()) if pid is None else _check_id(state, pid)
    return {"player": pid, "name": name, "t": data["t"]}


def start_rating(state: EventState, name: str) -> int | None:
    """The rating this player brings from earlier events, matched by name regardless of case."""
    assert state.settings is not None
    key = name.casefold()
    for known, rating in state.settings.ratings.items():
        if known.casefold() == key:
            return rating
    return None


def apply_register(state: EventState, data: Data, seq: int) -> None:
    state.players[data["player"]] = Player(data["player"], data["name"], registered_seq=seq,
                                           start_rating=start_rating(state, data["name"]))


def check_import(state: EventState, data: Data) -> Data:
    """Many players in one entry: all of them are registered, or (one refusal) none is."""
    event_exists(state)
    rows = data.get("players")
    if not isinstance(rows, list) or not rows:
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "players must be a non-empty list of {name, player?}"))
    names: dict[str, int] = {}  # casefolded name -> its number in the list
    given: dict[str, int] = {}  # id chosen in the list -> its number in the list
    listed: list[tuple[str, str | None]] = []
    registered: dict[str, str] = {}  # casefolded name -> the name registered (one look-up a row, not a walk)
    for player in state.players.values():
        registered.setdefault(player.name.casefold(), player.name)
    for number, row in enumerate(rows, start=1):
        where = f"player {number} of the list"
        require(isinstance(row, dict), Text(QT_TRANSLATE_NOOP("messages", "{where} must be an object with a name"),
                                           {"where": where}))
        name = text(row, "name", f"the name of {where}")
        assert name is not None
        already = registered.get(name.casefold())
        require(already is None, Text(QT_TRANSLATE_NOOP(
                                     "messages", "{where}: a player named {name} is already "
                                                 "registered"),
                                     {"where": where, "name": quoted(already or '')}))
        require(name.casefold() not in names, Text(QT_TRANSLATE_NOOP(
                                                  "messages", "{where}: {name} is also player {other}"),
                                                  {"where": where, "name": quoted(name),
                                                   "other": names.get(name.casefold())}))
        names[name.casefold()] = number
        pid = row.get("player")
        if pid is not None:
            _check_id(state, pid)
            require(pid not in given, Text(QT_TRANSLATE_NOOP(
                                          "messages", "{where}: player id {player} is also given to "
                                                      "player {other}"),
                                          {"where": where, "player": quoted(pid), "other": given.get(pid)}))
            given[pid] = number
        listed.append((name, pid))
    for number, (_name, pid) in enumerate(listed, start=1):
        other = names.get(pid.casefold()) if pid is not None else None
        require(other is None or other == number,
                Text(QT_TRANSLATE_NOOP(
                    "messages", "player {number} of the list: player id {player} is the name of player "
                                "{other}"),
                    {"number": number, "player": quoted(pid), "other": other}))
    taken = set(given)
    players = []
    number = len(state.players) + 1  # the lowest free id only grows as ids are taken: go on from the last
    for name, pid in listed:
        if pid is None:
            while f"p{number}" in state.players or f"p{number}" in taken:
                number += 1
            pid = f"p{number}"  # as _free_id(state, taken) would say, without walking the list again
            taken.add(pid)
        players.append({"player": pid, "name": name})
    return {"players": players, "t": data["t"]}


def apply_import(state: EventState, data: Data, seq: int) -> None:
    for row in data["players"]:
        apply_register(state, {"player": row["player"], "name": row["name"]}, seq)


def check_rename(state: EventState, data: Data) -> Data:
    event_exists(state)
    player = resolve_player(state, data.get("player"))
    name = text(data, "name", "the new name")
    _unique_name(state, name, except_id=player.id)
    return {"player": player.id, "name": name, "old": player.name, "t": data["t"]}


def apply_rename(state: EventState, data: Data, seq: int) -> None:
    state.players[data["player"]].name = data["name"]


def check_drop(state: EventState, data: Data) -> Data:
    event_exists(state)
    player = resolve_player(state, data.get("player"))
    require(not player.dropped, Text(QT_TRANSLATE_NOOP("messages", "{name} has already been dropped"),
                                    {"name": player.name}))
    return {"player": player.id, "t": data["t"]}


def apply_drop(state: EventState, data: Data, seq: int) -> None:
    player = state.players[data["player"]]
    player.dropped = True
    player.dropped_seq = seq


def _describe_import(state: EventState, data: Data) -> Text:
    return Text(QT_TRANSLATE_NOOP("messages", "%n player(s) imported"), {"n": len(data["players"])})


ACTIONS = [
    Action("player.register", check_register, apply_register,
           lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "{name} registered"), {"name": d["name"]}),
           structure=True, standings=True, admit=admit_name),
    Action("player.import", check_import, apply_import, _describe_import, structure=True, standings=True,
           admit=admit_list),
    Action("player.rename", check_rename, apply_rename,
           lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "{old} renamed {name}"),
                             {"old": d["old"], "name": d["name"]}),
           structure=True, standings=True, admit=admit_name),
    Action("player.drop", check_drop, apply_drop, lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "{name} dropped"),
                                                        {"name": s.players[d["player"]].name}),
           structure=True, standings=True),
]
