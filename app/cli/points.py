"""``tableside points``: score one game (or an array of games) given as JSON."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.errors import InvalidGame, TablesideError
from app.points_json import score_json

HELP = "score a game given as JSON (a file, or standard input) and print the result as JSON"


def add_arguments(parser: argparse.ArgumentParser) -> None:
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
