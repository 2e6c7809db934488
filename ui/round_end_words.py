"""How the round ends at a table, in the judge's language: the card and the projector say it alike,
from the table's round-end model (app.event.round_end_view)."""

from __future__ import annotations

from tableside.app.clocks.clock_text import clock_text
from tableside.app.event.round_end_view import RoundEndModel
from tableside.ui.i18n import arg, translate


def round_end_words(end: RoundEndModel) -> str:
    if not end.visible:
        return ""
    if end.stage == "numbers":
        return translate("round_end", "Play is over: enter the numbers")
    if end.ms_left is not None:
        return arg(translate("round_end", "%1 of last-turn time"), clock_text(end.ms_left))
    turns = end.turns_left or 0
    if end.judge_ends:
        if turns:
            return translate("round_end", "%n more turn(s): end them when they are done", None, turns)
        return translate("round_end", "Last turn: end it when the turn is done")
    if turns:
        return translate("round_end", "%n turn(s) left", None, turns)
    return translate("round_end", "Last turn")
