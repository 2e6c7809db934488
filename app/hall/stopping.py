"""The server has begun to stop: long waits in handlers end at once, with an answer.

uvicorn gives the requests under way a second (``timeout_graceful_shutdown``) and then cancels them,
and a cancelled handler is printed as a traceback on the console: a standby copy's long poll made
every ``quit`` of a served event end in one. Waits race this signal instead.
"""

from __future__ import annotations

import asyncio


class Stopping:
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
