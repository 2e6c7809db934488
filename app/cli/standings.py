"""``tableside standings FILE``: the event's standings after its last entry, or after a given round,
under its own scoring system or another one (a what-if)."""

from __future__ import annotations

import argparse
import json
import sys
from fractions import Fraction
from typing import Any

from ..display import format_points
from ..errors import TablesideError
from ..event.corrections import corrections_note
from ..event.export import standing_rows
from ..event.whatif import resolve
from ..presets import load_presets
from ..scoring import SYSTEMS
from .event_files import open_session, require_event


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the .tableside event file")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--after-round", type=int, metavar="N", help="the standings as they stood after round N")
    parser.add_argument("--system", metavar="NAME",
                        help="score every game under another system (what-if): " + ", ".join(SYSTEMS))
    parser.add_argument("--preset", metavar="NAME",
                        help="score every game under a scoring preset, with its options (what-if)")
    parser.add_argument("--options", metavar="JSON",
                        help='the options of --system, as a JSON object, e.g. \'{"x": 50, "use_hours": true}\'')


def run(args: argparse.Namespace) -> int:
    session = open_session(args.file, readonly=True)
    try:
        require_event(session, args.file)
        try:
            settings = session.state.settings
            system = None if settings is None else resolve(settings.system, settings.options, load_presets(),
                                                            args.system, args.preset, args.options)
            rows = standing_rows(session.state, args.after_round, system)
            note = corrections_note(session.state)
        except TablesideError as err:
            print(f"tableside standings: {err}", file=sys.stderr)
            return 2
        title = session.state.settings.name if session.state.settings else args.file
    finally:
        session.close()
    if args.json:
        json.dump(rows, sys.stdout, indent=2, ensure_ascii=False)
        print()
        return 0
    print(title)
    width = max([len(_name(r)) for r in rows] + [6])
    print(f"{'#':>3}  {'Player':<{width}}  {'Total':>9}  {'Games':>5}  {'Wins':>4}  {'Opp avg':>8}")
    for r in rows:
        print(f"{r['rank']:>3}  {_name(r):<{width}}  {format_points(Fraction(r['total'])):>9}  {r['games']:>5}  "
              f"{r['wins']:>4}  {format_points(Fraction(r['opponents_average'])):>8}")
    if note:
        print(note)
    return 0


def _name(row: dict[str, Any]) -> str:
    """The player, and what the table's columns do not say: dropped, or their place in a final."""
    name: str = row["player"] + (" (dropped)" if row["dropped"] else "")
    if row.get("final"):
        name += f" (final {row['final']}: place {row['final_place']})" if row.get("final_place") \
            else f" (final {row['final']}: playing)"
    return name
