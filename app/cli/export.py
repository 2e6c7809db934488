"""``tableside export FILE --format json|csv``: the log and the results per table."""

from __future__ import annotations

import argparse
import json
import sys

from ..errors import TablesideError
from ..event.corrections import corrections
from ..event.export import (
    export_ratings_csv,
    ledger_summary,
    log_csv,
    log_rows,
    result_rows,
    results_csv,
    standing_rows,
    standings_csv,
)
from ..event.state import EventState
from ..eventlog.anchor import head_fingerprint
from .event_files import open_session, require_event


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the .tableside event file")
    parser.add_argument("--format", choices=("json", "csv"), default="json")
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--log", action="store_true", help="with csv: the log instead of the results")
    what.add_argument("--standings", action="store_true", help="with csv: the standings instead of the results")
    what.add_argument("--ratings", action="store_true",
                      help="with csv: the contribution ratings (name,rating), for the next event")


def run(args: argparse.Namespace) -> int:
    session = open_session(args.file, readonly=True)
    try:
        if not (args.format == "csv" and args.log):  # the log exports as it is, even with no event in it
            require_event(session, args.file)
        state: EventState = session.state
        entries = list(session.store.entries())
        head = head_fingerprint(session.store)
        if args.format == "json":
            settings = state.settings
            payload = {
                "event": None if settings is None else {
                    "name": settings.name, "date": settings.date, "system": settings.system,
                    "options": settings.options, "round_minutes": settings.round_minutes,
                    "table_sizes": list(settings.table_sizes), "bye_points": str(settings.bye_points),
                    "tiebreak_seed": settings.tiebreak_seed,
                },
                "results": result_rows(state),
                "corrections": [line.as_row() for line in corrections(state)],
                "standings": standing_rows(state) if settings is not None else [],
                "log": log_rows(entries, state),
                "ledger": ledger_summary(state) if settings is not None else None,
                "log_head": head,
            }
            json.dump(payload, sys.stdout, indent=2, ensure_ascii=False)
            print()
        elif args.standings:
            _write_file(standings_csv(state, head=head))
        elif args.ratings:
            try:
                _write_file(export_ratings_csv(state, head=head))
            except TablesideError as err:
                print(f"tableside export: {err}", file=sys.stderr)
                return 2
        elif args.log:
            _write_file(log_csv(entries, state, head=head))
        else:
            _write_file(results_csv(state, head=head))
    finally:
        session.close()
    return 0


def _write_file(text: str) -> None:
    """A CSV export, byte for byte what the window saves (mark and line ends untouched by the console)."""
    sys.stdout.flush()
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()
