"""The window as a judge station: its replica, the Follower thread that keeps it, and the desk it acts through.

``StationLink.join`` asks the desk for the event's identity, brings the station's replica (one file
per event in the data folder) up to the desk's head, opens it read-only in the controller with a
``RemoteDesk`` (every intent goes to the desk and is painted once the replica holds it), starts the
Follower on a thread of its own and commits ``station.join``. The window then shows the same
screens as the desk, from the station's own fold. Entries committed elsewhere (the desk's clicks,
devices, other stations, the clocks) arrive through the Follower and are painted through
``controller.absorb``. The station never writes the desk's file: only its own replica, and that only
with entries checked against the chain.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from tableside.app.errors import TablesideError
from tableside.app.eventlog.entry import Entry
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.ui.controller import EventController

if TYPE_CHECKING:
    from tableside.app.replication.client import LogClient
    from tableside.app.replication.follower import Follower
    from tableside.app.standby.station import RemoteDesk

STOP_WAIT_S = 5.0


class StationLink(QObject):
    stored = Signal()  # the replica holds more entries (from the Follower's thread)
    link_changed = Signal(bool, str)  # the desk answers again / stopped answering, and why
    ended = Signal(str)  # the copy stopped for good (a forged entry, a refused token)
    joined = Signal()  # the desk took this station's join (from the join's thread)
    join_waiting = Signal(str)  # the join did not land this time (busy, no answer): sent again after a pause
    join_refused = Signal(str)  # the desk refused the join: this station cannot act

    def __init__(self, controller: EventController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.remote: RemoteDesk | None = None
        self.replica: Path | None = None
        self.name = ""
        self.serve_url = ""
        self._thread: threading.Thread | None = None
        self._follower: Follower | None = None
        self._client: LogClient | None = None
        self._stop = threading.Event()
        self._join_thread: threading.Thread | None = None
        # How the join runs (app.standby.joining): on a thread of its own, pausing on the stop event;
        # tests run it in place with a recorded pause and a fake client.
        self.join_pause: Callable[[float], object] | None = None
        self.join_client: Callable[[str, str], LogClient] | None = None
        self.run_join: Callable[[Callable[[], object]], None] = self._join_in_background
        self.stored.connect(self._absorb)

    @property
    def active(self) -> bool:
        return self.remote is not None

    def join(self, url: str, token: str, name: str, serve_url: str) -> None:
        """Become a station of the desk at ``url``; raises TablesideError in plain words, changing nothing."""
        from tableside.app.replication.client import ServerRefused, Unreachable
        from tableside.app.replication.wire import WireError
        from tableside.app.standby.station import RemoteDesk, event_identity, replica_path, station_id
        try:
            identity = event_identity(url, token)
        except Unreachable as err:
            raise TablesideError(f"the desk at {url} does not answer ({err}): check the address, and that it "
                                 "serves (File ▸ Serve on the local network)") from None
        except (ServerRefused, WireError) as err:
            raise TablesideError(f"the desk at {url} refused: {err}") from None
        replica = replica_path(identity)
        replica.parent.mkdir(parents=True, exist_ok=True)
        held = self._catch_up(url, token, replica)
        self.leave()
        remote = RemoteDesk(url, token, station_id(replica))
        remote.stored(held)
        store = open_event_file(replica, readonly=True)
        last = store.last()
        run = last.data.get("run") if last is not None else None
        self.controller.remote = remote
        self.remote, self.replica, self.name, self.serve_url = remote, replica, name, serve_url
        try:
            self.controller.open_store(store, str(replica), run=run if isinstance(run, str) else None)
        except BaseException:
            self.controller.remote = self.remote = None
            store.close()
            raise
        remote.session = self.controller.session
        self._start_follower(url, token, replica)
        # Always joined, even as it already stands in the log: the join is what gives this station the
        # token it acts (and reads) with from then on; the judge code alone admits nothing else.
        self.send_join(remote, {"station": remote.station, "name": name, "url": serve_url})

    def send_join(self, remote: RemoteDesk, data: dict[str, str]) -> None:
        """``station.join``, sent again until it lands (``app.standby.joining``, as ``tableside replicate --as``):
        a desk busy (429, 503) or silent for a while is asked again after a growing pause, not given up on.
        Clicks are refused in plain words until it has landed; its entry is painted as the follower brings it."""
        from tableside.app.replication.client import LogClient
        from tableside.app.standby.joining import StationJoin

        remote.not_joined = "the desk has not answered this station's join yet"
        stop = self._stop

        def landed(_seq: int, token: str) -> None:
            remote.joined(token)
            self.joined.emit()

        def waiting(why: str) -> None:
            remote.not_joined = f"the desk has not taken this station's join yet ({why}); it is sent again"
            self.join_waiting.emit(why)

        def refused(why: str) -> None:
            remote.not_joined = f"the desk refused this station's join: {why}"
            self.join_refused.emit(why)

        join = StationJoin(remote.url, remote.token, data, stop=stop, on_joined=landed, on_waiting=waiting,
                           on_refused=refused, pause=self.join_pause, client=self.join_client or LogClient)
        self.run_join(join.run)

    def _join_in_background(self, run: Callable[[], object]) -> None:
        self._join_thread = threading.Thread(target=run, name="tableside-station-join", daemon=True)
        self._join_thread.start()

    def _catch_up(self, url: str, token: str, replica: Path) -> int:
        """Bring the replica to the desk's head before the window opens it (so it opens whole)."""
        from tableside.app.replication.client import LogClient, ServerRefused, Unreachable
        from tableside.app.replication.follower import CopyRefused, Follower
        from tableside.app.replication.wire import WireError

        client = LogClient(url, token)
        store = open_event_file(replica, create=True)
        try:
            follower = Follower(client, store)
            while True:
                page = client.page(follower.progress.seq)
                follower.take(page)
                if follower.progress.seq >= page.head_seq:
                    return follower.progress.seq
        except Unreachable as err:
            raise TablesideError(f"the desk at {url} stopped answering while this station copied the event "
                                 f"({err}); join again") from None
        except (CopyRefused, ServerRefused, WireError) as err:
            raise TablesideError(f"this station's copy of the event was refused: {err}") from None
        finally:
            client.close()
            store.close()

    def _start_follower(self, url: str, token: str, replica: Path) -> None:
        # The network side loads when a station joins, not when the window starts (http.client alone
        # costs the window's first paint some 25 ms).
        from tableside.app.replication.client import LogClient
        from tableside.app.replication.follower import CopyRefused, Follower

        remote = self.remote
        assert remote is not None
        client = self._client = LogClient(url, token)
        remote.on_token = lambda given: setattr(client, "token", given)
        stop = self._stop = threading.Event()

        def stored(entries: list[Entry]) -> None:
            remote.stored(entries[-1].seq)
            self.stored.emit()

        def link(reachable: bool, why: str) -> None:
            remote.link(reachable, why)  # refused at once, before the message reaches the window
            self.link_changed.emit(reachable, why)

        def follow() -> None:
            store = None
            try:
                store = open_event_file(replica, create=True)
                follower = self._follower = Follower(client, store, on_stored=stored, on_link=link)
                follower.run(stop)
            except (CopyRefused, TablesideError, OSError) as err:
                if not stop.is_set():
                    remote.link(False, str(err))
                    self.ended.emit(str(err))
            finally:
                client.close()
                if store is not None:
                    store.close()

        self._thread = threading.Thread(target=follow, name="tableside-station-copy", daemon=True)
        self._thread.start()

    def _absorb(self) -> None:
        if self.remote is not None and self.controller.remote is self.remote:
            self.controller.absorb()

    def take_over(self) -> Path:
        """The judge's decision: this station's replica becomes the event file, with ``event.takeover``.

        Stops following, then ``app.standby.takeover.take_over`` opens the replica as the writer,
        commits the takeover (the epoch raised by one, the old server's last entry this station heard
        of) and closes it again; returns the file, for the window to open and serve as the desk.
        """
        from tableside.app.event.session import EventSession
        from tableside.app.replication.rivals import still_served
        from tableside.app.standby.identity import StationInfo
        from tableside.app.standby.takeover import OldHead, take_over

        remote, replica, follower = self.remote, self.replica, self._follower
        if remote is None or replica is None:
            raise TablesideError("this laptop is not a judge station of any event")
        state = self.controller.state
        others = [station.url for station in state.stations.values() if station.id != remote.station and station.url]
        refused = still_served(remote.url, others, state.event_hash)  # the command line's very check
        if refused is not None:
            raise TablesideError(refused)
        old = OldHead(follower.progress.head if follower is not None else -1, "")
        info = StationInfo(remote.station, self.name, self.serve_url)
        self.leave()
        time_source = self.controller.time_source
        session = take_over(lambda: EventSession(open_event_file(replica), time_source), info, old)
        session.close()
        return replica

    def leave(self) -> None:
        """Stop being a station: the Follower stops, the replica closes (it stays on disk)."""
        if self.remote is None:
            return
        self._stop.set()
        if self._client is not None:
            self._client.abort()
        if self._thread is not None:
            self._thread.join(STOP_WAIT_S)
        if self._join_thread is not None:
            self._join_thread.join(STOP_WAIT_S)  # a pause is cut by the stop; an attempt ends within its timeout
        self._thread = self._client = self._follower = self._join_thread = None
        if self.controller.remote is self.remote:
            self.controller.remote = None
            self.controller.close()
        self.remote = None
