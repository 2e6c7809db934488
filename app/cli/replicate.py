"""``tableside replicate URL FILE``: keep a standby copy of a served event in FILE, with no window.

Pulls every entry after the last one FILE holds, checks the chain on each, commits each page
durably, then follows new entries as the server commits them; reconnects with a growing pause when
the server is gone; stops cleanly on Ctrl+C or SIGTERM. FILE is an ordinary event file: ``tableside
standings FILE`` and ``tableside verify FILE`` read it while it is being kept.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from typing import Any

from ..errors import TablesideError

HELP = "keep a standby copy of an event served by tableside serve in a local event file (no window)"
TOKEN_ENV = "TABLESIDE_STANDBY_TOKEN"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("url", help="the server's address, as tableside serve prints it (http://HOST:PORT/)")
    parser.add_argument("file", help="the local .tableside file to keep the copy in (made if missing)")
    parser.add_argument("--token", help=f"the standby token tableside serve printed (or set {TOKEN_ENV}, which "
                                        "keeps it out of the list of running programs)")


def say(line: str) -> None:
    print(f"tableside replicate: {line}", flush=True)


def run(args: argparse.Namespace) -> int:
    from ..eventlog.sqlite_store import open_event_file
    from ..standby.client import LogClient
    from ..standby.follower import CopyRefused, Follower

    token = args.token or os.environ.get(TOKEN_ENV, "")
    if not token:
        raise TablesideError(f"give the standby token that tableside serve printed: --token TOKEN or {TOKEN_ENV}")
    client = LogClient(args.url, token)
    store = open_event_file(args.file, create=True)
    stop = threading.Event()

    def interrupt(signum: int, frame: Any) -> None:
        stop.set()
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, interrupt)
    try:
        follower = Follower(client, store, say=say)
        say(f"keeping a copy of {args.url} in {args.file} (it holds {follower.progress.seq} entries)")
        follower.run(stop)
    except KeyboardInterrupt:
        pass
    except CopyRefused as err:
        print(f"tableside replicate: stopped: {err}", file=sys.stderr)
        return 1
    finally:
        client.close()
        store.close()
    say(f"stopped; {args.file} holds entries 1 to {_held(args.file)}")
    return 0


def _held(path: str) -> int:
    from ..eventlog.sqlite_store import open_event_file

    store = open_event_file(path, readonly=True)
    try:
        return len(store)
    finally:
        store.close()
