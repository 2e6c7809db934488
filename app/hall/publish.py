"""The writer's side of publishing: build the views from the state, hand the bytes to the loop.

Runs on the writer (the only thread that may read the session's state). ``publish`` builds every
channel's view, encodes it once, and passes the bytes to the hub with ``call_soon_threadsafe``; it
also remembers when a view will next change on its own, so the owner of the session can call
``due`` from its wake-ups and publish again at that moment.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from app.event.state import EventState
from app.hall.hub import Hub
from app.hall.views import all_views, encode, next_view_change


class Publisher:
    def __init__(self, hub: Hub, handover: Callable[..., object]) -> None:
        self.hub = hub
        self.handover = handover
        self.next_change: int | None = None
        self.published = 0
        self.build_ms = 0.0  # how long the last build took (for the load benchmark)

    def publish(self, state: EventState, now: int) -> None:
        started = time.perf_counter()
        views = {name: encode(view) for name, view in all_views(state, now).items()}
        self.next_change = next_view_change(state, now)
        self.build_ms = (time.perf_counter() - started) * 1000
        self.published += 1
        self.handover(self.hub.publish, views, state.seq)

    def due(self, state: EventState, now: int, seq_seen: int) -> bool:
        """Whether the views are out of date: entries written since, or a clock changed on its own."""
        return state.seq != seq_seen or (self.next_change is not None and now >= self.next_change)
