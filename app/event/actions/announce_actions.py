"""Announcements from the desk to every table device and phone (issue 28, part 7).

``event.announce`` puts a short text up; ``event.announce_end`` takes one down. Each is a logged
entry like any action, so the history says what was announced and when, and a station that takes
over shows the same ones. Neither can be undone: phones have already shown the text, and taking an
announcement down is its own entry (Take down), which the log keeps beside it.

Table devices may not announce (``app.hall.gate.DEVICE_KINDS`` does not list these kinds); the desk
and judge stations may.
"""

from __future__ import annotations

from ...names import clean_text
from ...text import QT_TRANSLATE_NOOP, Text
from ..state import Announcement, EventState
from .base import Action, ActionRefused, Data, event_exists

TEXT_LIMIT = 200  # a line or two on a phone's banner, not a letter


def shown(state: EventState) -> list[Announcement]:
    """The announcements up now, latest first."""
    return sorted(state.announcements.values(), key=lambda a: a.id, reverse=True)


def check_announce(state: EventState, data: Data) -> Data:
    event_exists(state)
    text = data.get("text")
    if not isinstance(text, str):
        raise ActionRefused(QT_TRANSLATE_NOOP("messages", "the announcement must be text"))
    return {"text": clean_text(text, what="announcement", limit=TEXT_LIMIT), "t": data["t"]}


def apply_announce(state: EventState, data: Data, seq: int) -> None:
    state.announcements[seq] = Announcement(seq, data["text"], data["t"])


def check_end(state: EventState, data: Data) -> Data:
    event_exists(state)
    number = data.get("announcement")
    if not isinstance(number, int) or isinstance(number, bool) or number not in state.announcements:
        raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "there is no announcement {number} up now"),
                                {"number": number}))
    # The text goes in the entry too, so the history names what came down once it is gone from the state.
    return {"announcement": number, "text": state.announcements[number].text, "t": data["t"]}


def apply_end(state: EventState, data: Data, seq: int) -> None:
    del state.announcements[data["announcement"]]


def _describe_end(state: EventState, data: Data) -> Text:
    return Text(QT_TRANSLATE_NOOP("messages", "Announcement taken down: {text}"),
                {"text": data.get("text", data["announcement"])})


FINAL = QT_TRANSLATE_NOOP("messages", "an announcement is taken down with Take down, which the log keeps")
ACTIONS = [
    Action("event.announce", check_announce, apply_announce,
           lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Announcement: {text}"), {"text": d["text"]}),
           undoable=False, final=FINAL, announcements=True),
    Action("event.announce_end", check_end, apply_end, _describe_end,
           undoable=False, final=FINAL, announcements=True),
]
