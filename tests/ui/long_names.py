"""A round of long real names for the density bench and the clipped-text test: 30 tables of 4 under
document 002's player timers, every name 20 to 24 characters, some not ASCII."""

from __future__ import annotations

from tableside.ui.controller import EventController

FIRST = ("Bartholomew", "Maximiliane", "Konstantinos", "Gwendolyn", "Przemysław", "Aurélien", "Siobhán",
         "Jean-Baptiste", "Dagmar", "Ólafur", "Mehmet Ali", "Anneliese", "Leopoldine", "Zbigniew", "Ingibjörg",
         "Wilhelmina", "Florentino", "Marguerite", "Thorvald", "Évangéline")
LAST = ("Fitzgerald-Lee", "Wiśniewski", "Papadopoulos", "Van der Berghe", "Østergaard", "Yıldırım",
        "Lindqvist-Ruiz", "Schwarzenegger", "Dubois-Martin", "Kowalczyk", "Ferreira-Santos", "Nakamura")


def long_names(count: int) -> list[str]:
    """``count`` different names of 20 to 24 characters (the longest the issue asks to show whole)."""
    names: list[str] = []
    # Every first name with every surname, the surnames turning so that neighbours differ.
    pairs = [(first, LAST[(j + k) % len(LAST)]) for k in range(len(LAST)) for j, first in enumerate(FIRST)]
    for i, (first, last) in enumerate(pairs):
        name = f"{first} {last}"
        if len(name) < 20:  # a middle initial, as sign-up sheets have them
            name = f"{first} {'ABCDEFGHJKLMNOPRSTW'[i % 19]}. {last}"
        if len(name) > 24:  # a first name shortened, as sign-up sheets have them
            name = f"{first[0]}. {last}"
        if 20 <= len(name) <= 24 and name not in names:
            names.append(name)
        if len(names) == count:
            return names
    raise ValueError(f"only {len(names)} long names")


def seat_long_round(c: EventController, tables: int = 30, timers: str = "document-002") -> list[str]:
    """A new event on ``c`` with ``tables`` tables of 4 seated and started; a decision running at table 1."""
    names = long_names(4 * tables)
    assert c.do("event.create", {"name": "Big Hall Open", "date": "2026-11-24", "system": "table-points",
                                 "options": {}, "timers": timers, "round_minutes": 120})
    for name in names:
        assert c.register(name)
    assert c.open_round()
    for t in range(tables):
        assert c.seat(1, t + 1, names[4 * t:4 * t + 4], "Twilight Imperium")
    assert c.start_round(1)
    return names
