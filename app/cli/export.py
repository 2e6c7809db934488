"""``tableside export FILE --format json|csv``: the log and the results per table."""

from __future__ import annotations

import argparse
import csv
import json
import sys

from app.cli.event_files import open_session
from app.event.export import LOG_COLUMNS, RESULT_COLUMNS, log_rows, result_rows
from app.event.state import EventState

HELP = "export an event file's log and results per table as JSON or CSV"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the .tableside event file")
    parser.add_argument("--format", choices=("json", "csv"), default="json")
    parser.add_argument("--log", action="store_true", help="with csv: the log instead of the results")


def run(args: argparse.Namespace) -> int:
    session = open_session(args.file, readonly=True)
    try:
        state: EventState = session.state
        entries = list(session.store.entries())
        if args.format == "json":
            settings = state.settings
            payload = {
                "event": None if settings is None else {
                    "name": settings.name, "date": settings.date, "system": settings.system,
                    "options": settings.options, "round_minutes": settings.round_minutes,
                },
                "results": result_rows(state),
                "log": log_rows(entries, state),
            }
            json.dump(payload, sys.stdout, indent=2, ensure_ascii=False)
            print()
        elif args.log:
            writer = csv.DictWriter(sys.stdout, LOG_COLUMNS, lineterminator="\n")
            writer.writeheader()
            for row in log_rows(entries, state):
                row["data"] = json.dumps(row["data"], ensure_ascii=False, sort_keys=True)
                writer.writerow(row)
        else:
            writer = csv.DictWriter(sys.stdout, RESULT_COLUMNS, lineterminator="\n")
            writer.writeheader()
            writer.writerows(result_rows(state))
    finally:
        session.close()
    return 0
