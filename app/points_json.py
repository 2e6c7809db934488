"""The JSON form of one game and of its result, as read and printed by ``tableside points``."""

from __future__ import annotations

from collections.abc import Mapping

from .display import fraction_text, json_number
from .errors import InvalidGame
from .game import Game
from .scoring import GameContext, GameResult, make_system
from .scoring.options import exact_number, positive_number, whole_number

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (a tenth of tableside points' start)
if TYPE_CHECKING:
    from typing import Any

    from .scoring import ScoringSystem

GAME_KEYS = {"system", "options", "players", "out", "ratings", "played_seconds", "hours"}


def read_game(data: Any) -> tuple[ScoringSystem, Game, GameContext]:
    if not isinstance(data, Mapping):
        raise InvalidGame(f"a game must be a JSON object, got {type(data).__name__}")
    unknown = sorted(set(data) - GAME_KEYS)
    if unknown:
        raise InvalidGame(f"unknown field {unknown[0]!r} in game (fields: {', '.join(sorted(GAME_KEYS))})")
    if "system" not in data:
        raise InvalidGame("a game needs a \"system\"")
    system = make_system(data["system"], data.get("options", {}))
    players = _names(data.get("players"), "players")
    out_raw = data.get("out", [])
    if not isinstance(out_raw, list):
        raise InvalidGame("\"out\" must be a list of groups, first group first")
    out = tuple(_names(group, f"out group {i}") for i, group in enumerate(out_raw, start=1))
    game = Game(players, out)
    system.check_size(game.size)
    context = GameContext(
        hours=positive_number(data["hours"], "hours") if "hours" in data else None,
        ratings={
            name: whole_number(v, f"rating of {name!r}", minimum=0)
            for name, v in _per_player(data.get("ratings", {}), "ratings", players).items()
        },
        played_seconds={
            name: exact_number(v, f"played_seconds of {name!r}")
            for name, v in _per_player(data.get("played_seconds", {}), "played_seconds", players).items()
        },
    )
    return system, game, context


def result_json(result: GameResult) -> dict[str, Any]:
    players = []
    for p in result.players:
        entry: dict[str, Any] = {
            "name": p.name,
            "place": p.place,
            "points": fraction_text(p.points),
            "rounded": json_number(p.points),
        }
        if p.rating is not None:
            entry.update(
                before=p.rating.before,
                loss=p.rating.loss,
                gain=p.rating.gain,
                bonus=p.rating.bonus,
                after=p.rating.after,
            )
        players.append(entry)
    out: dict[str, Any] = {
        "players": players,
        "finished": result.finished,
        "total": fraction_text(result.total),
        "total_rounded": json_number(result.total),
    }
    if result.remainder is not None:
        out["remainder"] = result.remainder
    return out


def score_json(data: Any) -> dict[str, Any]:
    system, game, context = read_game(data)
    return result_json(system.score(game, context))


def _names(raw: Any, what: str) -> tuple[str, ...]:
    if not isinstance(raw, list):
        raise InvalidGame(f"{what} must be a list of player names")
    for name in raw:
        if not isinstance(name, str):
            raise InvalidGame(f"{what}: player names must be text, got {name!r}")
    return tuple(raw)


def _per_player(raw: Any, what: str, players: tuple[str, ...]) -> Mapping[str, Any]:
    if not isinstance(raw, Mapping):
        raise InvalidGame(f"{what} must map player names to numbers")
    for name in raw:
        if name not in players:
            raise InvalidGame(f"{what} names {name!r}, who is not seated at this table")
    return raw
