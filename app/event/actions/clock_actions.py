"""The judge's taps on a table's player timers: decisions, auctions, pause votes, resume, corrections.

Each action is checked by asking the (immutable) table clock to do it: the clock refuses with the
rule's reason, and nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...clocks.clock_text import exact_clock_text
from ...errors import QT_TRANSLATE_NOOP, ActionRefused, TablesideError
from ...short_quote import quoted
from ...text import Text, words
from ..round_end import begins_the_turn_after, note_turn, play_over
from ..state import EventState, Table
from .base import (
    Action,
    Data,
    Scope,
    clock_refused,
    find_table,
    integer,
    names,
    require,
    resolve_player,
)

# kind -> (fields besides round/table, how to call the clock, how to describe it)
Call = Callable[[Any, Data], Any]


def _table_with_clock(state: EventState, data: Data) -> Table:
    table = find_table(state, data)
    require(table.clock is not None,
            Text(QT_TRANSLATE_NOOP("messages", "table {table} runs no player timers"), {"table": table.number})
            if table.started_at is not None
            else Text(QT_TRANSLATE_NOOP("messages", "round {round} has not started yet"), {"round": table.round}))
    if table.finished:
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "the game at table {table} is already over"),
                            fields={"table": table.number})
    return table


def _clock_action(kind: str, fields: tuple[str, ...], call: Call,
                  describe: Callable[[EventState, Data], str | Text], *, releases: bool = False,
                  plays: bool = False, noted: Callable[[Any, int], Data] | None = None) -> Action:
    """``noted``: what the entry also records, read from the table clock at its moment (never trusted from the
    caller, so the history can say it exactly afterwards: the state then is gone)."""
    def check(state: EventState, data: Data) -> Data:
        table = _table_with_clock(state, data)
        # Once the last turn is over, the table waits for its numbers (by_number): no more play.
        require(not plays or not play_over(state, table, data["t"]),
                Text(QT_TRANSLATE_NOOP("messages", "play at table {table} is over; enter the numbers of the players "
                                                   "still in"), {"table": table.number}))
        normal: Data = {"round": table.round, "table": table.number, "t": data["t"]}
        if "player" in fields:
            player = resolve_player(state, data.get("player"))
            require(player.id in table.players, Text(QT_TRANSLATE_NOOP(
                                                    "messages", "{name} is not seated at table {table}"),
                                                    {"name": player.name, "table": table.number}))
            normal["player"] = player.id
        if "decision" in fields:
            normal["decision"] = _decision_kind(data)
        if "yes" in fields:
            require(isinstance(data.get("yes"), bool), QT_TRANSLATE_NOOP(
                                                           "messages", "a vote must be yes (true) or no (false)"))
            normal["yes"] = data["yes"]
        if "ms" in fields:
            normal["ms"] = integer(data, "ms", "the correction in milliseconds")
            require(normal["ms"] != 0, QT_TRANSLATE_NOOP("messages", "a correction of 0 ms changes nothing"))
        if "run" in data:
            normal["run"] = data["run"]
        try:
            call(table.clock, normal)
        except TablesideError as err:
            raise clock_refused(state, err) from None
        if noted is not None:
            normal.update(noted(table.clock, normal["t"]))
        return normal

    def apply(state: EventState, data: Data, seq: int) -> None:
        table = state.rounds[data["round"]].tables[data["table"]]
        table.clock = call(table.clock, data)
        if releases:  # the judge restarted the timers a restart held
            table.held_by_restart = False
        if "decision" in fields:
            note_turn(state, table, decision_of(data), data["t"])

    def ends_last_turn(state: EventState, data: Data) -> bool:
        table = state.rounds[data["round"]].tables[data["table"]]
        return begins_the_turn_after(state, table, decision_of(data), data["t"])

    return Action(kind, check, apply, describe, scope=Scope.TABLE, timers=True,
                  ends_last_turn=ends_last_turn if "decision" in fields else None)


def _decision_kind(data: Data) -> Any:
    """The decision kind, from ``decision``; older logs and callers spelled it ``kind``.

    Through ``tableside apply`` a line's ``kind`` is the action's own, so there it must be ``decision``.
    """
    given = {key: data[key] for key in ("decision", "kind") if key in data}
    require(len(set(map(repr, given.values()))) <= 1,
            Text(QT_TRANSLATE_NOOP(
                "messages", "the decision kind is given twice, as {first} and {second}; give it once, as "
                            "decision"),
                {"first": quoted(given.get('decision')), "second": quoted(given.get('kind'))}))
    require(bool(given), QT_TRANSLATE_NOOP(
                             "messages", "a decision needs its kind, as \"decision\" (a decision kind of "
                                         "the timer preset)"))
    return given.get("decision", given.get("kind"))


def decision_of(data: Data) -> Any:
    """The decision kind a stored clock.decision entry names (``kind`` in logs written before ``decision``)."""
    return data.get("decision", data.get("kind"))


def _who(state: EventState, data: Data) -> str | Text:
    return names(state, [data["player"]])


def _kind_label(state: EventState, data: Data) -> str:
    rules = state.settings.rules if state.settings else None
    decisions = getattr(rules, "decisions", {}) or {}
    entry = decisions.get(decision_of(data))
    label = getattr(entry, "label", None) or (entry[0] if isinstance(entry, tuple) else decision_of(data))
    return str(label)


def _auction_cost(state: EventState) -> str:
    """What the auction took off the clock: the event's rules say (they are fixed when it is created)."""
    rules = state.settings.rules if state.settings else None
    return exact_clock_text(getattr(rules, "auction_cost_ms", 20_000))


def _done(data: Data) -> Text:
    """Done's history line with the reward it gave (entries written before it was recorded say none)."""
    reward = data.get("reward_ms")
    if not isinstance(reward, int):
        return Text(QT_TRANSLATE_NOOP("messages", "Table {table}: decision done"), {"table": data["table"]})
    return Text(QT_TRANSLATE_NOOP("messages", "Table {table}: decision done (reward +{reward})"),
                {"table": data["table"], "reward": exact_clock_text(reward)})


ACTIONS = [
    _clock_action("clock.decision", ("player", "decision"),
                  lambda c, d: c.begin_decision(d["player"], decision_of(d), d["t"]),
                  lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Table {table}: {player} to decide: {decision}"),
                                   {"table": d["table"], "player": _who(s, d), "decision": words(_kind_label(s, d))}),
                  plays=True),
    _clock_action("clock.done", (), lambda c, d: c.complete_decision(d["t"]), lambda s, d: _done(d),
                  noted=lambda clock, t: {"reward_ms": clock.reward_if_done(t)}),
    _clock_action("clock.auction", ("player",), lambda c, d: c.start_auction(d["player"], d["t"]),
                  lambda s, d: Text(QT_TRANSLATE_NOOP("messages",
                                                     "Table {table}: {player} starts an auction (−{cost})"),
                                   {"table": d["table"], "player": _who(s, d), "cost": _auction_cost(s)}), plays=True),
    _clock_action("clock.pause", ("player",), lambda c, d: c.request_pause(d["player"], d["t"]),
                  lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Table {table}: {player} asks for a pause"),
                                   {"table": d["table"], "player": _who(s, d)}), plays=True),
    _clock_action("clock.vote", ("player", "yes"), lambda c, d: c.vote(d["player"], d["yes"], d["t"]),
                  lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Table {table}: {player} votes yes to pause")
                                   if d["yes"]
                                   else QT_TRANSLATE_NOOP("messages", "Table {table}: {player} votes no to pause"),
                                   {"table": d["table"], "player": _who(s, d)})),
    _clock_action("clock.resume", ("player",), lambda c, d: c.request_resume(d["player"], d["t"]),
                  lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Table {table}: {player} asks to resume"),
                                   {"table": d["table"], "player": _who(s, d)})),
    _clock_action("clock.adjust", ("player", "ms"), lambda c, d: c.adjust(d["player"], d["ms"], d["t"]),
                  lambda s, d: Text(QT_TRANSLATE_NOOP("messages",
                                                     "Table {table}: {player}'s timer corrected by {seconds} s"),
                                   {"table": d["table"], "player": _who(s, d), "seconds": f"{d['ms'] / 1000:+g}"})),
    _clock_action("clock.release", (), lambda c, d: c.release(d["t"]),
                  lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Table {table}: timers resumed after a restart"),
                                   {"table": d["table"]}), releases=True),
]
