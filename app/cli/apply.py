"""``tableside apply FILE``: append judge actions read as JSON Lines, one durable entry each."""

from __future__ import annotations

import argparse
import json
import sys

from ..errors import TablesideError
from ..eventlog.store import EventFileError
from .event_files import open_session


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the .tableside event file")


def run(args: argparse.Namespace) -> int:
    session = open_session(args.file, create=True)
    # The periodic snapshot is taken once a line's answer is printed, not before it (see below).
    session.defer_snapshots = True
    # The snapshot (only a cache) failing is said once, at the end, and not at all when a line was refused
    # for the same file (a full disk fails the bigger snapshot first: it was said twice, once each).
    snapshot: list[str] = []
    file_refused = False
    try:
        for number, line in enumerate(sys.stdin, start=1):
            text = line.rstrip("\r\n")
            if number == 1:
                text = text.removeprefix("\ufeff")  # a byte-order mark from a Windows editor
            if not text.strip():
                continue
            try:
                action = json.loads(text)
            except json.JSONDecodeError as err:
                # The line is one line of JSON, so the position in it is the column (from 1).
                return _refuse(number, f"not valid JSON: {err.msg} at column {err.pos + 1}")
            if not isinstance(action, dict) or not isinstance(action.get("kind"), str):
                return _refuse(number, 'each line must be a JSON object with a "kind"')
            data = {k: v for k, v in action.items() if k != "kind"}
            try:
                # The leaves the clocks made due before the line come with it, in one transaction.
                written = session.do(action["kind"], data).entries
            except TablesideError as err:
                file_refused = isinstance(err, EventFileError)
                return _refuse(number, str(err))
            for auto in written[:-1]:
                print(f"{auto.seq} {auto.kind} (automatic: {auto.data['reason']})", flush=True)
            print(written[-1].seq, flush=True)
            try:
                session.idle()
            except TablesideError as err:  # only a cache: the line is written, and the next open folds more
                snapshot[:] = [str(err)]
            else:
                snapshot.clear()
    finally:
        try:
            session.close()
        except TablesideError as err:  # the closing snapshot: every line answered is written all the same
            snapshot[:] = [str(err)]
        if snapshot and not file_refused:
            print(f"tableside apply: the snapshot could not be saved: {snapshot[0]}", file=sys.stderr)
    return 0


def _refuse(number: int, message: str) -> int:
    print(f"tableside apply: line {number}: {message} (nothing written for this line)", file=sys.stderr)
    return 1
