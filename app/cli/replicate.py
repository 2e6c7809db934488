"""``tableside replicate URL FILE``: keep a standby copy of a served event in FILE, with no window.

Pulls every entry after the last one FILE holds, checks the chain on each, commits each page
durably, then follows new entries as the server commits them; reconnects with a growing pause when
the server is gone; stops cleanly on Ctrl+C or SIGTERM. FILE is an ordinary event file: ``tableside
standings FILE`` and ``tableside verify FILE`` read it while it is being kept.

With ``--as NAME --serve-url http://HOST:PORT/`` the copy is a judge station: it joins the event
(``station.join``) and its console takes one command, ``take over``: it stops following, takes the
event over from the copy (``app.standby.station.take_over``) and serves it on that address, as ``tableside
serve`` does (the same console follows). While the server is gone the copy follows whichever station
serves the event at the highest epoch (``app.standby.keeper``).
"""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sys
import threading
import time
from typing import Any

from ..errors import TablesideError
from ..replication.token import TOKEN_ENV
from . import console_log

TAKE_OVER = "take over"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("url", help="the server's address, as tableside serve prints it (http://HOST:PORT/)")
    parser.add_argument("file", help="the local .tableside file to keep the copy in (made if missing)")
    parser.add_argument("--token", help=f"the standby token tableside serve printed (or set {TOKEN_ENV}, which "
                                        "keeps it out of the list of running programs)")
    parser.add_argument("--as", dest="station_name", metavar="NAME",
                        help="join the event as a judge station of this name (needs --serve-url)")
    parser.add_argument("--serve-url", metavar="URL",
                        help="where this station serves the event if it takes over: http://HOST:PORT/ "
                             "(its console then takes the command 'take over')")
    parser.add_argument("--host", default="0.0.0.0",
                        help="after a takeover, the address to listen on (default 0.0.0.0: every network)")
    parser.add_argument("--no-qr", action="store_true", help="after a takeover, print addresses without QR codes")


def preload() -> None:
    """Import the server's stack now, while following, so that taking over is quick."""
    import importlib

    for name in ("uvicorn", "starlette.applications", "segno", "tableside.app.hall.service",
                 "tableside.app.hall.server", "tableside.app.standby.station", "tableside.app.cli.serve",
                 "tableside.app.hall.standdown"):
        importlib.import_module(name)


def say(line: str) -> None:
    console_log.say(f"tableside replicate: {line}")


def run(args: argparse.Namespace) -> int:
    from ..standby.keeper import Keeper, StationEvents

    token = args.token or os.environ.get(TOKEN_ENV, "")
    if not token:
        raise TablesideError(f"give the standby token that tableside serve printed: --token TOKEN or {TOKEN_ENV}")
    station = None
    if args.station_name is not None or args.serve_url is not None:
        if not (args.station_name and args.serve_url):
            raise TablesideError("a station needs both --as NAME and --serve-url http://HOST:PORT/")
        from ..standby.station import station_info

        preload()
        station = station_info(args.file, args.station_name, args.serve_url)

    def prompt(reachable: bool, _why: str) -> None:  # the server is gone: how to take over
        if station is not None and not reachable:
            say(f"type '{TAKE_OVER}' (and Enter) to take the event over and serve it on {station.url}")

    if station is not None:
        from ..replication.token import keep_token

        keep_token(args.file, token)  # the event's token, for serve --take-over once this copy is gone
    keeper = Keeper(args.url, token, args.file, station=station, say=say, events=StationEvents(link=prompt))

    def interrupt(signum: int, frame: Any) -> None:
        keeper.stop.set()
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, interrupt)
    keeper.start()
    keeper.ready.wait()
    if keeper.error is None:
        say(f"keeping a copy of {args.url} in {args.file} (it holds {keeper.facts.seq} entries)"
            + (f"; as station {station.name} ({station.id})" if station is not None else ""))
    wanted = threading.Event()
    try:
        while station is not None:
            threading.Thread(target=console, args=(wanted,), name="tableside-console", daemon=True).start()
            while keeper.alive and not wanted.is_set():
                wanted.wait(0.2)
            if not wanted.is_set():
                break
            started = time.monotonic()  # the judge's command: the takeover's time counts from here
            refused = keeper.refusal()
            if refused is None:
                return take_over_and_serve(args, keeper, token, station, started)
            say(f"not taken over: {refused}")
            wanted.clear()
        while keeper.alive:
            keeper.join(1.0)
    except KeyboardInterrupt:
        keeper.stop.set()
    keeper.join()
    if keeper.error is not None:
        console_log.say(f"tableside replicate: stopped: {keeper.error}", level=logging.ERROR, stream=sys.stderr,
                        error=keeper.error)
        return 1
    say(f"stopped; {args.file} holds entries 1 to {_held(args.file)}")
    return 0


def console(wanted: threading.Event) -> None:
    """Read the judge's commands until 'take over' (then stop reading: the server's console reads on)."""
    for line in sys.stdin:
        if line.strip().lower() == TAKE_OVER:
            wanted.set()
            return
        if line.strip():
            say(f"the only command is '{TAKE_OVER}'")


def take_over_and_serve(args: argparse.Namespace, keeper: Any, token: str, station: Any, started: float) -> int:
    from ..replication.token import keep_token
    from . import serve

    keeper.halt()  # the copy is closed: nobody writes it but the takeover now
    if keeper.error is not None:
        raise TablesideError(f"the copy stopped before the takeover: {keeper.error}")
    facts, old = keeper.facts, keeper.old_head()
    keep_token(args.file, token)
    port = int(station.url.rsplit(":", 1)[1].strip("/"))
    serving = argparse.Namespace(file=args.file, host=args.host, port=port, no_qr=args.no_qr, no_log=False)
    opener = serve.takeover_opener(args.file, station, old)
    say(f"taking over from entry {facts.seq} (the old server had entry {max(old.seq, facts.seq)})")
    return serve.serve(serving, opener, token, started)


def _held(path: str) -> int:
    from ..eventlog.sqlite_store import open_event_file

    store = open_event_file(path, readonly=True)
    try:
        return len(store)
    finally:
        store.close()
