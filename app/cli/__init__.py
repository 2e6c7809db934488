"""The ``tableside`` command line: one parser for every command. Each command returns an exit code.

The core commands (points, apply, verify, ...) run here without loading Qt, so scripts and CI stay
light; ``demo`` and ``open`` are the window's (``ui.launcher`` runs them), listed in the same parser so
``--help`` shows them and ``tableside demo --help`` answers like any other command. A command's module,
and the part of the core it needs, is imported only when that command runs: ``--version`` and
``--help`` start about as fast as Python itself.
"""

from __future__ import annotations

import argparse
import importlib
import io
import os
import sys
from collections.abc import Sequence

from .. import __version__
from ..errors import TablesideError


class Command:
    """A command's help line and its module in this package (``add_arguments(parser)`` and ``run(args)``),
    or None for the window's. A plain class: importing dataclasses would cost --version a third of its time."""

    __slots__ = ("help", "module")

    def __init__(self, help: str, module: str | None) -> None:
        self.help, self.module = help, module


COMMANDS: dict[str, Command] = {
    "demo": Command("open the window on a demo event (a round under way, player timers)", None),
    "open": Command("open the window on an event file (tableside FILE.tableside does the same)", None),
    "points": Command("score a game given as JSON (a file, or standard input) and print the result as JSON",
                      "points"),
    "apply": Command("append actions given as JSON Lines on standard input to an event file (created if new)",
                     "apply"),
    "verify": Command("check an event file's integrity and hash chain, and that it still holds the entries of "
                      "the fingerprints given with --expect; exit non-zero on any problem", "verify"),
    "standings": Command("print the standings of an event file", "standings"),
    "export": Command("export an event file's log, results per table, standings or ratings as JSON or CSV",
                      "export"),
    "serve": Command("serve the event on the local network: the players' page, table devices (no window)",
                     "serve"),
    "replicate": Command("keep a standby copy of an event served by tableside serve in a local event file "
                         "(no window)", "replicate"),
}
WINDOW_COMMANDS = frozenset(name for name, command in COMMANDS.items() if command.module is None)
LOGGED_COMMANDS = frozenset({"serve", "replicate"})  # long-running: they write to the log file too (console_log)


def _module(name: str) -> object:
    module = COMMANDS[name].module
    assert module is not None, f"{name} is the window's"
    return importlib.import_module(f"{__name__}.{module}")


def _add_window_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    if name == "open":
        parser.add_argument("file", help="the .tableside event file")


def _columns() -> int:
    """The terminal's width as ``shutil.get_terminal_size`` says it (``COLUMNS``, then standard output's
    terminal, else 80), without importing ``shutil``: it brings the compression modules, 1.4 ms of every
    command's start, and argparse imports it for each parser only to know this (bench_cli_start)."""
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns if sys.__stdout__ else 0
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns if columns > 0 else 80


class Formatter(argparse.HelpFormatter):
    """argparse's own help, as wide as the terminal (``_columns``)."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None) -> None:
        super().__init__(prog, indent_increment, max_help_position, _columns() - 2 if width is None else width)


class RawDescriptionFormatter(Formatter, argparse.RawDescriptionHelpFormatter):
    """The same, keeping a description's own lines (``points`` shows a game file's shape)."""


def parser(argv: Sequence[str] = ()) -> argparse.ArgumentParser:
    """The parser. Only the command argv names gets its arguments (its module is imported for them)."""
    top = argparse.ArgumentParser(prog="tableside", formatter_class=Formatter,
                                  description="Tableside: the judge's desk for game tables. With no command it "
                                  "opens the window on the last event (or the start screen).")
    top.add_argument("--version", action="version", version=f"tableside {__version__}")
    # Served by ui.launcher (they need Qt); listed here so --help shows the first and argparse knows both.
    top.add_argument("--self-test", action="store_true",
                     help="check this install: play one game in a temporary event, verify it, build the window "
                          "offscreen and, with a display, open one; exit 0 if all is well")
    top.add_argument("--self-test-display", action="store_true", help=argparse.SUPPRESS)
    sub = top.add_subparsers(dest="command", metavar="COMMAND")
    chosen = next((arg for arg in argv if not arg.startswith("-")), None)
    for name, command in COMMANDS.items():
        child = sub.add_parser(name, help=command.help, description=command.help, formatter_class=Formatter)
        if name != chosen:
            continue
        if command.module is None:
            _add_window_arguments(name, child)
        else:
            _module(name).add_arguments(child)  # type: ignore[attr-defined]
    return top


def parse(argv: Sequence[str]) -> argparse.Namespace:
    """argv as the command line means it; ``--help``, ``--version`` and a mistake exit here (0, 0, 2)."""
    args = list(argv)
    if len(args) == 1 and args[0].endswith(".tableside") and not args[0].startswith("-"):
        args = ["open", args[0]]  # how a file manager opens an event file
    return parser(args).parse_args(args)


def utf8_output() -> None:
    """Print UTF-8 whatever the console's encoding: a redirected Windows console defaults to cp1252,
    which has no "Ł" for Łukasz. Files the commands write are UTF-8 already; this is standard output
    and standard error."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and stream.encoding.replace("-", "").lower() != "utf8":
            stream.reconfigure(encoding="utf-8")


def run(args: argparse.Namespace) -> int:
    """Run a core command (not the window's) as parsed, mapping its errors to one line and status 2."""
    name = args.command
    logged = name in LOGGED_COMMANDS
    if logged:
        from . import console_log

        console_log.start(name)
    try:
        return int(_module(name).run(args))  # type: ignore[attr-defined]
    except TablesideError as err:
        line = f"tableside {name}: {err}"
    except OSError as err:
        line = f"tableside {name}: {err.strerror or err} ({err.filename or 'stream'})"
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as err:
        if logged:
            console_log.crashed(name, err)
        raise
    print(line, file=sys.stderr)
    if logged:
        console_log.failed(line)
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    """A core command, run in this process (the window's commands are ``ui.launcher``'s)."""
    utf8_output()
    try:
        args = parse(sys.argv[1:] if argv is None else argv)
    except SystemExit as done:  # --help, --version, or a mistake argparse has explained
        return done.code if isinstance(done.code, int) else 2
    if args.command is None or args.command in WINDOW_COMMANDS:
        parser().print_usage(sys.stderr)
        print("tableside: the window's commands run from the tableside program, not from here", file=sys.stderr)
        return 2
    return run(args)
