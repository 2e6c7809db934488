"""How dense the table cards are: compact (one short line a player, small buttons) or comfortable (touch-sized).

"auto" picks by the screen the window is on: below COMFORTABLE_FROM lines of available height the
judge needs the tables more than finger-sized buttons (a 1366x768 laptop shows 8 tables of 4 compact,
a 1080p screen 15), so it is compact; a taller screen has room for comfortable cards.
"""

from __future__ import annotations

from typing import Final, Literal

from .errors import QT_TRANSLATE_NOOP

Density = Literal["compact", "comfortable"]
CHOICES: Final = {"auto": QT_TRANSLATE_NOOP("settings_dialog", "Automatic (by the screen)"),
                  "compact": QT_TRANSLATE_NOOP("settings_dialog", "Compact"),
                  "comfortable": QT_TRANSLATE_NOOP("settings_dialog", "Comfortable")}
COMFORTABLE_FROM: Final = 1200  # available screen height (logical px) from which cards are comfortable


def resolve(choice: str, available_height: int) -> Density:
    """The density a setting means on a screen whose available height is ``available_height``."""
    if choice == "compact":
        return "compact"
    if choice == "comfortable":
        return "comfortable"
    return "comfortable" if available_height >= COMFORTABLE_FROM else "compact"
