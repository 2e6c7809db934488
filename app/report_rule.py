"""The words of the tables' report rule (``app.event.reports``), read the same by ``event.create``,
``event.reports`` and a scoring preset's ``[reports]`` table: here, below both, so presets need not import
the event."""

from __future__ import annotations

from typing import Any

from .short_quote import quoted
from .text import QT_TRANSLATE_NOOP, Text

CONFIRM_SECONDS = 120  # the default time a table has to confirm a report before it goes to the judge
LEAST_SECONDS, MOST_SECONDS = 10, 3600


def read_report_rule(raw: Any) -> dict[str, Any] | Text | None:
    """``{"confirm_seconds", "phones"}`` with their defaults, None for off (None or false), or what is
    wrong, in one sentence (a ``Text``: ``str()`` the command line's English, the window's translated)."""
    if raw is None or raw is False:
        return None
    if raw is True:
        raw = {}
    if not isinstance(raw, dict):
        return Text(QT_TRANSLATE_NOOP("messages", "reports must be like {example}"),
                    {"example": '{"confirm_seconds": 120, "phones": false}'})
    extra = sorted(map(str, set(raw) - {"confirm_seconds", "phones"}))
    if extra:
        return Text(QT_TRANSLATE_NOOP("messages", "reports do not take {keys}"),
                    {"keys": ", ".join(map(quoted, extra))})
    seconds, phones = raw.get("confirm_seconds", CONFIRM_SECONDS), raw.get("phones", False)
    if not isinstance(seconds, int) or isinstance(seconds, bool) or not LEAST_SECONDS <= seconds <= MOST_SECONDS:
        return Text(QT_TRANSLATE_NOOP("messages", "the time to confirm a report must be {least} to {most} seconds"),
                    {"least": LEAST_SECONDS, "most": MOST_SECONDS})
    if not isinstance(phones, bool):
        return Text(QT_TRANSLATE_NOOP("messages", "phones must be true or false"))
    return {"confirm_seconds": seconds, "phones": phones}
