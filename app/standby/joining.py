"""A station's join, sent again until it lands: the one retry both kinds of station use.

A station the log never names is one no desk asks before carrying on alone (the fence) and one a
takeover cannot check, and without the token the join's answer carries it can do nothing. So a join
the desk could not take (busy: 429, 503; or no answer at all) is sent again after a growing pause
(``JOIN_RETRY_S``), until it lands, the desk refuses it, or the station stops.

``until_landed`` is the loop (``tableside replicate --as``'s keeper and the window's station both run
it); ``StationJoin`` is one station's join over a ``LogClient``, telling what happened through
callbacks (the window turns them into signals). The pause is injected: ``stop.wait`` by default, so
stopping the station cuts a pause short.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping

from ..replication.client import LogClient, ServerRefused, Unreachable

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


class StationJoin:
    """One station's ``station.join`` with the judge code, sent again until it lands.

    ``on_joined(seq, token)``: the desk committed it and gave this station its token. ``on_waiting(why)``:
    this attempt did not land (busy, no answer) and it is sent again. ``on_refused(why)``: the desk
    said no; it is not sent again. Callbacks run on the thread that runs ``run``.
    """

    def __init__(self, url: str, token: str, data: Mapping[str, str], *, stop: threading.Event,
                 on_joined: Callable[[int, str], None], on_waiting: Callable[[str], None] = lambda _: None,
                 on_refused: Callable[[str], None] = lambda _: None,
                 pause: Callable[[float], object] | None = None,
                 client: Callable[[str, str], LogClient] = LogClient) -> None:
        self.url = url
        self.token = token
        self.data = dict(data)
        self.stop = stop
        self.on_joined = on_joined
        self.on_waiting = on_waiting
        self.on_refused = on_refused
        self.pause = pause
        self.client = client
        self.attempts = 0

    def run(self) -> bool:
        """Join until it lands or is refused (True), or the station stops first (False)."""
        return until_landed(self.attempt, self.stop, pause=self.pause)

    def attempt(self) -> bool:
        """One join; False: send it again after a pause."""
        self.attempts += 1
        client = self.client(self.url, self.token)
        try:
            seq, given = client.join(self.data)
        except Unreachable as err:
            if not self.stop.is_set():
                self.on_waiting(str(err))
            return False
        except ServerRefused as err:
            self.on_refused(str(err))
            return True
        finally:
            client.close()
        self.on_joined(seq, given)
        return True
