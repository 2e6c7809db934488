"""Registering, renaming and dropping players."""

from __future__ import annotations

from app.event.actions.base import Action, Data, event_exists, require, resolve_player, text
from app.event.state import EventState, Player


def _unique_name(state: EventState, name: str, except_id: str | None = None) -> None:
    for player in state.players.values():
        if player.id != except_id and player.name.casefold() == name.casefold():
            require(False, f"a player named {player.name!r} is already registered")


def check_register(state: EventState, data: Data) -> Data:
    event_exists(state)
    name = text(data, "name", "the player's name")
    _unique_name(state, name)
    pid = data.get("player")
    if pid is None:
        number = len(state.players) + 1
        while f"p{number}" in state.players:
            number += 1
        pid = f"p{number}"
    require(isinstance(pid, str) and pid.strip() != "", "a player id must be non-empty text")
    require(pid not in state.players, f"player id {pid!r} is already taken")
    require(state.player_by_name(pid) is None, f"player id {pid!r} is another player's name")
    return {"player": pid, "name": name, "t": data["t"]}


def apply_register(state: EventState, data: Data, seq: int) -> None:
    state.players[data["player"]] = Player(data["player"], data["name"], registered_seq=seq)


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
    require(not player.dropped, f"{player.name} has already been dropped")
    return {"player": player.id, "t": data["t"]}


def apply_drop(state: EventState, data: Data, seq: int) -> None:
    state.players[data["player"]].dropped = True


ACTIONS = [
    Action("player.register", check_register, apply_register, lambda s, d: f"{d['name']} registered"),
    Action("player.rename", check_rename, apply_rename, lambda s, d: f"{d['old']} renamed {d['name']}"),
    Action("player.drop", check_drop, apply_drop, lambda s, d: f"{s.players[d['player']].name} dropped"),
]
