"""The words of the tables' report rule (``app.event.reports``), read the same by ``event.create``,
``event.reports`` and a scoring preset's ``[reports]`` table: here, below both, so presets need not import
the event."""

from __future__ import annotations

from typing import Any

from .short_quote import quoted

CONFIRM_SECONDS = 120  # the default time a table has to confirm a report before it goes to the judge
LEAST_SECONDS, MOST_SECONDS = 10, 3600


def read_report_rule(raw: Any) -> dict[str, Any] | str | None:
    """``{"confirm_seconds", "phones"}`` with their defaults, None for off (None or false), or what is
    wrong, in one sentence."""
    if raw is None or raw is False:
        return None
    if raw is True:
        raw = {}
    if not isinstance(raw, dict):
        return 'reports must be like {"confirm_seconds": 120, "phones": false}'
    extra = sorted(map(str, set(raw) - {"confirm_seconds", "phones"}))
    if extra:
        return f"reports do not take {', '.join(map(quoted, extra))}"
    seconds, phones = raw.get("confirm_seconds", CONFIRM_SECONDS), raw.get("phones", False)
    if not isinstance(seconds, int) or isinstance(seconds, bool) or not LEAST_SECONDS <= seconds <= MOST_SECONDS:
        return f"the time to confirm a report must be {LEAST_SECONDS} to {MOST_SECONDS} seconds"
    if not isinstance(phones, bool):
        return "phones must be true or false"
    return {"confirm_seconds": seconds, "phones": phones}
