"""Leaves that the clocks make happen: a main timer reaching 0, the round clock reaching 0 at a table.

They are not guessed at display time: the session logs each as an ordinary ``player.out`` entry,
dated at the exact moment it happened, so the points and the history are the same as for a tap.
"""

from __future__ import annotations

from typing import Any

from app.event.state import EventState


def due_leaves(state: EventState, now: int) -> dict[str, Any] | None:
    """The earliest leave due at or before ``now``, as player.out data, or None."""
    best: tuple[int, int, dict[str, Any]] | None = None  # (moment, priority, data)
    for rnd in state.rounds.values():
        if rnd.started_at is None:
            continue
        running = [t for t in rnd.tables.values() if t.started_at is not None and not t.finished]
        for table in running:
            if table.clock is not None and not table.held_by_restart:
                for player, moment in table.clock.timeouts(now):
                    candidate = (moment, 0, {"round": rnd.number, "table": table.number, "players": [player],
                                             "reason": "time", "t": moment})
                    best = candidate if best is None or candidate[:2] < best[:2] else best
        if rnd.clock is not None:
            for number, moment in rnd.clock.expired_tables([t.number for t in running], now):
                table = rnd.tables[number]
                candidate = (moment, 1, {"round": rnd.number, "table": number, "players": list(table.still_in),
                                         "reason": "round", "t": moment})
                best = candidate if best is None or candidate[:2] < best[:2] else best
    return None if best is None else best[2]


def next_automatic(state: EventState, now: int) -> int | None:
    """When the next clock-made change can happen, for the one wake-up timer the window arms."""
    moments = []
    for rnd in state.rounds.values():
        if rnd.clock is not None:
            change = rnd.clock.next_change(now)
            if change is not None:
                moments.append(change)
        for table in rnd.tables.values():
            if table.clock is not None and not table.finished and not table.held_by_restart:
                change = table.clock.next_change(now)
                if change is not None:
                    moments.append(change)
    return min(moments) if moments else None
