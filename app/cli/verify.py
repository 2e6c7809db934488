"""``tableside verify FILE``: the file's integrity and its hash chain."""

from __future__ import annotations

import argparse

from app.eventlog.sqlite_store import open_event_file
from app.eventlog.verify import verify

HELP = "check an event file's integrity and hash chain; exit non-zero on any problem"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the .tableside event file")


def run(args: argparse.Namespace) -> int:
    store = open_event_file(args.file, readonly=True)
    try:
        report = verify(store)
    finally:
        store.close()
    if report.ok:
        print(f"{args.file}: OK, {report.entries} entries, hash chain intact")
        return 0
    print(f"{args.file}: {report.problem}")
    return 1
