"""``tableside verify FILE [--expect SEQ:HEX]``: the file's integrity, its hash chain, and its anchors."""

from __future__ import annotations

import argparse
import sys

from ..errors import TablesideError
from ..eventlog.anchor import check_fingerprint, head_fingerprint, parse_fingerprint
from ..eventlog.seen_heads import check_seen, remember
from ..eventlog.sqlite_store import open_event_file
from ..eventlog.verify import verify


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the .tableside event file")
    parser.add_argument("--expect", action="append", default=[], metavar="SEQ:HEX",
                        help="a log fingerprint written down earlier (a result slip, a PDF, an export, the "
                             "projector): entry SEQ must have a hash starting with HEX (8 or more hex "
                             "characters); may be given more than once")


def run(args: argparse.Namespace) -> int:
    try:
        expected = [parse_fingerprint(text) for text in args.expect]
    except TablesideError as err:
        print(f"tableside verify: --expect: {err}", file=sys.stderr)
        return 2
    store = open_event_file(args.file, readonly=True)
    try:
        report = verify(store)
        problems = [problem for fp in expected if (problem := check_fingerprint(store, fp)) is not None]
        head = head_fingerprint(store)
        warning = check_seen(args.file, store)
        if report.ok and not problems and warning is None:
            remember(args.file, store)
    finally:
        store.close()
    if warning is not None:
        print(f"tableside: warning: {warning}", file=sys.stderr)
    if not report.ok:
        print(f"{args.file}: {report.problem}")
        return 1
    if problems:
        for problem in problems:
            print(f"{args.file}: {problem}")
        return 1
    print(f"{args.file}: OK, {report.entries} entries, hash chain intact" + (f", head {head}" if head else ""))
    for fp in expected:
        print(f"{args.file}: entry {fp.seq} matches the fingerprint {fp}")
    return 0
