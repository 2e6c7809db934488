"""packaging/linux/install.sh on a stand-in app folder (fast; test_bundle.py installs the real one):
every path quoted, a menu entry that desktop-file-validate accepts and whose Exec runs the program even
when the install path holds a space, an ampersand, quotes, a dollar, a backtick, a percent or a backslash."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
pytestmark = [pytest.mark.e2e,
              pytest.mark.skipif(sys.platform == "win32", reason="install.sh is for Linux (any POSIX sh)")]
needs_validator = pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                                     reason="desktop-file-validate (desktop-file-utils) is not installed")


def exec_argv(value: str) -> list[str]:
    """An Exec value split as the Desktop Entry spec 1.4 says: the string escapes first (\\\\ is \\),
    then quoted arguments (inside "...", a backslash escapes " ` $ and \\)."""
    unescaped, i = [], 0
    while i < len(value):
        if value[i] == "\\" and i + 1 < len(value):
            unescaped.append({"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}.get(value[i + 1], value[i + 1]))
            i += 2
        else:
            unescaped.append(value[i])
            i += 1
    text, argv, current, quoted, i = "".join(unescaped), [], "", False, 0
    while i < len(text):
        char = text[i]
        if quoted and char == "\\" and text[i + 1] in '"`$\\':
            current += text[i + 1]
            i += 2
            continue
        if char == '"':
            quoted = not quoted
        elif char == " " and not quoted:
            if current:
                argv.append(current)
            current = ""
        else:
            current += char
        i += 1
    argv.append(current)
    return [arg.replace("%%", "%") if not arg.startswith("%") else arg for arg in argv]


def stand_in(folder: Path) -> Path:
    """An app folder as build.py leaves it, with a shell script in place of the program."""
    icons = folder / "_internal" / "tableside" / "resources" / "icons"
    icons.mkdir(parents=True)
    for icon in (ROOT / "resources" / "icons").iterdir():
        shutil.copy2(icon, icons / icon.name)
    program = folder / "tableside"
    program.write_text('#!/bin/sh\necho "tableside 9.9.9 $*"\n')
    program.chmod(0o755)
    for name in ("install.sh", "tableside.desktop", "tableside-mime.xml"):
        shutil.copy2(LINUX / name, folder / name)
    return folder


def install(tmp_path: Path, prefix: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(PREFIX=str(prefix), HOME=str(tmp_path / "home"))
    return subprocess.run(["sh", str(tmp_path / "app" / "install.sh"), *args], capture_output=True, text=True,
                          env=env, timeout=60, check=False)


@needs_validator
def test_the_shipped_desktop_entry_validates():
    done = subprocess.run(["desktop-file-validate", str(LINUX / "tableside.desktop")], capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@needs_validator
@pytest.mark.parametrize("folder", ["Games & Co/my apps", 'odd "quoted" $HOME `x` 100% back\\slash|pipe'])
def test_an_install_path_with_an_ampersand_a_space_and_worse_gives_a_working_menu_entry(tmp_path, folder):
    stand_in(tmp_path / "app")
    prefix = tmp_path / folder
    done = install(tmp_path, prefix)
    assert done.returncode == 0, done.stderr
    installed = prefix / "lib" / "tableside" / "tableside"
    assert installed.is_file()
    entry = prefix / "share" / "applications" / "tableside.desktop"
    check = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True, check=False)
    assert check.returncode == 0 and not check.stdout.strip(), check.stdout
    values = dict(line.split("=", 1) for line in entry.read_text(encoding="utf-8").splitlines() if "=" in line)
    argv = exec_argv(values["Exec"])
    assert argv == [str(installed), "%f"]
    assert values["TryExec"].replace("\\\\", "\\") == str(installed)
    ran = subprocess.run([argv[0], "demo.tableside"], capture_output=True, text=True, timeout=30, check=True)
    assert ran.stdout.strip() == "tableside 9.9.9 demo.tableside"
    assert (prefix / "bin" / "tableside").resolve() == installed.resolve()
    assert (prefix / "share" / "icons" / "hicolor" / "48x48" / "apps" / "tableside.png").is_file()
    assert "installed in" in done.stdout

    removed = install(tmp_path, prefix, "--uninstall")
    assert removed.returncode == 0, removed.stderr
    assert not installed.exists() and not entry.exists() and not (prefix / "bin" / "tableside").exists()



def test_a_program_that_lost_its_executable_bit_is_installed_executable(tmp_path):
    """From a zip or a FAT stick the program arrives without its bit (before, install.sh then said it
    was not in the app folder): the installed copy gets it back, and install.sh says so."""
    app = stand_in(tmp_path / "app")
    (app / "tableside").chmod(0o644)
    prefix = tmp_path / "prefix"
    done = install(tmp_path, prefix)
    assert done.returncode == 0, done.stderr
    assert "had lost its executable bit" in done.stdout
    installed = prefix / "lib" / "tableside" / "tableside"
    assert installed.stat().st_mode & 0o111 == 0o111
    ran = subprocess.run([str(prefix / "bin" / "tableside"), "--version"], capture_output=True, text=True,
                         timeout=30, check=True)
    assert ran.stdout.strip() == "tableside 9.9.9 --version"


def test_install_sh_away_from_the_app_folder_says_so(tmp_path):
    app = tmp_path / "app"
    app.mkdir()
    shutil.copy2(LINUX / "install.sh", app / "install.sh")
    done = install(tmp_path, tmp_path / "prefix")
    assert done.returncode == 1 and "must stay in the built tableside folder" in done.stderr
