"""The command line is one parser: every command answers --help with exit 0, the window's included, and
the light commands import only what they use."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tableside.app import cli
from tableside.ui.launcher import main


@pytest.mark.parametrize("command", sorted(cli.COMMANDS))
def test_every_command_answers_help_with_exit_0(command, capsys) -> None:
    assert main([command, "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: tableside {command}")
    assert cli.COMMANDS[command].help.split(" (")[0] in " ".join(out.split())


def test_the_top_help_lists_the_window_commands_too(capsys) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for command in ("demo", "open", "serve", "replicate", "points"):
        assert f"    {command}" in out


def test_a_mistake_is_exit_2_with_the_usage(capsys) -> None:
    assert main(["bogus"]) == 2
    assert "invalid choice: 'bogus'" in capsys.readouterr().err
    assert main(["open"]) == 2
    assert "required: file" in capsys.readouterr().err
    assert main(["demo", "extra"]) == 2
    assert main(["--self-test", "demo"]) == 2


@pytest.mark.parametrize(("argv", "command", "file"), [
    (["demo"], "demo", None),
    (["open", "cup.tableside"], "open", "cup.tableside"),
    (["cup.tableside"], "open", "cup.tableside"),  # as a file manager opens it
    ([], None, None),
])
def test_the_window_commands_parse(argv, command, file) -> None:
    args = cli.parse(argv)
    assert args.command == command
    assert getattr(args, "file", None) == file


@pytest.mark.e2e  # starts a process
@pytest.mark.parametrize("argv", [["--version"], ["--help"], ["points", "--help"], ["demo", "--help"]])
def test_light_commands_load_neither_qt_nor_the_event_core(argv) -> None:
    probe = ("import sys\nfrom tableside.ui.launcher import main\ncode = main(sys.argv[1:])\n"
             "heavy = sorted(m for m in sys.modules if m.startswith(('PySide6', 'tableside.app.event', "
             "'tableside.app.hall', 'tableside.app.standby', 'starlette', 'uvicorn', 'sqlite3')))\n"
             "print('HEAVY', heavy, file=sys.stderr)\nsys.exit(code)\n")
    done = subprocess.run([sys.executable, "-c", probe, *argv], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "HEAVY []" in done.stderr, done.stderr
