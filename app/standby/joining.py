"""A station's join, sent again until it lands: the retry the station runtime (``keeper``) runs.

A station the log never names is one no desk asks before carrying on alone (the fence), and without the
token the join's answer carries it can do nothing; so a join the desk could not take is sent again
after a growing pause until it lands, is refused, or the station stops.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

JOIN_RETRY_S = (0.5, 1.0, 2.0, 5.0)  # a join the server could not take (busy, 429, 503, gone) is sent again


def pause_before(attempt: int) -> float:
    """The pause after failed attempt ``attempt`` (0 for the first): growing, then 5 s each time."""
    return JOIN_RETRY_S[min(attempt, len(JOIN_RETRY_S) - 1)]


def until_landed(attempt: Callable[[], bool], stop: threading.Event, *,
                 current: Callable[[], bool] = lambda: True,
                 pause: Callable[[float], object] | None = None) -> bool:
    """Run ``attempt`` (True: landed, or nothing more to try) until it is done; False when stopped first.

    ``current`` False gives up too (a newer server was reached: its own round joins it)."""
    wait = pause if pause is not None else stop.wait
    tried = 0
    while not stop.is_set() and current():
        if attempt():
            return True
        wait(pause_before(tried))
        tried += 1
    return False
