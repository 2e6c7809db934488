"""The words of a check-in rule (``app.event.checkin``), read the same by ``event.create``, ``event.check_in``
and a scoring preset's ``[check_in]`` table: here, below both, so presets need not import the event."""

from __future__ import annotations

import re
import secrets
from typing import Any

from .short_quote import quoted
from .text import QT_TRANSLATE_NOOP, Text

NO_SHOW = ("skip", "loss", "drop")  # what a player who has not checked in gets as the round is seated
LATE = ("next_round", "free_seat")  # how a player checking in after the seating joins
CODE_LETTERS = "ACDEFGHJKLMNPQRTUVWXY3479"  # no 0/O, 1/I/L, 2/Z, 5/S, 6/G, 8/B to mistype on a phone
CODE_LENGTH = 6
_CODE = re.compile(f"[{CODE_LETTERS}]{{4,12}}")


def draw_code() -> str:
    """A fresh hall's check-in code: 25⁶ ≈ 244 million, against a phone's few guesses a second."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def code_problem(code: Any) -> Text | None:
    """What is wrong with a hall's code, as a sentence the window translates (None: nothing)."""
    if isinstance(code, str) and _CODE.fullmatch(code):
        return None
    return Text(QT_TRANSLATE_NOOP("messages", "a check-in code is 4 to 12 of the letters and digits {letters}"),
                {"letters": CODE_LETTERS})


def same_code(given: str, code: str) -> bool:
    """Whether a phone typed the hall's code (case and spaces around it aside), in constant time."""
    return bool(code) and secrets.compare_digest(given.strip().upper().encode(), code.encode())


def read_rule(raw: Any) -> dict[str, str] | Text | None:
    """``{"no_show", "late"}`` with its defaults, None for off (None or false), or what is wrong, in one
    sentence (a ``Text``: ``str()`` the command line's English, the window's in the judge's language)."""
    if raw is None or raw is False:
        return None
    if not isinstance(raw, dict):
        return Text(QT_TRANSLATE_NOOP("messages", "check-in must be like {example}"),
                    {"example": '{"no_show": "skip", "late": "next_round"}'})
    extra = sorted(map(str, set(raw) - {"no_show", "late"}))
    if extra:
        return Text(QT_TRANSLATE_NOOP("messages", "check-in does not take {keys}"),
                    {"keys": ", ".join(map(quoted, extra))})
    no_show, late = raw.get("no_show", "skip"), raw.get("late", "next_round")
    if not isinstance(no_show, str) or no_show not in NO_SHOW:
        return Text(QT_TRANSLATE_NOOP("messages", "a no-show gets {choices}, not {given}"),
                    {"choices": ", ".join(NO_SHOW), "given": quoted(no_show)})
    if not isinstance(late, str) or late not in LATE:
        return Text(QT_TRANSLATE_NOOP("messages", "a late arrival joins by {choices}, not {given}"),
                    {"choices": ", ".join(LATE), "given": quoted(late)})
    return {"no_show": no_show, "late": late}
