"""``tableside serve FILE``: the hall server with no window, for a small box on the hall's network.

It prints the players' page address and QR code, then reads short commands on standard input, so
the desk (a judge at the terminal) can pair and revoke table devices and restart held timers:
``pair 3``, ``revoke d2``, ``devices``, ``release`` (or ``release 3``), ``quit``. Ctrl+C stops it too.
Every action is written by the one writer thread. The judge code (the standby token stations join
with) is printed once at the start, on the judge's own console; ``stations`` lists the stations that
joined, ``revoke-station ID`` stops one's token at once (a logged station.revoke), and ``new-code``
makes a new judge code when the old one was seen (``app.replication.token.rotate_token``).

While it serves, the event is announced on the local network (the hall directory, ``app.directory``), so
other desks list it and its players' page lists theirs; when that cannot run it says so once and serves.

``--take-over`` serves a station's standby copy whose ``replicate`` is gone: the copy takes the event
over (``app.standby.station.take_over``). Before serving, and every few seconds while it serves, it asks every
station the log names for its status: if one serves the same event and outranks this server (a
higher epoch, or a network split healed), it stops (or does not start), says which station holds
the event and lists what to re-enter there (``app.hall.standdown``).
"""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from ..errors import TablesideError
from ..event.actions.station_actions import ROLE_WORDS
from ..hall import DEFAULT_PORT
from ..hall.heard import heard_text
from ..replication.token import TOKEN_ENV
from ..text import Text
from .console_log import say
from .event_files import open_session

if TYPE_CHECKING:  # the server's stack loads only when serving, so other commands start fast
    from ..event.session import EventSession
    from ..event.state import EventState
    from ..hall.service import DeskRuntime
    from ..hall.writer import SessionWriter
    from ..standby.station import OldHead, StationInfo

T = TypeVar("T")
COMMANDS = ("commands: pair TABLE | revoke DEVICE | devices | release [TABLE] | stations | revoke-station ID | "
            "role ID head|scorekeeper|viewer | role ID floor TABLE [TABLE...] | new-code | quit")
OUTRANKED = 3  # the exit status of a server that stopped because another holds the event


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the .tableside event file")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"TCP port (default {DEFAULT_PORT})")
    parser.add_argument("--host", default="0.0.0.0",
                        help="the address to listen on (default 0.0.0.0: every network of this machine)")
    parser.add_argument("--no-qr", action="store_true", help="print the addresses without QR codes")
    parser.add_argument("--no-log", action="store_true",
                        help="do not serve the event log to standby copies (tableside replicate)")
    parser.add_argument("--take-over", action="store_true",
                        help="FILE is this station's standby copy and its replicate is gone: take the event over "
                             "(the epoch rises by one) and serve it")
    parser.add_argument("--as", dest="station_name", metavar="NAME",
                        help="with --take-over: this station's name (default: the name it joined with)")
    parser.add_argument("--serve-url", metavar="URL",
                        help="with --take-over: the address stations and devices reach this server at, "
                             "http://HOST:PORT/ (default: the one it joined with)")


def qr_text(url: str) -> str:
    import io

    import segno

    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True)
    return out.getvalue()


def run(args: argparse.Namespace) -> int:
    if not 0 <= args.port <= 65535:
        raise TablesideError(f"--port must be between 0 and 65535, got {args.port}")
    import time

    # The server's stack, imported before the takeover starts the clock (app.standby.station.take_over's goal).
    from ..hall import service  # noqa: F401
    from ..standby.station import OldHead

    started = time.monotonic()
    try:
        token, station = prepare(args)
    except Outranked as err:
        for line in str(err).splitlines():
            say(f"tableside serve: {line}")
        return OUTRANKED
    opener = takeover_opener(args.file, station, OldHead()) if station is not None else \
        (lambda: open_session(args.file))
    return serve(args, opener, token, started if station is not None else None)


def prepare(args: argparse.Namespace) -> tuple[str | None, StationInfo | None]:
    """The standby token and, with --take-over, this station; refuses (TablesideError) a server that
    another station already outranks."""
    from ..event.session import EventSession
    from ..eventlog.sqlite_store import open_event_file
    from ..replication.token import keep_token, standby_token
    from ..standby.station import station_info

    if args.take_over and os.environ.get(TOKEN_ENV) and os.path.isfile(args.file):
        keep_token(args.file, os.environ[TOKEN_ENV])  # the event's token, as the copy was kept with
    token = standby_token(args.file) if not args.no_log and os.path.isfile(args.file) else None
    store = open_event_file(args.file, readonly=True)
    try:
        state = EventSession(store).state
    finally:
        store.close()
    station = station_info(args.file, args.station_name, args.serve_url, state) if args.take_over else None
    if station is None and (args.station_name or args.serve_url):
        raise TablesideError("--as and --serve-url name the station taking over: give them with --take-over")
    refuse_if_outranked(args.file, token, state, station)
    return token, station


def refuse_if_outranked(path: str, token: str | None, state: EventState, station: StationInfo | None) -> None:
    from ..hall.standdown import about_to_serve, stand_down_for, stand_down_lines
    from ..replication.rivals import probe_all, station_urls

    own = about_to_serve(state, station.id if station is not None else None)
    others = probe_all(station_urls(state.stations.values(), besides=own.serving))
    holder = stand_down_for(own, others, taking_over=station is not None)
    if holder is not None:
        lines = [str(line) for line in stand_down_lines(path, holder, token, own.epoch)]  # the console's English
        lines[0] = lines[0].replace("and stopped serving", "and does not start")
        raise Outranked("\n".join(lines))


class Outranked(TablesideError):
    """Another server of the event outranks this one: it does not serve (exit status OUTRANKED)."""


def takeover_opener(path: str, station: StationInfo, old: OldHead) -> Callable[[], EventSession]:
    """Opens the copy and commits the takeover, ``fence.TAKEOVER_WAIT_S`` after it is called: it runs on the
    writer once the server listens (answering every status "still opening", which no desk's fence counts as
    a positive answer), so a desk acting on an earlier answer ("nothing listens there") has answered before
    the takeover exists (the lease, ``standby.fence``)."""
    import time

    from ..replication.fence import TAKEOVER_WAIT_S
    from ..standby.station import take_over

    def open_and_take_over() -> EventSession:
        time.sleep(TAKEOVER_WAIT_S)
        return take_over(lambda: open_session(path), station, old)

    return open_and_take_over


def serve(args: argparse.Namespace, opener: Callable[[], EventSession], token: str | None,
          takeover_started: float | None) -> int:
    """Serve until quit, or until a station outranks this server (then exit OUTRANKED, saying why)."""
    import time

    from ..hall.service import HallService

    outranked: list[list[str]] = []

    def stood_down(lines: list[str | Text]) -> None:
        outranked.append([str(line) for line in lines])  # the console's English
        os.kill(os.getpid(), signal.SIGTERM)  # the console is waiting on standard input: interrupt it

    service = HallService(opener, args.host, args.port, standby_token=token, path=args.file,
                          say=lambda line: say(f"Standby: {line}"), on_stood_down=stood_down,
                          directory_said=lambda line: say(f"Hall directory: {line}", level=logging.WARNING))
    signal.signal(signal.SIGTERM, _interrupt)
    signal.signal(signal.SIGINT, _interrupt)
    try:
        service.start()
        url = service.url("/")
        if takeover_started is not None:
            say(f"Took over: serving again {time.monotonic() - takeover_started:.2f} s after the takeover "
                "command")
        say(f"Players' page: {url}")
        if not args.no_qr:
            print(qr_text(url), flush=True)
        if token:
            say(f"Standby copy: {TOKEN_ENV}={token} tableside replicate {url} COPY.tableside",
                f"Standby copy: tableside replicate {url} COPY.tableside (its token is on the console only)")
        print(COMMANDS, flush=True)
        console(service, args.no_qr)
    except KeyboardInterrupt:
        pass
    finally:
        service.stop()  # the writer closes the event file on its own thread (an outranked one held nothing)
        if service.announcer.closing is not None:  # the goodbyes out before the process ends: gone from lists now
            service.announcer.closing.join(2.0)
    if outranked:
        for line in outranked[0]:
            say(f"tableside serve: {line}")
        return OUTRANKED
    return 0


def _interrupt(signum: int, frame: Any) -> None:
    # Once: a second SIGTERM or Ctrl+C while the server stops (holding the timers, closing the file)
    # must not interrupt that stop halfway (it printed KeyboardInterrupt and exited 130).
    signal.signal(signal.SIGTERM, _already_stopping)
    signal.signal(signal.SIGINT, _already_stopping)
    raise KeyboardInterrupt


def _already_stopping(signum: int, frame: Any) -> None:
    pass


def console(service: DeskRuntime[SessionWriter], no_qr: bool) -> None:
    done = threading.Event()
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        try:
            if words[0] == "quit":
                break
            if words[0] == "pair" and len(words) == 2 and words[1].isdigit():
                paired = service.pair(int(words[1]))
                assert paired is not None  # this writer raises a refusal
                link = paired.link(service.url("/"))  # a one-time code: it works once, for ten minutes
                say(f"Device {paired.device} paired to table {words[1]}: open {link}",
                    f"Device {paired.device} paired to table {words[1]} (its link is on the console only)")
                if not no_qr:
                    print(qr_text(link), flush=True)
            elif words[0] == "revoke" and len(words) == 2:
                service.revoke(words[1])
                say(f"Device {words[1]} revoked")
            elif words[0] == "release" and (len(words) == 1 or len(words) == 2 and words[1].isdigit()):
                released = release(service.writer, int(words[1]) if len(words) == 2 else None)
                say(f"Timers restarted at table(s) {', '.join(map(str, released))}" if released
                    else "No table's timers are held")
            elif words[0] == "devices":
                for device, table, active, digest in read(service.writer, lambda state: [
                        (d.id, d.table, d.active, d.token_hash) for d in state.devices.values()]):
                    heard = heard_text(service.heard.seen(digest))  # memory only: since serving began
                    say(f"{device}: table {table}{f' · {heard}' if active else ' (revoked)'}")
            elif words[0] == "stations" and len(words) == 1:
                stations = read(service.writer, lambda state: [
                    (s.id, s.name, s.active, role_text(s.role, s.tables)) for s in state.stations.values()])
                for station, name, active, role in stations:
                    say(f"{station}: {name} · {role}{'' if active else ' (revoked)'}")
                if not stations:
                    say("No station has joined")
            elif words[0] == "revoke-station" and len(words) == 2:
                service.revoke_station(words[1])
                say(f"Station {words[1]} revoked: its token no longer works")
            elif words[0] == "role" and len(words) >= 3 and all(w.isdigit() for w in words[3:]):
                tables = [int(w) for w in words[3:]]
                entry = service.writer.act("station.role", {"of": words[1], "role": words[2],
                                                            **({"tables": tables} if tables else {})})
                if entry is not None:
                    say(f"Station {words[1]} is now a {role_text(words[2], tuple(tables))}")
            elif words[0] == "new-code" and len(words) == 1 and service.log is not None:
                token = service.new_code()
                say(f"New judge code (the old one no longer works; joined stations keep working): {token}",
                    "New judge code given (the old one no longer works; joined stations keep working)")
            else:
                print(COMMANDS, flush=True)
        except TablesideError as err:
            say(f"refused: {err}", level=logging.WARNING)
    else:
        # Standard input closed (run in the background): serve until interrupted.
        done.wait()


def role_text(role: str, tables: tuple[int, ...]) -> str:
    words = ROLE_WORDS.get(role, role)
    return f"{words} for table(s) {', '.join(map(str, tables))}" if tables else words


def read(writer: SessionWriter, fn: Callable[[EventState], T]) -> T:
    """``fn`` of the event as it stands, on the writer (the console's listings)."""
    return writer.with_session(lambda session: fn(session.state)).result(timeout=10)


def release(writer: SessionWriter, table: int | None = None) -> list[int]:
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

    return writer.commit(job)
