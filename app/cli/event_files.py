"""Opening an event file for a command, the same way for every command.

Each command checks the file against the head Tableside last saw in it (``app.eventlog.seen_heads``)
and warns on standard error when it came back shorter or changed. The head is remembered again when
all was well, or once the command has written to the file (the judge's new entries are the truth then).
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..errors import TablesideError
from ..event.open_file import open_event
from ..event.session import EventSession, Preloaded
from ..eventlog.seen_heads import check_seen, forget, remember
from ..eventlog.store import LogStore


class FileSession(EventSession):
    """An event session on a named file, which remembers the file's head when it closes after writing."""

    def __init__(self, store: LogStore, path: str, preloaded: Preloaded | None = None) -> None:
        super().__init__(store, preloaded=preloaded)
        self.path = path
        last = store.last()
        self._opened_at = None if last is None else last.hash

    def close(self) -> None:
        try:
            last = self.store.last()
            if not self.store.readonly and last is not None and last.hash != self._opened_at:
                remember(self.path, self.store)
        finally:
            super().close()


def open_session(path: str, *, create: bool = False, readonly: bool = False) -> EventSession:
    new = create and not Path(path).exists()
    store, preloaded = open_event(path, create=create, readonly=readonly)
    session = FileSession(store, path, preloaded)
    if new:
        forget(path)
    warning = check_seen(path, session.store)
    if warning is not None:
        print(f"tableside: warning: {warning}", file=sys.stderr)
    else:
        remember(path, session.store)
    return session


def require_event(session: EventSession, path: str) -> None:
    """Refuse, in one line, a file that holds no event (left behind when apply refused its first line)."""
    if session.state.settings is None:
        raise TablesideError(f"{path} holds no event yet: its event.create was never applied "
                             "(tableside apply adds it)")
