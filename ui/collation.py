"""Names in the order the judge's language sorts them (QCollator), for every list the window shows.

The core sorts with ``app.event.projector_view.name_key`` (accents and case aside, by code point
otherwise), which puts "Łukasz" after "Mira": Ł is a letter of its own, not an L with a mark. The
window passes ``name_key()`` from here instead, the judge's locale's collation: Ł between L and M in
Polish as in English, Ø beside O, "player 10" after "player 9". The core never imports Qt; it takes the
key as an argument.

The C locale (``LANG=C``, a bare server, the tests) would collate by code point again, so it is read as
English, whose collation is the Unicode default every other language starts from.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCollator, QCollatorSortKey, QLocale, Qt


def collator(locale: QLocale | None = None) -> QCollator:
    chosen = QLocale() if locale is None else locale
    if chosen.language() in (QLocale.Language.C, QLocale.Language.AnyLanguage):
        chosen = QLocale("en_US")
    made = QCollator(chosen)
    made.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    made.setNumericMode(True)
    return made


class _Key:
    """A name's place: the collator's order, then the name itself so equal-sorting names stay apart."""

    __slots__ = ("sort", "name")

    def __init__(self, sort: QCollatorSortKey, name: str) -> None:
        self.sort = sort
        self.name = name

    def __lt__(self, other: _Key) -> bool:
        order = self.sort.compare(other.sort)
        return order < 0 or (order == 0 and self.name < other.name)


def name_key(locale: QLocale | None = None) -> Callable[[str], _Key]:
    """A sort key for names, by the judge's locale (or ``locale``): ``sorted(names, key=name_key())``."""
    made = collator(locale)

    def key(name: str) -> _Key:
        return _Key(made.sortKey(name), name)

    return key
