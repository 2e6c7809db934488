"""The window as a judge station: the station runtime (``app.standby.keeper``, as ``tableside replicate --as``
runs it) on the station's replica, its callbacks turned into signals queued to the main thread.

Once the replica holds the desk's head the window opens it read-only with a ``RemoteDesk``: every
intent goes to the desk (or the station that took over) and is painted once the replica holds it.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from tableside.app.errors import TablesideError
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, said, translate

if TYPE_CHECKING:
    from tableside.app.eventlog.entry import Entry
    from tableside.app.replication.wire import Status
    from tableside.app.standby.keeper import Keeper, StationEvents
    from tableside.app.standby.station import RemoteDesk

log = logging.getLogger(__name__)


class StationLink(QObject):
    stored = Signal()  # the replica holds more entries
    caught_up = Signal()  # the replica holds its server's head
    link_changed = Signal(bool, str)  # the desk answers again / stopped answering, and why
    ended = Signal(str)  # the copy stopped for good (a forged entry, a refused token)
    joined = Signal()  # the desk took this station's join
    join_waiting = Signal(str)  # the join did not land this time (busy, no answer): sent again after a pause
    join_refused = Signal(str)  # the desk refused the join: this station cannot act
    moved = Signal(str, str, int)  # (holder, url, epoch): this station follows a station that took over
    set_aside = Signal(str, object)  # (file, what to re-enter: a core Text): the copy held entries the holder lacks
    releasing = Signal(object)  # the runtime asks the window to close the replica (a threading.Event to set)

    def __init__(self, controller: EventController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.remote: RemoteDesk | None = None
        self.replica: Path | None = None
        self.serve_url = ""
        self.keeper: Keeper | None = None
        self._reopen = False  # the replica was closed to be set aside: opened again once the fresh copy is whole
        self.stored.connect(self._absorb)
        self.caught_up.connect(self._open_again)
        self.releasing.connect(self._release)

    @property
    def active(self) -> bool:
        return self.remote is not None

    def join(self, url: str, token: str, name: str, serve_url: str) -> None:
        """Become a station of the desk at ``url``; raises TablesideError in plain words, changing nothing."""
        # The network side loads when a station joins, not when the window starts (http.client alone
        # costs the window's first paint some 25 ms).
        from tableside.app.replication.client import ServerRefused, Unreachable
        from tableside.app.replication.wire import WireError
        from tableside.app.standby.keeper import Keeper
        from tableside.app.standby.station import RemoteDesk, StationInfo, event_identity, replica_path, station_id
        try:
            identity = event_identity(url, token)
        except Unreachable as err:
            raise TablesideError(arg(translate("station.link",
                                               "the desk at %1 does not answer (%2): check the address, and that it "
                                               "serves (File ▸ Serve on the local network)"), url, err)) from None
        except ServerRefused as err:  # the desk's own words, in the judge's language where it sent them so
            why = said(err.refusal) if err.refusal is not None else said(err.said) if err.said else said(err)
            raise TablesideError(arg(translate("station.link", "the desk at %1 refused: %2"), url, why)) from None
        except WireError as err:
            raise TablesideError(arg(translate("station.link", "the desk at %1 refused: %2"), url, err)) from None
        replica = replica_path(identity)
        replica.parent.mkdir(parents=True, exist_ok=True)
        self.leave()
        remote = RemoteDesk(url, token, station_id(str(replica)))
        remote.not_joined = translate("station.link", "the desk has not answered this station's join yet")
        keeper = self.keeper = Keeper(url, token, str(replica), station=StationInfo(remote.station, name, serve_url),
                                      say=log.info, events=self.events(remote))
        keeper.start()
        keeper.settled.wait()  # the window opens the replica whole: once it holds the desk's head
        if not keeper.up_to_date:
            self.leave()
            if keeper.error is not None:
                raise TablesideError(arg(translate("station.link", "this station's copy of the event was refused: %1"),
                                         keeper.error))
            raise TablesideError(arg(translate("station.link",
                                               "the desk at %1 stopped answering while this station copied the event "
                                               "(%2); join again"), url, remote.unreachable))
        self.remote, self.replica, self.serve_url = remote, replica, serve_url
        try:
            self._open()
        except BaseException:
            self.leave()
            raise

    def events(self, remote: RemoteDesk) -> StationEvents:
        """The runtime's callbacks: ``remote`` hears at once (clicks are refused at once), the window by signal."""
        from tableside.app.replication.client import split_url
        from tableside.app.standby.keeper import StationEvents

        def stored(entries: list[Entry]) -> None:
            remote.stored(entries[-1].seq)
            self.stored.emit()

        def link(reachable: bool, why: str) -> None:
            remote.link(reachable, why)
            self.link_changed.emit(reachable, why)

        def ended(why: str) -> None:
            remote.link(False, why)
            self.ended.emit(why)

        def joined(token: str) -> None:
            remote.joined(token)
            self.joined.emit()

        def waiting(why: str) -> None:
            remote.not_joined = arg(translate(
                "station.link", "the desk has not taken this station's join yet (%1); it is sent again"), why)
            self.join_waiting.emit(why)

        def refused(why: str) -> None:
            remote.not_joined = arg(translate("station.link", "the desk refused this station's join: %1"), why)
            self.join_refused.emit(why)

        def moved(holder: Status) -> None:
            # Clicks go where the copy reads from now on; the join that follows gives the token there.
            _, remote.host, remote.port, _ = split_url(holder.url)
            remote.url = holder.url
            self.moved.emit(holder.holder, holder.url, holder.epoch)

        def release() -> bool:
            done = threading.Event()
            self.releasing.emit(done)
            while not done.wait(0.1):  # the main thread may be halting this very runtime: not waited on then
                if self.keeper is None or self.keeper.stop.is_set():
                    return False
            return True

        return StationEvents(stored=stored, caught_up=lambda _seq: self.caught_up.emit(), link=link, ended=ended,
                             joined=joined, join_waiting=waiting, join_refused=refused, moved=moved,
                             set_aside=self.set_aside.emit, release=release)

    def _open(self) -> None:
        remote, replica = self.remote, self.replica
        assert remote is not None and replica is not None
        store = open_event_file(replica, readonly=True)
        last = store.last()
        run = last.data.get("run") if last is not None else None
        self.controller.remote = remote
        try:
            self.controller.open_store(store, str(replica), run=run if isinstance(run, str) else None)
        except BaseException:
            self.controller.remote = None
            store.close()
            raise
        remote.session = self.controller.session

    def _release(self, done: threading.Event) -> None:
        if self.remote is not None and self.controller.remote is self.remote:
            self.controller.close()
            self.remote.session = None
            self._reopen = True
        done.set()

    def _open_again(self) -> None:
        if self._reopen and self.remote is not None:
            self._reopen = False
            self._open()

    def _absorb(self) -> None:
        if self.remote is not None and self.controller.remote is self.remote:
            self.controller.absorb()

    def take_over(self) -> Path:
        """The judge's decision: the replica becomes the event file, with ``event.takeover``; returns the file
        for the window to open and serve. The runtime stops first and stores the snapshot it made, so the
        takeover folds only the entries after it."""
        from tableside.app.event.session import EventSession
        from tableside.app.standby.station import take_over

        keeper, replica = self.keeper, self.replica
        if keeper is None or replica is None or keeper.station is None:
            raise TablesideError(translate("station.link", "this laptop is not a judge station of any event"))
        refused = keeper.refusal()  # the command line's very check
        if refused is not None:
            raise TablesideError(refused)
        self.leave()  # the runtime is stopped: what it last heard of its server's head holds still
        time_source = self.controller.time_source
        session = take_over(lambda: EventSession(open_event_file(replica), time_source), keeper.station,
                            keeper.old_head())
        session.close()
        return replica

    def leave(self) -> None:
        """Stop being a station: the runtime stops, the replica closes (it stays on disk)."""
        if self.keeper is not None:
            self.keeper.halt()  # a join's pause is cut by the stop; an attempt ends within its timeout
        self.keeper, self._reopen = None, False
        if self.remote is None:
            return
        if self.controller.remote is self.remote:
            self.controller.remote = None
            self.controller.close()
        self.remote = None
