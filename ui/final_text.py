"""A finalist's place in words, beside their name on the standings (the window's and the projector's)."""

from __future__ import annotations

from tableside.ui.i18n import arg, translate


def final_note(kind: str, place: int) -> str:
    """"(final: place 1)", "(final: playing)" or "(cut: place 3)" for ``app.event.final.final_kind``."""
    if not place:
        return translate("final_text", "(final: playing)")
    if kind == "final":
        return arg(translate("final_text", "(final: place %1)"), place)
    return arg(translate("final_text", "(cut: place %1)"), place)
