"""What a player's name may be, checked where a name enters the event (README: "What a name may be").

A name is shown on the desk, the projector, every phone and the printed slips, and it is how the
judge tells players apart, so it must read as what it is:

* Unicode NFC, so "é" typed on one keyboard and pasted from another is the same name.
* Surrounding whitespace is trimmed and every inner run of spaces becomes one space: "Ana  Li" and
  "Ana Li" would look the same on a card and yet be two players.
* Control characters (tab, line break, C0, DEL, C1) and the invisible direction controls
  (U+202A-202E, U+2066-2069, U+200E, U+200F, U+061C) are refused, not stripped: a right-to-left
  override makes one name read as another, and quietly dropping it would register a name the judge
  did not see typed. The refusal says which character, so the judge can type the name again.
* The zero-width joiner and non-joiner (U+200D, U+200C) stay: some scripts and emoji need them.
* At most ``MAX_LENGTH`` characters (code points, after NFC): a card, a projector line and a slip
  have room for that, and a pasted page of text is not a name.

Anything else (``<``, ``&``, quotes, emoji, any script) is an ordinary character: every screen
shows names as plain text.
"""

from __future__ import annotations

import unicodedata

from .errors import QT_TRANSLATE_NOOP, ActionRefused

MAX_LENGTH = 64

# Invisible marks that change the direction text is drawn in (Unicode's bidirectional controls).
DIRECTION_CONTROLS = frozenset(
    [chr(c) for c in range(0x202A, 0x202F)] + [chr(c) for c in range(0x2066, 0x206A)]
    + ["\u200e", "\u200f", "\u061c"])


def clean_name(text: str) -> str:
    """The name as it is registered; ActionRefused (one plain sentence) when it cannot be a name."""
    return clean_text(text)


def clean_text(text: str, what: str = "name", limit: int = MAX_LENGTH, *, empty_ok: bool = False) -> str:
    """Any short text a person types that others will read (a name, a judge call's note), by the
    name's rules; ``what`` names it in the refusal. ``empty_ok``: nothing typed gives ""."""
    name = unicodedata.normalize("NFC", text).strip()
    for char in name:
        if char in DIRECTION_CONTROLS:
            raise _refused(what, QT_TRANSLATE_NOOP(
                "messages", "the name holds an invisible direction mark ({code}), which can make it read as another "
                            "name; type it again without it"), code=_code(char))
        category = unicodedata.category(char)
        if category == "Cc":
            raise _refused(what, QT_TRANSLATE_NOOP(
                "messages", "the name holds an invisible control character ({code}, such as a tab or a line "
                            "break); type it again without it"), code=_code(char))
        if category == "Cs":
            # Half of a UTF-16 pair on its own (only a hand-made file can send one): not a character.
            raise _refused(what, QT_TRANSLATE_NOOP(
                "messages", "the name holds a broken character ({code}); type it again"), code=_code(char))
    name = " ".join(name.split())
    if not name and not empty_ok:
        raise _refused(what, QT_TRANSLATE_NOOP("messages", "the name is empty"))
    if len(name) > limit:
        raise _refused(what, QT_TRANSLATE_NOOP(
            "messages", "the name is {length} characters long; a name may have at most {most}"),
            length=len(name), most=limit)
    return name


def _refused(what: str, template: str, **fields: object) -> ActionRefused:
    """A name's refusal keeps its template (the window shows it in the judge's language); another text's
    (a note, a reason) says its own word, in English."""
    if what == "name":
        return ActionRefused(template, fields=fields)
    article = "an " if what[:1] in "aeiou" else "a "  # "an announcement may have at most ..."
    return ActionRefused(template.replace("a name", article + "name").replace("name", what).format(**fields))


def _code(char: str) -> str:
    return f"U+{ord(char):04X}"
