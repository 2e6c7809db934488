"""When the desk chimes (issue 26, part 5): a warning a set number of minutes before the round's end,
another at the end, one when a table's timers are held after a restart, and one when a table calls a
judge. Qt-free: the window asks at each wake-up (``ui.sounds`` plays what this says is due), with the
event time it was given.

A chime is for a moment the judge should not miss, so each sounds once, when the clock crosses it while
the desk watches: opening an event whose round is already under five minutes says nothing (nobody
crossed anything), while a table held by a restart chimes when the event opens, since that is the moment
it was held. A paused round crosses nothing; an extension given after the warning does not warn again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from .event.state import EventState

Cue = Literal["warning", "end", "held", "call"]
CUES: tuple[Cue, ...] = ("warning", "end", "held", "call")


@dataclass
class SoundCues:
    """What is due at each wake-up; ``warn_minutes`` 0 gives no warning chime."""

    warn_minutes: int = 5
    _left: dict[int, int] = field(default_factory=dict)  # round -> the round clock's ms left at the last look
    _held: frozenset[tuple[int, int]] = frozenset()  # (round, table) held at the last look
    _calls: frozenset[int] | None = None  # the judge calls open at the last look (None: no look yet)

    def reset(self) -> None:
        """Another event (or none): forget what was seen."""
        self._left = {}
        self._held = frozenset()
        self._calls = None

    def due(self, state: EventState, now: int) -> list[Cue]:
        cues: list[Cue] = []
        rnd = state.current_round
        if rnd is not None and rnd.clock is not None and rnd.started_at is not None:
            clock = rnd.clock
            left = clock.remaining_ms(max(now, clock.latest or now))
            before = self._left.get(rnd.number)
            self._left[rnd.number] = left
            warn_ms = self.warn_minutes * 60_000
            if before is not None and left < before:
                if warn_ms > 0 and before > warn_ms >= left > 0:
                    cues.append("warning")
                if before > 0 >= left:
                    cues.append("end")
        held = frozenset((t.round, t.number) for r in ([rnd] if rnd is not None else [])
                         for t in r.tables.values() if t.held_by_restart and not t.finished)
        if held - self._held:
            cues.append("held")
        self._held = held
        # A table calling a judge chimes once, when the call arrives; calls already open when the event
        # opens were heard by whoever was at the desk then (the queue shows them).
        calls = frozenset(state.calls)
        if self._calls is not None and calls - self._calls:
            cues.append("call")
        self._calls = calls
        return cues
