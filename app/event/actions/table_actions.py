"""Rounds, seating, the start of play, players leaving, and the round clock."""

from __future__ import annotations

from collections.abc import Callable

from ...clocks.errors import ClockRefused
from ...clocks.round_clock import RoundClock
from ...clocks.table_clock import TableClock
from ...errors import QT_TRANSLATE_NOOP, TablesideError
from ...scoring import make_system
from ...scoring.options import positive_number
from ...seating import CannotSeat, plan_table_sizes
from ...text import Text
from ..automatic import apply_undone_leave
from ..final import MAX_CUT, MIN_CUT, cut_line
from ..reports import drop_moot_reports
from ..round_end import judge_ends, play_ends_at, rule_of, time_up_at
from ..state import EventState, Leave, Round, Table
from .base import (
    Action,
    ActionRefused,
    Data,
    Scope,
    clock_refused,
    event_exists,
    find_round,
    find_table,
    integer,
    names,
    require,
    resolve_players,
    text,
)

LEAVE_REASONS = ("judge", "time", "round")


def check_open_round(state: EventState, data: Data) -> Data:
    event_exists(state)
    assert state.settings is not None
    current = state.current_round
    if current is not None:
        running = [t.number for t in current.tables.values() if not t.finished]
        require(current.started_at is not None or not current.tables,
                Text(QT_TRANSLATE_NOOP("messages", "round {round} has not started yet"), {"round": current.number}))
        require(not running, Text(QT_TRANSLATE_NOOP(
                                 "messages", "round {round} still has games in progress at table(s) "
                                             "{list}"),
                                 {"round": current.number, "list": ', '.join(map(str, running))}))
    number = (current.number + 1) if current else 1
    require(data.get("round", number) == number, Text(QT_TRANSLATE_NOOP(
                                                     "messages", "the next round is round {number}"),
                                                     {"number": number}))
    minutes = integer(data, "minutes", "round length", minimum=1) if "minutes" in data else state.settings.round_minutes
    final = _final_of(state, data, number)
    return {"round": number, "minutes": minutes, **final, "t": data["t"]}


def _final_of(state: EventState, data: Data, number: int) -> Data:
    """A final's size and scoring system, checked (app.event.final); nothing for a Swiss round."""
    if "cut" not in data:
        require("system" not in data, QT_TRANSLATE_NOOP("messages", "only a final has a scoring system of its own; "
                                                                    "give the final's size too"))
        return {}
    assert state.settings is not None
    size = integer(data, "cut", "the final's size", minimum=MIN_CUT)
    require(size <= MAX_CUT, Text(QT_TRANSLATE_NOOP("messages", "a final is at most {most} players; seat a Swiss "
                                                                "round for more"), {"most": MAX_CUT}))
    require(number > 1 and any(rnd.tables for rnd in state.rounds.values()),
            QT_TRANSLATE_NOOP("messages", "a final needs the standings of at least one round played first"))
    active = sum(not p.dropped for p in state.players.values())
    require(size <= active, Text(QT_TRANSLATE_NOOP("messages", "a final of {size} needs {size} players still in the "
                                                               "event; there are {active}"),
                                 {"size": size, "active": active}))
    system = data.get("system", state.settings.system)
    try:
        scoring = make_system(system, state.settings.options if system == state.settings.system else {})
        for table in (size,) if size <= 5 else plan_table_sizes(size, state.settings.table_sizes).tables:
            scoring.check_size(table)
    except CannotSeat:
        raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "a final of {size} players cannot be split into "
                                                               "tables of {sizes}; choose another size"),
                                 {"size": size, "sizes": " or ".join(map(str, state.settings.table_sizes))})) from None
    except TablesideError as err:
        raise ActionRefused.again(err) from None
    return {"cut": size, **({"system": system} if system != state.settings.system else {})}


def apply_open_round(state: EventState, data: Data, seq: int) -> None:
    state.rounds[data["round"]] = Round(data["round"], data["minutes"], opened_seq=seq, cut=data.get("cut", 0),
                                        cut_system=data.get("system", ""))


def describe_open_round(state: EventState, data: Data) -> Text:
    fields = {"round": data["round"], "minutes": data["minutes"]}
    if "cut" not in data:
        return Text(QT_TRANSLATE_NOOP("messages", "Round {round} opened ({minutes} min)"), fields)
    if "system" in data:
        return Text(QT_TRANSLATE_NOOP("messages", "Round {round} opened as a final of the top {cut} ({minutes} min, "
                                                  "scored by {system})"),
                    {**fields, "cut": data["cut"], "system": data["system"]})
    return Text(QT_TRANSLATE_NOOP("messages", "Round {round} opened as a final of the top {cut} ({minutes} min)"),
                {**fields, "cut": data["cut"]})


def check_seat(state: EventState, data: Data) -> Data:
    rnd = find_round(state, data)
    assert state.settings is not None
    number = integer(data, "table", "table number", minimum=1)
    require(number not in rnd.tables, Text(QT_TRANSLATE_NOOP(
                                          "messages", "round {round} already has a table {number}"),
                                          {"round": rnd.number, "number": number}))
    players = resolve_players(state, data.get("players"))
    require(len(players) >= 2, QT_TRANSLATE_NOOP("messages", "a table needs at least 2 players"))
    if rnd.cut:
        finalists = set(cut_line(state, rnd.number, rnd.cut))
        outside = [pid for pid in players if pid not in finalists]
        require(not outside, Text(QT_TRANSLATE_NOOP("messages", "{players} did not make round {round}'s final (the "
                                                                "top {cut})"),
                                  {"players": names(state, outside), "round": rnd.number, "cut": rnd.cut}))
    for pid in players:
        player = state.players[pid]
        require(not player.dropped, Text(QT_TRANSLATE_NOOP(
                                        "messages", "{name} has been dropped and cannot be seated"),
                                        {"name": player.name}))
        for other in rnd.tables.values():
            require(pid not in other.players, Text(QT_TRANSLATE_NOOP(
                                                  "messages", "{name} is already seated at table {table}"),
                                                  {"name": player.name, "table": other.number}))
        require(pid not in rnd.byes, Text(QT_TRANSLATE_NOOP(
                                         "messages", "{name} has a bye in round {round} (table.move "
                                                     "seats them)"),
                                         {"name": player.name, "round": rnd.number}))
    check_table_size(state, len(players))
    title, hours = game_and_hours(data)
    return {"round": rnd.number, "table": number, "players": list(players), "game": title, "hours": hours,
            "t": data["t"]}


def check_table_size(state: EventState, size: int) -> None:
    assert state.settings is not None
    try:
        make_system(state.settings.system, state.settings.options).check_size(size)
    except TablesideError as err:
        raise ActionRefused(err.text) from None


def game_and_hours(data: Data) -> tuple[str, str | None]:
    """The game's title ("Game" when not given) and its usual hours as exact text, for RPLOPS."""
    title = text(data, "game", "the game's title", optional=True) or "Game"
    hours = data.get("hours")
    if hours is not None:
        try:
            hours = str(positive_number(hours, Text(QT_TRANSLATE_NOOP("messages", "the game's usual hours"))))
        except TablesideError as err:
            raise ActionRefused.again(err) from None
    return title, hours


def apply_seat(state: EventState, data: Data, seq: int) -> None:
    rnd = state.rounds[data["round"]]
    table = Table(rnd.number, data["table"], tuple(data["players"]), data["game"], data["hours"], seq)
    rnd.tables[table.number] = table
    if rnd.started_at is not None:
        _start_game(state, table, data["t"])


def _start_game(state: EventState, table: Table, t: int) -> None:
    assert state.settings is not None
    table.started_at = t
    table.clock_t = t
    if state.settings.rules.player_timers:
        table.clock = TableClock.start(state.settings.rules, table.players, t)
        rnd = state.rounds[table.round]
        if rnd.clock is not None and rnd.clock.state == "paused":
            table.clock = table.clock.pause_for_round(t)  # seated during a round pause: it waits too


def check_start_round(state: EventState, data: Data) -> Data:
    rnd = find_round(state, data)
    require(rnd.started_at is None, Text(QT_TRANSLATE_NOOP("messages", "round {round} has already started"),
                                        {"round": rnd.number}))
    require(bool(rnd.tables), Text(QT_TRANSLATE_NOOP("messages", "round {round} has no tables seated yet"),
                                  {"round": rnd.number}))
    return {"round": rnd.number, "t": data["t"]}


def apply_start_round(state: EventState, data: Data, seq: int) -> None:
    from ...clocks.round_clock import RoundClock

    rnd = state.rounds[data["round"]]
    rnd.started_at = data["t"]
    rnd.clock = RoundClock.create(rnd.minutes * 60_000).start(data["t"])
    for table in rnd.tables.values():
        _start_game(state, table, data["t"])


def check_out(state: EventState, data: Data) -> Data:
    table = find_table(state, data)
    require(table.started_at is not None, Text(QT_TRANSLATE_NOOP("messages", "round {round} has not started yet"),
                                              {"round": table.round}))
    require(not table.finished, Text(QT_TRANSLATE_NOOP("messages", "the game at table {table} is already over"),
                                     {"table": table.number}))
    players = resolve_players(state, data.get("players"))
    gone = table.gone
    for pid in players:
        name = state.players[pid].name
        require(pid in table.players, Text(QT_TRANSLATE_NOOP("messages", "{name} is not seated at table {table}"),
                                          {"name": name, "table": table.number}))
        require(pid not in gone, Text(QT_TRANSLATE_NOOP(
                                     "messages", "{name} has already left the game at table {table}"),
                                     {"name": name, "table": table.number}))
    reason = data.get("reason", "judge")
    require(reason in LEAVE_REASONS, Text(QT_TRANSLATE_NOOP("messages", "reason must be one of {list}"),
                                         {"list": ', '.join(LEAVE_REASONS)}))
    _check_clock_reason(state, table, players, reason, data["t"])
    if table.clock is not None:
        try:
            table.clock.player_left(players, data["t"])
        except TablesideError as err:
            raise clock_refused(state, err) from None
    return {"round": table.round, "table": table.number, "players": list(players), "reason": reason,
            "t": data["t"]}


def _check_clock_reason(state: EventState, table: Table, players: tuple[str, ...], reason: str, t: int) -> None:
    """A leave for time or at the round's end is the clocks' own: it must be what they made happen.

    So the log never holds a time-out or a round end that its clocks do not back, and an undo that
    takes away what one was based on (an auction before a time-out) is refused, naming it.
    """
    if reason == "time" and table.clock is not None:  # without player timers, "time" is the judge's word
        ran_out = dict(table.clock.timeouts(t))
        for pid in players:
            require(ran_out.get(pid) == t, Text(QT_TRANSLATE_NOOP(
                                               "messages", "{name}'s main timer did not run out at that "
                                                           "moment (only the player timers put a player "
                                                           "out on time; the judge's Out gives the "
                                                           "reason judge)"),
                                               {"name": state.players[pid].name}))
    elif reason == "round":
        require(rule_of(state).survivors == "together",
                Text(QT_TRANSLATE_NOOP(
                    "messages", "the players still in at table {table} are ranked by the numbers the table "
                                "enters at the round's end; enter their numbers"), {"table": table.number}))
        if judge_ends(state, table):
            # No player timers show the turns: the judge ends the last turn, once time is up.
            up = time_up_at(state, table)
            require(up is not None and up <= t,
                    Text(QT_TRANSLATE_NOOP("messages", "the round time at table {table} is not up yet"),
                         {"table": table.number}))
        else:
            require(play_ends_at(state, table) == t,
                    Text(QT_TRANSLATE_NOOP(
                        "messages", "the round at table {table} does not end at that moment (a leave at the "
                                    "round's end is the round clock's own; the judge's Out gives the reason "
                                    "judge)"),
                        {"table": table.number}))
        missing = [pid for pid in table.still_in if pid not in players]
        if missing:
            raise ActionRefused(Text(QT_TRANSLATE_NOOP(
                                    "messages", "everyone still in leaves at the round's end: {players} "
                                                "too"),
                                    {"players": names(state, missing)}))


def apply_out(state: EventState, data: Data, seq: int) -> None:
    table = state.rounds[data["round"]].tables[data["table"]]
    players = tuple(data["players"])
    table.leaves.append(Leave(players, data["t"], data["reason"], seq))
    if table.clock is not None:
        table.clock = table.clock.player_left(players, data["t"])
        if table.finished and table.still_in:
            table.clock = table.clock.player_left(table.still_in, data["t"])
        table.clock_t = data["t"]
    drop_moot_reports(state, table)


_OUT = {"judge": QT_TRANSLATE_NOOP("messages", "Table {table}: {players} out"),
        "time": QT_TRANSLATE_NOOP("messages", "Table {table}: {players} out on time"),
        "round": QT_TRANSLATE_NOOP("messages", "Table {table}: {players} out at the round's end")}


def describe_out(state: EventState, data: Data) -> Text:
    return Text(_OUT[data["reason"]], {"table": data["table"], "players": names(state, data["players"])})


def _clock_or_refuse(action: Callable[[], object]) -> object:
    try:
        return action()
    except TablesideError as err:  # the round clock's words, with their template for the window
        raise ActionRefused(Text(err.source, err.values) if isinstance(err, ClockRefused) and err.source
                            else str(err)) from None


def check_round_clock(state: EventState, data: Data) -> Data:
    rnd = find_round(state, data)
    require(rnd.clock is not None, Text(QT_TRANSLATE_NOOP("messages", "round {round} has not started yet"),
                                       {"round": rnd.number}))
    return {"round": rnd.number, "t": data["t"]}


def round_clock(rnd: Round) -> RoundClock:
    """The round's clock, which every round-clock action's check has required to be started."""
    if rnd.clock is None:
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "round {round} has not started yet"),
                            fields={"round": rnd.number})
    return rnd.clock


def tables_stopped_by_round(rnd: Round) -> list[tuple[Table, TableClock]]:
    """The tables whose player timers a round pause stops (and a round resume continues), with their clocks."""
    return [(table, table.clock) for table in rnd.tables.values() if table.clock is not None and not table.finished]


def check_pause_round(state: EventState, data: Data) -> Data:
    normal = check_round_clock(state, data)
    clock = round_clock(state.rounds[normal["round"]])
    _clock_or_refuse(lambda: clock.pause(data["t"]))
    for table, table_clock in tables_stopped_by_round(state.rounds[normal["round"]]):
        try:
            table_clock.pause_for_round(data["t"])
        except TablesideError as err:
            raise clock_refused(state, err, table.number) from None
    return normal


def check_resume_round(state: EventState, data: Data) -> Data:
    normal = check_round_clock(state, data)
    clock = round_clock(state.rounds[normal["round"]])
    _clock_or_refuse(lambda: clock.resume(data["t"]))
    return normal


def apply_pause_round(state: EventState, data: Data, seq: int) -> None:
    """A round pause stops every clock of every table, not only the round clock."""
    rnd = state.rounds[data["round"]]
    rnd.clock = round_clock(rnd).pause(data["t"])
    for table, table_clock in tables_stopped_by_round(rnd):
        table.clock = table_clock.pause_for_round(data["t"])


def apply_resume_round(state: EventState, data: Data, seq: int) -> None:
    rnd = state.rounds[data["round"]]
    rnd.clock = round_clock(rnd).resume(data["t"])
    for table, table_clock in tables_stopped_by_round(rnd):
        if table_clock.round_paused:
            table.clock = table_clock.resume_for_round(data["t"])


def check_extend(state: EventState, data: Data) -> Data:
    table = find_table(state, data)
    rnd = state.rounds[table.round]
    clock = round_clock(rnd)
    minutes = integer(data, "minutes", "the extension in minutes", minimum=1)
    _clock_or_refuse(lambda: clock.extend(table.number, minutes, data["t"]))
    return {"round": rnd.number, "table": table.number, "minutes": minutes, "t": data["t"]}


def apply_extend(state: EventState, data: Data, seq: int) -> None:
    rnd = state.rounds[data["round"]]
    rnd.clock = round_clock(rnd).extend(data["table"], data["minutes"], data["t"])


ACTIONS = [
    Action("round.open", check_open_round, apply_open_round, describe_open_round, scope=Scope.ROUND,
           structure=True),
    Action("table.seat", check_seat, apply_seat,
           lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Table {table} seated: {players} ({game})"),
                             {"table": d["table"], "players": names(s, d["players"]), "game": d["game"]}),
           scope=Scope.ROUND, structure=True, starts_timers=True),
    Action("round.start", check_start_round, apply_start_round,
           lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Round {round} started"), {"round": d["round"]}),
           scope=Scope.ROUND, structure=True, starts_timers=True, round_clock=True),
    Action("player.out", check_out, apply_out, describe_out, scope=Scope.TABLE, timers=True, standings=True,
           when_undone=apply_undone_leave),
    # A round pause stops (and its resume continues) the player timers of every table of the round.
    Action("round.pause", check_pause_round, apply_pause_round,
           lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Round {round} paused: every clock stopped"),
                             {"round": d["round"]}), scope=Scope.ROUND, timers=True,
           round_clock=True),
    Action("round.resume", check_resume_round, apply_resume_round,
           lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Round {round} resumed: every clock continues"),
                             {"round": d["round"]}), scope=Scope.ROUND, timers=True,
           round_clock=True),
    Action("round.extend", check_extend, apply_extend,
           lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Table {table} given %n more minute(s)"),
                             {"table": d["table"], "n": d["minutes"]}), scope=Scope.TABLE,
           round_clock=True),
]
