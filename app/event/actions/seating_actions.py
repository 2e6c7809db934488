"""Seating a whole round from a seed, and the judge's moves and swaps before the round starts.

``round.seat`` keeps the seed and the tables it gave in the log, so the fold never reseats and the
history shows exactly who sat where. Its check seats the round again from the stored seed and refuses
tables that differ: a seating typed or edited by hand goes through ``table.seat`` instead.
"""

from __future__ import annotations

import random
from typing import Any

from ...errors import TablesideError
from ...seating import CannotSeat
from ...seating.constraints import Broken
from ...seating.sizes import FIVE
from ...short_quote import quoted
from ...text import QT_TRANSLATE_NOOP, Text, spaced
from ..checkin import active_players, rule, to_seat
from ..round_seating import seat_event_round
from ..seating_constraints import explain
from ..state import EventState, Round, Table
from .base import (
    Action,
    ActionRefused,
    Data,
    Scope,
    find_round,
    integer,
    names,
    require,
    resolve_player,
)
from .event_actions import table_sizes
from .table_actions import check_table_size, game_and_hours

SEED_LIMIT = 2**53  # drawn seeds stay exact in any JSON reader


def _seed(raw: Any) -> int | str:
    if raw is None:
        return random.SystemRandom().randrange(SEED_LIMIT)
    if isinstance(raw, str):
        require(raw.strip() != "", QT_TRANSLATE_NOOP("messages", "a seed must be a whole number or non-empty text"))
        return raw
    if not isinstance(raw, int) or isinstance(raw, bool) or raw < 0:
        raise ActionRefused(Text(QT_TRANSLATE_NOOP(
                                "messages", "a seed must be a whole number of at least 0 or text, got "
                                            "{raw}"),
                                {"raw": quoted(raw)}))
    return raw


def _unstarted(state: EventState, data: Data) -> Round:
    rnd = find_round(state, data)
    require(rnd.started_at is None, Text(QT_TRANSLATE_NOOP(
                                        "messages", "round {round} has already started; its tables can "
                                                    "no longer change"),
                                        {"round": rnd.number}))
    return rnd


def check_round_seat(state: EventState, data: Data) -> Data:
    rnd = _unstarted(state, data)
    assert state.settings is not None
    require(not rnd.tables and not rnd.byes,
            Text(QT_TRANSLATE_NOOP(
                "messages", "round {round} is already seated (undo that seating, or move and swap "
                            "players in Seating)"),
                {"round": rnd.number}))
    sizes = table_sizes(data.get("sizes", list(state.settings.table_sizes)), state.settings.system,
                        state.settings.options)
    byes = integer(data, "byes", "the number of byes", minimum=0) if "byes" in data else 0
    five = data.get("five", False)
    require(isinstance(five, bool), QT_TRANSLATE_NOOP("messages", "five must be true or false"))
    if five:
        check_table_size(state, FIVE)
    title, hours = game_and_hours(data)
    require("tables" not in data or "seed" in data,
            QT_TRANSLATE_NOOP(
                "messages", "round.seat draws the tables itself from a seed; to seat tables by hand use "
                            "table.seat"))
    seed = _seed(data.get("seed"))
    if rule(state) is not None and not to_seat(state, rnd.number):
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "nobody has checked in for round {round} yet"),
                            fields={"round": rnd.number})
    try:
        _, seating = seat_event_round(state, rnd.number, seed, sizes, byes, five)
    except CannotSeat as err:
        raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "round {round} cannot be seated: {err}"),
                                {"round": rnd.number, "err": err})) from None
    except TablesideError as err:
        raise ActionRefused.again(err) from None
    tables = [list(table) for table in seating.tables]
    if "tables" in data:
        given = _given_tables(state, data["tables"])
        given_byes = [resolve_player(state, ref).id for ref in data.get("bye_players", [])]
        require(given == tables and given_byes == list(seating.byes),
                Text(QT_TRANSLATE_NOOP(
                    "messages", "round {round}'s tables were drawn from the players and results as they "
                                "stood then; as the event stands now the same draw gives other tables"),
                    {"round": rnd.number}))
    return {"round": rnd.number, "seed": seed, "sizes": sizes, "byes": byes, "five": five, "game": title,
            "hours": hours, "tables": tables, "bye_players": list(seating.byes),
            **({"broken": [b.as_data() for b in seating.broken]} if seating.broken else {}),
            **_no_shows(state, rnd.number), "t": data["t"]}


def _no_shows(state: EventState, number: int) -> Data:
    """Under check-in, who had not checked in as the round was seated and the rule they get (``checkin``)."""
    checked = rule(state)
    if checked is None or state.rounds[number].cut:  # a final seats its finalists by seed: no check-in
        return {}
    seated = set(to_seat(state, number))
    return {"no_show": checked.no_show, "absent": [p for p in active_players(state) if p not in seated]}


def _given_tables(state: EventState, raw: Any) -> list[list[str]]:
    require(isinstance(raw, list) and all(isinstance(t, list) for t in raw),
            QT_TRANSLATE_NOOP("messages", "tables must be a list of lists"))
    return [[resolve_player(state, ref).id for ref in table] for table in raw]


def apply_round_seat(state: EventState, data: Data, seq: int) -> None:
    rnd = state.rounds[data["round"]]
    for number, players in enumerate(data["tables"], start=1):
        rnd.tables[number] = Table(rnd.number, number, tuple(players), data["game"], data["hours"], seq)
    rnd.byes = tuple(data["bye_players"])
    rnd.seed = data["seed"]
    rnd.broken = tuple(Broken.of_data(b) for b in data.get("broken", ()))
    if "no_show" in data:
        rnd.no_show, rnd.absent = data["no_show"], tuple(data["absent"])
        if rnd.no_show == "drop":
            for pid in rnd.absent:
                state.players[pid].dropped, state.players[pid].dropped_seq = True, seq


def describe_round_seat(state: EventState, data: Data) -> Text:
    # the draw's seed stays in the log's data (tableside export), not in the judge's history
    text = Text(QT_TRANSLATE_NOOP("messages", "Round {round} seated: %n table(s)"),
                {"round": data["round"], "n": len(data["tables"])})
    if data["bye_players"]:
        text = Text(QT_TRANSLATE_NOOP("messages", "{seated}, bye for {players}"),
                    {"seated": text, "players": names(state, data["bye_players"])})
    broken = data.get("broken") or []
    if broken:
        why: list[str | Text] = [explain(state, Broken.of_data(b)) for b in broken]
        text = Text(QT_TRANSLATE_NOOP("messages", "{seated}; %n seating constraint(s) not kept: {why}"),
                    {"seated": text, "n": len(broken), "why": spaced(why)})
    if data.get("absent"):
        got = {"skip": QT_TRANSLATE_NOOP("messages", "not seated"), "loss": QT_TRANSLATE_NOOP("messages", "a loss"),
               "drop": QT_TRANSLATE_NOOP("messages", "dropped")}[data["no_show"]]
        text = Text(QT_TRANSLATE_NOOP("messages", "{seated}; not checked in ({got}): {players}"),
                    {"seated": text, "got": Text(got), "players": names(state, data["absent"])})
    return text  # the draw's seed stays in the log's data (tableside export), not in the judge's history


def seat_of(rnd: Round, pid: str) -> int | str | None:
    """Where a player is in a round: a table number, "bye", or None (not in this round)."""
    for table in rnd.tables.values():
        if pid in table.players:
            return table.number
    return "bye" if pid in rnd.byes else None


def check_move(state: EventState, data: Data) -> Data:
    rnd = _unstarted(state, data)
    player = resolve_player(state, data.get("player"))
    require(not player.dropped, Text(QT_TRANSLATE_NOOP("messages", "{name} has been dropped and cannot be seated"),
                                    {"name": player.name}))
    number = integer(data, "table", "table number", minimum=1)
    require(number in rnd.tables, Text(QT_TRANSLATE_NOOP("messages", "round {round} has no table {number}"),
                                      {"round": rnd.number, "number": number}))
    source = seat_of(rnd, player.id)
    require(source != number, Text(QT_TRANSLATE_NOOP("messages", "{name} already sits at table {number}"),
                                  {"name": player.name, "number": number}))
    check_table_size(state, len(rnd.tables[number].players) + 1)
    if isinstance(source, int):
        left = len(rnd.tables[source].players) - 1
        require(left >= 2, Text(QT_TRANSLATE_NOOP("messages", "table {source} would be left with {left} player"),
                               {"source": source, "left": left}))
        check_table_size(state, left)
    return {"round": rnd.number, "player": player.id, "table": number, "from": source, "t": data["t"]}


def apply_move(state: EventState, data: Data, seq: int) -> None:
    rnd = state.rounds[data["round"]]
    pid, source = data["player"], data["from"]
    if source == "bye":
        rnd.byes = tuple(p for p in rnd.byes if p != pid)
    elif source is not None:
        table = rnd.tables[source]
        table.players = tuple(p for p in table.players if p != pid)
    target = rnd.tables[data["table"]]
    target.players = target.players + (pid,)


def describe_move(state: EventState, data: Data) -> Text:
    source = data["from"]
    fields = {"round": data["round"], "player": names(state, [data["player"]]), "table": data["table"], "from": source}
    if source is None:
        return Text(QT_TRANSLATE_NOOP("messages", "Round {round}: {player} seated at table {table}"), fields)
    if source == "bye":
        return Text(QT_TRANSLATE_NOOP("messages", "Round {round}: {player} moved from a bye to table {table}"), fields)
    return Text(QT_TRANSLATE_NOOP("messages", "Round {round}: {player} moved from table {from} to table {table}"),
                fields)


def check_swap(state: EventState, data: Data) -> Data:
    rnd = _unstarted(state, data)
    a = resolve_player(state, data.get("a"))
    b = resolve_player(state, data.get("b"))
    require(a.id != b.id, QT_TRANSLATE_NOOP("messages", "a swap needs two different players"))
    seat_a, seat_b = seat_of(rnd, a.id), seat_of(rnd, b.id)
    for player, seat in ((a, seat_a), (b, seat_b)):
        require(seat is not None, Text(QT_TRANSLATE_NOOP("messages", "{name} is not seated in round {round}"),
                                      {"name": player.name, "round": rnd.number}))
    require(not (seat_a == "bye" and seat_b == "bye"), Text(QT_TRANSLATE_NOOP(
                                                           "messages", "{a} and {b} both have a bye; nothing to "
                                                                       "swap"),
                                                           {"a": a.name, "b": b.name}))
    return {"round": rnd.number, "a": a.id, "b": b.id, "t": data["t"]}


def apply_swap(state: EventState, data: Data, seq: int) -> None:
    rnd = state.rounds[data["round"]]
    a, b = data["a"], data["b"]
    swapped = {a: b, b: a}
    for table in rnd.tables.values():
        if a in table.players or b in table.players:
            table.players = tuple(swapped.get(p, p) for p in table.players)
    rnd.byes = tuple(swapped.get(p, p) for p in rnd.byes)


def describe_swap(state: EventState, data: Data) -> Text:
    return Text(QT_TRANSLATE_NOOP("messages", "Round {round}: {players} swapped seats"),
                {"round": data["round"], "players": names(state, [data["a"], data["b"]])})


ACTIONS = [
    # Seating decides the byes, which score: the standings change with it.
    Action("round.seat", check_round_seat, apply_round_seat, describe_round_seat, scope=Scope.ROUND,
           structure=True, standings=True),
    Action("table.move", check_move, apply_move, describe_move, scope=Scope.ROUND, structure=True, standings=True),
    Action("table.swap", check_swap, apply_swap, describe_swap, scope=Scope.ROUND, structure=True, standings=True),
]
