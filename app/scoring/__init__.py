"""Every point system of the reference documents, behind one small interface.

``make_system(name, options)`` validates the options and returns an object with
``check_size(n)`` (refuses a table size it cannot score) and ``score(game, context)``.

A system's module is imported the first time its name is used (``SYSTEMS[name]``, ``make_system``):
``tableside points`` on a table-points game loads neither rplops, placement nor contribution.
Listing the systems (``list(SYSTEMS)``, ``name in SYSTEMS``) imports none of them.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping

from ..errors import InvalidOptions
from ..text import QT_TRANSLATE_NOOP
from .result import GameContext, GameResult, PlayerResult, RatingChange

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (a tenth of tableside points' start)
if TYPE_CHECKING:
    from typing import Any

    from .system import Factory, ScoringSystem


def __getattr__(name: str) -> object:
    """``ScoringSystem``, a typing.Protocol, on first use: typing costs ``tableside points`` a tenth of its start."""
    if name == "ScoringSystem":
        from .system import ScoringSystem

        return ScoringSystem
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# name -> (its module in this package, the factory's name there); the listing order is the systems' order.
_FACTORIES: dict[str, tuple[str, str]] = {
    "table-points": ("table_points", "from_options"),
    "rplops": ("rplops", "rplops_from_options"),
    "rplops2": ("rplops", "rplops2_from_options"),
    "plops": ("rplops", "plops_from_options"),
    "contribution": ("contribution", "from_options"),
    "placement": ("placement", "from_options"),
}


class _Systems(Mapping[str, "Factory"]):
    """name -> factory(options); a factory's module is imported when the factory is first asked for."""

    __slots__ = ("_loaded",)

    def __init__(self) -> None:
        self._loaded: dict[str, Factory] = {}

    def __getitem__(self, name: str) -> Factory:
        factory = self._loaded.get(name)
        if factory is None:
            module, attribute = _FACTORIES[name]
            factory = self._loaded[name] = getattr(importlib.import_module(f"{__name__}.{module}"), attribute)
        return factory

    def __contains__(self, name: object) -> bool:
        return name in _FACTORIES

    def __iter__(self) -> Iterator[str]:
        return iter(_FACTORIES)

    def __len__(self) -> int:
        return len(_FACTORIES)


SYSTEMS: Mapping[str, Factory] = _Systems()


def make_system(name: Any, options: Mapping[str, Any] | None = None) -> ScoringSystem:
    if not isinstance(name, str) or name not in SYSTEMS:
        known = ", ".join(SYSTEMS)
        raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "unknown scoring system {name} (known: {known})"),
                             fields={"name": repr(name), "known": known})
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise InvalidOptions(QT_TRANSLATE_NOOP("messages", "options for {name} must be an object, got {options}"),
                             fields={"name": name, "options": repr(options)})
    return SYSTEMS[name](options)


__all__ = [
    "SYSTEMS",
    "GameContext",
    "GameResult",
    "PlayerResult",
    "RatingChange",
    "ScoringSystem",
    "make_system",
]
