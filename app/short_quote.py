"""What a refusal may quote of what was sent: a short prefix, never the whole field.

A refusal is read by a judge (and written to the server's console): echoing a 5,000-character
field back whole buries the sentence that says what is wrong, and hands a flood its own bytes back.
"""

from __future__ import annotations

from .text import QT_TRANSLATE_NOOP, Text

MAX_QUOTED = 40  # characters of the sender's own text a refusal shows


def quoted(value: object) -> str:
    """``value`` as a refusal quotes it (``repr``), cut to its first ``MAX_QUOTED`` characters with "…"."""
    text = value if isinstance(value, str) else repr(value)
    if len(text) <= MAX_QUOTED:
        return repr(text) if isinstance(value, str) else text
    cut = text[:MAX_QUOTED]
    return (repr(cut) if isinstance(value, str) else cut) + "…"


def shortened(message: str, limit: int = 280) -> str:
    """A whole message cut to ``limit`` characters: the last guard for text quoted without ``quoted``."""
    return message if len(message) <= limit else message[:limit - 1] + "…"


def quoted_keys(keys: list[str]) -> str | Text:
    """Unknown field names as a refusal quotes them: the first three, each cut short, and how many more (a
    sentence the reader's language says: the pages' catalogues carry it, packaging/web_messages.py)."""
    shown = ", ".join(quoted(key) for key in keys[:3])
    if len(keys) <= 3:
        return shown
    return Text(QT_TRANSLATE_NOOP("messages", "{shown} and {more} more"), {"shown": shown, "more": len(keys) - 3})
