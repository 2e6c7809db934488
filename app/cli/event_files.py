"""Opening an event file for a command, the same way for every command."""

from __future__ import annotations

from app.errors import TablesideError
from app.event.session import EventSession
from app.eventlog.sqlite_store import open_event_file


def open_session(path: str, *, create: bool = False, readonly: bool = False) -> EventSession:
    return EventSession(open_event_file(path, create=create, readonly=readonly))


def require_event(session: EventSession, path: str) -> None:
    """Refuse, in one line, a file that holds no event (left behind when apply refused its first line)."""
    if session.state.settings is None:
        raise TablesideError(f"{path} holds no event yet: its event.create was never applied "
                             "(tableside apply adds it)")
