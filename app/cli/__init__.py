"""The ``tableside`` commands that need no window. Each returns an exit code; none imports Qt."""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Callable, Sequence

from .. import __version__
from ..errors import TablesideError
from . import apply, export, points, replicate, serve, standings, verify

# name -> (help, add_arguments, run)
COMMANDS: dict[str, tuple[str, Callable[[argparse.ArgumentParser], None], Callable[[argparse.Namespace], int]]] = {
    "points": (points.HELP, points.add_arguments, points.run),
    "apply": (apply.HELP, apply.add_arguments, apply.run),
    "verify": (verify.HELP, verify.add_arguments, verify.run),
    "standings": (standings.HELP, standings.add_arguments, standings.run),
    "export": (export.HELP, export.add_arguments, export.run),
    "serve": (serve.HELP, serve.add_arguments, serve.run),
    "replicate": (replicate.HELP, replicate.add_arguments, replicate.run),
}


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="tableside", description="Tableside: the judge's desk for game tables. "
                                  "With no command it opens the window (tableside demo: on a demo event; "
                                  "tableside FILE.tableside or tableside open FILE: on that event).")
    top.add_argument("--version", action="version", version=f"tableside {__version__}")
    # Served by ui.launcher (it needs Qt); listed here so --help shows it.
    top.add_argument("--self-test", action="store_true",
                     help="check this install without a screen: play one game in a temporary event, verify it, "
                          "build the window offscreen; exit 0 if all is well")
    sub = top.add_subparsers(dest="command", metavar="COMMAND")
    for name, (help_text, add_arguments, _) in COMMANDS.items():
        add_arguments(sub.add_parser(name, help=help_text, description=help_text))
    return top


def utf8_output() -> None:
    """Print UTF-8 whatever the console's encoding: a redirected Windows console defaults to cp1252,
    which has no "Ł" for Łukasz. Files the commands write are UTF-8 already; this is standard output
    and standard error."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and stream.encoding.replace("-", "").lower() != "utf8":
            stream.reconfigure(encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    utf8_output()
    args = parser().parse_args(argv)
    if args.command is None:
        parser().print_help()
        return 2
    run = COMMANDS[args.command][2]
    try:
        return run(args)
    except TablesideError as err:
        print(f"tableside {args.command}: {err}", file=sys.stderr)
        return 2
    except OSError as err:
        print(f"tableside {args.command}: {err.strerror or err} ({err.filename or 'stream'})", file=sys.stderr)
        return 2


def is_core_command(argv: Sequence[str]) -> bool:
    """Whether argv asks for a command served here, so the launcher need not load Qt."""
    return bool(argv) and (argv[0] in COMMANDS or argv[0] in ("-h", "--help", "--version"))
