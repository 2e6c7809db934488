"""Opening an event file for a command, the same way for every command."""

from __future__ import annotations

from app.event.session import EventSession
from app.eventlog.sqlite_store import open_event_file


def open_session(path: str, *, create: bool = False, readonly: bool = False) -> EventSession:
    return EventSession(open_event_file(path, create=create, readonly=readonly))
