"""The desk: one runtime around the event's one writer (``writer.SessionWriter`` here, the Qt main thread in
``ui.hall.serving``), for ``tableside serve`` and the window alike (architecture.md, "One desk runtime").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import Any, Generic, Protocol, TypeVar

from ..event.session import EventSession
from ..event.state import EventState
from ..eventlog.entry import Entry
from ..eventlog.sqlite_store import open_event_file
from ..replication import fence
from ..replication.logfeed import LogFeed, LogSource, StoreLog
from ..replication.token import rotate_token
from ..text import QT_TRANSLATE_NOOP, Text
from .announce import DeskAnnouncer
from .capacity import Capacity
from .gate import Desk, Gate
from .heard import Heard
from .hub import Hub
from .pairing import Paired, PairingCodes
from .publish import Publisher
from .ratelimit import RateLimit
from .runner import DEFAULT_PORT, ServerError, ServerThread
from .server import make_app
from .standdown import StandDown, Watch, own_status, stand_down_lines
from .writer import Committed, SessionWriter

T = TypeVar("T")


class DeskWriter(Protocol):
    """The one thread that owns the event, as the desk drives it (``run``: the server's way in)."""

    def run(self, job: Callable[[Desk, Gate], T]) -> Future[T]: ...
    def now(self) -> int: ...  # the event's time, from any thread
    def state(self) -> EventState | None: ...  # on the writer's thread; None: no event open

    def attach(self, publisher: Publisher, committed: Committed) -> None:
        """Publish through ``publisher``; after each durable commit call ``committed(entries, wait)`` on the
        writer's thread (``wait``: the judge's own commit, which waits, bounded, for a copy to hold it)."""

    def act(self, kind: str, data: dict[str, Any]) -> Entry | None: ...  # the desk's own; None: refused, said
    def start(self) -> None: ...
    def republish(self) -> None: ...  # every view afresh: a new server loop starts with an empty hub
    def stop(self) -> None: ...  # serving ends; the event stays where its owner keeps it

    def stand_down(self) -> None:
        """From any thread; returns once nothing more can be written to the event, held timers included."""


W = TypeVar("W", bound=DeskWriter)


class DeskRuntime(Generic[W]):
    def __init__(self, writer: W, *, path: str | None = None, log: LogSource | None = None,
                 token: str | None = None, state: EventState | None = None,
                 say: Callable[[Text], None] = lambda _: None, limit: RateLimit | None = None,
                 capacity: Capacity | None = None, yield_to: Callable[[], bool] | None = None,
                 on_stood_down: Callable[[list[str | Text]], None] = lambda _: None,
                 on_commit: Callable[[list[Entry]], None] | None = None,
                 me: str = "this server",
                 directory_said: Callable[[str], None] = lambda _: None, **stand_down: Any) -> None:
        """``path`` and ``token``: the event file, its log served to copies behind the judge code (``logfeed``;
        read from ``log`` if given, else from the file, on a connection this runtime opens and closes);
        ``on_stood_down(lines)``: called once, from a worker thread, after standing down."""
        self.writer = writer
        self.path, self.token = path, token
        self._source: StoreLog | None = None
        if log is None and path is not None and token:
            log = self._source = StoreLog(lambda: open_event_file(path, readonly=True))
        self.log = LogFeed(log, token, say, state) if log is not None and token else None
        self.hub = Hub(now=writer.now, yield_to=yield_to)
        self.stand_down = StandDown(self._stop_for_good, lambda holder, mine: stand_down_lines(
            path, holder, self.token, mine.epoch, me), on_stood_down, **stand_down)
        if self.log is not None:
            self.log.fence = lambda: fence.check(own_status(self.hub.status))
            self.log.on_fenced = lambda holder: self.stand_down(holder, own_status(self.hub.status) or holder)
        self.publisher = Publisher(self.hub, self._handover)
        self.pairing = PairingCodes()
        self.heard = Heard()  # when each device was last heard: memory only (``heard``)
        self.limit, self.capacity = limit, capacity
        self.server: ServerThread | None = None
        self.watch = Watch(lambda: own_status(self.hub.status), self.stand_down)
        self._on_commit = on_commit
        # The hall directory (app.directory): announced while serving; ``directory_said``: why it cannot run.
        self.announcer = DeskAnnouncer(lambda: self.url("/"), directory_said)
        writer.attach(self.publisher, self._committed)

    def bind(self, host: str = "0.0.0.0", port: int = DEFAULT_PORT, tries: int = 1) -> None:
        """Listen on ``port`` (or the next ones, ``tries`` in all; 0: any free port); ServerError in words."""
        error: ServerError | None = None
        for offset in range(max(1, tries) if port else 1):
            try:
                self.server = self._server(host, port + offset if port else 0)
                return
            except ServerError as err:
                error = err
        raise error or ServerError("no port to listen on")

    def _server(self, host: str, port: int) -> ServerThread:
        server = ServerThread(lambda hub: make_app(self.writer, hub, limit=self.limit, log=self.log,
                                                   pairing=self.pairing, capacity=self.capacity,
                                                   heard=self.heard, directory=self.announcer.others),
                              self.hub, host, port, self.capacity)
        self.capacity = server.capacity  # the limit is raised once; serving again keeps the same caps
        return server

    def start(self) -> None:
        assert self.server is not None, "bind first"
        self.server.start()
        try:
            self.writer.start()
        except BaseException:
            self.server.stop()
            raise
        self.watch.start()
        self._announce()

    def _announce(self) -> None:
        self.announcer.start()
        self.writer.run(lambda desk, gate: self.announcer.update(self.writer.state()))

    def stop(self) -> None:
        self.watch.stop.set()
        self.stop_server()
        self.announcer.close()
        self.writer.stop()
        source, self._source = self._source, None
        if source is not None:
            source.close()

    def stop_server(self) -> None:
        """Take the network side down (the writer and the event stay): a dropped Wi-Fi, as pages see it."""
        self.announcer.withdraw()
        if self.server is not None:
            self.server.stop()

    def start_server(self) -> None:
        """Serve again on the same address and port, after ``stop_server``; the views are published afresh."""
        assert self.server is not None
        self.server = self._server(self.server.host, self.server.port)
        self.server.start()
        self.writer.republish()
        self._announce()

    def url(self, path: str = "/") -> str:
        return self.server.url(path) if self.server is not None else ""

    def _call(self, fn: Callable[..., Any], *args: Any) -> None:
        if self.server is not None:
            self.server.call(fn, *args)

    def _committed(self, entries: Sequence[Entry], wait: bool) -> None:
        """On the writer's thread, after each durable commit: wake the copies' long polls; the judge's own
        commit then waits (bounded) until a copy holds it, without asking the stations (the judge sees it)."""
        state = self.writer.state()
        if self.log is not None and entries:
            if state is not None:
                self.log.keys.take_if_changed(state, list(entries))  # a station joined or was revoked
            self._call(self.log.committed)
            if wait:
                self.log.stored_blocking(entries[-1].seq, fence=False)
        if self._on_commit is not None and entries:
            self._on_commit(list(entries))
        self.announcer.update(state)  # an event renamed is announced again

    def _handover(self, fn: Callable[..., Any], *args: Any) -> None:
        """Views for the hub (on the writer's thread): with a log served, they go out once a copy holds the
        entries they show (``LogFeed.hold``), the writer's time-outs as much as a device's action."""
        if self.log is None:
            self._call(fn, *args)
            return
        state = self.writer.state()
        self._call(self.log.hold, state.seq if state is not None else 0, fn, *args)

    def pair(self, table: int) -> Paired | None:
        """Pair a new device to ``table`` (a logged device.pair): its id, token and one-time code; None if refused."""
        def commit(data: dict[str, object]) -> str | None:
            entry = self.writer.act("device.pair", data)
            return str(entry.data["device"]) if entry is not None else None

        return self.pairing.pair(table, commit)

    def revoke(self, device: str) -> bool:
        self.pairing.forget(device)
        return self.writer.act("device.revoke", {"device": device}) is not None

    def replace(self, table: int, old: Sequence[str]) -> Paired | None:
        """Replace the table's device: ``old`` (its devices, as the caller's state has them) revoked, logged
        so a standby that takes over keeps the revocation, then a new one paired; None if refused (said)."""
        for device in old:
            if not self.revoke(device):
                return None
        return self.pair(table)

    def revoke_station(self, station: str) -> bool:
        """A logged station.revoke: the station's own token stops working at once (``station``)."""
        return self.writer.act("station.revoke", {"revoked": station}) is not None

    def new_code(self) -> str:
        """A new judge code, kept beside the event file: the old one (perhaps photographed) stops working for
        joins and copies at once; stations that joined keep their own tokens (``replication.token``)."""
        if self.log is None or self.path is None:
            raise ServerError(QT_TRANSLATE_NOOP("messages", "only an event kept in a file, while it is served, has a "
                                                            "judge code"))
        self.token = rotate_token(self.path)
        self.log.rotate(self.token)
        return self.token

    def _stop_for_good(self) -> None:
        self.watch.stop.set()
        self.stop_server()
        self.writer.stand_down()  # before the lines: they list everything this desk ever wrote


def HallService(opener: Callable[[], EventSession], host: str = "0.0.0.0", port: int = DEFAULT_PORT,  # noqa: N802
                *, log: LogSource | None = None, standby_token: str | None = None,
                **options: Any) -> DeskRuntime[SessionWriter]:
    """The desk with no window, bound to ``host:port`` (its name from when it was a class of its own):
    ``opener`` opens the event on the writer thread, which alone uses the session."""
    writer = SessionWriter(opener)
    desk = DeskRuntime(writer, log=log, token=standby_token, **options)
    writer.log = desk.log
    desk.bind(host, port)
    return desk
