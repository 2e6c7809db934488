"""Actions being committed, by who sent them and their id: a retry joins the commit under way.

The writer answers within ``WRITER_TIMEOUT_S`` or the device is told "not known yet" (the job stays
queued and is committed when the writer gets to it: a disk stall of 18 s still commits it). A retry
of that id, sent while the commit is still under way, waits for the same commit rather than queueing
a second job behind it: it gets that commit's answer ("done" once), or "not known yet" again.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Hashable
from concurrent.futures import Future
from typing import Any

from .gate import Outcome, not_known

LATE = "the judge's desk did not answer in time; this device sends it again until it has an answer"
STOPPING = "the judge's desk is stopping; this device sends it again once the desk is back"


class Stopping:
    """The server has begun to stop: long waits in handlers end at once, with an answer. uvicorn gives the
    requests under way a second and then cancels them, and a cancelled handler is printed as a traceback
    (a standby copy's long poll made every ``quit`` of a served event end in one)."""

    def __init__(self) -> None:
        self.is_set = False
        self._future: asyncio.Future[None] | None = None

    def future(self) -> asyncio.Future[None]:
        """Done once the server stops (a future of the running loop)."""
        loop = asyncio.get_running_loop()
        if self._future is None or self._future.get_loop() is not loop:
            self._future = loop.create_future()
            if self.is_set:
                self._future.set_result(None)
        return self._future

    def set(self) -> None:
        """Called on the server's loop when it begins to stop."""
        self.is_set = True
        if self._future is not None and not self._future.done():
            self._future.set_result(None)


class InFlight:
    def __init__(self, timeout_s: float, stopping: Stopping | None = None) -> None:
        self.timeout_s = timeout_s
        self.stopping = stopping or Stopping()
        self._running: dict[Hashable, asyncio.Future[Outcome]] = {}

    def __len__(self) -> int:
        return len(self._running)

    async def answer(self, key: Hashable, start: Callable[[], Future[Outcome]]) -> Outcome:
        """The outcome of the commit ``start`` begins, or of the one already under way for ``key``."""
        running = self._running.get(key)
        if running is None:
            running = asyncio.wrap_future(start())
            self._running[key] = running
            running.add_done_callback(lambda done: self._finished(key, done))
        # asyncio.wait cancels neither: the commit goes on after a late answer, and is the retry's answer.
        either: set[asyncio.Future[Any]] = {running, self.stopping.future()}
        await asyncio.wait(either, timeout=self.timeout_s,
                           return_when=asyncio.FIRST_COMPLETED)
        if running.done():
            return running.result()
        return not_known(STOPPING if self.stopping.is_set else LATE)

    def _finished(self, key: Hashable, done: asyncio.Future[Outcome]) -> None:
        if self._running.get(key) is done:
            del self._running[key]
        if not done.cancelled():
            done.exception()  # retrieved: a commit no one waits for any more must not be reported as lost
