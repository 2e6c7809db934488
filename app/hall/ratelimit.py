"""At most so many requests a second from one address: a token bucket per client address.

A phone loads the players' page with four requests and a table device sends a few actions a
minute, so the limit (a burst of ``burst``, then ``rate`` a second) stops only a flood. The time is
injected so a test drives it by hand.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

RATE = 20.0  # requests per second, sustained, per address
BURST = 30  # requests at once, per address
MAX_ADDRESSES = 10_000  # forget idle addresses beyond this many (a flood of spoofed ones costs no memory)


@dataclass(slots=True)
class _Bucket:
    tokens: float
    at: float


class RateLimit:
    def __init__(self, rate: float = RATE, burst: int = BURST,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self._buckets: dict[str, _Bucket] = {}

    def allow(self, address: str) -> bool:
        now = self.clock()
        bucket = self._buckets.get(address)
        if bucket is None:
            if len(self._buckets) >= MAX_ADDRESSES:
                self._forget_full(now)
            bucket = self._buckets[address] = _Bucket(float(self.burst), now)
        bucket.tokens = min(float(self.burst), bucket.tokens + (now - bucket.at) * self.rate)
        bucket.at = now
        if bucket.tokens < 1.0:
            return False
        bucket.tokens -= 1.0
        return True

    def _forget_full(self, now: float) -> None:
        full = [a for a, b in self._buckets.items() if b.tokens + (now - b.at) * self.rate >= self.burst]
        for address in full:
            del self._buckets[address]
        if len(self._buckets) >= MAX_ADDRESSES:
            self._buckets.clear()
