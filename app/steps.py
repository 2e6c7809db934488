"""Work done a step at a time: a generator that yields between steps and returns its result.

A window builds the hall's standings (10-15 ms at 520 players) one step per turn of its event loop, so
a judge's tap due meanwhile waits for a step, not for the whole; everyone else runs the same code to
the end at once with ``finish``.

Longer work (opening a big event file) yields how far it has got instead, a fraction from 0 to 1
(``Progress``), so the window can show the judge a percentage; ``finish`` runs either kind.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, TypeVar

T = TypeVar("T")
Steps = Generator[None, None, T]
Progress = Generator[float, None, T]  # each step yields the share of the work done so far
STEP = 64  # players (or tables) a step: well under a millisecond of work each


def finish(steps: Generator[Any, None, T]) -> T:
    """Run every step now; the result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


def scaled(steps: Progress[T], low: float, high: float) -> Progress[T]:
    """``steps`` as a part of a longer work: its 0..1 reported as low..high."""
    while True:
        try:
            done = next(steps)
        except StopIteration as end:
            return end.value  # type: ignore[no-any-return]
        yield low + (high - low) * done
