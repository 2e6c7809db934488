"""The hall server with no window: a session, its writer thread, and uvicorn, started and stopped together.

Used by ``tableside serve`` (and by the load benchmark's server). The window assembles the same
parts around its own writer, the Qt main thread (``ui.hall``).

While a standby copy follows, what the desk commits is shown only once a copy holds it (at most
``SYNC_TIMEOUT_S`` later): the views wait on the loop (``LogFeed.hold``), the console's own actions
(pair, revoke, release) wait on the console's thread before it answers; the writer waits for neither.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from ..errors import TablesideError
from ..event.session import EventSession
from ..eventlog.entry import Entry
from ..replication import fence
from ..replication.logfeed import FENCED, LogFeed, LogSource
from .capacity import Capacity
from .hub import Hub
from .pairing import DevicePairing, Paired
from .publish import Publisher
from .ratelimit import RateLimit
from .runner import DEFAULT_PORT, ServerThread
from .server import make_app
from .watch import own_status
from .writer import SessionWriter

T = TypeVar("T")


class HallService:
    """``opener`` opens the event; it is called on the writer thread, which alone uses the session."""

    def __init__(self, opener: Callable[[], EventSession], host: str = "0.0.0.0", port: int = DEFAULT_PORT, *,
                 limit: RateLimit | None = None, on_commit: Callable[[list[Entry]], None] | None = None,
                 log: LogSource | None = None, standby_token: str | None = None,
                 say: Callable[[str], None] = lambda _: None, capacity: Capacity | None = None) -> None:
        """``log`` and ``standby_token``: serve the event log to standby copies (``replication.logfeed``); ``capacity``:
        the caps on connections and streams (by default from the open-files limit, raised first)."""
        self.log = LogFeed(log, standby_token, say) if log is not None and standby_token else None
        if self.log is not None:
            # The fence: before an action no copy stored is answered done, the stations the log names are
            # asked whether one took over (``replication.fence``); the owner sets ``log.on_fenced`` to stand down.
            self.log.fence = self._fence
        self._on_commit = on_commit
        self.writer = SessionWriter(self._opener(opener), None, on_commit=self._committed)
        self.hub = Hub(now=self.writer.now)
        self.publisher = Publisher(self.hub, self._handover)
        self.writer.publisher = self.publisher
        self.limit = limit
        self.capacity = capacity
        self.pairing = DevicePairing()
        self.server = self._server(host, port)

    def _fence(self) -> fence.Verdict:
        return fence.check(own_status(self.hub.status))

    def _server(self, host: str, port: int) -> ServerThread:
        server = ServerThread(lambda hub: make_app(self.writer, hub, limit=self.limit, log=self.log,
                                                   pairing=self.pairing.codes, capacity=self.capacity),
                              self.hub, host, port, self.capacity)
        self.capacity = server.capacity  # the limit is raised once; serving again keeps the same caps
        return server

    def _opener(self, opener: Callable[[], EventSession]) -> Callable[[], EventSession]:
        """The event opened on the writer, then the stations' tokens the log admits (``replication.station_keys``)."""
        def open_event() -> EventSession:
            session = opener()
            if self.log is not None:
                self.log.keys.take(session.state)
            return session

        return open_event

    def _committed(self, entries: list[Entry]) -> None:
        """On the writer thread, after each durable commit: wake the standby copies' long polls."""
        if self.log is not None:
            session = self.writer.session
            if session is not None:
                self.log.keys.take_if_changed(session.state, entries)
            self.server.call(self.log.committed)
        if self._on_commit is not None:
            self._on_commit(entries)

    def stop_server(self) -> None:
        """Take the network side down (the writer and the event stay): a dropped Wi-Fi, as pages see it."""
        self.server.stop()

    def start_server(self) -> None:
        """Serve again on the same address and port, after ``stop_server``."""
        self.server = self._server(self.server.host, self.server.port)
        self.server.start()
        self.writer.republish()

    def _handover(self, fn: Callable[..., Any], *args: Any) -> None:
        """Views for the hub (on the writer thread): with a log served, they go out once a copy holds
        the entries they show (``LogFeed.hold``), the writer's time-outs as much as a device's action."""
        if self.log is None:
            self.server.call(fn, *args)
            return
        session = self.writer.session
        self.server.call(self.log.hold, session.state.seq if session is not None else 0, fn, *args)

    def _desk_commit(self, fn: Callable[[EventSession], T]) -> T:
        """One of the desk's own actions, run on the writer; returned once a following copy holds what
        it wrote (at most ``SYNC_TIMEOUT_S``, then the server carries on alone and says so), as a
        device's action is answered. The console waits here, not the writer."""
        written: list[int] = []

        def job(session: EventSession) -> T:
            before = session.state.seq
            try:
                return fn(session)
            finally:
                if session.state.seq != before:  # also what a refusal after a first commit left
                    written.append(session.state.seq)

        fenced = False
        try:
            return self.writer.with_session(job).result(timeout=10)
        finally:
            if written and self.log is not None:
                fenced = self.log.stored_blocking(written[-1]) == FENCED
            if fenced:  # a station took over: the judge hears "not known yet", never that it was done
                holder = self.log.fenced_by if self.log is not None else None
                raise TablesideError(fence.fenced_message(holder) if holder is not None else fence.UNSURE_MESSAGE)

    def start(self) -> None:
        self.server.start()
        try:
            self.writer.start()
        except BaseException:
            self.server.stop()
            raise

    def stop(self) -> None:
        self.server.stop()
        self.writer.stop()

    def url(self, path: str = "/") -> str:
        return self.server.url(path)

    def pair(self, table: int) -> Paired:
        """Pair a new device to ``table`` (a logged device.pair): its id, token and one-time code."""
        def commit(data: dict[str, object]) -> str:
            def job(session: EventSession) -> str:
                entry = session.do("device.pair", data).entry
                assert entry is not None
                return str(entry.data["device"])

            return self._desk_commit(job)

        paired = self.pairing.pair(table, commit)
        assert paired is not None  # a refusal raises
        return paired

    def revoke(self, device: str) -> None:
        self._desk_commit(lambda session: session.do("device.revoke", {"device": device}))
        self.pairing.revoked(device)

    def stations(self) -> list[tuple[str, str, bool]]:
        """(id, name, active) of every station that joined (``app.hall.station``)."""
        def job(session: EventSession) -> list[tuple[str, str, bool]]:
            return [(s.id, s.name, s.active) for s in session.state.stations.values()]

        return self.writer.with_session(job).result(timeout=10)

    def revoke_station(self, station: str) -> None:
        """A logged station.revoke: the station's token stops working at once."""
        self._desk_commit(lambda session: session.do("station.revoke", {"revoked": station}))

    def devices(self) -> list[tuple[str, int, bool]]:
        def job(session: EventSession) -> list[tuple[str, int, bool]]:
            return [(d.id, d.table, d.active) for d in session.state.devices.values()]

        return self.writer.with_session(job).result(timeout=10)

    def release(self, table: int | None = None) -> list[int]:
        """Restart the player timers a restart (or a takeover) held: at ``table``, or at every table."""
        def job(session: EventSession) -> list[int]:
            rnd = session.state.current_round
            if rnd is None:
                return []
            held = [n for n, t in sorted(rnd.tables.items()) if t.held_by_restart and (table is None or n == table)]
            if table is not None and not held:
                session.do("clock.release", {"round": rnd.number, "table": table})  # refused, saying why
            for number in held:
                session.do("clock.release", {"round": rnd.number, "table": number})
            return held

        return self._desk_commit(job)
