"""Snapshots of the fold kept in a station's copy, so that taking over opens it as fast as the server opens.

A copy receives entries, never the server's snapshots (a cache, not the log); without one a takeover
folds the whole log (most of a minute at a million entries). So the copy is folded on a thread of its
own with a read-only connection (WAL: the follower is never held up), and every ``SNAPSHOT_EVERY``
entries the follower's thread stores the snapshot between two pages.
"""

from __future__ import annotations

import threading

from ..event import snapshot
from ..event.actions import UNDO
from ..event.fold import fold
from ..event.session import SNAPSHOT_EVERY
from ..event.state import EventState
from ..eventlog.sqlite_store import open_event_file
from ..eventlog.store import LogStore

LOOK_EVERY_S = 2.0  # how often the folding thread looks at how far the copy has grown


class CopySnapshots:
    def __init__(self, path: str, every: int = SNAPSHOT_EVERY) -> None:
        self.path = path
        self.every = every
        self.stop = threading.Event()
        self.saved_seq = 0
        self._state: EventState | None = None
        self._ready: tuple[int, str, bytes] | None = None
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="tableside-copy-snapshots", daemon=True)

    def start(self, store: LogStore) -> None:
        cached = store.load_snapshot()
        self.saved_seq = cached[0] if cached is not None else 0
        self._thread.start()

    def save_pending(self, store: LogStore) -> None:
        """On the follower's thread, between pages: store the snapshot the folding thread made, if any."""
        with self._lock:
            ready, self._ready = self._ready, None
        if ready is not None:
            store.save_snapshot(*ready)
            self.saved_seq = ready[0]

    def halt(self, wait: bool = False) -> None:
        """Stop folding. A takeover does not wait (the thread only reads, and ends at its next look);
        renaming the copy aside does, so that no connection keeps its WAL apart from it."""
        self.stop.set()
        if wait:
            self._thread.join()

    def _run(self) -> None:
        store = None
        try:
            while not self.stop.wait(LOOK_EVERY_S):
                if store is None:
                    store = open_event_file(self.path, readonly=True)
                last = store.last()
                if last is None or last.seq - self.saved_seq < self.every or self._ready is not None:
                    continue
                self._fold(store)
                state = self._state
                if state is None or self.stop.is_set():
                    continue
                at = store.entries_page(state.seq - 1, 1)
                blob = snapshot.pack([(state.seq, at[0].hash, snapshot.dump(state))])
                with self._lock:
                    self._ready = (state.seq, at[0].hash, blob)
        finally:
            if store is not None:
                store.close()

    def _fold(self, store: LogStore) -> None:
        start = self._state
        new = list(store.entries(start.seq if start is not None else 0))
        if start is not None and any(e.kind == UNDO and e.data["entry"] <= start.seq for e in new):
            start, new = None, list(store.entries())  # an undo reaches into what was folded: fold again
        if new:
            self._state = fold(new, start=start, hold=False)
