"""The words of a check-in rule (``app.event.checkin``), read the same by ``event.create``, ``event.check_in``
and a scoring preset's ``[check_in]`` table: here, below both, so presets need not import the event."""

from __future__ import annotations

import re
import secrets
from typing import Any

from .short_quote import quoted

NO_SHOW = ("skip", "loss", "drop")  # what a player who has not checked in gets as the round is seated
LATE = ("next_round", "free_seat")  # how a player checking in after the seating joins
CODE_LETTERS = "ACDEFGHJKLMNPQRTUVWXY3479"  # no 0/O, 1/I/L, 2/Z, 5/S, 6/G, 8/B to mistype on a phone
CODE_LENGTH = 6
_CODE = re.compile(f"[{CODE_LETTERS}]{{4,12}}")


def draw_code() -> str:
    """A fresh hall's check-in code: 25⁶ ≈ 244 million, against a phone's few guesses a second."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def code_problem(code: Any) -> str | None:
    if isinstance(code, str) and _CODE.fullmatch(code):
        return None
    return f"a check-in code is 4 to 12 of the letters and digits {CODE_LETTERS}"


def same_code(given: str, code: str) -> bool:
    """Whether a phone typed the hall's code (case and spaces around it aside), in constant time."""
    return bool(code) and secrets.compare_digest(given.strip().upper().encode(), code.encode())


def read_rule(raw: Any) -> dict[str, str] | str | None:
    """``{"no_show", "late"}`` with its defaults, None for off (None or false), or what is wrong, in one sentence."""
    if raw is None or raw is False:
        return None
    if not isinstance(raw, dict):
        return 'check-in must be like {"no_show": "skip", "late": "next_round"}'
    extra = sorted(map(str, set(raw) - {"no_show", "late"}))
    if extra:
        return f"check-in does not take {', '.join(map(quoted, extra))}"
    no_show, late = raw.get("no_show", "skip"), raw.get("late", "next_round")
    if not isinstance(no_show, str) or no_show not in NO_SHOW:
        return f"a no-show gets {', '.join(NO_SHOW)}, not {quoted(no_show)}"
    if not isinstance(late, str) or late not in LATE:
        return f"a late arrival joins by {', '.join(LATE)}, not {quoted(late)}"
    return {"no_show": no_show, "late": late}
