"""The event's agenda (issue 28, part 7): how many rounds are planned (``event.rounds``) and the breaks
between them (``event.break``), from which ``app.event.agenda`` estimates the end. Settings like any
other: logged, checked like every action, undone like the event's other settings."""

from __future__ import annotations

from ...text import QT_TRANSLATE_NOOP, Text
from ..state import EventState
from .base import Action, Data, event_exists, integer, require

MOST_ROUNDS = 99
MOST_BREAK = 600  # minutes: a night's break is another event


def check_rounds(state: EventState, data: Data) -> Data:
    event_exists(state)
    rounds = integer(data, "rounds", "the number of rounds", minimum=1)
    require(rounds <= MOST_ROUNDS, Text(QT_TRANSLATE_NOOP(
                                       "messages", "the number of rounds may be at most {most}"),
                                       {"most": MOST_ROUNDS}))
    opened = max(state.rounds, default=0)
    require(rounds >= opened, Text(QT_TRANSLATE_NOOP(
                                  "messages", "round {opened} is opened already: plan at least {opened} "
                                              "rounds"),
                                  {"opened": opened}))
    return {"rounds": rounds, "t": data["t"]}


def apply_rounds(state: EventState, data: Data, seq: int) -> None:
    state.planned_rounds = data["rounds"]


def check_break(state: EventState, data: Data) -> Data:
    event_exists(state)
    after = integer(data, "after", "the round the break follows", minimum=1)
    minutes = integer(data, "minutes", "the break's length in minutes", minimum=0)
    require(minutes <= MOST_BREAK, Text(QT_TRANSLATE_NOOP(
                                       "messages", "a break may last at most {most} minutes"),
                                       {"most": MOST_BREAK}))
    planned = state.planned_rounds
    require(planned is None or after < planned,
            Text(QT_TRANSLATE_NOOP(
                "messages", "the event plans {planned} rounds: a break after round {after} would come "
                            "after the last one"),
                {"planned": planned, "after": after}))
    return {"after": after, "minutes": minutes, "t": data["t"]}


def apply_break(state: EventState, data: Data, seq: int) -> None:
    if data["minutes"]:
        state.breaks[data["after"]] = data["minutes"]
    else:
        state.breaks.pop(data["after"], None)


def _describe_break(state: EventState, data: Data) -> Text:
    if not data["minutes"]:
        return Text(QT_TRANSLATE_NOOP("messages", "Agenda: no break after round {round}"), {"round": data["after"]})
    return Text(QT_TRANSLATE_NOOP("messages", "Agenda: a break of {minutes} min after round {round}"),
                {"minutes": data["minutes"], "round": data["after"]})


# The estimated end sits beside the round clock on the projector and the players' page: these repaint it.
ACTIONS = [
    Action("event.rounds", check_rounds, apply_rounds,
           lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Agenda: {rounds} rounds planned"), {"rounds": d["rounds"]}),
           round_clock=True),
    Action("event.break", check_break, apply_break, _describe_break, round_clock=True),
]
