"""``tableside serve FILE``: the hall server with no window, for a small box on the hall's network.

It prints the players' page address and QR code, then reads short commands on standard input, so
the desk (a judge at the terminal) can pair and revoke table devices: ``pair 3``, ``revoke d2``,
``devices``, ``quit``. Ctrl+C stops it too. Every action is written by the one writer thread.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from typing import TYPE_CHECKING, Any

from ..errors import TablesideError
from ..hall import DEFAULT_PORT
from .event_files import open_session
from .replicate import TOKEN_ENV

if TYPE_CHECKING:  # the server's stack loads only when serving, so other commands start fast
    from ..hall.service import HallService

HELP = "serve the event on the local network: the players' page, table devices (no window)"
COMMANDS = "commands: pair TABLE | revoke DEVICE | devices | quit"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the .tableside event file")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"TCP port (default {DEFAULT_PORT})")
    parser.add_argument("--host", default="0.0.0.0",
                        help="the address to listen on (default 0.0.0.0: every network of this machine)")
    parser.add_argument("--no-qr", action="store_true", help="print the addresses without QR codes")
    parser.add_argument("--no-log", action="store_true",
                        help="do not serve the event log to standby copies (tableside replicate)")


def qr_text(url: str) -> str:
    import io

    import segno

    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True)
    return out.getvalue()


def run(args: argparse.Namespace) -> int:
    if not 0 <= args.port <= 65535:
        raise TablesideError(f"--port must be between 0 and 65535, got {args.port}")
    from ..eventlog.sqlite_store import open_event_file
    from ..hall.logfeed import StoreLog
    from ..hall.service import HallService
    from ..standby.token import standby_token

    token = standby_token(args.file) if not args.no_log and os.path.isfile(args.file) else None
    log = StoreLog(lambda: open_event_file(args.file, readonly=True)) if token else None
    service = HallService(lambda: open_session(args.file), args.host, args.port, log=log, standby_token=token,
                          say=lambda line: print(f"Standby: {line}", flush=True))
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        service.start()
        url = service.url("/")
        print(f"Players' page: {url}", flush=True)
        if not args.no_qr:
            print(qr_text(url), flush=True)
        if token:
            print(f"Standby copy: {TOKEN_ENV}={token} tableside replicate {url} COPY.tableside", flush=True)
        print(COMMANDS, flush=True)
        console(service, args.no_qr)
    except KeyboardInterrupt:
        pass
    finally:
        service.stop()  # the writer closes the event file on its own thread
        if log is not None:
            log.close()
    return 0


def _interrupt(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def console(service: HallService, no_qr: bool) -> None:
    from ..hall.tokens import pairing_url

    done = threading.Event()
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        try:
            if words[0] == "quit":
                break
            if words[0] == "pair" and len(words) == 2 and words[1].isdigit():
                device, token = service.pair(int(words[1]))
                link = pairing_url(service.url("/"), token)
                print(f"Device {device} paired to table {words[1]}: open {link}", flush=True)
                if not no_qr:
                    print(qr_text(link), flush=True)
            elif words[0] == "revoke" and len(words) == 2:
                service.revoke(words[1])
                print(f"Device {words[1]} revoked", flush=True)
            elif words[0] == "devices":
                for device, table, active in service.devices():
                    print(f"{device}: table {table}{'' if active else ' (revoked)'}", flush=True)
            else:
                print(COMMANDS, flush=True)
        except TablesideError as err:
            print(f"refused: {err}", flush=True)
    else:
        # Standard input closed (run in the background): serve until interrupted.
        done.wait()
