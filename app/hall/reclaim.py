"""Giving memory back once a crowd of connections has left.

A closed connection's objects (protocol, transport, ASGI cycle) hold each other in cycles, which only
the oldest generation frees, rarely on an idle server; then glibc keeps the freed heap unless trimmed.
So after the connections fall by ``DROP`` from their peak the server collects and trims once (10-30 ms),
or only trims where the process runs its full collections itself (the window).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
from collections.abc import Callable

DROP = 128  # connections closed since the peak before memory is worth collecting for
# An oldest-generation threshold this high means the process runs its full passes itself, at moments
# it chose (the window: ``ui.quiet_collector``, never inside a judge's tap): then only trim here.
HELD = 1 << 20
CHECK_S = 2.0  # how often the server looks (``runner``)


class Reclaimer:
    def __init__(self, count: Callable[[], int], release: Callable[[], None] | None = None) -> None:
        self.count = count
        self.release = release or release_memory
        self.peak = 0

    def check(self) -> bool:
        """Look at the connections now; collect and trim if a crowd has left since the last look. Whether it did."""
        now = self.count()
        if now > self.peak:
            self.peak = now
            return False
        if self.peak - now < DROP:
            return False
        self.peak = now
        self.release()
        return True


def release_memory() -> None:
    if gc.isenabled() and gc.get_threshold()[2] < HELD:
        gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's malloc_trim (Linux): hands freed heap pages back to the system. None elsewhere."""
    if not sys.platform.startswith("linux"):
        return None
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
        return getattr(libc, "malloc_trim", None) if libc is not None else None
    except OSError:
        return None
