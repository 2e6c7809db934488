"""A sentence of the core as a template and its fields, so each screen can say it in its reader's language.

The core never imports Qt and never translates: it builds ``Text(QT_TRANSLATE_NOOP("messages", "Table
{table}: judge call done"), {"table": 4})``. ``str(text)`` is the English sentence (the command line, the
logs, scripts); the window translates ``template`` in the context "messages" and fills the fields
(``ui.i18n.said``). ``QT_TRANSLATE_NOOP`` is only the mark pyside6-lupdate looks for, so
``packaging/translations.py update`` finds every template where it is written.

Fields are plain values: a name stays as typed, an int is a number the window writes in the locale's
digits, a ``Text`` is translated in turn. A template never carries a format spec (``{ms:+g}``): the core
formats such a value into a string first. A count that changes the words is the field ``n`` with ``%n`` in
the template ("%n table(s)"): Qt picks the plural form, and English reads "1 table" / "3 tables".
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from .slots import Frozen, slot_setters

_ENGLISH_PLURAL = re.compile(r"(\w)\(s\)")
# A place as the reader's language writes it ("3rd", "3.", "3.º", "3e"): the window makes it from the number.
ORDINAL = "ordinal"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name pyside6-lupdate looks for
    """Marks ``text`` for translation in ``context`` (the window translates it, the core never does)."""
    return text


class Text(Frozen, fields=("template", "params", "context")):
    """An English template (``{field}`` places, ``%n`` for a count) and its fields; ``context`` is the
    catalogue's section the template is marked in ("view" for the view models' words). A ``Frozen``,
    not a dataclass: every error carries one, and ``tableside points`` starts without ``dataclasses``."""

    __slots__ = ("template", "params", "context")
    template: str
    params: Mapping[str, object]
    context: str  # "": a frame of fields only (``spaced``), never looked up

    def __init__(self, template: str, params: Mapping[str, object] | None = None, context: str = "messages") -> None:
        _set_template(self, template)
        _set_params(self, {} if params is None else params)
        _set_context(self, context)

    def __str__(self) -> str:
        if self.context == ORDINAL:
            return english_ordinal(int(str(self.params["n"])))
        return english(self.template, self.params)

    def __hash__(self) -> int:
        return hash((self.template, tuple(sorted((k, str(v)) for k, v in self.params.items()))))


_set_template, _set_params, _set_context = slot_setters(Text, "template", "params", "context")


def english(template: str, params: Mapping[str, object]) -> str:
    """The template in English with its fields filled (``%n`` with ``params["n"]``, "(s)" by the count)."""
    said = template
    if "%n" in said:
        n = params["n"]
        said = _ENGLISH_PLURAL.sub(r"\1" if n == 1 else r"\1s", said.replace("%n", str(n)))
    if not params:
        return said
    return fill(said, {key: str(value) for key, value in params.items()})


def fill(template: str, fields: Mapping[str, str]) -> str:
    """``template.format`` with ``fields``; fields named "0", "1", ... fill ``{0}``, ``{1}``, ... (a clock's
    sentence names its players by position)."""
    positional: list[str] = []
    while str(len(positional)) in fields:
        positional.append(fields[str(len(positional))])
    return template.format(*positional, **fields)


def spaced(parts: Sequence[str | Text], between: str = " ") -> str | Text:
    """Sentences (or clauses, ``between="; "``) one after the other, each said in the reader's language."""
    if len(parts) == 1:
        return parts[0]
    return Text(between.join(f"{{s{i}}}" for i in range(len(parts))), {f"s{i}": part for i, part in enumerate(parts)},
                context="")


def joined(items: list[str] | tuple[str, ...]) -> str | Text:
    """Names as a list a reader says: "Ana", "Ana and Ben", "Ana, Ben and Cy"."""
    if len(items) == 1:
        return items[0]
    return Text(QT_TRANSLATE_NOOP("messages", "{first} and {last}"),
                {"first": ", ".join(items[:-1]), "last": items[-1]})


def ordinal(n: int) -> Text:
    """A place ("3rd" in English): each screen writes it in its language from ``n`` (``ui.i18n.ordinal``)."""
    return Text("{n}", {"n": n}, context=ORDINAL)


def english_ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# A place in each shipped language but English, by its number: "" is every number's form, a number's own key
# its exception ("1er"). The one rule for both sides: the window writes places with it (``ui.i18n.ordinal``),
# and packaging/web_messages.py puts it into each page's catalogue ("{n} (place)", "1 (place)"), whence
# ``TablesideI18n`` writes a place the desk sends as ``{"ordinal": n}``.
ORDINAL_FORMS: Mapping[str, Mapping[str, str]] = {
    "de": {"": "{n}."},
    "es": {"": "{n}.º"},
    "fr": {"1": "1er", "": "{n}e"},
}


def ordinal_in(code: str, n: int) -> str | None:
    """Place ``n`` in the language ``code`` ("en": "3rd"); None for a language without a rule here."""
    if code == "en":
        return english_ordinal(n)
    forms = ORDINAL_FORMS.get(code)
    return None if forms is None else forms.get(str(n), forms[""]).replace("{n}", str(n))


def words(label: str) -> Text:
    """A word or label of the view models that may be in the catalogue (a built-in decision's "auction or
    pass"), translated where it is, and shown as written where it is not (a judge's own preset's label)."""
    return Text(label, {}, context="view")
