"""The one-folder app PyInstaller builds: it starts, knows its version, passes its own self-test with
no screen and no Python installed, leaves the Qt parts Tableside does not use out, and installs on Linux.

Slow (a real build: about 20 s here, well under the 4 minutes allowed); .ci/run runs it with the rest.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import app

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(sys.platform != "linux", reason="the bundle test builds and runs the Linux app"),
]


def clean_env(home: Path) -> dict[str, str]:
    """A judge's environment: no Qt platform forced, no Tableside home, the user's folders under home."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("QT_", "TABLESIDE_", "PYTHON", "XDG_")) and k != "VIRTUAL_ENV"}
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local/share"))
    env["PATH"] = "/usr/bin:/bin"  # no venv: the bundle brings its own Python
    return env


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    where = tmp_path_factory.mktemp("bundle")
    done = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(where / "dist"),
         "--work", str(where / "work"), "--no-check"],
        cwd=ROOT, capture_output=True, text=True, timeout=400,
    )
    assert done.returncode == 0, f"build failed:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    folder = where / "dist" / "tableside"
    assert (folder / "tableside").is_file()
    return folder


@pytest.fixture
def judge_home(tmp_path) -> Path:
    home = tmp_path / "judge"
    home.mkdir()
    return home


def run(bundle: Path, home: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([str(bundle / "tableside"), *args], capture_output=True, text=True, input=stdin,
                          env=clean_env(home), cwd=home, timeout=120)


def test_version(bundle, judge_home):
    done = run(bundle, judge_home, "--version")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"tableside {app.__version__}"


def test_self_test_passes_headless_and_writes_nothing_of_the_judges(bundle, judge_home):
    done = run(bundle, judge_home, "--self-test")
    assert done.returncode == 0, f"{done.stdout}\n{done.stderr}"
    out = done.stdout
    assert "(bundled)" in out
    assert f"resources {bundle / '_internal' / 'resources'}" in out
    assert "  modules  ok: " in out  # every module of app and ui imports from the bundle
    assert "points Ana 12, Ben 6, Cai 6, Dee 0 (total 24)" in out
    assert "platform offscreen" in out
    assert out.rstrip().splitlines()[-1].startswith("self-test passed")
    assert list(judge_home.rglob("*")) == []


def test_core_commands_run_from_the_bundle(bundle, judge_home):
    game = {"system": "table-points", "players": ["Ana", "Ben", "Cai", "Dee"], "out": [["Dee"], ["Ben", "Cai"]]}
    done = run(bundle, judge_home, "points", stdin=json.dumps(game))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["total"] == "24"


def test_unused_qt_is_left_out_and_resources_are_in(bundle):
    inside = bundle / "_internal"
    names = [p.relative_to(inside).as_posix() for p in inside.rglob("*")]
    for unused in ("libQt6Qml", "libQt6Quick", "libQt6Network", "libQt6Pdf", "QtNetwork.abi3", "QtQml.abi3",
                   "libqgtk3", "plugins/tls/", "libcairo", "libcrypto"):
        assert not [n for n in names if unused in n], unused
    assert not (inside / "PySide6" / "Qt" / "translations").exists()
    for used in ("libQt6Widgets.so.6", "libQt6Svg.so.6", "plugins/platforms/libqxcb.so",
                 "plugins/platforms/libqwayland.so", "plugins/platforms/libqoffscreen.so"):
        assert [n for n in names if n.endswith(used)], used
    resources = inside / "resources"
    for path in ("presets/scoring/table-points.toml", "presets/timers/document-002.toml", "LICENSE.txt",
                 "icons/tableside.svg", "icons/tableside-256.png"):
        assert (resources / path).is_file(), path
    assert not (resources / "screenshots").exists()
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    assert size < 160 * 2**20, f"the bundle grew to {size / 2**20:.0f} MB"


def test_linux_install_puts_the_menu_entry_icon_and_command_in_place(bundle, tmp_path, judge_home):
    prefix = tmp_path / "prefix"
    env = clean_env(judge_home) | {"PREFIX": str(prefix)}
    done = subprocess.run(["sh", str(bundle / "install.sh")], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    installed = prefix / "lib" / "tableside" / "tableside"
    desktop = (prefix / "share" / "applications" / "tableside.desktop").read_text()
    assert f'Exec="{installed}" %f' in desktop and "Icon=tableside" in desktop
    assert (prefix / "share" / "icons" / "hicolor" / "48x48" / "apps" / "tableside.png").is_file()
    assert (prefix / "share" / "icons" / "hicolor" / "scalable" / "apps" / "tableside.svg").is_file()
    assert (prefix / "share" / "mime" / "packages" / "tableside.xml").is_file()
    version = subprocess.run([str(prefix / "bin" / "tableside"), "--version"], capture_output=True, text=True,
                             env=clean_env(judge_home), timeout=60)
    assert version.stdout.strip() == f"tableside {app.__version__}"
    done = subprocess.run(["sh", str(prefix / "lib" / "tableside" / "install.sh"), "--uninstall"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert not (prefix / "lib" / "tableside").exists() and not (prefix / "bin" / "tableside").exists()
    assert not (prefix / "share" / "applications" / "tableside.desktop").exists()
