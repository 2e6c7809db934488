"""What a table shows of its round's end (app.event.round_end): the desk's card, the projector and the
table device read this same small model, so they say the same thing.

``text`` is the English sentence; the screens that translate build theirs from ``stage``,
``turns_left`` and ``ms_left`` (the window with ``translate``, the pages with TablesideI18n.tr).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..clocks.clock_text import clock_text
from ..errors import QT_TRANSLATE_NOOP
from .round_end import phase_at
from .state import EventState, Table

LAST_TURN = QT_TRANSLATE_NOOP("view", "Last turn")
TURNS_LEFT = "{n} turns left"  # the window: "%n turn(s) left"; the pages: "{n} turns left"
MINUTES_LEFT = "{time} of last-turn time"
JUDGE_ENDS = QT_TRANSLATE_NOOP("view", "Last turn: end it when the turn is done")
JUDGE_ENDS_TURNS = "{n} more turns: end them when they are done"
NUMBERS = QT_TRANSLATE_NOOP("view", "Play is over: enter the numbers")
END_ACTION = QT_TRANSLATE_NOOP("view", "End the last turn")
NUMBERS_ACTION = QT_TRANSLATE_NOOP("view", "Enter the numbers")


@dataclass(frozen=True, slots=True)
class RoundEndModel:
    visible: bool = False
    stage: str = "playing"  # playing / last_turn / numbers (app.event.round_end.Stage)
    text: str = ""
    turns_left: int | None = None
    ms_left: int | None = None
    judge_ends: bool = False  # no player timers see the turns: the judge's action ends the phase
    by_number: bool = False  # the players still in are ranked by the numbers entered
    action: str = ""  # the judge's button: END_ACTION, NUMBERS_ACTION or "" (none)
    ends_at: int | None = None  # a capped phase's end while the round clock runs (a page counts on to it)


def round_end_model(state: EventState, table: Table, now: int) -> RoundEndModel:
    phase = phase_at(state, table, now)
    by_number = phase.rule.survivors == "by_number"
    if phase.stage == "playing":
        return RoundEndModel(by_number=by_number)
    if phase.stage == "numbers":
        return RoundEndModel(True, "numbers", NUMBERS, by_number=True, action=NUMBERS_ACTION)
    action = (NUMBERS_ACTION if by_number else END_ACTION) if phase.judge_ends else ""
    if phase.ms_left is not None:
        text = MINUTES_LEFT.format(time=clock_text(phase.ms_left))
    elif phase.judge_ends:
        text = JUDGE_ENDS if not phase.turns_left else JUDGE_ENDS_TURNS.format(n=phase.turns_left)
    elif phase.turns_left:
        text = TURNS_LEFT.format(n=phase.turns_left)
    else:
        text = LAST_TURN
    clock = state.rounds[table.round].clock
    ends_at = None
    if phase.ms_left is not None and clock is not None and clock.state == "running":
        ends_at = clock.ends_after(table.number, phase.rule.extra_ms)
    return RoundEndModel(True, "last_turn", text, phase.turns_left, phase.ms_left, phase.judge_ends, by_number,
                         action, ends_at)
