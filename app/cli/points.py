"""``tableside points``: score one game (or an array of games) given as JSON."""

from __future__ import annotations

import argparse
import json
import sys

from ..errors import InvalidGame, TablesideError
from ..points_json import score_json
from . import RawDescriptionFormatter

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (a tenth of tableside points' start)
if TYPE_CHECKING:
    from typing import Any

FORMAT = """\
The JSON it reads: one game (an object), or an array of games. A game's fields:
  system          required: table-points, rplops, rplops2, plops, contribution or placement
  options         the system's options, e.g. {"x": 50, "use_hours": true} for rplops,
                  {"points": [5, 3, 1, 0]} for placement, {"start_rating": 1000} for contribution
  players         required: the seated players' names, 2 or more
  out             the groups that left, first to leave first: [["Dee"], ["Ben", "Cai"]];
                  the one player left in has won (a finished game); fewer groups: still playing
  hours           the game's usual hours, a number above 0 (rplops/rplops2 with use_hours)
  ratings         contribution: each player's rating before the game, a whole number of at least 0
                  (a player not named starts at the start rating)
  played_seconds  contribution: seconds each player played (the bonus needs more than 600)

Example:
  echo '{"system": "contribution", "players": ["Ana", "Ben", "Cai"],
         "out": [["Cai"], ["Ben"]], "ratings": {"Ana": 1200},
         "played_seconds": {"Ana": 900, "Ben": 900, "Cai": 300}}' | tableside points

It prints, per game: "players" (each who has left, the winner included: "name", "place", exact
"points" as a fraction text and "rounded"; under contribution also "before", "loss", "gain", "bonus"
and "after"), "finished", "total", "total_rounded" and, under contribution, the "remainder" the
rounding down kept back. Bad input: exit status 2 and one line on standard error, naming the problem.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = RawDescriptionFormatter
    parser.epilog = FORMAT
    parser.add_argument("file", nargs="?", help="JSON file with a game or an array of games (default: stdin)")


def run(args: argparse.Namespace) -> int:
    if args.file in (None, "-"):
        text, source = sys.stdin.read(), "standard input"
    else:
        with open(args.file, encoding="utf-8") as handle:
            text, source = handle.read(), args.file
    data = _parse(text, source)
    if isinstance(data, list):
        output: Any = []
        for index, game in enumerate(data):
            try:
                output.append(score_json(game))
            except TablesideError as err:
                raise type(err)(f"game {index + 1}: {err}") from None
    else:
        output = score_json(data)
    json.dump(output, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


def _parse(text: str, source: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise InvalidGame(f"{source} is not valid JSON: {err.msg} at line {err.lineno}, column {err.colno}") from None
