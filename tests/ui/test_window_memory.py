"""Round after round, the window keeps no round it no longer shows: 20 rounds of 200 players, played
through the window, and its memory stops growing after the first rounds but for the log itself.

The cards of the round shown are set aside from the garbage collector's full passes (gc.freeze, as the
event's state is). A round's cards hold cycles (Qt wrappers and the slots connected to them), which only
a collection frees; so before the next round's cards are set aside, the last round's must be given back
to the collector and collected, or every round stays in memory for good (13.5 MiB a round before).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import resource

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from tableside.app.eventlog.memory_store import MemoryStore
from tests.ui.helpers import make_window

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(ctypes.util.find_library("c") is None or not hasattr(gc, "get_freeze_count"),
                       reason="reads the resident size after glibc's malloc_trim, with CPython's gc.freeze"),
]

PLAYERS = 200
ROUNDS = 20


def play_round(window, c, number: int) -> None:
    assert c.open_round()
    assert c.seat_round(number, game="Catan")
    assert c.start_round(number)
    # The last round's cards were deleted later (deleteLater): the event loop deletes them on its next
    # turn, as the running window does.
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    window.event_view.build_all()  # every card built, as a judge scrolling the round would
    for table_number, table in sorted(c.state.rounds[number].tables.items()):
        while not table.finished:
            assert c.out(number, table_number, [table.still_in[-1]])
            table = c.state.rounds[number].tables[table_number]


def resident_mib() -> float:
    """The resident size once the C library has handed back the memory it holds free (without that, a
    heap's high-water mark reads as growth)."""
    ctypes.CDLL(ctypes.util.find_library("c")).malloc_trim(0)
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * resource.getpagesize() / 2**20


def test_twenty_rounds_keep_only_the_round_shown(qtbot, clock, timers) -> None:
    window, c = make_window(qtbot, clock, timers, store=MemoryStore())
    assert c.do("event.create", {"name": "Memory Cup", "date": "2026-11-24", "system": "table-points",
                                 "options": {}, "timers": "round-clock-only", "round_minutes": 60})
    for i in range(PLAYERS):
        assert c.register(f"Player {i + 1:03d}")
    frozen: list[int] = []
    resident: list[float] = []
    for number in range(1, ROUNDS + 1):
        play_round(window, c, number)
        frozen.append(gc.get_freeze_count())
        resident.append(resident_mib())
    shown = ", ".join(f"{mib:.0f}" for mib in resident)
    # Set aside: the event's state, which grows by each round's entries (about 300 objects), and the round
    # shown. A round's cards (tens of thousands of objects) never pile up.
    growth = [b - a for a, b in zip(frozen[2:], frozen[3:], strict=False)]
    assert max(growth) < 2_000, growth
    # The first two rounds fill caches once (Qt's and the interpreter's: about 15 MiB here); after that
    # only the log and its state grow, about a third of a MiB a round at 200 players.
    assert resident[-1] - resident[1] <= 10, f"MiB after each round: {shown}"
