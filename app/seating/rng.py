"""A small seeded random source whose numbers never change between Python versions.

A seating is stored in the log beside the seed it came from, and re-checked from that seed when an
undo refolds the log. Python's own ``random`` does not promise the same sequence across versions, so
the seating uses this splitmix64 generator, seeded through SHA-256 of the seed's text.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class SeededRandom:
    def __init__(self, seed: int | str) -> None:
        digest = hashlib.sha256(f"tableside-seating:{seed}".encode()).digest()
        self._state = int.from_bytes(digest[:8], "big")

    def next64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A whole number in 0 .. n-1, every one equally likely (rejection keeps it unbiased)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = ((1 << 64) // n) * n
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
