"""The desk's heartbeat: "alive at T", kept beside the event file, so a crash costs nobody time.

A crashed desk cannot log the moment it died. While its player timers run it rewrites a tiny side
file (``EVENT-alive``) at least once a second; the next start reads it and holds those timers at
that moment instead of at their last entry (app.event.faults). It is outside the hash chain on
purpose: it is written far too often to be an entry, and what it says reaches the log only as the
one ``clock.hold_all`` entry written at the next start. Each write is atomic but not flushed to the
disk: a process crash keeps it (the kernel has it), a power cut may leave an older beat or none,
and then the timers are held at their last entry as before.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from ..atomic_file import write_atomically

SUFFIX = "-alive"


@dataclass(frozen=True, slots=True)
class Beat:
    run: str  # the app run that was alive
    event: str  # the event's identity (the hash of its first entry): a beat for another file is ignored
    t: int  # event time it was alive at
    wall: int  # the wall clock then, ms since the epoch (for messages)


class Heartbeat:
    def __init__(self, path: Path) -> None:
        self.path = path

    @classmethod
    def beside(cls, event_file: str) -> Heartbeat:
        return cls(Path(os.fspath(event_file) + SUFFIX))

    def write(self, beat: Beat) -> None:
        write_atomically(self.path, json.dumps(asdict(beat)).encode("utf-8"), durable=False)

    def read(self) -> Beat | None:
        """The last beat, or None when there is none or it cannot be read (then nothing better is known)."""
        try:
            raw = json.loads(self.path.read_bytes())
            beat = Beat(str(raw["run"]), str(raw["event"]), raw["t"], raw["wall"])
        except (OSError, ValueError, KeyError, TypeError):
            return None
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (beat.t, beat.wall)):
            return None
        return beat

    def clear(self) -> None:
        try:
            self.path.unlink(missing_ok=True)
        except OSError:
            pass  # a stale beat only names a run whose timers a clean close already held
